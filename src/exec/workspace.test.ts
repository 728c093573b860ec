import { mkdir, mkdtemp, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isInsideRoots, operatorWorkspace, realOperatorRoots, realpathOfDeepestAncestor, resolveWorkingDirectory, usableWorkspace } from './workspace.js';

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
    expect(usableWorkspace([], undefined, '/cwd')).toEqual({ roots: [], defaultDirectory: '/cwd' });
    expect(usableWorkspace([], [], '/cwd')).toEqual({ roots: [], defaultDirectory: '/cwd' });
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
