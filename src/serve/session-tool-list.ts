import type { Binding } from '../bindings/types.js';
import { DEFAULT_TOOL_LIST, type SvcToolList } from '../config/tool-list.js';
import type { ToolAccessState } from '../govern/tool-access.js';
import { compactDefinition } from './compact-definition.js';
import {
  discoveryDefinitions, ENABLE_TOOLS, enableTools, enableToolsText, FIND_TOOLS, findToolsText,
} from './discovery-tools.js';
import { planToolList, type PlannedTool } from './tool-list-plan.js';
import { toolDefinition, type McpToolDefinition } from './tool-definition.js';

/** Options of {@link createToolListing}. */
export interface ToolListingOptions {
  /** The served bindings, in order (called on every list: the set may change). */
  tools: () => readonly Binding[];
  toolList?: SvcToolList;
  /** What the ACL says about a tool for a caller (default: allowed). */
  accessOf?: (binding: Binding, caller: string, principals?: readonly string[]) => Promise<ToolAccessState>;
}

/** The answer of a discovery tool. */
export interface DiscoveryAnswer {
  text: string;
  isError: boolean;
  /** The session's list changed: send `notifications/tools/list_changed`. */
  listChanged: boolean;
}

/** One session's view of the tool list: what it lists, and svc's discovery tools. */
export interface SessionToolList {
  /** The `tools/list` answer for this caller. */
  list(caller: string, principals?: readonly string[]): Promise<McpToolDefinition[]>;
  /** Whether `name` is one of svc's discovery tools, live in this mode. */
  isDiscoveryTool(name: string): boolean;
  /** Runs `svc_find_tools` or `svc_enable_tools`. */
  callDiscovery(name: string, args: unknown, caller: string, principals?: readonly string[]): Promise<DiscoveryAnswer>;
}

/**
 * The tool list sized for a model's context (docs/tool-list.md): compact entries, the budget of
 * `tool_list`, and per session the tools enabled through `svc_enable_tools`. Listing never limits
 * calling: every served tool stays callable by name under the same governance.
 *
 * @example
 * const listing = createToolListing({ tools: () => runtime.tools(), toolList: config.tool_list, accessOf });
 * const session = listing.forSession();
 * await session.list('stdio');
 */
export function createToolListing(options: ToolListingOptions): { forSession(): SessionToolList } {
  const budget = options.toolList ?? DEFAULT_TOOL_LIST;
  const accessOf = options.accessOf ?? (async () => 'allowed' as const);
  const compact = new WeakMap<Binding, { definition: McpToolDefinition; bytes: number }>();
  const compactOf = (binding: Binding) => {
    let entry = compact.get(binding);
    if (!entry) {
      const definition = compactDefinition(toolDefinition(binding));
      compact.set(binding, (entry = { definition, bytes: Buffer.byteLength(JSON.stringify(definition)) }));
    }
    return entry;
  };
  const discoveryOn = budget.mode !== 'full';

  const planned = async (caller: string, principals?: readonly string[]): Promise<PlannedTool[]> =>
    Promise.all(options.tools().map(async (binding) => ({ binding, ...compactOf(binding), access: await accessOf(binding, caller, principals) })));

  return {
    forSession(): SessionToolList {
      const enabled = new Set<string>();
      return {
        async list(caller, principals) {
          const tools = await planned(caller, principals);
          const discoveryBytes = Buffer.byteLength(JSON.stringify(discoveryDefinitions(tools.length)));
          const plan = planToolList(tools, budget, discoveryBytes);
          if (!plan.discovery) return plan.listed.filter((def) => !isReserved(def.name, discoveryOn));
          const listedNames = new Set(plan.listed.map((def) => def.name));
          const extra = tools.filter((t) => enabled.has(t.definition.name)).map((t) => t.definition);
          // An enabled tool replaces its brief entry with the whole one.
          const shown = [...plan.listed.filter((def) => !enabled.has(def.name)), ...extra].filter((def) => !isReserved(def.name, true));
          const unlisted = tools.filter((t) => !listedNames.has(t.definition.name) && !enabled.has(t.definition.name)).length;
          return [...discoveryDefinitions(unlisted), ...shown];
        },
        isDiscoveryTool: (name) => isReserved(name, discoveryOn),
        async callDiscovery(name, args, caller, principals) {
          const tools = await planned(caller, principals);
          if (name === FIND_TOOLS) {
            const query = (args as { query?: unknown } | null)?.query;
            if (typeof query !== 'string' || query.trim() === '') {
              return { text: `${FIND_TOOLS} needs {"query": "<words>"}, e.g. {"query": "git log"}.`, isError: true, listChanged: false };
            }
            const plan = planToolList(tools, budget, 0);
            const listed = new Set(plan.listed.map((def) => def.name));
            const candidates = tools.map((t) => ({
              name: t.definition.name,
              moduleId: t.binding.module_id,
              description: t.binding.description || t.definition.description,
              access: t.access,
              listed: listed.has(t.definition.name) || enabled.has(t.definition.name),
            }));
            return { text: findToolsText(query, candidates), isError: false, listChanged: false };
          }
          const names = (args as { names?: unknown } | null)?.names;
          if (!Array.isArray(names) || names.length === 0 || names.length > 20 || !names.every((n) => typeof n === 'string')) {
            return { text: `${ENABLE_TOOLS} needs {"names": ["tool_name", ...]} with 1 to 20 names from ${FIND_TOOLS}.`, isError: true, listChanged: false };
          }
          const served = new Set(tools.map((t) => t.definition.name));
          const outcome = enableTools(names as string[], enabled, (candidate) => served.has(candidate) && !isReserved(candidate, true));
          return { text: enableToolsText(outcome), isError: outcome.enabled.length === 0 && outcome.already.length === 0, listChanged: outcome.enabled.length > 0 };
        },
      };
    },
  };
}

/** svc's discovery tool names take precedence over a scanned tool of the same alias while discovery is on. */
function isReserved(name: string, discoveryOn: boolean): boolean {
  return discoveryOn && (name === FIND_TOOLS || name === ENABLE_TOOLS);
}
