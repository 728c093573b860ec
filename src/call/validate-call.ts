/**
 * The pipeline's first stages (docs/execution.md steps 0-2): bound the arguments before anything
 * reads a value, then validate them against the binding's `input_schema` with the validator the
 * explorer uses too (src/schema/). svc's own `working_directory` is split off first and never
 * validated as a program argument.
 */
import type { Binding } from '../bindings/types.js';
import * as guidance from '../exec/guidance.js';
import { validateArguments, type ValidationFailure } from '../schema/index.js';
import { splitWorkingDirectory, type SplitArguments } from '../tool-list/index.js';
import { MAX_ARGUMENT_DEPTH, nestedDeeperThan } from './argument-depth.js';
import { findOversizedArguments, type ArgumentSizeLimits } from './argument-size.js';
import { withoutNullArguments } from './null-arguments.js';
import { scalarsAsDeclared } from './scalar-strings.js';

/** Unknown parameter names quoted back in guidance, at most. */
const MAX_LISTED_UNKNOWN = 20;

/** A call refused by its bounds: what to tell the caller, and what the audit line hashes instead of the input. */
export interface OutOfBounds {
  guidance: string;
  auditInput: unknown;
}

/**
 * Before anything reads a value (hashing, redaction, validation, rendering): no input may make svc
 * slow. Returns the refusal, or `undefined` when the arguments are within bounds.
 */
export function boundCall(shownName: string, args: unknown, limits: ArgumentSizeLimits): OutOfBounds | undefined {
  if (nestedDeeperThan(args)) return { guidance: guidance.nestingTooDeepGuidance(shownName, MAX_ARGUMENT_DEPTH), auditInput: { refused: 'nesting' } };
  const oversized = findOversizedArguments(args, limits);
  if (oversized) return { guidance: guidance.argumentsTooLargeGuidance(shownName, oversized), auditInput: { refused: 'size', ...oversized } };
  return undefined;
}

/** The validate stage's answer. */
export type ValidatedCall =
  | { ok: true; given: Record<string, unknown>; split: SplitArguments }
  | { ok: false; guidance: string; errors: ValidationFailure[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a call gives a parameter a value that puts something in argv (`false`, `''` and `[]` do not). */
function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && value !== '' && !(Array.isArray(value) && value.length === 0);
}

/** Whether the call sets a standalone switch (`x-cli-standalone`: the program's `--version`). */
function setsStandalone(binding: Binding, args: Record<string, unknown>): boolean {
  return Object.entries(binding.input_schema.properties).some(([name, prop]) => prop['x-cli-standalone'] === true && args[name] === true);
}

function withoutRequired(schema: Binding['input_schema']): Binding['input_schema'] {
  const { required: _required, ...rest } = schema;
  return rest;
}

/**
 * Operands the schema leaves optional because other usage forms of the command leave them out
 * (`x-cli-required-unless`), that this call still needs: it sets none of the flags that select
 * such a form. Left out, a later operand would take its place (`rg src` searches for "src").
 */
function operandsStillNeeded(binding: Binding, args: Record<string, unknown>, standalone: boolean): ValidationFailure[] {
  if (standalone) return [];
  const failures: ValidationFailure[] = [];
  const properties = Object.entries(binding.input_schema.properties);
  for (const [name, prop] of properties) {
    const unless = prop['x-cli-required-unless'];
    if (!Array.isArray(unless) || isSet(args[name])) continue;
    // In the order the binding lists them (the usage's order of forms).
    const names = unless.flatMap((token) => properties.filter(([, other]) => other['x-cli-kind'] === 'flag' && other['x-cli-flag'] === token).map(([other]) => other));
    if (names.some((other) => isSet(args[other]))) continue;
    const unlessText = names.length > 0 ? ` unless one of ${names.join(', ')} is set` : '';
    failures.push({ path: `/${name}`, message: `must have required property '${name}'${unlessText}`, keyword: 'required' });
  }
  return failures;
}

/**
 * Validates a bounded call's arguments. A null argument means "not given" (OpenAI strict mode
 * sends every property); numbers and booleans sent as text are read as such where the schema
 * wants them.
 */
export function validateCall(alias: string, binding: Binding, args: unknown): ValidatedCall {
  // svc's working_directory argument is not the program's: it is checked, never rendered.
  const split = splitWorkingDirectory(binding, scalarsAsDeclared(binding.input_schema, withoutNullArguments(args)));
  // `node --version` needs no script, `diff --version` no FILES: the version switch is the whole call.
  const schema = isPlainObject(split.programArgs) && setsStandalone(binding, split.programArgs) ? withoutRequired(binding.input_schema) : binding.input_schema;
  const validation = validateArguments(schema, split.programArgs);
  const errors = validation.valid ? operandsStillNeeded(binding, split.programArgs as Record<string, unknown>, schema !== binding.input_schema) : validation.errors ?? [];
  if (errors.length > 0) {
    const known = Object.keys(binding.input_schema.properties);
    const unknown = isPlainObject(split.programArgs) ? Object.keys(split.programArgs).filter((name) => !known.includes(name)).slice(0, MAX_LISTED_UNKNOWN) : [];
    return { ok: false, guidance: guidance.invalidArgumentsGuidance(alias, errors, { unknown, known }), errors };
  }
  return { ok: true, given: split.programArgs as Record<string, unknown>, split };
}
