/**
 * Issue 22 item 10 end to end: patterns and program text pass their own syntax (`|`, `$`, `(`),
 * numbers are harmless, sleep takes its durations, and program text that would run a program or
 * write a file still does neither. A real `svc scan seq sleep grep jq sed` in a temporary HOME, a
 * hand-written binding for awk (this machine's mawk prints no --help to scan), an ACL that allows
 * these modules, and a real MCP client (v1 SDK, which cannot be asked for approval) over stdio
 * running the real programs. Marker files are checked on disk, outside svc's reply.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { missing, svc, tempHome, which } from '../scan/helpers.js';
import { payloadOf } from './helpers.js';
import { SVC_BIN } from '../support/paths.js';

const SCANNED = ['seq', 'sleep', 'grep', 'jq', 'sed'];
const absent = missing(...SCANNED, 'awk');
if (absent) console.log(`patterns-e2e skipped: needs ${[...SCANNED, 'awk'].join(', ')} on PATH (jq comes from .ci/apt-packages.txt)`);

interface Result { isError?: boolean; content?: Array<{ type: string; text?: string }>; structuredContent?: Record<string, unknown> }
const text = (result: Result): string => (result.content ?? []).map((part) => part.text ?? '').join('\n');
/** The program's stdout of a successful call. */
const stdout = (result: Result): string => {
  expect(result.isError, text(result)).toBeFalsy();
  return payloadOf(result).stdout as string;
};
/** The guidance of a refused call. */
const guidanceOf = (result: Result): string => {
  expect(result.isError, text(result)).toBe(true);
  return payloadOf(result).ai_guidance as string;
};

/** awk as its usage line describes it, classified by the curated table's awk entry. */
function awkBinding(binary: string): Record<string, unknown> {
  const property = (extra: Record<string, unknown>) => ({ 'x-cli-source': 'help', 'x-cli-effect-source': 'curated', ...extra });
  return {
    spec_version: '1.0', module_id: 'cli.awk', alias: 'awk', description: 'pattern scanning and text processing language',
    target: { binary, command_path: [] }, version: 'unknown', tags: ['cli', 'awk'],
    annotations: { readonly: false, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false },
    input_schema: {
      type: 'object',
      properties: {
        program: property({ type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'exec', 'x-cli-effect-reason': 'curated: awk operand <program> is awk program text', 'x-cli-text': 'awk' }),
        file: property({ type: 'array', items: { type: 'string', format: 'path' }, 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-effect': 'read', 'x-cli-effect-reason': 'curated: awk operand <file> is a file it reads' }),
      },
      required: ['program'],
      additionalProperties: false,
    },
    output_schema: null, documentation: 'Usage: awk [Options] [Program] [file ...]',
    metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  };
}

describe.skipIf(absent)('patterns and program text end to end: real scan, real programs, real MCP client', () => {
  let home: string;
  let work: string;
  const clients: Client[] = [];

  const connect = async (env: Record<string, string> = {}): Promise<Client> => {
    const client = new Client({ name: 'patterns-e2e', version: '1.0.0' });
    await client.connect(new StdioClientTransport({
      command: process.execPath, args: [SVC_BIN, 'serve'], cwd: work, stderr: 'pipe',
      // The argument layer's verdicts, unconfined: the sandboxed pipeline has its own tests (test/sandbox/).
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'warn', SVC_SANDBOX: 'off', ...env },
    }));
    clients.push(client);
    return client;
  };
  let client: Client;
  const call = (name: string, args: Record<string, unknown>, via = client) => via.callTool({ name, arguments: args }) as Promise<Result>;

  beforeAll(async () => {
    home = await tempHome();
    const scan = await svc(['scan', ...SCANNED], home);
    expect(scan.exitCode, scan.stderr).toBe(0);
    await writeFile(join(home, '.svc', 'modules', 'cli.awk.binding.yaml'), YAML.stringify(awkBinding(which('awk')!)));
    await writeFile(join(home, '.svc', 'acl.yaml'), YAML.stringify({
      default_effect: 'deny',
      rules: [{ callers: ['*'], targets: ['cli.seq', 'cli.sleep', 'cli.grep', 'cli.jq', 'cli.sed', 'cli.awk'], effect: 'allow', description: 'patterns test' }],
    }));
    work = join(home, 'work');
    await mkdir(join(work, 'inner'), { recursive: true });
    await writeFile(join(work, 'notes.txt'), 'alpha 1\nbeta 2\ngamma 3\n');
    await writeFile(join(work, 'data.json'), '{"items":[{"name":"a","n":1},{"name":"b","n":2},{"name":"c","n":3}]}\n');
    await writeFile(join(work, 'secret.json'), '{"secret":"s3cr3t"}\n');
    client = await connect();
  }, 240_000);

  afterAll(async () => { await Promise.all(clients.map((each) => each.close())); });

  it('seq runs with number operands and its separator, asking nobody', async () => {
    expect(stdout(await call('seq', { last: 3 }))).toBe('1\n2\n3\n');
    expect(stdout(await call('seq', { last: 4, separator: ', ', format: '%.1f' }))).toBe('1.0, 2.0, 3.0, 4.0\n');
  });

  it('sleep takes NUMBER[SUFFIX] operands', async () => {
    const tools = (await client.listTools()).tools.find((tool) => tool.name === 'sleep');
    expect((tools?.inputSchema as { properties: Record<string, unknown> }).properties.number).toEqual({ type: 'array', items: { type: 'string' } });
    const result = await call('sleep', { number: ['0.05', '0.05s'] });
    expect(stdout(result)).toBe('');
    expect(await call('sleep', { number: ['0.1x'] }).then((r) => r.isError)).toBe(true);
  });

  it('grep patterns pass | $ ( as the regular expression they are', async () => {
    expect(stdout(await call('grep', { patterns: '2$', file: ['notes.txt'] }))).toBe('beta 2\n');
    expect(stdout(await call('grep', { extended_regexp: true, patterns: '^(alpha|gamma) [0-9]$', file: ['notes.txt'] }))).toBe('alpha 1\ngamma 3\n');
  });

  it('a jq filter passes its pipes, variables and parentheses', async () => {
    const filter = '[.items[] | select(.n > 1) | .name as $x | "\\($x):\\(.n)"] | join(";")';
    expect(stdout(await call('jq', { raw_output: true, jq_filter: filter, file: ['data.json'] }))).toBe('b:2;c:3\n');
  });

  it('a jq filter that imports a data file by name is not run without approval', async () => {
    const result = await call('jq', { jq_filter: 'import "../secret" as $s; $s', null_input: true }, client);
    expect(guidanceOf(result)).toContain('import, include and modulemeta load files by name');
    expect(text(result)).not.toContain('s3cr3t');
  });

  it('a sed script that only edits text runs, metacharacters and all', async () => {
    expect(stdout(await call('sed', { expression: 's/$/;/;s/\\(a\\)l/(\\1)|/', input_file: ['notes.txt'] }))).toBe('(a)|pha 1;\nbeta 2;\ngamma 3;\n');
  });

  it('sed scripts that run a program or write a file do neither', async () => {
    const cases: Array<[string, string, string]> = [
      [`1e touch ${join(work, 'sed-e')}`, 'sed-e', 'is refused: it runs a program (program text: in the sed script, the e command runs its text as a shell command)'],
      [`s|alpha|touch ${join(work, 'sed-s-e')}|e`, 'sed-s-e', 'the e flag of the s command runs the pattern space as a shell command'],
      [`p;w ${join(work, 'sed-w')}`, 'sed-w', 'the w command writes the file it names'],
      [`s/a/b/w ${join(work, 'sed-s-w')}`, 'sed-s-w', 'the w flag of the s command writes the file it names'],
    ];
    for (const [expression, marker, says] of cases) {
      expect(guidanceOf(await call('sed', { expression, input_file: ['notes.txt'] })), expression).toContain(says);
      expect(existsSync(join(work, marker)), marker).toBe(false);
    }
  });

  it('an awk program that only reads and prints runs; one that runs a program or writes a file does not', async () => {
    expect(stdout(await call('awk', { program: '$2 > 1 { print $1 "|" ($2 * 10) }', file: ['notes.txt'] }))).toBe('beta|20\ngamma|30\n');
    const cases: Array<[string, string, string]> = [
      [`BEGIN { system("touch ${join(work, 'awk-system')}") }`, 'awk-system', 'system() runs a shell command'],
      [`{ print | "cat > ${join(work, 'awk-pipe')}" }`, 'awk-pipe', 'a pipe (| or |&) runs a shell command'],
      [`{ print > "${join(work, 'awk-print')}" }`, 'awk-print', 'print or printf with > or >> writes a file'],
    ];
    for (const [program, marker, says] of cases) {
      expect(guidanceOf(await call('awk', { program, file: ['notes.txt'] })), program).toContain(says);
      expect(existsSync(join(work, marker)), marker).toBe(false);
    }
  });

  it('refuse_metacharacters_in_patterns: true turns the check back on', async () => {
    const config = join(home, 'strict.yaml');
    await writeFile(config, 'refuse_metacharacters_in_patterns: true\n');
    const strict = await connect({ SVC_CONFIG: config });
    const result = await call('jq', { jq_filter: '.items | length', file: ['data.json'] }, strict);
    expect(guidanceOf(result)).toContain('Remove shell metacharacters from the parameter "jq_filter" (found: |)');
    expect(stdout(await call('jq', { jq_filter: '.items[0].name', file: ['data.json'] }, strict))).toBe('"a"\n');
  });
});
