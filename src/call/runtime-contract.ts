/**
 * The names the MCP layer uses for the execution runtime (src/call/invoke.ts) and approvals
 * (src/govern/approval.ts), gathered in one place.
 */
export type { InvokePayload, InvokeResult, InvokeContext, ToolRuntime as ToolRuntimeLike } from './invoke.js';
export type { ApprovalHandler, ApprovalRequest, ApprovalAnswer as ApprovalDecision } from '../govern/index.js';
