import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { layoutResult, resultContent } from './result-content.js';

const base = { stderr: '', exit_code: 0, duration_ms: 3, trace_id: 't' };

describe('resultContent', () => {
  it('puts the output first as plain text and the facts in a compact JSON part', () => {
    expect(resultContent({ ...base, stdout: 'a "quoted"\nline\n' })).toEqual([
      { type: 'text', text: 'a "quoted"\nline\n' },
      { type: 'text', text: '{"exit_code":0,"duration_ms":3,"trace_id":"t"}' },
    ]);
  });

  it('carries stderr, ai_guidance and leaves json_output to structuredContent', () => {
    const content = resultContent({ ...base, stdout: '', stderr: 'boom\n', exit_code: 2, ai_guidance: 'Fix it.', json_output: { a: 1 } });
    expect(content).toEqual([
      { type: 'text', text: '' },
      { type: 'text', text: '{"exit_code":2,"duration_ms":3,"trace_id":"t","stderr":"boom\\n","ai_guidance":"Fix it."}' },
    ]);
  });

  it('a failure puts its guidance first, then the facts, then the output when there is some', () => {
    const failed = { ...base, stdout: 'partial\n', stderr: 'boom\n', exit_code: 2, ai_guidance: 'Fix it.' };
    expect(resultContent(failed, { isError: true })).toEqual([
      { type: 'text', text: 'Fix it.' },
      { type: 'text', text: '{"exit_code":2,"duration_ms":3,"trace_id":"t","stderr":"boom\\n","ai_guidance":"Fix it."}' },
      { type: 'text', text: 'partial\n' },
    ]);
    expect(resultContent({ ...failed, stdout: '' }, { isError: true })).toEqual([
      { type: 'text', text: 'Fix it.' },
      { type: 'text', text: '{"exit_code":2,"duration_ms":3,"trace_id":"t","stderr":"boom\\n","ai_guidance":"Fix it."}' },
    ]);
    // Without guidance (a runtime of the embedder's): stderr, else the exit code; never empty.
    expect(resultContent({ ...base, stdout: '', stderr: 'boom\n', exit_code: 2 }, { isError: true })[0]).toEqual({ type: 'text', text: 'boom\n' });
    expect(resultContent({ ...base, stdout: '', exit_code: 7 }, { isError: true })[0]).toEqual({ type: 'text', text: 'The program failed with exit code 7.' });
  });

  it('cuts past the budget with a marker line, records the truncation and links the kept stream', () => {
    const stdout = Array.from({ length: 400 }, (_, i) => `row ${i}\n`).join('');
    const stderr = 'e'.repeat(1000);
    const uri = 'svc://output/AAAAAAAAAAAAAAAAAAAAAA/stdout';
    const content = resultContent({ ...base, stdout, stderr }, {
      inlineBytes: 1024, stderrInlineBytes: 300,
      kept: { stdout: { uri, stream: 'stdout', bytes: stdout.length, complete: true, label: 'stdout of t', expiresAt: 0 } },
    });
    expect(content).toHaveLength(3);
    const text = (content[0] as { text: string }).text;
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1024);
    expect(text).toMatch(/^row 0\n[\s\S]*\n\[svc: [\d,]+ of 3,090 bytes cut here; the whole stdout is resource svc:\/\/output\/A{22}\/stdout \(resources\/read; a byte range: \?offset=N&length=N\)\]\n[\s\S]*row 399\n$/);
    const facts = JSON.parse((content[1] as { text: string }).text);
    expect(Buffer.byteLength(facts.stderr)).toBeLessThanOrEqual(300);
    expect(facts.stderr).toContain('bytes cut here; the whole stderr was not kept: no MCP session to keep it for]');
    expect(facts.truncation).toEqual({
      stdout: { total_bytes: 3090, shown_bytes: facts.truncation.stdout.shown_bytes, omitted_bytes: 3090 - facts.truncation.stdout.shown_bytes, resource: uri },
      stderr: { total_bytes: 1000, shown_bytes: facts.truncation.stderr.shown_bytes, omitted_bytes: 1000 - facts.truncation.stderr.shown_bytes, resource: null },
    });
    expect(content[2]).toEqual({
      type: 'resource_link', uri, name: 'stdout of t', mimeType: 'text/plain', size: 3090,
      description: 'The whole stdout: read with resources/read, a byte range with ?offset=N&length=N',
    });
  });

  it('summarises binary output kept as a resource: kind, size, URI; never replacement characters', () => {
    const bytes = randomBytes(65_536);
    const uri = 'svc://output/BBBBBBBBBBBBBBBBBBBBBB/stdout';
    const kept = { uri, stream: 'stdout' as const, bytes: bytes.length, complete: true, label: 'stdout of head', expiresAt: 0 };
    const { content, shown } = layoutResult({ ...base, stdout: '' }, {
      views: { stdout: { totalBytes: bytes.length, head: bytes.subarray(0, 24_576), tail: bytes.subarray(-24_576) } },
      kept: { stdout: kept },
    });
    const line = `[svc: binary stdout, binary data, 65,536 bytes, not shown as text; read it as resource ${uri} (a base64 blob; a byte range: ?offset=N&length=N)]`;
    expect(content).toEqual([
      { type: 'text', text: line },
      { type: 'text', text: JSON.stringify({ exit_code: 0, duration_ms: 3, trace_id: 't', truncation: { stdout: { total_bytes: 65_536, shown_bytes: 0, omitted_bytes: 65_536, binary: 'binary data', resource: uri } } }) },
      {
        type: 'resource_link', uri, name: 'stdout of head', mimeType: 'application/octet-stream', size: 65_536,
        description: 'The whole stdout (binary data, read as a base64 blob): read with resources/read, a byte range with ?offset=N&length=N',
      },
    ]);
    expect(shown.stdout).toBe(line);
  });

  it('shows small binary output as base64 when it fits, and says so when it neither fits nor was kept', () => {
    const gz = gzipSync(Buffer.from('hello hello hello\n'));
    const small = resultContent({ ...base, stdout: '' }, { views: { stdout: { totalBytes: gz.length, whole: gz, head: gz, tail: gz } } });
    expect(small[0]).toEqual({ type: 'text', text: `[svc: binary stdout, gzip data, ${gz.length} bytes, not shown as text; all of it as base64 on the next line]\n${gz.toString('base64')}\n` });
    expect(JSON.parse((small[1] as { text: string }).text).truncation).toBeUndefined();
    const big = randomBytes(1000);
    const notKept = resultContent({ ...base, stdout: '' }, { inlineBytes: 1024, views: { stdout: { totalBytes: big.length, whole: big, head: big, tail: big } } });
    expect((notKept[0] as { text: string }).text).toBe('[svc: binary stdout, binary data, 1,000 bytes, not shown as text; it was not kept: svc keeps only outputs longer than the 1,024-byte inline budget]');
    const long = randomBytes(5000);
    const session = resultContent({ ...base, stdout: '' }, { inlineBytes: 1024, notKeptReason: 'no MCP session to keep it for', views: { stdout: { totalBytes: 5000, head: long.subarray(0, 1024), tail: long.subarray(-1024) } } });
    expect((session[0] as { text: string }).text).toBe('[svc: binary stdout, binary data, 5,000 bytes, not shown as text; it was not kept: no MCP session to keep it for]');
  });

  it('leaves text with a few bytes of a legacy encoding as text', () => {
    const latin1 = Buffer.concat([Buffer.from('caf'), Buffer.from([0xe9]), Buffer.from(' au lait, '.repeat(10))]);
    expect(resultContent({ ...base, stdout: '' }, { views: { stdout: { totalBytes: latin1.length, whole: latin1, head: latin1, tail: latin1 } } })[0]).toEqual({ type: 'text', text: latin1.toString('utf8') });
  });
});
