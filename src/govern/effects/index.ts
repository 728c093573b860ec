/** Effects of parameters (docs/governance.md "Effects of parameters"). */
export type { Effect, EffectSource, ParameterEffect, ParameterFacts, CommandContext, ValueText } from './types.js';
export { EFFECTS, VALUE_TEXTS } from './types.js';
export { CURATED_EFFECTS, type CuratedEntry, type CuratedScope, type CuratedProgram } from './curated-effects.js';
export { curatedEffect, type CuratedMatch } from './curated-lookup.js';
export { effectFromHelp, takesFreeText } from './help-rules.js';
export { defaultEffect, propertyEffect } from './default-effect.js';
export { isCredentialParameter } from './sensitive.js';
export { classifyCommand, classifyParameter, type CommandEffects } from './classify.js';
export { bindingEffects, type BindingEffectSummary } from './binding-effects.js';
