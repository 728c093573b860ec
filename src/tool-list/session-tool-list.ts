import type { CacheHint } from '@modelcontextprotocol/server';
import type { Binding } from '../bindings/types.js';
import { DEFAULT_TOOL_LIST, type SvcToolList } from '../config/tool-list.js';
import type { ToolAccessState } from '../govern/tool-access.js';
import type { Logger } from '../log/index.js';
import type { EnabledToolLists } from '../state/types.js';
import {
  CALLER_LIST_TTL_MS, discoveryDefinitions, ENABLE_TOOLS, enableForCallerText, enableTools, enableToolsText, FIND_TOOLS, findMatches, findToolsText,
  MAX_ENABLE_PER_CALL, MAX_ENABLED_PER_SESSION, MAX_FOUND, selectSchemas, type FindCandidate,
} from './discovery-tools.js';
import { planToolList, type PlannedTool } from './tool-list-plan.js';
import { computeListEntry, type ListEntry } from './list-entry-cache.js';
import type { McpToolDefinition } from './tool-definition.js';

/**
 * What a 2026-07-28 `tools/list` result says about caching it (`ttlMs`, `cacheScope`). Private:
 * the list depends on the caller's authorization (the ACL marks or leaves out tools per caller),
 * so a shared cache must not hand one caller's list to another. A minute: the list is the same
 * for every request of one caller on every replica (bindings and ACL are shared files), and an
 * operator's ACL edit governs calls at once whatever a client cached (docs/tool-list.md).
 */
export const TOOL_LIST_CACHE_HINT: Readonly<CacheHint> = Object.freeze({ ttlMs: 60_000, cacheScope: 'private' });

/** Options of {@link createToolListing}. */
export interface ToolListingOptions {
  /** The served bindings, in order (called on every list: the set may change). */
  tools: () => readonly Binding[];
  toolList?: SvcToolList;
  /** A tool's compact entry and its size (default: computed once per binding, kept in memory). */
  entryOf?: (binding: Binding) => ListEntry;
  /** What the ACL says about a tool for a caller (default: allowed). */
  accessOf?: (binding: Binding, caller: string, principals?: readonly string[]) => Promise<ToolAccessState>;
  /**
   * Where requests without a session keep what their caller enabled (the state store's lists, so
   * every replica lists them); without it {@link createToolListing}'s `forCallers` cannot exist.
   */
  callerLists?: EnabledToolLists;
  log?: Logger;
}

/** The answer of a discovery tool. */
export interface DiscoveryAnswer {
  text: string;
  isError: boolean;
  /** The list changed (the session's, or the caller's): send `notifications/tools/list_changed`. */
  listChanged: boolean;
  /** Whole entries asked for with `include_schemas`, sent after the text as `{"tools": [...]}`. */
  definitions?: McpToolDefinition[];
}

/** One session's (or, without a session, one caller's) view of the tool list: what it lists, and svc's discovery tools. */
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
 * `tool_list`, and the tools enabled through `svc_enable_tools`: per session (`forSession`: a
 * stdio connection, a 2025 HTTP session, an SSE stream), or, for requests without a session, per
 * caller identity in `callerLists` (`forCallers`: the state store, so every replica lists what a
 * caller enabled on any of them, and no caller changes another's list). Listing never limits
 * calling: every served tool stays callable by name under the same governance.
 *
 * @example
 * const listing = createToolListing({ tools: () => runtime.tools(), toolList: config.tool_list, accessOf, callerLists: store.enabledTools });
 * const session = listing.forSession();
 * await session.list('stdio');
 * await listing.forCallers().callDiscovery('svc_enable_tools', { names: ['git_log'] }, 'user:alice');
 */
export function createToolListing(options: ToolListingOptions): { forSession(): SessionToolList; forCallers(): SessionToolList } {
  const budget = options.toolList ?? DEFAULT_TOOL_LIST;
  const accessOf = options.accessOf ?? (async () => 'allowed' as const);
  const compact = new WeakMap<Binding, ListEntry>();
  const compactOf = options.entryOf ?? ((binding: Binding) => {
    let entry = compact.get(binding);
    if (!entry) compact.set(binding, (entry = computeListEntry(binding)));
    return entry;
  });
  const discoveryOn = budget.mode !== 'full';

  const planned = async (caller: string, principals?: readonly string[]): Promise<PlannedTool[]> =>
    Promise.all(options.tools().map(async (binding) => ({ binding, ...compactOf(binding), access: await accessOf(binding, caller, principals) })));

  /** One view over where enabled names live: a session's set, or the callers' lists. */
  const view = (enabled: {
    read(caller: string): Promise<ReadonlySet<string>>;
    enable(names: readonly string[], tools: readonly PlannedTool[], caller: string): Promise<DiscoveryAnswer>;
  }): SessionToolList => ({
    async list(caller, principals) {
      const tools = await planned(caller, principals);
      const discoveryBytes = Buffer.byteLength(JSON.stringify(discoveryDefinitions(tools.length)));
      const plan = planToolList(tools, budget, discoveryBytes);
      if (!plan.discovery) return plan.listed.filter((def) => !isReserved(def.name, discoveryOn));
      const added = await enabled.read(caller);
      const listedNames = new Set(plan.listed.map((def) => def.name));
      const extra = tools.filter((t) => added.has(t.definition.name)).map((t) => t.definition);
      // An enabled tool replaces its brief entry with the whole one.
      const shown = [...plan.listed.filter((def) => !added.has(def.name)), ...extra].filter((def) => !isReserved(def.name, true));
      const unlisted = tools.filter((t) => !listedNames.has(t.definition.name) && !added.has(t.definition.name)).length;
      return [...discoveryDefinitions(unlisted), ...shown];
    },
    isDiscoveryTool: (name) => isReserved(name, discoveryOn),
    async callDiscovery(name, args, caller, principals) {
      const tools = await planned(caller, principals);
      if (name === FIND_TOOLS) {
        const { query, include_schemas: withSchemas } = (args ?? {}) as { query?: unknown; include_schemas?: unknown };
        if (typeof query !== 'string' || query.trim() === '') {
          return { text: `${FIND_TOOLS} needs {"query": "<words>"}, e.g. {"query": "git log"}.`, isError: true, listChanged: false };
        }
        if (withSchemas !== undefined && typeof withSchemas !== 'boolean') {
          return { text: `${FIND_TOOLS}: include_schemas must be true or false (got ${JSON.stringify(withSchemas)?.slice(0, 40)}).`, isError: true, listChanged: false };
        }
        const plan = planToolList(tools, budget, 0);
        const listed = new Set(plan.listed.map((def) => def.name));
        const added = await enabled.read(caller);
        const candidates = tools.map((t) => ({
          name: t.definition.name,
          moduleId: t.binding.module_id,
          description: t.binding.description || t.definition.description,
          access: t.access,
          listed: listed.has(t.definition.name) || added.has(t.definition.name),
        }));
        if (!withSchemas) return { text: findToolsText(query, candidates), isError: false, listChanged: false };
        // The whole compact entries (what svc_enable_tools would list) of the matches shown,
        // so a client without a session (2026-07-28) can call them by name with the right arguments.
        const byName = new Map(tools.map((t) => [t.definition.name, t.definition]));
        const selection = selectSchemas((findMatches(query, candidates) ?? []).slice(0, MAX_FOUND), (name) => byName.get(name));
        return { text: findToolsText(query, candidates, selection), isError: false, listChanged: false, definitions: selection.definitions };
      }
      const names = (args as { names?: unknown } | null)?.names;
      if (!Array.isArray(names) || names.length === 0 || names.length > MAX_ENABLE_PER_CALL || !names.every((n) => typeof n === 'string')) {
        return { text: `${ENABLE_TOOLS} needs {"names": ["tool_name", ...]} with 1 to ${MAX_ENABLE_PER_CALL} names from ${FIND_TOOLS}.`, isError: true, listChanged: false };
      }
      return enabled.enable(names as string[], tools, caller);
    },
  });

  /** Whether `name` is a served tool a list may hold (svc's own discovery names never). */
  const servedIn = (tools: readonly PlannedTool[]) => {
    const served = new Set(tools.map((t) => t.definition.name));
    return (name: string) => served.has(name) && !isReserved(name, true);
  };

  return {
    forSession(): SessionToolList {
      const set = new Set<string>();
      return view({
        read: async () => set,
        async enable(names, tools) {
          const outcome = enableTools(names, set, servedIn(tools));
          return { text: enableToolsText(outcome), isError: outcome.enabled.length === 0 && outcome.already.length === 0, listChanged: outcome.enabled.length > 0 };
        },
      });
    },
    forCallers(): SessionToolList {
      const lists = options.callerLists;
      if (!lists) throw new Error('createToolListing: forCallers needs callerLists');
      return view({
        async read(caller) {
          // A store that cannot answer leaves the planned list: listing never fails for it.
          return new Set(await lists.read(caller, CALLER_LIST_TTL_MS).catch((error: Error) => {
            options.log?.warn({ caller, err: error.message }, 'tools/list: cannot read the tools this caller enabled; listing without them');
            return [];
          }));
        },
        async enable(names, tools, caller) {
          const served = servedIn(tools);
          const wanted = [...new Set(names)];
          const known = wanted.filter(served);
          const unknown = wanted.filter((name) => !served(name)).map((name) => name.slice(0, 128));
          let failed: string | undefined;
          let stored = { added: [] as string[], already: [] as string[], overLimit: [] as string[] };
          if (known.length) {
            try {
              stored = await lists.add(caller, known, MAX_ENABLED_PER_SESSION, CALLER_LIST_TTL_MS);
            } catch (error) {
              failed = (error as Error).message;
              options.log?.warn({ caller, err: failed }, 'svc_enable_tools: cannot change the caller\'s tool list');
            }
          }
          // The whole entries of what was added or refused for the bound (or, when nothing could
          // be added, of what was asked), so the model can call them by name whatever list its
          // client holds.
          const byName = new Map(tools.map((t) => [t.definition.name, t]));
          const shown: FindCandidate[] = (failed ? known : [...stored.added, ...stored.overLimit]).map((name) => {
            const tool = byName.get(name)!;
            return { name, moduleId: tool.binding.module_id, description: tool.definition.description ?? '', access: tool.access, listed: true };
          });
          const schemas = selectSchemas(shown, (name) => byName.get(name)?.definition);
          const text = enableForCallerText({ caller, enabled: stored.added, already: stored.already, unknown, overLimit: stored.overLimit, schemas, ...(failed ? { failed } : {}) });
          const useful = stored.added.length > 0 || stored.already.length > 0 || schemas.included.length > 0;
          return { text, isError: !useful, listChanged: stored.added.length > 0, ...(schemas.definitions.length ? { definitions: schemas.definitions } : {}) };
        },
      });
    },
  };
}

/** svc's discovery tool names take precedence over a scanned tool of the same alias while discovery is on. */
function isReserved(name: string, discoveryOn: boolean): boolean {
  return discoveryOn && (name === FIND_TOOLS || name === ENABLE_TOOLS);
}
