import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../shared/atomic-write.js';
import { readAclFileCached } from './acl-cache.js';
import { AclError, parseAcl } from './acl-file.js';

const allowLs = 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.ls]\n    effect: allow\n    description: ls\n    conditions:\n      effects: {write: approve}\n';

async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'svc-acl-cache-'));
  const file = join(dir, 'acl.yaml');
  const cacheDir = join(dir, 'cache');
  await writeFileAtomic(file, allowLs);
  const cacheFile = async () => join(cacheDir, (await readdir(cacheDir)).find((name) => name.startsWith('acl-'))!);
  return { file, cacheDir, cacheFile };
}

describe('readAclFileCached', () => {
  it('returns what parseAcl returns, from the file the first time and from the cache after', async () => {
    const { file, cacheDir, cacheFile } = await setup();
    const expected = parseAcl(allowLs, file);
    expect(await readAclFileCached(file, cacheDir)).toEqual(expected);
    const entry = JSON.parse(await readFile(await cacheFile(), 'utf8')) as { acl: unknown };
    expect(entry.acl).toEqual(expected);
    expect(await readAclFileCached(file, cacheDir)).toEqual(expected);
  });

  it('never serves an entry for other text: an edited file is parsed again', async () => {
    const { file, cacheDir } = await setup();
    await readAclFileCached(file, cacheDir);
    await writeFileAtomic(file, allowLs.replace('effect: allow', 'effect: deny'));
    expect((await readAclFileCached(file, cacheDir)).rules[0]!.effect).toBe('deny');
    await writeFileAtomic(file, allowLs.replace('effect: allow', 'effect: maybe'));
    await expect(readAclFileCached(file, cacheDir)).rejects.toThrow(new AclError(`${file}:5: rule 1: effect must be allow or deny`));
  });

  it('checks a cache entry like the file: a tampered entry is ignored and the file is parsed', async () => {
    const { file, cacheDir, cacheFile } = await setup();
    await readAclFileCached(file, cacheDir);
    const path = await cacheFile();
    const entry = JSON.parse(await readFile(path, 'utf8')) as { digest: string; acl: { default_effect: string; rules: Record<string, unknown>[] } };
    // Same digest, so only the re-check stands between this entry and an allow-all ACL.
    await writeFile(path, JSON.stringify({ digest: entry.digest, acl: { default_effect: 'allow', rules: [{ callers: '*', targets: ['*'], effect: 'allow' }] } }));
    expect(await readAclFileCached(file, cacheDir)).toEqual(parseAcl(allowLs, file));
    await writeFile(path, '{not json');
    expect(await readAclFileCached(file, cacheDir)).toEqual(parseAcl(allowLs, file));
  });

  it('a missing file is the empty default-deny ACL; an unwritable cache only means parsing', async () => {
    const { file, cacheDir } = await setup();
    expect(await readAclFileCached(join(cacheDir, 'none.yaml'), cacheDir)).toEqual({ default_effect: 'deny', rules: [] });
    await mkdir(cacheDir, { recursive: true });
    await writeFile(join(cacheDir, 'blocker'), '');
    expect(await readAclFileCached(file, join(cacheDir, 'blocker', 'below'))).toEqual(parseAcl(allowLs, file));
  });
});
