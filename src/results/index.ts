/**
 * Results (docs/results.md): how a call's payload becomes MCP content (result-content.ts, with
 * inline-cut.ts and binary-output.ts), the budgets it is cut to, the outputs kept past the call
 * (output-resources.ts, output-uri.ts) and their reads in parts (output-part.ts,
 * output-resource-handlers.ts). It reads the payload the call pipeline fills (payload.ts) and
 * imports nothing from src/call/ or src/serve/.
 */
export type { InvokePayload } from './payload.js';
export { layoutResult, resultContent, type ResultLayout, type ResultLayoutOptions, type ResultContentItem } from './result-content.js';
export { cutInline, type OutputView, type InlineCut } from './inline-cut.js';
export { createOutputStore, OutputNotFoundError, type OutputStore, type OutputStoreOptions, type KeptStream, type OutputRead } from './output-resources.js';
export { serveOutputResources, type OutputSession } from './output-resource-handlers.js';
export { OUTPUT_URI_TEMPLATE, parseOutputUri } from './output-uri.js';
export { READ_PART_BYTES } from './output-part.js';
