import type { AuditRecord } from '../govern/audit.js';

/** The span of one tools/call. */
export interface CallSpan {
  /** Ends the span with how the call ended; the module id and decision come from its audit record. */
  end(result: { exitCode: number; durationMs: number; isError: boolean }): void;
}

/** svc's telemetry: spans per call and audit records as OTLP logs, or nothing at all. */
export interface Telemetry {
  readonly enabled: boolean;
  /**
   * Starts the span of one tools/call, continuing the trace the client names in `_meta.traceparent`
   * (W3C Trace Context). `traceId` is svc's own trace id of the call (its audit line's).
   */
  startCall(input: { tool: string; traceId: string; meta?: Record<string, unknown> }): CallSpan;
  /** Receives each audit record: sent as an OTLP log record, and its decision put on the call's span. */
  onAudit(record: AuditRecord): void;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

/** Telemetry that does nothing: what svc runs with when no endpoint is configured. */
export const NO_TELEMETRY: Telemetry = {
  enabled: false,
  startCall: () => ({ end: () => undefined }),
  onAudit: () => undefined,
  shutdown: async () => undefined,
};
