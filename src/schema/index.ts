/**
 * Argument validation against a tool's JSON Schema, shared by the explorer
 * (`POST /tools/{name}/validate`) and the call pipeline's validate stage, so neither borrows from
 * the other. It imports nothing from src/explorer/ or src/call/.
 */
export { validateArguments, VALIDATOR_CACHE_SIZE, type ValidateOptions } from './validate.js';
export { dropNulls } from './drop-nulls.js';
export type { ValidationFailure, ValidateResult } from './types.js';
