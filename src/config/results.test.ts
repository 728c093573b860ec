import { describe, expect, it } from 'vitest';
import { coerceResults, DEFAULT_RESULTS } from './results.js';

describe('coerceResults', () => {
  it('fills missing members with the documented defaults', () => {
    expect(coerceResults(undefined)).toEqual({
      inline_bytes: 24_576, stderr_inline_bytes: 4096, max_output_bytes: 16_777_216, retention_minutes: 30, max_kept_bytes: 268_435_456,
    });
    expect(coerceResults({ inline_bytes: 8192, retention_minutes: '5' })).toEqual({ ...DEFAULT_RESULTS, inline_bytes: 8192, retention_minutes: 5 });
  });

  it('refuses unknown members, values out of range and non-mappings with what is accepted', () => {
    expect(() => coerceResults({ inline: 1 })).toThrow('results has no member "inline"; known members: inline_bytes, stderr_inline_bytes, max_output_bytes, retention_minutes, max_kept_bytes');
    expect(() => coerceResults({ max_output_bytes: 1024 })).toThrow('results.max_output_bytes must be a whole number from 16777216 to 1073741824 (got 1024)');
    expect(() => coerceResults([])).toThrow('results must be a mapping of inline_bytes, stderr_inline_bytes, max_output_bytes, retention_minutes, max_kept_bytes');
  });
});
