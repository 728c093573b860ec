import { describe, expect, it } from 'vitest';
import { cleanHelpText, parseHelp, subcommandSynopses } from './index.js';
import { helpFromSynopses } from './synopses.js';
import { usageFacts } from './usage.js';

// Layouts read after the fish4 set's one measurement (nmcli, s3cmd, fossil), written here in the
// same shapes with made-up names: the programs of a set are never fixtures.

describe('commands under a title the usage names as its command slot, spelled with an optional part (nmcli)', () => {
  const text = 'Usage: netctl [OPTIONS] OBJECT { COMMAND | help }\n\nOPTIONS\n  -t, --terse          terse output\n\nOBJECT\n  g[eneral]       general status and operations\n  c[onnection]    connections\n  d[evice]        devices managed by the daemon\n';
  it('reads each row as the whole word with its shortest spelling as an alias', () => {
    expect(parseHelp(text, { programName: 'netctl' }).subcommands.map((s) => [s.name, s.aliases ?? []])).toEqual([
      ['general', ['g']], ['connection', ['c']], ['device', ['d']],
    ]);
  });
  it('leaves a key and its modifiers (`m[ab]`, ar) as they were', () => {
    const ar = 'Usage: arc [-]{dmq}[ab] archive file...\n commands:\n  d            - delete file(s) from the archive\n  m[ab]        - move file(s) in the archive\n  q[f]         - quick append file(s)\n';
    expect(parseHelp(ar, { programName: 'arc' }).subcommands.map((s) => s.name)).not.toContain('mab');
  });
});

describe("each command's description above its usage line (s3cmd)", () => {
  const text = 'Usage: objstore [options] COMMAND [parameters]\n\nCommands:\n  Make bucket\n      objstore mb s3://BUCKET\n  Remove bucket\n      objstore rb s3://BUCKET\n  List objects or buckets\n      objstore ls [s3://BUCKET[/PREFIX]]\n  Copy object\n      objstore cp s3://BUCKET1/OBJECT1 s3://BUCKET2[/OBJECT2]\n';
  it('names each command from its usage line and describes it with the line above', () => {
    expect(parseHelp(text, { programName: 'objstore' }).subcommands).toEqual([
      { name: 'mb', description: 'Make bucket' }, { name: 'rb', description: 'Remove bucket' },
      { name: 'ls', description: 'List objects or buckets' }, { name: 'cp', description: 'Copy object' },
    ]);
  });
  it("binds each command's operands from its usage line, a URL of metavariables being one operand", () => {
    const synopses = subcommandSynopses(text, { programName: 'objstore' });
    const operands = (name: string) => helpFromSynopses(synopses.get(name)!, '').positionals.map((p) => [p.name, p.required]);
    expect(operands('mb')).toEqual([['bucket', true]]);
    expect(operands('ls')).toEqual([['bucket_prefix', false]]);
    expect(operands('cp')).toEqual([['bucket1_object1', true], ['bucket2_object2', true]]);
    expect(usageFacts('objstore mb s3://BUCKET', { programName: 'objstore', commandPath: ['mb'] }).positionals.map((p) => p.name)).toEqual(['bucket']);
  });
});

describe('a grid of command names followed by prose with no blank line (fossil)', () => {
  it('reads every name of the grid and stops at the prose', () => {
    const text = 'Usage: vcs help TOPIC\nFrequently used commands:\nadd          changes      diff       \naddremove    chat         extras     \nall          cherry-pick  finfo      \nThis is vcs version 2.21 [3c53b6364e] 2023-02-26 19:24:24 UTC\n';
    expect(parseHelp(text, { programName: 'vcs' }).subcommands.map((s) => s.name)).toEqual(['add', 'changes', 'diff', 'addremove', 'chat', 'extras', 'all', 'cherry-pick', 'finfo']);
  });
});

// Layouts read after the zsh set's one measurement (reprepro, quilt, xmlstarlet), in the same
// shapes with made-up names.
describe('a command list titled `actions (...)`, rows with a colon or a description on the next line (reprepro)', () => {
  const text = [
    'store - keep a package store',
    '',
    'options:',
    ' -b, --basedir <dir>:               Base directory',
    '',
    'actions (selection, for more see manpage):',
    ' dumprefs:          Print all saved references',
    ' check [<stores>]',
    '       Check for all needed files.',
    ' remove <store> <name>',
    '       Remove the given item.',
    ' copy DEST-STORE SRC-STORE NAME...',
    '       Copy items between stores.',
    '',
  ].join('\n');
  it('reads each action as a command, an operand spelled with a hyphen (`DEST-STORE`) included', () => {
    expect(parseHelp(text, { programName: 'store' }).subcommands.map((s) => s.name)).toEqual(['dumprefs', 'check', 'remove', 'copy']);
  });
});

describe('another spelling after `or` (xmlstarlet)', () => {
  const text = 'Usage: xt ed <global-options> [ <file> ... ]\n\n<global-options> are:\n  -O (or --omit-decl) - omit the declaration\n  -L (or --inplace)   - edit in place\n  -N <name>=<value>   - predefine namespaces\n';
  it('binds `-O (or --omit-decl)` as one switch with both spellings', () => {
    const flags = parseHelp(text, { programName: 'xt', commandPath: ['ed'] }).flags;
    expect(flags.filter((f) => f.long !== undefined).map((f) => [f.short, f.long, f.type])).toEqual([['-O', '--omit-decl', 'boolean'], ['-L', '--inplace', 'boolean']]);
  });
});

// Layouts read after the carapace set's one measurement (qemu-img, fakechroot), with made-up names.
describe('command synopses under `Command syntax:` (qemu-img)', () => {
  const text = 'usage: diskutil [standard options] command [command options]\n\nCommand syntax:\n  amend [--object objectdef] [-p] [-q] -o options filename\n  check [--object objectdef] [-q] [-f fmt] filename\n  info [--output=ofmt] [-U] filename\n\nCommand parameters:\n  \'filename\' is a disk image filename\n';
  it('reads each row as a command, its synopsis running on after one space', () => {
    expect(parseHelp(text, { programName: 'diskutil' }).subcommands.map((s) => s.name)).toEqual(['amend', 'check', 'info']);
  });
});

describe('a lower-case value alone after the option in its usage bracket (fakechroot)', () => {
  it('binds `[-l|--lib fakelib]` as an option with a value', () => {
    const flags = parseHelp('Usage:\n    fakeroot2 [-l|--lib fakelib]\n              [-s|--use-system-libs]\n              [--] [command]\n', { programName: 'fakeroot2' }).flags;
    expect(flags.map((f) => [f.long, f.type === 'boolean' ? 'switch' : 'value'])).toEqual([['--lib', 'value'], ['--use-system-libs', 'switch']]);
  });
});

describe('group titles centred over a command list\'s description column', () => {
  it('reads the rows under each title, and no title as a command', () => {
    const help = [
      'Usage: jailer [OPTIONS] <COMMAND>',
      '',
      'Options:',
      '    -c, --conf <DIR>        configuration directory',
      '',
      'Command:',
      '                                             BASIC',
      '    start                                    starts the server and the jails',
      '    stop                                     stops all jails',
      '    unban --all                              unbans all IP addresses',
      '    unban <IP> ... <IP>                      unbans <IP>',
      '',
      '                                             JAIL CONTROL',
      '    add <JAIL> <BACKEND>                     creates <JAIL> using <BACKEND>',
      '',
    ].join('\n');
    expect(parseHelp(help, { programName: 'jailer' }).subcommands.map((sub) => sub.name)).toEqual(['start', 'stop', 'unban', 'add']);
  });
});

describe('a POD option list rendered by perldoc', () => {
  it('reads each bullet\'s quoted option as its head, the text below as its description', () => {
    const help = [
      'Usage:',
      '    plotter [options]',
      '',
      'Arguments:',
      '    *   --"[no]domain"',
      '',
      '        If enabled, the first element of each line is the domain.',
      '',
      '    *   "--vnlog"',
      '',
      '        Read vnlog data; see "--domain --dataid" for more.',
      '',
      '    *   --"timefmt [format]"',
      '',
      '        Interpret the X data as a time.',
      '',
    ].join('\n');
    const flags = parseHelp(help, { programName: 'plotter' }).flags;
    expect(flags.map((flag) => [flag.long, flag.type, flag.negation])).toEqual([['--domain', 'boolean', '--nodomain'], ['--vnlog', 'boolean', undefined], ['--timefmt', 'string', undefined]]);
  });
});

describe('a lower-case head with lower-case operand words over its indented text (tlmgr)', () => {
  it('is a command row; its operands are its arguments', () => {
    const text = 'ACTIONS\n  help\n    Display this help.\n\n  candidates pkg\n    Shows the candidate repositories.\n\n  install [option...] pkg...\n    Install packages.\n\n  see the manual\n\n  key\n    Manage keys.\n';
    expect(parseHelp(text, { programName: 'texmgr' }).subcommands.map((s) => [s.name, s.description])).toEqual([
      ['help', 'Display this help.'], ['candidates', 'Shows the candidate repositories.'], ['install', 'Install packages.'], ['key', 'Manage keys.'],
    ]);
  });
});

// After the fishup1 set's one measurement (osc), with made-up names.
describe('a command row whose aliases in parentheses are capitalised (osc `list (LL, lL, ll, ls)`)', () => {
  const text = 'Usage: pkgsvc [GLOBALOPTS] SUBCOMMAND [OPTS] [ARGS...]\n\ncommands:\n    add               Mark files to be added\n    list (LL, lL, ll, ls)\n                      List sources on the server\n    status (st)       Show status of files\n    help (?, h)       give detailed help\n';
  it('reads the row with its aliases, as it reads lower-case ones', () => {
    expect(parseHelp(text, { programName: 'pkgsvc' }).subcommands.map((s) => [s.name, s.aliases ?? []])).toEqual([
      ['add', []], ['list', ['LL', 'lL', 'll', 'ls']], ['status', ['st']], ['help', ['h']],
    ]);
  });
});

// Session 25, from the combined untuned measurement's misses; each a made-up program of the shape.
describe('headings underlined with drawn rules, and two usages on one line (the shape of webpack-cli)', () => {
  const rule = '─'.repeat(40);
  const help = [
    'Usage: packr [entries...] [options] | packr [command] [options]', '',
    'Options', rule,
    '  -c, --config <path...>   Config files.',
    '  -w, --watch              Watch.', '',
    'Commands', rule,
    '  build|bundle|b [entries...] [options]  Run the build.',
    '  serve|s [entries...] [options]         Serve it.',
    '  info|i [options]                       About the system.', '',
    rule,
  ].join('\n');

  it('reads the commands under a heading whose underline is a drawn rule', () => {
    const parsed = parseHelp(help, { programName: 'packr', commandPath: [] });
    expect(parsed.subcommands.map((sub) => [sub.name, sub.aliases ?? []])).toEqual([['build', ['bundle', 'b']], ['serve', ['s']], ['info', ['i']]]);
    expect(parsed.flags.map((flag) => flag.long)).toEqual(['--config', '--watch']);
  });

  it('reads `A | prog B` as two usages, so the program name is no operand', () => {
    const parsed = parseHelp(help, { programName: 'packr', commandPath: [] });
    expect(parsed.usage).toBe('packr [entries...] [options]');
    expect(parsed.positionals.map((p) => p.name)).toEqual(['entries']);
  });
});

describe('a section titled by the usage\'s bracketed command slot (the shape of crystal tool)', () => {
  const help = 'Usage: gem2 tool [tool] [switches] [program file]\n\nTool:\n    context        show context\n    expand         show macro expansion\n    --help, -h     show this help\n';

  it('reads the rows under `Tool:` as the commands `[tool]` stands for', () => {
    expect(parseHelp(help, { programName: 'gem2', commandPath: ['tool'] }).subcommands.map((sub) => sub.name)).toEqual(['context', 'expand']);
  });

  it('does not take a section named by an operand slot (`[file]` over `Files:`)', () => {
    const files = 'Usage: gem2 show [file]\n\nFiles:\n    settings.conf    the settings\n    cache.db         the cache\n';
    expect(parseHelp(files, { programName: 'gem2', commandPath: ['show'] }).subcommands).toEqual([]);
  });
});

describe('a help printed through a logger, every line prefixed `INFO: ` (the shape of sonar-scanner)', () => {
  it('reads the options under the prefix', () => {
    const help = 'INFO: \nINFO: usage: scanr [options]\nINFO: \nINFO: Options:\nINFO:  -D,--define <arg>     Define property\nINFO:  -X,--debug            Produce debug output\n';
    expect(parseHelp(help, { programName: 'scanr', commandPath: [] }).flags.map((flag) => [flag.short, flag.long])).toEqual([['-D', '--define'], ['-X', '--debug']]);
  });
});

describe('a plus as a short option (the shape of cython\'s -+)', () => {
  it('reads `-+, --cplus` as one option', () => {
    const help = 'usage: pyc [-h] [-+] sources\n\noptions:\n  -h, --help     show this help\n  -+, --cplus    Output C++.\n  --embed        Embed.\n';
    expect(parseHelp(help, { programName: 'pyc', commandPath: [] }).flags.map((flag) => [flag.short ?? null, flag.long])).toEqual([['-+', '--cplus'], [null, '--embed']]);
  });
});

describe('an option row among the rows of an arguments section (mcporter call)', () => {
  it('is an option; a wrapped line of an argument\'s text that starts with an option is not', () => {
    const text = 'Usage: tool call <target> [arguments] [flags]\n\nArguments:\n  key=value              Named arguments.\n  --args <json>          Provide a JSON object payload.\n  positional values      Accepted when the order is known,\n                         --strict turns this off.\n\nRuntime flags:\n  --timeout <ms>         Override the call timeout.\n';
    const help = parseHelp(cleanHelpText(text), { programName: 'tool', commandPath: ['call'] });
    expect(help.flags.map((flag) => [flag.long, flag.valueName])).toEqual([['--timeout', '<ms>'], ['--args', '<json>']]);
  });
});

describe('a command name as wide as the name column (mcp-use\'s `typecheck Refresh ...`)', () => {
  it('is a row: one space before its capitalised text', () => {
    const text = 'Usage: tool <command> [options]\n\nCommands:\n  dev      Start the dev server\n  build    Build the server\n  typecheck Refresh the types and run the compiler\n  start    Serve the build\n  deployments Manage cloud deployments\n';
    const help = parseHelp(cleanHelpText(text), { programName: 'tool', commandPath: [] });
    expect(help.subcommands.map((sub) => [sub.name, sub.description])).toEqual([
      ['dev', 'Start the dev server'], ['build', 'Build the server'], ['typecheck', 'Refresh the types and run the compiler'],
      ['start', 'Serve the build'], ['deployments', 'Manage cloud deployments'],
    ]);
  });

  it('is not a row when the name is short of the column: prose that starts a line', () => {
    const text = 'Usage: tool <command>\n\nCommands:\n  dev          Start the dev server\n  build        Build the server\n  see Also the manual\n';
    expect(parseHelp(cleanHelpText(text), { programName: 'tool', commandPath: [] }).subcommands.map((sub) => sub.name)).toEqual(['dev', 'build']);
  });
});
