/**
 * What the argument layer alone cannot see in a call (docs/governance.md "What the argument layer
 * alone closes"): commands that write or download whatever their parameters (`go get`, `go list`,
 * `poetry show`), and options that make a program open paths that are not in its argv (a list file
 * of names, `--files0-from`; following symbolic links, `rg --follow`). Decided at call time from
 * the curated tables and the recorded flag and description, so bindings of earlier scans get it too.
 */
import { COMMAND_EFFECTS, INDIRECT_PATHS, type IndirectPathKind } from './curated-effects.js';
import type { CommandContext, ParameterEffect } from './types.js';

/** One effect of running a command at all (`go get` writes go.mod). */
export interface CommandEffect extends ParameterEffect {
  effect: 'write' | 'network';
}

/**
 * The effects of running `context`'s command whatever its parameters, from the curated
 * `COMMAND_EFFECTS`; empty for a command it does not list.
 *
 * @example
 * commandEffects({ tool: 'go', commandPath: ['list'] });
 * // [{ effect: 'network', reason: 'curated: go list downloads the modules ...', source: 'curated' }]
 */
export function commandEffects(context: CommandContext): CommandEffect[] {
  const program = Object.hasOwn(COMMAND_EFFECTS, context.tool) ? COMMAND_EFFECTS[context.tool]! : undefined;
  const words = context.commandPath.join(' ');
  if (!program || !Object.hasOwn(program, words)) return [];
  return program[words]!.map((entry) => ({
    effect: entry.effect as CommandEffect['effect'],
    reason: `curated: ${[context.tool, ...context.commandPath].join(' ')} ${entry.reason}`,
    source: 'curated' as const,
  }));
}

/** Why an option makes its program open paths svc does not see. */
export interface IndirectPaths {
  kind: IndirectPathKind;
  /** `curated: rg --follow follows symbolic links ...` or `help: ...`. */
  reason: string;
}

/** What {@link indirectPaths} looks at: what a binding records of a flag. */
export interface OptionFacts {
  /** The flag token the call renders (`x-cli-flag`). */
  token: string;
  /** The option takes no value. */
  isSwitch: boolean;
  description?: string;
}

/** Names (without dashes) of options whose value is a file of names to read: not patterns, not exclusions. */
const NAMES_FILE_FLAG = /^(files0?-from|(names?|paths?|targets?|list|read|inputs?)-from|from-files?|list-file|file-list|files-list|args?-file|input-list)$/;

/** Descriptions of such options: "read input from the files specified by NUL-terminated names in file F". */
const DESC_NAMES_FILE = /\b(file ?)?names\b[^.;()]{0,60}?\b(specified|listed|given|found|contained|read)?\s*(in|from)\s+(the )?(file|files|[A-Z]*FILE|F)\b/i;

/** Names of switches that follow symbolic links. */
const FOLLOW_SWITCH = /^(follow|follow-(symlinks?|links?|symbolic-links?)|dereference(-recursive)?|deref|copy-links)$/;

/** Descriptions of switches that follow symbolic links. */
const DESC_FOLLOWS = /\b(follow|follows|following|dereference|dereferences|dereferencing|traverse|traverses)\b[^.;]{0,30}\b(symbolic ?links?|symlinks?|soft links?)\b/i;

/** Descriptions that follow only what the argv names, or do not follow at all. */
const ONLY_ARGUMENTS_OR_NEGATED = /\bcommand[- ]line\b|\b(do not|don't|does not|never|not)\b[^.;]{0,15}\b(follow|dereference)/i;

/**
 * The help rules: an option named or described as a file of file names (`--files-from`,
 * `--file-list`, "names in file F"), or a switch named or described as following symbolic links
 * (`--follow-symlinks`, "follow symbolic links"; not those that follow only the links the command
 * line names, which path confinement already resolves).
 */
function indirectFromHelp(option: OptionFacts): IndirectPaths | undefined {
  const name = option.token.replace(/^-+/, '').toLowerCase();
  const description = option.description ?? '';
  if (!option.isSwitch) {
    if (NAMES_FILE_FLAG.test(name)) return { kind: 'names', reason: `help: ${option.token} names a file of file names it reads` };
    // A file of patterns that leave files out (`--exclude-from`) opens nothing more.
    if (!/^(exclude|ignore|include|filter)/.test(name) && DESC_NAMES_FILE.test(description)) return { kind: 'names', reason: `help: ${option.token}: the help says it reads file names from a file` };
    return undefined;
  }
  // `tail --follow` follows a growing file, not links: a bare `follow` counts only with a description saying links.
  const negated = ONLY_ARGUMENTS_OR_NEGATED.test(description);
  if (name !== 'follow' && FOLLOW_SWITCH.test(name) && !negated) return { kind: 'links', reason: `help: ${option.token} follows symbolic links` };
  if (DESC_FOLLOWS.test(description) && !negated) return { kind: 'links', reason: `help: ${option.token}: the help says it follows symbolic links` };
  return undefined;
}

/**
 * Whether setting an option makes its program open paths svc does not see, and why: the curated
 * `INDIRECT_PATHS` for the program, else the help rules over the option's name and description.
 *
 * @example
 * indirectPaths({ tool: 'rg', commandPath: [] }, { token: '--follow', isSwitch: true });
 * // { kind: 'links', reason: 'curated: rg --follow follows symbolic links while it walks directories, wherever they point' }
 * indirectPaths({ tool: 'tail', commandPath: [] }, { token: '--follow', isSwitch: false, description: 'output appended data as the file grows' }); // undefined
 */
export function indirectPaths(context: CommandContext, option: OptionFacts): IndirectPaths | undefined {
  const program = Object.hasOwn(INDIRECT_PATHS, context.tool) ? INDIRECT_PATHS[context.tool]! : undefined;
  const entry = program && Object.hasOwn(program, option.token) ? program[option.token] : undefined;
  if (entry) return { kind: entry.kind, reason: `curated: ${context.tool} ${entry.reason}` };
  return indirectFromHelp(option);
}
