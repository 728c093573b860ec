import { describe, expect, it } from 'vitest';
import { plainRuleHeadings } from './rule-headings.js';

describe('plainRuleHeadings', () => {
  it('turns rule headings into headings and the usage prompt under `━━━ Usage ━━━` into a usage line', () => {
    const text = 'Save files\n\n━━━ Usage ━━━━━━━━\n\n$ stash push ...\n\n━━━ Examples ━━━━━━\n\n  $ stash push a.txt\n';
    expect(plainRuleHeadings(text)).toBe('Save files\n\n\n\nUsage: stash push ...\n\nExamples:\n\n  $ stash push a.txt\n');
  });
  it('takes the first prompt above every heading as the usage when there is no usage heading', () => {
    expect(plainRuleHeadings('Drop a stash\n\n$ stash drop <name>\n\n━━━ Options ━━━━\n\n  -f,--force    Drop\n'))
      .toBe('Drop a stash\n\nUsage: stash drop <name>\n\nOptions:\n\n  -f,--force    Drop\n');
  });
  it('leaves a text without rule headings as it is', () => {
    expect(plainRuleHeadings('Usage: x\n\n$ x --flag\n')).toBe('Usage: x\n\n$ x --flag\n');
  });
});
