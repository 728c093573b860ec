import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParsedHelp } from '../types.js';
import { parseExpressionGrammar } from './expression.js';
import { withExpressionGrammar } from './expression-help.js';

/** Pages captured with `man --nh --nj` at MANWIDTH=100, LC_ALL=C (see test/fixtures/man/README.md). */
const text = (name: string) => readFileSync(new URL(`../../../test/fixtures/man/${name}.txt`, import.meta.url), 'utf8');
const find = parseExpressionGrammar(text('find'))!;
const predicate = (token: string) => find.predicates.find((p) => `${p.token}${p.glued ?? ''}` === token);

describe('parseExpressionGrammar on find(1) (GNU findutils 4.9.0; lists read off the fixture text)', () => {
  it('operators are the words of the OPERATORS entries', () => {
    expect(find.operators).toEqual(['(', ')', '!', '-not', '-a', '-and', '-o', '-or', ',']);
  });

  it('predicates are every entry of POSITIONAL OPTIONS, GLOBAL OPTIONS, TESTS and ACTIONS, in page order', () => {
    expect(find.predicates.map((p) => [p.group, `${p.token}${p.glued ?? ''}`])).toEqual([
      ...['-daystart', '-follow', '-regextype', '-warn', '-nowarn'].map((t) => ['positional options', t]),
      ...['-d', '-depth', '-files0-from', '-help', '-ignore_readdir_race', '-maxdepth', '-mindepth', '-mount', '-noignore_readdir_race', '-noleaf', '-version', '-xdev']
        .map((t) => ['global options', t]),
      ...['-amin', '-anewer', '-atime', '-cmin', '-cnewer', '-ctime', '-empty', '-executable', '-false', '-fstype', '-gid', '-group', '-ilname', '-iname',
        '-inum', '-ipath', '-iregex', '-iwholename', '-links', '-lname', '-mmin', '-mtime', '-name', '-newer', '-newerXY', '-nogroup', '-nouser', '-path',
        '-perm', '-readable', '-regex', '-samefile', '-size', '-true', '-type', '-uid', '-used', '-user', '-wholename', '-writable', '-xtype', '-context']
        .map((t) => ['tests', t]),
      ...['-delete', '-exec', '-execdir', '-fls', '-fprint', '-fprint0', '-fprintf', '-ls', '-ok', '-okdir', '-print', '-print0', '-printf', '-prune', '-quit']
        .map((t) => ['actions', t]),
    ]);
  });

  it('values: placeholders as printed, n signed (the page: "+n ... -n ... n"), integers where the text says so', () => {
    expect(predicate('-name')).toEqual({
      token: '-name', group: 'tests', values: [{ name: 'pattern', type: 'string' }],
      description: 'Base of file name (the path with the leading directories removed) matches shell pattern pattern.',
    });
    expect(predicate('-mtime')?.values).toEqual([{ name: 'n', type: 'signed' }]);
    expect(predicate('-size')?.values).toEqual([{ name: 'n', type: 'signed', suffixes: 'cwbkMG' }]);
    expect(predicate('-maxdepth')?.values).toEqual([{ name: 'levels', type: 'integer' }]);
    expect(predicate('-newer')?.values).toEqual([{ name: 'reference', type: 'string' }]);
    expect(predicate('-samefile')?.values).toEqual([{ name: 'name', type: 'string' }]);
    // -perm mode, -perm -mode, -perm /mode, -perm +mode: one predicate, one value.
    expect(predicate('-perm')?.values).toEqual([{ name: 'mode', type: 'string' }]);
    expect(predicate('-fprintf')?.values).toEqual([{ name: 'file', type: 'string' }, { name: 'format', type: 'string' }]);
    expect(predicate('-empty')).toEqual({ token: '-empty', group: 'tests', values: [], description: 'File is empty and is either a regular file or a directory.' });
    expect(predicate('-delete')?.values).toEqual([]);
  });

  it('-newerXY: the capitals glued to the word are a placeholder the call fills', () => {
    expect(predicate('-newerXY')).toEqual({
      token: '-newer', glued: 'XY', group: 'tests', values: [{ name: 'reference', type: 'string' }],
      description: 'Succeeds if timestamp X of the file being considered is newer than timestamp Y of the file reference.',
    });
  });

  it('commands: -exec and -execdir end with ; or {} +, -ok and -okdir only with ;', () => {
    expect(predicate('-exec')).toEqual({ token: '-exec', group: 'actions', values: [], terminators: [';', '+'], description: 'Execute command; true if 0 status is returned.' });
    // `-execdir command ;` has no text of its own: the page describes both forms under `-execdir command {} +`.
    expect(predicate('-execdir')?.terminators).toEqual([';', '+']);
    expect(predicate('-execdir')?.description).toBe('Like -exec, but the specified command is run from the subdirectory containing the matched file, which is not normally the directory in which you started find.');
    expect(predicate('-ok')?.terminators).toEqual([';']);
    expect(predicate('-okdir')?.terminators).toEqual([';']);
  });

  it('prose at the tag column is no predicate: "-n for less than n", "-size, -uid and -used) as"', () => {
    expect(predicate('-n')).toBeUndefined();
    // The wrapped line of the introduction does not hide the real entries below it.
    expect(predicate('-size')?.values).toEqual([{ name: 'n', type: 'signed', suffixes: 'cwbkMG' }]);
    expect(predicate('-uid')?.values).toEqual([{ name: 'n', type: 'signed' }]);
  });

  it('pages whose synopsis does not end in [expression] have none', () => {
    for (const name of ['ls', 'grep', 'tar', 'git', 'fdfind']) expect(parseExpressionGrammar(text(name)), name).toBeUndefined();
  });
});

describe('withExpressionGrammar', () => {
  const help: ParsedHelp = {
    format: 'gnu', description: '', usage: '/usr/bin/find [-H] [-L] [-P] [-Olevel] [-D debugopts] [path...] [expression]',
    flags: [
      { short: '-H', type: 'boolean', description: '' },
      { short: '-D', valueName: 'debugopts', type: 'string', description: '' },
      { short: '-depth', type: 'boolean', description: '-files0-from FILE -maxdepth LEVELS -mindepth LEVELS' },
      { short: '-amin', valueName: 'N', type: 'integer', description: '-anewer FILE -atime N' },
      { short: '-n', type: 'boolean', description: 'for less than n,' },
    ],
    positionals: [
      { name: 'path', required: false, variadic: true, type: 'path', description: '' },
      { name: 'expression', required: false, variadic: false, type: 'string', description: '' },
    ],
    subcommands: [],
  };

  it('keeps the options the usage shows before the operands; the predicates the help parsers took for options go', () => {
    const result = withExpressionGrammar(help, find);
    expect(result.flags.map((flag) => flag.short)).toEqual(['-H', '-D']);
    expect(result.positionals).toEqual(help.positionals);
    expect(result.expression).toBe(find);
  });

  it('adds the expression operand when the usage did not show it', () => {
    const result = withExpressionGrammar({ ...help, positionals: help.positionals.slice(0, 1) }, find);
    expect(result.positionals.map((p) => p.name)).toEqual(['path', 'expression']);
  });
});
