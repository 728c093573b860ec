import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { implicitRoot, isInsideRoots, operatorWorkspace, realOperatorRoots, realpathOfDeepestAncestor, resolveLikeKernel, resolveWorkingDirectory, usableWorkspace } from './workspace.js';

let base: string;
beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'svc-ws-unit-')));
  await mkdir(join(base, 'proj', 'src'), { recursive: true });
  await mkdir(join(base, 'other'), { recursive: true });
  await writeFile(join(base, 'proj', 'file.txt'), 'x');
  await symlink(join(base, 'other'), join(base, 'proj', 'link'));
});

describe('usableWorkspace: client roots only narrow the operator\'s', () => {
  it('covers every combination', () => {
    // No root at all: svc's own directory is the root (never a working_directory a caller gives).
    expect(usableWorkspace([], undefined, '/cwd')).toEqual({ roots: ['/cwd'], defaultDirectory: '/cwd' });
    expect(usableWorkspace([], [], '/cwd')).toEqual({ roots: ['/cwd'], defaultDirectory: '/cwd' });
    // The folders a client program declares stand in for the operator's.
    expect(usableWorkspace([], ['/c/a', '/c/b'], '/cwd')).toEqual({ roots: ['/c/a', '/c/b'], defaultDirectory: '/c/a' });
    expect(usableWorkspace(['/o'], undefined, '/cwd')).toEqual({ roots: ['/o'], defaultDirectory: '/o' });
    expect(usableWorkspace(['/o'], [], '/cwd')).toEqual({ roots: ['/o'], defaultDirectory: '/o' });
    expect(usableWorkspace(['/o'], ['/x', '/o/p', '/o'], '/cwd')).toEqual({ roots: ['/o/p', '/o'], defaultDirectory: '/o/p' });
    // A client root wider than an operator root yields the operator root; a sibling with a common prefix does not count.
    expect(usableWorkspace(['/o/p', '/q'], ['/o', '/o/pp'], '/cwd')).toEqual({ roots: ['/o/p'], defaultDirectory: '/o/p' });
    const none = usableWorkspace(['/o'], ['/x'], '/cwd');
    expect(none.roots).toEqual([]);
    expect(none.refusal).toContain("The client's roots (/x) all lie outside the directories the operator lets svc work in (/o)");
  });

  it('takes HOME for the implicit root of a server started in /, never / itself', () => {
    expect(implicitRoot('/', '/tmp')).toBe(realpathSync('/tmp'));
    expect(implicitRoot('/tmp', '/root')).toBe(realpathSync('/tmp'));
    expect(usableWorkspace([], undefined, '/').roots).not.toContain('/');
  });

  it('isInsideRoots compares whole path segments', () => {
    expect(isInsideRoots('/o/p', ['/o'])).toBe(true);
    expect(isInsideRoots('/o', ['/o'])).toBe(true);
    expect(isInsideRoots('/op', ['/o'])).toBe(false);
    expect(isInsideRoots('/', ['/o'])).toBe(false);
    expect(isInsideRoots('/anything', ['/'])).toBe(true);
  });
});

describe('resolveWorkingDirectory', () => {
  it('defaults, resolves relative paths from the default, resolves symlinks and refuses what lies outside', () => {
    const ws = operatorWorkspace([join(base, 'proj')], '/cwd');
    const proj = join(base, 'proj');
    expect(resolveWorkingDirectory(undefined, ws)).toEqual({ ok: true, directory: proj });
    expect(resolveWorkingDirectory('src', ws)).toEqual({ ok: true, directory: join(proj, 'src') });
    expect(resolveWorkingDirectory(join(proj, 'src', '..'), ws)).toEqual({ ok: true, directory: proj });
    expect(resolveWorkingDirectory('link', ws)).toEqual({
      ok: false,
      guidance: `The working_directory ${join(proj, 'link')}, which resolves to ${join(base, 'other')} is outside the directories this session may work in, so nothing was run. Usable roots: ${proj}. Retry with a working_directory inside one of them (absolute, or relative to ${proj}).`,
    });
    expect(resolveWorkingDirectory('missing', ws)).toEqual({
      ok: false,
      guidance: `The working_directory "missing" (${join(proj, 'missing')}) does not exist. Nothing was run. Use a directory inside the usable roots: ${proj} (or leave working_directory out to run in ${proj}).`,
    });
    expect(resolveWorkingDirectory('file.txt', ws)).toMatchObject({ ok: false, guidance: `The working_directory ${join(proj, 'file.txt')} is not a directory. Nothing was run. Use a directory inside the usable roots: ${proj} (or leave working_directory out to run in ${proj}).` });
  });

  it('without roots anything existing goes, relative to svc\'s directory', () => {
    expect(resolveWorkingDirectory('other', { roots: [], defaultDirectory: base })).toEqual({ ok: true, directory: join(base, 'other') });
  });

  it('realpathOfDeepestAncestor judges paths that do not exist yet by their existing ancestor', () => {
    expect(realpathOfDeepestAncestor(join(base, 'proj', 'link', 'new', 'file'))).toBe(join(base, 'other', 'new', 'file'));
  });

  it('realOperatorRoots refuses a root that does not exist or is a file', () => {
    expect(realOperatorRoots([join(base, 'proj', 'link')])).toEqual([join(base, 'other')]);
    expect(() => realOperatorRoots([join(base, 'nope')])).toThrow(`the root ${join(base, 'nope')} does not exist; create it or fix --root / roots in the config`);
    expect(() => realOperatorRoots([join(base, 'proj', 'file.txt')])).toThrow('is not a directory');
  });
});

describe('resolveLikeKernel (issue 19 item 6): symlinks before `..`, as the kernel walks a path', () => {
  let base: string;
  let root: string;
  let outside: string;
  beforeAll(() => {
    base = realpathSync(mkdtempSync(join(tmpdir(), 'svc-kernel-path-')));
    root = join(base, 'root');
    outside = join(base, 'outside');
    mkdirSync(join(root, 'sub'), { recursive: true });
    mkdirSync(join(outside, 'dir', 'deep'), { recursive: true });
    writeFileSync(join(outside, 'secret'), 'secret\n');
    writeFileSync(join(root, 'secret'), 'decoy\n');
    symlinkSync(join(outside, 'dir'), join(root, 'link'));             // absolute target
    symlinkSync('../outside/dir/deep', join(root, 'rel'));             // relative target
    symlinkSync('link', join(root, 'link2'));                          // a symlink to a symlink
    symlinkSync('link2', join(root, 'link3'));                         // a chain
    symlinkSync('sub', join(root, 'inner'));                           // stays inside
    symlinkSync('loop-b', join(root, 'loop-a'));
    symlinkSync('loop-a', join(root, 'loop-b'));
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('link/../secret is judged beside the link\'s target, not as <root>/secret', () => {
    expect(resolveLikeKernel('link/../secret', root)).toEqual({ path: join(outside, 'secret') });
    // What the kernel really opens: the outside file (string concatenation: path.join would apply `..` by name).
    expect(readFileSync(`${root}/link/../secret`, 'utf8')).toBe('secret\n');
    expect(resolveLikeKernel(`${root}/link/../secret`, '/')).toEqual({ path: join(outside, 'secret') });
  });

  it('follows relative targets, links to links and chains', () => {
    expect(resolveLikeKernel('rel/../../secret', root)).toEqual({ path: join(outside, 'secret') });
    expect(resolveLikeKernel('link2/../secret', root)).toEqual({ path: join(outside, 'secret') });
    expect(resolveLikeKernel('link3/deep/../../secret', root)).toEqual({ path: join(outside, 'secret') });
    expect(resolveLikeKernel('inner/../secret', root)).toEqual({ path: join(root, 'secret') });
  });

  it('`..` beyond / stays at /; a missing tail is taken by name', () => {
    expect(resolveLikeKernel('/../../..', root)).toEqual({ path: '/' });
    expect(resolveLikeKernel('../'.repeat(60) + 'etc/passwd', root)).toEqual({ path: '/etc/passwd' });
    expect(resolveLikeKernel('sub/new/file.txt', root)).toEqual({ path: join(root, 'sub', 'new', 'file.txt') });
    expect(resolveLikeKernel('link/new/file.txt', root)).toEqual({ path: join(outside, 'dir', 'new', 'file.txt') });
    expect(resolveLikeKernel('missing/../secret', root)).toEqual({ path: join(root, 'secret') });
    expect(resolveLikeKernel('missing/../../outside/secret', root)).toEqual({ path: join(outside, 'secret') });
    // Out of the missing part again, links count again (mkdir -p would create `missing`, then follow `link`).
    expect(resolveLikeKernel('missing/more/../../link/../secret', root)).toEqual({ path: join(outside, 'secret') });
  });

  it('a symlink loop and a path longer than PATH_MAX cannot be judged', () => {
    expect(resolveLikeKernel('loop-a/x', root)).toEqual({ unresolvable: 'symlink-loop' });
    expect(resolveLikeKernel('a/'.repeat(1 << 19), root)).toEqual({ unresolvable: 'too-long' });
  });

  it('realpathOfDeepestAncestor walks the same way', () => {
    expect(realpathOfDeepestAncestor(`${root}/link/../secret`)).toBe(join(outside, 'secret'));
    expect(realpathOfDeepestAncestor(join(root, 'link', 'not-yet'))).toBe(join(outside, 'dir', 'not-yet'));
  });
});
