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
    ' -:, --next                 make the next URL use its own options',
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
      '--file', '--base', '--ratio', '--style', '--next',
    ]);
    expect(help.flags[12]).toMatchObject({ long: '--next', short: '-:', type: 'boolean' });
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

describe('git parse-options extras', () => {
  it('reads options of `or:` usages and spellings named in parentheses', () => {
    const help = parseHelp(lines(
      'usage: git fetch [<options>] [<repository> [<refspec>...]]',
      '   or: git fetch --multiple [<options>] [(<repository> | <group>)...]',
      '',
      '    -A, --all             add changes from all tracked and untracked files',
      '    --ignore-removal      ignore paths removed in the working tree (same as --no-all)',
      '    -n                    do not fetch all tags (--no-tags)',
    ));
    expect(help.usage).toBe('git fetch [<options>] [<repository> [<refspec>...]]');
    expect(help.flags).toEqual([
      { long: '--all', short: '-A', negation: '--no-all', type: 'boolean', description: 'add changes from all tracked and untracked files', source: 'help' },
      { long: '--ignore-removal', type: 'boolean', description: 'ignore paths removed in the working tree (same as --no-all)', source: 'help' },
      { long: '--no-tags', short: '-n', type: 'boolean', description: 'do not fetch all tags (--no-tags)', source: 'help' },
      { long: '--multiple', type: 'boolean', description: '', source: 'help' },
    ]);
    expect(help.positionals.map((p) => [p.name, p.required, p.variadic])).toEqual([
      ['repository', false, false],
      ['refspec', false, true],
    ]);
  });
});

describe('usages', () => {
  it('reads `or` without a colon before the program as the next usage (rsync), not as an operand', () => {
    const help = parseHelp(lines(
      'Usage: rsync [OPTION]... SRC [SRC]... DEST',
      '  or   rsync [OPTION]... SRC [SRC]... [USER@]HOST:DEST',
      '  or   rsync [OPTION]... [USER@]HOST:SRC [DEST]',
      '',
      'Options',
      '--verbose, -v            increase verbosity',
    ), { programName: 'rsync' });
    expect(help.usage).toBe('rsync [OPTION]... SRC [SRC]... DEST');
    // `[USER@]HOST:SRC` still names SRC; `[DEST]` makes DEST optional (`rsync host:dir` lists it).
    expect(help.positionals.map((p) => [p.name, p.required, p.variadic])).toEqual([['src', true, true], ['dest', false, false]]);
  });
});

describe('other layouts', () => {
  it("reads python3's own `-c cmd : text` options at column 0", () => {
    const py = parseHelp(lines(
      'usage: python3 [option] ... [-c cmd | -m mod | file | -] [arg] ...',
      'Options (and corresponding environment variables):',
      '-b     : issue warnings about str(bytes_instance), str(bytearray_instance)',
      '         and comparing bytes/bytearray with str. (-bb: issue errors)',
      '-c cmd : program passed in as string (terminates option list)',
      '-h     : print this help message and exit (also -? or --help)',
      '--check-hash-based-pycs always|default|never:',
      '         control how Python invalidates hash-based .pyc files',
      '--help-env      : print help about Python environment variables and exit',
    ));
    expect(py.format).toBe('gnu');
    expect(py.flags).toEqual([
      { short: '-b', type: 'boolean', description: 'issue warnings about str(bytes_instance), str(bytearray_instance) and comparing bytes/bytearray with str. (-bb: issue errors)', source: 'help' },
      { short: '-c', valueName: 'cmd', valueStyle: 'separate', type: 'string', description: 'program passed in as string (terminates option list)', source: 'help' },
      {
        long: '--check-hash-based-pycs', valueName: 'always|default|never', valueStyle: 'separate', type: 'enum', enumValues: ['always', 'default', 'never'],
        description: 'control how Python invalidates hash-based .pyc files', source: 'help',
      },
      { long: '--help-env', type: 'boolean', description: 'print help about Python environment variables and exit', source: 'help' },
    ]);
    expect(py.positionals).toEqual([{ name: 'arg', required: false, variadic: true, type: 'string', description: '' }]);
  });

  it("reads npm's comma-separated command list", () => {
    const npm = parseHelp(lines(
      'npm <command>',
      '',
      'All commands:',
      '',
      '    access, adduser, audit,',
      '    ci, whoami',
      '',
      'Specify configs in the ini-formatted file:',
    ));
    expect(npm.subcommands).toEqual([
      { name: 'access', description: '' },
      { name: 'adduser', description: '' },
      { name: 'audit', description: '' },
      { name: 'ci', description: '' },
      { name: 'whoami', description: '' },
    ]);
  });

  it('keeps prose under a usage out of it, and a wrapped usage line starting with an option in it', () => {
    const unzip = parseHelp(lines(
      'Usage: unzip [-Z] [-opts[modifiers]] file[.zip] [list] [-x xlist] [-d exdir]',
      '  Default action is to extract files in list, except those in xlist, to exdir;',
      '  file[.zip] may be a wildcard.',
    ));
    expect(unzip.usage).toBe('unzip [-Z] [-opts[modifiers]] file[.zip] [list] [-x xlist] [-d exdir]');
    expect(unzip.positionals.map((p) => p.name)).toEqual(['list']);
    const keygen = parseHelp(lines(
      'usage: ssh-keygen [-q] [-b bits]',
      '       ssh-keygen -Y verify -f allowed_signers_file -I signer_identity',
      '                  -n namespace -s signature_file [-r krl_file]',
    ));
    expect(keygen.flags.map((f) => [f.short, f.valueName])).toEqual([
      ['-q', undefined],
      ['-b', 'bits'],
      ['-r', 'krl_file'],
    ]);
  });
});

describe('a manual page given as help (`git commit --help`)', () => {
  it('takes the description from NAME, the usage from SYNOPSIS and options from OPTIONS', () => {
    const man = parseHelp(lines(
      'GIT-COMMIT(1)                     Git Manual                     GIT-COMMIT(1)',
      '',
      'NAME',
      '       git-commit - Record changes to the repository',
      '',
      'SYNOPSIS',
      '       git commit [-a | --interactive] [--amend]',
      '                  [--] [<pathspec>...]',
      '',
      'OPTIONS',
      '       -a, --all',
      '           Tell the command to automatically stage files that have been modified',
      '           and deleted.',
      '',
      '       -C <commit>, --reuse-message=<commit>',
      '           Take an existing commit object.',
    ));
    expect(man.description).toBe('Record changes to the repository');
    expect(man.usage).toBe('git commit [-a | --interactive] [--amend] [--] [<pathspec>...]');
    expect(man.flags.map((f) => [f.long, f.short, f.valueName, f.valueStyle])).toEqual([
      ['--all', '-a', undefined, undefined],
      ['--reuse-message', '-C', '<commit>', 'equals'],
      ['--interactive', undefined, undefined, undefined],
      ['--amend', undefined, undefined, undefined],
    ]);
    expect(man.flags[0]!.description).toBe('Tell the command to automatically stage files that have been modified and deleted.');
    expect(man.positionals).toEqual([{ name: 'pathspec', required: false, variadic: true, type: 'path', description: '' }]);
  });
});

describe("commander's help (Node)", () => {
  it('reads `(choices: ...)` and command entries with their argument placeholders', () => {
    const help = parseHelp(lines(
      'Usage: svc [options] [command]',
      '',
      'Turn installed command-line programs into governed MCP tools.',
      '',
      'Options:',
      '  -V, --version        output the version number',
      '  --log-level <LEVEL>  log level (choices: "error", "warn", "info", default:',
      '                       "info")',
      '  -h, --help           display help for command',
      '',
      'Commands:',
      '  scan [options] <tools...>  Scan programs into binding files',
      '  config [options]     Show the resolved configuration or create the default',
      '                       config file',
      '  help [command]       display help for command',
    ));
    expect(help.format).toBe('gnu');
    expect(help.flags).toEqual([
      {
        long: '--log-level', valueName: '<LEVEL>', valueStyle: 'separate', type: 'enum', enumValues: ['error', 'warn', 'info'], default: 'info',
        description: 'log level (choices: "error", "warn", "info", default: "info")', source: 'help',
      },
    ]);
    expect(help.subcommands).toEqual([
      { name: 'scan', description: 'Scan programs into binding files' },
      { name: 'config', description: 'Show the resolved configuration or create the default config file' },
      { name: 'help', description: 'display help for command' },
    ]);
  });
});

describe('option spellings joined by | or /', () => {
  it("reads npm's `-S|--save` and pyenv's `-f/--force`", () => {
    const help = parseHelp(lines('Usage: pyenv install [-f] <version>', '', '  -f/--force         Install even if installed', '  -s/--skip-existing Skip if installed', '', 'Options:', '  -S|--save', '    Save installed packages.'));
    expect(help.flags.map((f) => [f.long, f.short])).toEqual([['--force', '-f'], ['--skip-existing', '-s'], ['--save', '-S']]);
  });
});

describe('command rows with a dash', () => {
  it("reads apt's `list - list packages` rows", () => {
    const help = parseHelp(lines('Usage: apt [options] command', '', 'Most used commands:', '  list - list packages based on package names', '  edit-sources - edit the source information file', '', 'See apt(8) for more information.'));
    expect(help.subcommands).toEqual([
      { name: 'list', description: 'list packages based on package names' },
      { name: 'edit-sources', description: 'edit the source information file' },
    ]);
  });
});

describe('value names on the option line, description wrapped below (issue 11)', () => {
  it('git merge -X, git branch -u and curl --proxy-pinnedpubkey take their values', async () => {
    const { parseHelp } = await import('./index.js');
    const { readFileSync } = await import('node:fs');
    const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/help/${name}.txt`, import.meta.url), 'utf8');
    const flag = (text: string, program: string, path: string[], long: string) => parseHelp(text, { programName: program, commandPath: path }).flags.find((f) => f.long === long);
    expect(flag(fixture('git__merge'), 'git', ['merge'], '--strategy-option')).toMatchObject({ short: '-X', valueName: '<option=value>', type: 'string', description: 'option for selected merge strategy' });
    expect(flag(fixture('git__branch'), 'git', ['branch'], '--set-upstream-to')).toMatchObject({ short: '-u', valueName: '<upstream>', type: 'string', description: 'change the upstream info' });
    expect(flag(fixture('curl'), 'curl', [], '--proxy-pinnedpubkey')).toMatchObject({ valueName: '<hashes>', type: 'string', description: 'FILE/HASHES public key to verify proxy with' });
  });
});

describe('a value in a column of its own, and short spellings of a capital and lower case', () => {
  it('reads `-n   --auth   <user:pw>   Set ...` as taking the value, and `-Bh  --bandwidth-high` as both spellings', () => {
    const text = 'Options:\n -Bh  --bandwidth-high                            Give this torrent first chance\n                                                  at available bandwidth\n -n   --auth                   <user:pw>          Set username and password\n -a   --add                                       Add torrent files by filename\n';
    const flags = parseHelp(text).flags.map((f) => [f.short, f.long, f.valueName ?? null, f.description]);
    expect(flags).toEqual([
      ['-Bh', '--bandwidth-high', null, 'Give this torrent first chance at available bandwidth'],
      ['-n', '--auth', '<user:pw>', 'Set username and password'],
      ['-a', '--add', null, 'Add torrent files by filename'],
    ]);
  });
});

describe('a block of bare option heads under a row (xrandr 1.5)', () => {
  it('reads them as options of their own, not as the row\'s description', () => {
    const text = 'usage: screens [options]\n  --fb <width>x<height>\n  --output <output>\n      --auto\n      --mode <mode>\n      --left-of <output>\n      --scale <x>[x<y>]\n  --noprimary\n';
    expect(parseHelp(text).flags.map((f) => [f.long, f.valueName ?? null])).toEqual([
      ['--fb', '<width>x<height>'], ['--output', '<output>'], ['--auto', null], ['--mode', '<mode>'], ['--left-of', '<output>'], ['--scale', '<x>[x<y>]'], ['--noprimary', null],
    ]);
  });
});

describe('options used together on one row (firewall-cmd 1.3)', () => {
  it('reads each long option of `--set=<set> --add-entry=<entry>` as an option of its own, with the text below', () => {
    const text = 'Usage: fwctl <options>\n\nSet Options\n  --set=<set> --add-entry=<entry>\n                       Add a new entry to a set [P]\n  --set=<set> --get-entries\n                       List entries of a set [P]\n  --new-set=<set> --type=<set type> [--option=<key>[=<value>]]..\n                       Add a new set [P only]\n\n  Defaults:\n    --local --no-details\n';
    const flags = parseHelp(text).flags.map((f) => [f.long, f.valueName ?? null]);
    expect(flags).toEqual([['--set', '<set>'], ['--add-entry', '<entry>'], ['--get-entries', null], ['--new-set', '<set>'], ['--type', '<set type>'], ['--local', null]]);
  });
});

describe('a wrapped description line that looks like a command row (yargs, gatsby build)', () => {
  it('does not take the option row below it as a command\'s', () => {
    const text = 'Options:\n  --graphql-tracing           Trace every graphql resolver, may have performance\n implications  [boolean] [default: false]\n  --open-tracing-config-file  Tracer configuration file (OpenTracing\ncompatible). See https://example.org/tracing  [string]\n';
    expect(parseHelp(text).flags.map((f) => f.long)).toEqual(['--graphql-tracing', '--open-tracing-config-file']);
  });
});

describe('an argp head that fills the description column', () => {
  it('ends the head at the column when one space and prose follow (`-w, --debug-dump[=SECTION] Display ...`)', () => {
    const help = [
      'Usage: dumper [OPTION...] FILE...',
      '',
      '  -p, --strings[=SECTION]    Print string contents of sections',
      '  -w, --debug-dump[=SECTION] Display DWARF section content.  SECTION can be one',
      '                             of abbrev, addr, aranges',
      '  -x, --hex-dump=SECTION     Dump the raw contents',
      '',
    ].join('\n');
    const flag = parseHelp(help, { programName: 'dumper' }).flags.find((f) => f.long === '--debug-dump');
    expect(flag).toMatchObject({ short: '-w', valueName: 'SECTION', valueOptional: true, description: 'Display DWARF section content. SECTION can be one of abbrev, addr, aranges' });
  });
});
