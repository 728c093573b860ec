import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

const lines = (...parts: string[]): string => `${parts.join('\n')}\n`;

describe('clap 2/3 long help', () => {
  const help = parseHelp(lines(
    'ripgrep 13.0.0',
    'Andrew Gallant <jamslam@gmail.com>',
    '',
    'ripgrep (rg) recursively searches the current directory for a regex pattern.',
    '',
    'USAGE:',
    '    rg [OPTIONS] PATTERN [PATH ...]',
    '    rg [OPTIONS] --files [PATH ...]',
    '',
    'ARGS:',
    '    <PATTERN>    ',
    '            A regular expression used for searching.',
    '            ',
    '            More text in a second paragraph.',
    '    <PATH>...    ',
    '            A file or directory to search.',
    '',
    'OPTIONS:',
    '    -A, --after-context <NUM>                    ',
    '            Show NUM lines after each match.',
    '            ',
    '            This overrides the --context and --passthru flags.',
    '             ',
    '        --color <WHEN>                           ',
    '            This flag controls when to use colors.',
    '            ',
    '            The possible values for this flag are:',
    '            ',
    '                never    Colors will never be used.',
    '                auto     The default. ripgrep tries to be smart.',
    '                always   Colors will always be used.',
    '            ',
    '        --engine <ENGINE>',
    "            Accepted values are 'default', 'pcre2', or 'auto'.",
    '              [default: default]',
    '    -g, --glob <GLOB>...                         ',
    '            Include or exclude files.',
    '        --json                                   ',
    '            Enable printing results in a JSON Lines format.',
    '            ',
    "            This flag can be disabled with '--no-json'.",
    '    -h, --help',
    '            Prints help information. Use --help for more details.',
    '    -V, --version                                ',
    '            Prints version information',
    '',
    'SUBCOMMANDS:',
    '    cache',
    '            Modify the syntax-definition and theme cache',
  ));

  it('skips the version banner and author line for the description', () => {
    expect(help.format).toBe('clap');
    expect(help.description).toBe('ripgrep (rg) recursively searches the current directory for a regex pattern.');
    expect(help.usage).toBe('rg [OPTIONS] PATTERN [PATH ...]');
  });

  it('takes the first paragraph of a long description', () => {
    expect(help.flags[0]).toEqual({
      long: '--after-context',
      short: '-A',
      valueName: '<NUM>',
      valueStyle: 'separate',
      type: 'integer',
      description: 'Show NUM lines after each match.',
      source: 'help',
    });
  });

  it('reads enum values from a possible-values table and from "Accepted values are"', () => {
    expect(help.flags[1]).toMatchObject({ long: '--color', type: 'enum', enumValues: ['never', 'auto', 'always'] });
    expect(help.flags[2]).toMatchObject({ long: '--engine', type: 'enum', enumValues: ['default', 'pcre2', 'auto'], default: 'default' });
  });

  it('reads `<X>...` as repeatable and a stated `--no-x` as the negation', () => {
    expect(help.flags[3]).toMatchObject({ long: '--glob', short: '-g', valueName: '<GLOB>', repeatable: true });
    expect(help.flags[4]).toMatchObject({ long: '--json', negation: '--no-json', type: 'boolean' });
    expect(help.jsonOutputFlag).toBe('--json');
  });

  it('keeps `-V, --version` apart as the version switch', () => {
    expect(help.versionFlag).toEqual({ long: '--version', short: '-V', type: 'boolean', description: 'Prints version information', source: 'help' });
  });

  it('leaves out `-h, --help` and `-V, --version`, and adds what only another usage line shows', () => {
    expect(help.flags.map((f) => f.long)).toEqual(['--after-context', '--color', '--engine', '--glob', '--json', '--files']);
    expect(help.flags[5]).toEqual({ long: '--files', type: 'boolean', description: '', source: 'help' });
  });

  it('reads ARGS entries with required/variadic and clap long-form subcommands', () => {
    expect(help.positionals).toEqual([
      // `rg [OPTIONS] --files [PATH ...]` is another form, without PATTERN: needed unless --files is given.
      { name: 'pattern', required: false, variadic: false, type: 'string', description: 'A regular expression used for searching.', requiredUnless: ['--files'] },
      { name: 'path', required: false, variadic: true, type: 'path', description: 'A file or directory to search.' },
    ]);
    expect(help.subcommands).toEqual([{ name: 'cache', description: 'Modify the syntax-definition and theme cache' }]);
  });
});

describe('clap 4 help', () => {
  const help = parseHelp(lines(
    'A program to find entries in your filesystem',
    '',
    'Usage: fd [OPTIONS] --owner <user:group> [pattern] [path]...',
    '',
    'Arguments:',
    '  [pattern]  the search pattern',
    '  [path]...  the root directories',
    '',
    'Options:',
    '  -u, --unrestricted...        Unrestricted search, alias for --no-ignore --hidden',
    '  -o, --owner <user:group>     Filter by owning user and/or group',
    '  -c, --color <when>           When to use colors [default: auto] [possible values: auto, always, never]',
    '  -d, --max-depth <depth>      Set maximum search depth (default: none)',
    '  -h, --help                   Print help (see more with \'--help\')',
    '  -V, --version                Print version',
    '',
    'Commands:',
    '    build, b    Compile the current package',
    '    check, c    Analyze the current package',
    '    ...         See all commands with --list',
  ));

  it('reads `[default: X]` and `[possible values: a, b]` and strips them from the description', () => {
    expect(help.flags[2]).toEqual({
      long: '--color',
      short: '-c',
      valueName: '<when>',
      valueStyle: 'separate',
      type: 'enum',
      enumValues: ['auto', 'always', 'never'],
      default: 'auto',
      description: 'When to use colors',
      source: 'help',
    });
  });

  it('reads `--flag...` as a repeatable switch and the required option of the usage', () => {
    expect(help.flags[0]).toEqual({ long: '--unrestricted', short: '-u', type: 'boolean', repeatable: true, description: 'Unrestricted search, alias for --no-ignore --hidden', source: 'help' });
    expect(help.flags[1]).toMatchObject({ long: '--owner', required: true });
    expect(help.flags[3]).toMatchObject({ long: '--max-depth', type: 'integer' });
    expect(help.flags[3]!.default).toBeUndefined();
    expect(help.flags).toHaveLength(4);
  });

  it('reads `Arguments:` with brackets and aliases in the command list', () => {
    expect(help.positionals).toEqual([
      { name: 'pattern', required: false, variadic: false, type: 'string', description: 'the search pattern' },
      { name: 'path', required: false, variadic: true, type: 'path', description: 'the root directories' },
    ]);
    expect(help.subcommands).toEqual([
      { name: 'build', description: 'Compile the current package', aliases: ['b'] },
      { name: 'check', description: 'Analyze the current package', aliases: ['c'] },
    ]);
  });

  it('reads the long-help `Possible values:` list and bat-style starred default', () => {
    const long = parseHelp(lines(
      'Usage: fd [OPTIONS]',
      '',
      'Options:',
      '  -c, --color <when>',
      '          Declare when to use color for the pattern match output',
      '          ',
      '          [default: auto]',
      '',
      '          Possible values:',
      '          - auto:   show colors if the output goes to an interactive console (default)',
      '          - always: always use colorized output',
      '          - never:  do not use colorized output',
      '',
      '      --paging <when>',
      '          Specify when to use the pager. Possible values: *auto*, never, always.',
    ));
    expect(long.flags[0]).toMatchObject({ long: '--color', type: 'enum', enumValues: ['auto', 'always', 'never'], default: 'auto', description: 'Declare when to use color for the pattern match output' });
    expect(long.flags[1]).toMatchObject({ long: '--paging', type: 'enum', enumValues: ['auto', 'never', 'always'], default: 'auto' });
  });
});

describe('negations stated in long help', () => {
  it('reads "overridden with --x" for a `--no-x` flag and "disabled with --no-x" for `--x`', () => {
    const fd = parseHelp(lines(
      'Usage: fd [OPTIONS]',
      '',
      'Options:',
      '  -I, --no-ignore',
      '          Show search results from files that would otherwise be ignored. The flag can be',
      '          overridden with --ignore.',
      '',
      '  -H, --hidden',
      '          Include hidden files. The flag can be overridden with --no-hidden.',
      '',
      '      --regex',
      '          Perform a regular-expression based search. Unrelated: --no-regexp-foo.',
    ));
    expect(fd.flags.map((f) => [f.long, f.negation])).toEqual([
      ['--no-ignore', '--ignore'],
      ['--hidden', '--no-hidden'],
      ['--regex', undefined],
    ]);
  });
});
