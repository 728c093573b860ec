/** The small facts about a call's confinement that go into its result and its audit line. */
import type { SandboxLimits, SandboxPolicy } from './policy.js';

/** Which mechanism confined a call; `none` when the sandbox mode is `off` or no mechanism works. */
export type SandboxMechanism = 'bubblewrap' | 'seatbelt' | 'none';

/** What a result's facts and an audit line say about the call's confinement. */
export interface ConfinementFacts {
  mechanism: SandboxMechanism;
  /** Paths the call could write (roots and operator grants), besides its private temporary directory. */
  writable: string[];
  /** Whether the call had the network. */
  network: boolean;
  /** The bounds it ran under. */
  limits: SandboxLimits;
}

/**
 * The confinement facts of `policy` under `mechanism`.
 *
 * @example
 * describeConfinement(policy); // { mechanism: 'bubblewrap', writable: ['/w/proj'], network: false, limits: { ... } }
 */
export function describeConfinement(policy: SandboxPolicy, mechanism: SandboxMechanism = 'bubblewrap'): ConfinementFacts {
  return {
    mechanism,
    writable: [...new Set([...policy.writableRoots, ...policy.extraWritable])],
    network: policy.network,
    limits: { ...policy.limits },
  };
}
