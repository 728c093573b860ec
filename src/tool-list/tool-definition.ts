import type { Binding } from '../bindings/types.js';
import { withWorkingDirectory } from './working-directory-parameter.js';

/** The four MCP behaviour hints, always present (DESIGN.md "MCP surface"). */
export interface McpToolAnnotations {
  title?: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** A tool as `tools/list` publishes it. */
export interface McpToolDefinition {
  name: string;
  description: string;
  inputSchema: Record<string, unknown> & { type: 'object' };
  outputSchema?: Record<string, unknown> & { type: 'object' };
  annotations: McpToolAnnotations;
}

/**
 * Removes the `x-*` rendering keywords from a schema, at any depth. They tell svc how to build
 * argv; clients and models gain nothing from them, and strict validators (Ajv's default strict
 * mode, OpenAI's strict function schemas) reject unknown keywords. `format` goes too: a default
 * Ajv (`new Ajv()`) knows no format at all and throws on each one (svc's kinds are in
 * `x-cli-format`; a binding from an older scan may still carry `format: path`).
 *
 * @example
 * publicSchema({ type: 'string', 'x-cli-flag': '-m', format: 'path' }); // { type: 'string' }
 */
export function publicSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => publicSchema(item)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key.startsWith('x-') || key === 'format') continue;
    // Property names live under `properties`; only their values are schemas to clean.
    if ((key === 'properties' || key === '$defs' || key === 'definitions') && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, publicSchema(sub)]));
    } else {
      out[key] = publicSchema(value);
    }
  }
  return out as T;
}

/** MCP annotations from a binding's governance annotations; every hint is explicit. */
export function toolAnnotations(binding: Binding): McpToolAnnotations {
  const a = binding.annotations ?? ({} as Partial<Binding['annotations']>);
  return {
    readOnlyHint: a.readonly === true,
    destructiveHint: a.destructive === true,
    idempotentHint: a.idempotent === true,
    openWorldHint: a.open_world === true,
  };
}

/**
 * The `tools/list` entry of a binding: alias as name, its description, the input schema without
 * `x-cli-*` keywords plus svc's optional `working_directory`, all four annotation hints, and the output schema when the binding has one.
 *
 * @example
 * const tool = toolDefinition(binding);
 * tool.name; // 'git_status'
 */
export function toolDefinition(binding: Binding): McpToolDefinition {
  const tool: McpToolDefinition = {
    name: binding.alias,
    description: binding.description || binding.module_id,
    // Every tool takes svc's optional working_directory (src/tool-list/working-directory-parameter.ts).
    inputSchema: withWorkingDirectory(publicSchema(binding.input_schema), binding) as unknown as McpToolDefinition['inputSchema'],
    annotations: toolAnnotations(binding),
  };
  const output = binding.output_schema;
  if (output && typeof output === 'object' && output.type === 'object') {
    tool.outputSchema = publicSchema(output) as McpToolDefinition['outputSchema'];
  }
  return tool;
}
