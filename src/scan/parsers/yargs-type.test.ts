import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { stripYargsAnnotations, yargsType } from './yargs-type.js';

const CONCURRENTLY = readFileSync(new URL('../../../test/fixtures/help/concurrently.txt', import.meta.url), 'utf8');

describe('yargs option annotations', () => {
  it('binds every value-taking option of concurrently 9.2.5 as value-taking', () => {
    const flags = new Map(parseHelp(CONCURRENTLY, { programName: 'concurrently', commandPath: [] }).flags.map((f) => [f.long, f]));
    expect(flags.get('--max-processes')).toMatchObject({ short: '-m', type: 'string', valueStyle: 'separate' });
    expect(flags.get('--names')).toMatchObject({ short: '-n', type: 'string', description: 'List of custom names to be used in prefix template. Example names: "main,browser,server"' });
    expect(flags.get('--success')).toMatchObject({ type: 'string', default: 'all' });
    expect(flags.get('--name-separator')).toMatchObject({ type: 'string', default: ',' });
    expect(flags.get('--prefix-length')).toMatchObject({ short: '-l', type: 'integer', default: '10' });
    expect(flags.get('--teardown')).toMatchObject({ type: 'string', repeatable: true });
    expect(flags.get('--raw')).toMatchObject({ short: '-r', type: 'boolean' });
    expect(flags.get('--timings')).toMatchObject({ type: 'boolean', default: 'false' });
    // "[default: index or name (when --names is set)]" is prose, not a value.
    expect(flags.get('--prefix')!.default).toBeUndefined();
  });

  it('reads the annotations', () => {
    expect(yargsType('Log level [choices: "debug", "info", "warn"] [default: "info"]')).toEqual({ valueName: '{debug,info,warn}' });
    expect(yargsType('Port to listen on [number]')).toEqual({ valueName: 'number' });
    expect(yargsType('Files to watch [array]')).toEqual({ valueName: 'string', repeatable: true });
    expect(yargsType('Verbose output [count]')).toBeUndefined();
    expect(yargsType('Fast mode [default: --safe]')).toBeUndefined();
    expect(stripYargsAnnotations('List of names [string] [required] [default: ""]')).toBe('List of names');
  });
});

describe('a yargs boolean whose text names its --no- form (synthetic, as snaplet prints them)', () => {
  it('binds the negation the text names: skip with, silence with', () => {
    const help = [
      'restore-tool restore [name]',
      '',
      'Options:',
      '      --data      Restore data on the database (skip with --no-data)',
      '                                                [boolean] [default: true]',
      '      --progress  Report the progress into the terminal (silence',
      '                  with --no-progress)           [boolean] [default: true]',
      '      --latest    Restore the latest one       [boolean] [default: false]',
      '',
    ].join('\n');
    const flags = new Map(parseHelp(help, { programName: 'restore-tool', commandPath: ['restore'] }).flags.map((f) => [f.long, f]));
    expect(flags.get('--data')).toMatchObject({ type: 'boolean', negation: '--no-data' });
    expect(flags.get('--progress')).toMatchObject({ type: 'boolean', negation: '--no-progress' });
    expect(flags.get('--latest')!.negation).toBeUndefined();
  });
});
