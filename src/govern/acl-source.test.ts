import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../shared/atomic-write.js';
import { AclError, readAclFile } from './acl-file.js';
import { createAclSource } from './acl-source.js';

const allowLs = 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.ls]\n    effect: allow\n    description: ls\n';

describe('createAclSource', () => {
  it('re-reads the file when it changes, throws while it is malformed, and recovers', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-acl-src-'));
    const file = join(dir, 'acl.yaml');
    await writeFileAtomic(file, allowLs);
    const source = createAclSource(file, { initial: await readAclFile(file) });
    const first = await source();
    expect(first.rules.map((r) => r.targets)).toEqual([['cli.ls']]);
    expect(await source()).toBe(first); // unchanged file: the same document, no re-read
    await writeFileAtomic(file, allowLs.replace('cli.ls', 'cli.git.*'));
    expect((await source()).rules[0]!.targets).toEqual(['cli.git.*']);
    await writeFileAtomic(file, 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.ls]\n    effect: maybe\n');
    await expect(source()).rejects.toThrow(AclError);
    await expect(source()).rejects.toThrow(`${file}:5: rule 1: effect must be allow or deny`);
    await writeFileAtomic(file, allowLs);
    expect((await source()).rules[0]!.targets).toEqual(['cli.ls']);
    await rm(file);
    expect(await source()).toEqual({ default_effect: 'deny', rules: [] });
  });

  it('reads a file that appears later', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-acl-src-'));
    const file = join(dir, 'acl.yaml');
    const source = createAclSource(file);
    expect(await source()).toEqual({ default_effect: 'deny', rules: [] });
    await writeFileAtomic(file, allowLs);
    expect((await source()).rules).toHaveLength(1);
  });
});
