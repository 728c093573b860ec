/**
 * The tool explorer on a plain node:http server with four demo tools.
 *
 *   npm run example            # http://127.0.0.1:8000/
 *   PORT=9000 npm run example
 *
 * Open the page, pick a tool, edit the JSON arguments and press Execute.
 */
import http from 'node:http';
import { deflateSync, crc32 } from 'node:zlib';
import { createNodeHandler, type Tool, type ToolCallHandler } from '../src/explorer/index.js';

const tools: Tool[] = [
  {
    name: 'echo',
    description: 'Returns the text you send.',
    inputSchema: {
      type: 'object',
      properties: { text: { type: 'string', description: 'Text to echo back', default: 'hello' } },
      required: ['text'],
    },
    annotations: { readOnlyHint: true, idempotentHint: true },
  },
  {
    name: 'add',
    description: 'Adds two numbers and answers with JSON.',
    inputSchema: {
      type: 'object',
      properties: { a: { type: 'number' }, b: { type: 'number' } },
      required: ['a', 'b'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  },
  {
    name: 'gradient',
    description: 'Draws a PNG colour gradient and returns it as image content.',
    inputSchema: {
      type: 'object',
      properties: { size: { type: 'integer', minimum: 8, maximum: 256, default: 64 } },
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'fail',
    description: 'Always throws, to show how errors come back (HTTP 500, isError true).',
    inputSchema: { type: 'object', properties: { reason: { type: 'string' } } },
    annotations: { destructiveHint: false },
  },
];

const handleCall: ToolCallHandler = async (name, args) => {
  switch (name) {
    case 'echo':
      return [[{ type: 'text', text: String(args.text ?? '') }], false, `echo-${Date.now()}`];
    case 'add': {
      const a = Number(args.a);
      const b = Number(args.b);
      if (!Number.isFinite(a) || !Number.isFinite(b)) {
        return [[{ type: 'text', text: 'Both a and b must be numbers, for example {"a": 2, "b": 3}.' }], true];
      }
      return [[{ type: 'text', text: JSON.stringify({ a, b, sum: a + b }) }], false];
    }
    case 'gradient': {
      const size = Math.min(256, Math.max(8, Math.trunc(Number(args.size ?? 64)) || 64));
      return [[{ type: 'image', mimeType: 'image/png', data: gradientPng(size).toString('base64') }], false];
    }
    case 'fail':
      throw new Error(`This tool always fails${args.reason ? `: ${String(args.reason)}` : '.'}`);
    default:
      return [[{ type: 'text', text: `Unknown tool: ${name}` }], true];
  }
};

/** A size×size RGB PNG, red left to right and blue top to bottom. */
function gradientPng(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      row[1 + x * 3] = Math.round((x / (size - 1)) * 255);
      row[2 + x * 3] = 96;
      row[3 + x * 3] = Math.round((y / (size - 1)) * 255);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, default compression/filter/interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const port = Number(process.env.PORT ?? 8000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be an integer from 0 to 65535, got ${process.env.PORT}`);
  process.exit(2);
}

const server = http.createServer(createNodeHandler(tools, handleCall, { allowExecute: true, title: 'svc explorer demo' }));
server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is in use; run with PORT=<another port> npm run example` : err.message);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as { port: number };
  console.log(`Tool explorer demo: http://127.0.0.1:${actual}/  (Ctrl+C to stop)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
