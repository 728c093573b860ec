import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { choiceListSubcommands } from './choice-list-commands.js';
import { toLines } from './layout.js';

const PIPX = readFileSync(new URL('../../../test/fixtures/help/pipx.txt', import.meta.url), 'utf8');

describe('argparse choice-list subcommands', () => {
  it('finds all 14 subcommands of pipx 1.1.0 with their descriptions, wrapped ones joined', () => {
    const help = parseHelp(PIPX, { programName: 'pipx', commandPath: [] });
    expect(help.subcommands.map((s) => s.name)).toEqual([
      'install', 'inject', 'upgrade', 'upgrade-all', 'uninstall', 'uninstall-all', 'reinstall', 'reinstall-all',
      'list', 'run', 'runpip', 'ensurepath', 'environment', 'completions',
    ]);
    expect(help.subcommands.find((s) => s.name === 'ensurepath')!.description).toBe('Ensure directories necessary for pipx operation are in your PATH environment variable.');
  });

  it('reads a list with the subparsers\' own help beside it, its rows commands and no operands (pbr 5.10)', () => {
    const help = parseHelp(readFileSync(new URL('../../../test/fixtures/help/pbr.txt', import.meta.url), 'utf8'), { programName: 'pbr', commandPath: [] });
    expect(help.subcommands.map((s) => s.name)).toEqual(['sha', 'info', 'freeze']);
    expect(help.positionals).toEqual([]);
  });

  it('takes a list of one only with its row under it and the usage\'s `{name} ...`, as argparse renders a group of one verb', () => {
    // Python's own argparse renders the help: a group whose subparsers hold one verb.
    const script = [
      'import argparse',
      'p = argparse.ArgumentParser(prog="tool")',
      'g = p.add_subparsers().add_parser("mcp")',
      'g.add_subparsers(help="MCP actions").add_parser("launch", help="Launch the server")',
      'p.parse_args()',
    ].join('\n');
    const run = spawnSync('/usr/bin/python3', ['-c', script, 'mcp', '--help'], { encoding: 'utf8' });
    expect(run.stdout).toContain('{launch} ...');
    const mcp = parseHelp(run.stdout, { programName: 'tool', commandPath: ['mcp'] });
    expect(mcp.subcommands).toEqual([{ name: 'launch', description: 'Launch the server' }]);
    expect(mcp.positionals).toEqual([]);
    // A one-word brace placeholder with no subparser's `...` is no command list, nor is a list of one without its row.
    expect(choiceListSubcommands(toLines('usage: t [-h] {path}\n\npositional arguments:\n  {path}\n    path   Where\n'))).toEqual([]);
    expect(choiceListSubcommands(toLines('usage: t [-h] {launch} ...\n\npositional arguments:\n  {launch}\n'))).toEqual([]);
  });

  it('keeps a listed choice without a row, with an empty description', () => {
    expect(choiceListSubcommands(toLines('commands:\n  {build,serve}\n    build   Build it\n'))).toEqual([
      { name: 'build', description: 'Build it' },
      { name: 'serve', description: '' },
    ]);
  });

  it('reads the rows under a subparsers metavar the usage takes with `...` (ansible-galaxy 2.14), and drops it as an operand', () => {
    const read = (name: string) => parseHelp(readFileSync(new URL(`../../../test/fixtures/help/${name}.txt`, import.meta.url), 'utf8'), { programName: 'ansible-galaxy', commandPath: name.split('__').slice(1) });
    expect(read('ansible-galaxy').subcommands.map((s) => s.name)).toEqual(['collection', 'role']);
    expect(read('ansible-galaxy').positionals).toEqual([]);
    expect(read('ansible-galaxy__collection').subcommands.map((s) => s.name)).toEqual(['download', 'init', 'build', 'publish', 'install', 'list', 'verify']);
  });

  it('takes no rows under an upper-case word the usage does not follow with `...`', () => {
    expect(choiceListSubcommands(toLines('usage: x [-h] FILE\n\npositional arguments:\n  FILE\n    input   the input\n'))).toEqual([]);
  });

  it("reads the rows under an angle-bracket metavar the usage's wrapped last line takes with `...` (novaclient's `<subcommand>`)", () => {
    const help = 'usage: tool [--version] [--debug]\n            [--timeout <seconds>]\n            <subcommand> ...\n\nPositional arguments:\n  <subcommand>\n    add-host        Add a host.\n    list            List servers; the text\n                    wraps.\n\nOptions:\n  --debug  Print debugging output.\n';
    expect(parseHelp(help, { programName: 'tool', commandPath: [] }).subcommands.map((s) => [s.name, s.description])).toEqual([['add-host', 'Add a host.'], ['list', 'List servers; the text wraps.']]);
    expect(parseHelp(help, { programName: 'tool', commandPath: [] }).positionals).toEqual([]);
    expect(choiceListSubcommands(toLines('usage: x [-h] <file>\n\npositional arguments:\n  <file>\n    input   the input\n'))).toEqual([]);
  });

  it("takes the choice list over a sibling positional's row when the usage takes the list as an operand (argparse's `{build,clean}` beside `cmdline`)", () => {
    const help = [
      'usage: imgtool [-h] [-d {fedora,debian}] [-o PATH]',
      '               {build,clean,summary} ...',
      '',
      'Commands:',
      '  {build,clean,summary}',
      '                        Operation to execute',
      "  cmdline               The command line to use for 'build'",
      '  -h, --help            Show this help',
      '',
      'Distribution:',
      '  -d, --distribution {fedora,debian}',
      '                        Distribution to install',
      '  -o, --output PATH     Output path',
      '',
    ].join('\n');
    expect(parseHelp(help, { programName: 'imgtool', commandPath: [] }).subcommands.map((s) => s.name)).toEqual(['build', 'clean', 'summary']);
    // An option's choices are no commands: the rows stand.
    const optionChoices = 'usage: x [-h] [--format {json,text}]\n\nCommands:\n  {json,text}\n  serve     Serve it\n';
    expect(parseHelp(optionChoices, { programName: 'x', commandPath: [] }).subcommands.map((s) => s.name)).toEqual(['serve']);
  });

  it('ignores a brace list inside prose', () => {
    expect(choiceListSubcommands(toLines('Output format {json,text} for the report.\n'))).toEqual([]);
  });
});
