/** `telemetry` in config.yaml (docs/gateway.md "Traces and central audit"). */
export interface SvcTelemetry {
  /** OTLP/HTTP base URL (`/v1/traces`, `/v1/logs` are appended); default: the `OTEL_EXPORTER_OTLP_*` variables. */
  endpoint?: string;
  /** One span per tools/call (default true when an endpoint is known). */
  traces: boolean;
  /** Audit records also as OTLP log records (default true when an endpoint is known). */
  audit_logs: boolean;
  /** `service.name` of the spans and log records (default `OTEL_SERVICE_NAME`, else `svc`). */
  service_name?: string;
}

export const DEFAULT_TELEMETRY: SvcTelemetry = { traces: true, audit_logs: true };

const MEMBERS = ['endpoint', 'traces', 'audit_logs', 'service_name'];

/**
 * Checks `telemetry` from the config file; throws an Error naming the member.
 *
 * @example
 * coerceTelemetry({ endpoint: 'http://collector:4318' }); // { traces: true, audit_logs: true, endpoint: ... }
 */
export function coerceTelemetry(raw: unknown): SvcTelemetry {
  if (raw === null || raw === undefined) return { ...DEFAULT_TELEMETRY };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`telemetry must be a mapping of ${MEMBERS.join(', ')}`);
  const t = raw as Record<string, unknown>;
  for (const key of Object.keys(t)) if (!MEMBERS.includes(key)) throw new Error(`telemetry: unknown member "${key}" (known: ${MEMBERS.join(', ')})`);
  const out: SvcTelemetry = { ...DEFAULT_TELEMETRY };
  if (t.endpoint !== undefined) {
    if (typeof t.endpoint !== 'string' || !/^https?:\/\//.test(t.endpoint) || !URL.canParse(t.endpoint)) {
      throw new Error(`telemetry.endpoint must be an OTLP/HTTP URL like http://collector:4318 (got ${JSON.stringify(t.endpoint)})`);
    }
    out.endpoint = t.endpoint.replace(/\/+$/, '');
  }
  for (const key of ['traces', 'audit_logs'] as const) {
    if (t[key] === undefined) continue;
    if (typeof t[key] !== 'boolean') throw new Error(`telemetry.${key} must be true or false (got ${JSON.stringify(t[key])})`);
    out[key] = t[key];
  }
  if (t.service_name !== undefined) {
    if (typeof t.service_name !== 'string' || t.service_name.trim() === '') throw new Error(`telemetry.service_name must be a non-empty string (got ${JSON.stringify(t.service_name)})`);
    out.service_name = t.service_name.trim();
  }
  return out;
}

/**
 * Whether telemetry is on: an endpoint in config or one of the standard OTLP variables, and the
 * SDK not disabled (`OTEL_SDK_DISABLED=true`).
 */
export function telemetryEnabled(config: SvcTelemetry, env: NodeJS.ProcessEnv = process.env): boolean {
  if (String(env.OTEL_SDK_DISABLED).toLowerCase() === 'true') return false;
  if (!config.traces && !config.audit_logs) return false;
  return Boolean(config.endpoint || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_LOGS_ENDPOINT);
}
