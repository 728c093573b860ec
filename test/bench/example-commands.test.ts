import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandProgram, egCommands, egPages, egSpec, naviCheats, naviSnippets, naviSpec, warpSpec, warpWorkflows } from '../../bench/support/example-commands.js';

// Made-up pages, workflows and cheats in the three collections' shapes (no program of any set).
const egPage = [
  '# tool',
  '',
  'list everything',
  '',
  '    tool list --all',
  '',
  '',
  'in prose `tool --not-read` is no command',
  '',
  '    tool --output <file> \\',
  '      --quiet',
  '',
  '',
  '# Output',
  '',
  '    $ tool remote add <name> -f',
  '    --printed-not-typed',
  '',
  '    $ tool parse --strict < input.txt',
  '',
  '',
  'several lines without a prompt are output',
  '',
  '    tool --output-one',
  '    tool --output-two',
  '',
].join('\n');

const expected = {
  name: 'tool',
  options: [{ name: '--output', args: {} }, { name: '--quiet' }],
  subcommands: [
    { name: 'list', options: [{ name: '--all' }] },
    { name: 'remote', subcommands: [{ name: 'add', options: [{ name: '-f' }] }] },
    { name: 'parse', options: [{ name: '--strict' }] },
  ],
};

describe('eg pages read as a spec', () => {
  it('reads one-line blocks, $ lines of longer blocks and a continued command; not prose or output', () => {
    expect(egCommands(egPage)).toEqual(['tool list --all', 'tool --output <file> \\\n--quiet', 'tool remote add <name> -f', 'tool parse --strict < input.txt']);
    expect(egSpec([egPage], 'tool')).toEqual(expected);
  });

  it("finds a program's own page", () => {
    const dir = mkdtempSync(join(tmpdir(), 'eg-'));
    writeFileSync(join(dir, 'tool.md'), egPage);
    expect(egPages(dir, 'tool')).toEqual([egPage]);
    expect(egPages(dir, 'other')).toBeUndefined();
  });
});

const workflows = [
  'name: List\ncommand: "tool list --all"\ntags: [tool]\n',
  'name: Write\ncommand: |-\n  tool --output {{file}} \\\n    --quiet\narguments:\n  - name: file\n    description: --not-read\n',
  'name: Remote\ncommand: sudo tool remote add {{name}} -f\n',
  "name: Parse\ncommand: 'cat input.txt | tool parse --strict'\n",
  'name: Other\ncommand: other --ignored && tool parse --strict\n',
];

describe('warp workflows read as a spec', () => {
  it('reads the commands of the workflows that start with the program', () => {
    expect(warpSpec(workflows, 'tool')).toEqual({ ...expected, subcommands: expected.subcommands.slice(0, 2) });
  });

  it("finds a program's workflows anywhere under the directory", () => {
    const dir = mkdtempSync(join(tmpdir(), 'warp-'));
    mkdirSync(join(dir, 'a'));
    mkdirSync(join(dir, 'b'));
    workflows.forEach((text, i) => writeFileSync(join(dir, i % 2 ? 'a' : 'b', `w${i}.yaml`), text));
    writeFileSync(join(dir, 'a', 'broken.yaml'), 'command: [unclosed\n');
    expect(warpWorkflows(dir, 'tool')?.sort()).toEqual([workflows[0], workflows[1], workflows[2]].sort());
    expect(warpWorkflows(dir, 'cat')).toEqual([workflows[3]]);
    expect(warpWorkflows(dir, 'missing')).toBeUndefined();
  });
});

const cheat = [
  '% tool, other',
  '',
  '# list everything',
  'tool list --all',
  '',
  '; a comment: tool --not-read',
  '# write to a file',
  'tool --output <file> \\',
  '  --quiet',
  '',
  '# a snippet of two commands',
  'tool remote add <name> -f',
  'tool parse --strict',
  '',
  '$ name: tool remote list --not-read',
  '@ other',
  '# another program',
  'other --ignored',
].join('\n');

describe('navi cheats read as a spec', () => {
  it('reads the snippets that start with the program', () => {
    expect(naviSnippets(cheat)).toHaveLength(4);
    expect(naviSpec([cheat], 'tool')).toEqual(expected);
  });

  it("finds the cheats that hold a program's snippets", () => {
    const dir = mkdtempSync(join(tmpdir(), 'navi-'));
    mkdirSync(join(dir, 'topic'));
    writeFileSync(join(dir, 'topic', 'a.cheat'), cheat);
    writeFileSync(join(dir, 'b.cheat'), '% b\n\n# b\nthird --x\n');
    expect(naviCheats(dir, 'tool')).toEqual([cheat]);
    expect(naviCheats(dir, 'other')).toEqual([cheat]);
    expect(naviCheats(dir, 'third')).toEqual(['% b\n\n# b\nthird --x\n']);
    expect(naviCheats(dir, 'missing')).toBeUndefined();
  });
});

describe('the program a command starts with', () => {
  it('skips sudo and assignments, and takes only a program-like word', () => {
    expect(commandProgram('sudo LANG=C tool -x')).toBe('tool');
    expect(commandProgram('  g++ -c a.cc')).toBe('g++');
    expect(commandProgram('./run.sh')).toBeUndefined();
    expect(commandProgram('<cmd> --x')).toBeUndefined();
    expect(commandProgram('{{tool}} --x')).toBeUndefined();
  });
});
