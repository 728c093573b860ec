import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

/**
 * BSD and macOS usage lines (issue 11). The texts are what these programs print: macOS ls (from
 * Apple's file_cmds `ls.c` usage(), macOS 13 and later) answers `--help` with its usage line only.
 */
const MACOS_LS = "ls: unrecognized option `--help'\nusage: ls [-@ABCFGHILOPRSTUWabcdefghiklmnopqrstuvwxy1%,] [--color=when] [-D format] [file ...]\n";

describe('BSD usage lines', () => {
  it('reads every switch of a macOS ls cluster, @ % and , included', () => {
    const help = parseHelp(MACOS_LS, { programName: 'ls', commandPath: [] });
    const shorts = help.flags.map((f) => f.short ?? f.long);
    for (const ch of '@ABCFGHILOPRSTUWabcdefghiklmnopqrstuvwxy1%,') expect(shorts).toContain(`-${ch}`);
    const d = help.flags.find((f) => f.short === '-D')!;
    expect(d).toMatchObject({ valueName: 'format', valueStyle: 'separate' });
  });

  it('reads [-Olevel] as -O with a glued value, not the switches -l -e -v', () => {
    const help = parseHelp('usage: cc [-Olevel] [-c] [-o file] file ...\n', { programName: 'cc', commandPath: [] });
    const tokens = help.flags.map((f) => f.short).sort();
    expect(tokens).toEqual(['-O', '-c', '-o']);
    expect(help.flags.find((f) => f.short === '-O')).toMatchObject({ valueName: 'level' });
  });

  it('reads a family of two-letter groups sharing their first letter as that option with a mode glued on (tcpick)', () => {
    const help = parseHelp('Usage: sniff [ -a ] [ -i interface ]\n       [ -yH ] [ -yP ] [ -yR ]\n       [ -bH ] [ -bP ]\n       [ -ab ]\n', { programName: 'sniff', commandPath: [] });
    expect(help.flags.map((f) => f.short).sort()).toEqual(['-a', '-b', '-i', '-y']);
    expect(help.flags.find((f) => f.short === '-y')).toMatchObject({ valueName: 'mode', valueStyle: 'separate' });
  });
});
