/**
 * The governed call pipeline (docs/call.md): every MCP `tools/call` and explorer call goes
 * through `createToolRuntime` (invoke.ts), which strings the stages together, one module each:
 * bounds and validate (validate-call.ts, over argument-depth.ts, argument-size.ts, null-arguments.ts,
 * scalar-strings.ts and ../schema/validate.ts) → render (render-call.ts, json-preference.ts) → place (call-placement.ts,
 * caller-roots.ts) → decide (decide-call.ts: ACL, argument policy, approval; plain data) → confine
 * (confine-call.ts, git-worktree-dirs.ts) → run (exec/run.ts, under caller-quota.ts; its output
 * captured by call-capture.ts, reported by progress*.ts, stopped by relayed-cancels.ts) → record
 * (record-call.ts: the audit line). The pipeline reads src/results/ and src/tool-list/; neither
 * reads it back.
 */
export {
  createToolRuntime, REDACTED_VALUE,
  type ToolRuntime, type ToolRuntimeOptions, type InvokeResult, type InvokePayload, type InvokeContext, type CallPreview,
} from './invoke.js';
export type { ToolRuntimeLike, ApprovalHandler, ApprovalRequest, ApprovalDecision } from './runtime-contract.js';
export { createCallConfinement, reportSandbox, svcOwnPaths, type CallConfinement, type CallConfinementOptions, type ConfinedRun } from './confine-call.js';
export { createCallerQuota, type CallerQuota, type CallerQuotaOptions, type QuotaAdmission } from './caller-quota.js';
export { createCallCapture, type CallCapture, type CallCaptureOptions } from './call-capture.js';
export { createRelayedCancels, type RelayedCancels } from './relayed-cancels.js';
export { startProgress, type ProgressSample, type ProgressOptions } from './progress.js';
export { progressMessage } from './progress-message.js';
export { withoutNullArguments } from './null-arguments.js';
export { findOversizedArguments } from './argument-size.js';
