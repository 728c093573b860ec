import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';

type Json = Record<string, unknown>;

const ROOT = join(import.meta.dirname, '..', '..');
const USAGE = 'usage: demo cmd [<options>] [--] <file>';
const HELP = `${USAGE}\n\n    -b                    do not show object names of boundary commits\n    --root                do not treat root commits as boundaries\n`;

const flag = (token: string, description: string, source = 'help'): Json => ({
  type: 'boolean', default: false, description, 'x-cli-kind': 'flag', 'x-cli-flag': token, 'x-cli-value-style': 'switch',
  'x-cli-source': source, 'x-cli-effect': 'none', 'x-cli-effect-reason': `default: ${token} is a switch`, 'x-cli-effect-source': 'default',
});

const FILE: Json = {
  type: 'string', format: 'path', description: '', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-source': 'help',
  'x-cli-effect': 'write', 'x-cli-effect-reason': 'default: operand <file> could name a file', 'x-cli-effect-source': 'default',
};

/** A binding shaped like `svc scan git`'s cli.git.annotate, cut down: two flags from the help, one from the manual page, one operand. */
function binding(word: string, change: { version?: string; documentation?: string; properties?: Json; metadata?: Json } = {}): Json {
  return {
    spec_version: '1.0',
    module_id: `cli.demo.${word}`,
    alias: `demo_${word}`,
    description: 'Annotates each line in the given file.',
    target: { binary: '/usr/bin/demo', command_path: [word] },
    version: change.version ?? 'demo version 2.39.5',
    tags: ['cli', 'demo'],
    annotations: { readonly: true, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false },
    input_schema: {
      type: 'object',
      properties: change.properties ?? { b: flag('-b', 'do not show object names of boundary commits'), root: flag('--root', 'do not treat root commits as boundaries'), format: flag('--format', 'pretty format', 'man'), file: FILE },
      required: ['file'],
      additionalProperties: false,
    },
    output_schema: null,
    documentation: change.documentation ?? HELP,
    metadata: {
      help_format: 'gnu', scan_tiers: [1, 2], json_output_flag: null,
      annotation_rules: { cacheable: 'default', destructive: 'default', idempotent: 'default', open_world: 'default', readonly: 'default', requires_approval: 'default' },
      usage: USAGE, help_probe: [word, '-h'], scanner_version: '11',
      ...change.metadata,
    },
  };
}

const { b, root, format, file } = (binding('x').input_schema as { properties: Record<string, Json> }).properties;
const verboseFlag = flag('--verbose', 'be verbose');
const quietFlag = flag('--quiet', 'be quiet');

/** Each case: its binding before and after (`undefined`: absent on that side). */
const CASES: Record<string, [Json | undefined, Json | undefined]> = {
  same: [binding('same'), binding('same', { metadata: { scanner_version: '12' } })],
  version: [binding('version'), binding('version', { version: 'demo version 2.43.0', documentation: `${HELP}    --verbose             be verbose\n`, properties: { b, root, format, file, verbose: verboseFlag } })],
  rebuilt: [binding('rebuilt'), binding('rebuilt', { version: 'demo version 2.39.5 (built 2024-01-01 with libfoo 1.2 libbar 3.4 libbaz 5.6)' })],
  locale: [binding('locale'), binding('locale', { documentation: HELP.replace('boundary commits', 'Grenz-Commits') })],
  probe: [binding('probe'), binding('probe', { documentation: `${HELP}\nMore.\n`, metadata: { help_probe: ['probe', '--help'] } })],
  stubbed: [binding('stubbed'), binding('stubbed', { documentation: USAGE, properties: { file }, metadata: { stub: true, help_probe: undefined, scan_tiers: [1, 3] } })],
  unstubbed: [binding('unstubbed', { documentation: USAGE, properties: { file }, metadata: { stub: true, help_probe: undefined } }), binding('unstubbed')],
  tiers: [binding('tiers'), binding('tiers', { properties: { b, root, file }, metadata: { scan_tiers: [1] } })],
  switches: [binding('switches'), binding('switches', { properties: { b, root, format, file, verbose: verboseFlag, quiet: quietFlag } })],
  man: [binding('man'), binding('man', { properties: { b, root, format: { ...format, description: 'pretty-print the commits' }, file } })],
  moved: [binding('moved'), binding('moved', { properties: { b: { ...b, 'x-cli-source': 'man' }, root, format, file }, metadata: { usage: 'demo moved [-b] <file>' } })],
  new: [undefined, binding('new')],
  gone: [binding('gone'), undefined],
};

let dir = '';

async function writeSide(side: 0 | 1, name: string): Promise<string> {
  const sideDir = join(dir, name);
  await mkdir(sideDir);
  for (const [word, pair] of Object.entries(CASES)) {
    const value = pair[side];
    if (value) await writeFile(join(sideDir, `cli.demo.${word}.binding.yaml`), YAML.stringify(value));
  }
  return sideDir;
}

async function compare(...args: string[]): Promise<string[]> {
  const { stdout } = await execa('npx', ['tsx', 'bench/binding-changes.ts', ...args], { cwd: ROOT });
  return stdout.split('\n');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'svc-binding-changes-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bench/binding-changes.ts', () => {
  it('says what changed and why, per binding and in counts per reason', async () => {
    const before = await writeSide(0, 'before');
    const after = await writeSide(1, 'after');
    expect(await compare(before, after, '--verbose')).toEqual([
      'bindings before 12, after 12; in both 11: identical 1 (9.1%), changed 10; added 1, removed 1',
      'changed bindings by kind of change (a binding counts once per kind):',
      '      5  documentation',
      '      3  +parameter',
      '      2  version',
      '      2  -parameter',
      '      1  ~parameter(description)',
      '      1  ~parameter(x-cli-source)',
      '      1  metadata(usage)',
      '      1  metadata(help_probe)',
      '      1  metadata(scan_tiers,help_probe,stub)',
      '      1  metadata(scan_tiers)',
      '      1  metadata(stub,help_probe)',
      'changed bindings by reason (a binding counts once per reason):',
      '      3  same text, read differently: a scanner rule',
      '      2  program changed (version)',
      '      2  manual page or completion contributed differently (metadata.scan_tiers)',
      '      1  now a stub: bound from its parent (metadata.stub)',
      '      1  no longer a stub: bound from its own help (metadata.stub)',
      '      1  read from another probe (metadata.help_probe)',
      '      1  other help text, same version (documentation)',
      'added by program: demo 1',
      'removed by program: demo 1',
      'changed by program: demo 10',
      'ADDED cli.demo.new',
      'REMOVED cli.demo.gone',
      'CHANGED cli.demo.locale: documentation — why: the program printed other help with the same version (environment or locale?)',
      'CHANGED cli.demo.man: ~format(description) — why: same text, read differently: a scanner rule (from the manual page: ~format(description))',
      'CHANGED cli.demo.moved: ~b(x-cli-source) metadata(usage) — why: same text, read differently: a scanner rule (from the help text, now the manual page: ~b(x-cli-source); not parameters: metadata(usage))',
      'CHANGED cli.demo.probe: documentation metadata(help_probe) — why: read from another probe: `probe -h` → `probe --help`',
      'CHANGED cli.demo.rebuilt: version — why: the program changed: demo version 2.39.5 → demo version 2.39.5 (built 2024-01-01 wi…, same help text',
      'CHANGED cli.demo.stubbed: -b -root -format documentation metadata(scan_tiers,help_probe,stub) — why: bound from its parent instead of its own help (now a stub); the manual page (tier 2) and the completion script (tier 3) contributed differently: tiers 1,2 → 1,3',
      'CHANGED cli.demo.switches: +verbose +quiet — why: same text, read differently: a scanner rule (from the help text: +verbose +quiet)',
      'CHANGED cli.demo.tiers: -format metadata(scan_tiers) — why: the manual page (tier 2) contributed differently: tiers 1,2 → 1',
      'CHANGED cli.demo.unstubbed: +b +root +format documentation metadata(stub,help_probe) — why: bound from its own help instead of its parent (no longer a stub)',
      'CHANGED cli.demo.version: +verbose documentation version — why: the program changed: demo version 2.39.5 → demo version 2.43.0, and printed other help',
    ]);
  });

  it('counts the reasons of each set apart with --set', async () => {
    const before = join(dir, 'set-before');
    const after = join(dir, 'set-after');
    await Promise.all([mkdir(before), mkdir(after)]);
    const write = (side: string, id: string, value: Json) => writeFile(join(side, `${id}.binding.yaml`), YAML.stringify({ ...value, module_id: id }));
    // git is in the dev set, gcc in the fresh set.
    await write(before, 'cli.git.annotate', binding('annotate'));
    await write(after, 'cli.git.annotate', binding('annotate', { version: 'demo version 2.43.0' }));
    await write(before, 'cli.gcc', binding('gcc'));
    await write(after, 'cli.gcc', binding('gcc', { properties: { b, root, format, file, quiet: quietFlag } }));
    const lines = await compare(before, after, '--set', 'dev,fresh');
    /** The lines of one set's report, from its `## set` heading to the next. */
    const block = (set: string): string[] => {
      const from = lines.findIndex((line) => line.startsWith(`## ${set} set `));
      const to = lines.findIndex((line, i) => i > from && line.startsWith('## '));
      return lines.slice(from, to < 0 ? undefined : to);
    };
    const reasons = (set: string): string[] => {
      const found = block(set);
      return found.slice(found.indexOf('changed bindings by reason (a binding counts once per reason):') + 1).filter((line) => line.startsWith('  '));
    };
    expect(reasons('dev')).toEqual(['      1  program changed (version)']);
    expect(reasons('fresh')).toEqual(['      1  same text, read differently: a scanner rule']);
  });
});
