import { CLIENT_CAPABILITIES_META_KEY, type ClientCapabilities, type Server, type ServerContext } from '@modelcontextprotocol/server';

/**
 * The capabilities the client declared for the request being handled, on every transport:
 * a 2026-07-28 request carries them in its own `_meta` envelope (and only there: stdio pins one
 * server for the connection and never seeds it from an envelope, so the connection-wide
 * `getClientCapabilities()` is empty there); a 2025-era request uses what its connection's
 * `initialize` declared.
 *
 * @example
 * const canElicit = Boolean(clientCapabilitiesOf(server, ctx)?.elicitation);
 */
export function clientCapabilitiesOf(server: Server, ctx: Pick<ServerContext, 'mcpReq'>): ClientCapabilities | undefined {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  if (envelope !== undefined) return envelope[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined;
  return server.getClientCapabilities();
}
