import { context as contextApi, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span, type TextMapGetter } from '@opentelemetry/api';
import { SeverityNumber } from '@opentelemetry/api-logs';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { AuditRecord } from '../govern/audit.js';
import type { Logger } from '../log/index.js';
import type { SvcTelemetry } from './config.js';
import type { CallSpan, Telemetry } from './types.js';

/** Reads `traceparent` / `tracestate` from a request's `_meta` (strings only). */
const metaGetter: TextMapGetter<Record<string, unknown>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => (typeof carrier[key] === 'string' ? (carrier[key] as string) : undefined),
};

/** Spans waiting for their audit record, by svc trace id; bounded so a record that never comes cannot grow it. */
const MAX_OPEN_SPANS = 10_000;

/**
 * Builds the OpenTelemetry pipeline (this module is imported only when telemetry is configured, so
 * start-up does not load the SDK otherwise): a tracer provider with a batching OTLP/HTTP exporter,
 * and a logger provider for audit records. Providers are svc's own, not registered globally.
 */
export function createOtelTelemetry(config: SvcTelemetry, version: string, log?: Logger): Telemetry {
  const serviceName = config.service_name ?? process.env.OTEL_SERVICE_NAME ?? 'svc';
  const resource = resourceFromAttributes({ 'service.name': serviceName, 'service.version': version });
  const url = (signal: 'traces' | 'logs') => (config.endpoint ? { url: `${config.endpoint}/v1/${signal}` } : {});
  const tracerProvider = config.traces
    ? new BasicTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(url('traces')))] })
    : undefined;
  const loggerProvider = config.audit_logs
    ? new LoggerProvider({ resource, processors: [new BatchLogRecordProcessor({ exporter: new OTLPLogExporter(url('logs')) })] })
    : undefined;
  const tracer = tracerProvider?.getTracer('svc', version);
  const auditLogger = loggerProvider?.getLogger('svc.audit', version);
  const propagator = new W3CTraceContextPropagator();
  const open = new Map<string, Span>();
  log?.info({ endpoint: config.endpoint ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '(OTEL_EXPORTER_OTLP_*_ENDPOINT)', traces: config.traces, audit_logs: config.audit_logs }, 'OpenTelemetry export on');

  return {
    enabled: true,
    startCall({ tool, traceId, meta }): CallSpan {
      if (!tracer) return { end: () => undefined };
      const parent = meta ? propagator.extract(ROOT_CONTEXT, meta, metaGetter) : ROOT_CONTEXT;
      const span = tracer.startSpan(`tools/call ${tool}`, {
        kind: SpanKind.SERVER,
        attributes: { 'mcp.method.name': 'tools/call', 'gen_ai.tool.name': tool, 'svc.trace_id': traceId },
      }, parent);
      if (open.size >= MAX_OPEN_SPANS) open.delete(open.keys().next().value!);
      open.set(traceId, span);
      return {
        end({ exitCode, durationMs, isError }) {
          open.delete(traceId);
          // Never argument values: only how the call ended.
          span.setAttributes({ 'process.exit.code': exitCode, 'svc.duration_ms': durationMs });
          if (isError) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    onAudit(record: AuditRecord) {
      const span = open.get(record.trace_id);
      span?.setAttributes({
        'svc.module_id': record.module_id, 'svc.decision': record.decision, 'svc.status': record.status, 'svc.caller': record.caller,
        ...(record.acl_rule !== null ? { 'svc.acl_rule': record.acl_rule } : {}),
      });
      if (!auditLogger) return;
      const { sandbox, ...fields } = record;
      auditLogger.emit({
        ...(span ? { context: trace.setSpan(contextApi.active(), span) } : {}),
        severityNumber: record.status === 'success' ? SeverityNumber.INFO : SeverityNumber.WARN,
        severityText: record.status === 'success' ? 'INFO' : 'WARN',
        eventName: 'svc.audit',
        body: `${record.module_id || '(unknown tool)'} ${record.status}`,
        // The audit line's fields: the input only as its salted hash, as in the JSONL file.
        attributes: { ...fields, ...(sandbox ? { 'sandbox.mechanism': sandbox.mechanism, 'sandbox.network': sandbox.network, 'sandbox.writable': sandbox.writable } : {}) },
      });
    },
    async shutdown() {
      await Promise.allSettled([tracerProvider?.shutdown(), loggerProvider?.shutdown()]);
    },
  };
}
