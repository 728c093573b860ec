import type { Logger } from '../log/index.js';
import { telemetryEnabled, type SvcTelemetry } from './config.js';
import { NO_TELEMETRY, type Telemetry } from './types.js';

export { coerceTelemetry, telemetryEnabled, DEFAULT_TELEMETRY, type SvcTelemetry } from './config.js';
export { NO_TELEMETRY, type Telemetry, type CallSpan } from './types.js';

/**
 * svc's telemetry for this configuration: {@link NO_TELEMETRY} unless an OTLP endpoint is
 * configured (config `telemetry.endpoint` or the `OTEL_EXPORTER_OTLP_*` variables); only then is
 * the OpenTelemetry SDK imported.
 *
 * @example
 * const telemetry = await loadTelemetry(config.telemetry, '0.1.0', log);
 * const span = telemetry.startCall({ tool: 'git_status', traceId, meta: request.params._meta });
 */
export async function loadTelemetry(config: SvcTelemetry, version: string, log?: Logger, env: NodeJS.ProcessEnv = process.env): Promise<Telemetry> {
  if (!telemetryEnabled(config, env)) return NO_TELEMETRY;
  const { createOtelTelemetry } = await import('./otel.js');
  return createOtelTelemetry(config, version, log);
}
