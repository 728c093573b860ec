import { describe, expect, it } from 'vitest';
import { definedOptions, definedSubcommands, definedUsageFragments, readDefinitions } from './bnf-definitions.js';
import { toLines } from './layout.js';
import { parseHelp } from './index.js';

const help = [
  'Usage: ip [ OPTIONS ] OBJECT { COMMAND | help }',
  '       ip [ -force ] -batch filename',
  'where  OBJECT := { address | addrlabel | link |',
  '                   route }',
  '       OPTIONS := { -V[ersion] | -s[tatistics] | -f[amily] { inet | inet6 | link } |',
  '                    -l[oops] { maximum-addr-flush-attempts } | -rc[vbuf] [size] |',
  '                    -n[etns] name | -4 | -iec | -v[erbose] -[he]x }',
].join('\n');

describe('iproute2 definitions', () => {
  it('reads each definition over the lines its braces span', () => {
    expect(readDefinitions(toLines(help)).map((d) => [d.name, d.alternatives.length, d.lines])).toEqual([['OBJECT', 4, [2, 3]], ['OPTIONS', 9, [4, 5, 6]]]);
  });

  it('gives the command placeholder of the usage: its alternatives are the subcommands', () => {
    const defined = definedSubcommands(readDefinitions(toLines(help)), 'ip [ OPTIONS ] OBJECT { COMMAND | help }');
    expect(defined.subcommands.map((s) => s.name)).toEqual(['address', 'addrlabel', 'link', 'route']);
    expect(defined.placeholder).toBe('OBJECT');
    // A placeholder defined as anything but bare words names no subcommand.
    expect(definedSubcommands(readDefinitions(toLines('where FILE := { PATH | - }\n')), 'x [ OPTIONS ] FILE').subcommands).toEqual([]);
  });

  it('gives each defined option by its shortest spelling, with the value the alternative shows', () => {
    expect(definedOptions(readDefinitions(toLines(help))).map((f) => [f.short, f.type, f.valueName ?? null, f.enumValues ?? null])).toEqual([
      ['-V', 'boolean', null, null], ['-s', 'boolean', null, null], ['-f', 'enum', 'inet | inet6 | link', ['inet', 'inet6', 'link']],
      ['-l', 'string', 'maximum-addr-flush-attempts', null], ['-rc', 'string', 'size', null], ['-n', 'string', 'name', null],
      ['-4', 'boolean', null, null], ['-iec', 'boolean', null, null], ['-v', 'boolean', null, null],
    ]);
  });

  it('reads nothing from a brace that never closes', () => {
    expect(readDefinitions(toLines('where OBJECT := { a | b\n  c | d\n'))).toEqual([]);
  });
});

describe('definitions that are usage fragments', () => {
  const help = [
    'Usage: tool conn show { ARGUMENTS | help }',
    '',
    'ARGUMENTS := [--active] [--order <order spec>]',
    '',
    'List the connection profiles. When --active is given, only the active ones.',
    '',
  ].join('\n');

  it('reads a definition outside braces as a usage fragment', () => {
    expect(definedUsageFragments(toLines(help))).toEqual(['[--active] [--order <order spec>]']);
    expect(definedUsageFragments(toLines('where OBJECT := { link | route }\nNAME := <string>\n'))).toEqual([]);
  });

  it('gives the command the options its fragment names, with a value in angle brackets that holds a space', () => {
    const parsed = parseHelp(help, { programName: 'tool', commandPath: ['conn', 'show'] });
    expect(parsed.flags.map((f) => [f.long, f.type, f.valueName])).toEqual([['--active', 'boolean', undefined], ['--order', 'string', '<order spec>']]);
  });
});

describe('a usage\'s bracketed placeholders defined with `=` below it', () => {
  const help = [
    'Usage: /usr/sbin/kmod-tool [action] [options]',
    '  [action]  = { add | remove | build |',
    '                status }',
    '  [options] = [-m module] [-k kernel-version]',
    '              [-q] [--force] [--kernelsourcedir=source-location]',
    '',
  ].join('\n');

  it('ends the usage at the definitions, reads the actions as commands and the options over their lines', () => {
    const parsed = parseHelp(help, { programName: 'kmod-tool', commandPath: [] });
    expect(parsed.usage).toBe('/usr/sbin/kmod-tool [action] [options]');
    expect(parsed.subcommands.map((s) => s.name)).toEqual(['add', 'remove', 'build', 'status']);
    expect(parsed.positionals).toEqual([]);
    expect(parsed.flags.map((f) => f.long ?? f.short).sort()).toEqual(['--force', '--kernelsourcedir', '-k', '-m', '-q']);
  });

  it('reads `=` only after a bracketed placeholder, not after any word', () => {
    expect(readDefinitions(toLines('  default = { a | b }\n'))).toEqual([]);
    expect(definedUsageFragments(toLines('  verbosity = -v or --verbose\n'))).toEqual([]);
  });
});
