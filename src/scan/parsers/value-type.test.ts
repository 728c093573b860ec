import { describe, expect, it } from 'vitest';
import { enumFromMetavar, typeFromMetavar } from './value-type.js';
import { usageFacts } from './usage.js';

describe('typeFromMetavar', () => {
  it.each([
    ['FILE', 'path'], ['<PATH>', 'path'], ['DIR', 'path'], ['CONFIG_FILE', 'path'], ['<file name>', 'path'],
    ['URL', 'url'], ['<URI>', 'url'],
    ['NUM', 'integer'], ['N', 'integer'], ['INT', 'integer'], ['INTEGER', 'integer'], ['COUNT', 'integer'], ['SECONDS', 'float'], ['<sec>', 'float'], ['<milliseconds>', 'integer'], ['lines', 'integer'], ['<depth>', 'integer'],
    ['FLOAT', 'float'], ['RATIO', 'float'], ['<fractional seconds>', 'float'],
    ['WORD', 'string'], ['<VAR> <MIN> <MAX>', 'string'], ['<N:M>', 'string'],
  ])('%s is %s', (metavar, type) => {
    expect(typeFromMetavar(metavar).type).toBe(type);
  });

  it('treats a missing metavariable as a boolean switch', () => {
    expect(typeFromMetavar(undefined).type).toBe('boolean');
  });

  it('reads choices printed as {a,b}, [a|b] and a|b', () => {
    expect(enumFromMetavar('{parsable,standard}')).toEqual(['parsable', 'standard']);
    expect(enumFromMetavar('[py37|py38]')).toEqual(['py37', 'py38']);
    expect(enumFromMetavar('never|always')).toEqual(['never', 'always']);
    expect(enumFromMetavar('[HOST/]OWNER/REPO')).toBeUndefined();
  });
});

describe('usageFacts', () => {
  it('reads required, optional and variadic positionals and skips option groups', () => {
    expect(usageFacts('docker run [OPTIONS] IMAGE [COMMAND] [ARG...]').positionals).toEqual([
      { name: 'image', required: true, variadic: false, type: 'string' },
      { name: 'command', required: false, variadic: false, type: 'string' },
      { name: 'arg', required: false, variadic: true, type: 'string' },
    ]);
    expect(usageFacts('git log [<options>] [<revision-range>] [[--] <path>...]').positionals.map((p) => [p.name, p.required, p.variadic])).toEqual([
      ['revision-range', false, false],
      ['path', false, true],
    ]);
  });

  it('lists options outside brackets as required', () => {
    expect(usageFacts('tool [-h] --name NAME -v [FILE]').requiredOptions).toEqual(['--name', '-v']);
  });
});
