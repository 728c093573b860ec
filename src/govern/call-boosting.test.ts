import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { boostingFlagsInCall, boostingOptionsOf } from './call-boosting.js';
import { cpuMs } from '../../test/support/adversarial-input.js';

describe('boostingFlagsInCall', () => {
  it('sees values and options that mean a boosting flag (issue 19 item 7)', () => {
    const grep = { program: 'grep', knownFlags: ['--directories', '-n', '--dereference-recursive'], valueShortFlags: [] };
    expect(boostingFlagsInCall(['--directories=recurse', 'x', '.'], grep)).toEqual(['-r (as --directories=recurse)']);
    expect(boostingFlagsInCall(['--directories', 'recurse', 'x', '.'], grep)).toEqual(['-r (as --directories recurse)']);
    // GNU argmatch takes value prefixes, and svc never lower-cases what cannot match.
    expect(boostingFlagsInCall(['--directories=rec', 'x'], grep)).toEqual(['-r (as --directories=rec)']);
    expect(boostingFlagsInCall(['--DIRECTORIES=Recurse'], grep)).toEqual(['-r (as --directories=Recurse)']);
    expect(boostingFlagsInCall(['--directories=read', 'x'], grep)).toEqual([]);
    expect(boostingFlagsInCall(['--directories=skip'], grep)).toEqual([]);
    expect(boostingFlagsInCall(['-d', 'recurse', 'x'], { program: 'grep', valueShortFlags: ['-d'] })).toEqual(['-r (as -d recurse)']);
    expect(boostingFlagsInCall(['-drecurse'], { program: 'grep', valueShortFlags: ['-d'] })).toEqual(['-r (as -d recurse)']);
    expect(boostingFlagsInCall(['-nd', 'recurse'], { program: 'grep', valueShortFlags: ['-d'] })).toEqual(['-r (as -d recurse)']);
    expect(boostingFlagsInCall(['-d', 'skip'], { program: 'grep', valueShortFlags: ['-d'] })).toEqual([]);
    // An undeclared abbreviation of the long option (GNU getopt).
    expect(boostingFlagsInCall(['--direc=recurse'], { program: 'grep' })).toEqual(['-r (as --directories=recurse)']);
    expect(boostingFlagsInCall(['--dereference-recursive', 'x'], grep)).toEqual(['-r (as --dereference-recursive)']);
    expect(boostingFlagsInCall(['-R', 'x'], { program: 'grep' })).toEqual(['-r (as -R)']);
    expect(boostingFlagsInCall(['-nR', 'x'], { program: 'egrep' })).toEqual(['-r (as -R)']);
    // The real flag wins the report; other programs' -d and -R are not grep's.
    expect(boostingFlagsInCall(['-r', '--directories=recurse'], grep)).toEqual(['-r']);
    expect(boostingFlagsInCall(['-d', 'recurse'], { program: 'ls' })).toEqual([]);
    expect(boostingFlagsInCall(['-R'], { program: 'sort' })).toEqual([]);
    expect(boostingFlagsInCall(['-av', 'a/', 'b/'], { program: 'rsync' })).toEqual(['-r (as -a)']);
    expect(boostingFlagsInCall(['push', '--force-with-lease=main'], { program: 'git' })).toEqual(['--force (as --force-with-lease)']);
  });

  it('stays linear on huge values', () => {
    const huge = 'r'.repeat(1 << 20);
    const used = cpuMs(() => boostingFlagsInCall([`--directories=${huge}`, '-d', huge, `-d${huge}`, `--${huge}`, `-${huge}`, ...Array(50_000).fill('-d')], { program: 'grep', valueShortFlags: ['-d'] }));
    // CPU time, so a loaded machine does not fail it; the work is one pass over each token.
    expect(used).toBeLessThan(1000);
  });

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

  it('collects the predicates of find\'s expression items: `-type f` is no bundle holding -y', () => {
    const binding = {
      input_schema: {
        type: 'object', additionalProperties: false,
        properties: {
          path: { 'x-cli-kind': 'positional', 'x-cli-position': 0, type: 'array' },
          expression: {
            'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-expression': true, type: 'array',
            items: { type: 'object', properties: {
              operator: { type: 'string', 'x-cli-operator': true },
              type: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '-type' },
              empty: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '-empty' },
            } },
          },
        },
      },
    } as unknown as Binding;
    const options = boostingOptionsOf(binding);
    expect(options.knownFlags).toEqual(['-type', '-empty']);
    expect(boostingFlagsInCall(['.', '-type', 'f', '-empty'], options)).toEqual([]);
    // Without them, the words read as bundles: `-type` holds `-y`.
    expect(boostingFlagsInCall(['.', '-type', 'f'], {})).not.toEqual([]);
  });
});
