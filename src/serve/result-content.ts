import type { InvokePayload } from './invoke.js';

/** One MCP text content item. */
export interface ResultTextContent {
  type: 'text';
  text: string;
}

/**
 * The content of a tool result — the one place that decides svc's result layout (DESIGN.md
 * "MCP surface"), used by MCP `tools/call` (mcp-server.ts) and by the explorer mount alike, so
 * both always show the same layout. Today: one text item holding the JSON payload.
 *
 * @example
 * resultContent({ stdout: 'hi\n', stderr: '', exit_code: 0, duration_ms: 3, trace_id: 't' });
 * // [{ type: 'text', text: '{"stdout":"hi\\n","stderr":"","exit_code":0,"duration_ms":3,"trace_id":"t"}' }]
 */
export function resultContent(payload: InvokePayload): ResultTextContent[] {
  return [{ type: 'text', text: JSON.stringify(payload) }];
}
