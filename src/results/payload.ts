/**
 * What every call answers, before it is laid out as MCP content (result-content.ts). The call
 * pipeline (src/call/) fills it; results only read it, so results never import the pipeline.
 */
/** The JSON payload of every result (DESIGN.md "MCP surface"). */
export interface InvokePayload {
  stdout: string;
  stderr: string;
  /** The program's exit status; 128 + signal number when a signal ended it; -1 when no process ran. */
  exit_code: number;
  /** Whole milliseconds: the program's run time, or the time to refuse when nothing ran. */
  duration_ms: number;
  trace_id: string;
  /** stdout parsed as JSON, when the call used the binding's JSON-output flag and stdout is a JSON object. */
  json_output?: Record<string, unknown>;
  /** What went wrong and what to do next; present on every error. */
  ai_guidance?: string;
  /** Present (true) when stdout or stderr went past the output cap and was cut. */
  truncated?: true;
  /** The confinement the program ran under (docs/sandbox.md); absent when nothing ran. */
  sandbox?: { mechanism: string; writable: string[]; network: boolean };
}
