import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../test/support/paths.js';
import { parseHelp } from '../parsers/index.js';
import { parseBsdOptionHead } from './bsd-option-head.js';
import { enrichWithManPage } from './enrich.js';
import { parseManPage } from './parse.js';
import { withValueFacts } from './value-facts.js';

const bsd = (name: string) => readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'bsd', name), 'utf8');

describe('parseBsdOptionHead', () => {
  it('reads option characters that are punctuation as switches', () => {
    for (const ch of [',', '%', '@']) {
      expect(parseBsdOptionHead(`-${ch}`, 'text')).toEqual([{ short: `-${ch}`, type: 'boolean', description: 'text', source: 'man' }]);
    }
    expect(parseBsdOptionHead('-,,', 'text')).toBeUndefined();
  });

  it("puts back a bracket mdoc's Op stretched to the end of the head", () => {
    expect(parseBsdOptionHead('-C[num, --context=num]', 'Print num lines')).toEqual([
      { type: 'integer', description: 'Print num lines', source: 'man', long: '--context', short: '-C', valueName: 'num', valueStyle: 'equals' },
    ]);
    const colour = parseBsdOptionHead('--colour=[when, --color=[when]]', 'Mark up');
    expect(colour?.map((f) => [f.long, f.valueName, f.valueOptional, f.valueStyle])).toEqual([
      ['--colour', 'when', true, 'equals'],
      ['--color', 'when', true, 'equals'],
    ]);
  });

  it('leaves heads it cannot repair to the general reader (undefined)', () => {
    expect(parseBsdOptionHead('-a, --all', 'x')).toBeUndefined();
    expect(parseBsdOptionHead('see -C[num', 'x')).toBeUndefined();
  });
});

describe('withValueFacts', () => {
  it("reads values and quoted defaults in BSD wording, and leaves switches alone", () => {
    const colour = withValueFacts({ long: '--color', valueName: 'when', type: 'string', description: "The possible values of when can be `never', `always' or `auto'.", source: 'man' });
    expect(colour).toMatchObject({ type: 'enum', enumValues: ['never', 'always', 'auto'] });
    const devices = withValueFacts({ short: '-D', valueName: 'action', type: 'string', description: "The default action is `read', which means ...", source: 'man' });
    expect(devices.default).toBe('read');
    const sw = { short: '-j', type: 'boolean' as const, description: 'The default is "x"', source: 'man' as const };
    expect(withValueFacts(sw)).toBe(sw);
    const count = withValueFacts({ long: '--count', valueName: 'num', type: 'integer', description: 'The default is "two".', source: 'man' });
    expect(count.default).toBeUndefined();
  });
});

describe('a BSD program scanned from its usage and its manual', () => {
  it('gets descriptions, -, and the JSON flag (-j) from the page', () => {
    const help = parseHelp('usage: ls [-ABCFGHILPRSTUWZabcdfghijklmnopqrstuvwxy1,] [--color=when] [--group-directories=order] [--group-directories-first] [-D format] [file ...]\n', { programName: 'ls' });
    expect(help.jsonOutputFlag).toBeUndefined();
    const { help: enriched } = enrichWithManPage(help, parseManPage(bsd('ls.txt')));
    expect(enriched.jsonOutputFlag).toBe('-j');
    expect(enriched.flags.find((f) => f.short === '-,')?.description).toMatch(/^\(Comma\) When the -l or -s option is set/);
    expect(enriched.flags.find((f) => f.short === '-j')?.description).toMatch(/^Force output to be in JSON format\./);
  });
});
