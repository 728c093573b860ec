import { describe, expect, it } from 'vitest';
import type { Binding, CliPropertySchema } from '../bindings/types.js';
import { ArgvRefusal, renderArgv, renderArgvParts } from './render-argv.js';

function binding(properties: Record<string, CliPropertySchema>, commandPath: string[] = []): Binding {
  return {
    spec_version: '1.0',
    module_id: 'cli.tool',
    alias: 'tool',
    description: 'test',
    target: { binary: '/usr/bin/tool', command_path: commandPath },
    version: '1',
    tags: [],
    annotations: { readonly: false, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false },
    input_schema: { type: 'object', properties, additionalProperties: false },
    output_schema: null,
    documentation: '',
    metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  };
}

const grep = binding({
  ignore_case: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '-i' },
  regexp: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'flag', 'x-cli-flag': '-e', 'x-cli-repeat': 'repeat' },
  color: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--color', 'x-cli-value-style': 'equals' },
  max_count: { type: 'integer', 'x-cli-kind': 'flag', 'x-cli-flag': '-m' },
  context: { type: 'integer', 'x-cli-kind': 'flag', 'x-cli-flag': '-C', 'x-cli-value-style': 'attached' },
  files: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 1 },
  pattern: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0 },
});

describe('renderArgv: empty strings of optional positionals', () => {
  const log = binding({
    oneline: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--oneline' },
    revision: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0 },
    path: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 1 },
  }, ['log']);

  it('leaves out trailing optional positionals given as "" (the explorer pre-fills them so)', () => {
    expect(renderArgv(log, { oneline: true, revision: '', path: '' })).toEqual(['log', '--oneline']);
    expect(renderArgv(log, { revision: 'HEAD~1', path: '' })).toEqual(['log', 'HEAD~1']);
  });

  it('keeps an empty string that a later positional follows, and a required one', () => {
    expect(renderArgv(log, { revision: '', path: 'src' })).toEqual(['log', '', 'src']);
    const required = { ...grep, input_schema: { ...grep.input_schema, required: ['pattern'] } };
    expect(renderArgv(required, { pattern: '' })).toEqual(['']);
  });
});

function refusal(fn: () => unknown): ArgvRefusal {
  try {
    fn();
  } catch (error) {
    if (error instanceof ArgvRefusal) return error;
    throw error;
  }
  throw new Error('expected an ArgvRefusal');
}

describe('renderArgv', () => {
  it('renders flags in schema order, then positionals by x-cli-position', () => {
    expect(renderArgv(grep, { files: ['a.txt', 'b.txt'], pattern: 'needle', ignore_case: true, max_count: 3 })).toEqual([
      '-i', '-m', '3', 'needle', 'a.txt', 'b.txt',
    ]);
  });

  it('puts the command path first', () => {
    const b = binding({ short: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--short' } }, ['remote', 'show']);
    expect(renderArgv(b, { short: true })).toEqual(['remote', 'show', '--short']);
  });

  it('puts the root\'s options marked x-cli-before-command before the command path, and says so in the parts', () => {
    const b = binding({
      flat: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--flat' },
      file: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--file', 'x-cli-inherited': true, 'x-cli-before-command': true },
      query: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0 },
    }, ['balance']);
    expect(renderArgvParts(b, { query: 'assets', flat: true, file: 'book.ledger' })).toEqual({
      argv: ['--file', 'book.ledger', 'balance', '--flat', 'assets'],
      parts: [{ parameter: 'file', tokens: ['--file', 'book.ledger'] }, { parameter: 'flat', tokens: ['--flat'] }, { parameter: 'query', tokens: ['assets'] }],
    });
    expect(() => renderArgv(b, { file: '--output=x' })).toThrow('parameter file starts with "-" and would be read as an option');
  });

  it('puts an operand marked x-cli-before-command after such flags and before the command path (pwmigrate DATABASE status)', () => {
    const b = binding({
      config: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--config', 'x-cli-before-command': true },
      name: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 1 },
      verbose: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--verbose' },
      database: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-before-command': true },
    }, ['create']);
    expect(renderArgvParts(b, { name: 'add_users', verbose: true, database: 'app.db', config: 'c.ini' })).toEqual({
      argv: ['--config', 'c.ini', 'app.db', 'create', '--verbose', 'add_users'],
      parts: [
        { parameter: 'config', tokens: ['--config', 'c.ini'] }, { parameter: 'database', tokens: ['app.db'] },
        { parameter: 'verbose', tokens: ['--verbose'] }, { parameter: 'name', tokens: ['add_users'] },
      ],
    });
    // A value read as an option, or as the command word's place taken by a flag, is refused.
    expect(() => renderArgv(b, { database: '--help' })).toThrow('parameter database starts with "-" and would be read as an option');
  });

  it('repeats a flag per item, or joins items with commas', () => {
    expect(renderArgv(grep, { regexp: ['a', 'b c'] })).toEqual(['-e', 'a', '-e', 'b c']);
    const ps = binding({ format: { type: 'array', 'x-cli-kind': 'flag', 'x-cli-flag': '-o', 'x-cli-repeat': 'comma' } });
    expect(renderArgv(ps, { format: ['pid', 'comm'] })).toEqual(['-o', 'pid,comm']);
    expect(refusal(() => renderArgv(ps, { format: ['a,b'] })).kind).toBe('invalid_value');
  });

  it('renders --flag=value and attached values as one entry, separate ones as two', () => {
    expect(renderArgv(grep, { color: 'never', context: 2, max_count: 1 })).toEqual(['--color=never', '-m', '1', '-C2']);
  });

  it('renders booleans: true gives the flag, false omits it or gives the negation when the default is on', () => {
    const b = binding({
      verbose: { type: 'boolean', default: false, 'x-cli-kind': 'flag', 'x-cli-flag': '-v' },
      color: { type: 'boolean', default: true, 'x-cli-kind': 'flag', 'x-cli-flag': '--color', 'x-cli-negation': '--no-color' },
      plain: { type: 'boolean', default: true, 'x-cli-kind': 'flag', 'x-cli-flag': '--plain' },
    });
    expect(renderArgv(b, { verbose: true, color: true })).toEqual(['-v', '--color']);
    expect(renderArgv(b, { verbose: false, color: false, plain: false })).toEqual(['--no-color']);
  });

  it('leaves out absent, null and empty-array values', () => {
    expect(renderArgv(grep, { files: [], pattern: null, color: undefined })).toEqual([]);
  });

  it('refuses values that would be read as options, naming the parameter', () => {
    const err = refusal(() => renderArgv(grep, { pattern: '--delete' }));
    expect(err.kind).toBe('option_like');
    expect(err.parameter).toBe('pattern');
    expect(refusal(() => renderArgv(grep, { files: ['ok', '-rf'] })).parameter).toBe('files');
    expect(refusal(() => renderArgv(grep, { regexp: ['-x'] })).kind).toBe('option_like');
    expect(refusal(() => renderArgv(grep, { pattern: -1 })).kind).toBe('option_like');
  });

  it('accepts a leading dash glued to its flag, and a negative number after its flag', () => {
    expect(renderArgv(grep, { color: '-x', max_count: -1 })).toEqual(['--color=-x', '-m', '-1']);
  });

  it('always refuses NUL bytes and line breaks', () => {
    for (const value of ['a\0b', 'a\nb', 'a\rb']) {
      const err = refusal(() => renderArgv(grep, { pattern: value }, { allowShellMetacharacters: true }));
      expect(err.kind).toBe('control_characters');
      expect(err.parameter).toBe('pattern');
    }
  });

  it('refuses shell metacharacters by default and lists them; allows them when configured', () => {
    for (const ch of [';', '|', '&', '$', '`', '<', '>', '(', ')']) {
      const err = refusal(() => renderArgv(grep, { pattern: `a${ch}b` }));
      expect(err.kind).toBe('shell_metacharacters');
      expect(err.found).toEqual([ch]);
    }
    expect(refusal(() => renderArgv(grep, { files: ['x; rm -rf ~ | $(id)'] })).found).toEqual([';', '|', '$', '(', ')']);
    expect(renderArgv(grep, { pattern: 'a|b' }, { allowShellMetacharacters: true })).toEqual(['a|b']);
    expect(renderArgv(grep, { pattern: "it's * [ok] {x} ~ # \\d" })).toEqual(["it's * [ok] {x} ~ # \\d"]);
  });

  it('refuses unknown parameters and values of the wrong kind', () => {
    expect(refusal(() => renderArgv(grep, { nope: 1 })).message).toBe('tool has no parameter nope');
    expect(refusal(() => renderArgv(grep, { ignore_case: 'yes' })).kind).toBe('invalid_value');
    expect(refusal(() => renderArgv(grep, { pattern: { a: 1 } })).kind).toBe('invalid_value');
    expect(refusal(() => renderArgv(grep, { max_count: Number.NaN })).kind).toBe('invalid_value');
  });
});

describe('renderArgvParts', () => {
  it('tells which parameter produced which tokens, in argv order; unset ones have no part', () => {
    const rendered = renderArgvParts(grep, { files: ['a', 'b'], pattern: 'x', ignore_case: true, color: 'auto', context: 2, regexp: [], max_count: null });
    expect(rendered.argv).toEqual(['-i', '--color=auto', '-C2', 'x', 'a', 'b']);
    expect(rendered.parts).toEqual([
      { parameter: 'ignore_case', tokens: ['-i'] },
      { parameter: 'color', tokens: ['--color=auto'] },
      { parameter: 'context', tokens: ['-C2'] },
      { parameter: 'pattern', tokens: ['x'] },
      { parameter: 'files', tokens: ['a', 'b'] },
    ]);
    expect(renderArgvParts(grep, { ignore_case: false, pattern: '' }).parts).toEqual([]);
  });

  it('a value that looks like options is refused wherever it is a token of its own (operands, separate values)', () => {
    for (const args of [{ pattern: '-rf' }, { files: ['ok', '--force'] }, { regexp: ['-r'] }]) {
      expect(refusal(() => renderArgvParts(grep, args)).kind).toBe('option_like');
    }
    // Glued to its own flag it is that flag's value, not an option.
    expect(renderArgvParts(grep, { color: '-rf' }).argv).toEqual(['--color=-rf']);
  });
});

describe('renderArgv: optional values (issue 11)', () => {
  const show = binding({
    stat: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--stat', 'x-cli-value-style': 'equals', 'x-cli-optional-value': true },
    color: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--color', 'x-cli-value-style': 'equals' },
  }, ['show']);
  it('renders an empty value of `--stat[=<width>]` as the bare flag, never `--stat=`', () => {
    expect(renderArgv(show, { stat: '' })).toEqual(['show', '--stat']);
    expect(renderArgv(show, { stat: '80' })).toEqual(['show', '--stat=80']);
    expect(renderArgv(show, {})).toEqual(['show']);
  });
  it('keeps `--flag=` for a flag whose value is not optional', () => {
    expect(renderArgv(show, { color: '' })).toEqual(['show', '--color=']);
  });
});

describe('patterns and program text (x-cli-text)', () => {
  const jq = binding({
    arg: { type: 'array', items: { type: 'object' }, 'x-cli-kind': 'flag', 'x-cli-flag': '--arg', 'x-cli-values': [{ name: 'name', effect: 'none' }, { name: 'value', effect: 'none' }] },
    regexp: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--regexp', 'x-cli-value-style': 'equals', 'x-cli-text': 'pattern' },
    filter: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-text': 'jq' },
    file: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 1 },
  });

  it('passes their metacharacters by default; other values are still checked', () => {
    expect(renderArgv(jq, { filter: '.a | select(.b == $x) | length', regexp: 'end$|(x)' })).toEqual(['--regexp=end$|(x)', '.a | select(.b == $x) | length']);
    expect(() => renderArgv(jq, { filter: '.', file: 'a;b' })).toThrow(expect.objectContaining({ kind: 'shell_metacharacters', parameter: 'file', found: [';'] }));
    expect(() => renderArgv(jq, { filter: '.', arg: [{ name: 'x', value: '$(id)' }] })).toThrow(expect.objectContaining({ kind: 'shell_metacharacters', parameter: 'arg' }));
  });

  it('checks them too with checkPatternMetacharacters (config refuse_metacharacters_in_patterns)', () => {
    expect(() => renderArgv(jq, { filter: '.a | length' }, { checkPatternMetacharacters: true })).toThrow(expect.objectContaining({ kind: 'shell_metacharacters', parameter: 'filter', found: ['|'] }));
    expect(() => renderArgv(jq, { filter: '.', regexp: 'a$' }, { checkPatternMetacharacters: true })).toThrow(expect.objectContaining({ parameter: 'regexp', found: ['$'] }));
  });

  it('keeps the rules that always apply: line breaks and option-like values', () => {
    expect(() => renderArgv(jq, { filter: '.a\n| .b' })).toThrow(expect.objectContaining({ kind: 'control_characters', parameter: 'filter' }));
    expect(() => renderArgv(jq, { filter: '-n' })).toThrow(expect.objectContaining({ kind: 'option_like', parameter: 'filter' }));
  });
});

describe('renderArgv: operands of a fixed number of words (issue 32)', () => {
  it("renders diff's two FILES in order, one argv entry each, after the flags", () => {
    const diff = binding({
      brief: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--brief', 'x-cli-value-style': 'switch' },
      files: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2, 'x-cli-kind': 'positional', 'x-cli-position': 0 },
    });
    expect(renderArgv(diff, { files: ['old dir/a.txt', 'b.txt'], brief: true })).toEqual(['--brief', 'old dir/a.txt', 'b.txt']);
  });
});

describe('renderArgv: an operand a form of the command spares (issue 32)', () => {
  it('leaves out rg\'s pattern given "" when the call picked a form without it, wherever it stands', () => {
    const rg = binding({
      files: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--files', 'x-cli-value-style': 'switch' },
      pattern: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-required-unless': ['--files'] },
      path: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 1 },
    });
    expect(renderArgv(rg, { files: true, pattern: '', path: ['src'] })).toEqual(['--files', 'src']);
    expect(renderArgv(rg, { files: true, path: ['src'] })).toEqual(['--files', 'src']);
    expect(renderArgv(rg, { pattern: 'needle', path: ['src'] })).toEqual(['needle', 'src']);
  });
});
