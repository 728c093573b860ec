/**
 * Governance of find's expression (issue 32): each rendered predicate judged by its own effect,
 * the files predicates name confined to the roots, and no glob expansion inside the expression.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBinding } from '../../test/support/find-binding.js';
import { expandCallGlobs } from '../call/expand-globs.js';
import { renderArgvParts } from '../exec/render-argv.js';
import { argumentPolicy } from './argument-policy.js';
import { findCallPathOutsideRoots, pathParametersOfCall } from './call-paths.js';
import { expressionItemProperty } from './expression-parts.js';
import { expressionPaths } from './expression-paths.js';

const find = findBinding();
const expression = find.input_schema.properties.expression!;
const verdict = (items: unknown[], conditions?: Parameters<typeof argumentPolicy>[2]) =>
  argumentPolicy(find, renderArgvParts(find, { path: ['.'], expression: items }).parts, conditions);

describe('argument policy over find expressions', () => {
  it('tests and printing run unasked: find . -type f -newer F -print', () => {
    expect(verdict([{ type: 'f' }, { newer: 'F' }, { operator: '!' }, { name: '*.js' }, { print: true }])).toEqual({ needsApproval: [] });
  });

  it('-exec, -execdir, -ok and -okdir are refused as running a program', () => {
    for (const key of ['exec', 'execdir', 'ok', 'okdir']) {
      expect(verdict([{ name: 'x' }, { [key]: ['touch', 'MARKER'] }]).denied, key).toEqual({
        parameter: 'expression', flag: `-${key}`, effect: 'exec', reason: `curated: find -${key} runs a program`, by: 'effect',
      });
    }
  });

  it('an ACL that lets exec ask turns -exec into an approval', () => {
    expect(verdict([{ exec: ['wc', '{}'] }], { effects: { exec: 'approve' } })).toEqual({
      needsApproval: [{ parameter: 'expression', flag: '-exec', effect: 'exec', reason: 'curated: find -exec runs a program', by: 'effect' }],
    });
  });

  it('-delete, -fprint, -fprint0, -fls and -fprintf need approval as writes', () => {
    expect(verdict([{ delete: true }, { fprint: 'a' }, { fprint0: 'b' }, { fls: 'c' }, { fprintf: { file: 'd', format: '%p' } }]).needsApproval.map((f) => [f.flag, f.effect, f.reason])).toEqual([
      ['-delete', 'write', 'curated: find -delete deletes the files found'],
      ['-fprint', 'write', 'curated: find -fprint writes the named file'],
      ['-fprint0', 'write', 'curated: find -fprint0 writes the named file'],
      ['-fls', 'write', 'curated: find -fls writes the named file'],
      ['-fprintf', 'write', 'curated: find -fprintf <file> writes the named file'],
    ]);
  });

  it('deny_params may name a predicate by its word', () => {
    expect(verdict([{ name: 'x' }, { prune: true }], { deny_params: ['-prune'] }).denied).toMatchObject({ flag: '-prune', by: 'deny_params' });
  });

  it('without a sandbox, -follow and -files0-from need approval as the options of those words would (paths svc cannot check)', () => {
    const parts = renderArgvParts(find, { path: ['.'], expression: [{ follow: true }, { files0_from: 'list' }, { name: 'x' }] }).parts;
    expect(argumentPolicy(find, parts, undefined, { indirectPathsNeedApproval: true }).needsApproval.map((f) => [f.flag, f.effect, f.by, f.reason])).toEqual([
      ['-follow', 'read', 'unsandboxed', 'curated: find -follow follows symbolic links, wherever they point'],
      ['-files0-from', 'read', 'unsandboxed', 'curated: find -files0-from searches the starting points named inside the list file'],
    ]);
    expect(argumentPolicy(find, parts).needsApproval).toEqual([]);
  });

  it('a part no predicate renders is never harmless', () => {
    expect(expressionItemProperty(expression, ['-unheard', 'x'])).toMatchObject({ 'x-cli-effect': 'write', 'x-cli-effect-source': 'default' });
    expect(expressionItemProperty(expression, ['-newermt', 'x'])).toMatchObject({ 'x-cli-flag': '-newer', 'x-cli-effect': 'read' });
    expect(expressionItemProperty(expression, ['-o'])).toMatchObject({ 'x-cli-effect': 'none' });
  });
});

describe('files an expression names', () => {
  it('read: -newer, -anewer, -samefile, -newerXY reference; write: -fprint, the file of -fprintf; patterns are no files', () => {
    expect(expressionPaths(expression, [{ name: '*.ts' }, { newer: 'F' }, { samefile: 'G' }, { newerXY: { XY: 'mm', reference: 'H' } }])).toEqual({
      effect: 'read', reason: 'curated: find -newer reads the named file', values: ['F', 'G', 'H'],
    });
    expect(expressionPaths(expression, [{ newer: 'F' }, { fprintf: { file: 'out', format: '%p' } }])).toEqual({
      effect: 'write', reason: 'curated: find -fprintf <file> writes the named file', values: ['F', 'out'],
    });
    expect(expressionPaths(expression, [{ name: '/etc/*' }, { exec: ['cat', '/etc/passwd'] }])).toBeUndefined();
  });

  it('path confinement sees them, the starting points too', () => {
    expect(pathParametersOfCall(find, { path: ['src'], expression: [{ newer: '../F' }] }).map((p) => [p.parameter, p.effect, p.values])).toEqual([
      ['path', 'read', ['src']], ['expression', 'read', ['../F']],
    ]);
    expect(findCallPathOutsideRoots(find, { path: ['.'], expression: [{ newer: '/etc/passwd' }] }, '/w/p', ['/w/p'])).toEqual({
      parameter: 'expression', value: '/etc/passwd', resolved: '/etc/passwd',
    });
    expect(findCallPathOutsideRoots(find, { path: ['.'], expression: [{ fprint: '/tmp/out' }] }, '/w/p', ['/w/p'])?.value).toBe('/tmp/out');
    expect(findCallPathOutsideRoots(find, { path: ['.'], expression: [{ newer: 'F' }, { name: '/etc/passwd' }] }, '/w/p', ['/w/p'])).toBeUndefined();
  });
});

describe('globs and expressions', () => {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'svc-findexpr-')));
  mkdirSync(join(base, 'src'));
  writeFileSync(join(base, 'src', 'a.ts'), '');
  writeFileSync(join(base, 'src', 'b.ts'), '');
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const workspace = { roots: [base], defaultDirectory: base };

  it('starting points are expanded; the expression is find\'s own (-newer takes one word, -name a pattern)', () => {
    const args = { path: ['s*'], expression: [{ name: '*.ts' }, { newer: 'src/*.ts' }] };
    expect(expandCallGlobs({ binding: find, programArgs: args, workingDirectory: undefined, parameter: 'working_directory', workspace })).toEqual({
      ok: true, changed: true, args: { path: ['src'], expression: [{ name: '*.ts' }, { newer: 'src/*.ts' }] },
    });
  });
});
