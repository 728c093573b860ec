import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { parseOptionSpec } from './option-spec.js';

/** `poetry --help` of Poetry 1.3 (cleo): `-v|vv|vvv, --verbose`. */
const POETRY = readFileSync(new URL('../../../test/fixtures/help/poetry.txt', import.meta.url), 'utf8');

describe("cleo's repeated short letter (-v|vv|vvv, --verbose)", () => {
  it('pairs -v with --verbose', () => {
    expect(parseOptionSpec('-v|vv|vvv, --verbose', { wholeSpec: true })!.alternatives.map((a) => a.token)).toEqual(['-v', '--verbose']);
    const help = parseHelp(POETRY, { programName: 'poetry', commandPath: [] });
    expect(help.flags.find((f) => f.short === '-v')).toEqual({
      long: '--verbose', short: '-v', type: 'boolean',
      description: 'Increase the verbosity of messages: 1 for normal output, 2 for more verbose output and 3 for debug.', source: 'help',
    });
  });

  it('takes only the same letter repeated, never another option', () => {
    expect(parseOptionSpec('-v|vx, --verbose', { wholeSpec: true })!.alternatives.map((a) => a.token)).toEqual(['-v']);
    expect(parseOptionSpec('-S|--save', { wholeSpec: true })!.alternatives.map((a) => a.token)).toEqual(['-S', '--save']);
  });
});
