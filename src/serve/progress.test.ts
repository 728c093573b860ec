import { describe, expect, it } from 'vitest';
import { PROGRESS_HEARTBEAT_STEP, startProgress } from './progress.js';

describe('startProgress', () => {
  it('sends increasing progress with the byte count and the message, and stops when told', async () => {
    const sent: Array<Record<string, unknown>> = [];
    let bytes = 0;
    const stop = startProgress({
      token: 'tok', intervalMs: 20,
      notify: async (n) => void sent.push(n.params),
      sample: () => ({ bytes, message: bytes ? `line ${bytes}` : '' }),
    });
    await new Promise((r) => setTimeout(r, 70));
    bytes = 10;
    await new Promise((r) => setTimeout(r, 50));
    stop();
    const count = sent.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.length).toBe(count);
    expect(sent[0]).toEqual({ progressToken: 'tok', progress: 0 });
    expect(sent[1]).toEqual({ progressToken: 'tok', progress: PROGRESS_HEARTBEAT_STEP });
    const values = sent.map((p) => p.progress as number);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
    expect(sent.at(-1)).toMatchObject({ message: 'line 10' });
    expect(Math.floor(values.at(-1)!)).toBe(10);
  });
});
