import { randomUUID } from 'node:crypto';
import { ResourceNotFoundError, type Server, type ServerContext } from '@modelcontextprotocol/server';
import { OutputNotFoundError, type OutputStore } from './output-resources.js';
import { fitPart, rangedUri, READ_PART_BYTES } from './output-part.js';
import { OUTPUT_URI_TEMPLATE, parseOutputUri } from './output-uri.js';

/** What {@link serveOutputResources} gives the `tools/call` handler. */
export interface OutputSession {
  /**
   * The owner key of kept outputs for a request: the session's, or for a session-less HTTP request
   * (2026-07-28 per-request traffic, stateless 2025 requests) the caller's, so any later request of
   * the same caller, on any replica, can read it back. Undefined once a session ended, and for a
   * session-less request when no caller is known.
   */
  owner(ctx: Pick<ServerContext, 'sessionId' | 'http'>): string | undefined;
}

/**
 * Serves kept outputs on one SDK server (one per session: a stdio connection, a 2025-era HTTP
 * session, an SSE stream; or one per session-less HTTP request, whose outputs belong to its caller,
 * `callerOf`): `resources/list` (the owner's outputs),
 * `resources/templates/list` (`svc://output/{id}/{stream}{?offset,length}`, the id being a handle)
 * and `resources/read` (one part of at most 256 KiB from `offset`, to the end or `length` bytes,
 * with `_meta.next` naming the next part while there is one; `text` when the bytes are valid
 * UTF-8, else `blob`, base64). Another owner's output, an expired or unknown one all get the same
 * "Resource not found" error. When a session's server closes, its outputs are deleted; a caller's
 * expire.
 *
 * @example
 * const session = serveOutputResources(server, store);
 * const owner = session.owner(ctx); // pass to createCallCapture
 */
export function serveOutputResources(server: Server, store: OutputStore, callerOf?: (ctx: Pick<ServerContext, 'sessionId' | 'http'>) => string): OutputSession {
  const key = randomUUID();
  let ended = false;
  // Whether anything could have been kept under `key`: a session-less request's server never
  // hands it out, and dropping it would cost a shared store two round trips per request.
  let keyGiven = false;
  const ownerOf = (ctx: Pick<ServerContext, 'sessionId' | 'http'>) => {
    if (ctx.http && !ctx.sessionId) return callerOf ? `caller:${callerOf(ctx)}` : undefined;
    if (ended) return undefined;
    keyGiven = true;
    return key;
  };
  const previous = server.onclose;
  server.onclose = () => {
    ended = true;
    if (keyGiven) store.dropOwner(key);
    previous?.();
  };

  server.setRequestHandler('resources/list', async (_request, ctx) => {
    const owner = ownerOf(ctx);
    return {
      resources: owner === undefined ? [] : (await store.list(owner)).map((kept) => ({
        uri: kept.uri,
        name: kept.label,
        mimeType: 'text/plain',
        size: kept.bytes,
        description: `Kept until ${new Date(kept.expiresAt).toISOString()}${kept.complete ? '' : ' (the first bytes only: the capture cap or disk budget was reached)'}`,
      })),
    };
  });

  server.setRequestHandler('resources/templates/list', async () => ({
    resourceTemplates: [{
      uriTemplate: OUTPUT_URI_TEMPLATE,
      name: 'Whole output of a tool call',
      description: 'The whole stdout or stderr of a call whose result was cut; offset and length (bytes) read a range.',
      mimeType: 'text/plain',
    }],
  }));

  server.setRequestHandler('resources/read', async (request, ctx) => {
    const uri = request.params.uri;
    const owner = ownerOf(ctx);
    try {
      const parts = parseOutputUri(uri);
      if (owner === undefined || !parts) throw new OutputNotFoundError(uri);
      // At most one part per read, whatever the range asked (docs/results.md "Reading in parts").
      const base = `svc://output/${parts.id}/${parts.stream}`;
      const capped = parts.length === undefined || parts.length > READ_PART_BYTES;
      const read = await store.read(owner, rangedUri(base, parts.offset, Math.min(parts.length ?? READ_PART_BYTES, READ_PART_BYTES)));
      const wantedEnd = Math.min(parts.length === undefined ? read.total : read.offset + parts.length, read.total);
      const part = fitPart(read.bytes, capped && read.offset + read.bytes.length < wantedEnd);
      const end = read.offset + part.bytes.length;
      const meta: Record<string, unknown> = { offset: read.offset, length: part.bytes.length, total_bytes: read.total };
      // The rest of what was asked: from here to the end, or to the end of the asked range.
      if (end < wantedEnd) meta.next = parts.length === undefined ? `${base}?offset=${end}` : rangedUri(base, end, wantedEnd - end);
      return {
        contents: [part.text !== undefined
          ? { uri, mimeType: 'text/plain', text: part.text, _meta: meta }
          : { uri, mimeType: 'application/octet-stream', blob: part.bytes.toString('base64'), _meta: meta }],
      };
    } catch (error) {
      // Named by the URI the client asked for, not the capped range svc read.
      if (error instanceof OutputNotFoundError) throw new ResourceNotFoundError(uri, new OutputNotFoundError(uri).message);
      throw error;
    }
  });

  return { owner: ownerOf };
}
