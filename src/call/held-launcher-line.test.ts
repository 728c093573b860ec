import { describe, expect, it } from 'vitest';
import type { OutputSink } from '../exec/run.js';
import { holdLauncherLine } from './held-launcher-line.js';

function collecting(): OutputSink & { chunks: string[] } {
  const chunks: string[] = [];
  return { chunks, push: (chunk) => void chunks.push(chunk.toString('utf8')), text: () => chunks.join(''), truncated: false };
}

describe('holdLauncherLine', () => {
  it('holds bubblewrap\'s failure line until the run is judged: dropped for a relaunch, passed on otherwise', () => {
    const target = collecting();
    const held = holdLauncherLine(target);
    held.sink.push(Buffer.from('bw'));
    held.sink.push(Buffer.from("rap: Can't create file at /etc/x: Read-only file system\n"));
    expect(target.chunks).toEqual([]);
    expect(held.sink.text()).toBe("bwrap: Can't create file at /etc/x: Read-only file system\n");
    held.drop();
    expect(target.text()).toBe('');

    const kept = holdLauncherLine(target);
    kept.sink.push(Buffer.from('bwrap: Unknown option --x\n'));
    kept.release();
    expect(target.text()).toBe('bwrap: Unknown option --x\n');
  });

  it('passes the program\'s own output straight through, from its first byte', () => {
    const target = collecting();
    const held = holdLauncherLine(target);
    held.sink.push(Buffer.from('b'));
    expect(target.chunks).toEqual([]);
    held.sink.push(Buffer.from('ad input\n'));
    expect(target.text()).toBe('bad input\n');
    held.sink.push(Buffer.from('more\n'));
    held.drop();
    expect(target.text()).toBe('bad input\nmore\n');
    expect(held.sink.text()).toBe('bad input\nmore\n');
  });

  it('holds at most 4 KiB: a longer stream is the program\'s', () => {
    const target = collecting();
    const held = holdLauncherLine(target);
    held.sink.push(Buffer.from(`bwrap: ${'x'.repeat(5000)}`));
    expect(target.text().length).toBe(5007);
  });
});
