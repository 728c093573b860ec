/**
 * Looks parameters up in the curated table (`curated-effects.ts`): first the command's own
 * entries, then the program's.
 */
import { CURATED_EFFECTS, type CuratedEntry, type CuratedProgram, type CuratedScope } from './curated-effects.js';
import type { CommandContext, ParameterEffect, ParameterFacts } from './types.js';

/** How a curated entry was found: a named flag or operand, or a fallback (`values`, operand `*`). */
export type CuratedMatch = 'named' | 'fallback';

/** The scopes that apply to a command, most specific first. */
function scopes(program: CuratedProgram, commandPath: readonly string[]): CuratedScope[] {
  const own = program.commands && Object.hasOwn(program.commands, commandPath.join(' ')) ? program.commands[commandPath.join(' ')] : undefined;
  return own ? [own, program] : [program];
}

function reasonText(entry: CuratedEntry, context: CommandContext, facts: ParameterFacts, scopeIsCommand: boolean): string {
  const command = scopeIsCommand && context.commandPath.length > 0 ? `${context.tool} ${context.commandPath.join(' ')}` : context.tool;
  if (facts.kind === 'flag') return `curated: ${command} ${entry.reason}`;
  // "operand is a file it reads" reads on from the operand's name; other texts follow a colon.
  const text = entry.reason.startsWith('operand ') ? ` ${entry.reason.slice('operand '.length)}` : `: ${entry.reason}`;
  return `curated: ${command} operand <${facts.name}>${text}`;
}

function toEffect(entry: CuratedEntry, context: CommandContext, facts: ParameterFacts, scopeIsCommand: boolean): ParameterEffect {
  const result: ParameterEffect = { effect: entry.effect, reason: reasonText(entry, context, facts, scopeIsCommand), source: 'curated' };
  if (entry.sensitive) result.sensitive = true;
  if (entry.text) result.text = entry.text;
  return result;
}

function lookup(table: Readonly<Record<string, CuratedEntry>> | undefined, key: string): CuratedEntry | undefined {
  return table && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The curated effect of a parameter, or undefined when the table does not know it.
 * `match: 'named'` finds only entries naming the flag token or operand; `'fallback'` only the
 * program's catch-alls (`values` for valued flags, `*` for operands), which rank below the help rules.
 *
 * @example
 * curatedEffect({ tool: 'git', commandPath: ['ls-remote'] },
 *   { kind: 'flag', tokens: ['--upload-pack'], name: '--upload-pack', type: 'string', description: '' }, 'named');
 * // { effect: 'exec', reason: 'curated: git --upload-pack runs a program (...)', source: 'curated' }
 */
export function curatedEffect(context: CommandContext, facts: ParameterFacts, match: CuratedMatch): ParameterEffect | undefined {
  const program = Object.hasOwn(CURATED_EFFECTS, context.tool) ? CURATED_EFFECTS[context.tool] : undefined;
  if (!program) return undefined;
  const list = scopes(program, context.commandPath);
  for (const scope of list) {
    const isCommand = scope !== program;
    let entry: CuratedEntry | undefined;
    if (match === 'named') {
      entry = facts.kind === 'flag'
        ? facts.tokens.map((token) => lookup(scope.flags, token)).find((found) => found !== undefined)
        : lookup(scope.operands, facts.name);
    } else if (facts.kind === 'flag') {
      entry = facts.type === 'boolean' ? undefined : scope.values;
    } else {
      entry = lookup(scope.operands, '*');
    }
    if (entry) return toEffect(entry, context, facts, isCommand);
  }
  return undefined;
}

/** One value of an option that takes several, as the binding records it (`x-cli-values`). */
export interface TupleValueEffect extends ParameterEffect {
  /** The value's key in the call's object (`name`, `file`). */
  name: string;
}

/** An option that takes several values, from the curated table. */
export interface TupleEffects {
  values: TupleValueEffect[];
  repeatable: boolean;
}

/**
 * The curated values of an option that takes more than one (`jq --slurpfile NAME FILE`), or
 * undefined when the table lists none for its tokens.
 *
 * @example
 * curatedTuple({ tool: 'jq', commandPath: [] }, ['--slurpfile']);
 * // { repeatable: true, values: [{ name: 'name', effect: 'none', ... }, { name: 'file', effect: 'read', ... }] }
 */
export function curatedTuple(context: CommandContext, tokens: readonly string[]): TupleEffects | undefined {
  const program = Object.hasOwn(CURATED_EFFECTS, context.tool) ? CURATED_EFFECTS[context.tool] : undefined;
  if (!program) return undefined;
  for (const scope of scopes(program, context.commandPath)) {
    const token = tokens.find((candidate) => scope.tuples !== undefined && Object.hasOwn(scope.tuples, candidate));
    if (token === undefined) continue;
    const tuple = scope.tuples![token]!;
    const command = scope !== program && context.commandPath.length > 0 ? `${context.tool} ${context.commandPath.join(' ')}` : context.tool;
    return {
      repeatable: tuple.repeatable === true,
      values: tuple.values.map((entry) => ({
        name: entry.name,
        effect: entry.effect,
        reason: `curated: ${command} ${token} <${entry.name}> ${entry.reason}`,
        source: 'curated' as const,
        ...(entry.sensitive ? { sensitive: true } : {}),
      })),
    };
  }
  return undefined;
}

/** A role an operand takes in a call that sets one of `flags` (`x-cli-effect-when`). */
export interface OperandRoleEffect {
  flags: string[];
  effect: 'read' | 'write';
  reason: string;
}

/**
 * The roles an operand takes when a call sets certain flags (grep's PATTERNS operand is a file
 * when `-e` or `-f` gives the patterns); empty when the table lists none.
 *
 * @example
 * curatedOperandRoles({ tool: 'grep', commandPath: [] }, 'patterns');
 * // [{ flags: ['--regexp', '-e', '--file', '-f'], effect: 'read', reason: 'curated: grep with --regexp, -e, --file or -f, operand <patterns> is a file it reads (...)' }]
 */
export function curatedOperandRoles(context: CommandContext, operand: string): OperandRoleEffect[] {
  const program = Object.hasOwn(CURATED_EFFECTS, context.tool) ? CURATED_EFFECTS[context.tool] : undefined;
  if (!program) return [];
  const roles: OperandRoleEffect[] = [];
  for (const scope of scopes(program, context.commandPath)) {
    for (const role of scope.operandRoles ?? []) {
      if (!role.operands.includes(operand) && !role.operands.includes('*')) continue;
      const command = scope !== program && context.commandPath.length > 0 ? `${context.tool} ${context.commandPath.join(' ')}` : context.tool;
      const flags = [...role.whenFlags];
      const spelled = flags.length > 1 ? `${flags.slice(0, -1).join(', ')} or ${flags[flags.length - 1]}` : flags[0];
      roles.push({ flags, effect: role.effect, reason: `curated: ${command} with ${spelled}, operand <${operand}> ${role.reason}` });
    }
    // A command's own roles replace the program's.
    if (roles.length > 0) break;
  }
  return roles;
}
