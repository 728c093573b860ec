import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { splitValuedNegations } from './valued-negation.js';

const GEM_LIST = readFileSync(new URL('../../../test/fixtures/help/gem__list.txt', import.meta.url), 'utf8');

describe('negations of value-taking options', () => {
  it("gem's `-p, --[no-]http-proxy [URL]`: the option keeps its value, --no-http-proxy is a switch of its own", () => {
    const help = parseHelp(GEM_LIST, { programName: 'gem', commandPath: ['list'] });
    const at = help.flags.findIndex((f) => f.long === '--http-proxy');
    expect(help.flags.slice(at, at + 2)).toEqual([
      { long: '--http-proxy', short: '-p', valueName: 'URL', valueOptional: true, valueStyle: 'separate', type: 'url', description: 'Use HTTP proxy for remote operations', source: 'help' },
      { long: '--no-http-proxy', type: 'boolean', description: 'Negates --http-proxy.', source: 'help' },
    ]);
    // Switches keep their negation on themselves: `--[no-]installed` is one boolean.
    expect(help.flags.find((f) => f.long === '--installed')).toEqual({
      long: '--installed', short: '-i', negation: '--no-installed', type: 'boolean', description: 'Check for installed gem', source: 'help',
    });
  });

  it('adds no second --no-x when another flag already has it', () => {
    const flags = splitValuedNegations([
      { long: '--encoding', negation: '--no-encoding', valueName: 'E', type: 'string', description: 'x' },
      { long: '--no-encoding', type: 'boolean', description: 'Do not guess the encoding' },
    ]);
    expect(flags).toEqual([
      { long: '--encoding', valueName: 'E', type: 'string', description: 'x' },
      { long: '--no-encoding', type: 'boolean', description: 'Do not guess the encoding' },
    ]);
  });
});
