import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDocument } from './engine.js';
import { cleanHelpText, helpFromSynopses, parseHelp, subcommandSynopses } from './index.js';
import { isOptionGroup, siblingUsage, usageSubcommands } from './usage-subcommands.js';

const fixture = (name: string): string =>
  cleanHelpText(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures', 'help', `${name}.txt`), 'utf8'));

describe('subcommands named by usage lines', () => {
  it('reads git remote\'s `or:` lines, skipping the option group before `show`', () => {
    const names = [...usageSubcommands(readDocument(fixture('git__remote')), { programName: 'git', commandPath: ['remote'] }).keys()];
    expect(names).toEqual(['add', 'rename', 'remove', 'set-head', 'show', 'prune', 'update', 'set-branches', 'get-url', 'set-url']);
    const synopses = subcommandSynopses(fixture('git__remote'), { programName: 'git', commandPath: ['remote'] });
    expect(synopses.get('show')).toEqual(['git remote show [-n] <name>']);
    expect(synopses.get('set-url')).toHaveLength(3);
  });

  it('reads git stash\'s optional `[push ...]` and npm\'s flush-left usages', () => {
    const stash = usageSubcommands(readDocument(fixture('git__stash')), { programName: 'git', commandPath: ['stash'] });
    expect([...stash.keys()]).toEqual(['list', 'show', 'drop', 'pop', 'apply', 'branch', 'push', 'save', 'clear', 'create', 'store']);
    expect(stash.get('push')![0]).toMatch(/^git stash push \[-p \| --patch\] .*\[<pathspec>\.\.\.\]$/);
    const npm = usageSubcommands(readDocument(fixture('npm__config')), { programName: 'npm', commandPath: ['config'] });
    expect([...npm.keys()]).toEqual(['set', 'get', 'delete', 'list', 'edit', 'fix']);
  });

  it('reads git bisect\'s alternatives and prefers its fuller rows', () => {
    const bisect = usageSubcommands(readDocument(fixture('git__bisect')), { programName: 'git', commandPath: ['bisect'] });
    expect([...bisect.keys()]).toEqual(['help', 'start', 'bad', 'good', 'new', 'old', 'terms', 'skip', 'next', 'reset', 'visualize', 'view', 'replay', 'log', 'run']);
    expect(bisect.get('bad')).toEqual(['git bisect bad [<rev>]']);
    expect(bisect.get('start')![0]).toContain('[--no-checkout] [--first-parent]');
  });

  it('finds nothing without the program name, for a lone word, or in a sibling\'s usage', () => {
    expect(usageSubcommands(readDocument(fixture('git__remote'))).size).toBe(0);
    const ssh = readDocument('usage: ssh [-46AaC] [-p port] destination [command [argument ...]]\n');
    expect(usageSubcommands(ssh, { programName: 'ssh' }).size).toBe(0);
    const log = readDocument('usage: git log [<options>] [<revision-range>] [[--] <path>...]\n   or: git show [<options>] <object>...\n');
    expect(usageSubcommands(log, { programName: 'git', commandPath: ['log'] }).size).toBe(0);
  });

  it('keeps a subcommand\'s options out of its parent and lists the subcommands', () => {
    const help = parseHelp(fixture('git__remote'), { programName: 'git', commandPath: ['remote'] });
    expect(help.flags.map((f) => f.long ?? f.short)).toEqual(['--verbose']);
    expect(help.subcommands.map((s) => s.name)).toContain('set-head');
  });
});

describe('option groups between a command and its subcommand', () => {
  it('takes a placeholder named for a kind of options for options, not for an operand', () => {
    expect(['[options]', '[-v | --verbose]', '[<file-option>]', '[global-options]', '[GLOBAL_OPTIONS]', '[<cmd-options>...]'].map(isOptionGroup)).toEqual([true, true, true, true, true, true]);
    expect(['[file]', '[<options-file>]', '[<option>]x', '[optional]'].map(isOptionGroup)).toEqual([false, false, false, false]);
  });

  it("reads the commands of usage lines that put a kind of options first (pip config's `[<file-option>] list`), none of them an operand", () => {
    const text = [
      'Usage:', '  pip config [<file-option>] list', '  pip config [<file-option>] [--editor <editor-path>] edit', '',
      '  pip config [<file-option>] get command.option', '  pip config [<file-option>] set command.option value', '',
      'Options:', '  --user   Use the user configuration file only', '',
    ].join('\n');
    const help = parseHelp(text, { programName: 'pip', commandPath: ['config'] });
    expect(help.subcommands.map((sub) => sub.name)).toEqual(['list', 'edit', 'get', 'set']);
    expect(help.positionals).toEqual([]);
  });
});

describe('help from synopses', () => {
  it('binds git remote add from its usage line', () => {
    const help = helpFromSynopses(['git remote add [-t <branch>] [-m <master>] [-f] [--tags | --no-tags] [--mirror=<fetch|push>] <name> <url>'], 'Add a remote');
    expect(help.description).toBe('Add a remote');
    expect(help.flags.map((f) => f.long ?? f.short)).toEqual(['-t', '-m', '-f', '--tags', '--mirror']);
    expect(help.flags.find((f) => f.long === '--tags')?.negation).toBe('--no-tags');
    expect(help.flags.find((f) => f.short === '-t')?.valueName).toBe('<branch>');
    expect(help.positionals.map((p) => [p.name, p.required])).toEqual([['name', true], ['url', true]]);
    expect(help.subcommands).toEqual([]);
  });

  it('reads `(-m | --message) <message>` and `--term-{new,bad}=<term>`', () => {
    const store = helpFromSynopses(['git stash store [(-m | --message) <message>] [-q | --quiet] <commit>'], '');
    expect(store.flags.find((f) => f.long === '--message')?.valueName).toBe('<message>');
    const start = helpFromSynopses(['git bisect start [--term-{new,bad}=<term> --term-{old,good}=<term>] [--no-checkout]'], '');
    expect(start.flags.map((f) => f.long)).toEqual(['--term-new', '--term-bad', '--term-old', '--term-good', '--no-checkout']);
  });

  it('reads a choice of words after the command\'s path as one operand taking those words, with the command known', () => {
    const usage = 'shot-tool copy [active|screen|area] [FILE|-]';
    const help = helpFromSynopses([usage], 'Copy it', { programName: 'shot-tool', commandPath: ['copy'] });
    expect(help.positionals).toEqual([
      { name: 'active_or_screen_or_area', required: false, variadic: false, type: 'enum', enumValues: ['active', 'screen', 'area'], description: '' },
      { name: 'file', required: false, variadic: false, type: 'path', description: '' },
    ]);
    // A required choice in braces; without the command known the words stay unread, as before.
    expect(helpFromSynopses(['shot-tool save {png|jpg} FILE'], '', { programName: 'shot-tool', commandPath: ['save'] }).positionals.map((p) => [p.name, p.required, p.enumValues])).toEqual([['png_or_jpg', true, ['png', 'jpg']], ['file', true, undefined]]);
    expect(helpFromSynopses([usage], '').positionals.map((p) => p.name)).toEqual(['file']);
  });

  it('takes systemctl\'s row arguments, even after a one-space gap', () => {
    const synopses = subcommandSynopses(fixture('systemctl'), { programName: 'systemctl' });
    expect(synopses.get('list-units')).toEqual(['systemctl list-units [PATTERN...]']);
    expect(synopses.get('set-property')).toEqual(['systemctl set-property UNIT PROPERTY=VALUE...']);
    expect(synopses.get('mount-image')).toEqual(['systemctl mount-image UNIT PATH [PATH [OPTS]]']);
    expect(synopses.has('daemon-reload')).toBe(false);
    const help = helpFromSynopses(synopses.get('list-units')!, '');
    expect(help.positionals).toEqual([{ name: 'pattern', required: false, variadic: true, type: 'string', description: '' }]);
  });
});

describe('siblingUsage', () => {
  const usages = [
    'hub release [--include-drafts] [--exclude-prereleases] [-L <LIMIT>] [-f <FORMAT>]',
    'hub release show [-f <FORMAT>] <TAG>',
    'hub release create [-dpoc] [-a <FILE>] [-m <MESSAGE>|-F <FILE>] [-t <TARGET>] <TAG>',
  ];
  const create = { programName: 'hub', commandPath: ['release', 'create'] };

  it('leaves out the group\'s own line and a sibling\'s once the command\'s own line is there', () => {
    expect(usages.map((usage) => siblingUsage(usage, usages, create))).toEqual([true, true, false]);
  });

  it('keeps every line when none starts with the command\'s own words', () => {
    const only = usages.filter((usage) => !usage.startsWith('hub release create'));
    expect(only.map((usage) => siblingUsage(usage, only, create))).toEqual([false, false]);
  });

  it('keeps a line with the group\'s options before the command word, and a generic command line', () => {
    const submodule = ['git submodule [--quiet] add [-b <branch>] <repository>', 'git submodule add [--force]', 'git submodule [--quiet] <command> [<args>]'];
    const context = { programName: 'git', commandPath: ['submodule', 'add'] };
    expect(submodule.map((usage) => siblingUsage(usage, submodule, context))).toEqual([false, false, false]);
  });
});

describe('wordForms', () => {
  it('spells out a word with alternatives inside, and leaves any other word as it is', async () => {
    const { wordForms } = await import('./usage-subcommands.js');
    expect(wordForms('set-(sink|source)-mute')).toEqual(['set-sink-mute', 'set-source-mute']);
    expect(wordForms('move-(sink-input|source-output)')).toEqual(['move-sink-input', 'move-source-output']);
    expect(wordForms('stat')).toEqual(['stat']);
    expect(wordForms('(a|b)')).toEqual(['a', 'b']);
  });
});

describe('a required choice of commands in braces (iproute2, init scripts)', () => {
  it('names each word of `{add|change|replace}` after the command as a subcommand', () => {
    const doc = readDocument('Usage: ip address {add|change|replace} IFADDR dev IFNAME [ LIFETIME ]\n       ip address del IFADDR dev IFNAME\n       ip address {save|flush} [ dev IFNAME ]\n');
    expect([...usageSubcommands(doc, { programName: 'ip', commandPath: ['address'] }).keys()]).toEqual(['add', 'change', 'replace', 'del', 'save', 'flush']);
  });
});
