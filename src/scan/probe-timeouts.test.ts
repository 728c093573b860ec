import { describe, expect, it } from 'vitest';
import { BUSY_SHARE, cpuShareOfMachine, MIN_MACHINE_SHARE, retriesTimedOutProbes, rootProbeTimeout, subcommandProbeTimeout, wasBusyWhenCutOff } from './probe-timeouts.js';

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

  it('calls a cut-off probe busy when its processes used a quarter of its time on the CPU or more, on an idle machine', () => {
    expect(BUSY_SHARE).toBe(0.25);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 1_730, durationMs: 5_091 }, 1)).toBe(true);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 1_250, durationMs: 5_000 }, 1)).toBe(true);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 1_240, durationMs: 5_000 }, 1)).toBe(false);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 0, durationMs: 5_004 }, 1)).toBe(false);
  });

  it('asks less of a probe on a loaded machine: a quarter of the share one process gets, never under 5%', () => {
    // At load 10 on 2 cores a busy shell loop got 20% of its time (the CI run of 88cac7d).
    expect(cpuShareOfMachine(2, 10)).toBe(0.2);
    expect(cpuShareOfMachine(2, 4)).toBe(0.5);
    expect(cpuShareOfMachine(2, 1)).toBe(1);
    expect(cpuShareOfMachine(2, 0)).toBe(1);
    expect(cpuShareOfMachine(2, 100)).toBe(MIN_MACHINE_SHARE);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 100, durationMs: 500 }, cpuShareOfMachine(2, 10))).toBe(true);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 100, durationMs: 500 }, 1)).toBe(false);
    // A sleeping probe stays idle however loaded the machine.
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 20, durationMs: 5_010 }, cpuShareOfMachine(2, 100))).toBe(false);
  });

  it('calls no probe busy that was not cut off, or whose CPU time /proc could not tell', () => {
    expect(wasBusyWhenCutOff({ timedOut: false, cutOffCpuMs: 4_000, durationMs: 5_000 })).toBe(false);
    expect(wasBusyWhenCutOff({ timedOut: true, durationMs: 5_000 })).toBe(false);
    expect(wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 0, durationMs: 0 })).toBe(false);
  });
});
