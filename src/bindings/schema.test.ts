import { describe, expect, it } from 'vitest';
import type { ParsedFlag, ParsedHelp, ParsedPositional } from '../scan/types.js';
import { buildInputSchema, buildOutputSchema, coerceDefault, isSensitiveName, propertyName } from './schema.js';

function help(flags: ParsedFlag[], positionals: ParsedPositional[] = []): ParsedHelp {
  return { format: 'gnu', description: '', flags, positionals, subcommands: [] };
}

describe('buildInputSchema: SPEC.md type table', () => {
  it('maps every CLI type to its JSON Schema', () => {
    const schema = buildInputSchema(help([
      { long: '--name', valueName: 'NAME', type: 'string', description: 'a string' },
      { long: '--count', valueName: 'N', type: 'integer', description: 'an integer' },
      { long: '--ratio', valueName: 'R', type: 'float', description: 'a float' },
      { long: '--verbose', type: 'boolean', description: 'a switch' },
      { long: '--file', valueName: 'FILE', type: 'path', description: 'a path' },
      { long: '--url', valueName: 'URL', type: 'url', description: 'a url' },
      { long: '--color', valueName: 'WHEN', type: 'enum', enumValues: ['always', 'never', 'auto'], description: 'an enum' },
    ]));
    expect(schema).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', description: 'a string', 'x-cli-kind': 'flag', 'x-cli-flag': '--name', 'x-cli-value-style': 'separate', 'x-cli-source': 'help' },
        count: { type: 'integer', description: 'an integer', 'x-cli-kind': 'flag', 'x-cli-flag': '--count', 'x-cli-value-style': 'separate', 'x-cli-source': 'help' },
        ratio: { type: 'number', description: 'a float', 'x-cli-kind': 'flag', 'x-cli-flag': '--ratio', 'x-cli-value-style': 'separate', 'x-cli-source': 'help' },
        verbose: { type: 'boolean', default: false, description: 'a switch', 'x-cli-kind': 'flag', 'x-cli-flag': '--verbose', 'x-cli-value-style': 'switch', 'x-cli-source': 'help' },
        file: { type: 'string', 'x-cli-format': 'path', description: 'a path', 'x-cli-kind': 'flag', 'x-cli-flag': '--file', 'x-cli-value-style': 'separate', 'x-cli-source': 'help' },
        url: { type: 'string', 'x-cli-format': 'uri', description: 'a url', 'x-cli-kind': 'flag', 'x-cli-flag': '--url', 'x-cli-value-style': 'separate', 'x-cli-source': 'help' },
        color: { type: 'string', enum: ['always', 'never', 'auto'], description: 'an enum', 'x-cli-kind': 'flag', 'x-cli-flag': '--color', 'x-cli-value-style': 'separate', 'x-cli-source': 'help' },
      },
      additionalProperties: false,
    });
  });

  it('keeps key order stable in the serialized JSON', () => {
    const schema = buildInputSchema(help([{ long: '--count', short: '-c', valueName: 'N', type: 'integer', default: '3', description: 'n' }]));
    expect(JSON.stringify(schema)).toBe(
      '{"type":"object","properties":{"count":{"type":"integer","default":3,"description":"n","x-cli-kind":"flag","x-cli-flag":"--count","x-cli-value-style":"separate","x-cli-source":"help"}},"additionalProperties":false}',
    );
  });
});

describe('buildInputSchema: SPEC.md rules', () => {
  it('rule 1: required flags and arguments go into required', () => {
    const schema = buildInputSchema(help(
      [{ long: '--repo', valueName: 'REPO', type: 'string', required: true, description: 'r' }, { long: '--opt', valueName: 'X', type: 'string', description: 'o' }],
      [{ name: 'file', required: true, variadic: false, type: 'path', description: 'f' }, { name: 'dest', required: false, variadic: false, type: 'string', description: 'd' }],
    ));
    expect(schema.required).toEqual(['repo', 'file']);
  });

  it('omits required when nothing is required', () => {
    expect(buildInputSchema(help([{ long: '--opt', valueName: 'X', type: 'string', description: '' }]))).not.toHaveProperty('required');
  });

  it('rule 2: a repeatable flag becomes an array with items', () => {
    const schema = buildInputSchema(help([{ long: '--exclude', valueName: 'PATTERN', type: 'string', repeatable: true, description: 'skip' }]));
    expect(schema.properties.exclude).toEqual({
      type: 'array', items: { type: 'string' }, description: 'skip', 'x-cli-kind': 'flag', 'x-cli-flag': '--exclude',
      'x-cli-value-style': 'separate', 'x-cli-repeat': 'repeat', 'x-cli-source': 'help',
    });
  });

  it('rule 2: repeatable typed flags keep format and enum in items; defaults become one-element arrays', () => {
    const schema = buildInputSchema(help([
      { long: '--include', valueName: 'DIR', type: 'path', repeatable: true, description: '' },
      { long: '--level', valueName: 'L', type: 'enum', enumValues: ['a', 'b'], default: 'a', repeatable: true, description: '' },
    ]));
    expect(schema.properties.include!.items).toEqual({ type: 'string', 'x-cli-format': 'path' });
    expect(schema.properties.level!.items).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(schema.properties.level!.default).toEqual(['a']);
  });

  it('rule 3: defaults are coerced to the property type', () => {
    const schema = buildInputSchema(help([
      { long: '--lines', valueName: 'NUM', type: 'integer', default: '10', description: '' },
      { long: '--ratio', valueName: 'R', type: 'float', default: '0.5', description: '' },
      { long: '--mode', valueName: 'M', type: 'enum', enumValues: ['fast', 'slow'], default: 'slow', description: '' },
      { long: '--name', valueName: 'N', type: 'string', default: '"origin"', description: '' },
      { long: '--bad-int', valueName: 'N', type: 'integer', default: 'unlimited', description: '' },
      { long: '--bad-enum', valueName: 'M', type: 'enum', enumValues: ['x'], default: 'y', description: '' },
    ]));
    expect(schema.properties.lines!.default).toBe(10);
    expect(schema.properties.ratio!.default).toBe(0.5);
    expect(schema.properties.mode!.default).toBe('slow');
    expect(schema.properties.name!.default).toBe('origin');
    expect(schema.properties.bad_int).not.toHaveProperty('default');
    expect(schema.properties.bad_enum).not.toHaveProperty('default');
  });

  it('rule 4: a boolean default is false unless explicitly set', () => {
    const schema = buildInputSchema(help([
      { long: '--quiet', type: 'boolean', description: '' },
      { long: '--color', negation: '--no-color', type: 'boolean', default: 'true', description: '' },
    ]));
    expect(schema.properties.quiet!.default).toBe(false);
    expect(schema.properties.color!.default).toBe(true);
    expect(schema.properties.color!['x-cli-negation']).toBe('--no-color');
  });

  it('rule 5: a JSON-output flag gives the SPEC.md output schema, otherwise null', () => {
    expect(buildOutputSchema('--json')).toEqual({
      type: 'object',
      properties: { stdout: { type: 'string' }, stderr: { type: 'string' }, exit_code: { type: 'integer' }, json_output: { type: 'object' } },
    });
    expect(buildOutputSchema(undefined)).toBeNull();
    const a = buildOutputSchema('--json')!;
    (a.properties as Record<string, unknown>).extra = 1;
    expect(buildOutputSchema('--json')!.properties).not.toHaveProperty('extra');
  });
});

describe('buildInputSchema: names, rendering keywords, positionals', () => {
  it('names come from the long flag, else the short flag; collisions get _2 in order', () => {
    const schema = buildInputSchema(help(
      [
        { long: '--dry-run', short: '-n', type: 'boolean', description: '' },
        { short: '-N', valueName: 'X', type: 'string', description: '' },
        { short: '-n', type: 'boolean', description: 'duplicate token is dropped' },
        { long: '--dry_run', type: 'boolean', description: '' },
      ],
      [{ name: 'dry-run', required: false, variadic: false, type: 'string', description: '' }],
    ));
    expect(Object.keys(schema.properties)).toEqual(['dry_run_option', 'N', 'n', 'dry_run_option_2', 'dry_run']);
    expect(schema.properties.dry_run_option!['x-cli-flag']).toBe('--dry-run');
    expect(schema.properties.N!['x-cli-flag']).toBe('-N');
    expect(schema.properties.dry_run!['x-cli-kind']).toBe('positional');
  });

  it('an operand keeps its name; the flag that clashes with it changes (grep FILE vs --file, issue 11)', () => {
    const schema = buildInputSchema(help(
      [{ long: '--file', short: '-f', valueName: 'FILE', type: 'path', description: 'take PATTERNS from FILE' }],
      [
        { name: 'patterns', required: true, variadic: false, type: 'string', description: '' },
        { name: 'file', required: false, variadic: true, type: 'path', description: '' },
      ],
    ));
    expect(Object.keys(schema.properties)).toEqual(['file_option', 'patterns', 'file']);
    expect(schema.properties.file_option!['x-cli-flag']).toBe('--file');
    expect(schema.properties.file!['x-cli-kind']).toBe('positional');
  });

  it('value style: optional values and --x=VAL help are attached with =, short flags separate', () => {
    const schema = buildInputSchema(help([
      { long: '--color', valueName: 'WHEN', valueOptional: true, type: 'string', description: '' },
      { long: '--lines', valueName: 'NUM', valueStyle: 'equals', type: 'integer', description: '' },
      { short: '-o', valueName: 'FILE', valueStyle: 'equals', type: 'path', description: '' },
    ]));
    expect(schema.properties.color!['x-cli-value-style']).toBe('equals');
    expect(schema.properties.lines!['x-cli-value-style']).toBe('equals');
    expect(schema.properties.o!['x-cli-value-style']).toBe('separate');
  });

  it("value style: a short option's optional value is glued on (ruby's -T[level=1] renders -T2)", () => {
    const schema = buildInputSchema(help([
      { short: '-T', valueName: 'level', valueOptional: true, valueStyle: 'equals', type: 'integer', default: '1', description: '' },
      { short: '-i', long: '--in-place', valueName: 'SUFFIX', valueOptional: true, valueStyle: 'equals', type: 'string', description: '' },
    ]));
    // `[level=1]` is what a bare -T means, not what ruby does without -T: no default.
    expect(schema.properties.T).toEqual({
      type: 'integer', 'x-cli-kind': 'flag', 'x-cli-flag': '-T', 'x-cli-value-style': 'attached', 'x-cli-optional-value': true, 'x-cli-source': 'help',
    });
    expect(schema.properties.in_place!['x-cli-value-style']).toBe('equals');
  });

  it('positionals get their 0-based position; variadic ones become arrays without a repeat style', () => {
    const schema = buildInputSchema(help([], [
      { name: 'pattern', required: true, variadic: false, type: 'string', description: 'what to find' },
      { name: 'file', required: false, variadic: true, type: 'path', description: 'where' },
    ]));
    expect(schema.properties).toEqual({
      pattern: { type: 'string', description: 'what to find', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-source': 'help' },
      file: { type: 'array', items: { type: 'string', 'x-cli-format': 'path' }, description: 'where', 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-source': 'help' },
    });
    expect(schema.required).toEqual(['pattern']);
  });

  it('marks valued secrets sensitive but not switches or look-alikes', () => {
    const schema = buildInputSchema(help([
      { long: '--password', valueName: 'P', type: 'string', description: '' },
      { long: '--api-key', valueName: 'K', type: 'string', description: '' },
      { long: '--with-token', type: 'boolean', description: '' },
      { long: '--keep', valueName: 'K', type: 'string', description: '' },
    ]));
    expect(schema.properties.password!['x-cli-sensitive']).toBe(true);
    expect(schema.properties.api_key!['x-cli-sensitive']).toBe(true);
    expect(schema.properties.with_token).not.toHaveProperty('x-cli-sensitive');
    expect(schema.properties.keep).not.toHaveProperty('x-cli-sensitive');
  });

  it('records where a flag came from', () => {
    const schema = buildInputSchema(help([{ long: '--from-man', type: 'boolean', description: '', source: 'man' }]));
    expect(schema.properties.from_man!['x-cli-source']).toBe('man');
  });
});

describe('helpers', () => {
  it('propertyName', () => {
    expect(propertyName('--dry-run')).toBe('dry_run');
    expect(propertyName('-n')).toBe('n');
    expect(propertyName('FILE...')).toBe('FILE');
    expect(propertyName('--2fa')).toBe('_2fa');
    expect(propertyName('--')).toBe('arg');
  });
  it('coerceDefault', () => {
    expect(coerceDefault('10', { type: 'integer' })).toBe(10);
    expect(coerceDefault('1e3', { type: 'number' })).toBe(1000);
    expect(coerceDefault('on', { type: 'boolean' })).toBe(true);
    expect(coerceDefault('', { type: 'string' })).toBeUndefined();
  });
  it('isSensitiveName', () => {
    expect(isSensitiveName('client_secret')).toBe(true);
    expect(isSensitiveName('monkey')).toBe(false);
  });
});

describe('buildInputSchema: a default is what the program does when the flag is absent', () => {
  it('git status: optional-valued flags get no default (their help default is the bare flag\'s value), switches default false', async () => {
    const { readFileSync } = await import('node:fs');
    const { parseHelp } = await import('../scan/parsers/index.js');
    // Captured from git 2.39.5 (`git status -h`).
    const text = readFileSync(new URL('../../test/fixtures/help/git__status.txt', import.meta.url), 'utf8');
    const parsed = parseHelp(text, { programName: 'git', commandPath: ['status'] });
    expect(parsed.flags.find((f) => f.long === '--untracked-files')).toMatchObject({ valueOptional: true, default: 'all' });
    const schema = buildInputSchema(parsed);
    const defaults = Object.fromEntries(Object.entries(schema.properties).filter(([, p]) => p.default !== undefined).map(([name, p]) => [name, p.default]));
    // Every remaining default is a switch's false: `git status` without them is git status.
    expect(Object.values(defaults).every((value) => value === false)).toBe(true);
    for (const name of ['untracked_files', 'ignored', 'ignore_submodules', 'porcelain', 'column', 'find_renames']) {
      expect(schema.properties[name], name).toBeDefined();
      expect(schema.properties[name]!.default, name).toBeUndefined();
      expect(schema.properties[name]!['x-cli-optional-value'], name).toBe(true);
    }
  });

  it('keeps a default stated for a flag whose value is required', () => {
    const schema = buildInputSchema(help([{ long: '--lines', valueName: 'NUM', type: 'integer', default: '10', description: 'print NUM lines' }]));
    expect(schema.properties.lines!.default).toBe(10);
  });
});

describe('buildInputSchema: operands and the version switch (issue 32)', () => {
  it('an operand of a fixed number of words is an array with minItems and maxItems', () => {
    const schema = buildInputSchema(help([], [{ name: 'files', required: true, variadic: true, type: 'path', description: '', count: { min: 2, max: 2 } }]));
    expect(schema).toEqual({
      type: 'object',
      properties: { files: { type: 'array', items: { type: 'string', 'x-cli-format': 'path' }, minItems: 2, maxItems: 2, 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-source': 'help' } },
      required: ['files'],
      additionalProperties: false,
    });
  });

  it('an operand other forms leave out names the flags that spare it, as their properties record them, and is not required', () => {
    const flags: ParsedFlag[] = [
      { long: '--regexp', short: '-e', valueName: 'PATTERN', type: 'string', description: 'a pattern' },
      { long: '--files', type: 'boolean', description: 'list files' },
    ];
    const schema = buildInputSchema(help(flags, [
      { name: 'pattern', required: false, variadic: false, type: 'string', description: '', requiredUnless: ['-e', '--files', '--not-an-option'] },
      { name: 'path', required: false, variadic: true, type: 'path', description: '' },
    ]));
    expect(schema.properties.pattern).toEqual({ type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-source': 'help', 'x-cli-required-unless': ['--regexp', '--files'] });
    expect(schema.required).toBeUndefined();
  });

  it('with no flag left that could spare it, the operand stays required', () => {
    const schema = buildInputSchema(help([], [{ name: 'pattern', required: false, variadic: false, type: 'string', description: '', requiredUnless: ['--gone'] }]));
    expect(schema.properties.pattern).toEqual({ type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-source': 'help' });
    expect(schema.required).toEqual(['pattern']);
  });

  it('the version switch is `version`, whatever its spelling, and standalone', () => {
    const schema = buildInputSchema(help([{ short: '-V', type: 'boolean', description: 'show the version', standalone: true }]));
    expect(schema.properties).toEqual({
      version: { type: 'boolean', default: false, description: 'show the version', 'x-cli-kind': 'flag', 'x-cli-flag': '-V', 'x-cli-value-style': 'switch', 'x-cli-source': 'help', 'x-cli-standalone': true },
    });
  });
});

describe('operands with known words and long names', () => {
  it('lists the literal words beside the metavariable as examples and in the description', () => {
    const schema = buildInputSchema({ flags: [], positionals: [{ name: 'interface', required: true, variadic: false, type: 'string', description: '', knownValues: ['all', 'interfaces'] }] });
    expect(schema.properties.interface).toEqual({
      type: 'string', description: 'Or one of the words: all, interfaces.', examples: ['all', 'interfaces'], 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-source': 'help',
    });
    expect(schema.required).toEqual(['interface']);
  });

  it('cuts a property name to 60 characters, within the 64 clients accept', () => {
    const long = 'a'.repeat(80);
    expect(propertyName(`--${long}`)).toBe('a'.repeat(60));
  });
});
