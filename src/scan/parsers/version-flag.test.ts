import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;

describe('the version switch, kept apart from the flags', () => {
  it('reads `-v, --version` from the option rows, and leaves it out of the flags', () => {
    const help = parseHelp(lines('Usage: node [options] [ script.js ] [arguments]', '', 'Options:', '  -c, --check                 syntax check script without executing', '  -v, --version               print Node.js version'), { programName: 'node' });
    expect(help.versionFlag).toEqual({ long: '--version', short: '-v', type: 'boolean', description: 'print Node.js version', source: 'help' });
    expect(help.flags.map((f) => f.long)).toEqual(['--check']);
  });

  it('does not take tree\'s `-v` (sort by version) for it; takes its `--version`', () => {
    const help = parseHelp(lines('usage: tree [-v] [--version] [directory ...]', '  -v            Sort files alphanumerically by version.', '  --version     Print version and exit.'), { programName: 'tree' });
    expect(help.versionFlag).toEqual({ long: '--version', type: 'boolean', description: 'Print version and exit.', source: 'help' });
    expect(help.flags.find((f) => f.short === '-v')?.description).toBe('Sort files alphanumerically by version.');
  });

  it('reads a short-only `-V` said to print the version, and `--version` shown only in a usage line', () => {
    expect(parseHelp(lines('usage: tool [-V] FILE', '', 'options:', '  -V    show the version and exit', '  -q    quiet')).versionFlag)
      .toEqual({ short: '-V', type: 'boolean', description: 'show the version and exit', source: 'help' });
    expect(parseHelp(lines('usage: git [-v | --version] [-h | --help] [-C <path>] <command> [<args>]'), { programName: 'git' }).versionFlag)
      .toEqual({ long: '--version', type: 'boolean', description: '', source: 'help' });
  });

  it('a `--version` that takes a value is an ordinary option, and help without one has none', () => {
    const help = parseHelp(lines('Usage: pkg [OPTIONS]', '', 'Options:', '  --version VERSION   the version to install'));
    expect(help.versionFlag).toBeUndefined();
    expect(help.flags.map((f) => f.long)).toEqual(['--version']);
    expect(parseHelp(lines('Usage: cat [OPTION]... [FILE]...', '', '  -n, --number   number all output lines')).versionFlag).toBeUndefined();
  });
});
