/**
 * One 2026-07-28 MCP request over HTTP, written out by hand as the conformance suite's stateless
 * client sends it (the protocol envelope in `_meta`, the routing headers), so a test sees the
 * exact bytes svc answered.
 */

/** What {@link postModern} resolves with. */
export interface ModernAnswer {
  status: number;
  /** The JSON-RPC response message as svc wrote it (a JSON body, or the `data:` of its SSE event). */
  raw: string;
  message: { id?: number; result?: any; error?: { code: number; message: string } };
}

/**
 * POSTs one 2026-07-28 request and returns the response message, raw and parsed.
 *
 * @example
 * const { message } = await postModern(url, 1, 'tools/list', {}, { Authorization: 'Bearer t' });
 */
export async function postModern(url: string, id: number, method: string, params: Record<string, unknown>, headers: Record<string, string> = {}): Promise<ModernAnswer> {
  const body = {
    jsonrpc: '2.0', id, method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientInfo': { name: 'svc-test-modern', version: '1.0.0' },
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    },
  };
  const name: Record<string, string> = typeof params.name === 'string' ? { 'Mcp-Name': params.name } : {};
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': method, ...name, ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) return { status: response.status, raw: text, message: JSON.parse(text) };
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('data:')) continue;
    const raw = line.slice(5).trim();
    const message = JSON.parse(raw);
    if (message.id === id) return { status: response.status, raw, message };
  }
  throw new Error(`no response to request ${id} in: ${text.slice(0, 300)}`);
}
