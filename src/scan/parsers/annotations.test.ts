import { describe, expect, it } from 'vitest';
import { describeFacts } from './annotations.js';
import { enumFromMetavar } from './value-type.js';

const gnu = { bracketDefault: false, cobraDefault: false, parenDefault: false, proseDefault: true };
const cobra = { bracketDefault: false, cobraDefault: true, parenDefault: false, proseDefault: false };

describe('defaults in every notation, in every help style', () => {
  it.each([
    ['Number of parallel jobs [default: 4]', gnu, '4'],
    ['Output format (default: "table")', cobra, 'table'],
    ['Maximum number of items to list (default 30)', gnu, '30'],
    ["Specify the text encoding. The default value is 'auto', which will cause ripgrep to detect it.", gnu, 'auto'],
    ['The authentication mechanism to be used. Defaults to "basic".', cobra, 'basic'],
    ['Seconds to wait before giving up. Defaults to 10.', gnu, '10'],
    ['The string used to separate lines. The default value is --.', gnu, '--'],
    ['Compression level (defaults to 6)', gnu, '6'],
    ['Base URL of the Python Package Index (default https://pypi.org/simple).', gnu, 'https://pypi.org/simple'],
  ])('%s', (text, style, expected) => {
    expect(describeFacts(text, undefined, style).default).toBe(expected);
  });

  it.each([
    'Where to write the archive; defaults to the current directory.',
    'The default is to follow symbolic links.',
    'If the time is not specified, it defaults to 00:00:00.',
    'process only the NUMBERth occurrence; NUMBER defaults to 1',
    'The default is platform dependent.',
  ])('leaves an ambiguous or foreign default alone: %s', (text) => {
    expect(describeFacts(text, 'NUMBER', gnu).default).toBeUndefined();
  });
});

describe('choices and required markers in descriptions', () => {
  it('reads {a,b} and {a|b} lists that stand alone, not glob braces', () => {
    expect(describeFacts('Output format {json,text,yaml}', undefined, gnu).enumValues).toEqual(['json', 'text', 'yaml']);
    expect(describeFacts('Colour mode: {auto|always|never}', undefined, gnu).enumValues).toEqual(['auto', 'always', 'never']);
    expect(describeFacts('globs support alternatives: *-g ab{c,d}* is -g abc -g abd', undefined, gnu).enumValues).toBeUndefined();
  });

  it('reads "(one of a, b, or c)" and "one of: a, b"', () => {
    expect(describeFacts('Log level (one of debug, info, or warn)', undefined, gnu).enumValues).toEqual(['debug', 'info', 'warn']);
    expect(describeFacts('Must be one of: json, yaml', undefined, gnu).enumValues).toEqual(['json', 'yaml']);
  });

  it('leaves units and kinds of value in parentheses alone (the looser schema)', () => {
    expect(describeFacts('Time between running the check (ms|s|m|h) (default 0s)', undefined, cobra).enumValues).toBeUndefined();
  });

  it('reads [required] and (required)', () => {
    expect(describeFacts('Name of the cluster (required)', undefined, gnu).required).toBe(true);
    expect(describeFacts('Name of the cluster [required]', undefined, gnu).required).toBe(true);
    expect(describeFacts('Required. Name of the cluster', undefined, gnu).required).toBe(true);
    expect(describeFacts('Required when --token is not given', undefined, gnu).required).toBeUndefined();
    expect(describeFacts('Use the required-by field', undefined, gnu).required).toBeUndefined();
  });
});

describe('closed lists in a value name', () => {
  it('reads <a|b> of literal values, not <kind|kind>', () => {
    expect(enumFromMetavar('<hoisted|nested|shallow|linked>')).toEqual(['hoisted', 'nested', 'shallow', 'linked']);
    expect(enumFromMetavar('<data|filename>')).toBeUndefined();
    expect(enumFromMetavar('<name|id>')).toBeUndefined();
    expect(enumFromMetavar('<DATE|DUR>')).toBeUndefined();
    expect(enumFromMetavar('[json|text]')).toEqual(['json', 'text']);
    expect(enumFromMetavar('{always,never,auto}')).toEqual(['always', 'never', 'auto']);
  });
});
