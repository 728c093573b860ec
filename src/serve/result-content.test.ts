import { describe, expect, it } from 'vitest';
import { resultContent } from './result-content.js';

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
});
