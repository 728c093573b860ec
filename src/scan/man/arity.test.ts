import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from '../parsers/index.js';
import type { ParsedFlag } from '../types.js';
import { valueFromManPage } from './arity.js';
import { parseManPage } from './parse.js';

const fixture = (kind: 'help' | 'man', name: string): string => readFileSync(new URL(`../../../test/fixtures/${kind}/${name}.txt`, import.meta.url), 'utf8');
const helpSwitch = (long: string, extra: Partial<ParsedFlag> = {}): ParsedFlag => ({ long, type: 'boolean', description: 'from the help', source: 'help', ...extra });
/** The man flag of a one-entry page `OPTIONS\n       HEAD\n           text.` with the given SYNOPSIS. */
function manFlag(head: string, synopsis = 'prog [options]'): { flag: ParsedFlag | undefined; synopses: string[] } {
  const page = parseManPage(`NAME\n       prog - does things\n\nSYNOPSIS\n       ${synopsis}\n\nOPTIONS\n       ${head}\n           Does what it says.\n`);
  return { flag: page.flags.find((flag) => flag.long !== undefined && head.includes(flag.long)), synopses: page.synopses ?? [] };
}
function decide(long: string, head: string, synopsis?: string, extra?: Partial<ParsedFlag>): ParsedFlag | undefined {
  const { flag, synopses } = manFlag(head, synopsis);
  return valueFromManPage(helpSwitch(long, extra), flag, synopses);
}

describe('valueFromManPage: the side that shows a value wins', () => {
  it('gives a help switch the required value its page glues on', () => {
    expect(decide('--max-redirect', '--max-redirect=number')).toEqual({ long: '--max-redirect', valueName: 'number', valueStyle: 'equals', type: 'integer', description: 'from the help', source: 'help' });
  });

  it('keeps an optional value optional: `[=V]` and a bare spelling beside `=V`', () => {
    expect(decide('--branches', '--branches[=<pattern>]')).toEqual({ long: '--branches', valueName: 'pattern', valueOptional: true, valueStyle: 'equals', type: 'string', description: 'from the help', source: 'help' });
    expect(decide('--user-path', '--user-path, --user-path=<path>')).toEqual({ long: '--user-path', valueName: 'path', valueOptional: true, valueStyle: 'equals', type: 'path', description: 'from the help', source: 'help' });
  });

  it('takes a value given apart when the synopsis shows it as the option\'s own', () => {
    expect(decide('--series', '--series <file>', 'git quiltimport [--dry-run | -n] [--patches <dir>] [--series <file>]')).toEqual({ long: '--series', valueName: 'file', valueStyle: 'separate', type: 'path', description: 'from the help', source: 'help' });
    expect(decide('--module-path', '--module-path modulepath', 'java [options] mainclass [args ...]')?.valueName).toBe('modulepath');
  });

  it("takes the page's repetition, not the help's: java's `--module-path <module path>...` is one list", () => {
    expect(decide('--module-path', '--module-path modulepath', 'java [options] mainclass [args ...]', { repeatable: true })).toEqual({ long: '--module-path', valueName: 'modulepath', valueStyle: 'separate', type: 'string', description: 'from the help', source: 'help' });
    expect(decide('--type', '--type TYPE ...')?.repeatable).toBe(true);
  });

  it('leaves a boolean literal, an ellipsis alone and a synopsis-only value to the help', () => {
    expect(decide('--buildDrafts', '-D, --buildDrafts[=false]')).toBeUndefined();
    expect(decide('--strict', '--strict=true|false')).toBeUndefined();
    expect(decide('--strict', '--strict=(true|false)')).toBeUndefined();
    expect(decide('--unrestricted', '-u, --unrestricted ...')).toBeUndefined();
    const reset = parseManPage(fixture('man', 'git-rev-list').replace(/^SYNOPSIS$/m, 'SYNOPSIS\n       git rev-list (--patch | -p) [<tree-ish>]'));
    const patch = reset.flags.find((flag) => flag.long === '--patch');
    expect([patch?.valueName, patch?.description]).toEqual(['tree-ish', '']);
    expect(valueFromManPage(helpSwitch('--patch'), patch, reset.synopses ?? [])).toBeUndefined();
  });

  it('changes nothing the help already gives a value or a negation', () => {
    expect(decide('--delay', '--delay=DELAY', undefined, { valueName: 'SECS', type: 'integer' })).toBeUndefined();
    expect(decide('--thin', '--thin=<mode>', undefined, { negation: '--no-thin' })).toBeUndefined();
    expect(valueFromManPage(helpSwitch('--other'), manFlag('--delay=DELAY').flag, [])).toBeUndefined();
  });
});

describe("git's modes: the page shows the operands of the form an option picks", () => {
  // git 2.39.5: `git replace -h` rows are parse-options' (exact arity); git-replace(1) writes the
  // modes with their operands (`--edit <object>`, `-l <pattern>, --list <pattern>`).
  const help = parseHelp(fixture('help', 'git__replace'), { programName: 'git', commandPath: ['replace'] });
  const page = parseManPage(fixture('man', 'git-replace'));
  const decideGit = (long: string) => valueFromManPage(help.flags.find((flag) => flag.long === long)!, page.flags.find((flag) => flag.long === long), page.synopses ?? []);

  it('reads the page as giving those modes values', () => {
    expect(['--edit', '--list', '--graft'].map((long) => page.flags.find((flag) => flag.long === long)?.valueName)).toEqual(['object', 'pattern', '<commit> [<parent>...]']);
  });

  it('keeps them switches: unbracketed in the synopsis with the operand after, or the operand bracketed apart', () => {
    expect(page.synopses).toContain('git replace [-f] --edit <object>');
    expect(page.synopses).toContain('git replace [--format=<format>] [-l [<pattern>]]');
    expect(['--edit', '--list', '--graft'].map(decideGit)).toEqual([undefined, undefined, undefined]);
  });

  it('does the same for modes the synopsis shows without brackets after other options', () => {
    expect(decide('--get-color', '--get-color <name> [<default>]', 'git config [<file-option>] --get-color <name> [<default>]')).toBeUndefined();
    expect(decide('--get-urlmatch', '--get-urlmatch <name> <URL>', 'git config [<file-option>] [--type=<type>] [-z|--null] --get-urlmatch <name> <URL>')).toBeUndefined();
  });
});
