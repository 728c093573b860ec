import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { computeListEntry, openListEntryCache, type ListEntry } from './list-entry-cache.js';

const gitLog: Binding = {
  spec_version: '1.0', module_id: 'cli.git.log', alias: 'git_log', description: 'Show commit logs. Shows the commit logs.',
  target: { binary: '/usr/bin/git', command_path: ['log'] }, version: '2', tags: ['vcs'],
  annotations: { readonly: true, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false },
  input_schema: { type: 'object', additionalProperties: false, properties: { max_count: { type: 'integer', description: 'Limit the number. More text.', 'x-cli-kind': 'flag', 'x-cli-flag': '-n' } } },
  output_schema: null,
  documentation: '', metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
};

/** A cache whose computations are counted. */
async function counted(cacheDir: string, codeIdentity = 'build-1', bindingsIdentity?: string) {
  const computed: string[] = [];
  const cache = await openListEntryCache({ cacheDir, codeIdentity, ...(bindingsIdentity ? { bindingsIdentity } : {}), compute: (binding) => (computed.push(binding.alias), computeListEntry(binding)) });
  return { cache, computed };
}

/** Waits for the write the cache schedules after computing. */
const written = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('openListEntryCache', () => {
  it('computes the compact entry and its size once, and a later start reads it back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-list-entries-'));
    const first = await counted(dir);
    const entry = first.cache.entryOf(gitLog);
    expect(entry.definition.description).toBe('Show commit logs.');
    expect(entry.bytes).toBe(Buffer.byteLength(JSON.stringify(entry.definition)));
    expect(first.cache.entryOf(gitLog)).toBe(entry);
    expect(first.computed).toEqual(['git_log']);
    await written();
    const second = await counted(dir);
    expect(second.cache.entryOf(structuredClone(gitLog))).toEqual(entry);
    expect(second.computed).toEqual([]);
  });

  it('computes afresh for an edited binding, for other code, and over a corrupt or mismatched file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-list-entries-'));
    (await counted(dir)).cache.entryOf(gitLog);
    await written();
    const edited = await counted(dir);
    expect(edited.cache.entryOf({ ...gitLog, description: 'Show logs' }).definition.description).toBe('Show logs');
    expect(edited.computed).toEqual(['git_log']);
    await written();
    const upgraded = await counted(dir, 'build-2');
    upgraded.cache.entryOf(gitLog);
    expect(upgraded.computed).toEqual(['git_log']);
    await written();
    const file = join(dir, 'list-entries.json');
    const kept = JSON.parse(await readFile(file, 'utf8')) as { code: string; entries: Record<string, ListEntry> };
    expect(kept.code).toBe('build-2');
    for (const entry of Object.values(kept.entries)) entry.definition.name = 'other_tool';
    await writeFile(file, JSON.stringify(kept));
    const mismatched = await counted(dir, 'build-2');
    expect(mismatched.cache.entryOf(gitLog).definition.name).toBe('git_log');
    expect(mismatched.computed).toEqual(['git_log']);
    // The entry it computed is written once this turn yields; corrupt the file after that.
    await written();
    await writeFile(file, '{not json');
    const corrupt = await counted(dir, 'build-2');
    expect(corrupt.cache.entryOf(gitLog).definition.name).toBe('git_log');
    expect(corrupt.computed).toEqual(['git_log']);
  });

  it('under the same binding files\' identity finds an entry by module id; under another one by content', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-list-entries-'));
    const first = await counted(dir, 'build-1', 'files-1');
    const entry = first.cache.entryOf(gitLog);
    await written();
    const kept = JSON.parse(await readFile(join(dir, 'list-entries.json'), 'utf8')) as { bindings: string; digests: Record<string, string> };
    expect(kept.bindings).toBe('files-1');
    expect(Object.keys(kept.digests)).toEqual(['cli.git.log']);
    // Same identity: the files are the ones the entry was computed from, so the content is not hashed
    // again (an object that differs in memory shows it: it gets the kept entry).
    const same = await counted(dir, 'build-1', 'files-1');
    expect(same.cache.entryOf({ ...gitLog, description: 'Changed in memory only' })).toEqual(entry);
    expect(same.computed).toEqual([]);
    // Another identity (a rescan): found by content, so an edited binding is computed afresh ...
    const rescanned = await counted(dir, 'build-1', 'files-2');
    const edited = rescanned.cache.entryOf({ ...gitLog, description: 'Show logs' });
    expect(edited.definition.description).toBe('Show logs');
    expect(rescanned.computed).toEqual(['git_log']);
    await written();
    // ... and an unchanged one is reused and kept under the new identity.
    const again = await counted(dir, 'build-1', 'files-3');
    expect(again.cache.entryOf({ ...gitLog, description: 'Show logs' })).toEqual(edited);
    expect(again.computed).toEqual([]);
    await written();
    expect((JSON.parse(await readFile(join(dir, 'list-entries.json'), 'utf8')) as { bindings: string }).bindings).toBe('files-3');
  });

  it('keeps nothing on disk when run from sources (no code identity) or without a directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-list-entries-'));
    const fromSources = await openListEntryCache({ cacheDir: dir });
    expect(fromSources.entryOf(gitLog).definition.name).toBe('git_log');
    await written();
    await expect(readFile(join(dir, 'list-entries.json'))).rejects.toThrow(/ENOENT/);
    expect((await openListEntryCache({})).entryOf(gitLog).bytes).toBeGreaterThan(0);
  });
});
