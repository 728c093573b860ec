import type { McpToolDefinition } from './tool-definition.js';

/** Longest tool description `tools/list` carries (the whole text stays in the binding and the explorer). */
export const TOOL_DESCRIPTION_CHARS = 200;
/** Longest parameter description `tools/list` carries. */
export const PARAMETER_DESCRIPTION_CHARS = 100;

/**
 * The first sentence of a help text, at most `max` characters: what a model needs to pick a tool
 * or a parameter. Whitespace runs become one space; a cut falls on a word boundary and ends in
 * `…`. A sentence ends at `.`, `!` or `?` followed by a space and an upper-case letter, a digit
 * or a quote, so `e.g. foo` and `v1.2` do not end it; `; ` and ` (` do not either.
 *
 * @example
 * firstSentence('Show commit logs. Shows the commit logs of the branch...', 200); // 'Show commit logs.'
 */
export function firstSentence(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?= +["'“(]?[A-Z0-9`])/.exec(flat);
  const sentence = end ? flat.slice(0, end.index + 1) : flat;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * A `tools/list` entry sized for a model's context: the tool's description cut to its first
 * sentence (at most {@link TOOL_DESCRIPTION_CHARS}), each parameter's to its first sentence (at
 * most {@link PARAMETER_DESCRIPTION_CHARS}). Names, types, enums, defaults, `required` and the
 * annotations are kept whole, so what a call may send is unchanged; only prose is shortened.
 *
 * @example
 * compactDefinition(toolDefinition(gitLogBinding)).inputSchema.properties.max_count.description;
 * // 'Limit the number of commits to output.'
 */
export function compactDefinition(definition: McpToolDefinition): McpToolDefinition {
  const compact: McpToolDefinition = {
    ...definition,
    description: firstSentence(definition.description, TOOL_DESCRIPTION_CHARS),
    inputSchema: compactSchema(definition.inputSchema) as McpToolDefinition['inputSchema'],
  };
  return compact;
}

function compactSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(compactSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, compactSchema(sub)]));
    } else if (key === 'description' && typeof value === 'string') {
      const short = firstSentence(value, PARAMETER_DESCRIPTION_CHARS);
      if (short) out.description = short;
    } else if (key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'allOf') {
      out[key] = compactSchema(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}
