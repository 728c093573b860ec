import { describe, expect, it } from 'vitest';
import { classifyHeading, splitSections, toLines } from './layout.js';

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
  it('reads a usage placeholder\'s `is one of` line as the heading of its rows (aspell, cryptsetup)', () => {
    expect(classifyHeading('<command> is one of')).toBe('commands');
    expect(classifyHeading('<action> is one of')).toBe('commands');
    expect(classifyHeading('[options] is any of the following')).toBe('options');
    expect(classifyHeading('<name> is one of')).toBe('unknown');
    const lines = toLines('Usage: aspell [options] <command>\n\n<command> is one of:\n  help   show help\n\n[options] is any of the following:\n  --conf=<str>   main configuration file\n');
    expect(splitSections(lines).map((s) => [s.title, s.kind])).toEqual([['Usage', 'usage'], ['<command> is one of', 'commands'], ['[options] is any of the following', 'options']]);
  });
});
