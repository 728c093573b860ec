/**
 * Issue 31: sed and awk are read-only programs whose script is program text svc reads, not
 * wrappers. Their bindings are built here the way `svc scan` builds them (parsed help → curated
 * effects → input schema → annotations), then calls are rendered and judged by the argument policy:
 * `sed -n -e '1,20p' F` and `awk '{print $1}' F` run without a question, `$1` is no shell
 * metacharacter to refuse, `sed -i` needs approval, and a script that runs a program is refused.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildInputSchema } from '../../bindings/schema.js';
import type { Binding } from '../../bindings/types.js';
import { renderArgvParts } from '../../exec/render-argv.js';
import type { ParsedHelp } from '../../scan/types.js';
import { inferAnnotations } from '../annotations.js';
import { argumentPolicy } from '../argument-policy.js';
import { bindingForCall } from '../call-paths.js';
import { classifyCommand } from '../effects/index.js';

const fixtureDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures', 'help');

/** A binding of `tool` from its parsed help, as the scanner writes one. */
function bindingOf(tool: string, help: Pick<ParsedHelp, 'flags' | 'positionals'>): { binding: Binding; readonlyRule: string } {
  const effects = classifyCommand({ tool, commandPath: [] }, help);
  const { annotations, rules } = inferAnnotations({ tool, commandPath: [], flags: help.flags, effects });
  const binding = {
    spec_version: '1.0', module_id: `cli.${tool}`, alias: tool, description: tool,
    target: { binary: `/usr/bin/${tool}`, command_path: [] }, version: 'unknown', tags: ['cli', tool], annotations,
    input_schema: buildInputSchema(help, effects), output_schema: null, documentation: '',
    metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: rules },
  } as unknown as Binding;
  return { binding, readonlyRule: rules.readonly };
}

/** What the argument policy says of one call: refused, needs approval, or runs. */
function judge(binding: Binding, args: Record<string, unknown>) {
  const { argv, parts } = renderArgvParts(binding, args);
  const verdict = argumentPolicy(bindingForCall(binding, args), parts);
  return { argv, denied: verdict.denied, approvals: verdict.needsApproval.map((finding) => `${finding.parameter}:${finding.effect}`) };
}

describe('sed, bound from its real help (test/fixtures/help/sed.golden.json)', () => {
  const help = JSON.parse(readFileSync(join(fixtureDir, 'sed.golden.json'), 'utf8')) as ParsedHelp;
  const { binding: sed, readonlyRule } = bindingOf('sed', help);
  const props = sed.input_schema.properties;

  it('is a known read-only program, not a wrapper; --expression is sed text, --in-place writes', () => {
    expect(readonlyRule).toBe('known:sed');
    expect(sed.annotations.readonly).toBe(true);
    expect(props.expression).toMatchObject({ 'x-cli-effect': 'exec', 'x-cli-text': 'sed' });
    expect(props.in_place!['x-cli-effect']).toBe('write');
    expect(props.input_file!['x-cli-effect']).toBe('exec');
    expect(props.input_file!['x-cli-effect-when']).toEqual([expect.objectContaining({ effect: 'read' })]);
  });

  it("sed -n -e '1,20p' F runs without a question; the file operand is then a file it reads", () => {
    const call = judge(sed, { quiet: true, expression: '1,20p', input_file: ['notes.txt'] });
    expect(call.argv).toEqual(['--quiet', '--expression=1,20p', 'notes.txt']);
    expect(call.denied).toBeUndefined();
    expect(call.approvals).toEqual([]);
    expect(judge(sed, { expression: 's/$/;/', input_file: ['notes.txt'] }).denied).toBeUndefined();
  });

  it('sed -i needs approval (in-place edit); a script that runs or writes is refused or asks', () => {
    expect(judge(sed, { in_place: '.bak', expression: 's/a/b/', input_file: ['notes.txt'] }).approvals).toEqual(['in_place:write']);
    expect(judge(sed, { expression: '1e id', input_file: ['notes.txt'] }).denied).toMatchObject({ parameter: 'expression', effect: 'exec' });
    expect(judge(sed, { expression: 'w out.txt', input_file: ['notes.txt'] }).approvals).toEqual(['expression:write']);
  });

  it('a script given as the first operand is not read, so it is refused with a pointer to --expression', () => {
    const call = judge(sed, { quiet: true, input_file: ['1,20p', 'notes.txt'] });
    expect(call.denied).toMatchObject({ parameter: 'input_file', effect: 'exec' });
    expect(call.denied!.reason).toContain('--expression');
  });
});

describe('awk, bound from a help that names its program operand', () => {
  // The operands and options of `awk [-F fs] [-v var=value] [-f progfile | 'program'] [file ...]`.
  const help: Pick<ParsedHelp, 'flags' | 'positionals'> = {
    flags: [
      { short: '-F', type: 'string', valueName: 'fs', description: 'field separator' },
      { short: '-v', type: 'string', valueName: 'var=val', description: 'assign a variable' },
      { short: '-f', type: 'path', valueName: 'progfile', description: 'program file' },
    ],
    positionals: [
      { name: 'program', type: 'string', description: '', required: false },
      { name: 'file', type: 'path', description: '', required: false, variadic: true },
    ],
  } as Pick<ParsedHelp, 'flags' | 'positionals'>;
  const { binding: awk, readonlyRule } = bindingOf('awk', help);

  it('is a known read-only program whose program operand is awk text', () => {
    expect(readonlyRule).toBe('known:awk');
    expect(awk.input_schema.properties.program).toMatchObject({ 'x-cli-effect': 'exec', 'x-cli-text': 'awk' });
    expect(awk.input_schema.properties.file!['x-cli-effect']).toBe('read');
  });

  it("awk '{print $1}' F runs: $1 is awk, not a shell metacharacter, and the program only transforms text", () => {
    const call = judge(awk, { program: '{print $1}', file: ['notes.txt'] });
    expect(call.argv).toEqual(['{print $1}', 'notes.txt']);
    expect(call.denied).toBeUndefined();
    expect(call.approvals).toEqual([]);
    expect(judge(awk, { F: ':', program: 'NR > 1 { s += $3 } END { print s }', file: ['notes.txt'] }).approvals).toEqual([]);
  });

  it('a program that runs a command is refused; one that writes a file asks', () => {
    expect(judge(awk, { program: '{ system("id") }', file: ['notes.txt'] }).denied).toMatchObject({ parameter: 'program', effect: 'exec' });
    expect(judge(awk, { program: '{ print $1 > "out.txt" }', file: ['notes.txt'] }).approvals).toEqual(['program:write']);
    expect(judge(awk, { f: 'prog.awk', file: ['notes.txt'] }).denied).toMatchObject({ parameter: 'f', effect: 'exec' });
  });
});
