import { describe, expect, it } from 'vitest';
import { commandBlockFlags } from './command-option-blocks.js';
import { parseHelp } from './index.js';

describe("a parent's block of one command's options (snapper's `Options for 'create' command:`)", () => {
  const help = "usage: snaptool [--global-options] <command> [--command-options] [command-arguments]\n\n  Create snapshot:\n\tsnaptool create\n\n    Options for 'create' command:\n\t--type, -t <type>\t\tType for snapshot.\n\t--description, -d <description>\tDescription for snapshot.\n\t--read-only\t\t\tCreate read-only snapshot.\n\n  Modify snapshot:\n\tsnaptool modify <number>\n\n    Options for 'modify' command:\n\t--userdata, -u <userdata>\tUserdata for snapshot.\n";
  it("gives that command the block's rows, a one-tab row included, and no other command's", () => {
    expect(commandBlockFlags(help, 'create').map((f) => [f.long, f.short, f.valueName])).toEqual([
      ['--type', '-t', '<type>'], ['--description', '-d', '<description>'], ['--read-only', undefined, undefined],
    ]);
    expect(commandBlockFlags(help, 'modify').map((f) => f.long)).toEqual(['--userdata']);
    expect(commandBlockFlags(help, 'delete')).toEqual([]);
  });
});

describe("a parent's block titled `<Command> options:` (lxi's layout, synthetic)", () => {
  const help = [
    'Usage: meter [--version] [--help] <command> [<args>]',
    '',
    '  -q, --quiet                          Print less',
    '',
    'Commands:',
    '  discover [<options>]                 Search for devices',
    '  screenshot [<options>] [<filename>]  Capture screenshot',
    '',
    'Discover options:',
    '  -t, --timeout <seconds>              Timeout',
    '',
    'Screenshot options:',
    '  -a, --address <ip>                   Device IP address',
    '  -l, --list                           List available plugins',
    '',
  ].join('\n');

  it("gives each command its block's rows, and the parent none of them", () => {
    expect(commandBlockFlags(help, 'screenshot').map((f) => f.long)).toEqual(['--address', '--list']);
    expect(commandBlockFlags(help, 'discover').map((f) => f.long)).toEqual(['--timeout']);
    expect(parseHelp(help, { programName: 'meter', commandPath: [] }).flags.map((f) => f.long)).toEqual(['--quiet']);
  });
});
