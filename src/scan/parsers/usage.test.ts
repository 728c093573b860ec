import { describe, expect, it } from 'vitest';
import { splitSections, toLines } from './layout.js';
import { allUsages, usageFacts } from './usage.js';
import { parseHelp } from './index.js';

const usagesOf = (text: string): string[] => {
  const lines = toLines(text);
  return allUsages(lines, splitSections(lines));
};

describe('allUsages', () => {
  it('a wide gap inside brackets is layout, not the start of prose (tree\'s `[-H  baseHREF]`)', () => {
    const usages = usagesOf('usage: tree [-acd] [-L level [-R]] [-H  baseHREF]\n\t[-T title] [--help] [--] [directory ...]\n  -a            All files are listed.\n');
    expect(usages).toEqual(['tree [-acd] [-L level [-R]] [-H baseHREF] [-T title] [--help] [--] [directory ...]']);
    expect(usageFacts(usages[0]!, { programName: 'tree' }).positionals).toEqual([{ name: 'directory', required: false, variadic: true, type: 'path' }]);
  });

  it('still ends a usage at a wide gap outside brackets (npm\'s prose)', () => {
    expect(usagesOf('Usage:\n\nnpm install        install all the dependencies in your project\nnpm test           run this project\'s tests\n')).toEqual(['npm install', 'npm test']);
  });

  it('a line piping into the program is a usage of its own', () => {
    expect(usagesOf('USAGE:\n    rg [OPTIONS] --type-list\n    command | rg [OPTIONS] PATTERN\n    rg [OPTIONS] --help\n')).toEqual([
      'rg [OPTIONS] --type-list', 'command | rg [OPTIONS] PATTERN', 'rg [OPTIONS] --help',
    ]);
  });
});

describe('allUsages over paragraphs', () => {
  it('reads every usage paragraph of the section, blank lines between (blkid: four forms)', async () => {
    const { readFileSync } = await import('node:fs');
    const { cleanHelpText } = await import('./clean.js');
    const text = cleanHelpText(readFileSync(new URL('../../../test/fixtures/help/blkid.txt', import.meta.url), 'utf8'));
    const lines = toLines(text);
    expect(allUsages(lines, splitSections(lines))).toEqual([
      'blkid --label <label> | --uuid <uuid>',
      'blkid [--cache-file <file>] [-ghlLv] [--output <format>] [--match-tag <tag>] [--match-token <token>] [<dev> ...]',
      'blkid -p [--match-tag <tag>] [--offset <offset>] [--size <size>] [--output <format>] <dev> ...',
      'blkid -i [--match-tag <tag>] [--output <format>] <dev> ...',
    ]);
  });

  it('stops at a blank line followed by anything but another usage of the program', () => {
    const lines = toLines('Usage:\n  tool [options]\n\n  tool is a program that does things\n\n  tool build [--watch]\n');
    expect(allUsages(lines, splitSections(lines))).toEqual(['tool [options]']);
  });
});

describe('allUsages over a row whose text wraps (kubectx)', () => {
  it('skips the wrapped text of one usage and reads the usages below it', () => {
    const text = 'USAGE:\n  kubectx -d <NAME> [<NAME...>] : delete context <NAME>\n                                  (this command won\'t delete the user entry\n                                  that is used by the context)\n  kubectx -u, --unset           : unset the current context\n\n  kubectx -h,--help             : show this message\n';
    const lines = toLines(text);
    expect(allUsages(lines, splitSections(lines))).toEqual(['kubectx -d <NAME> [<NAME...>] : delete context <NAME>', 'kubectx -u, --unset']);
  });

  it('still ends at prose that is not followed by another usage', () => {
    const text = 'Usage:\n  tool [options] FILE\n          This tool reads the file and prints it.\nOptions:\n  -a  all\n';
    const lines = toLines(text);
    expect(allUsages(lines, splitSections(lines))).toEqual(['tool [options] FILE']);
  });
});

describe('usages of a program printed first by its path, then by its name', () => {
  // lastpass-cli's layout (argv[0] on the first usage only), in words of our own.
  const text = 'Vault CLI v2\n\nUsage:\n  /usr/bin/vault {--help|--version}\n  vault open [--force, -f] NAME\n  vault lock\n  vault put [--sync=auto|now] {--user|--pass|--field=FIELD} NAME\n  vault team subcommand teamname ...\n';
  it('reads one usage per line, the program known by its file name', () => {
    expect(usagesOf(text)).toEqual([
      '/usr/bin/vault {--help|--version}', 'vault open [--force, -f] NAME', 'vault lock',
      'vault put [--sync=auto|now] {--user|--pass|--field=FIELD} NAME', 'vault team subcommand teamname ...',
    ]);
  });
  it('lists each usage\'s command, the bare one and the group included', () => {
    expect(parseHelp(text, { programName: 'vault', commandPath: [] }).subcommands.map((sub) => sub.name)).toEqual(['open', 'lock', 'put', 'team']);
  });
  it('reads the options of a required choice in braces, the first one too', () => {
    const put = parseHelp('Usage: /usr/bin/vault put [--sync=auto|now] {--user|--pass|--field=FIELD} NAME\n', { programName: 'vault', commandPath: ['put'] });
    expect(put.flags.map((flag) => [flag.long, flag.type])).toEqual([['--sync', 'string'], ['--user', 'boolean'], ['--pass', 'boolean'], ['--field', 'string']]);
  });
  it('reads a group\'s verbs from usages that name the program by its path', () => {
    const team = parseHelp('team: unrecognized option \'--help\'\nUsage: /usr/bin/vault team subcommand teamname ...\n  /usr/bin/vault team ls TEAM\n  /usr/bin/vault team add [--admin=[true|false]] TEAM USER\n  /usr/bin/vault team rm TEAM\n', { programName: 'vault', commandPath: ['team'] });
    expect(team.subcommands.map((sub) => sub.name)).toEqual(['ls', 'add', 'rm']);
  });
});

describe('a help indented as a whole, usages as shell prompts (meow)', () => {
  it('reads the titles at the shared margin as headings and the prompt as the usage', () => {
    const text = '\n  Make unicorns\n\n  Usage\n    $ foo <input> [output]\n\n  Options\n    --rainbow, -r  Include a rainbow\n\n  Examples\n    $ foo unicorns --rainbow\n';
    const help = parseHelp(text, { programName: 'foo' });
    expect(help.usage).toBe('foo <input> [output]');
    expect(help.positionals.map((p) => [p.name, p.required])).toEqual([['input', true], ['output', false]]);
    expect(help.flags.map((flag) => [flag.long, flag.short])).toEqual([['--rainbow', '-r']]);
  });
});

describe('dashed command rows under a group title, one blank line between (projj)', () => {
  it('reads the rows under `More commands`', () => {
    const text = 'Usage: repo [command] [options]\n\nOptions:\n  -h, --help     output usage information\n\nCommands:\n  *              See "More commands"\n  More commands\n\n    add - Add repository\n    find - Find repository\n    sync - Run hook in every repository\n';
    expect(parseHelp(text, { programName: 'repo' }).subcommands.map((sub) => [sub.name, sub.description])).toEqual([
      ['add', 'Add repository'], ['find', 'Find repository'], ['sync', 'Run hook in every repository'],
    ]);
  });
});

describe("Go's flag package: `Usage of NAME:` over one-dash long options", () => {
  const help = [
    'Usage of diskfree:',
    '  -all',
    '    \tinclude pseudo file systems',
    '  -hide-fs string',
    '    \thide specific filesystems, separated with commas',
    '  -avail-threshold string',
    '    \tthe coloring threshold of the avail column (default "10G,1G")',
    '  -width uint',
    '    \tmax output width',
    '',
  ].join('\n');

  it('reads no usage from the heading, and every row under it as an option, hyphenated names too', async () => {
    const { parseHelp } = await import('./index.js');
    const parsed = parseHelp(help, { programName: 'diskfree' });
    expect(parsed.usage).toBeUndefined();
    expect(parsed.flags.map((f) => [f.short ?? f.long, f.valueName ?? null])).toEqual([
      ['-all', null],
      ['-hide-fs', 'string'],
      ['-avail-threshold', 'string'],
      ['-width', 'uint'],
    ]);
  });
});

describe('a choice of a metavariable and literal words (the shape of wg show)', () => {
  // A made-up program of the shape: set programs are never fixtures.
  const usage = 'tunctl show { <device> | all | devices } [rx-bytes | tx-bytes | rx-packets | tx-packets | rx-errors | tx-errors | rx-dropped | tx-dropped | carrier | mtu | dump]';

  it('is one operand named by its metavariable, the words its known values, required in braces', () => {
    const facts = usageFacts(usage, { programName: 'tunctl', commandPath: ['show'] });
    expect(facts.positionals[0]).toEqual({ name: 'device', required: true, variadic: false, type: 'string', knownValues: ['all', 'devices'] });
  });

  it('names a long choice of words by its first word, so the property stays a short key', () => {
    const facts = usageFacts(usage, { programName: 'tunctl', commandPath: ['show'] });
    expect(facts.positionals[1]!.name).toBe('rx-bytes_or_other');
    expect(facts.positionals[1]!.enumValues).toHaveLength(11);
    expect(facts.positionals[1]!.required).toBe(false);
  });

  it('keeps a short choice of words named by all its words', () => {
    const facts = usageFacts('snapper copy [active|screen|area]', { programName: 'snapper', commandPath: ['copy'] });
    expect(facts.positionals.map((p) => p.name)).toEqual(['active_or_screen_or_area']);
  });

  it('reads `[ FILE | all ]` as optional', () => {
    const facts = usageFacts('tool dump [ FILE | all ]', { programName: 'tool', commandPath: ['dump'] });
    expect(facts.positionals).toEqual([{ name: 'file', required: false, variadic: false, type: 'path', knownValues: ['all'] }]);
  });
});
