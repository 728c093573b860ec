/**
 * svc package root: the embeddable tool explorer, the MCP server builder, the scanner and the
 * binding model. See README.md.
 */
export * from './explorer/index.js';
export * from './serve/index.js';
export * from './scan/index.js';
export * from './govern/index.js';
export * from './exec/index.js';
export * from './bindings/index.js';
export { loadConfig, type SvcConfig, ConfigError } from './config/index.js';
