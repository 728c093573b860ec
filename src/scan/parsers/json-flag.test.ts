import { describe, expect, it } from 'vitest';
import type { ParsedFlag } from '../types.js';
import { parseHelp } from './index.js';
import { detectJsonFlag } from './json-flag.js';

const flag = (f: Partial<ParsedFlag>): ParsedFlag => ({ type: 'string', description: '', ...f });

describe('detectJsonFlag', () => {
  it('prefers a literal --json over format options', () => {
    expect(detectJsonFlag([flag({ long: '--format', type: 'enum', enumValues: ['json', 'text'] }), flag({ long: '--json', type: 'boolean' })])).toBe('--json');
  });

  it('renders a long format option with json among its values as one argv word', () => {
    expect(detectJsonFlag([flag({ long: '--format', short: '-f', type: 'enum', enumValues: ['text', 'json'] })])).toBe('--format=json');
    expect(detectJsonFlag([flag({ long: '--output', type: 'enum', enumValues: ['json', 'yaml'] })])).toBe('--output=json');
  });

  it('renders a short-only `-o` format option as two words', () => {
    expect(detectJsonFlag([flag({ short: '-o', valueName: 'FORMAT', type: 'enum', enumValues: ['json', 'wide'] })])).toBe('-o json');
  });

  it("reads json from a format option's description (docker's --format)", () => {
    expect(detectJsonFlag([flag({ long: '--format', valueName: 'string', description: "Format output using a custom template: 'json': Print in JSON format" })])).toBe('--format=json');
  });

  it('finds nothing for options that only mention JSON input', () => {
    expect(detectJsonFlag([flag({ long: '--json-lines', type: 'boolean', description: 'parse input using the JSON Lines format' })])).toBeUndefined();
    expect(detectJsonFlag([flag({ long: '--format', type: 'enum', enumValues: ['text', 'yaml'] })])).toBeUndefined();
  });

  it('reads a --json that prose names as the way to get JSON, but not a --json that needs a value', () => {
    expect(detectJsonFlag([], 'Use --json for JSON output')).toBe('--json');
    expect(detectJsonFlag([], 'Pass `--json` to print the result as JSON.')).toBe('--json');
    expect(detectJsonFlag([], 'The --json option was removed; see the docs')).toBeUndefined();
    expect(detectJsonFlag([], 'Use --json fields for JSON output')).toBeUndefined();
  });

  it('reads json from a parenthesised list of formats, not of other modes (systemctl -o)', () => {
    expect(detectJsonFlag([flag({ long: '--format', valueName: 'string', description: 'Output format (json, text)' })])).toBe('--format=json');
    expect(detectJsonFlag([flag({ long: '--output', short: '-o', valueName: 'STRING', description: 'Change journal output mode (short, json, cat)' })])).toBeUndefined();
    expect(detectJsonFlag([flag({ long: '--format', valueName: '<format>', description: 'Archive format (ustar, pax, cpio)' })])).toBeUndefined();
  });

  it('is reported by parseHelp for `--format FORMAT` with json listed (GNU wording)', () => {
    const help = parseHelp('Usage: t [OPTION]...\n      --format=FORMAT   output format;\n                        FORMAT is \'text\', \'json\', or \'csv\'\n');
    expect(help.flags[0]).toMatchObject({ long: '--format', type: 'enum', enumValues: ['text', 'json', 'csv'] });
    expect(help.jsonOutputFlag).toBe('--format=json');
  });
});
