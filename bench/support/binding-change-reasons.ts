/**
 * Why a binding changed between two `svc scan` outputs (bench/binding-changes.ts), from what the two
 * bindings themselves record — nothing is rescanned:
 *
 * - `version` differs: the program itself changed;
 * - `metadata.stub` appeared or disappeared: the command is bound from its parent's listing instead
 *   of its own help, or the reverse (src/scan/confirm-commands.ts);
 * - `metadata.help_probe` differs: its help was read from another probe (other argv);
 * - `documentation` (the help text the binding was read from) differs with the same version: the
 *   program printed other help (environment, locale);
 * - `metadata.scan_tiers` differs: the manual page (tier 2) or a completion script (tier 3)
 *   contributed differently;
 * - none of these: the same text was read differently, i.e. a scanner rule changed. The changed
 *   parameters are then grouped by their `x-cli-source` (src/bindings/types.ts, src/scan/types.ts'
 *   ScanSource): `help` (the program's own help: option rows, usage line, argument list), `man`
 *   (the manual page), `completion` (a completion script).
 *
 * A stub, another probe or other help with the same version explain a different `documentation`
 * in that order, so a binding gets at most one of them (and none when its version changed); the
 * tiers are a reason of their own beside them.
 */
import { isDeepStrictEqual } from 'node:util';

export type Json = Record<string, unknown>;

/** One reason: `kind` is counted in the summary, `detail` is printed per binding. */
export interface ChangeReason {
  kind: ReasonKind;
  detail: string;
}

/** The kinds of reason, in the order the summary lists ties. */
export const REASON_KINDS = [
  'program changed (version)',
  'now a stub: bound from its parent (metadata.stub)',
  'no longer a stub: bound from its own help (metadata.stub)',
  'read from another probe (metadata.help_probe)',
  'other help text, same version (documentation)',
  'manual page or completion contributed differently (metadata.scan_tiers)',
  'same text, read differently: a scanner rule',
] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];

/** One parameter added (`+name`), removed (`-name`) or changed (`~name(keys)`), with where it was found. */
export interface ParameterChange {
  phrase: string;
  source: string;
}

const SOURCE_LABELS: Record<string, string> = {
  help: 'the help text',
  man: 'the manual page',
  completion: 'the completion script',
};

const sourceLabel = (source: unknown): string =>
  source === undefined ? 'no recorded source' : SOURCE_LABELS[String(source)] ?? `source ${String(source)}`;

const propertiesOf = (binding: Json): Json => ((binding.input_schema as Json | undefined)?.properties ?? {}) as Json;
const metadataOf = (binding: Json): Json => (binding.metadata ?? {}) as Json;

/** The keys whose values differ between two objects. */
export function differingKeys(a: Json, b: Json): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !isDeepStrictEqual(a[key], b[key]));
}

/**
 * The parameters added, removed and changed, each with the source that recorded it: the new
 * binding's for added and changed ones (`help → man` when it moved), the old one's for removed.
 */
export function parameterChanges(before: Json, after: Json): ParameterChange[] {
  const old = propertiesOf(before);
  const now = propertiesOf(after);
  const source = (property: unknown): string => sourceLabel((property as Json)['x-cli-source']);
  const changes: ParameterChange[] = [];
  for (const name of Object.keys(now)) if (!(name in old)) changes.push({ phrase: `+${name}`, source: source(now[name]) });
  for (const name of Object.keys(old)) if (!(name in now)) changes.push({ phrase: `-${name}`, source: source(old[name]) });
  for (const name of Object.keys(now)) {
    const a = old[name] as Json | undefined;
    const b = now[name] as Json;
    if (!a || isDeepStrictEqual(a, b)) continue;
    const from = source(a) === source(b) ? source(b) : `${source(a)}, now ${source(b)}`;
    changes.push({ phrase: `~${name}(${differingKeys(a, b).join(',')})`, source: from });
  }
  return changes;
}

/** A version's first line, and when long, the part around where the two versions differ. */
export function shortVersions(a: unknown, b: unknown, max = 40): [string, string] {
  const line = (value: unknown): string => (typeof value === 'string' && value.trim() !== '' ? value.trim().split('\n')[0]!.replace(/\s+/g, ' ') : '(none)');
  const [x, y] = [line(a), line(b)];
  let start = 0;
  while (start < x.length && x[start] === y[start]) start++;
  // Cut from the start when the difference shows there anyway, else from a little before it.
  start = start + 10 <= max ? 0 : start - 15;
  const cut = (text: string): string => {
    if (text.length <= max) return text;
    const from = Math.min(start, Math.max(0, text.length - max));
    return `${from > 0 ? '…' : ''}${text.slice(from, from + max)}${from + max < text.length ? '…' : ''}`;
  };
  return [cut(x), cut(y)];
}

const argvText = (probe: unknown): string => (Array.isArray(probe) ? `\`${probe.join(' ')}\`` : '(none)');
const tiersText = (tiers: unknown): string => (Array.isArray(tiers) ? tiers.join(',') : '(none)');

/** Why the help text differs, if it does: the version, a stub, the probe or the environment (at most one). */
function textReason(before: Json, after: Json): ChangeReason | undefined {
  const otherHelp = !isDeepStrictEqual(before.documentation, after.documentation);
  if (!isDeepStrictEqual(before.version, after.version)) {
    const [a, b] = shortVersions(before.version, after.version);
    return { kind: 'program changed (version)', detail: `the program changed: ${a} → ${b}${otherHelp ? ', and printed other help' : ', same help text'}` };
  }
  const [oldMeta, newMeta] = [metadataOf(before), metadataOf(after)];
  if (Boolean(oldMeta.stub) !== Boolean(newMeta.stub)) {
    return newMeta.stub
      ? { kind: 'now a stub: bound from its parent (metadata.stub)', detail: 'bound from its parent instead of its own help (now a stub)' }
      : { kind: 'no longer a stub: bound from its own help (metadata.stub)', detail: 'bound from its own help instead of its parent (no longer a stub)' };
  }
  if (!isDeepStrictEqual(oldMeta.help_probe, newMeta.help_probe)) {
    return { kind: 'read from another probe (metadata.help_probe)', detail: `read from another probe: ${argvText(oldMeta.help_probe)} → ${argvText(newMeta.help_probe)}` };
  }
  if (otherHelp) {
    return { kind: 'other help text, same version (documentation)', detail: 'the program printed other help with the same version (environment or locale?)' };
  }
  return undefined;
}

/** Whether the manual page (tier 2) or a completion script (tier 3) contributed differently. */
function tiersReason(before: Json, after: Json): ChangeReason | undefined {
  const [a, b] = [metadataOf(before).scan_tiers, metadataOf(after).scan_tiers];
  if (isDeepStrictEqual(a, b)) return undefined;
  const has = (tiers: unknown, tier: number): boolean => Array.isArray(tiers) && tiers.includes(tier);
  const moved = [[1, 'the help (tier 1)'], [2, 'the manual page (tier 2)'], [3, 'the completion script (tier 3)']] as const;
  const who = moved.filter(([tier]) => has(a, tier) !== has(b, tier)).map(([, name]) => name);
  return {
    kind: 'manual page or completion contributed differently (metadata.scan_tiers)',
    detail: `${who.length > 0 ? who.join(' and ') : 'the tiers'} contributed differently: tiers ${tiersText(a)} → ${tiersText(b)}`,
  };
}

/** The differences outside the parameters (`description`, `required`, `metadata(usage)`), as bench/binding-changes.ts names them. */
export function otherDifferences(before: Json, after: Json): string[] {
  const found: string[] = [];
  const schemaRest = (binding: Json): Json => ({ ...(binding.input_schema as Json), properties: undefined });
  if (!isDeepStrictEqual(schemaRest(before), schemaRest(after))) found.push('required');
  for (const key of differingKeys(before, after).filter((k) => k !== 'input_schema').sort()) {
    found.push(key === 'metadata' ? `metadata(${differingKeys(metadataOf(before), metadataOf(after)).join(',')})` : key);
  }
  return found;
}

/** A scanner rule read the same text differently: the changes grouped by where their parameters were found. */
function scannerRuleReason(before: Json, after: Json): ChangeReason {
  const groups = new Map<string, string[]>();
  for (const change of parameterChanges(before, after)) groups.set(change.source, [...(groups.get(change.source) ?? []), change.phrase]);
  const parts = [...groups].map(([source, phrases]) => `from ${source}: ${phrases.join(' ')}`);
  const rest = otherDifferences(before, after);
  if (rest.length > 0) parts.push(`not parameters: ${rest.join(' ')}`);
  return { kind: 'same text, read differently: a scanner rule', detail: `same text, read differently: a scanner rule (${parts.join('; ')})` };
}

/**
 * Why one binding changed, from what the two versions record (`scanner_version` left out by the caller).
 *
 * @example
 * changeReasons({ version: 'git version 2.39.5', ... }, { version: 'git version 2.43.0', ... });
 * // [{ kind: 'program changed (version)', detail: 'the program changed: git version 2.39.5 → git version 2.43.0, and printed other help' }]
 */
export function changeReasons(before: Json, after: Json): ChangeReason[] {
  const reasons = [textReason(before, after), tiersReason(before, after)].filter((r): r is ChangeReason => r !== undefined);
  return reasons.length > 0 ? reasons : [scannerRuleReason(before, after)];
}
