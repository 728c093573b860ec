import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { toLines } from './layout.js';
import { stackedOptionFlags } from './stacked-options.js';

const TSC = readFileSync(new URL('../../../test/fixtures/help/tsc.txt', import.meta.url), 'utf8');

describe('stacked option layout (tsc --help)', () => {
  it('reads switches, values, enums and defaults from the lines under each option', () => {
    const help = parseHelp(TSC, { programName: 'tsc', commandPath: [] });
    const byLong = new Map(help.flags.map((f) => [f.long, f]));
    expect(byLong.get('--noEmit')).toMatchObject({ type: 'boolean', default: 'false' });
    expect(byLong.get('--target')).toMatchObject({ short: '-t', type: 'enum', valueStyle: 'separate', default: 'es5' });
    expect(byLong.get('--target')!.enumValues).toEqual(expect.arrayContaining(['es5', 'es6', 'es2015', 'esnext']));
    expect(byLong.get('--outDir')).toMatchObject({ type: 'string', valueStyle: 'separate' });
    expect(byLong.get('--project')).toMatchObject({ short: '-p', type: 'path', valueStyle: 'separate' });
    expect(byLong.get('--watch')).toMatchObject({ short: '-w', type: 'boolean' });
    // "`false`, unless `composite` is set" is no single default.
    expect(byLong.get('--declaration')!.default).toBeUndefined();
    expect(help.flags.some((f) => f.long === '--help' || f.long === '--version')).toBe(false);
    // `COMMON COMMANDS` lists example command lines of tsc itself, not subcommands.
    expect(help.subcommands).toEqual([]);
  });

  it('needs three entries, so prose that starts with a dash is not taken for options', () => {
    expect(stackedOptionFlags(toLines('--verbose\nPrint more.\n\nSee the manual.\n'))).toEqual([]);
  });
});
