/**
 * The scan cache (SPEC.md "svc scan" rule 5): one JSON file per scanned program in `cache_dir`,
 * keyed by program name, version, binary path and identity, depth and the scanner's format version,
 * so an upgrade of either invalidates it. A file that cannot be read is ignored and rescanned.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { bindingProblem } from '../bindings/store.js';
import type { Binding } from '../bindings/types.js';
import { writeFileAtomic } from '../shared/atomic-write.js';
import { readRegularFile } from '../shared/regular-file.js';

/** Bumped whenever the scanner would produce different bindings for the same program. */
export const SCANNER_FORMAT_VERSION = '44';

/** Everything a cached scan depends on. */
export interface ScanCacheKey {
  tool: string;
  binary: string;
  version: string;
  /** Size and modification time of the binary: a reinstall of the same version still invalidates. */
  binarySize: number;
  binaryMtimeMs: number;
  depth: number;
  scanner: string;
}

/** What the cache keeps of a scan. */
export interface CachedScan {
  bindings: Binding[];
  warnings: string[];
  tiers: number[];
  probes: string[][];
  /** SHA-256 (hex) of each binding's file text, so a rescan can tell unchanged files without rendering them. */
  sha256: string[];
}

const CACHE_FORMAT = 'svc-scan-cache';

/**
 * The cache file of a key: `<tool>-<hash>.json`.
 *
 * @example
 * cacheFileName({ tool: 'git', ... }); // 'git-3f2a9c0d1e4b5a6f.json'
 */
export function cacheFileName(key: ScanCacheKey): string {
  const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 16);
  return `${key.tool.replace(/[^A-Za-z0-9._+-]/g, '_')}-${hash}.json`;
}

function sameKey(a: unknown, b: ScanCacheKey): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Why a parsed cache document cannot be used, or undefined when it can. */
function cacheProblem(doc: unknown, key: ScanCacheKey): string | undefined {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return 'not a JSON object';
  const d = doc as Record<string, unknown>;
  if (d.format !== CACHE_FORMAT) return 'not an svc scan cache file';
  if (!sameKey(d.key, key)) return 'written for another program version';
  const scan = d.scan as Partial<CachedScan> | undefined;
  if (!scan || !Array.isArray(scan.bindings) || scan.bindings.length === 0) return 'holds no bindings';
  for (const binding of scan.bindings) {
    const problem = bindingProblem(binding);
    if (problem) return `a cached binding is invalid (${problem})`;
  }
  if (!isStringList(scan.warnings) || !Array.isArray(scan.tiers) || !Array.isArray(scan.probes)) return 'incomplete';
  if (!isStringList(scan.sha256) || scan.sha256.length !== scan.bindings.length) return 'incomplete';
  return undefined;
}

/** Options for {@link readCachedScan}. */
export interface ReadCacheOptions {
  /** Told about a cache file that exists but cannot be used. */
  onInvalid?: (message: string) => void;
}

/**
 * Returns the cached scan for `key`, or undefined on a miss. A corrupt or foreign file is
 * reported through `onInvalid` and treated as a miss; this never throws.
 *
 * @example
 * const hit = await readCachedScan('/home/me/.svc/cache', key, { onInvalid: (m) => log.warn(m) });
 */
export async function readCachedScan(dir: string, key: ScanCacheKey, options: ReadCacheOptions = {}): Promise<CachedScan | undefined> {
  const file = join(dir, cacheFileName(key));
  let text: string;
  try {
    text = await readRegularFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') options.onInvalid?.(`Ignoring scan cache file ${file}: ${(error as Error).message}; rescanning.`);
    return undefined;
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    options.onInvalid?.(`Ignoring corrupt scan cache file ${file} (not valid JSON); rescanning.`);
    return undefined;
  }
  const problem = cacheProblem(doc, key);
  if (problem) {
    options.onInvalid?.(`Ignoring scan cache file ${file} (${problem}); rescanning.`);
    return undefined;
  }
  return (doc as { scan: CachedScan }).scan;
}

/**
 * Stores a scan atomically under its key and returns the file written.
 *
 * @example
 * await writeCachedScan('/home/me/.svc/cache', key, { bindings, warnings, tiers, probes });
 */
export async function writeCachedScan(dir: string, key: ScanCacheKey, scan: CachedScan): Promise<string> {
  const file = join(dir, cacheFileName(key));
  await writeFileAtomic(file, `${JSON.stringify({ format: CACHE_FORMAT, key, scan })}\n`);
  return file;
}
