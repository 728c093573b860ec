import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

const lines = (...parts: string[]): string => `${parts.join('\n')}\n`;

describe('argparse help', () => {
  const help = parseHelp(lines(
    'usage: lint [-h] [-c CONFIG_FILE] -o OUTPUT [-f {parsable,standard,github}]',
    '            [--jobs N] [FILE_OR_DIR ...]',
    '',
    'A linter for YAML files.',
    '',
    'positional arguments:',
    '  FILE_OR_DIR           files to check',
    '',
    'options:',
    '  -h, --help            show this help message and exit',
    '  -c CONFIG_FILE, --config-file CONFIG_FILE',
    '                        path to a custom configuration',
    '  -o OUTPUT, --output OUTPUT',
    '                        where to write the report',
    '  -f {parsable,standard,github}, --format {parsable,standard,github}',
    '                        format for parsing output (default: standard)',
    '  --jobs N              number of workers (default: 4)',
    '  --bind ADDRESS        bind to this address (default: all interfaces)',
  ));

  it('detects click/argparse, joins the wrapped usage and reads the description', () => {
    expect(help.format).toBe('click');
    expect(help.usage).toBe('lint [-h] [-c CONFIG_FILE] -o OUTPUT [-f {parsable,standard,github}] [--jobs N] [FILE_OR_DIR ...]');
    expect(help.description).toBe('A linter for YAML files.');
  });

  it('reads the two-column wrap: option line alone, description on the next lines', () => {
    expect(help.flags[0]).toEqual({
      long: '--config-file',
      short: '-c',
      valueName: 'CONFIG_FILE',
      valueStyle: 'separate',
      type: 'path',
      description: 'path to a custom configuration',
      source: 'help',
    });
  });

  it('marks options printed outside brackets in the usage as required', () => {
    expect(help.flags[1]).toMatchObject({ long: '--output', short: '-o', required: true });
    expect(help.flags.filter((f) => f.required).map((f) => f.long)).toEqual(['--output']);
  });

  it('reads `{a,b}` choices as an enum and `(default: X)` as the default', () => {
    expect(help.flags[2]).toMatchObject({
      long: '--format',
      short: '-f',
      type: 'enum',
      enumValues: ['parsable', 'standard', 'github'],
      default: 'standard',
    });
    expect(help.flags[3]).toMatchObject({ long: '--jobs', type: 'integer', default: '4' });
  });

  it('ignores prose defaults that are not a value', () => {
    expect(help.flags[4]).toMatchObject({ long: '--bind', type: 'string' });
    expect(help.flags[4]!.default).toBeUndefined();
  });

  it('reads positionals from the section, with required/variadic from the usage', () => {
    expect(help.positionals).toEqual([
      { name: 'file_or_dir', required: false, variadic: true, type: 'path', description: 'files to check' },
    ]);
  });
});

describe('click help', () => {
  const help = parseHelp(lines(
    'Usage: fmt [OPTIONS] SRC ...',
    '',
    '  The uncompromising code formatter.',
    '',
    'Options:',
    '  -l, --line-length INTEGER       How many characters per line to allow.',
    '                                  [default: 88]',
    '  -t, --target-version [py37|py38|py39]',
    '                                  Python versions that should be supported.',
    '  --color / --no-color            Show colored diff.',
    '  --fast / --safe                 If --fast given, skip sanity checks.',
    '                                  [default: --safe]',
    '  --name TEXT                     Project name.  [required]',
    '  -W, --workers INTEGER RANGE     Number of parallel workers [default: number',
    '                                  of CPUs in the system]  [x>=1]',
    '  --help                          Show this message and exit.',
  ));

  it('reads the description and the variadic positional', () => {
    expect(help.format).toBe('click');
    expect(help.description).toBe('The uncompromising code formatter.');
    expect(help.positionals).toEqual([{ name: 'src', required: true, variadic: true, type: 'string', description: '' }]);
  });

  it('reads `[default: X]` and strips the annotation from the description', () => {
    expect(help.flags[0]).toEqual({
      long: '--line-length',
      short: '-l',
      valueName: 'INTEGER',
      valueStyle: 'separate',
      type: 'integer',
      default: '88',
      description: 'How many characters per line to allow.',
      source: 'help',
    });
  });

  it('reads `[a|b]` choices as an enum', () => {
    expect(help.flags[1]).toMatchObject({ long: '--target-version', type: 'enum', enumValues: ['py37', 'py38', 'py39'] });
  });

  it('reads `--x / --no-x` as a switch with its negation, and a default naming one side', () => {
    expect(help.flags[2]).toEqual({ long: '--color', negation: '--no-color', type: 'boolean', description: 'Show colored diff.', source: 'help' });
    expect(help.flags[3]).toMatchObject({ long: '--fast', negation: '--safe', type: 'boolean', default: 'false' });
  });

  it('reads `[required]`', () => {
    expect(help.flags[4]).toEqual({ long: '--name', valueName: 'TEXT', valueStyle: 'separate', type: 'string', required: true, description: 'Project name.', source: 'help' });
  });

  it('drops a default that is not a number for an integer option, and range annotations', () => {
    expect(help.flags[5]).toEqual({
      long: '--workers', short: '-W', valueName: 'INTEGER RANGE', valueStyle: 'separate', type: 'integer', description: 'Number of parallel workers', source: 'help',
    });
    expect(help.flags.map((f) => f.long)).not.toContain('--help');
  });
});

describe('optparse help (pip)', () => {
  it('is read as click-family help, with subcommands and `<value>` metavariables', () => {
    const pip = parseHelp(lines(
      '',
      'Usage:',
      '  pip3 <command> [options]',
      '',
      'Commands:',
      '  install                     Install packages.',
      '  help                        Show help for commands.',
      '',
      'General Options:',
      '  -h, --help                  Show help.',
      '  -v, --verbose               Give more output. Option is additive, and can be used up to 3 times.',
      '  --log <path>                Path to a verbose appending log.',
      '  --no-binary <format_control>',
      '                              Do not use binary packages. Can be supplied multiple times.',
    ));
    expect(pip.format).toBe('click');
    expect(pip.subcommands.map((s) => s.name)).toEqual(['install', 'help']);
    expect(pip.positionals).toEqual([]);
    expect(pip.flags).toEqual([
      { long: '--verbose', short: '-v', type: 'boolean', repeatable: true, description: 'Give more output. Option is additive, and can be used up to 3 times.', source: 'help' },
      { long: '--log', valueName: '<path>', valueStyle: 'separate', type: 'path', description: 'Path to a verbose appending log.', source: 'help' },
      { long: '--no-binary', valueName: '<format_control>', valueStyle: 'separate', type: 'string', repeatable: true, description: 'Do not use binary packages. Can be supplied multiple times.', source: 'help' },
    ]);
  });
});

describe('argparse "required arguments" group', () => {
  it('marks the options listed under it as required', () => {
    const help = parseHelp(lines(
      'usage: deploy [-h] --env ENV [--dry-run]',
      '',
      'required arguments:',
      '  --env ENV   target environment',
      '',
      'optional arguments:',
      '  -h, --help  show this help message and exit',
      '  --dry-run   only print what would happen',
    ));
    expect(help.flags.map((f) => [f.long, f.required])).toEqual([
      ['--env', true],
      ['--dry-run', undefined],
    ]);
  });
});
