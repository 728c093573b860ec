import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { boostingFlagsInCall, boostingOptionsOf } from './call-boosting.js';

describe('boostingFlagsInCall', () => {
  it('reads short bundles of any length, letter by letter', () => {
    expect(boostingFlagsInCall(['-xrfv', 'build'])).toEqual(['-f', '-r']);
    expect(boostingFlagsInCall(['-abcdefghy'])).toEqual(['-f', '-y']);
    expect(boostingFlagsInCall(['-rf'])).toEqual(['-f', '-r']);
    expect(boostingFlagsInCall(['-l', '-a', 'x'])).toEqual([]);
  });

  it('a value glued to a boosting short option still passes it; digits are option letters too', () => {
    expect(boostingFlagsInCall(['-r1'])).toEqual(['-r']);
    expect(boostingFlagsInCall(['-1rf'])).toEqual(['-f', '-r']);
    expect(boostingFlagsInCall(['-n1f'], { valueShortFlags: ['-n'] })).toEqual([]);
    expect(boostingFlagsInCall(['-3'])).toEqual([]);
    expect(boostingFlagsInCall(['-2.5'])).toEqual([]);
  });

  it('stops at a declared value-taking letter: the rest is its value', () => {
    expect(boostingFlagsInCall(['-erf'], { valueShortFlags: ['-e'] })).toEqual([]);
    expect(boostingFlagsInCall(['-ierf'], { valueShortFlags: ['-e'] })).toEqual([]);
    expect(boostingFlagsInCall(['-rerf'], { valueShortFlags: ['-e'] })).toEqual(['-r']);
    // Undeclared, svc cannot know: it reads letters.
    expect(boostingFlagsInCall(['-erf'])).toEqual(['-f', '-r']);
  });

  it('a declared single-dash option is that option, not a bundle', () => {
    expect(boostingFlagsInCall(['.', '-type', 'f'], { knownFlags: ['-type', '-name'] })).toEqual([]);
    expect(boostingFlagsInCall(['.', '-type', 'f'])).toEqual(['-y']);
    expect(boostingFlagsInCall(['-r'], { knownFlags: ['-r'] })).toEqual(['-r']);
  });

  it('long options: any case, glued values, GNU abbreviations', () => {
    expect(boostingFlagsInCall(['--FORCE'])).toEqual(['--force']);
    expect(boostingFlagsInCall(['--Force=yes'])).toEqual(['--force']);
    expect(boostingFlagsInCall(['--forc'])).toEqual(['--force']);
    expect(boostingFlagsInCall(['--recur'])).toEqual(['--recursive']);
    expect(boostingFlagsInCall(['--RECURS=1'])).toEqual(['--recursive']);
    expect(boostingFlagsInCall(['--al'])).toEqual(['--all']);
    expect(boostingFlagsInCall(['--no-preserve'])).toEqual(['--no-preserve-root']);
    expect(boostingFlagsInCall(['--p'])).toEqual(['--prune', '--purge']);
  });

  it('an abbreviation that is itself a declared option is that option (GNU prefers exact matches)', () => {
    expect(boostingFlagsInCall(['--al'], { knownFlags: ['--al'] })).toEqual([]);
    expect(boostingFlagsInCall(['--al'], { knownFlags: ['--all'] })).toEqual(['--all']);
    expect(boostingFlagsInCall(['--color', '--oneline', '--max-count=3'], { knownFlags: ['--color', '--oneline', '--max-count'] })).toEqual([]);
  });

  it('short options keep their case; nothing after -- counts; operands do not count', () => {
    expect(boostingFlagsInCall(['-F', '-R'])).toEqual([]);
    expect(boostingFlagsInCall(['--', '--force', '-rf'])).toEqual([]);
    expect(boostingFlagsInCall(['force', 'r', '-'])).toEqual([]);
  });
});

describe('boostingOptionsOf', () => {
  it('collects declared flags, negations and value-taking short options', () => {
    const binding = {
      input_schema: {
        type: 'object', additionalProperties: false,
        properties: {
          regexp: { 'x-cli-kind': 'flag', 'x-cli-flag': '-e', type: 'array', items: { type: 'string' } },
          count: { 'x-cli-kind': 'flag', 'x-cli-flag': '-c', type: 'boolean' },
          decorate: { 'x-cli-kind': 'flag', 'x-cli-flag': '--decorate', type: 'boolean', 'x-cli-negation': '--no-decorate' },
          files: { 'x-cli-kind': 'positional', 'x-cli-position': 0, type: 'array' },
        },
      },
    } as unknown as Binding;
    expect(boostingOptionsOf(binding)).toEqual({ knownFlags: ['-e', '-c', '--decorate', '--no-decorate'], valueShortFlags: ['-e'] });
  });
});
