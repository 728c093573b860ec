import { describe, expect, it } from 'vitest';
import { classifyHeading } from './layout.js';

describe('classifyHeading', () => {
  it('reads a `verbs:` heading as a command list (assimp), and keeps the other kinds', () => {
    expect(classifyHeading('verbs')).toBe('commands');
    expect(classifyHeading('Available Commands')).toBe('commands');
    expect(classifyHeading('Global Options')).toBe('options');
    expect(classifyHeading('adverbs and verbs')).toBe('unknown');
  });
  it('reads a list of the commands another program supports, named by its path, as no command list (mix help release)', () => {
    expect(classifyHeading('The following commands are supported by `bin/RELEASE_NAME`')).toBe('other');
    expect(classifyHeading('Commands supported by `mix`')).toBe('commands');
  });
});
