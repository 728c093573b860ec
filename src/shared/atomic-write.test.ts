import { chmod, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write.js';

describe('writeFileAtomic', () => {
  it('creates parent directories and replaces the file whole', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-atomic-'));
    const file = join(dir, 'a', 'b', 'x.yaml');
    await writeFileAtomic(file, 'one\n');
    await writeFileAtomic(file, 'two\n');
    expect(await readFile(file, 'utf8')).toBe('two\n');
    expect(await readdir(join(dir, 'a', 'b'))).toEqual(['x.yaml']);
  });

  it('leaves the original untouched and no temp file when the write fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-atomic-'));
    const file = join(dir, 'keep.yaml');
    await writeFile(file, 'original\n');
    await chmod(dir, 0o500);
    try {
      if (process.getuid?.() === 0) {
        // root ignores directory permissions; a path through a regular file fails for everyone.
        await expect(writeFileAtomic(join(file, 'child.yaml'), 'x')).rejects.toThrow(/ENOTDIR|EEXIST/);
      } else {
        await expect(writeFileAtomic(file, 'new\n')).rejects.toThrow(/EACCES/);
      }
    } finally {
      await chmod(dir, 0o700);
    }
    expect(await readFile(file, 'utf8')).toBe('original\n');
    expect(await readdir(dir)).toEqual(['keep.yaml']);
  });
});
