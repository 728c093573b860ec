import { DEFAULT_RESULTS } from '../config/results.js';
import type { InvokePayload } from './invoke.js';
import { cutInline, type OutputView } from './inline-cut.js';
import type { KeptStream } from './output-resources.js';
import { rangedUri, READ_PART_BYTES } from './output-part.js';

/** One MCP text content item. */
export interface ResultTextContent {
  type: 'text';
  text: string;
}

/** One MCP `resource_link` content item: where the whole output can be read. */
export interface ResultLinkContent {
  type: 'resource_link';
  uri: string;
  name: string;
  description: string;
  mimeType: 'text/plain';
  size: number;
}

export type ResultContentItem = ResultTextContent | ResultLinkContent;

/** Options for {@link resultContent}. */
export interface ResultLayoutOptions {
  /** Inline budget of stdout in bytes (default 24 KiB, `results.inline_bytes`). */
  inlineBytes?: number;
  /** Inline budget of stderr in bytes (default 4 KiB, `results.stderr_inline_bytes`). */
  stderrInlineBytes?: number;
  /** What the capture saw of each stream (byte counts, head, tail); default: the payload's text. */
  views?: Partial<Record<'stdout' | 'stderr', OutputView>>;
  /** Streams kept whole as resources for this session. */
  kept?: Partial<Record<'stdout' | 'stderr', KeptStream>>;
  /** Why a cut stream was not kept (default: `no MCP session to keep it for`). */
  notKeptReason?: string;
}

const group = (n: number) => n.toLocaleString('en-US');

function viewOf(text: string): OutputView {
  const whole = Buffer.from(text, 'utf8');
  return { totalBytes: whole.length, whole, head: whole, tail: whole };
}

/**
 * The content of a tool result — the one place that decides svc's result layout (docs/results.md),
 * used by MCP `tools/call` and by the explorer alike:
 * 1. `content[0]`: the program's standard output as plain text, whole when it fits the inline
 *    budget, else its head and tail around a line saying how much was cut and where the rest is;
 * 2. `content[1]`: compact JSON facts: `exit_code`, `duration_ms`, `trace_id`, and where they
 *    apply `stderr` (bounded the same way), `ai_guidance` and `truncation`;
 * 3. one `resource_link` per stream kept whole (`svc://output/<id>/<stream>`, or its first part's
 *    ranged URI when it is longer than one read's part).
 *
 * @example
 * resultContent({ stdout: 'hi\n', stderr: '', exit_code: 0, duration_ms: 3, trace_id: 't' });
 * // [{ type: 'text', text: 'hi\n' }, { type: 'text', text: '{"exit_code":0,"duration_ms":3,"trace_id":"t"}' }]
 */
export function resultContent(payload: InvokePayload, options: ResultLayoutOptions = {}): ResultContentItem[] {
  const budgets = { stdout: options.inlineBytes ?? DEFAULT_RESULTS.inline_bytes, stderr: options.stderrInlineBytes ?? DEFAULT_RESULTS.stderr_inline_bytes };
  const notKept = options.notKeptReason ?? 'no MCP session to keep it for';
  const truncation: Record<string, unknown> = {};
  const links: ResultLinkContent[] = [];
  const shown: Record<'stdout' | 'stderr', string> = { stdout: '', stderr: '' };
  for (const stream of ['stdout', 'stderr'] as const) {
    const view = options.views?.[stream] ?? viewOf(payload[stream] ?? '');
    const kept = options.kept?.[stream];
    const cut = cutInline(view, budgets[stream], (omitted) =>
      kept
        ? `[svc: ${group(omitted)} of ${group(view.totalBytes)} bytes cut here; the whole ${stream} is resource ${kept.uri} (resources/read; a byte range: ?offset=N&length=N)]`
        : `[svc: ${group(omitted)} of ${group(view.totalBytes)} bytes cut here; the whole ${stream} was not kept: ${notKept}]`,
    );
    shown[stream] = cut.text;
    if (cut.omittedBytes === 0 && !(kept && !kept.complete)) continue;
    const facts: Record<string, unknown> = { total_bytes: view.totalBytes, shown_bytes: cut.shownBytes, omitted_bytes: cut.omittedBytes };
    if (kept) {
      facts.resource = kept.uri;
      if (!kept.complete) facts.resource_bytes = kept.bytes;
      // A link past one read's part names the first part, so following it never asks for more
      // than a client accepts in one message (output-part.ts).
      const inParts = kept.bytes > READ_PART_BYTES;
      links.push({
        type: 'resource_link',
        uri: inParts ? rangedUri(kept.uri, 0, READ_PART_BYTES) : kept.uri,
        name: kept.label,
        description: inParts
          ? `The first ${group(READ_PART_BYTES)} of ${group(kept.bytes)} bytes${kept.complete ? '' : ' kept'} of the whole ${stream}; read on from ${kept.uri}?offset=${READ_PART_BYTES} (each resources/read answers at most ${group(READ_PART_BYTES)} bytes; its _meta.next is the URI of the rest)`
          : `The whole ${stream}${kept.complete ? '' : ` (its first ${group(kept.bytes)} bytes)`}: read with resources/read, a byte range with ?offset=N&length=N`,
        mimeType: 'text/plain',
        size: kept.bytes,
      });
    } else {
      facts.resource = null;
    }
    truncation[stream] = facts;
  }
  if (payload.truncated && Object.keys(truncation).length === 0) truncation.capped = true;
  const facts: Record<string, unknown> = { exit_code: payload.exit_code, duration_ms: payload.duration_ms, trace_id: payload.trace_id };
  if (payload.sandbox) facts.sandbox = payload.sandbox;
  if (shown.stderr !== '') facts.stderr = shown.stderr;
  if (payload.ai_guidance !== undefined) facts.ai_guidance = payload.ai_guidance;
  if (Object.keys(truncation).length > 0) facts.truncation = truncation;
  return [{ type: 'text', text: shown.stdout }, { type: 'text', text: JSON.stringify(facts) }, ...links];
}
