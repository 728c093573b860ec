import { describe, expect, it } from 'vitest';
import { parseOptionSpec } from './option-spec.js';
import { parseHelp } from './index.js';

describe('parseOptionSpec', () => {
  it('reads `--name=` with nothing after the `=` as an option that takes a value (R CMD INSTALL, systemctl)', () => {
    const spec = parseOptionSpec('--data-compress=', { wholeSpec: true });
    expect(spec?.alternatives).toEqual([{ token: '--data-compress', bracketNegation: false, isNegation: false, valueOptional: false, ellipsis: false, valueStyle: 'equals', valueName: 'VALUE' }]);
  });

  it('keeps kubectl\'s `--flag=DEFAULT:` a default, and `--lines=NUM` its own name', () => {
    expect(parseOptionSpec('--all-namespaces=false:', { wholeSpec: true })?.inlineDefault).toBe('false');
    expect(parseOptionSpec('--all-namespaces=false:', { wholeSpec: true })?.alternatives[0]?.valueName).toBeUndefined();
    expect(parseOptionSpec('-n, --lines=NUM', { wholeSpec: true })?.alternatives.map((alt) => alt.valueName)).toEqual([undefined, 'NUM']);
  });

  it('stops at a status note in parentheses: it is no value (`--scan (incubating)`)', () => {
    expect(parseOptionSpec('--scan (incubating)', { wholeSpec: true })?.alternatives[0]?.valueName).toBeUndefined();
    expect(parseOptionSpec('--level LEVEL', { wholeSpec: true })?.alternatives[0]?.valueName).toBe('LEVEL');
    // flac's `--sector-align (DEPRECATED) Align multiple files`, the note in capitals.
    expect(parseOptionSpec('--sector-align (DEPRECATED)', { wholeSpec: true })?.alternatives[0]?.valueName).toBeUndefined();
    expect(parseOptionSpec('--size (N)', { wholeSpec: true })?.alternatives[0]?.valueName).toBe('(N)');
  });

  it('ends the spec at a colon closing it (adb: `-r: replace ...`, `--abi ABI: override ...`)', () => {
    const short = parseOptionSpec('-r: replace existing application', { wholeSpec: false });
    expect([short?.alternatives.map((alt) => alt.token), short?.consumed]).toEqual([['-r'], 3]);
    const long = parseOptionSpec('--abi ABI: override the ABI', { wholeSpec: false });
    expect([long?.alternatives[0]?.valueName, long?.consumed]).toEqual(['ABI', 10]);
  });
});

describe('a short spelling that is the value itself', () => {
  it('reads gource\'s `-WIDTHxHEIGHT, --viewport` as the long option taking that value', () => {
    expect(parseOptionSpec('-WIDTHxHEIGHT, --viewport', { wholeSpec: true })?.alternatives.map((alt) => [alt.token, alt.valueName, alt.valueStyle]))
      .toEqual([['--viewport', 'WIDTHxHEIGHT', 'separate']]);
  });
});

describe('`--[no]x`, the negation without a hyphen (the silver searcher)', () => {
  it('reads `-H --[no]heading` as one option whose negation is `--noheading`', () => {
    expect(parseOptionSpec('-H --[no]heading', { wholeSpec: true })?.alternatives.map((alt) => [alt.token, alt.bracketNegation, alt.negationPrefix ?? null]))
      .toEqual([['-H', false, null], ['--heading', true, 'no']]);
  });
  it('binds the negation spelled as the help spells it, and a spec alone on its line keeps its value', () => {
    const help = parseHelp('Usage: ss [OPTIONS] PATTERN\n\nOptions:\n     --[no]color          Print colour codes\n  -H --[no]heading        Print file names above matches\n  -p --path-to-ignore STRING\n                          Use .ignore file at STRING\n', { programName: 'ss' });
    expect(help.flags.map((flag) => [flag.long, flag.short ?? null, flag.negation ?? null, flag.valueName ?? null])).toEqual([
      ['--color', null, '--nocolor', null], ['--heading', '-H', '--noheading', null], ['--path-to-ignore', '-p', null, 'STRING'],
    ]);
  });
});

describe('aspell\'s option rows', () => {
  it('reads `--[dont-]suggest` as --suggest negated by --dont-suggest', () => {
    const help = parseHelp('Usage: aspell [options] <command>\n\n[options] is any of the following:\n\n  --[dont-]suggest           suggest possible replacements\n  --add|rem-filter=<str>      add or removes a filter\n  --mode=<str>                filter mode\n', { programName: 'aspell' });
    expect(help.flags.map((flag) => [flag.long, flag.negation ?? null, flag.valueName ?? null])).toEqual([['--suggest', '--dont-suggest', null], ['--mode', null, '<str>']]);
  });
  it('gives no option for `--add|rem-filter=<str>`, two options of which neither is --add', () => {
    expect(parseOptionSpec('--add|rem-filter=<str>', { wholeSpec: true })).toBeUndefined();
  });
});

describe('rows under an option that stands alone at column 0 (mosh)', () => {
  it('reads the described rows below `-p PORT` as rows, not as its description', () => {
    const help = parseHelp('Usage: sh2 [options] host\n-a      --always        echo always\n-n      --never         echo never\n-o      --overwrite     overwrite instead of inserting\n\n-p PORT[:PORT2]\n        --port=PORT[:PORT2]  server-side port or range\n        --no-pty         do not allocate a terminal\n', { programName: 'sh2' });
    expect(help.flags.map((flag) => flag.long ?? flag.short)).toEqual(['--always', '--never', '--overwrite', '-p', '--port', '--no-pty']);
  });
});

describe('MySQL\'s negation in prose', () => {
  it('takes `use --skip-x to disable` as the negation of --x', () => {
    const help = parseHelp('Usage: db [OPTIONS]\n  --reconnect         Reconnect if the connection is lost. (Defaults to on; use\n                      --skip-reconnect to disable.)\n  --pager[=name]      Pager to use\n', { programName: 'db' });
    expect(help.flags.map((flag) => [flag.long, flag.negation ?? null])).toEqual([['--reconnect', '--skip-reconnect'], ['--pager', null]]);
  });
});

describe('options listed under a heading that names commands (gdb, gpgsm)', () => {
  it('reads the option rows of `Initial commands and command files:` and of gpg\'s `Commands:`', () => {
    const help = parseHelp('Usage: dbg [options] [file]\n\nInitial commands and command files:\n\n  --command=FILE, -x Run commands from FILE.\n  --nh               Do not read ~/.dbginit.\n\nCommands:\n -s, --sign                 make a signature\n     --fingerprint          list fingerprints\n', { programName: 'dbg' });
    expect(help.flags.map((flag) => [flag.long, flag.short ?? null])).toEqual([['--command', '-x'], ['--nh', null], ['--sign', '-s'], ['--fingerprint', null]]);
    expect(help.subcommands).toEqual([]);
  });
});

describe('a punctuation short option', () => {
  it('reads msgcat\'s `-<, --less-than=NUMBER`', () => {
    expect(parseOptionSpec('-<, --less-than=NUMBER', { wholeSpec: true })?.alternatives.map((alt) => alt.token)).toEqual(['-<', '--less-than']);
    expect(parseOptionSpec('-<number>', { wholeSpec: true })).toBeUndefined();
  });
});

describe('spellings joined by `or` (ICU\'s genrb)', () => {
  it('reads `-C or --noBinaryCollation` as one switch with two spellings', () => {
    expect(parseOptionSpec('-C or --noBinaryCollation', { wholeSpec: true })?.alternatives.map((alt) => [alt.token, alt.valueName ?? null])).toEqual([['-C', null], ['--noBinaryCollation', null]]);
  });
});

describe('flush-left rows led in by sentences (MariaDB\'s tools)', () => {
  it('reads rows under a lead-in ending in a colon, one described after a single blank among them', () => {
    const text = 'Usage:\n tz [options] dir\n\nThe following options may be given as the first argument:\n--print-defaults          Print the program argument list and exit.\n--no-defaults             Don\'t read default options from any option file.\nThe following specify which files/extra groups are read (specified before remaining options):\n--defaults-file=#         Only read default options from the given file #.\n--defaults-group-suffix=# Additionally read default groups with # appended as a suffix.\n\n  -l, --leap          Print the leap second information\n';
    expect(parseHelp(text, { programName: 'tz' }).flags.map((flag) => flag.long)).toEqual(['--print-defaults', '--no-defaults', '--defaults-file', '--defaults-group-suffix', '--leap']);
  });
});

describe('spellings separated by a bar with blanks around it (virsh, git rev-list)', () => {
  it('reads `-c | --connect=URI` as one option with both spellings and the value', () => {
    const spec = parseOptionSpec('-c | --connect=URI', { wholeSpec: true })!;
    expect(spec.alternatives.map((a) => [a.token, a.valueName ?? null])).toEqual([['-c', null], ['--connect', 'URI']]);
    expect(parseOptionSpec('-q | --quiet', { wholeSpec: true })!.alternatives.map((a) => [a.token, a.valueName ?? null])).toEqual([['-q', null], ['--quiet', null]]);
  });
  it('reads `--abbrev=<n> | --no-abbrev` as the option and its negation', () => {
    const spec = parseOptionSpec('--abbrev=<n> | --no-abbrev', { wholeSpec: true })!;
    expect(spec.alternatives.map((a) => [a.token, a.valueName ?? null, a.isNegation])).toEqual([['--abbrev', '<n>', false], ['--no-abbrev', null, true]]);
  });
});

describe('Boost.Program_options heads (heaptrack_print)', () => {
  it('reads `-f [ --file ] arg`, an optional `[=arg(=1)] (=1)` and a default `(=4)`', () => {
    const read = (head: string) => parseOptionSpec(head, { wholeSpec: true })!.alternatives.map((a) => [a.token, a.valueName ?? null, a.valueOptional]);
    expect(read('-f [ --file ] arg')).toEqual([['-f', null, false], ['--file', 'arg', false]]);
    expect(read('-t [ --shorten-templates ] [=arg(=1)] (=1)')).toEqual([['-t', null, false], ['--shorten-templates', 'arg', true]]);
    expect(read('--threads arg (=4)')).toEqual([['--threads', 'arg', false]]);
    expect(read('-h [ --help ]')).toEqual([['-h', null, false], ['--help', null, false]]);
  });

  it('reads binutils rows too wide for their column: a short and a long spelling one space apart, then the text', () => {
    const tokens = (input: string) => {
      const spec = parseOptionSpec(input, { wholeSpec: false })!;
      return [spec.alternatives.map((alt) => `${alt.token}${alt.valueName ? `=${alt.valueName}` : ''}`), input.slice(spec.consumed)];
    };
    expect(tokens('-w --include-all-whitespace Include all whitespace')).toEqual([['-w', '--include-all-whitespace'], ' Include all whitespace']);
    expect(tokens('-e --encoding={s,S,b,l,B,L} Select character size')).toEqual([['-e', '--encoding={s,S,b,l,B,L}'], ' Select character size']);
    expect(tokens('-v -V --version           Print the version')).toEqual([['-v', '-V', '--version'], '           Print the version']);
    expect(tokens('-a - --all                Scan the entire file')).toEqual([['-a', '--all'], '                Scan the entire file']);
    // A short option with a value, then prose that names an option, stays one option.
    expect(tokens('-n NUM --lines is the same')).toEqual([['-n=NUM'], ' --lines is the same']);
    expect(tokens('-x see --foo')).toEqual([['-x'], ' see --foo']);
  });

  it('keeps optional parts glued one after another in the value (ugrep\'s `-Z[best][+-~][MAX], --fuzzy=[best][+-~][MAX]`)', () => {
    const spec = parseOptionSpec('-Z[best][+-~][MAX], --fuzzy=[best][+-~][MAX]', { wholeSpec: true })!;
    expect(spec.alternatives.map((alt) => [alt.token, alt.valueName, alt.valueOptional])).toEqual([['-Z', 'best[+-~][MAX]', true], ['--fuzzy', '[best][+-~][MAX]', true]]);
  });
});

describe('a long spelling whose end may be left out (timeshift: `--target[-device] <device>`)', () => {
  it('reads both spellings, the value after them, and no optional value `-device`', () => {
    const help = 'Options:\n  --list[-snapshots]         List snapshots\n  --target[-device] <device> Specify target device\n  --skip-grub                Skip GRUB2 reinstall\n';
    expect(parseHelp(help, { programName: 'snapctl', commandPath: [] }).flags.map((f) => [f.long, f.valueName ?? null, f.description])).toEqual([
      ['--list', null, 'List snapshots'], ['--list-snapshots', null, 'List snapshots'],
      ['--target', '<device>', 'Specify target device'], ['--target-device', '<device>', 'Specify target device'],
      ['--skip-grub', null, 'Skip GRUB2 reinstall'],
    ]);
  });
});

describe('a value word in brackets after a blank (conntrack: `-L [table] [options]`)', () => {
  it('is an optional value named by the word; what follows is no part of it; an option in brackets is no value', () => {
    const help = 'Commands:\n  -L [table] [options]\t\tList the table\n  -D [table] parameters\t\tDelete entries\n  -S\t\t\t\tShow statistics\n';
    expect(parseHelp(help, { programName: 'ct', commandPath: [] }).flags.map((f) => [f.short, f.valueName ?? null, f.valueOptional ?? false])).toEqual([
      ['-L', 'table', true], ['-D', 'table', true], ['-S', null, false],
    ]);
    expect(parseOptionSpec('--and [-e] PATTERN', { wholeSpec: false })?.alternatives[0]).toMatchObject({ token: '--and', valueName: '[-e]', valueOptional: false });
  });
});

describe("pflag's optional value, `--pull string[=\"true\"]`", () => {
  it('is a value that may be left out, given after `=`', () => {
    const spec = parseOptionSpec('--pull string[="true"]', { wholeSpec: true })!;
    expect(spec.alternatives).toEqual([expect.objectContaining({ token: '--pull', valueName: 'string', valueOptional: true, valueStyle: 'equals' })]);
    // A plain value stays required and separate.
    expect(parseOptionSpec('--os string', { wholeSpec: true })!.alternatives[0]).toEqual(expect.objectContaining({ valueName: 'string', valueOptional: false, valueStyle: 'separate' }));
  });
});

describe('a choice of more than eight words', () => {
  it('is one value, as a shorter choice is (@effect/cli\'s `--log-level`)', () => {
    const line = '--log-level all | trace | debug | info | warning | error | fatal | none';
    const spec = parseOptionSpec(line, { wholeSpec: true })!;
    expect(spec.consumed).toBe(line.length);
    expect(spec.alternatives[0]!.valueName).toBe('all | trace | debug | info | warning | error | fatal | none');
  });
});
