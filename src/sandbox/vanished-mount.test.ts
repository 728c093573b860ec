import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { vanishedMountPoint } from './vanished-mount.js';

const dir = mkdtempSync(join(tmpdir(), 'svc-vanished-'));
const gone = join(dir, 'gone.conf');
const present = join(dir, 'present.conf');
writeFileSync(present, 'x\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('vanishedMountPoint', () => {
  it('names a mount point bubblewrap could not make when the launch mounts over it and it is gone', () => {
    const args = ['--ro-bind', '/dev/null', gone];
    expect(vanishedMountPoint(`bwrap: Can't create file at ${gone}: Read-only file system\n`, args)).toBe(gone);
    expect(vanishedMountPoint(`bwrap: Can't mkdir ${gone}: Read-only file system\n`, ['--tmpfs', gone])).toBe(gone);
  });

  it('is undefined while the path still exists, when the launch never named it, or for any other failure', () => {
    expect(vanishedMountPoint(`bwrap: Can't create file at ${present}: Read-only file system\n`, ['--ro-bind', '/dev/null', present])).toBeUndefined();
    expect(vanishedMountPoint(`bwrap: Can't create file at ${gone}: Read-only file system\n`, ['--ro-bind', '/dev/null', '/etc/other'])).toBeUndefined();
    expect(vanishedMountPoint(`bwrap: Can't find source path ${gone}: No such file or directory\n`, ['--ro-bind', gone, gone])).toBeUndefined();
    expect(vanishedMountPoint(`cat: ${gone}: No such file or directory\n`, [gone])).toBeUndefined();
    // The program's own output that merely quotes bubblewrap is not its first line.
    expect(vanishedMountPoint(`warning\nbwrap: Can't create file at ${gone}: Read-only file system\n`, [gone])).toBeUndefined();
  });
});
