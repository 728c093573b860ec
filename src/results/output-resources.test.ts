import { existsSync, mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SpillingSink } from '../exec/output-spill.js';
import { createOutputStore, OutputNotFoundError, type OutputStore } from './output-resources.js';

function spill(store: OutputStore, text: string): SpillingSink {
  const sink = new SpillingSink({ capBytes: 1 << 20, memoryBytes: 1 << 20, edgeBytes: 8, spillAfterBytes: 8, openSpill: () => store.spillFile() });
  sink.push(Buffer.from(text));
  return sink;
}

describe('createOutputStore', () => {
  it('keeps spilled streams for their owner only, reads ranges, and deletes everything on close', async () => {
    const parent = join(mkdtempSync(join(tmpdir(), 'svc-store-')), 'results');
    const store = createOutputStore({ parentDir: parent, retentionMs: 60_000, maxKeptBytes: 1 << 20 });
    const kept = (await store.keep('alice', { stdout: spill(store, 'hello spilled world') }, 'echo'))!;
    expect(kept.stdout).toMatchObject({ stream: 'stdout', bytes: 19, complete: true, label: 'stdout of echo' });
    expect((await store.read('alice', kept.stdout!.uri)).bytes.toString()).toBe('hello spilled world');
    expect((await store.read('alice', `${kept.stdout!.uri}?offset=6&length=7`)).bytes.toString()).toBe('spilled');
    await expect(store.read('bob', kept.stdout!.uri)).rejects.toBeInstanceOf(OutputNotFoundError);
    expect(await store.list('bob')).toEqual([]);
    expect((await store.list('alice')).map((k) => k.uri)).toEqual([kept.stdout!.uri]);
    const [dir] = readdirSync(parent);
    expect(statSync(join(parent, dir!)).mode & 0o777).toBe(0o700);
    store.close();
    expect(existsSync(join(parent, dir!))).toBe(false);
  });

  it('expires kept outputs, drops the oldest past the disk budget, and deletes what is discarded', async () => {
    let now = 1000;
    const parent = join(mkdtempSync(join(tmpdir(), 'svc-store-')), 'results');
    const store = createOutputStore({ parentDir: parent, retentionMs: 500, maxKeptBytes: 40, now: () => now });
    const first = (await store.keep('a', { stdout: spill(store, 'x'.repeat(20)) }, 't'))!;
    now += 1;
    const second = (await store.keep('a', { stdout: spill(store, 'y'.repeat(20)) }, 't'))!;
    expect(store.usedBytes()).toBe(40);
    now += 1;
    const third = (await store.keep('a', { stdout: spill(store, 'z'.repeat(20)) }, 't'))!;
    await expect(store.read('a', first.stdout!.uri)).rejects.toThrow('Resource not found');
    expect((await store.read('a', second.stdout!.uri)).bytes.toString()).toBe('y'.repeat(20));
    expect(store.usedBytes()).toBe(40);
    now += 600;
    await expect(store.read('a', third.stdout!.uri)).rejects.toThrow('Resource not found');
    expect(await store.list('a')).toEqual([]);
    expect(store.usedBytes()).toBe(0);
    const dropped = spill(store, 'w'.repeat(20));
    store.discard(dropped);
    expect(existsSync(dropped.file!.path)).toBe(false);
    expect(store.usedBytes()).toBe(0);
    store.close();
  });

  it('never uses a parent directory that is a symbolic link', () => {
    const root = mkdtempSync(join(tmpdir(), 'svc-store-'));
    const elsewhere = mkdtempSync(join(tmpdir(), 'svc-elsewhere-'));
    symlinkSync(elsewhere, join(root, 'results'));
    const store = createOutputStore({ parentDir: join(root, 'results'), retentionMs: 60_000, maxKeptBytes: 1 << 20 });
    const sink = spill(store, 'not through the link');
    expect(sink.file!.path.startsWith(elsewhere)).toBe(false);
    expect(readdirSync(elsewhere)).toEqual([]);
    store.close();
  });
});
