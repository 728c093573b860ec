import { mkdtempSync, openSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SpillingSink, type SpillFile } from './output-spill.js';

function fileIn(dir: string, budget = Number.POSITIVE_INFINITY): SpillFile & { reserved: number } {
  const path = join(dir, 'out');
  const file = { fd: openSync(path, 'wx', 0o600), path, reserved: 0, reserve: (n: number) => (file.reserved + n <= budget ? ((file.reserved += n), true) : false) };
  return file;
}

const chunks = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => Buffer.from(text.slice(i * size, (i + 1) * size)));

describe('SpillingSink', () => {
  it('holds small output whole in memory and never opens a file', () => {
    let opened = 0;
    const sink = new SpillingSink({ capBytes: 1000, memoryBytes: 100, edgeBytes: 10, spillAfterBytes: 10, openSpill: () => (opened++, undefined) });
    sink.push(Buffer.from('hello\n'));
    expect(sink.text()).toBe('hello\n');
    expect(sink.truncated).toBe(false);
    expect(sink.bytes).toBe(6);
    expect(opened).toBe(0);
    expect(sink.lastLine()).toBe('hello');
  });

  it('spills from the first byte once past the inline budget, keeps head and tail, and drops the memory copy past memoryBytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-spill-'));
    const file = fileIn(dir);
    const text = Array.from({ length: 500 }, (_, i) => `line ${i}\n`).join('');
    const sink = new SpillingSink({ capBytes: 1 << 20, memoryBytes: 1000, edgeBytes: 64, spillAfterBytes: 64, openSpill: () => file });
    for (const chunk of chunks(text, 37)) sink.push(chunk);
    sink.close();
    expect(readFileSync(file.path, 'utf8')).toBe(text);
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(sink.bytes).toBe(text.length);
    expect(sink.spilledBytes).toBe(text.length);
    expect(sink.head().toString()).toBe(text.slice(0, 64));
    expect(sink.tail().toString()).toBe(text.slice(-64));
    expect(sink.wholeBuffer()).toBeUndefined();
    expect(sink.truncated).toBe(true);
    expect(sink.lastLine()).toBe('line 499');
  });

  it('stops keeping at the cap but still counts what the program wrote', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-spill-'));
    const file = fileIn(dir);
    const sink = new SpillingSink({ capBytes: 100, memoryBytes: 50, edgeBytes: 10, spillAfterBytes: 10, openSpill: () => file });
    for (let i = 0; i < 30; i++) sink.push(Buffer.from('abcdefghij'));
    sink.close();
    expect(sink.bytes).toBe(300);
    expect(sink.spilledBytes).toBe(100);
    expect(readFileSync(file.path, 'utf8')).toBe('abcdefghij'.repeat(10));
    expect(sink.tail().toString()).toBe('abcdefghij');
  });

  it('marks the spill incomplete when the disk budget says no', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-spill-'));
    const file = fileIn(dir, 40);
    const sink = new SpillingSink({ capBytes: 1000, memoryBytes: 500, edgeBytes: 10, spillAfterBytes: 10, openSpill: () => file });
    for (let i = 0; i < 10; i++) sink.push(Buffer.from('0123456789'));
    expect(sink.spillIncomplete).toBe(true);
    expect(sink.spilledBytes).toBeLessThanOrEqual(40);
    expect(sink.text()).toBe('0123456789'.repeat(10));
  });
});
