import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

const lines = (...parts: string[]): string => `${parts.join('\n')}\n`;

describe('GNU help', () => {
  const text = lines(
    'Usage: demo [OPTION]... PATTERNS [FILE]...',
    'Search for PATTERNS in each FILE.',
    'Example: demo -i hello menu.h',
    '',
    'Output control:',
    '  -n, --lines=NUM           print NUM lines of output, then stop; a long',
    '                            description wraps onto a second line',
    '      --color[=WHEN]        colour the output WHEN;',
    "                            WHEN is 'always', 'never', or 'auto'",
    '  -q, --quiet, --silent     suppress all normal output',
    '      --[no-]progress       show a progress meter',
    '      --exclude-caches-under exclude everything under tagged directories',
    '      --colour[=WHEN],',
    '      --hue[=WHEN]          same as --color',
    '  -f, --file=FILE           take PATTERNS from FILE',
    '      --base=URL            resolve links relative to URL',
    '      --ratio=FLOAT         compression ratio',
    '      --style=STYLE         output style (default is "plain")',
    '  -NUM                      same as --lines=NUM',
    '  -V, --version             display version information and exit',
    '      --help                display this help text and exit',
    '',
    'Report bugs to: bugs@example.org',
  );
  const help = parseHelp(text);

  it('detects the format, usage and description', () => {
    expect(help.format).toBe('gnu');
    expect(help.usage).toBe('demo [OPTION]... PATTERNS [FILE]...');
    expect(help.description).toBe('Search for PATTERNS in each FILE.');
  });

  it('reads `-n, --lines=NUM` with a wrapped description', () => {
    expect(help.flags[0]).toEqual({
      long: '--lines',
      short: '-n',
      valueName: 'NUM',
      valueStyle: 'equals',
      type: 'integer',
      description: 'print NUM lines of output, then stop; a long description wraps onto a second line',
      source: 'help',
    });
  });

  it('reads `--color[=WHEN]` as an optional value with the enum its description lists', () => {
    expect(help.flags[1]).toEqual({
      long: '--color',
      valueName: 'WHEN',
      valueOptional: true,
      valueStyle: 'equals',
      type: 'enum',
      enumValues: ['always', 'never', 'auto'],
      description: "colour the output WHEN; WHEN is 'always', 'never', or 'auto'",
      source: 'help',
    });
  });

  it('gives every long spelling its own flag, in order of appearance', () => {
    expect(help.flags.map((f) => f.long ?? f.short)).toEqual([
      '--lines', '--color', '--quiet', '--silent', '--progress', '--exclude-caches-under', '--colour', '--hue',
      '--file', '--base', '--ratio', '--style',
    ]);
    expect(help.flags[3]).toMatchObject({ long: '--silent', type: 'boolean', description: 'suppress all normal output' });
    expect(help.flags[3]!.short).toBeUndefined();
  });

  it('reads `--[no-]flag` as a switch with its negation', () => {
    expect(help.flags[4]).toMatchObject({ long: '--progress', negation: '--no-progress', type: 'boolean' });
  });

  it('splits a long option that fills the column at the one remaining space', () => {
    expect(help.flags[5]).toMatchObject({ long: '--exclude-caches-under', type: 'boolean', description: 'exclude everything under tagged directories' });
  });

  it('joins an option line ending in a comma with the next (grep --color/--colour)', () => {
    expect(help.flags[6]).toMatchObject({ long: '--colour', valueOptional: true, description: 'same as --color' });
    expect(help.flags[7]).toMatchObject({ long: '--hue', valueOptional: true, description: 'same as --color' });
  });

  it('infers path, url and float from metavariables and keeps a quoted "default is" value', () => {
    expect(help.flags[8]).toMatchObject({ long: '--file', short: '-f', type: 'path' });
    expect(help.flags[9]).toMatchObject({ long: '--base', type: 'url' });
    expect(help.flags[10]).toMatchObject({ long: '--ratio', type: 'float' });
    expect(help.flags[11]).toMatchObject({ long: '--style', type: 'string', default: 'plain' });
  });

  it('leaves out help, version and `-NUM` placeholders', () => {
    const tokens = help.flags.flatMap((f) => [f.long, f.short]);
    expect(tokens).not.toContain('--help');
    expect(tokens).not.toContain('--version');
    expect(tokens).not.toContain('-NUM');
  });

  it('reads positionals from the usage line', () => {
    expect(help.positionals).toEqual([
      { name: 'patterns', required: true, variadic: false, type: 'string', description: '' },
      { name: 'file', required: false, variadic: true, type: 'path', description: '' },
    ]);
  });

  it('takes enum values a footnote gives for a metavariable (ls)', () => {
    const ls = parseHelp(lines(
      'Usage: ls [OPTION]... [FILE]...',
      '      --color[=WHEN]         color the output WHEN; more info below',
      '',
      "The WHEN argument defaults to 'always' and can also be 'auto' or 'never'.",
    ));
    expect(ls.flags[0]).toMatchObject({ long: '--color', type: 'enum', enumValues: ['always', 'auto', 'never'] });
  });

  it('reads sed-style options with the description on the next lines', () => {
    const sed = parseHelp(lines(
      'Usage: sed [OPTION]... {script-only-if-no-other-script} [input-file]...',
      '',
      '  -e script, --expression=script',
      '                 add the script to the commands to be executed',
      '  -i[SUFFIX], --in-place[=SUFFIX]',
      '                 edit files in place (makes backup if SUFFIX supplied)',
      '  -E, -r, --regexp-extended',
      '                 use extended regular expressions in the script',
    ));
    expect(sed.flags).toEqual([
      { long: '--expression', short: '-e', valueName: 'script', valueStyle: 'equals', type: 'string', description: 'add the script to the commands to be executed', source: 'help' },
      { long: '--in-place', short: '-i', valueName: 'SUFFIX', valueOptional: true, valueStyle: 'equals', type: 'string', description: 'edit files in place (makes backup if SUFFIX supplied)', source: 'help' },
      { long: '--regexp-extended', short: '-E', type: 'boolean', description: 'use extended regular expressions in the script', source: 'help' },
    ]);
    expect(sed.positionals).toEqual([{ name: 'input-file', required: false, variadic: true, type: 'path', description: '' }]);
  });
});

describe('git help', () => {
  it('reads grouped command lists under their sub-headings', () => {
    const git = parseHelp(lines(
      'usage: git [--version] [--help] [-C <path>] [--git-dir=<path>] [--bare]',
      '           <command> [<args>]',
      '',
      'These are common Git commands used in various situations:',
      '',
      'start a working area (see also: git help tutorial)',
      '   clone     Clone a repository into a new directory',
      '   init      Create an empty Git repository or reinitialize an existing one',
      '',
      'grow, mark and tweak your common history',
      '   branch    List, create, or delete branches',
      '',
      "'git help -a' and 'git help -g' list available subcommands and some",
      'concept guides.',
    ));
    expect(git.subcommands).toEqual([
      { name: 'clone', description: 'Clone a repository into a new directory' },
      { name: 'init', description: 'Create an empty Git repository or reinitialize an existing one' },
      { name: 'branch', description: 'List, create, or delete branches' },
    ]);
    // The global options appear only in the usage; the `<command> [<args>]` placeholders are not positionals.
    expect(git.flags.map((f) => f.long ?? f.short)).toEqual(['-C', '--git-dir', '--bare']);
    expect(git.flags[1]).toMatchObject({ long: '--git-dir', valueName: '<path>', valueStyle: 'equals', type: 'path', description: '' });
    expect(git.positionals).toEqual([]);
  });

  it('reads `git <sub> -h` option groups and the negation the usage shows', () => {
    const commit = parseHelp(lines(
      'usage: git commit [-a | --interactive] [--[no-]status] [--] [<pathspec>...]',
      '',
      '    -q, --quiet           suppress summary after successful commit',
      '',
      'Commit message options',
      '    -m, --message <message>',
      '                          commit message',
      '    --status              include status in commit message template',
      '    -u, --untracked-files[=<mode>]',
      '                          show untracked files (Default: all)',
    ));
    expect(commit.flags).toEqual([
      { long: '--quiet', short: '-q', type: 'boolean', description: 'suppress summary after successful commit', source: 'help' },
      { long: '--message', short: '-m', valueName: '<message>', valueStyle: 'separate', type: 'string', description: 'commit message', source: 'help' },
      { long: '--status', negation: '--no-status', type: 'boolean', description: 'include status in commit message template', source: 'help' },
      {
        long: '--untracked-files', short: '-u', valueName: '<mode>', valueOptional: true, valueStyle: 'equals', type: 'string',
        default: 'all', description: 'show untracked files (Default: all)', source: 'help',
      },
      { long: '--interactive', type: 'boolean', description: '', source: 'help' },
    ]);
    expect(commit.positionals).toEqual([{ name: 'pathspec', required: false, variadic: true, type: 'path', description: '' }]);
  });
});

describe('BSD usage-only help', () => {
  it('reads switch clusters, `[-p port]` options and positionals when no option list exists', () => {
    const ssh = parseHelp(lines(
      'unknown option -- h',
      'usage: ssh [-46Aq] [-B bind_interface] [-E log_file]',
      '           [-p port] destination [command [argument ...]]',
    ));
    expect(ssh.description).toBe('');
    expect(ssh.flags.map((f) => [f.short, f.type, f.valueName])).toEqual([
      ['-4', 'boolean', undefined],
      ['-6', 'boolean', undefined],
      ['-A', 'boolean', undefined],
      ['-q', 'boolean', undefined],
      ['-B', 'string', 'bind_interface'],
      ['-E', 'path', 'log_file'],
      ['-p', 'integer', 'port'],
    ]);
    expect(ssh.positionals).toEqual([
      { name: 'destination', required: true, variadic: false, type: 'string', description: '' },
      { name: 'command', required: false, variadic: false, type: 'string', description: '' },
      { name: 'argument', required: false, variadic: true, type: 'string', description: '' },
    ]);
  });
});
