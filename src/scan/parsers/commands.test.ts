import { describe, expect, it } from 'vitest';
import { parseSubcommands, usageCommandGroups } from './commands.js';
import { splitSections, toLines } from './layout.js';

const names = (text: string) => {
  const lines = toLines(text);
  return parseSubcommands(lines, splitSections(lines)).map((sub) => sub.name);
};

describe('parseSubcommands', () => {
  it("reads click-default-group's default command, marked with a star (`query*   Execute SQL query`)", () => {
    expect(names('Commands:\n  query*                Execute SQL query\n  add-column            Add a column\n')).toEqual(['query', 'add-column']);
  });

  it('reads a row whose argument is a choice of words (fastboot: `flashing lock|unlock`)', () => {
    expect(names('Commands:\n  flashing lock|unlock       Lock/unlock partitions for flashing\n  gsi wipe|disable           Wipe or disable a GSI installation\n')).toEqual(['flashing', 'gsi']);
  });

  it('reads `-c|check <file>` as the command check (aspell)', () => {
    expect(names('Commands:\n  -?|usage         display a brief usage message\n  -c|check <file>  spellchecks a file\n  list             list words\n')).toEqual(['usage', 'check', 'list']);
  });

  it('carries a command list into the untitled-by-keyword groups after it only while their rows are name, gap, description (git)', () => {
    expect(names('Commands:\n  open <device> - open device\n\nstart a working area:\n   clone     Clone a repository\n')).toEqual(['open', 'clone']);
    // cryptsetup: settings after the list, `name: value` or prose with single spaces, are no commands.
    expect(names('Commands:\n  open <device> - open device\n\nDefault compiled-in device cipher parameters:\n\tloop-AES: aes, Key 256 bits\n\tplain: aes-cbc-essiv:sha256, Key: 256 bits\n')).toEqual(['open']);
    expect(names('Commands:\n  open <device> - open device\n\nDefault compiled-in key and passphrase parameters:\n\tMaximum keyfile size: 8192kB\n')).toEqual(['open']);
    // adb: a group whose first row is a lower-case name and its argument, one blank after the name.
    expect(names('general commands:\n devices [-l]             list connected devices\n\nnetworking:\n connect HOST[:PORT]      connect to a device via TCP/IP\n forward [--no-rebind] LOCAL REMOTE\n')).toEqual(['devices', 'forward']);
  });
});

describe('usageCommandGroups', () => {
  const groups = (text: string) => {
    const lines = toLines(text);
    return usageCommandGroups(lines, splitSections(lines)).map((sub) => sub.name);
  };

  it('reads commands under titles that do not say so when the usage takes a command (fastboot)', () => {
    expect(groups('usage: fastboot [OPTION...] COMMAND...\n\nflashing:\n update ZIP                 Flash all partitions.\n flash PARTITION [FILENAME] Flash given partition.\n\nbasics:\n devices [-l]               List devices.\n'))
      .toEqual(['update', 'flash', 'devices']);
  });

  it('reads nothing when the usage takes no command, or a commands heading exists, or the rows do not share an indent', () => {
    expect(groups('usage: tool [OPTION...] FILE...\n\nbasics:\n devices [-l]   List devices.\n')).toEqual([]);
    expect(groups('usage: tool [OPTION...] COMMAND\n\nCommands:\n  run   Run it.\n\nbasics:\n devices [-l]   List devices.\n')).toEqual([]);
    expect(groups('Usage: pnpm [command] [flags]\n\nManage your dependencies:\n      add       Installs a package\n   i, install   Install all\n')).toEqual([]);
  });
});
