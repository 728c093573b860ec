import { describe, expect, it } from 'vitest';
import { BUSY_SHARE, retriesTimedOutProbes, rootProbeTimeout, subcommandProbeTimeout, wasBusyWhenCutOff } from './probe-timeouts.js';

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

  it('calls a cut-off probe busy when its processes used a quarter of its time on the CPU or more', () => {
    expect(BUSY_SHARE).toBe(0.25);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 1_730, durationMs: 5_091 })).toBe(true);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 1_250, durationMs: 5_000 })).toBe(true);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 1_240, durationMs: 5_000 })).toBe(false);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 0, durationMs: 5_004 })).toBe(false);
  });

  it('calls no probe busy that was not cut off, or whose CPU time /proc could not tell', () => {
    expect(wasBusyWhenCutOff({ timedOut: false, cutOffCpuMs: 4_000, durationMs: 5_000 })).toBe(false);
    expect(wasBusyWhenCutOff({ timedOut: true, durationMs: 5_000 })).toBe(false);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 0, durationMs: 0 })).toBe(false);
  });
});
