import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseExpressionGrammar } from '../../scan/man/expression.js';
import { classifyExpression, predicateKey } from './expression-effects.js';

const grammar = parseExpressionGrammar(readFileSync(new URL('../../../test/fixtures/man/find.txt', import.meta.url), 'utf8'))!;
const effects = classifyExpression({ tool: 'find', commandPath: [] }, grammar);

describe('classifyExpression over find(1)', () => {
  it('keys are the predicate words without the dash, glued placeholders kept', () => {
    expect(predicateKey({ token: '-files0-from' })).toBe('files0_from');
    expect(predicateKey({ token: '-newer', glued: 'XY' })).toBe('newerXY');
    expect(effects.size).toBe(grammar.predicates.length);
  });

  it('-exec, -execdir, -ok, -okdir run programs; -delete and the -f* actions write; -newer, -samefile and friends read', () => {
    const notNone = [...effects].filter(([, effect]) => effect.effect !== 'none').map(([key, effect]) => [key, effect.effect]);
    expect(notNone).toEqual([
      ['files0_from', 'read'], ['anewer', 'read'], ['cnewer', 'read'], ['newer', 'read'], ['newerXY', 'read'], ['samefile', 'read'],
      ['delete', 'write'], ['exec', 'exec'], ['execdir', 'exec'], ['fls', 'write'], ['fprint', 'write'], ['fprint0', 'write'], ['fprintf', 'write'],
      ['ok', 'exec'], ['okdir', 'exec'],
    ]);
    expect(effects.get('exec')).toEqual({ effect: 'exec', reason: 'curated: find -exec runs a program', source: 'curated' });
    expect(effects.get('delete')).toEqual({ effect: 'write', reason: 'curated: find -delete deletes the files found', source: 'curated' });
    expect(effects.get('newer')).toEqual({ effect: 'read', reason: 'curated: find -newer reads the named file', source: 'curated' });
  });

  it('-fprintf file format: the file is written, the format is none; -newerXY: the letters are none, the reference read', () => {
    expect(effects.get('fprintf')?.values).toEqual([
      { name: 'file', effect: 'write', reason: 'curated: find -fprintf <file> writes the named file', source: 'curated' },
      { name: 'format', effect: 'none', reason: 'curated: find -fprintf <format> is the output format', source: 'curated' },
    ]);
    expect(effects.get('newerXY')?.values).toEqual([
      { name: 'XY', effect: 'none', reason: 'help: -newerXY: XY names the timestamps compared', source: 'help' },
      { name: 'reference', effect: 'read', reason: 'curated: find -newer reads the named file', source: 'curated' },
    ]);
  });

  it('patterns are marked so metacharacters in them pass: -name, -path, -regex, -printf', () => {
    for (const key of ['name', 'iname', 'path', 'ipath', 'wholename', 'regex', 'iregex', 'lname', 'printf']) expect(effects.get(key)?.text, key).toBe('pattern');
    expect(effects.get('type')?.text).toBeUndefined();
  });
});
