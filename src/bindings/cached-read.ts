import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BINDING_SUFFIX, bindingProblem, readBindings, type LoadedBindings } from './store.js';
import { BINDING_SPEC_VERSION } from './types.js';
import type { Logger } from '../log/index.js';
import { writeFileAtomic } from '../shared/atomic-write.js';
import { readRegularFile } from '../shared/regular-file.js';

interface CacheFile {
  fingerprint: string;
  loaded: LoadedBindings;
}

/** {@link LoadedBindings} read through the cache, with the identity of the files they were read from. */
export interface FingerprintedBindings extends LoadedBindings {
  /**
   * Identity of the binding files these bindings were read from (names, sizes, times, inodes),
   * when they did not change during the read: equal fingerprints mean equal bindings, so what
   * is derived from them can be kept under it.
   */
  fingerprint?: string;
}

/**
 * Why a cache entry cannot be used: the cache is a file too, and a tampered one must not serve
 * what the same content in binding files would be refused for. So every cached binding gets the
 * checks of a binding file ({@link bindingProblem}, aliases unique), and the entry must account
 * for exactly as many files as the directory holds. Returns the problem, or undefined.
 */
export function cachedBindingsProblem(loaded: unknown, fileCount: number): string | undefined {
  const value = loaded as Partial<LoadedBindings> | undefined;
  if (!value || !Array.isArray(value.bindings) || !Array.isArray(value.errors)) return 'not a cache entry';
  if (value.bindings.length + value.errors.length !== fileCount) return `it accounts for ${value.bindings.length + value.errors.length} binding files, the directory holds ${fileCount}`;
  const aliases = new Set<string>();
  const modules = new Set<string>();
  for (const binding of value.bindings) {
    const problem = bindingProblem(binding);
    if (problem) return `cached binding ${JSON.stringify((binding as { module_id?: unknown })?.module_id ?? null)}: ${problem}`;
    if (aliases.has(binding.alias)) return `alias ${binding.alias} appears twice`;
    if (modules.has(binding.module_id)) return `module ${binding.module_id} appears twice`;
    aliases.add(binding.alias);
    modules.add(binding.module_id);
  }
  for (const error of value.errors) {
    if (!error || typeof error.file !== 'string' || typeof error.message !== 'string') return 'a load error entry is malformed';
  }
  return undefined;
}

async function bindingNames(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith(BINDING_SUFFIX)).sort();
}

/** Identity of a modules directory's contents: every binding file's name, size, mtime and ctime. */
async function fingerprintOf(dir: string): Promise<string> {
  const names = await bindingNames(dir);
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
 * cache just means a fresh read. A cache hit is checked like binding files are
 * ({@link cachedBindingsProblem}); an entry that fails is ignored (logged at warn) and the files
 * are read.
 *
 * @example
 * const { bindings, errors } = await readBindingsCached(config.modules_dir, config.cache_dir);
 */
export async function readBindingsCached(dir: string, cacheDir: string, log?: Logger): Promise<FingerprintedBindings> {
  let fingerprint: string;
  try {
    fingerprint = await fingerprintOf(dir);
  } catch {
    return readBindings(dir);
  }
  const cacheFile = join(cacheDir, `serve-bindings-${createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 16)}.json`);
  try {
    const cached = JSON.parse(await readRegularFile(cacheFile)) as CacheFile;
    if (cached.fingerprint === fingerprint) {
      const problem = cachedBindingsProblem(cached.loaded, (await bindingNames(dir)).length);
      if (!problem) {
        log?.debug({ cache: cacheFile, bindings: cached.loaded.bindings.length }, 'bindings read from the serve cache');
        return { ...cached.loaded, fingerprint };
      }
      log?.warn({ cache: cacheFile }, `ignoring the serve binding cache: ${problem}; reading the binding files instead`);
    }
  } catch {
    /* no usable cache: read the files */
  }
  const loaded = await readBindings(dir);
  try {
    // Re-check: a file changed while we read would otherwise be cached under the old fingerprint.
    if ((await fingerprintOf(dir)) !== fingerprint) return loaded;
  } catch {
    return loaded;
  }
  try {
    await writeFileAtomic(cacheFile, JSON.stringify({ fingerprint, loaded } satisfies CacheFile), { mode: 0o600 });
  } catch (error) {
    log?.debug({ err: (error as Error).message, cache: cacheFile }, 'could not write the serve binding cache');
  }
  return { ...loaded, fingerprint };
}
