import { describe, expect, it } from 'vitest';
import { commandBlockFlags } from './command-option-blocks.js';

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
