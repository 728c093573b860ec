import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import {
  expandCallGlobs, expandPattern, hasGlob, matchSegment, MAX_GLOB_ENTRIES_READ, MAX_GLOB_MATCH_STEPS, MAX_GLOB_MATCHES, newGlobBudget, parseSegment, realGlobFileSystem, type GlobFileSystem,
} from './expand-globs.js';

const matches = (pattern: string, name: string) => matchSegment(parseSegment(pattern).tokens, name);

/** An in-memory tree: directories are objects, files are null; no symlinks. */
function memoryFs(tree: Record<string, unknown>, reads: string[] = []): GlobFileSystem {
  const find = (path: string): unknown => {
    let node: unknown = tree;
    for (const part of path.split('/').filter((p) => p !== '' && p !== '.')) {
      if (node === null || typeof node !== 'object' || !(part in (node as object))) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return node;
  };
  return {
    readDirectory(path, limit) {
      reads.push(path);
      const node = find(path);
      return node !== null && typeof node === 'object' ? Object.keys(node as object).slice(0, limit + 1) : undefined;
    },
    exists(path) {
      const node = find(path);
      return path.endsWith('/') ? node !== null && typeof node === 'object' : node !== undefined;
    },
    resolve: (path) => `/${path.split('/').filter((p) => p !== '' && p !== '.').join('/')}`,
  };
}

const tree = { w: { p: { src: { 'b.ts': null, 'a.ts': null, 'B.ts': null, '.hidden.ts': null, 'c.js': null, '[x].ts': null, sub: { 'd.ts': null } }, lib: { 'e.ts': null } } } };
const opts = (fs = memoryFs(tree)) => ({ cwd: '/w/p', roots: ['/w/p'], fs, budget: newGlobBudget() });

describe('matchSegment', () => {
  it('matches *, ? and bracket expressions with ranges and negation', () => {
    expect(matches('*.ts', 'a.ts')).toBe(true);
    expect(matches('*.ts', 'a.tsx')).toBe(false);
    expect(matches('?.ts', 'ab.ts')).toBe(false);
    expect(matches('[a-c].ts', 'b.ts')).toBe(true);
    expect(matches('[!a-c].ts', 'b.ts')).toBe(false);
    expect(matches('[^a-c].ts', 'd.ts')).toBe(true);
    expect(matches('[]x]', ']')).toBe(true);
    expect(matches('a*b*c', 'aXXbYYc')).toBe(true);
    expect(matches('a*b*c', 'aXXbYY')).toBe(false);
  });
  it('does not match a leading dot with a wildcard, only with a literal dot (bash without dotglob)', () => {
    expect(matches('*', '.env')).toBe(false);
    expect(matches('?env', '.env')).toBe(false);
    expect(matches('[.]env', '.env')).toBe(false);
    expect(matches('.*', '.env')).toBe(true);
  });
  it('treats an unclosed [ and an escaped wildcard as literal', () => {
    expect(hasGlob('a[b')).toBe(false);
    expect(hasGlob('a\\*b')).toBe(false);
    expect(hasGlob('src/*.ts')).toBe(true);
    expect(matches('a\\*', 'a*')).toBe(true);
    expect(matches('a\\*', 'ab')).toBe(false);
  });
  it('stays fast on a pattern built to backtrack', () => {
    const started = performance.now();
    expect(matches(`${'*a'.repeat(60)}b`, 'a'.repeat(255))).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('expandPattern', () => {
  it('gives sorted names (code-unit order), relative as written, no dotfiles', () => {
    expect(expandPattern('src/*.ts', opts())).toEqual({ ok: true, paths: ['src/B.ts', 'src/[x].ts', 'src/a.ts', 'src/b.ts'] });
    expect(expandPattern('./src/[ab].ts', opts())).toEqual({ ok: true, paths: ['./src/a.ts', './src/b.ts'] });
    expect(expandPattern('src/.*', opts())).toEqual({ ok: true, paths: ['src/.hidden.ts'] });
  });
  it('expands wildcards in any segment, absolute patterns stay absolute, a trailing / keeps directories', () => {
    expect(expandPattern('*/*.ts', opts())).toEqual({ ok: true, paths: ['lib/e.ts', 'src/B.ts', 'src/[x].ts', 'src/a.ts', 'src/b.ts'] });
    expect(expandPattern('/w/p/*/sub/d.ts', opts())).toEqual({ ok: true, paths: ['/w/p/src/sub/d.ts'] });
    expect(expandPattern('src/*/', opts())).toEqual({ ok: true, paths: ['src/sub/'] });
  });
  it('reports no match with the directory a relative pattern was taken from', () => {
    expect(expandPattern('src/*.tz', opts())).toEqual({ ok: false, refusal: { kind: 'no-match', directory: '/w/p' } });
    expect(expandPattern('nowhere/*.ts', opts())).toEqual({ ok: false, refusal: { kind: 'no-match', directory: '/w/p' } });
  });
  it('refuses to read a directory outside the roots', () => {
    const reads: string[] = [];
    expect(expandPattern('/etc/*', { ...opts(memoryFs(tree, reads)) })).toEqual({ ok: false, refusal: { kind: 'outside', resolved: '/etc' } });
    expect(reads).toEqual([]);
  });
  it('bounds matches, entries read and wildcard segments', () => {
    const many: Record<string, null> = {};
    for (let i = 0; i <= MAX_GLOB_MATCHES; i++) many[`f${i}`] = null;
    expect(expandPattern('*', { ...opts(memoryFs({ w: { p: many } })) })).toMatchObject({ ok: false, refusal: { kind: 'too-many-matches' } });
    const budget = newGlobBudget();
    budget.entries = 3;
    expect(expandPattern('src/*.ts', { ...opts(), budget })).toMatchObject({ ok: false, refusal: { kind: 'too-many-entries' } });
    expect(MAX_GLOB_ENTRIES_READ).toBeGreaterThan(MAX_GLOB_MATCHES);
    expect(expandPattern(Array(9).fill('*').join('/'), opts())).toMatchObject({ ok: false, refusal: { kind: 'too-complex' } });
  });
});

const wcBinding = {
  spec_version: '1.0', module_id: 'cli.wc', alias: 'wc', description: 'wc', target: { binary: '/usr/bin/wc', command_path: [] }, version: null, tags: [],
  input_schema: {
    type: 'object', additionalProperties: false,
    properties: {
      lines: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '-l' },
      one: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--files0-from', 'x-cli-format': 'path' },
      file: { type: 'array', items: { type: 'string', 'x-cli-format': 'path' }, 'x-cli-kind': 'positional', 'x-cli-position': 0 },
      pattern: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--grep' },
    },
  },
} as unknown as Binding;

describe('expandCallGlobs (real directories)', () => {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'svc-glob-')));
  const root = join(base, 'root');
  const outside = join(base, 'outside');
  mkdirSync(join(root, 'src'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(root, 'src', 'a.ts'), '1\n');
  writeFileSync(join(root, 'src', 'b.ts'), '1\n2\n');
  writeFileSync(join(root, 'notes[1].txt'), 'x\n');
  writeFileSync(join(outside, 'secret.ts'), 's\n');
  symlinkSync(outside, join(root, 'link'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const workspace = { roots: [root], defaultDirectory: root };
  const call = (programArgs: Record<string, unknown>, fs: GlobFileSystem = realGlobFileSystem) =>
    expandCallGlobs({ binding: wcBinding, programArgs, workingDirectory: undefined, parameter: 'working_directory', workspace, fs });

  it('expands path operands only, and leaves other values alone', () => {
    expect(call({ lines: true, file: ['src/*.ts', 'plain'], pattern: '*.ts' })).toEqual({ ok: true, changed: true, args: { lines: true, file: ['src/a.ts', 'src/b.ts', 'plain'], pattern: '*.ts' } });
    expect(call({ pattern: '*.ts' })).toEqual({ ok: true, changed: false, args: { pattern: '*.ts' } });
  });
  it('passes a name that exists as written literally', () => {
    expect(call({ file: ['notes[1].txt'] })).toMatchObject({ ok: true, args: { file: ['notes[1].txt'] } });
  });
  it('refuses a pattern with no match, naming it and the directory', () => {
    const result = call({ file: ['src/*.tz'] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.guidance).toMatch(new RegExp(`^No file matches src/\\*\\.tz in ${root}\\. Nothing was run\\.`));
  });
  it('refuses a pattern through a symlink leading outside the roots, without reading there', () => {
    const reads: string[] = [];
    const fs: GlobFileSystem = { ...realGlobFileSystem, readDirectory: (path, limit) => (reads.push(path), realGlobFileSystem.readDirectory(path, limit)) };
    const result = call({ file: ['link/*.ts'] }, fs);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.guidance).toContain(`names "link/*.ts", which resolves to ${outside}, outside the directories this session may work in`);
    expect(reads).toEqual([]);
  });
  it('stops reading a directory at the entry budget', () => {
    const big = join(root, 'big');
    mkdirSync(big);
    for (let i = 0; i < 50; i++) writeFileSync(join(big, `f${i}`), '');
    expect(realGlobFileSystem.readDirectory(big, 10)).toHaveLength(11);
    const budget = newGlobBudget();
    budget.entries = 10;
    expect(expandPattern('big/f1*', { cwd: root, roots: [root], fs: realGlobFileSystem, budget })).toMatchObject({ ok: false, refusal: { kind: 'too-many-entries' } });
    expect(expandPattern('big/f1?', { cwd: root, roots: [root], fs: realGlobFileSystem, budget: newGlobBudget() })).toMatchObject({ ok: true, paths: Array.from({ length: 10 }, (_, i) => `big/f1${i}`) });
  });
  it('refuses ../* leading out of the root', () => {
    expect(call({ file: ['../*'] })).toMatchObject({ ok: false, guidance: expect.stringContaining('outside the directories this session may work in') });
  });
  it('gives a single-value parameter one match, or refuses several', () => {
    expect(call({ one: 'src/a*' })).toMatchObject({ ok: true, args: { one: 'src/a.ts' } });
    expect(call({ one: 'src/*' })).toMatchObject({ ok: false, guidance: expect.stringContaining('takes one path') });
  });
});

describe('a pattern that would cost svc much CPU', () => {
  it('is refused once its matching passes the step budget, fast, and a plain *.ts over many names stays far below it', () => {
    const names = Array.from({ length: 10_000 }, (_, index) => `${'a'.repeat(240)}${index}`);
    const fs = { resolve: (path: string) => path, readDirectory: () => names, exists: () => true };
    const hostile = `*${'a'.repeat(120)}b`;
    const started = performance.now();
    const refused = expandPattern(hostile, { cwd: '/w', roots: ['/w'], fs, budget: newGlobBudget() });
    const elapsed = performance.now() - started;
    expect(refused).toMatchObject({ ok: false, refusal: { kind: 'too-complex' } });
    console.log(`hostile pattern refused after ${elapsed.toFixed(1)} ms`);
    // Everyday names and an everyday pattern: 10,000 source files, *-7.ts.
    const files = Array.from({ length: 10_000 }, (_, index) => `component-${index}.${index % 2 ? 'ts' : 'css'}`);
    const budget = newGlobBudget();
    const plain = expandPattern('*-7.ts', { cwd: '/w', roots: ['/w'], fs: { ...fs, readDirectory: () => files }, budget });
    expect(plain.ok).toBe(true);
    expect(MAX_GLOB_MATCH_STEPS - budget.steps).toBeLessThan(MAX_GLOB_MATCH_STEPS / 4);
  });
});
