export * from './types.js';
export { moduleIdFor, aliasFor, uniqueAliases } from './module-id.js';
export {
  BINDING_SUFFIX, bindingFileName, bindingToYaml, writeBinding, readBindings, parseBinding, bindingProblem,
  type LoadedBindings, type BindingLoadError,
} from './store.js';
export { readBindingsCached } from './cached-read.js';
export { buildInputSchema, buildOutputSchema, JSON_OUTPUT_SCHEMA } from './schema.js';
export { buildBinding, type BuildBindingInput } from './build-binding.js';
