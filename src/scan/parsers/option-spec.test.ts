import { describe, expect, it } from 'vitest';
import { parseOptionSpec } from './option-spec.js';

describe('parseOptionSpec', () => {
  it('reads `--name=` with nothing after the `=` as an option that takes a value (R CMD INSTALL, systemctl)', () => {
    const spec = parseOptionSpec('--data-compress=', { wholeSpec: true });
    expect(spec?.alternatives).toEqual([{ token: '--data-compress', bracketNegation: false, isNegation: false, valueOptional: false, ellipsis: false, valueStyle: 'equals', valueName: 'VALUE' }]);
  });

  it('keeps kubectl\'s `--flag=DEFAULT:` a default, and `--lines=NUM` its own name', () => {
    expect(parseOptionSpec('--all-namespaces=false:', { wholeSpec: true })?.inlineDefault).toBe('false');
    expect(parseOptionSpec('--all-namespaces=false:', { wholeSpec: true })?.alternatives[0]?.valueName).toBeUndefined();
    expect(parseOptionSpec('-n, --lines=NUM', { wholeSpec: true })?.alternatives.map((alt) => alt.valueName)).toEqual([undefined, 'NUM']);
  });

  it('stops at a status note in parentheses: it is no value (`--scan (incubating)`)', () => {
    expect(parseOptionSpec('--scan (incubating)', { wholeSpec: true })?.alternatives[0]?.valueName).toBeUndefined();
    expect(parseOptionSpec('--level LEVEL', { wholeSpec: true })?.alternatives[0]?.valueName).toBe('LEVEL');
  });

  it('ends the spec at a colon closing it (adb: `-r: replace ...`, `--abi ABI: override ...`)', () => {
    const short = parseOptionSpec('-r: replace existing application', { wholeSpec: false });
    expect([short?.alternatives.map((alt) => alt.token), short?.consumed]).toEqual([['-r'], 3]);
    const long = parseOptionSpec('--abi ABI: override the ABI', { wholeSpec: false });
    expect([long?.alternatives[0]?.valueName, long?.consumed]).toEqual(['ABI', 10]);
  });
});

describe('a short spelling that is the value itself', () => {
  it('reads gource\'s `-WIDTHxHEIGHT, --viewport` as the long option taking that value', () => {
    expect(parseOptionSpec('-WIDTHxHEIGHT, --viewport', { wholeSpec: true })?.alternatives.map((alt) => [alt.token, alt.valueName, alt.valueStyle]))
      .toEqual([['--viewport', 'WIDTHxHEIGHT', 'separate']]);
  });
});
