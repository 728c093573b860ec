import type { Binding } from '../bindings/types.js';

/**
 * What the MCP layer needs from the execution runtime (src/serve/invoke.ts `createToolRuntime`).
 * Declared structurally here so serving depends on the shape, not on how execution is built.
 */

/** One approval question: the exact argv that would run, and why approval is needed. */
export interface ApprovalRequest {
  alias: string;
  moduleId: string;
  argv: string[];
  reason: string;
  caller: string;
}

/** The answer of an approval handler; anything but `approved` denies the call. */
export type ApprovalDecision = 'approved' | 'declined' | 'cancelled' | 'unsupported';

/** Asks someone (the MCP client's user, a policy) whether a call may run. */
export type ApprovalHandler = (request: ApprovalRequest) => Promise<ApprovalDecision>;

/** The JSON payload of every tool result (DESIGN.md "MCP surface"). */
export interface InvokePayload {
  stdout: string;
  stderr: string;
  exit_code: number | null;
  duration_ms: number;
  trace_id: string;
  json_output?: unknown;
  ai_guidance?: string;
  truncated?: unknown;
  [key: string]: unknown;
}

/** Outcome of one invocation. */
export interface InvokeResult {
  isError: boolean;
  payload: InvokePayload;
}

/** Per-call options. */
export interface InvokeOptions {
  caller: string;
  approve?: ApprovalHandler;
  traceId?: string;
}

/** The execution and governance path every call goes through (MCP and explorer alike). */
export interface ToolRuntimeLike {
  tools(): readonly Binding[];
  byAlias(alias: string): Binding | undefined;
  invoke(alias: string, args: Record<string, unknown>, options: InvokeOptions): Promise<InvokeResult>;
}
