import { createHash } from 'node:crypto';
import type { Binding } from '../bindings/types.js';
import { publicSchema, withWorkingDirectory } from '../tool-list/index.js';
import { strictSchema } from './openai-strict-schema.js';

/** One tool in OpenAI's function-calling format (Chat Completions `tools`). */
export interface OpenAITool {
  type: 'function';
  function: {
    name: string;
    description: string;
    parameters: Record<string, unknown>;
    /** Present (true) in a strict export. */
    strict?: true;
  };
}

/** Options of {@link toOpenAITools}. */
export interface OpenAIExportOptions {
  /**
   * Schemas OpenAI's strict mode accepts (see `strictSchema`): every property required, the
   * optional ones nullable, `additionalProperties: false`, and `strict: true` on each function.
   * svc reads the `null`s a strict client sends as "not given". Default false.
   */
  strict?: boolean;
}

/** Raised when two bindings would get the same function name. */
export class OpenAINameCollisionError extends Error {
  override name = 'OpenAINameCollisionError';
}

/** OpenAI's rule for function names. */
export const OPENAI_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * A valid OpenAI function name for an alias: other characters become `_`, and a name longer
 * than 64 characters keeps its first 55 plus `_` and 8 hex digits of its hash, so it stays unique.
 *
 * @example
 * openAIFunctionName('git_remote_add'); // 'git_remote_add'
 */
export function openAIFunctionName(alias: string): string {
  const clean = alias.replace(/[^a-zA-Z0-9_-]/g, '_') || '_';
  if (clean.length <= 64) return clean;
  return `${clean.slice(0, 55)}_${createHash('sha256').update(alias).digest('hex').slice(0, 8)}`;
}

/**
 * JSON Schema without svc's `x-cli-*` keywords and formats (publicSchema), with svc's own
 * `working_directory` argument, as MCP clients see it.
 */
function parametersOf(binding: Binding): Record<string, unknown> {
  return withWorkingDirectory(publicSchema(binding.input_schema), binding) as unknown as Record<string, unknown>;
}

/**
 * Exports bindings as OpenAI function-calling tool definitions. Names follow OpenAI's pattern;
 * two bindings that would share a name raise {@link OpenAINameCollisionError} naming both modules.
 *
 * @example
 * const tools = toOpenAITools(bindings, { strict: true });
 * await openai.chat.completions.create({ model, messages, tools });
 */
export function toOpenAITools(bindings: readonly Binding[], options: OpenAIExportOptions = {}): OpenAITool[] {
  const owners = new Map<string, string>();
  return bindings.map((binding) => {
    const name = openAIFunctionName(binding.alias);
    const previous = owners.get(name);
    if (previous !== undefined) {
      throw new OpenAINameCollisionError(`OpenAI function name "${name}" would be used by both ${previous} and ${binding.module_id}; give one of them another alias.`);
    }
    owners.set(name, binding.module_id);
    const description = binding.description || binding.module_id;
    if (!options.strict) return { type: 'function' as const, function: { name, description, parameters: parametersOf(binding) } };
    return { type: 'function' as const, function: { name, description, parameters: strictSchema(parametersOf(binding)), strict: true as const } };
  });
}
