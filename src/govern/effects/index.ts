/** Effects of parameters (docs/governance.md "Effects of parameters"). */
export type { Effect, EffectSource, ParameterEffect, ParameterFacts, CommandContext, ValueText } from './types.js';
export { EFFECTS, VALUE_TEXTS } from './types.js';
export {
  CURATED_EFFECTS, COMMAND_EFFECTS, INDIRECT_PATHS, type CuratedEntry, type CuratedScope, type CuratedProgram, type IndirectPathKind,
} from './curated-effects.js';
export { commandEffects, indirectPaths, type CommandEffect, type IndirectPaths, type OptionFacts } from './indirect-paths.js';
export { curatedEffect, type CuratedMatch } from './curated-lookup.js';
export { effectFromHelp, takesFreeText } from './help-rules.js';
export { defaultEffect, propertyEffect } from './default-effect.js';
export { isCredentialParameter } from './sensitive.js';
export { classifyCommand, classifyParameter, type CommandEffects } from './classify.js';
export { bindingEffects, type BindingEffectSummary } from './binding-effects.js';
