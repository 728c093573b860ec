/**
 * A production build of the svc CLI for tests that run what `--show-config` snippets run:
 * `node <package>/dist/cli/main.js`. It goes into `.tmp/<name>/` inside the checkout (so the
 * build's imports resolve from the checkout's node_modules), with a `package.json` naming svc.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cliBuildOptions } from '../../tsup.config.js';
import { REPO_ROOT } from './paths.js';

/** Builds into `.tmp/<name>/dist` and returns the package directory and its `bin/svc.js` path. */
export async function buildSvcPackage(name: string): Promise<{ dir: string; svcPath: string; main: string }> {
  const dir = join(REPO_ROOT, '.tmp', name);
  const { build } = await import('tsup');
  // tsup resolves its entries from the working directory, which a serve fixture moves to its HOME.
  const cwd = process.cwd();
  process.chdir(REPO_ROOT);
  try {
    await build(cliBuildOptions(join(dir, 'dist'), REPO_ROOT));
  } finally {
    process.chdir(cwd);
  }
  await mkdir(join(dir, 'bin'), { recursive: true });
  await writeFile(join(dir, 'package.json'), '{"name":"svc","type":"module","private":true}\n');
  await writeFile(join(dir, 'bin', 'svc.js'), '');
  return { dir, svcPath: join(dir, 'bin', 'svc.js'), main: join(dir, 'dist', 'cli', 'main.js') };
}
