/**
 * The tools the explorer e2e tests serve: a real async tools provider and a real async
 * three-parameter call handler that records what reached it. Some tools succeed with JSON,
 * some return `isError`, one throws, one returns an image, one waits until the test lets it go.
 */
import type { Content, ExplorerRequest } from '../../src/explorer/index.js';
import { gate, type Gate } from './harness.js';

/** A 1x1 PNG (one opaque red pixel), base64. */
export const RED_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

/** The echo tool's input schema: one property of each type the console prefills. */
export const ECHO_SCHEMA = {
  type: 'object',
  properties: {
    text: { type: 'string', description: 'Any text' },
    count: { type: 'integer' },
    ratio: { type: 'number' },
    verbose: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
    options: { type: 'object' },
    anything: { description: 'No type at all' },
    odd: { type: 'uuid-ish' },
    mode: { type: 'string', default: 'fast', enum: ['fast', 'slow'] },
    limit: { type: 'integer', default: 10 },
    nullable: { type: ['integer', 'null'] },
    flags: { type: 'array', default: ['-a', '-l'] },
  },
  required: ['text'],
};

/** The textarea content SPEC.md requires for {@link ECHO_SCHEMA}. */
export const ECHO_PREFILL = `{
  "text": "",
  "count": 0,
  "ratio": 0,
  "verbose": false,
  "tags": [],
  "options": {},
  "anything": null,
  "odd": null,
  "mode": "fast",
  "limit": 10,
  "nullable": 0,
  "flags": [
    "-a",
    "-l"
  ]
}`;

/** A tool name that needs percent-encoding in a URL and quoting in a shell. */
export const AWKWARD_NAME = "it's a/b tool";

/** Tool definitions as the host supplies them. */
export const TOOLS = [
  {
    name: 'echo',
    description: 'Echoes its arguments back as JSON.',
    inputSchema: ECHO_SCHEMA,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  {
    name: 'fail',
    description: 'Always fails with a logical error (isError).',
    inputSchema: { type: 'object', properties: { reason: { type: 'string', default: 'quota' } } },
    annotations: { destructiveHint: true },
  },
  {
    name: 'explode',
    description: 'Throws inside the handler.',
    inputSchema: { type: 'object', properties: {} },
    annotations: null,
  },
  {
    name: 'picture',
    description: 'Returns a one-pixel PNG image.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { openWorldHint: true },
  },
  {
    name: 'plain_text',
    description: 'Returns two text items; the first is not JSON.',
    inputSchema: null,
    annotations: null,
  },
  {
    name: 'slow',
    description: 'Waits until the test releases it.',
    inputSchema: { type: 'object', properties: { n: { type: 'number' } } },
    annotations: { idempotentHint: true },
  },
  {
    name: AWKWARD_NAME,
    description: 'A name with a quote, a slash and spaces.',
    inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
    annotations: { readOnlyHint: true, openWorldHint: true },
  },
];

/** What one handler invocation received. */
export interface ReceivedCall {
  name: string;
  args: Record<string, unknown>;
  authorization: string | null;
  contentType: string | null;
}

/** A provider, a handler, and what the handler saw. */
export interface Toolbox {
  tools: () => Promise<typeof TOOLS>;
  handleCall: (
    name: string,
    args: Record<string, unknown>,
    request: ExplorerRequest,
  ) => Promise<[Content[], boolean, string | null]>;
  received: ReceivedCall[];
  /** Names the provider leaves out from now on (it is resolved on every request). */
  hidden: Set<string>;
  /** Resolves when the `slow` tool has been entered; reset by {@link Toolbox.armSlow}. */
  slowEntered: Gate;
  /** Releases the `slow` tool. */
  slowRelease: Gate;
  armSlow(): void;
}

/** Creates a fresh {@link Toolbox}. */
export function createToolbox(): Toolbox {
  const box: Toolbox = {
    tools: async () => {
      await Promise.resolve();
      return TOOLS.filter((tool) => !box.hidden.has(tool.name));
    },
    received: [],
    hidden: new Set(),
    slowEntered: gate(),
    slowRelease: gate(),
    armSlow() {
      box.slowEntered = gate();
      box.slowRelease = gate();
    },
    handleCall: async (name, args, request) => {
      box.received.push({
        name,
        args,
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
      });
      switch (name) {
        case 'echo':
          return [[{ type: 'text', text: JSON.stringify({ received: args }) }], false, 'trace-echo-1'];
        case 'fail':
          return [[{ type: 'text', text: 'Disk quota exceeded' }], true, null];
        case 'explode':
          throw new Error('explode: the handler threw on purpose');
        case 'picture':
          return [[{ type: 'image', mimeType: 'image/png', data: RED_PIXEL_PNG }], false, ''];
        case 'plain_text':
          return [
            [
              { type: 'text', text: 'hello, plain world\n  second line' },
              { type: 'text', text: '{"second":"item"}' },
            ],
            false,
            null,
          ];
        case 'slow': {
          box.slowEntered.open();
          await box.slowRelease.promise;
          return [[{ type: 'text', text: JSON.stringify({ slow: 'done', args }) }], false, 'trace-slow'];
        }
        case AWKWARD_NAME:
          return [[{ type: 'text', text: JSON.stringify({ awkward: args }) }], false, null];
        default:
          return [[{ type: 'text', text: `unknown tool ${name}` }], true, null];
      }
    },
  };
  return box;
}
