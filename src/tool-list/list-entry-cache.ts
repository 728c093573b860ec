import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Binding } from '../bindings/types.js';
import type { Logger } from '../log/index.js';
import { writeCacheFileSync } from '../shared/atomic-write.js';
import { readRegularFile } from '../shared/regular-file.js';
import { compactDefinition } from './compact-definition.js';
import { toolDefinition, type McpToolDefinition } from './tool-definition.js';

/** A tool's compact `tools/list` entry and the size of its JSON: what listing needs of every tool. */
export interface ListEntry {
  definition: McpToolDefinition;
  bytes: number;
}

/** Options of {@link openListEntryCache}. */
export interface ListEntryCacheOptions {
  /** Where the entries of an earlier start are kept; none: this process only. */
  cacheDir?: string;
  /** Computes a binding's entry (default {@link computeListEntry}). */
  compute?: (binding: Binding) => ListEntry;
  /**
   * What the entries were computed by: entries of other code are never used. Default: the digest
   * of the built module this runs from; run from TypeScript sources (tests, development) there is
   * none, so nothing is read from or written to disk.
   */
  codeIdentity?: string;
  /**
   * Identity of the binding files the served bindings were read from
   * (`readBindingsCached(...).fingerprint`). While it is the one the entries were kept under, a
   * binding's entry is found by its module id instead of by hashing its content.
   */
  bindingsIdentity?: string;
  log?: Logger;
}

/** The entries of every served tool, computed once per binding content and kept across starts. */
export interface ListEntryCache {
  /** The binding's entry: from memory, from an earlier start, or computed now. */
  entryOf(binding: Binding): ListEntry;
}

interface CacheFile {
  code: string;
  /** Entries by the digest of their binding's content. */
  entries: Record<string, ListEntry>;
  /** The binding files' identity when the entries were kept, and each module's content digest then. */
  bindings?: string;
  digests?: Record<string, string>;
}

const CACHE_FILE = 'list-entries.json';

/**
 * A binding's `tools/list` entry, computed: its compact definition and that JSON's size in bytes.
 *
 * @example
 * computeListEntry(gitLogBinding).definition.name; // 'git_log'
 */
export function computeListEntry(binding: Binding): ListEntry {
  const definition = compactDefinition(toolDefinition(binding));
  return { definition, bytes: Buffer.byteLength(JSON.stringify(definition)) };
}

let builtModuleDigest: string | null | undefined;
/** sha256 of the built file this module is bundled in (its chunk names carry its imports' hashes). */
function builtCodeIdentity(): string | undefined {
  if (builtModuleDigest === undefined) {
    const file = fileURLToPath(import.meta.url);
    builtModuleDigest = file.endsWith('.js') ? createHash('sha256').update(readFileSync(file)).digest('hex') : null;
  }
  return builtModuleDigest ?? undefined;
}

/**
 * The compact `tools/list` entries of the served tools, kept in `cacheDir` between starts:
 * deriving them from 226 git bindings is about a tenth of svc's start-up CPU, and a client's
 * first `tools/list` waits for all of them (the budget is planned on every tool's size). An entry
 * is found by the digest of its binding's content and the code that computed it, so an edited
 * binding or an upgraded svc computes it afresh; a missing, corrupt or unwritable file only means
 * computing. The file lives beside the parsed-binding cache, hidden from calls like it.
 *
 * @example
 * const cache = await openListEntryCache({ cacheDir: config.cache_dir });
 * cache.entryOf(gitLogBinding).bytes; // 2311
 */
export async function openListEntryCache(options: ListEntryCacheOptions): Promise<ListEntryCache> {
  const code = options.codeIdentity ?? builtCodeIdentity();
  const file = options.cacheDir && code ? join(options.cacheDir, CACHE_FILE) : undefined;
  let stored: Record<string, ListEntry> = {};
  // Digests by module id, valid while the binding files are the ones they were taken from.
  let storedDigests: Record<string, string> = {};
  if (file) {
    try {
      const parsed = JSON.parse(await readRegularFile(file)) as CacheFile;
      if (parsed.code === code && parsed.entries && typeof parsed.entries === 'object') {
        stored = parsed.entries;
        if (options.bindingsIdentity && parsed.bindings === options.bindingsIdentity && parsed.digests && typeof parsed.digests === 'object') storedDigests = parsed.digests;
      }
    } catch {
      /* nothing usable kept: compute */
    }
  }
  const byBinding = new WeakMap<Binding, ListEntry>();
  const used: Record<string, ListEntry> = {};
  const usedDigests: Record<string, string> = {};
  let saving = false;
  const save = () => {
    saving = false;
    const kept: CacheFile = { code: code!, entries: used, ...(options.bindingsIdentity ? { bindings: options.bindingsIdentity, digests: usedDigests } : {}) };
    try {
      writeCacheFileSync(file!, JSON.stringify(kept), { mode: 0o600 });
    } catch (error) {
      options.log?.debug({ err: (error as Error).message, cache: file }, 'could not keep the tools/list entries');
    }
  };
  return {
    entryOf(binding) {
      let entry = byBinding.get(binding);
      if (entry) return entry;
      const known = Object.hasOwn(storedDigests, binding.module_id) ? storedDigests[binding.module_id] : undefined;
      const key = !file ? '' : typeof known === 'string' ? known : createHash('sha256').update(JSON.stringify(binding)).digest('base64url');
      entry = file ? usable(stored[key], binding) : undefined;
      // Saved when anything is new, including a digest the file did not have under this identity.
      const fresh = !entry || (options.bindingsIdentity !== undefined && known === undefined);
      entry ??= (options.compute ?? computeListEntry)(binding);
      byBinding.set(binding, entry);
      if (file) {
        used[key] = entry;
        usedDigests[binding.module_id] = key;
        // A list computes every tool's entry in one synchronous pass: written once after it, before
        // the answer goes out (a client may list and quit at once).
        if (fresh && !saving) {
          saving = true;
          queueMicrotask(save);
        }
      }
      return entry;
    },
  };
}

/** A kept entry, if it has the shape of one and names its binding's tool. */
function usable(entry: ListEntry | undefined, binding: Binding): ListEntry | undefined {
  if (!entry || typeof entry.bytes !== 'number' || !entry.definition || entry.definition.name !== binding.alias) return undefined;
  return entry;
}
