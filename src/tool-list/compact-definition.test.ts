import { describe, expect, it } from 'vitest';
import { compactDefinition, firstSentence } from './compact-definition.js';

describe('firstSentence', () => {
  it('keeps the first sentence and flattens whitespace', () => {
    expect(firstSentence('Shows the commit logs.\n  List commits that are reachable.', 200)).toBe('Shows the commit logs.');
    expect(firstSentence('  be   verbose ', 100)).toBe('be verbose');
  });

  it('does not end a sentence inside e.g., version numbers or lower-case continuations', () => {
    expect(firstSentence('Use e.g. main or v1.2 here. Then more.', 200)).toBe('Use e.g. main or v1.2 here.');
    expect(firstSentence('See git-log(1). and so on', 200)).toBe('See git-log(1). and so on');
  });

  it('cuts a long sentence on a word boundary with an ellipsis', () => {
    const long = `Displays paths that have differences between the index file and the current HEAD commit ${'and more words '.repeat(20)}`;
    const cut = firstSentence(long, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toMatch(/^Displays paths that have differences between the index file and the current HEAD commit/);
  });
});

describe('compactDefinition', () => {
  it('shortens tool and parameter prose, keeps names, types, enums, defaults and required', () => {
    const compact = compactDefinition({
      name: 'git_log',
      description: 'Shows the commit logs. The command takes options applicable to git rev-list.',
      inputSchema: {
        type: 'object',
        properties: {
          max_count: { type: 'integer', description: 'Limit the number of commits to output. More text here.' },
          format: { type: 'string', enum: ['oneline', 'short'], default: 'short', description: 'Pretty-print the contents. Long.' },
          description: { type: 'string' },
        },
        required: ['max_count'],
      },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    });
    expect(compact).toEqual({
      name: 'git_log',
      description: 'Shows the commit logs.',
      inputSchema: {
        type: 'object',
        properties: {
          max_count: { type: 'integer', description: 'Limit the number of commits to output.' },
          format: { type: 'string', enum: ['oneline', 'short'], default: 'short', description: 'Pretty-print the contents.' },
          description: { type: 'string' },
        },
        required: ['max_count'],
      },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    });
  });
});
