/**
 * Issue 8, concurrent scans lose nothing: ten `svc scan` processes at once into one HOME keep every
 * generated ACL rule; a symlinked acl.yaml stays a symlink; a comment inside a generated rule
 * survives a rescan. Real `svc` processes scanning real installed programs.
 */
import { lstat, readFile, readlink, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { svc, tempHome, which } from '../scan/helpers.js';

const PROGRAMS = ['ls', 'cat', 'head', 'tail', 'wc', 'sort', 'grep', 'jq', 'diff', 'env'].filter((name) => which(name));
if (PROGRAMS.length < 10) console.warn(`concurrent scans: only ${PROGRAMS.length} of 10 programs installed`);

async function aclTargets(home: string): Promise<string[]> {
  const acl = YAML.parse(await readFile(join(home, '.svc', 'acl.yaml'), 'utf8')) as { rules: Array<{ targets: string[] }> };
  return acl.rules.flatMap((rule) => rule.targets).sort();
}

describe('concurrent svc scan runs', () => {
  it('ten parallel scans keep every generated rule, as one scan of all of them does', async () => {
    const together = await tempHome();
    expect((await svc(['scan', ...PROGRAMS, '--depth', '1'], together)).exitCode).toBe(0);
    const expected = await aclTargets(together);
    expect(expected.length).toBeGreaterThan(0);

    const parallel = await tempHome();
    const runs = await Promise.all(PROGRAMS.map((program) => svc(['scan', program, '--depth', '1'], parallel)));
    expect(runs.map((run) => run.exitCode)).toEqual(PROGRAMS.map(() => 0));
    expect(await aclTargets(parallel)).toEqual(expected);
  }, 180_000);

  it('a symlinked acl.yaml is written through its link, and a comment inside a generated rule survives', async () => {
    const home = await tempHome();
    expect((await svc(['scan', 'ls', '--depth', '1'], home)).exitCode).toBe(0);
    const acl = join(home, '.svc', 'acl.yaml');
    const real = join(home, 'acl-real.yaml');
    const text = await readFile(acl, 'utf8');
    // A comment inside the generated allow rule, above its targets.
    const commented = text.replace(/(\n(\s+)targets:)/, '\n$2# reviewed by the platform team$1');
    expect(commented).not.toBe(text);
    await writeFile(real, commented);
    await rename(acl, `${acl}.old`);
    await symlink(real, acl);
    expect((await svc(['scan', 'cat', '--depth', '1'], home)).exitCode).toBe(0);
    expect((await lstat(acl)).isSymbolicLink()).toBe(true);
    expect(await readlink(acl)).toBe(real);
    const after = await readFile(real, 'utf8');
    expect(after).toContain('# reviewed by the platform team');
    expect(await aclTargets(home)).toEqual(expect.arrayContaining(['cli.cat', 'cli.ls']));
  }, 120_000);
});
