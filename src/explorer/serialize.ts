import type { Tool } from './types.js';

import { dropNulls } from '../schema/index.js';

export { dropNulls };

/** Whether a provider item has the shape of a tool (a string `name`). */
export function isToolLike(value: unknown): value is Tool {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}

/** `GET /tools` element: name, description, and annotations only when present. */
export function toolSummary(tool: Tool): Record<string, unknown> {
  const summary: Record<string, unknown> = { name: tool.name, description: descriptionOf(tool) };
  const annotations = tool.annotations;
  if (annotations !== null && annotations !== undefined) summary.annotations = dropNulls(annotations);
  return summary;
}

/** `GET /tools/{name}` body: the summary plus `inputSchema` (`{}` when the tool has none). */
export function toolDetail(tool: Tool): Record<string, unknown> {
  const detail: Record<string, unknown> = {
    name: tool.name,
    description: descriptionOf(tool),
    inputSchema: tool.inputSchema === null || tool.inputSchema === undefined ? {} : dropNulls(tool.inputSchema),
  };
  const annotations = tool.annotations;
  if (annotations !== null && annotations !== undefined) detail.annotations = dropNulls(annotations);
  return detail;
}

function descriptionOf(tool: Tool): string {
  const description = (tool as { description?: unknown }).description;
  return typeof description === 'string' ? description : '';
}
