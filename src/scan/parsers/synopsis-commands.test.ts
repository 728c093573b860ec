import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../test/support/paths.js';
import { cleanHelpText, helpFromSynopses, parseHelp, subcommandSynopses } from './index.js';
import { toLines } from './layout.js';
import { bareSynopsisLines, synopsisCommandLines } from './synopsis-commands.js';

/** Help of xdg-utils 1.1.3's shell scripts (test/fixtures/help/xdg-*.txt). */
const help = (name: string) => cleanHelpText(readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'help', `${name}.txt`), 'utf8'));

/** What a scan binds for a subcommand known only from its synopsis line. */
function bound(program: string, sub: string) {
  const synopses = subcommandSynopses(help(program), { programName: program }).get(sub);
  expect(synopses, `${program} ${sub}`).toBeDefined();
  const parsed = helpFromSynopses(synopses!, '');
  return {
    flags: parsed.flags.map((f) => [f.long ?? f.short, f.valueName ?? null, f.repeatable ?? false]),
    operands: parsed.positionals.map((p) => [p.name, p.required, p.variadic]),
  };
}

describe('shell-script programs that list options inside each command line (xdg-utils)', () => {
  it('lists the commands of each synopsis line, not the --help | --manual line', () => {
    expect(parseHelp(help('xdg-mime'), { programName: 'xdg-mime' }).subcommands.map((s) => s.name)).toEqual(['query', 'default', 'install', 'uninstall']);
    expect(parseHelp(help('xdg-icon-resource'), { programName: 'xdg-icon-resource' }).subcommands.map((s) => s.name)).toEqual(['install', 'uninstall', 'forceupdate']);
    // `xdg-settings { get | check | set } {property} ...` names three commands.
    expect(parseHelp(help('xdg-settings'), { programName: 'xdg-settings' }).subcommands.map((s) => s.name)).toEqual(['get', 'check', 'set']);
  });

  it("binds each command's own options and operands from its line", () => {
    expect(bound('xdg-mime', 'install')).toEqual({ flags: [['--mode', '<mode>', false], ['--novendor', null, false]], operands: [['mimetypes-file', true, false]] });
    expect(bound('xdg-mime', 'default')).toEqual({ flags: [], operands: [['application', true, false], ['mimetype', true, true]] });
    // Wrapped lines are joined; `--size size` outside brackets still takes its value.
    expect(bound('xdg-icon-resource', 'install')).toEqual({
      flags: [['--noupdate', null, false], ['--novendor', null, false], ['--theme', '<theme>', false], ['--context', '<context>', false], ['--mode', '<mode>', false], ['--size', '<size>', false]],
      operands: [['icon-file', true, false], ['icon-name', false, false]],
    });
    // `directory-file` / `(s)` cut at the margin is one word, and `(s)` means one or more.
    expect(bound('xdg-desktop-menu', 'install').operands).toEqual([['directory-file', true, true], ['desktop-file', true, true]]);
    expect(bound('xdg-settings', 'set')).toEqual({ flags: [], operands: [['property', true, false], ['subproperty', false, false], ['value', false, false]] });
  });

  it('does not read indented example lines or a single command line as this layout', () => {
    expect(synopsisCommandLines(toLines('Examples:\n  kubectl get pods\n  kubectl get rc web\n'), { programName: 'kubectl', commandPath: ['get'] }).size).toBe(0);
    expect(synopsisCommandLines(toLines('tool run [--fast] file\n'), { programName: 'tool' }).size).toBe(0);
  });
  it("does not take prose that starts with the program's name for command lines (rsync --help)", () => {
    // `rsync comes with ABSOLUTELY NO WARRANTY.` and `rsync is a file transfer program capable of
    // efficient remote update` / `via a fast differencing algorithm.`: sentences, not synopses.
    expect([...subcommandSynopses(help('rsync'), { programName: 'rsync' }).keys()]).toEqual([]);
    expect(parseHelp(help('rsync'), { programName: 'rsync' }).subcommands).toEqual([]);
    const lines = (text: string) => [...synopsisCommandLines(toLines(text), { programName: 'tool' }).keys()];
    expect(lines('tool is a program that copies files.\n\ntool comes with no warranty.\n')).toEqual([]);
    // The same shape with usage structure (an option, a placeholder, a bracket) or no words after the name stays a command line.
    expect(lines('tool sync --fast source dest\n\ntool check [file]\n')).toEqual(['sync', 'check']);
    expect(lines('tool list\n\ntool show name\n')).toEqual(['list', 'show']);
    // A sentence among real command lines is dropped on its own.
    expect(lines('tool add [--mode mode] file\n\ntool remove file\n\ntool is a small program.\n')).toEqual(['add', 'remove']);
  });
});

describe('synopsis lines with the parent options and alternatives inside a command word', () => {
  // The layout of PulseAudio's pactl 16: one line per command at the margin, `[options]` before each
  // command, and some commands written once for two (`set-(sink|source)-mute`).
  const text = [
    'mixer [options] stat',
    'mixer [options] list [short] [TYPE]',
    'mixer [options] move-(sink-input|source-output) #N SINK|SOURCE',
    'mixer [options] set-(sink|source)-mute NAME|#N 1|0|toggle',
    'mixer [options] set-port-latency-offset CARD-NAME|CARD-#N PORT OFFSET',
    '',
    '  -h, --help                            Show this help',
    '  -s, --server=SERVER                   The name of the server to connect to',
    '',
  ].join('\n');

  it('names the command after the option group, and each command a word with alternatives stands for', () => {
    expect(parseHelp(text, { programName: 'mixer' }).subcommands.map((s) => s.name)).toEqual([
      'stat', 'list', 'move-sink-input', 'move-source-output', 'set-sink-mute', 'set-source-mute', 'set-port-latency-offset',
    ]);
  });

  it('reads bare forms of one operand as that operand: `NAME|#N`, `SINK|SOURCE`, `1|0|toggle`, `#N`', () => {
    const operands = (sub: string) => helpFromSynopses(subcommandSynopses(text, { programName: 'mixer' }).get(sub)!, '').positionals.map((p) => [p.name, p.required]);
    expect(operands('move-source-output')).toEqual([['n', true], ['sink_or_source', true]]);
    expect(operands('set-sink-mute')).toEqual([['name', true], ['1_or_0_or_toggle', true]]);
    expect(operands('set-port-latency-offset')).toEqual([['card_name', true], ['port', true], ['offset', true]]);
    expect(operands('list')).toEqual([['short', false], ['type', false]]);
  });
});

describe('bare synopses under the usage, without the program name (dmsetup 1.02)', () => {
  it("reads the usage that follows an empty `Usage:` heading, with its options' choice values", () => {
    const parsed = parseHelp(help('dmsetup'), { programName: 'dmsetup' });
    expect(parsed.usage?.startsWith('dmsetup [--version] [-h|--help')).toBe(true);
    expect(parsed.flags.find((f) => f.long === '--manglename')?.valueName).toBe('{none|hex|auto}');
    expect(parsed.flags.find((f) => f.long === '--noflush')?.type).toBe('boolean');
  });

  it('lists each row as a command and binds its options and operands from the row', () => {
    const parsed = parseHelp(help('dmsetup'), { programName: 'dmsetup' });
    expect(parsed.subcommands.map((s) => s.name).slice(0, 6)).toEqual(['help', 'create', 'remove', 'remove_all', 'suspend', 'resume']);
    expect(parsed.subcommands).toHaveLength(33);
    expect(bound('dmsetup', 'remove')).toEqual({ flags: [['--deferred', null, false], ['--force', null, false], ['--retry', null, false]], operands: [['device', true, true]] });
    // A deeper line continues its row: create's `[-U|--uid <uid>]` is create's.
    expect(bound('dmsetup', 'create').flags.map(([name]) => name)).toContain('--uid');
  });

  it('reads no such list from names alone or rows with descriptions', () => {
    const names = toLines('Commands:\n  build\n  test\n  lint\n');
    expect(bareSynopsisLines(names, { programName: 'tool' }).size).toBe(0);
    const described = toLines('  add <file>     add a file\n  rm <file>      remove a file\n  mv <a> <b>     move a file\n');
    expect(bareSynopsisLines(described, { programName: 'tool' }).size).toBe(0);
  });
});
