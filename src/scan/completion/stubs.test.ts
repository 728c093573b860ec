import { describe, expect, it } from 'vitest';
import type { ParsedHelp } from '../types.js';
import { completionStubs } from './stubs.js';

const help = (): ParsedHelp => ({
  format: 'cobra',
  description: 'a tool',
  flags: [],
  positionals: [],
  subcommands: [
    { name: 'build', description: 'Build it', source: 'help' },
    { name: 'remove', description: 'Remove it', aliases: ['rm'], source: 'help' },
  ],
});

describe('completionStubs', () => {
  it('adds only the names Tier 1 missed, as description-less stubs from completion', () => {
    const { help: merged, added } = completionStubs(help(), ['build', 'ps', 'rm', 'run', 'ps']);
    expect(added).toEqual(['ps', 'run']);
    expect(merged.subcommands).toEqual([
      { name: 'build', description: 'Build it', source: 'help' },
      { name: 'remove', description: 'Remove it', aliases: ['rm'], source: 'help' },
      { name: 'ps', description: '', source: 'completion' },
      { name: 'run', description: '', source: 'completion' },
    ]);
  });

  it('changes nothing when completion knows nothing new, and never mutates its input', () => {
    const input = help();
    const before = JSON.stringify(input);
    const { help: merged, added } = completionStubs(input, ['build', 'remove']);
    expect(added).toEqual([]);
    expect(merged.subcommands).toEqual(input.subcommands);
    completionStubs(input, ['new']);
    expect(JSON.stringify(input)).toBe(before);
  });
});
