/**
 * The pipeline's last stage: every call, refused or run, leaves one audit line (src/govern/audit.ts;
 * the input and argv hashed, never written) and one log line, before its result goes back.
 */
import type { RunResult } from '../exec/run.js';
import type { AuditDecision, AuditLog, AuditStatus } from '../govern/audit.js';
import type { Logger } from '../log/index.js';
import type { InvokePayload } from '../results/index.js';

/** The audit status of a program that ran, by how it ended. */
export const RUN_STATUS: Record<RunResult['outcome'], AuditStatus> = {
  success: 'success',
  exit_nonzero: 'error',
  timeout: 'timeout',
  not_found: 'not_found',
  permission_denied: 'permission_denied',
  spawn_error: 'spawn_error',
  cancelled: 'cancelled',
};

/** What the record stage writes about one call. */
export interface CallRecord {
  moduleId: string;
  /** What the audit line hashes: the arguments, or what was refused about them. */
  input: unknown;
  status: AuditStatus;
  result: { isError: boolean; payload: InvokePayload };
  traceId: string;
  caller: string;
  /** The tool name as quoted and logged (bounded). */
  shownName: string;
  decision: AuditDecision;
  aclRule: number | null;
  /** The confinement it ran under; undefined when nothing ran. */
  sandbox: InvokePayload['sandbox'];
  /** The argv as shown (sensitive values masked), when the call got as far as rendering. */
  argv: string[] | undefined;
}

/** Writes the call's audit line, then its log line. */
export async function recordCall(sinks: { audit?: AuditLog | undefined; log?: Logger | undefined }, record: CallRecord): Promise<void> {
  const { payload } = record.result;
  await sinks.audit?.record({
    module_id: record.moduleId, input: record.input, status: record.status, exit_code: payload.exit_code, duration_ms: payload.duration_ms,
    trace_id: record.traceId, caller: record.caller, decision: record.decision, acl_rule: record.aclRule, ...(record.sandbox ? { sandbox: record.sandbox } : {}),
    ...(record.argv ? { argv: record.argv } : {}),
  });
  const fields = { trace_id: record.traceId, tool: record.shownName, module_id: record.moduleId, caller: record.caller, status: record.status, exit_code: payload.exit_code, duration_ms: payload.duration_ms };
  if (record.result.isError) sinks.log?.info({ ...fields, ai_guidance: payload.ai_guidance }, 'tool call failed');
  else sinks.log?.info(fields, 'tool call');
}
