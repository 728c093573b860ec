import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_HEARTBEAT_STEP, startProgress } from './progress.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('startProgress', () => {
  it('sends increasing progress with the byte count and the message, every interval, until stopped', () => {
    vi.useFakeTimers();
    const sent: Array<Record<string, unknown>> = [];
    let bytes = 0;
    const stop = startProgress({
      token: 'tok', intervalMs: 1000,
      notify: async (n) => void sent.push(n.params),
      sample: () => ({ bytes, message: bytes ? `line ${bytes}` : '' }),
    });
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1000);
    bytes = 10;
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([
      { progressToken: 'tok', progress: 0 },
      { progressToken: 'tok', progress: PROGRESS_HEARTBEAT_STEP },
      { progressToken: 'tok', progress: 10, message: 'line 10' },
      { progressToken: 'tok', progress: 10 + PROGRESS_HEARTBEAT_STEP, message: 'line 10' },
    ]);
  });

  it('ignores a failed send', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const stop = startProgress({ token: 1, notify: () => (calls++, Promise.reject(new Error('gone'))), sample: () => ({ bytes: 1, message: '' }) });
    vi.advanceTimersByTime(3000);
    stop();
    await Promise.resolve();
    expect(calls).toBe(3);
  });
});
