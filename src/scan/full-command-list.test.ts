import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bareCommandList, extraCommands, fullListArgs, fullListRowArgs } from './full-command-list.js';
import { parseHelp } from './parsers/index.js';

const fixture = (path: string) => readFileSync(new URL(`../../test/fixtures/${path}`, import.meta.url), 'utf8');

describe('the command line a help names for its complete command list', () => {
  it('cargo: the option after "See all commands with"', () => {
    expect(fullListArgs(fixture('help/cargo.txt'), { programName: 'cargo', commandPath: [] })).toEqual(['--list']);
  });

  it('poetry: "The list command lists all commands:" with `poetry list` on a line below', () => {
    expect(fullListArgs(fixture('help/poetry.txt'), { programName: 'poetry', commandPath: [] })).toEqual(['list']);
  });

  it("pnpm: \"use 'pnpm help -a' to list all commands\"", () => {
    expect(fullListArgs(fixture('help/pnpm.txt'), { programName: 'pnpm', commandPath: [] })).toEqual(['help', '-a']);
  });

  it("snap: \"For a short summary of all commands, run 'snap help --all'.\"", () => {
    expect(fullListArgs("For more information about a command, run 'snap help <command>'.\nFor a short summary of all commands, run 'snap help --all'.\n", { programName: 'snap', commandPath: [] })).toEqual(['help', '--all']);
  });

  it('ndctl: the command line leads the sentence (" ndctl --list-cmds to see all available commands"), and prints bare names', () => {
    const help = '\n usage: ndctl [--version] [--help] COMMAND [ARGS]\n\n\n See \'ndctl help COMMAND\' for more information on a specific command.\n ndctl --list-cmds to see all available commands\n';
    expect(fullListArgs(help, { programName: 'ndctl', commandPath: [] })).toEqual(['--list-cmds']);
    expect(fullListArgs(help, { programName: 'other', commandPath: [] })).toBeUndefined();
    expect(bareCommandList('version\nenable-namespace\ncreate-namespace\n')!.map((sub) => sub.name)).toEqual(['version', 'enable-namespace', 'create-namespace']);
    expect(bareCommandList('version\n')).toBeUndefined();
    expect(bareCommandList('version\nUsage: x [options]\n')).toBeUndefined();
  });

  it('nothing where no such line is named, or it belongs to another program or command', () => {
    expect(fullListArgs(fixture('help/git.txt'), { programName: 'git', commandPath: [] })).toBeUndefined();
    expect(fullListArgs(fixture('help/npm.txt'), { programName: 'npm', commandPath: [] })).toBeUndefined();
    expect(fullListArgs(fixture('help/poetry.txt'), { programName: 'other', commandPath: [] })).toBeUndefined();
    expect(fullListArgs("Run 'tool x y z' to list all commands", { programName: 'tool', commandPath: [] })).toBeUndefined();
    expect(fullListArgs("Run 'tool db list' to list all commands", { programName: 'tool', commandPath: ['db'] })).toEqual(['db', 'list']);
  });

  it('adds the commands and namespaces only the complete list has', () => {
    const shown = parseHelp(fixture('help/poetry.txt'), { programName: 'poetry', commandPath: [] });
    const full = parseHelp(fixture('command-lists/poetry__list.txt'), { programName: 'poetry', commandPath: [] });
    const { extra, subcommands } = extraCommands(shown, full);
    expect(extra).toHaveLength(24);
    expect(subcommands).toEqual(extra);
    expect(extra.find((s) => s.name === 'env')!.commands!.map((s) => s.name)).toEqual(['info', 'list', 'remove', 'use']);
  });
});

/** `gem --help` of RubyGems 3.3: no command list, a row pointing to `gem help commands`. */
const GEM = fixture('help/gem.txt');

describe('fullListRowArgs', () => {
  it("finds gem's `gem help commands   list all 'gem' commands` row", () => {
    expect(fullListRowArgs(GEM, { programName: 'gem', commandPath: [] })).toEqual(['help', 'commands']);
  });

  it('needs the program and command path first, at most two more words, and "all ... commands"', () => {
    // Another program's row, or a row of a subcommand's help naming the parent's list.
    expect(fullListRowArgs(GEM, { programName: 'rake', commandPath: [] })).toBeUndefined();
    expect(fullListRowArgs(GEM, { programName: 'gem', commandPath: ['install'] })).toBeUndefined();
    expect(fullListRowArgs('  tool help examples    show some examples of usage\n', { programName: 'tool', commandPath: [] })).toBeUndefined();
    expect(fullListRowArgs('  tool help all the things    list all commands\n', { programName: 'tool', commandPath: [] })).toBeUndefined();
    expect(fullListRowArgs('  tool help <COMMAND>   list all commands\n', { programName: 'tool', commandPath: [] })).toBeUndefined();
    expect(fullListRowArgs('  tool remote list    lists all remote commands\n', { programName: 'tool', commandPath: ['remote'] })).toEqual(['remote', 'list']);
  });
});
