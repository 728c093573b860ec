import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BINDING_SUFFIX, readBindings, type LoadedBindings } from './store.js';
import { BINDING_SPEC_VERSION } from './types.js';
import type { Logger } from '../log/index.js';
import { writeFileAtomic } from '../shared/atomic-write.js';

interface CacheFile {
  fingerprint: string;
  loaded: LoadedBindings;
}

/** Identity of a modules directory's contents: every binding file's name, size, mtime and ctime. */
async function fingerprintOf(dir: string): Promise<string> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(BINDING_SUFFIX)).sort();
  const stats = await Promise.all(names.map(async (name) => {
    const s = await stat(join(dir, name));
    return [name, s.size, s.mtimeMs, s.ctimeMs, s.ino];
  }));
  return createHash('sha256').update(JSON.stringify([BINDING_SPEC_VERSION, resolve(dir), stats])).digest('hex');
}

/**
 * {@link readBindings} with a parsed-result cache in `cacheDir`: serving 1,000 bindings should not
 * re-parse 1,000 YAML files on every start. The cache is used only when every binding file still
 * has the name, size, mtime, ctime and inode it had when the cache was written, so an edit, a
 * rescan, an added or removed file all cause a fresh read; a missing, corrupt or unwritable
 * cache just means a fresh read.
 *
 * @example
 * const { bindings, errors } = await readBindingsCached(config.modules_dir, config.cache_dir);
 */
export async function readBindingsCached(dir: string, cacheDir: string, log?: Logger): Promise<LoadedBindings> {
  let fingerprint: string;
  try {
    fingerprint = await fingerprintOf(dir);
  } catch {
    return readBindings(dir);
  }
  const cacheFile = join(cacheDir, `serve-bindings-${createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 16)}.json`);
  try {
    const cached = JSON.parse(await readFile(cacheFile, 'utf8')) as CacheFile;
    if (cached.fingerprint === fingerprint && Array.isArray(cached.loaded?.bindings) && Array.isArray(cached.loaded?.errors)) {
      log?.debug({ cache: cacheFile, bindings: cached.loaded.bindings.length }, 'bindings read from the serve cache');
      return cached.loaded;
    }
  } catch {
    /* no usable cache: read the files */
  }
  const loaded = await readBindings(dir);
  try {
    // Re-check: a file changed while we read would otherwise be cached under the old fingerprint.
    if ((await fingerprintOf(dir)) === fingerprint) {
      await writeFileAtomic(cacheFile, JSON.stringify({ fingerprint, loaded } satisfies CacheFile), { mode: 0o600 });
    }
  } catch (error) {
    log?.debug({ err: (error as Error).message, cache: cacheFile }, 'could not write the serve binding cache');
  }
  return loaded;
}
