import { randomUUID } from 'node:crypto';
import { ResourceNotFoundError, type Server, type ServerContext } from '@modelcontextprotocol/server';
import { OutputNotFoundError, type OutputStore } from './output-resources.js';
import { OUTPUT_URI_TEMPLATE } from './output-uri.js';

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

const utf8 = new TextDecoder('utf-8', { fatal: true });

function asText(bytes: Buffer): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Serves kept outputs on one SDK server (one per session: a stdio connection, a 2025-era HTTP
 * session, an SSE stream; or one per session-less HTTP request, whose outputs belong to its caller,
 * `callerOf`): `resources/list` (the owner's outputs),
 * `resources/templates/list` (`svc://output/{id}/{stream}{?offset,length}`, the id being a handle) and `resources/read`
 * (the whole stream, or `offset`/`length` bytes of it; `text` when the bytes are valid UTF-8,
 * else `blob`, base64). Another session's output, an expired or unknown one all get the same
 * "Resource not found" error. When a session's server closes, its outputs are deleted; a
 * caller's expire.
 *
 * @example
 * const session = serveOutputResources(server, store);
 * const owner = session.owner(ctx); // pass to createCallCapture
 */
export function serveOutputResources(server: Server, store: OutputStore, callerOf?: (ctx: Pick<ServerContext, 'sessionId' | 'http'>) => string): OutputSession {
  const key = randomUUID();
  let ended = false;
  const ownerOf = (ctx: Pick<ServerContext, 'sessionId' | 'http'>) => {
    if (ctx.http && !ctx.sessionId) return callerOf ? `caller:${callerOf(ctx)}` : undefined;
    return ended ? undefined : key;
  };
  const previous = server.onclose;
  server.onclose = () => {
    ended = true;
    store.dropOwner(key);
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
      if (owner === undefined) throw new OutputNotFoundError(uri);
      const read = await store.read(owner, uri);
      const meta = { offset: read.offset, length: read.bytes.length, total_bytes: read.total };
      const text = asText(read.bytes);
      return {
        contents: [text !== undefined
          ? { uri, mimeType: 'text/plain', text, _meta: meta }
          : { uri, mimeType: 'application/octet-stream', blob: read.bytes.toString('base64'), _meta: meta }],
      };
    } catch (error) {
      if (error instanceof OutputNotFoundError) throw new ResourceNotFoundError(uri, error.message);
      throw error;
    }
  });

  return { owner: ownerOf };
}
