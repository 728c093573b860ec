import type { ToolAccessState } from '../govern/tool-access.js';
import { TOOL_ACCESS_LABELS } from '../govern/tool-access.js';
import { firstSentence } from './compact-definition.js';
import type { McpToolDefinition } from './tool-definition.js';

export const FIND_TOOLS = 'svc_find_tools';
export const ENABLE_TOOLS = 'svc_enable_tools';
/** Matches one `svc_find_tools` answer shows at most. */
export const MAX_FOUND = 20;
/** Names one `svc_enable_tools` call may give. */
export const MAX_ENABLE_PER_CALL = 20;
/** Tools one session (or, without a session, one caller) may enable in all. */
export const MAX_ENABLED_PER_SESSION = 100;
/**
 * How long the tools a caller enabled without a session stay in its list after their last use
 * (a `tools/list` or `svc_enable_tools` of that caller): a day.
 */
export const CALLER_LIST_TTL_MS = 24 * 60 * 60_000;
/**
 * Bytes of JSON the schemas of one `svc_find_tools {include_schemas: true}` answer may take: about
 * 4k tokens (o200k counts about 4 bytes of schema JSON per token), a fifth of the list budget.
 */
export const MAX_SCHEMA_BYTES = 16_000;
const MAX_QUERY_CHARS = 200;
const MAX_NAME_CHARS = 128;
const FOUND_DESCRIPTION_CHARS = 90;

const READ_ONLY_HINTS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/**
 * `tools/list` entries of svc's two discovery tools.
 *
 * @example
 * discoveryDefinitions(140).map((t) => t.name); // ['svc_find_tools', 'svc_enable_tools']
 */
export function discoveryDefinitions(unlisted: number): McpToolDefinition[] {
  return [
    {
      name: FIND_TOOLS,
      description:
        `Search all tools this server can run, listed or not (${unlisted} are not in the tool list). ` +
        'Give words from a program, subcommand or task (e.g. "git log", "compress archive"); each match comes with a one-line description and whether it is allowed, needs approval or is denied. Any match can be called by name at once.',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', minLength: 1, maxLength: MAX_QUERY_CHARS, description: 'Words to look for in tool names and descriptions.' },
          include_schemas: { type: 'boolean', description: `Also return the whole input schemas of the matches you may run (at most ${MAX_SCHEMA_BYTES / 1000} KB), so you can call them by name without enabling them.` },
        },
        required: ['query'],
        additionalProperties: false,
      },
      annotations: { ...READ_ONLY_HINTS },
    },
    {
      name: ENABLE_TOOLS,
      description: 'Add tools found with svc_find_tools to your tool list, with their full parameters; the client is told the list changed.',
      inputSchema: {
        type: 'object',
        properties: {
          names: {
            type: 'array',
            items: { type: 'string', minLength: 1, maxLength: MAX_NAME_CHARS },
            minItems: 1,
            maxItems: MAX_ENABLE_PER_CALL,
            description: 'Tool names, as svc_find_tools gives them.',
          },
        },
        required: ['names'],
        additionalProperties: false,
      },
      annotations: { ...READ_ONLY_HINTS },
    },
  ];
}

/** A tool `svc_find_tools` can report. */
export interface FindCandidate {
  name: string;
  moduleId: string;
  description: string;
  access: ToolAccessState;
  listed: boolean;
}

/**
 * The text `svc_find_tools` answers with: the best {@link MAX_FOUND} matches of every query word
 * in names, module ids and descriptions (a word in the name counts most), one line each, then
 * what to do next (given `schemas`, which whole entries follow and which were left out). Bounded
 * whatever the query and the tool set.
 *
 * @example
 * findToolsText('git log', candidates);
 * // '2 tools match "git log":\n- git_log: Show commit logs. (allowed; listed)\n...'
 */
export function findToolsText(query: string, candidates: readonly FindCandidate[], schemas?: SchemaSelection): string {
  const scored = findMatches(query, candidates);
  if (scored === undefined) return 'Give at least one word to look for, e.g. {"query": "git log"}.';
  const shown = JSON.stringify(query.slice(0, MAX_QUERY_CHARS));
  if (scored.length === 0) return `No tool matches ${shown}. Try other words (a program name such as "git", or a task such as "search").`;
  const lines = scored.slice(0, MAX_FOUND).map((tool) => {
    const state = TOOL_ACCESS_LABELS[tool.access];
    return `- ${tool.name}: ${firstSentence(tool.description, FOUND_DESCRIPTION_CHARS) || tool.moduleId} (${state}; ${tool.listed ? 'listed' : 'not listed'})`;
  });
  const more = scored.length > MAX_FOUND ? ` (showing the best ${MAX_FOUND}; add words to narrow it)` : '';
  const next = !schemas
    ? `Call any of them by name now, or add them to your tool list with ${ENABLE_TOOLS} {"names": [...]}. Denied tools cannot be run.`
    : [
      schemas.included.length
        ? `The next content item is {"tools": [...]}: the whole entries (input schemas) of ${schemas.included.join(', ')}, as tools/list gives them. Call them by name with those arguments.`
        : 'No input schema is included.',
      ...(schemas.left.length ? [`Left out to stay within ${schemas.budgetBytes / 1000} KB: ${schemas.left.join(', ')}; ask again with a narrower query, or add them with ${ENABLE_TOOLS}.`] : []),
      'Denied tools cannot be run (no schema is given for them).',
    ].join(' ');
  return [`${scored.length} tool${scored.length === 1 ? '' : 's'} match ${shown}${more}:`, ...lines, next].join('\n');
}

/**
 * The candidates matching every word of `query`, best first (a word in the name counts most; ties
 * by name), or undefined when the query has no word.
 *
 * @example
 * findMatches('git log', candidates)?.[0]?.name; // 'git_log'
 */
export function findMatches(query: string, candidates: readonly FindCandidate[]): FindCandidate[] | undefined {
  const words = query.toLowerCase().slice(0, MAX_QUERY_CHARS).split(/[^a-z0-9]+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return candidates
    .map((tool) => ({ tool, score: score(tool, words) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || (a.tool.name < b.tool.name ? -1 : a.tool.name > b.tool.name ? 1 : 0))
    .map((entry) => entry.tool);
}

/** Which matches' whole entries a `svc_find_tools {include_schemas: true}` answer carries. */
export interface SchemaSelection {
  /** Entries included, best match first. */
  included: string[];
  /** Runnable matches whose entries did not fit {@link MAX_SCHEMA_BYTES}. */
  left: string[];
  /** The included entries. */
  definitions: McpToolDefinition[];
  /** The JSON bytes they had to fit in. */
  budgetBytes: number;
}

/**
 * Picks, best match first, the whole entries of the shown matches that may run (not denied) while
 * their JSON fits `budgetBytes`; a match too large for what is left is skipped and named, and a
 * smaller later one may still fit.
 *
 * @example
 * selectSchemas(findMatches('git log', candidates)!.slice(0, MAX_FOUND), (name) => defs.get(name));
 */
export function selectSchemas(matches: readonly FindCandidate[], definitionOf: (name: string) => McpToolDefinition | undefined, budgetBytes = MAX_SCHEMA_BYTES): SchemaSelection {
  const selection: SchemaSelection = { included: [], left: [], definitions: [], budgetBytes };
  // `{"tools":[` + `]}` plus a comma between entries.
  let room = budgetBytes - 12;
  for (const match of matches) {
    if (match.access === 'denied') continue;
    const definition = definitionOf(match.name);
    if (!definition) continue;
    const bytes = Buffer.byteLength(JSON.stringify(definition)) + 1;
    if (bytes > room) {
      selection.left.push(match.name);
      continue;
    }
    room -= bytes;
    selection.included.push(match.name);
    selection.definitions.push(definition);
  }
  return selection;
}

function score(tool: FindCandidate, words: readonly string[]): number {
  const name = tool.name.toLowerCase();
  const nameParts = name.split(/[^a-z0-9]+/);
  const moduleId = tool.moduleId.toLowerCase();
  const description = tool.description.toLowerCase();
  let total = 0;
  for (const word of words) {
    if (nameParts.includes(word)) total += 10;
    else if (name.includes(word)) total += 6;
    else if (moduleId.includes(word)) total += 4;
    else if (description.includes(word)) total += 2;
    else return 0;
  }
  return total;
}

/** What one `svc_enable_tools` call did. */
export interface EnableOutcome {
  enabled: string[];
  already: string[];
  unknown: string[];
  /** Names refused because the session holds {@link MAX_ENABLED_PER_SESSION}. */
  overLimit: string[];
}

/**
 * Adds served tools to a session's enabled set: unknown names (never served, or left out by
 * `--tools`/`--exclude`/`--tags`) are reported, not added; the set never grows past
 * {@link MAX_ENABLED_PER_SESSION}.
 *
 * @example
 * enableTools(['git_log'], session, (name) => served.has(name)); // { enabled: ['git_log'], ... }
 */
export function enableTools(names: readonly string[], enabled: Set<string>, served: (name: string) => boolean): EnableOutcome {
  const outcome: EnableOutcome = { enabled: [], already: [], unknown: [], overLimit: [] };
  for (const name of new Set(names)) {
    if (!served(name)) outcome.unknown.push(name.slice(0, MAX_NAME_CHARS));
    else if (enabled.has(name)) outcome.already.push(name);
    else if (enabled.size >= MAX_ENABLED_PER_SESSION) outcome.overLimit.push(name);
    else {
      enabled.add(name);
      outcome.enabled.push(name);
    }
  }
  return outcome;
}

/**
 * The text `svc_enable_tools` answers with.
 *
 * @example
 * enableToolsText({ enabled: ['git_log'], already: [], unknown: [], overLimit: [] });
 * // 'Added to your tool list: git_log.'
 */
export function enableToolsText(outcome: EnableOutcome): string {
  const parts: string[] = [];
  if (outcome.enabled.length) parts.push(`Added to your tool list: ${outcome.enabled.join(', ')}.`);
  if (outcome.already.length) parts.push(`Already in it: ${outcome.already.join(', ')}.`);
  if (outcome.unknown.length) parts.push(`No such tool: ${outcome.unknown.map((n) => JSON.stringify(n)).join(', ')}; find names with ${FIND_TOOLS}.`);
  if (outcome.overLimit.length) parts.push(`Not added, this session already enabled ${MAX_ENABLED_PER_SESSION} tools: ${outcome.overLimit.join(', ')}; call them by name instead.`);
  return parts.join(' ');
}

/** What one `svc_enable_tools` call without a session did to its caller's list (docs/tool-list.md). */
export interface CallerEnableOutcome {
  /** The caller whose list it is (`user:<sub>`, or the shared `http`, `sse`, `token`). */
  caller: string;
  enabled: string[];
  already: string[];
  unknown: string[];
  overLimit: string[];
  /** Why the list could not be changed (the state store failed); nothing was added then. */
  failed?: string;
  /** Whose whole entries follow as `{"tools": [...]}`, and whose were left out for size. */
  schemas: SchemaSelection;
}

/**
 * The text `svc_enable_tools` answers with in a request without a session: the caller's own list
 * (kept in the state store, so every replica lists it) changed, the client was told, and the whole
 * entries of the added tools follow, so the model can call them by name even where its client
 * keeps an older list; or, when the store failed, plainly that nothing changed, with the entries.
 *
 * @example
 * enableForCallerText({ caller: 'user:alice', enabled: ['git_log'], already: [], unknown: [], overLimit: [], schemas });
 * // 'Added to your tool list: git_log. svc keeps it for caller "user:alice" on every replica ...'
 */
export function enableForCallerText(outcome: CallerEnableOutcome): string {
  const parts: string[] = [];
  const { schemas } = outcome;
  if (outcome.failed) {
    parts.push(`Your tool list could not be changed (${outcome.failed}); nothing was added.`);
  } else {
    if (outcome.enabled.length) {
      parts.push(
        `Added to your tool list: ${outcome.enabled.join(', ')}. Without an MCP session svc keeps this list for caller ${JSON.stringify(outcome.caller)} on every replica, for ${CALLER_LIST_TTL_MS / 3_600_000} hours after its last use` +
          (outcome.caller.startsWith('user:') ? '.' : ` (every client svc knows as ${JSON.stringify(outcome.caller)}, with no OAuth identity of its own, shares it).`) +
          ' The client was sent notifications/tools/list_changed; a client that keeps an older list shows them after its next tools/list.',
      );
    }
    if (outcome.already.length) parts.push(`Already in it: ${outcome.already.join(', ')}.`);
  }
  if (outcome.unknown.length) parts.push(`No such tool: ${outcome.unknown.map((n) => JSON.stringify(n)).join(', ')}; find names with ${FIND_TOOLS}.`);
  if (outcome.overLimit.length) parts.push(`Not added, your list already holds ${MAX_ENABLED_PER_SESSION} tools: ${outcome.overLimit.join(', ')}; call them by name instead.`);
  if (schemas.included.length) {
    parts.push(`The next content item is {"tools": [...]}: the whole entries (input schemas) of ${schemas.included.join(', ')}, as tools/list gives them. Call them by name with those arguments${outcome.failed ? '' : ', listed yet or not'}.`);
  }
  if (schemas.left.length) parts.push(`Left out to stay within ${schemas.budgetBytes / 1000} KB: the entries of ${schemas.left.join(', ')}${outcome.failed ? `; see them with ${FIND_TOOLS} {"query": ..., "include_schemas": true}` : '; see them in tools/list'}.`);
  return parts.join(' ');
}
