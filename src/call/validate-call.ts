/**
 * The pipeline's first stages (docs/execution.md steps 0-2): bound the arguments before anything
 * reads a value, then validate them against the binding's `input_schema` with the validator the
 * explorer uses too (src/schema/, which also applies the `x-cli-standalone` and
 * `x-cli-required-unless` rules). svc's own `working_directory` is split off first and never
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

/**
 * Validates a bounded call's arguments. A null argument means "not given" (OpenAI strict mode
 * sends every property); numbers and booleans sent as text are read as such where the schema
 * wants them.
 */
export function validateCall(alias: string, binding: Binding, args: unknown): ValidatedCall {
  // svc's working_directory argument is not the program's: it is checked, never rendered.
  const split = splitWorkingDirectory(binding, scalarsAsDeclared(binding.input_schema, withoutNullArguments(args)));
  // The schema's x-cli-standalone and x-cli-required-unless rules are the validator's (src/schema/cli-rules.ts).
  const validation = validateArguments(binding.input_schema, split.programArgs);
  const errors = validation.errors ?? [];
  if (!validation.valid) {
    const known = Object.keys(binding.input_schema.properties);
    const unknown = isPlainObject(split.programArgs) ? Object.keys(split.programArgs).filter((name) => !known.includes(name)).slice(0, MAX_LISTED_UNKNOWN) : [];
    return { ok: false, guidance: guidance.invalidArgumentsGuidance(alias, errors, { unknown, known }), errors };
  }
  return { ok: true, given: split.programArgs as Record<string, unknown>, split };
}
