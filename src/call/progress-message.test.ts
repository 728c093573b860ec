import { describe, expect, it } from 'vitest';
import { MAX_PROGRESS_MESSAGE, progressMessage } from './progress-message.js';

describe('progressMessage', () => {
  it('removes colours, controls and bidi characters and redacts secrets and credentials', () => {
    expect(progressMessage('\u001b[32mfetching https://me:pw@host/x\u202e ok\u0007', [])).toBe('fetching https://[REDACTED]@host/x ok');
    expect(progressMessage('using token hunter22 now', ['hunter22'])).toBe('using token [REDACTED] now');
    expect(progressMessage('a\u200bb\tc', [])).toBe('a b c');
  });

  it('keeps the newest end of a long line within the bound', () => {
    const message = progressMessage(`${'x'.repeat(500)}END`, []);
    expect([...message].length).toBe(MAX_PROGRESS_MESSAGE);
    expect(message.startsWith('…')).toBe(true);
    expect(message.endsWith('END')).toBe(true);
  });
});
