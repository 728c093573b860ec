/**
 * How much of the tool set `tools/list` shows (docs/tool-list.md): the `tool_list` member of
 * `~/.svc/config.yaml`, and `svc serve --tool-list`. Missing members take these defaults.
 */
import { coerceWholeNumberMembers } from './whole-number-members.js';

export interface SvcToolList {
  /**
   * `full`: every served tool; `discover`: only svc's discovery tools (`svc_find_tools`,
   * `svc_enable_tools`) and what the session enabled; `auto`: every tool when the list fits the
   * budget, otherwise a subset that fits plus the discovery tools.
   */
  mode: ToolListMode;
  /** Bytes of `tools/list` JSON `auto` stays within. */
  budget_bytes: number;
  /** Tools `auto` lists at most (the discovery tools included). */
  max_tools: number;
}

/** The values of `tool_list.mode` and `--tool-list`. */
export type ToolListMode = 'full' | 'auto' | 'discover';

export const TOOL_LIST_MODES: readonly ToolListMode[] = ['full', 'auto', 'discover'];

/** 80 KB of JSON is about 20k tokens: what a client that loads every listed tool can afford. */
export const DEFAULT_TOOL_LIST: Readonly<SvcToolList> = Object.freeze({ mode: 'auto', budget_bytes: 80_000, max_tools: 100 });

const RANGES = { budget_bytes: [4_000, 100_000_000], max_tools: [3, 100_000] } as const;

/**
 * Checks a `tool_list` value from the config file. Throws an Error saying what is accepted.
 *
 * @example
 * coerceToolList({ mode: 'discover' }); // { mode: 'discover', budget_bytes: 80000, max_tools: 100 }
 */
export function coerceToolList(raw: unknown): SvcToolList {
  return coerceWholeNumberMembers('tool_list', raw, DEFAULT_TOOL_LIST, RANGES, (key, value, out) => {
    if (key !== 'mode') return false;
    out.mode = coerceToolListMode(value);
    return true;
  });
}

/**
 * Checks a `--tool-list` / `tool_list.mode` value.
 *
 * @example
 * coerceToolListMode('full'); // 'full'
 */
export function coerceToolListMode(value: unknown): ToolListMode {
  if (typeof value === 'string' && (TOOL_LIST_MODES as readonly string[]).includes(value)) return value as ToolListMode;
  throw new Error(`tool_list.mode must be one of ${TOOL_LIST_MODES.join(', ')} (got ${JSON.stringify(value)})`);
}
