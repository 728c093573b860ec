import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanHelpText, parseHelp } from './index.js';
import { toLines } from './layout.js';
import { flushLeftOptionRows } from './flush-left-options.js';

/** `rollup --help` of rollup 4.53.3: a banner, then every option row at column 0. */
const ROLLUP = readFileSync(new URL('../../../test/fixtures/help/rollup.txt', import.meta.url), 'utf8');

describe('options listed at column 0 (rollup 4)', () => {
  const help = parseHelp(ROLLUP, { programName: 'rollup', commandPath: [] });
  const byLong = new Map(help.flags.map((f) => [f.long, f]));

  it('reads every row of the list', () => {
    expect(help.flags).toHaveLength(93);
    expect(help.flags.every((f) => f.long !== undefined && f.source === 'help')).toBe(true);
    expect(help.flags.map((f) => f.long).slice(0, 5)).toEqual(['--config', '--dir', '--external', '--format', '--globals']);
    expect(help.flags.at(-1)!.long).toBe('--watch.skipWrite');
    // `-h, --help` and `-v, --version` are rows too, and never listed.
    expect(byLong.has('--help')).toBe(false);
    expect(byLong.has('--version')).toBe(false);
  });

  it('keeps value names, wrapped descriptions and the short spellings', () => {
    expect(byLong.get('--config')).toEqual({
      long: '--config', short: '-c', valueName: '<filename>', valueStyle: 'separate', type: 'path',
      description: 'Use this config file (if argument is used but value is unspecified, defaults to rollup.config.js)', source: 'help',
    });
    expect(byLong.get('--watch')).toEqual({ long: '--watch', short: '-w', type: 'boolean', description: 'Watch files in bundle and rebuild on changes', source: 'help' });
    expect(byLong.get('--stdin')).toMatchObject({ valueName: 'ext', valueStyle: 'equals', type: 'string' });
    expect(byLong.get('--no-stdin')).toMatchObject({ type: 'boolean', description: 'Do not read "-" from stdin' });
  });

  it('separates an option too long for the column by one space from its description', () => {
    expect(byLong.get('--amd.forceJsExtensionForImports')).toEqual({
      long: '--amd.forceJsExtensionForImports', type: 'boolean', description: 'Use `.js` extension in AMD imports', source: 'help',
    });
    expect(byLong.get('--importAttributesKey')).toMatchObject({ valueName: '<name>', description: 'Use the specified keyword for import attributes' });
    expect(byLong.get('--watch.allowInputInsideOutputPath')).toMatchObject({
      type: 'boolean', description: 'Whether the input path is allowed to be a subpath of the output path',
    });
  });

  it('reads nothing from the examples, whose command lines are at column 0 too', () => {
    expect(help.positionals.map((p) => p.name)).toEqual(['entry_file']);
    expect(byLong.has('--environment')).toBe(true);
    expect(help.flags.filter((f) => f.long === '--format')).toHaveLength(1);
  });

  it('needs three rows that make up at least half of the flush-left lines', () => {
    const two = toLines('Options:\n-a, --all   Show all\n-q          Quiet\n');
    expect(flushLeftOptionRows(two, 1, two.length)).toEqual(new Set());
    const prose = toLines('Options:\nSee the manual.\nIt has more.\nMuch more.\nAnd more.\n-a   all\n-b   bees\n-c   sea\n');
    expect(flushLeftOptionRows(prose, 1, prose.length)).toEqual(new Set());
    const rows = toLines('Options:\n\n-c, --config <file>  Use this config\n-w, --watch          Watch\n--silent             Quiet\n');
    expect(flushLeftOptionRows(rows, 1, rows.length)).toEqual(new Set([2, 3, 4]));
  });

  it('reads column-0 rows under no heading, a usage heading or an options heading (issue 21: htop, whois), not under any other', () => {
    const usage = 'Usage: x [options]\n-a, --all   Show all\n-b, --bee   Bee\n-c, --sea   Sea\n';
    expect(parseHelp(usage).flags.map((f) => f.long)).toEqual(['--all', '--bee', '--sea']);
    // traitlets' --help-all: a prose line ending in a colon reads as a heading; the settings under it,
    // described on the lines below, are not rows.
    const notes = 'Usage: x [options]\n\nFor instance, to set it, you may type this:\n--A.all=<Bool>\n    Show all\n--A.bee=<Int>\n    Bee\n--A.sea=<Unicode>\n    Sea\n';
    expect(parseHelp(notes).flags).toEqual([]);
    // grog: a paragraph of nothing but rows described after a tab is rows, under any heading.
    const grog = 'usage: grog [option]... [--] [filespec]...\n\nSome prose.\n\n\'option\' is either a \'groff\' option or one of these:\n\n-C\t\tcompatibility mode\n--run\t\trun the checked-out groff command\n--warnings\tdisplay more warnings\n\nAll other options should be\n\'groff\' 1-character options.\n';
    expect(parseHelp(cleanHelpText(grog)).flags.map((f) => f.long ?? f.short)).toEqual(['-C', '--run', '--warnings']);
    const htop = 'htop 3.2.2\n(C) 2004-2019 Hisham Muhammad.\n\n-C --no-color      Use a monochrome color scheme\n-d --delay=DELAY   Set the delay\n   --readonly      Disable changes\n-t --tree          Show the tree view\n\nSee \'man htop\' for more information.\n';
    expect(parseHelp(htop).flags.map((f) => [f.short, f.long, f.valueName])).toEqual([
      ['-C', '--no-color', undefined], ['-d', '--delay', 'DELAY'], [undefined, '--readonly', undefined], ['-t', '--tree', undefined],
    ]);
  });

  it('leaves column-0 lines alone where rows are not the rule: prose that starts with a dash', () => {
    const text = 'Usage: x [options]\n\nNotes:\n-a  is read first.\nThen the rest\nof the text\nand more text\n-b  comes later.\nfinally\n-c  last of all\nthe end\n';
    expect(parseHelp(text).flags).toEqual([]);
  });
});

describe('layouts of prisma 6 (headings without colons)', () => {
  const flags = (text: string) => parseHelp(text, { programName: 'prisma', commandPath: ['x'] }).flags.map((f) => f.long);

  it('reads described column-0 rows a few under each heading, three or more in the whole text', () => {
    const text = 'Run it.\n\nOptions\n\n-h, --help    Display help\n--config      Config path\n\nScript input:\n--file        A file\n\nFlags\n\n--stdin      Use stdin\n';
    expect(flags(text)).toEqual(['--config', '--file', '--stdin']);
    // Two such rows in the whole text could be prose.
    expect(flags('Run it.\n\n--config      Config path\n\nFlags\n\n--stdin      Use stdin\n')).toEqual([]);
  });

  it('reads the right-aligned row whose name starts at column 0 when its description is in the rows\' column', () => {
    const text = 'Options\n\n       -h, --help   Display help\n             --db   Provision\n--datasource-kind   Define the kind\n         --output   Output path\n';
    expect(flags(text)).toEqual(['--db', '--datasource-kind', '--output']);
    // Out of the column, or not next to a row: prose.
    expect(flags('Options\n\n             --db   Provision\n         --output   Output path\n\n--datasource-kind is deprecated, use --db.\n')).toEqual(['--db', '--output']);
  });

  it('does not take a name cut before its end (`--from-[...] \\` in an example) for an option', () => {
    expect(flags('Examples\n\n  $ prisma migrate diff \\\n    --from-[...] \\\n    --script\n\nFlags\n\n  --script   Render SQL\n')).toEqual(['--script']);
  });
});

describe('an indented title of options over rows at the margin (zypper 1.14)', () => {
  const text = 'lock (lk) [OPTIONS] <NAME> ...\n\nAdd a lock on packages matching a pattern.\n\n  Command options:\n\n-t, --type <TYPE>           Type of package.\n-r, --repo <ALIAS|#|URI>    Restrict the lock to the repository.\n';
  it('reads the two rows under it and the usage with its alias in parentheses', () => {
    const parsed = parseHelp(text, { programName: 'pkgtool', commandPath: ['lock'] });
    expect(parsed.flags.map((f) => [f.short, f.long, f.valueName])).toEqual([['-t', '--type', '<TYPE>'], ['-r', '--repo', '<ALIAS|#|URI>']]);
    expect(parsed.positionals.map((p) => [p.name, p.required, p.variadic])).toEqual([['name', true, true]]);
  });
  it('reads no row from a prose line at the margin under such a title', () => {
    expect(parseHelp('  Command options:\n\n--type is deprecated, use --kind.\n').flags).toEqual([]);
  });
});

describe('indented titles over text at the margin beside an indented options title (zypper 1.14)', () => {
  it('ends the options at `  Arguments:`, so prose under it does not hide the rows', () => {
    const text = 'locales (lloc) [OPTIONS] [LOCALE] ...\n\nList requested locales.\n\n  Command options:\n\n-p, --packages              Show corresponding packages.\n-a, --all                   List all available locales.\n\n  Arguments:\n\nThe locale(s) for which the information shall be printed.\n';
    const parsed = parseHelp(text, { programName: 'pkgtool', commandPath: ['locales'] });
    expect(parsed.flags.map((f) => f.long)).toEqual(['--packages', '--all']);
    expect(parsed.positionals.map((p) => [p.name, p.required])).toEqual([['locale', false]]);
  });
});

describe('column-0 rows after an indented examples section (no heading of their own)', () => {
  // Made up in the shape of a jq-like tool's help: `Example usages:` indented, a blank line, then
  // the option rows at the margin, long spelling first, some heads with two value words.
  const text = [
    'tool - query binary data',
    '',
    'Usage: tool [OPTIONS] [--] [EXPR] [FILE...]',
    '',
    'Example usages:',
    '  tool . file',
    '  tool -r to_toml file.yml',
    '',
    '--arg NAME VALUE        Set variable $NAME to string VALUE',
    '--color-output,-C       Force color output',
    '--decode,-d NAME        Decode format (probe)',
    '--help,-h [TOPIC]       Show help for TOPIC',
    '--raw-file NAME PATH    Set variable $NAME to string content of file',
    '--slurp,-s              Slurp all inputs into an array',
    '',
  ].join('\n');

  it('reads them as options, with every value word', () => {
    const help = parseHelp(text, { programName: 'tool', commandPath: [] });
    expect(help.flags.map((f) => [f.long, f.short ?? null, f.valueName ?? null])).toEqual([
      ['--arg', null, 'NAME VALUE'], ['--color-output', '-C', null], ['--decode', '-d', 'NAME'],
      ['--help', '-h', 'TOPIC'], ['--raw-file', null, 'NAME PATH'], ['--slurp', '-s', null],
    ]);
  });

  it('still reads nothing from examples that are not followed by such rows', () => {
    const help = parseHelp(text.split('\n').slice(0, 8).join('\n'), { programName: 'tool', commandPath: [] });
    expect(help.flags).toEqual([]);
  });
});

describe('a few options at column 0, each described on the lines under it (neonctl)', () => {
  it('reads one or two rows under an options title, with prose after them in a paragraph of its own', () => {
    const text = 'tool items list\n\nList items\n\nOptions:\n--org-id\n                    List the items of one organization [string]\n--deleted-only\n                    List only deleted items, wrapped\n                    onto a second line [boolean]\n\nGlobal options: see tool --help\n';
    const help = parseHelp(cleanHelpText(text), { programName: 'tool', commandPath: ['items', 'list'] });
    expect(help.flags.map((flag) => [flag.long, flag.valueStyle ?? 'switch', flag.description])).toEqual([
      ['--org-id', 'separate', 'List the items of one organization'],
      ['--deleted-only', 'switch', 'List only deleted items, wrapped onto a second line'],
    ]);
  });

  it('does not read a lone dash line under an options title when its paragraph holds prose at the margin too', () => {
    const text = 'Usage: tool [options]\n\nOptions:\n--quiet\nmakes it quiet, as the line above says\n';
    expect(parseHelp(cleanHelpText(text), { programName: 'tool', commandPath: [] }).flags).toEqual([]);
  });
});
