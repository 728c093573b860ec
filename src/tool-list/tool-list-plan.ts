import type { Binding } from '../bindings/types.js';
import type { SvcToolList } from '../config/tool-list.js';
import type { ToolAccessState } from '../govern/tool-access.js';
import type { McpToolDefinition } from './tool-definition.js';
import { isCommon, usefulnessRank } from './tool-usefulness.js';

/** One served tool as the planner sees it. */
export interface PlannedTool {
  binding: Binding;
  /** The compact `tools/list` entry (src/tool-list/compact-definition.ts). */
  definition: McpToolDefinition;
  /** Bytes of `definition` as JSON. */
  bytes: number;
  /** What the ACL says about calling it at all, for this caller. */
  access: ToolAccessState;
}

/** What `tools/list` shows before a session enables anything. */
export interface ToolListPlan {
  /** Listed tools in list order: whole, or brief (see {@link briefDefinition}). */
  listed: McpToolDefinition[];
  /** Whether svc's discovery tools are listed (and callable). */
  discovery: boolean;
  /** Tools served but not listed (still callable by name). */
  unlisted: number;
}

/**
 * Chooses what `tools/list` shows (docs/tool-list.md "Which tools auto lists"):
 * - `full`: every tool, no discovery tools;
 * - `discover`: no tool, only the discovery tools;
 * - `auto`: every tool when the whole list fits `budget_bytes` and `max_tools`; otherwise the
 *   discovery tools plus a subset that fits. Denied tools are left out (a call would fail). The
 *   rest go in order: programs' own tools before subcommands, then by usefulness
 *   (src/tool-list/tool-usefulness.ts: a program's common subcommands first, most used first; ones
 *   with no help of their own last), subcommands before theirs (depth), allowed before needs-approval, smaller schemas before
 *   larger, then by name, each taken while it fits. A tool whose schema alone is over a tenth of
 *   the budget is listed brief (its description and its required parameters only, saying how to
 *   see the rest) when it is a program's own tool or a common subcommand; any other subcommand
 *   that large is left to discovery.
 *
 * `reserveBytes` is what the discovery tools take of the budget.
 *
 * @example
 * const plan = planToolList(tools, { mode: 'auto', budget_bytes: 80_000, max_tools: 100 }, 2_000);
 * plan.listed.length; // <= 98
 */
export function planToolList(tools: readonly PlannedTool[], budget: SvcToolList, reserveBytes: number): ToolListPlan {
  if (budget.mode === 'full') return { listed: tools.map((t) => t.definition), discovery: false, unlisted: 0 };
  if (budget.mode === 'discover') return { listed: [], discovery: true, unlisted: tools.length };
  // `{"tools":[` + `]}` plus a comma between entries.
  const wholeBytes = 12 + tools.reduce((sum, t) => sum + t.bytes + 1, 0);
  if (wholeBytes <= budget.budget_bytes && tools.length <= budget.max_tools) {
    return { listed: tools.map((t) => t.definition), discovery: false, unlisted: 0 };
  }
  const order = tools
    .filter((t) => t.access !== 'denied')
    .sort((a, b) =>
      Math.min(depth(a), 1) - Math.min(depth(b), 1) ||
      usefulnessRank(a.binding) - usefulnessRank(b.binding) ||
      depth(a) - depth(b) ||
      rank(a.access) - rank(b.access) ||
      a.bytes - b.bytes ||
      (a.definition.name < b.definition.name ? -1 : a.definition.name > b.definition.name ? 1 : 0));
  const perToolCap = Math.floor(budget.budget_bytes / 10);
  let room = budget.budget_bytes - reserveBytes - 12;
  const slots = budget.max_tools - 2;
  const listed: McpToolDefinition[] = [];
  for (const tool of order) {
    if (listed.length >= slots) break;
    // A program's own tool, or a subcommand people use (git log), is worth a brief place even
    // when its options are many; any other subcommand that large waits for svc_find_tools.
    if (tool.bytes > perToolCap && depth(tool) > 0 && !isCommon(tool.binding)) continue;
    const definition = tool.bytes > perToolCap ? briefDefinition(tool.definition) : tool.definition;
    const bytes = definition === tool.definition ? tool.bytes : Buffer.byteLength(JSON.stringify(definition));
    if (bytes + 1 > room) continue;
    listed.push(definition);
    room -= bytes + 1;
  }
  return { listed, discovery: true, unlisted: tools.length - listed.length };
}

/**
 * A tool's entry without its optional parameters: the description says how many there are and
 * how to see them (`svc_enable_tools`). A call may still pass any of them; the whole schema is
 * what validates it.
 *
 * @example
 * briefDefinition(curlDefinition).inputSchema.properties; // { url: ..., working_directory: ... }
 */
export function briefDefinition(definition: McpToolDefinition): McpToolDefinition {
  const schema = definition.inputSchema as { properties?: Record<string, unknown>; required?: string[] };
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const kept = Object.fromEntries(Object.entries(properties).filter(([name]) => required.includes(name) || name === 'working_directory'));
  const hidden = Object.keys(properties).length - Object.keys(kept).length;
  return {
    ...definition,
    description: `${definition.description} [${hidden} options not listed: call svc_enable_tools with {"names":["${definition.name}"]} to see them all.]`,
    inputSchema: { ...definition.inputSchema, properties: kept },
  };
}

function depth(tool: PlannedTool): number {
  return tool.binding.target?.command_path?.length ?? 0;
}

function rank(access: ToolAccessState): number {
  return access === 'allowed' ? 0 : access === 'needs_approval' ? 1 : 2;
}
