import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RESULTS } from '../config/results.js';
import { createCallCapture } from './call-capture.js';
import { createOutputStore } from '../results/output-resources.js';

const payload = (stdout: string) => ({ stdout, stderr: '', exit_code: 0, duration_ms: 1, trace_id: 't' });
const results = { ...DEFAULT_RESULTS, inline_bytes: 1024 };

describe('createCallCapture', async () => {
  it('keeps a long stream for its owner and links it; the inline text is what structuredContent gets', async () => {
    const store = createOutputStore({ parentDir: join(mkdtempSync(join(tmpdir(), 'svc-capture-')), 'results'), retentionMs: 60_000, maxKeptBytes: 1 << 24 });
    const capture = createCallCapture({ results, store, owner: 'session-1' });
    const text = 'abcdefghi\n'.repeat(1000);
    capture.sinks.stdout.push(Buffer.from(text));
    expect(capture.bytes()).toBe(10_000);
    expect(capture.lastLine()).toBe('abcdefghi');
    const { content, shown } = await capture.finish(payload(text), 'tool');
    expect(content.map((c) => c.type)).toEqual(['text', 'text', 'resource_link']);
    expect(shown.stdout).toBe((content[0] as { text: string }).text);
    expect(Buffer.byteLength(shown.stdout)).toBeLessThanOrEqual(1024);
    const uri = (content[2] as { uri: string }).uri;
    expect((await store.read('session-1', uri)).bytes.toString()).toBe(text);
    await expect(store.read('session-2', uri)).rejects.toThrow('Resource not found');
    store.close();
  });

  it('without an owner keeps nothing and says why', async () => {
    const store = createOutputStore({ parentDir: join(mkdtempSync(join(tmpdir(), 'svc-capture-')), 'results'), retentionMs: 60_000, maxKeptBytes: 1 << 24 });
    const capture = createCallCapture({ results, store });
    capture.sinks.stdout.push(Buffer.from('x'.repeat(5000)));
    const { content } = await capture.finish(payload('x'.repeat(5000)), 'tool');
    expect(content).toHaveLength(2);
    expect((content[0] as { text: string }).text).toContain('bytes cut here; the whole stdout was not kept: no MCP session to keep it for]');
    expect(store.usedBytes()).toBe(0);
    store.close();
  });

  it('a refusal (nothing ran) is laid out from its payload', async () => {
    const capture = createCallCapture({ results });
    const { content } = await capture.finish({ ...payload(''), exit_code: -1, ai_guidance: 'Denied.' }, 'tool', true);
    expect(content).toEqual([{ type: 'text', text: 'Denied.' }, { type: 'text', text: '{"exit_code":-1,"duration_ms":1,"trace_id":"t","ai_guidance":"Denied."}' }]);
  });
});

describe('createCallCapture, session ended during the call', async () => {
  it('keeps nothing and deletes the spill when the owner is gone at the end', async () => {
    const store = createOutputStore({ parentDir: join(mkdtempSync(join(tmpdir(), 'svc-capture-')), 'results'), retentionMs: 60_000, maxKeptBytes: 1 << 24 });
    let owner: string | undefined = 'session-1';
    const capture = createCallCapture({ results, store, owner: () => owner });
    capture.sinks.stdout.push(Buffer.from('y'.repeat(5000)));
    expect(store.usedBytes()).toBe(5000);
    owner = undefined;
    const { content } = await capture.finish(payload('y'.repeat(5000)), 'tool');
    expect(content).toHaveLength(2);
    expect((content[0] as { text: string }).text).toContain('the whole stdout was not kept: its MCP session ended]');
    expect(store.usedBytes()).toBe(0);
    expect(await store.list('session-1')).toEqual([]);
    store.close();
  });
});
