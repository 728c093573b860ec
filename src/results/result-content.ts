import { DEFAULT_RESULTS } from '../config/results.js';
import type { InvokePayload } from './payload.js';
import { binaryKind } from './binary-output.js';
import { cutInline, type InlineCut, type OutputView } from './inline-cut.js';
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
  /** `application/octet-stream` for binary output (docs/results.md "Binary output"). */
  mimeType: 'text/plain' | 'application/octet-stream';
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
  /** The call failed: its first text is what went wrong (default false). */
  isError?: boolean;
}

/** A laid-out result: its content, and the text shown inline of each stream (for `structuredContent`). */
export interface ResultLayout {
  content: ResultContentItem[];
  shown: { stdout: string; stderr: string };
}

const group = (n: number) => n.toLocaleString('en-US');

function viewOf(text: string): OutputView {
  const whole = Buffer.from(text, 'utf8');
  return { totalBytes: whole.length, whole, head: whole, tail: whole };
}

/** The inline form of a binary stream: a summary line, and the bytes as base64 when they fit. */
function binaryInline(stream: string, kind: string, view: OutputView, budget: number, kept: KeptStream | undefined, notKept: string): InlineCut {
  const what = `[svc: binary ${stream}, ${kind}, ${group(view.totalBytes)} bytes, not shown as text;`;
  if (kept) {
    return { text: `${what} read it as resource ${kept.uri} (a base64 blob; a byte range: ?offset=N&length=N)]`, omittedBytes: view.totalBytes, shownBytes: 0 };
  }
  if (view.whole && view.whole.length === view.totalBytes) {
    const encoded = `${what} all of it as base64 on the next line]\n${view.whole.toString('base64')}\n`;
    if (Buffer.byteLength(encoded) <= budget) return { text: encoded, omittedBytes: 0, shownBytes: view.totalBytes };
  }
  return { text: `${what} it was not kept: ${notKept}]`, omittedBytes: view.totalBytes, shownBytes: 0 };
}

/**
 * Lays out a tool result — the one place that decides svc's result layout (docs/results.md),
 * used by MCP `tools/call` and by the explorer alike. A successful call gives:
 * 1. `content[0]`: the program's standard output as plain text, whole when it fits the inline
 *    budget, else its head and tail around a line saying how much was cut and where the rest is;
 *    binary output is a line saying what it is and where to read it, never replacement characters;
 * 2. `content[1]`: compact JSON facts: `exit_code`, `duration_ms`, `trace_id`, and where they
 *    apply `stderr` (bounded the same way), `ai_guidance` and `truncation`;
 * 3. one `resource_link` per stream kept whole (`svc://output/<id>/<stream>`, or its first part's
 *    ranged URI when it is longer than one read's part).
 *
 * A failed call (`isError`) puts what went wrong first, since many clients show or raise only
 * the first text: `content[0]` is `ai_guidance` (else stderr, else the exit code), never empty;
 * `content[1]` the same facts; then the standard output as text when there was any; then links.
 *
 * @example
 * layoutResult({ stdout: 'hi\n', stderr: '', exit_code: 0, duration_ms: 3, trace_id: 't' }).content;
 * // [{ type: 'text', text: 'hi\n' }, { type: 'text', text: '{"exit_code":0,"duration_ms":3,"trace_id":"t"}' }]
 */
export function layoutResult(payload: InvokePayload, options: ResultLayoutOptions = {}): ResultLayout {
  const budgets = { stdout: options.inlineBytes ?? DEFAULT_RESULTS.inline_bytes, stderr: options.stderrInlineBytes ?? DEFAULT_RESULTS.stderr_inline_bytes };
  const truncation: Record<string, unknown> = {};
  const links: ResultLinkContent[] = [];
  const shown: Record<'stdout' | 'stderr', string> = { stdout: '', stderr: '' };
  for (const stream of ['stdout', 'stderr'] as const) {
    const view = options.views?.[stream] ?? viewOf(payload[stream] ?? '');
    const kept = options.kept?.[stream];
    // Output that fit the budget was never spilled, so it is not kept whatever the session.
    const notKept = !kept && view.whole && view.whole.length === view.totalBytes && view.totalBytes <= budgets[stream]
      ? `svc keeps only outputs longer than the ${group(budgets[stream])}-byte inline budget`
      : options.notKeptReason ?? 'no MCP session to keep it for';
    const binary = binaryKind(view.whole ?? view.head, view.whole ?? view.tail);
    const cut = binary
      ? binaryInline(stream, binary, view, budgets[stream], kept, notKept)
      : cutInline(view, budgets[stream], (omitted) =>
        kept
          ? `[svc: ${group(omitted)} of ${group(view.totalBytes)} bytes cut here; the whole ${stream} is resource ${kept.uri} (resources/read; a byte range: ?offset=N&length=N)]`
          : `[svc: ${group(omitted)} of ${group(view.totalBytes)} bytes cut here; the whole ${stream} was not kept: ${notKept}]`,
      );
    shown[stream] = cut.text;
    if (cut.omittedBytes === 0 && !(kept && !kept.complete)) continue;
    const facts: Record<string, unknown> = { total_bytes: view.totalBytes, shown_bytes: cut.shownBytes, omitted_bytes: cut.omittedBytes };
    if (binary) facts.binary = binary;
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
          ? `The first ${group(READ_PART_BYTES)} of ${group(kept.bytes)} bytes${kept.complete ? '' : ' kept'} of the whole ${stream}${binary ? ` (${binary}, read as a base64 blob)` : ''}; read on from ${kept.uri}?offset=${READ_PART_BYTES} (each resources/read answers at most ${group(READ_PART_BYTES)} bytes; its _meta.next is the URI of the rest)`
          : `The whole ${stream}${kept.complete ? '' : ` (its first ${group(kept.bytes)} bytes)`}${binary ? ` (${binary}, read as a base64 blob)` : ''}: read with resources/read, a byte range with ?offset=N&length=N`,
        mimeType: binary ? 'application/octet-stream' : 'text/plain',
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
  const factsPart: ResultTextContent = { type: 'text', text: JSON.stringify(facts) };
  if (!options.isError) return { content: [{ type: 'text', text: shown.stdout }, factsPart, ...links], shown };
  const failure = payload.ai_guidance || shown.stderr || `The program failed with exit code ${payload.exit_code}.`;
  const output: ResultTextContent[] = shown.stdout === '' ? [] : [{ type: 'text', text: shown.stdout }];
  return { content: [{ type: 'text', text: failure }, factsPart, ...output, ...links], shown };
}

/**
 * The content of a tool result ({@link layoutResult} without the inline texts).
 *
 * @example
 * resultContent({ stdout: '', stderr: '', exit_code: -1, duration_ms: 0, trace_id: 't', ai_guidance: 'Denied.' }, { isError: true })[0];
 * // { type: 'text', text: 'Denied.' }
 */
export function resultContent(payload: InvokePayload, options: ResultLayoutOptions = {}): ResultContentItem[] {
  return layoutResult(payload, options).content;
}
