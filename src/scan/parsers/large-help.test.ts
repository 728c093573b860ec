import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

describe('a help text as large as a probe may read (1 MiB)', () => {
  it('is parsed, not overflowed: half a million short lines after one option row', () => {
    // The indent of every line went through `Math.min(...lines)`, which throws a RangeError for
    // this many arguments; a program flooding just under the probe's limit must still be read.
    const text = `Usage: big [options]\n\nOptions:\n  -a, --all   show all\n${'x\n'.repeat(500_000)}`;
    expect(text.length).toBeLessThanOrEqual(1024 * 1024);
    expect(parseHelp(text, { programName: 'big' }).flags.map((f) => f.long)).toEqual(['--all']);
  });
});

describe('a long run of flush-left `--opt: text` rows under a prose title (phpmd layout)', () => {
  it('reads every row once: the run is found in one pass, not walked again from each row', () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => `--opt${i}: text ${i}`).join('\n');
    const flags = parseHelp(`Usage: big [options]\n\nOptional arguments that may be put last:\n${rows}\n`, { programName: 'big' }).flags;
    expect(flags.length).toBe(5_000);
    expect(flags[4_999]).toMatchObject({ long: '--opt4999', description: 'text 4999' });
  });
});
