import { describe, expect, it } from 'vitest';
import { findBinding } from '../../test/support/find-binding.js';
import { ArgvRefusal, renderArgv, renderArgvParts } from './render-argv.js';

const find = findBinding();
const argv = (expression: unknown[], path: string[] = ['.']) => renderArgv(find, { path, expression });
const refusal = (expression: unknown[]): { kind: string; parameter: string; message: string } => {
  try {
    argv(expression);
  } catch (error) {
    if (error instanceof ArgvRefusal) return { kind: error.kind, parameter: error.parameter, message: error.message };
    throw error;
  }
  throw new Error('rendered');
};

describe('rendering find expressions', () => {
  it("find src -name '*.ts' and find . -type f -newer F: predicates in order after the starting points", () => {
    expect(argv([{ name: '*.ts' }], ['src'])).toEqual(['src', '-name', '*.ts']);
    expect(argv([{ type: 'f' }, { newer: 'F' }])).toEqual(['.', '-type', 'f', '-newer', 'F']);
    expect(renderArgv(find, { L: true, path: ['a', 'b'], expression: [{ maxdepth: 1 }, { print: true }] })).toEqual(['-L', 'a', 'b', '-maxdepth', '1', '-print']);
  });

  it('one part per item, so each predicate is judged by its own effect', () => {
    expect(renderArgvParts(find, { path: ['.'], expression: [{ type: 'f' }, { operator: '-o' }, { delete: true }] }).parts).toEqual([
      { parameter: 'path', tokens: ['.'] },
      { parameter: 'expression', tokens: ['-type', 'f'] },
      { parameter: 'expression', tokens: ['-o'] },
      { parameter: 'expression', tokens: ['-delete'] },
    ]);
  });

  it('operators: every word the page lists, nothing else', () => {
    expect(argv([{ operator: '(' }, { name: 'a' }, { operator: '-o' }, { operator: '!' }, { name: 'b' }, { operator: ')' }, { operator: ',' }, { print: true }]))
      .toEqual(['.', '(', '-name', 'a', '-o', '!', '-name', 'b', ')', ',', '-print']);
    expect(refusal([{ operator: '-xor' }])).toEqual({ kind: 'invalid_value', parameter: 'expression[0]', message: 'parameter expression[0]: the operator is one of ( ) ! -not -a -and -o -or ,' });
  });

  it('numbers: n as a number or as +n / -n text; a value after its predicate may start with a dash', () => {
    expect(argv([{ mtime: -3 }, { mmin: '+5' }, { size: '-10k' }, { perm: '-644' }, { name: '-x' }])).toEqual(['.', '-mtime', '-3', '-mmin', '+5', '-size', '-10k', '-perm', '-644', '-name', '-x']);
  });

  it('-exec: the words, then ";" svc adds, or the batch form ending in {} +', () => {
    expect(argv([{ exec: ['wc', '-l', '{}'] }])).toEqual(['.', '-exec', 'wc', '-l', '{}', ';']);
    expect(argv([{ exec: ['wc', '-l', '{}', '+'] }])).toEqual(['.', '-exec', 'wc', '-l', '{}', '+']);
    expect(argv([{ ok: ['rm', '{}'] }])).toEqual(['.', '-ok', 'rm', '{}', ';']);
    // -ok has no batch form: the "+" is a word of the command.
    expect(argv([{ ok: ['echo', '{}', '+'] }])).toEqual(['.', '-ok', 'echo', '{}', '+', ';']);
  });

  it('-exec: a ";" or "{} +" inside the words would end the command early and is refused', () => {
    expect(refusal([{ exec: ['true', ';', '-delete'] }])).toEqual({
      kind: 'invalid_value', parameter: 'expression.exec',
      message: 'parameter expression.exec: the word ";" would end the command early; svc ends it with ";" itself (end the words with "{}", "+" for the batch form)',
    });
    expect(refusal([{ exec: ['echo', '{}', '+', '-delete'] }]).message).toContain('the word "+" would end the command early');
    expect(refusal([{ exec: [] }]).message).toBe("parameter expression.exec takes the command's words as a list of strings");
    expect(refusal([{ exec: ['sh', '-c', 'rm x | y'] }]).kind).toBe('shell_metacharacters');
  });

  it('-fprintf file format and -newerXY: the values in order, the letters glued to the word', () => {
    expect(argv([{ fprintf: { file: 'out.txt', format: '%p %s' } }])).toEqual(['.', '-fprintf', 'out.txt', '%p %s']);
    expect(argv([{ newerXY: { XY: 'mt', reference: '2024-01-01' } }])).toEqual(['.', '-newermt', '2024-01-01']);
    expect(refusal([{ newerXY: { XY: 'm', reference: 'F' } }]).message).toBe('parameter expression.newerXY: "XY" is 2 letters');
    expect(refusal([{ newerXY: { XY: 'm;', reference: 'F' } }]).kind).toBe('invalid_value');
    expect(refusal([{ fprintf: { file: 'out.txt' } }]).message).toBe('parameter expression.fprintf needs its value "format"');
  });

  it('switches take true; an item is one predicate; unknown predicates, NUL and line breaks are refused', () => {
    expect(refusal([{ delete: false }]).message).toBe('parameter expression.delete takes no value: give true, or leave the item out');
    expect(refusal([{ name: 'a', type: 'f' }]).message).toBe('parameter expression[0] must be an object with exactly one predicate or "operator" ({"name": "*.ts"}, {"operator": "-o"})');
    expect(refusal([{}]).kind).toBe('invalid_value');
    expect(refusal(['-delete']).kind).toBe('invalid_value');
    expect(refusal([{ fly: true }]).message).toBe('expression has no predicate "fly"');
    expect(refusal([{ name: 'a\nb' }]).kind).toBe('control_characters');
  });

  it('patterns may hold metacharacters; other values may not', () => {
    expect(argv([{ regex: '.*\\.(ts|js)$' }])).toEqual(['.', '-regex', '.*\\.(ts|js)$']);
    expect(refusal([{ type: 'f;d' }])).toEqual({ kind: 'shell_metacharacters', parameter: 'expression.type', message: 'parameter expression.type contains shell metacharacters ;' });
  });
});
