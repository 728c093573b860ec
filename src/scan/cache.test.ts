import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBinding } from '../bindings/build-binding.js';
import { cacheFileName, readCachedScan, writeCachedScan, SCANNER_FORMAT_VERSION, type CachedScan, type ScanCacheKey } from './cache.js';

const key: ScanCacheKey = {
  tool: 'demo', binary: '/usr/bin/demo', version: 'demo 1.0', binarySize: 100, binaryMtimeMs: 1, depth: 2, scanner: SCANNER_FORMAT_VERSION,
};

const scan: CachedScan = {
  bindings: [buildBinding({
    tool: 'demo', binary: '/usr/bin/demo', commandPath: [], version: 'demo 1.0',
    help: { format: 'gnu', description: 'A demo', flags: [{ long: '--all', type: 'boolean', description: 'everything' }], positionals: [], subcommands: [] },
    helpText: 'Usage: demo [--all]',
    annotations: { readonly: true, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false },
    annotationRules: { readonly: 'name:demo' },
    tiers: [1],
  })],
  warnings: [],
  tiers: [1],
  probes: [['--help']],
  sha256: ['0'.repeat(64)],
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'svc-cache-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('scan cache', () => {
  it('returns what was written for the same key and misses for any other', async () => {
    const file = await writeCachedScan(dir, key, scan);
    expect(file).toBe(join(dir, cacheFileName(key)));
    expect(await readCachedScan(dir, key)).toEqual(scan);
    for (const change of [{ version: 'demo 1.1' }, { binary: '/opt/demo' }, { depth: 3 }, { scanner: 'next' }, { binaryMtimeMs: 2 }]) {
      expect(await readCachedScan(dir, { ...key, ...change })).toBeUndefined();
    }
  });

  it('file names start with the tool and differ per key', () => {
    expect(cacheFileName(key)).toMatch(/^demo-[0-9a-f]{16}\.json$/);
    expect(cacheFileName({ ...key, version: 'x' })).not.toBe(cacheFileName(key));
    expect(cacheFileName({ ...key, tool: '../evil' })).toMatch(/^\.\._evil-/);
  });

  it('ignores a corrupt file with a warning and never throws', async () => {
    await writeFile(join(dir, cacheFileName(key)), '{"format": "svc-scan-cache", "key": ');
    const warnings: string[] = [];
    expect(await readCachedScan(dir, key, { onInvalid: (m) => warnings.push(m) })).toBeUndefined();
    expect(warnings).toEqual([`Ignoring corrupt scan cache file ${join(dir, cacheFileName(key))} (not valid JSON); rescanning.`]);
  });

  it('ignores a well-formed file whose bindings are not trustworthy', async () => {
    const bad = structuredClone(scan);
    (bad.bindings[0] as { target: { binary: string } }).target.binary = 'relative/demo';
    await writeFile(join(dir, cacheFileName(key)), JSON.stringify({ format: 'svc-scan-cache', key, scan: bad }));
    const warnings: string[] = [];
    expect(await readCachedScan(dir, key, { onInvalid: (m) => warnings.push(m) })).toBeUndefined();
    expect(warnings[0]).toContain('a cached binding is invalid (target.binary must be an absolute path)');
  });

  it('ignores a file whose hashes do not match its bindings', async () => {
    await writeFile(join(dir, cacheFileName(key)), JSON.stringify({ format: 'svc-scan-cache', key, scan: { ...scan, sha256: [] } }));
    const warnings: string[] = [];
    expect(await readCachedScan(dir, key, { onInvalid: (m) => warnings.push(m) })).toBeUndefined();
    expect(warnings[0]).toContain('(incomplete); rescanning.');
  });

  it('reads nothing from a missing directory, silently', async () => {
    const warnings: string[] = [];
    expect(await readCachedScan(join(dir, 'nope'), key, { onInvalid: (m) => warnings.push(m) })).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('writes atomically: no temporary files are left and the content is one JSON line', async () => {
    await writeCachedScan(dir, key, scan);
    await writeCachedScan(dir, key, scan);
    expect(await readdir(dir)).toEqual([cacheFileName(key)]);
    const text = await readFile(join(dir, cacheFileName(key)), 'utf8');
    expect(text.trim().split('\n')).toHaveLength(1);
  });
});
