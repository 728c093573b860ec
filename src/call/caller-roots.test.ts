import { mkdir, mkdtemp, realpath, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCallerRoots } from './caller-roots.js';

let base: string;
beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'svc-caller-roots-')));
  for (const dir of ['shared', 'dev', 'ops', 'alice', 'ops/deep']) await mkdir(join(base, dir), { recursive: true });
  await symlink(join(base, 'dev'), join(base, 'dev-link'));
});

describe('createCallerRoots', () => {
  it('gives a caller the union of every matching entry, by id or principal, else the global roots', () => {
    const roots = createCallerRoots([join(base, 'shared')], [
      { callers: ['role:dev'], roots: [join(base, 'dev-link')] },
      { callers: ['user:alice', 'role:ops'], roots: [join(base, 'alice'), join(base, 'ops')] },
      { callers: ['role:dev'], roots: [join(base, 'dev')] },
    ]);
    // Symlinks resolved; the same root from two entries counted once; entry order kept.
    expect(roots.of('user:alice', ['user:alice', 'role:dev'])).toEqual([join(base, 'dev'), join(base, 'alice'), join(base, 'ops')]);
    expect(roots.of('user:bob', ['user:bob', 'role:dev'])).toEqual([join(base, 'dev')]);
    expect(roots.of('user:carol', ['user:carol', 'role:ops'])).toEqual([join(base, 'alice'), join(base, 'ops')]);
    // A principal names roles only through the token: a caller id that looks like one is not it.
    expect(roots.of('role:dev')).toEqual([join(base, 'dev')]);
    expect(roots.of('stdio')).toEqual([join(base, 'shared')]);
    expect(roots.of('user:dave', ['user:dave', 'role:viewer'])).toEqual([join(base, 'shared')]);
  });

  it('lets "*" name every caller, and with no entries behaves as the global roots alone', () => {
    expect(createCallerRoots([join(base, 'shared')], [{ callers: ['*'], roots: [join(base, 'dev')] }]).of('stdio')).toEqual([join(base, 'dev')]);
    expect(createCallerRoots([], []).of('user:x', ['role:dev'])).toEqual([]);
  });

  it('lists the roots another caller has that a call must not see: not inside its roots, not holding them', () => {
    const roots = createCallerRoots([join(base, 'shared')], [
      { callers: ['role:dev'], roots: [join(base, 'dev')] },
      { callers: ['role:ops'], roots: [join(base, 'ops')] },
      { callers: ['role:deep'], roots: [join(base, 'ops/deep')] },
    ]);
    expect(roots.othersThan([join(base, 'dev')])).toEqual([join(base, 'shared'), join(base, 'ops'), join(base, 'ops/deep')]);
    // ops/deep lies inside ops: visible to ops by the operator's own nesting; ops holds deep's root.
    expect(roots.othersThan([join(base, 'ops')])).toEqual([join(base, 'shared'), join(base, 'dev')]);
    expect(roots.othersThan([join(base, 'ops/deep')])).toEqual([join(base, 'shared'), join(base, 'dev')]);
  });
});
