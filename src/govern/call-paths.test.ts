import { describe, expect, it } from 'vitest';
import type { Binding, CliPropertySchema } from '../bindings/types.js';
import { renderArgv } from '../exec/render-argv.js';
import { bindingForCall, findCallPathOutsideRoots, flagsSetInCall, pathParametersOfCall } from './call-paths.js';

function binding(properties: Record<string, CliPropertySchema>): Binding {
  return {
    spec_version: '1.0', module_id: 'cli.t', alias: 't', description: '', target: { binary: '/bin/true', command_path: [] }, version: 'x', tags: [],
    annotations: { readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: true, open_world: false },
    input_schema: { type: 'object', properties, additionalProperties: false }, output_schema: null, documentation: '',
    metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  };
}

const GREP_ROLE = { flags: ['--regexp', '-e', '--file', '-f'], effect: 'read' as const, reason: 'curated: grep with --regexp, -e, --file or -f, operand <patterns> is a file it reads' };
const grep = binding({
  regexp: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--regexp', 'x-cli-value-style': 'equals', 'x-cli-effect': 'none', 'x-cli-effect-source': 'curated' },
  ignore_case: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--ignore-case', 'x-cli-value-style': 'switch', 'x-cli-effect': 'none' },
  patterns: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'none', 'x-cli-effect-source': 'curated', 'x-cli-effect-when': [GREP_ROLE] },
  file: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-effect': 'read', 'x-cli-effect-source': 'curated', 'x-cli-effect-reason': 'curated: grep operand <file> is a file it reads' },
});

const pairItems = { type: 'object', properties: { name: { type: 'string' }, file: { type: 'string' } }, required: ['name', 'file'], additionalProperties: false };
const jq = binding({
  slurpfile: {
    type: 'array', items: pairItems, 'x-cli-kind': 'flag', 'x-cli-flag': '--slurpfile', 'x-cli-value-style': 'separate', 'x-cli-repeat': 'repeat',
    'x-cli-values': [{ name: 'name', effect: 'none' }, { name: 'file', effect: 'read', reason: 'curated: jq --slurpfile <file> reads the named file' }],
    'x-cli-effect': 'read', 'x-cli-effect-source': 'curated',
  },
  arg: {
    type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } }, required: ['name', 'value'], additionalProperties: false,
    'x-cli-kind': 'flag', 'x-cli-flag': '--arg', 'x-cli-value-style': 'separate',
    'x-cli-values': [{ name: 'name', effect: 'none' }, { name: 'value', effect: 'none' }], 'x-cli-effect': 'none', 'x-cli-effect-source': 'curated',
  },
  jq_filter: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'none', 'x-cli-effect-source': 'curated' },
  file: { type: 'array', items: { type: 'string', 'x-cli-format': 'path' }, 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-effect': 'read', 'x-cli-effect-source': 'curated' },
});

describe('operand roles that follow the flags of the call (issue 19 item 4)', () => {
  it('grep -e makes the patterns operand a read path; without -e it is a pattern', () => {
    expect([...flagsSetInCall(grep, { regexp: 'root', ignore_case: false })]).toEqual(['--regexp']);
    expect(pathParametersOfCall(grep, { regexp: 'root', patterns: '/etc/passwd' })).toEqual([
      { parameter: 'patterns', effect: 'read', reason: GREP_ROLE.reason, values: ['/etc/passwd'] },
    ]);
    expect(pathParametersOfCall(grep, { patterns: '/etc/passwd', file: ['a.txt'] }).map((p) => p.parameter)).toEqual(['file']);
    expect(findCallPathOutsideRoots(grep, { regexp: 'root', patterns: '/etc/passwd' }, '/w/p', ['/w/p'])).toEqual({ parameter: 'patterns', value: '/etc/passwd', resolved: '/etc/passwd' });
    expect(findCallPathOutsideRoots(grep, { patterns: '/etc/passwd' }, '/w/p', ['/w/p'])).toBeUndefined();
  });

  it('bindingForCall gives the operand its role for the argument policy, leaving the binding alone', () => {
    const seen = bindingForCall(grep, { regexp: 'x', patterns: 'a.txt' });
    expect(seen.input_schema.properties.patterns!['x-cli-effect']).toBe('read');
    expect(seen.input_schema.properties.patterns!['x-cli-effect-reason']).toBe(GREP_ROLE.reason);
    expect(grep.input_schema.properties.patterns!['x-cli-effect']).toBe('none');
    expect(bindingForCall(grep, { patterns: 'x' })).toBe(grep);
  });

  it('bindingForCall lowers an operand that is program text unless a flag gives the program (sed -e makes the operands files), and drops its x-cli-text', () => {
    const role = { flags: ['--expression', '-e'], effect: 'read' as const, reason: 'curated: sed with --expression or -e, operand <input_file> is a file it reads' };
    const sed = { ...grep, input_schema: { type: 'object' as const, additionalProperties: false as const, properties: {
      expression: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--expression', 'x-cli-effect': 'exec', 'x-cli-text': 'sed' },
      input_file: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'exec', 'x-cli-text': 'sed', 'x-cli-effect-when': [role] },
      out: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-effect': 'write', 'x-cli-effect-when': [role] },
    } as Record<string, CliPropertySchema> } };
    const seen = bindingForCall(sed, { expression: 's/a/b/', input_file: ['a.txt'], out: 'b' }).input_schema.properties;
    expect(seen.input_file).toEqual({ type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'read', 'x-cli-effect-reason': role.reason, 'x-cli-effect-source': 'curated', 'x-cli-effect-when': [role] });
    // A file it writes is never lowered to one it reads.
    expect(seen.out!['x-cli-effect']).toBe('write');
    expect(bindingForCall(sed, { input_file: ['s/a/b/', 'a.txt'] }).input_schema.properties.input_file!['x-cli-effect']).toBe('exec');
  });
});

describe('options that take several values (issue 19 item 5)', () => {
  it('renders both tokens in order, for every item of a repeatable one', () => {
    expect(renderArgv(jq, { arg: { name: 'x', value: '1' }, slurpfile: [{ name: 'a', file: 'a.json' }, { name: 'b', file: 'b.json' }], jq_filter: '.a', file: ['in.json'] }))
      .toEqual(['--slurpfile', 'a', 'a.json', '--slurpfile', 'b', 'b.json', '--arg', 'x', '1', '.a', 'in.json']);
  });

  it('refuses a value missing, an unknown key, a bare string, and a value that looks like an option', () => {
    expect(() => renderArgv(jq, { arg: { name: 'x' } })).toThrow('parameter arg needs its value "value": give an object {"name": "...", "value": "..."}');
    expect(() => renderArgv(jq, { arg: { name: 'x', value: '1', extra: 'y' } })).toThrow('parameter arg has no value "extra": give an object {"name": "...", "value": "..."}');
    expect(() => renderArgv(jq, { arg: 'x' })).toThrow('parameter arg takes 2 values as an object {"name": "...", "value": "..."}');
    expect(() => renderArgv(jq, { slurpfile: { name: 'a', file: 'b' } })).toThrow('parameter slurpfile takes a list of objects {"name": "...", "file": "..."}');
    expect(() => renderArgv(jq, { arg: { name: 'x', value: '--from-file' } })).toThrow('parameter arg starts with "-" and would be read as an option');
  });

  it('confines only the file value of --slurpfile, never its name', () => {
    expect(pathParametersOfCall(jq, { slurpfile: [{ name: '/etc/passwd', file: 'in.json' }, { name: 'n', file: '/etc/passwd' }], arg: { name: '/etc', value: '/etc' } })).toEqual([
      { parameter: 'slurpfile', effect: 'read', reason: 'curated: jq --slurpfile <file> reads the named file', values: ['in.json', '/etc/passwd'] },
    ]);
    expect(findCallPathOutsideRoots(jq, { slurpfile: [{ name: 'n', file: '/etc/passwd' }], jq_filter: '.' }, '/w/p', ['/w/p'])?.parameter).toBe('slurpfile');
    expect(findCallPathOutsideRoots(jq, { arg: { name: 'x', value: '/etc/passwd' }, jq_filter: '.' }, '/w/p', ['/w/p'])).toBeUndefined();
  });
});
