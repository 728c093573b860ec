import { describe, expect, it } from 'vitest';
import { parseOptionHead, typeOfValue } from './option-head.js';

const head = (text: string) => parseOptionHead(text, 'd');

describe('parseOptionHead', () => {
  it('reads a short and a long spelling apart by a blank (cpupower: `-e --debug`, `-m --min <freq>`)', () => {
    expect(parseOptionHead('-e --debug', 'Prints out debug information.')?.map((f) => [f.short, f.long, f.valueName ?? null])).toEqual([['-e', '--debug', null]]);
    expect(parseOptionHead('-m --min <freq>', 'New minimum CPU frequency.')?.map((f) => [f.short, f.long, f.valueName ?? null])).toEqual([['-m', '--min', 'freq']]);
  });
  it('reads a bracketed phrase as one value (pbuilder: `--configfile [configuration file to load]`)', () => {
    expect(parseOptionHead('--configfile [configuration file to load]', 'Read it last.')).toEqual([
      { long: '--configfile', valueName: '[configuration file to load]', valueStyle: 'separate', type: 'string', description: 'Read it last.', source: 'man' },
    ]);
  });

  it('pairs a short and a long switch', () => {
    expect(head('-a, --all')).toEqual([{ short: '-a', long: '--all', type: 'boolean', description: 'd', source: 'man' }]);
  });

  it('reads GNU equals values and optional values', () => {
    expect(head('-w, --width=COLS')).toEqual([
      { short: '-w', long: '--width', valueName: 'COLS', valueStyle: 'equals', type: 'string', description: 'd', source: 'man' },
    ]);
    expect(head('--color[=WHEN]')).toEqual([
      { long: '--color', valueName: 'WHEN', valueStyle: 'equals', valueOptional: true, type: 'string', description: 'd', source: 'man' },
    ]);
  });

  it('reads git heads: <value> per token, [no-] negations, glued optional short values', () => {
    expect(head('-C <commit>, --reuse-message=<commit>')![0]).toMatchObject({ short: '-C', long: '--reuse-message', valueName: 'commit', valueStyle: 'equals' });
    expect(head('-n, --[no-]verify')![0]).toMatchObject({ short: '-n', long: '--verify', negation: '--no-verify', type: 'boolean' });
    expect(head('-S[<keyid>], --gpg-sign[=<keyid>], --no-gpg-sign')).toEqual([
      { short: '-S', long: '--gpg-sign', valueName: 'keyid', valueStyle: 'equals', valueOptional: true, type: 'string', description: 'd', source: 'man' },
      { long: '--no-gpg-sign', type: 'boolean', description: 'd', source: 'man' },
    ]);
    expect(head('--[no-]signed, --signed=(true|false|if-asked)')).toEqual([
      {
        long: '--signed', negation: '--no-signed', valueName: '(true|false|if-asked)', valueStyle: 'equals', valueOptional: true,
        type: 'enum', enumValues: ['true', 'false', 'if-asked'], description: 'd', source: 'man',
      },
    ]);
    // ruby's `-T[level=1]`: no long form, so the optional value is glued to the short token.
    expect(head('-T[level=1]')).toEqual([
      { short: '-T', valueName: 'level', valueStyle: 'equals', default: '1', valueOptional: true, type: 'integer', description: 'd', source: 'man' },
    ]);
    expect(head('-0[octal]')).toEqual([{ short: '-0', valueName: 'octal', valueStyle: 'equals', valueOptional: true, type: 'string', description: 'd', source: 'man' }]);
    expect(head('-c <name>=<value>')![0]).toMatchObject({ short: '-c', valueName: '<name>=<value>', valueStyle: 'separate' });
  });

  it('reads separate values, long-first pairs and value names with blanks', () => {
    expect(head('--style, -s STYLE')![0]).toMatchObject({ long: '--style', short: '-s', valueName: 'STYLE', valueStyle: 'separate' });
    expect(head('--alt-svc <file name>')![0]).toMatchObject({ long: '--alt-svc', valueName: 'file name', type: 'path' });
    expect(head('-c,--code TEXT')![0]).toMatchObject({ short: '-c', long: '--code', valueName: 'TEXT' });
    expect(head('--dfa-size-limit NUM+SUFFIX?')![0]).toMatchObject({ long: '--dfa-size-limit', valueName: 'NUM+SUFFIX?' });
    expect(head('--pax-option=keyword[[:]=value][,keyword[[:]=value]]...')![0]).toMatchObject({ long: '--pax-option' });
  });

  it("reads jq's slash-separated pairs and trailing colon, and grep's -NUM shortcut", () => {
    expect(head('--color-output / -C and --monochrome-output / -M:')!.map((f) => [f.long, f.short])).toEqual([
      ['--color-output', '-C'],
      ['--monochrome-output', '-M'],
    ]);
    expect(head('--slurp/-s:')!.map((f) => [f.long, f.short])).toEqual([['--slurp', '-s']]);
    // bundler's ronn pages (`bundle gem --help`): spellings joined by "or".
    expect(head('--exe or -b or --bin')!.map((f) => [f.long, f.short, f.type])).toEqual([['--exe', '-b', 'boolean'], ['--bin', undefined, 'boolean']]);
    expect(head('-C NUM, -NUM, --context=NUM')).toEqual([
      { short: '-C', long: '--context', valueName: 'NUM', valueStyle: 'equals', type: 'integer', description: 'd', source: 'man' },
    ]);
  });

  it('reads clap enums and dotted names', () => {
    expect(head('-t, --target-version [py27|py33]')![0]).toMatchObject({ type: 'enum', enumValues: ['py27', 'py33'] });
    expect(head('--http1.1')![0]).toMatchObject({ long: '--http1.1' });
    expect(head('-., --hidden')![0]).toMatchObject({ short: '-.', long: '--hidden' });
  });

  it('refuses prose', () => {
    expect(head('--autosquash. Plain --fixup=<commit> creates a "fixup!" commit')).toBeUndefined();
    expect(head('--local option. See')).toBeUndefined();
    expect(head('--help display this help and exit')).toBeUndefined();
    expect(head('- feeding the input array')).toBeUndefined();
    expect(head('git commit -a')).toBeUndefined();
    expect(head('-rf')).toBeUndefined();
  });
});

describe('typeOfValue', () => {
  it('maps metavariables narrowly', () => {
    expect(typeOfValue(undefined)).toEqual({ type: 'boolean' });
    expect(typeOfValue('NUM')).toEqual({ type: 'integer' });
    expect(typeOfValue('<file>')).toEqual({ type: 'path' });
    expect(typeOfValue('URL')).toEqual({ type: 'url' });
    expect(typeOfValue('WHEN')).toEqual({ type: 'string' });
    expect(typeOfValue('<date|duration>')).toEqual({ type: 'string' });
    expect(typeOfValue('check|on-demand|only|no')).toEqual({ type: 'enum', enumValues: ['check', 'on-demand', 'only', 'no'] });
  });
});

describe('git man-page heads (issue 11)', () => {
  it('skips the -<number> shortcut and keeps -n / --max-count', () => {
    expect(parseOptionHead('-<number>, -n <number>, --max-count=<number>', 'Limit the number of commits to output.')).toEqual([
      { type: 'integer', description: 'Limit the number of commits to output.', source: 'man', long: '--max-count', short: '-n', valueName: 'number', valueStyle: 'equals' },
    ]);
  });

  it('reads a short option with its value glued on (-S<string>, -G<regex>)', () => {
    expect(parseOptionHead('-S<string>', 'Look for differences that change the number of occurrences.')).toEqual([
      { type: 'string', description: 'Look for differences that change the number of occurrences.', source: 'man', short: '-S', valueName: 'string', valueStyle: 'separate' },
    ]);
  });

  it('splits --reference[-if-able] <repository> into its two options', () => {
    const flags = parseOptionHead('--reference[-if-able] <repository>', 'Borrow objects from a reference repository.');
    expect(flags?.map((f) => [f.long, f.valueName, f.valueStyle])).toEqual([
      ['--reference', 'repository', 'separate'],
      ['--reference-if-able', 'repository', 'separate'],
    ]);
  });

  it('reads a status note in parentheses after the option as no value (gradle: `--parallel (incubating)`)', () => {
    expect(head('--parallel (incubating)')).toEqual([{ long: '--parallel', type: 'boolean', description: 'd', source: 'man' }]);
    expect(head('-p, --project-dir')?.map((flag) => flag.type)).toEqual(['boolean']);
    expect(head('--color (always|never)')?.[0]?.type).not.toBe('boolean');
  });
});

describe('parseOptionHead: blanks in runs', () => {
  it('reads apt-listbugs\' `-s  severities , --severity  severities` as one option with its value', () => {
    expect(parseOptionHead('-s  severities , --severity  severities', 'Filter bugs by severity.')?.map((f) => [f.short, f.long, f.valueName])).toEqual([['-s', '--severity', 'severities']]);
  });
});

describe('a long head ending in a bare `=` (mdadm: `-c, --config=`)', () => {
  it('reads an option that takes a value, named VALUE', () => {
    expect(parseOptionHead('-c, --config=', 'Specify the config file.')?.map((f) => [f.short, f.long, f.valueName, f.valueStyle])).toEqual([['-c', '--config', 'VALUE', 'equals']]);
  });
});

describe('a wrapped shell line that starts with an option (darcs: `--export-marks=git.marks)`)', () => {
  it('is no option head: its closing parenthesis opened on the line above', () => {
    expect(parseOptionHead('--export-marks=git.marks)', 'In the case of incremental export, be careful.')).toBeUndefined();
    expect(parseOptionHead('--format={json,text}', 'Output format.')?.[0]?.long).toBe('--format');
  });
});

describe('values of digits, commas and bars (procps pgrep, util-linux setterm, gpg)', () => {
  it('reads `--pgroup pgrp,...`, `--background 8-color|default` and `--gen-random 0|1|2 count` as taking values', () => {
    expect(parseOptionHead('-g, --pgroup pgrp,...', 'Only match processes in the process group IDs listed.')?.[0]).toMatchObject({ short: '-g', long: '--pgroup', valueName: 'pgrp,...' });
    expect(parseOptionHead('--background 8-color|default', 'Sets the background text color.')?.[0]).toMatchObject({ long: '--background', valueName: '8-color|default' });
    expect(parseOptionHead('--gen-random 0|1|2 count', 'Emit count random bytes.')?.[0]).toMatchObject({ long: '--gen-random', valueName: '0|1|2 count' });
  });
});

describe('spellings joined by `; ` (util-linux hwclock)', () => {
  it('reads `-l, --localtime; -u, --utc` as two options', () => {
    expect(parseOptionHead('-l, --localtime; -u, --utc', 'Indicate which timescale the Hardware Clock is set to.')?.map((f) => [f.short, f.long])).toEqual([['-l', '--localtime'], ['-u', '--utc']]);
  });
});

describe('spellings joined by ` | ` (alsa-utils amixer)', () => {
  it('reads `-s | --stdin` as one switch, not `-s` taking `|`', () => {
    expect(parseOptionHead('-s | --stdin', 'Read from stdin and execute the command on each line.')).toEqual([
      expect.objectContaining({ short: '-s', long: '--stdin', type: 'boolean' }),
    ]);
  });
});

describe('value words with slashes or a leading dot', () => {
  it('reads `--dkmstree path/to/place` and `-S .suf, --suffix=.suf`', () => {
    expect(parseOptionHead('--tree path/to/place', 'Where to build.')).toEqual([{ long: '--tree', valueName: 'path/to/place', valueStyle: 'separate', type: 'string', description: 'Where to build.', source: 'man' }]);
    expect(parseOptionHead('-S .suf, --suffix=.suf', 'Use suffix .suf.')).toEqual([{ short: '-S', long: '--suffix', valueName: '.suf', valueStyle: 'equals', type: 'string', description: 'Use suffix .suf.', source: 'man' }]);
  });
});

describe('swaks-style heads', () => {
  it('reads optional parts nested in one bracket as the value, and binds the long name beside a spelling of several letters', () => {
    expect(parseOptionHead('-t, --to [<address>[,<address>[,...]]]', 'Recipients.')).toEqual([{ short: '-t', long: '--to', valueName: '[<address>[,<address>[,...]]]', valueStyle: 'separate', type: 'string', description: 'Recipients.', source: 'man' }]);
    expect(parseOptionHead('-tlsos, --tls-optional-strict', 'Try TLS.')).toEqual([{ long: '--tls-optional-strict', type: 'boolean', description: 'Try TLS.', source: 'man' }]);
  });
});

describe('spellings listed together', () => {
  it('gives the value written after the last spelling to every spelling of the head', () => {
    expect(parseOptionHead('--greet, --hail, -g, --hello [<name>]', 'Greeting.')).toEqual([
      { long: '--greet', valueName: '[<name>]', valueStyle: 'separate', type: 'string', description: 'Greeting.', source: 'man' },
      { long: '--hail', short: '-g', valueName: '[<name>]', valueStyle: 'separate', type: 'string', description: 'Greeting.', source: 'man' },
      { long: '--hello', valueName: '[<name>]', valueStyle: 'separate', type: 'string', description: 'Greeting.', source: 'man' },
    ]);
    // A negation keeps being a switch.
    expect(parseOptionHead('--no-sign, --sign KEY', 'Sign.')?.map((flag) => [flag.long, flag.type])).toEqual([['--no-sign', 'boolean'], ['--sign', 'string']]);
  });

  it('keeps a value to its own spelling when the spellings stood on lines of their own', () => {
    expect(parseOptionHead('--pid-names, --show-pids=names', 'Names.', { stacked: true })?.map((flag) => [flag.long, flag.type])).toEqual([['--pid-names', 'boolean'], ['--show-pids', 'string']]);
  });

  it('reads a repeated value with a bracket nested in another, and leaves out a family of options named by a placeholder', () => {
    expect(parseOptionHead('-kv, --key-value <pair>[,<pair>[,...]]', 'Pairs.')).toEqual([{ long: '--key-value', valueName: '<pair>[,<pair>[,...]]', valueStyle: 'separate', type: 'string', description: 'Pairs.', source: 'man' }]);
    expect(parseOptionHead('--field <field-and-data>, --f-<field> <data>', 'Fields.')).toEqual([{ long: '--field', valueName: 'field-and-data', valueStyle: 'separate', type: 'string', description: 'Fields.', source: 'man' }]);
  });
});

describe('a glued spelling beside the bare one', () => {
  it('reads `-o, -oDIR, --out=DIR` as one option taking DIR', () => {
    expect(parseOptionHead('-o, -oDIR, --out=DIR', 'Write there.')).toEqual([{ short: '-o', long: '--out', valueName: 'DIR', valueStyle: 'equals', type: 'path', description: 'Write there.', source: 'man' }]);
  });
});

describe('quoted value names and a note of when the option came', () => {
  it('reads `-C \'CHECKOUT\', --checkout \'CHECKOUT\'` (argparse pages) and `--source-by=address (since tool 1.21.10)`', () => {
    expect(parseOptionHead("-C 'CHECKOUT', --checkout 'CHECKOUT'", 'Branch.')).toEqual([{ short: '-C', long: '--checkout', valueName: 'CHECKOUT', valueStyle: 'separate', type: 'string', description: 'Branch.', source: 'man' }]);
    expect(parseOptionHead('--source-by=maintainer-address (since tool 1.21.10)', 'Who.')).toEqual([{ long: '--source-by', valueName: 'maintainer-address', valueStyle: 'equals', type: 'string', description: 'Who.', source: 'man' }]);
  });
});

describe('a default noted bare after a value given with `=`', () => {
  it('reads `--check-debuginfo=no|yes [no]` as the option, its choices and its default', () => {
    expect(parseOptionHead('--check-debuginfo=no|yes [no]', 'Check.')).toEqual([{ long: '--check-debuginfo', valueName: 'no|yes', valueStyle: 'equals', type: 'enum', enumValues: ['no', 'yes'], default: 'no', description: 'Check.', source: 'man' }]);
  });
});

describe("cmdliner's notes on an absent option (dune, opam)", () => {
  it('reads `--profile=VAL (absent DUNE_PROFILE env)` and `-j JOBS (absent=4)` without the note', () => {
    expect(parseOptionHead('--profile=VAL (absent DUNE_PROFILE env)', 'Build profile.')?.map((f) => [f.long, f.valueName])).toEqual([['--profile', 'VAL']]);
    expect(parseOptionHead('--workspace=FILE (absent DUNE_WORKSPACE env)', 'Use it.')?.map((f) => [f.long, f.valueName])).toEqual([['--workspace', 'FILE']]);
    expect(parseOptionHead('-j JOBS (absent=4)', 'Jobs.')?.map((f) => [f.short, f.valueName])).toEqual([['-j', 'JOBS']]);
    expect(parseOptionHead('--color=WHEN (default=auto)', 'Colour.')?.map((f) => [f.long, f.valueName, f.default])).toEqual([['--color', 'WHEN', 'auto']]);
  });
});

describe("spellings joined by an unspaced `|` (lvm's pages)", () => {
  it('reads `-A|--autobackup y|n` as one option with a value, the `|` inside the value kept', () => {
    const flags = parseOptionHead('-A|--autobackup y|n', 'Specifies if metadata should be backed up.')!;
    expect(flags.map((f) => [f.short, f.long, f.valueName])).toEqual([['-A', '--autobackup', 'y|n']]);
    expect(parseOptionHead('-f|--force ...', 'Override checks.')!.map((f) => [f.short, f.long])).toEqual([['-f', '--force']]);
  });
});

describe('a long value list that is no value (lsblk(8))', () => {
  it('refuses a sentence ending a long list at once instead of trying every split of its words', () => {
    expect(parseOptionHead('-o NAME,ALIGNMENT,MIN-IO,OPT-IO,PHY-SEC,LOG-SEC,ROTA,SCHED,RQ-SIZE,RA,WSAME,NAME,ALIGNMENT,MIN-IO,OPT-IO,PHY-SEC,LOG-SEC.', 'd')).toBeUndefined();
    expect(parseOptionHead('-o NAME,ALIGNMENT,MIN-IO', 'd')?.[0]).toMatchObject({ short: '-o', valueName: 'NAME,ALIGNMENT,MIN-IO' });
  });

  it('refuses a bracket of words that ends in a stray character', () => {
    expect(parseOptionHead(`--level [${'abcdefgh'.repeat(6)}!]`, 'd')?.[0]?.long).toBe('--level');
  });
});
