/**
 * Bounds on what clients can hold and start (DESIGN.md "Limits"): the `limits` member of
 * `~/.svc/config.yaml`. Every member is optional in the file; missing ones take these defaults.
 */
import { coerceWholeNumberMembers } from './whole-number-members.js';

export interface SvcLimits {
  /** MCP sessions (streamable HTTP plus SSE) open at once; past it the oldest idle one is evicted, or 503. */
  max_sessions: number;
  /** Minutes a session may stay idle before it is closed. */
  session_idle_minutes: number;
  /** Programs running at once across every client. */
  max_running_programs: number;
  /**
   * Programs one MCP session (or caller) may run at once while another session waits for a slot;
   * 0 means half of `max_running_programs`, at least 1. Alone, a session may use every slot.
   */
  max_running_programs_per_session: number;
  /** Calls waiting for a free program slot; past it a call is refused with `ai_guidance`. */
  max_queued_programs: number;
  /**
   * Programs one caller identity may run at once, every replica together (through the state store,
   * docs/state.md); past it a call is refused with `ai_guidance`. 0: no bound per caller.
   */
  max_running_programs_per_caller: number;
  /** Calls one caller identity may make per minute, every replica together; 0: no bound. */
  max_calls_per_minute_per_caller: number;
  /** Bytes of one argument value (a string, or one item of an array), checked before anything else reads it. */
  max_value_bytes: number;
  /** Bytes of a whole call's arguments (every name and value), checked before anything else reads them. */
  max_call_bytes: number;
  /** Address space of each sandboxed process, in MiB (RLIMIT_AS; as root also the call's memory in sum, by cgroup). */
  sandbox_memory_mb: number;
  /** Processes and threads a sandboxed call may have at once. */
  sandbox_max_processes: number;
  /** Largest file a sandboxed call may write, in MiB. */
  sandbox_file_size_mb: number;
  /** CPU seconds of each sandboxed process. */
  sandbox_cpu_seconds: number;
  /** Seconds a client has to send a request's headers. */
  header_timeout_seconds: number;
  /** Seconds a client has to send a whole request, body included. */
  request_timeout_seconds: number;
}

/** The defaults, chosen for one user's agents on one machine. */
export const DEFAULT_LIMITS: Readonly<SvcLimits> = Object.freeze({
  max_sessions: 100,
  session_idle_minutes: 5,
  max_running_programs: 8,
  max_running_programs_per_session: 0,
  max_queued_programs: 64,
  max_running_programs_per_caller: 0,
  max_calls_per_minute_per_caller: 0,
  max_value_bytes: 65_536,
  max_call_bytes: 262_144,
  sandbox_memory_mb: 4_096,
  sandbox_max_processes: 256,
  sandbox_file_size_mb: 1_024,
  sandbox_cpu_seconds: 300,
  header_timeout_seconds: 10,
  request_timeout_seconds: 30,
});

const RANGES: Record<keyof SvcLimits, [number, number]> = {
  max_sessions: [1, 100_000],
  session_idle_minutes: [1, 1_440],
  max_running_programs: [1, 1_024],
  max_running_programs_per_session: [0, 1_024],
  max_queued_programs: [0, 100_000],
  max_running_programs_per_caller: [0, 100_000],
  max_calls_per_minute_per_caller: [0, 10_000_000],
  // Linux refuses a single argv string over 128 KiB (MAX_ARG_STRLEN) and all of them over ARG_MAX.
  max_value_bytes: [256, 131_072],
  max_call_bytes: [1_024, 2_097_152],
  sandbox_memory_mb: [16, 1_048_576],
  sandbox_max_processes: [4, 65_536],
  sandbox_file_size_mb: [1, 1_048_576],
  sandbox_cpu_seconds: [1, 86_400],
  header_timeout_seconds: [1, 3_600],
  request_timeout_seconds: [1, 3_600],
};

/**
 * Checks a `limits` value from the config file: a mapping of known members, each a whole number
 * in its range. Throws an Error saying what is accepted.
 *
 * @example
 * coerceLimits({ max_sessions: 20 }); // { ...DEFAULT_LIMITS, max_sessions: 20 }
 */
export function coerceLimits(raw: unknown): SvcLimits {
  return coerceWholeNumberMembers('limits', raw, DEFAULT_LIMITS, RANGES);
}
