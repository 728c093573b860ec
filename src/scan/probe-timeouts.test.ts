import { describe, expect, it } from 'vitest';
import { retriesTimedOutProbes, rootProbeTimeout, subcommandProbeTimeout } from './probe-timeouts.js';

describe('probe timeouts', () => {
  it('gives the root four times the probe timeout', () => {
    expect(rootProbeTimeout(5_000)).toBe(20_000);
  });

  it('gives subcommands at least four times what the root help took, at most the root timeout', () => {
    expect(subcommandProbeTimeout(5_000, undefined)).toBe(5_000);
    expect(subcommandProbeTimeout(5_000, 800)).toBe(5_000);
    expect(subcommandProbeTimeout(5_000, 3_100)).toBe(12_400);
    expect(subcommandProbeTimeout(5_000, 6_000)).toBe(20_000);
  });

  it('asks a cut-off probe again only for a program whose help took more than a twentieth of the timeout', () => {
    expect(retriesTimedOutProbes(5_000, 12)).toBe(false);
    expect(retriesTimedOutProbes(5_000, 250)).toBe(false);
    expect(retriesTimedOutProbes(5_000, 251)).toBe(true);
    expect(retriesTimedOutProbes(12_400, 3_100)).toBe(true);
    expect(retriesTimedOutProbes(5_000, undefined)).toBe(false);
  });
});
