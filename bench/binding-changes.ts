/**
 * What a scanner change did to bindings: compares two `svc scan` outputs (two modules directories,
 * e.g. one written by an older commit and one by this one) binding by binding, so that a change
 * can show that bindings which were right stay the same, and say what changed in the others.
 *
 * Ignored: `metadata.scanner_version` (it changes with every scanner format, on purpose).
 * Reported per binding: parameters added, removed, or changed (and which of their keys changed),
 * and any other top-level part that differs (description, annotations, documentation, metadata);
 * and why, from what the two bindings record (bench/support/binding-change-reasons.ts): the program
 * changed (version), it became or stopped being a stub, its help was read from another probe, the
 * program printed other help with the same version, the manual page or completion contributed
 * differently (scan_tiers), or else the same text was read differently (a scanner rule, with the
 * changed parameters grouped by their x-cli-source). The summary counts changed bindings per
 * reason; `--verbose` appends ` — why: ...` to each CHANGED line.
 *
 * `--set dev|fresh|new|other|final|third|fourth|fifth|all` (several with commas) reports each set of
 * bench/scan-accuracy.ts apart (bench/support/program-sets.ts): only the bindings of its programs,
 * and which of its programs have no binding in either directory (not scanned, or not scannable).
 *
 * Run: npx tsx bench/binding-changes.ts <before-modules-dir> <after-modules-dir> [--set S[,S]] [--verbose]
 * (make the two directories with `HOME=$(mktemp -d) svc scan <programs> --depth 2 --no-cache --output-dir DIR`
 * at each commit; `npx tsx bench/scan-accuracy.ts --set S --list` prints a set's programs, and the
 * set's install directory's `node_modules/.bin` (and `venv/bin` for the new set) must be first on PATH).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import YAML from 'yaml';
import { changeReasons, otherDifferences, parameterChanges, REASON_KINDS, type ChangeReason, type Json } from './support/binding-change-reasons.js';
import { programSets, SET_NAMES, type SetName } from './support/program-sets.js';

const argv = process.argv.slice(2);
const setIndex = argv.indexOf('--set');
const setArg = setIndex >= 0 ? argv[setIndex + 1] : undefined;
const [beforeDir, afterDir] = argv.filter((arg, i) => !arg.startsWith('--') && !(setIndex >= 0 && i === setIndex + 1));
const verbose = argv.includes('--verbose');
const chosen: SetName[] | undefined = setArg === undefined ? undefined
  : setArg === 'all' ? [...SET_NAMES] : setArg.split(',').filter(Boolean) as SetName[];
if (!beforeDir || !afterDir || (setIndex >= 0 && !setArg) || chosen?.some((name) => !SET_NAMES.includes(name))) {
  console.error(`usage: npx tsx bench/binding-changes.ts <before-modules-dir> <after-modules-dir> [--set ${SET_NAMES.join('|')}|all[,...]] [--verbose]`);
  process.exit(2);
}

async function load(dir: string): Promise<Map<string, Json>> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.binding.yaml')).sort();
  const bindings = new Map<string, Json>();
  for (const file of files) {
    const binding = YAML.parse(await readFile(join(dir, file), 'utf8')) as Json;
    const metadata = { ...(binding.metadata as Json) };
    delete metadata.scanner_version;
    bindings.set(file.replace(/\.binding\.yaml$/, ''), { ...binding, metadata });
  }
  return bindings;
}

/** The differences of one binding, as short phrases: `+commit`, `-path`, `~stat(type,x-cli-value-style)`, `description`. */
function differences(before: Json, after: Json): string[] {
  return [...parameterChanges(before, after).map((change) => change.phrase), ...otherDifferences(before, after)];
}

/** The program of a module id: `cli.<tool>...`. */
const toolOf = (id: string): string => id.split('.')[1]!;

/** Counts of a list of names, most frequent first (ties in `order`, when given, else as met). */
function counted(names: string[], order: readonly string[] = []): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const rank = (name: string): number => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...counts].sort((a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0]));
}

const countLine = ([label, count]: [string, number]): string => `  ${String(count).padStart(5)}  ${label}`;

interface Changed {
  id: string;
  found: string[];
  reasons: ChangeReason[];
}

function printSummary(before: Map<string, Json>, after: Map<string, Json>, added: string[], removed: string[], changed: Changed[]): void {
  const common = after.size - added.length;
  const same = common - changed.length;
  console.log(`bindings before ${before.size}, after ${after.size}; in both ${common}: identical ${same} (${((100 * same) / Math.max(common, 1)).toFixed(1)}%), changed ${changed.length}; added ${added.length}, removed ${removed.length}`);
  console.log('changed bindings by kind of change (a binding counts once per kind):');
  const kinds = changed.flatMap(({ found }) => [...new Set(found.map((f) => f.replace(/^([+-])[^(]*$/, '$1parameter').replace(/^~[^(]*/, '~parameter')))]);
  for (const line of counted(kinds)) console.log(countLine(line));
  if (changed.length > 0) {
    console.log('changed bindings by reason (a binding counts once per reason):');
    for (const line of counted(changed.flatMap(({ reasons }) => reasons.map((r) => r.kind)), REASON_KINDS)) console.log(countLine(line));
  }
  const byTool = (ids: string[]): string => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(toolOf(id), (counts.get(toolOf(id)) ?? 0) + 1);
    return [...counts].map(([tool, n]) => `${tool} ${n}`).join(', ');
  };
  if (added.length > 0) console.log(`added by program: ${byTool(added)}`);
  if (removed.length > 0) console.log(`removed by program: ${byTool(removed)}`);
  if (changed.length > 0) console.log(`changed by program: ${byTool(changed.map(({ id }) => id))}`);
}

function report(before: Map<string, Json>, after: Map<string, Json>): void {
  const added = [...after.keys()].filter((id) => !before.has(id));
  const removed = [...before.keys()].filter((id) => !after.has(id));
  const changed: Changed[] = [];
  for (const [id, binding] of after) {
    const old = before.get(id);
    if (old && !isDeepStrictEqual(old, binding)) changed.push({ id, found: differences(old, binding), reasons: changeReasons(old, binding) });
  }
  printSummary(before, after, added, removed, changed);
  if (verbose) {
    for (const id of added) console.log(`ADDED ${id}`);
    for (const id of removed) console.log(`REMOVED ${id}`);
    for (const { id, found, reasons } of changed) console.log(`CHANGED ${id}: ${found.join(' ')} — why: ${reasons.map((r) => r.detail).join('; ')}`);
  }
}

const allBefore = await load(beforeDir);
const allAfter = await load(afterDir);
if (!chosen) {
  report(allBefore, allAfter);
} else {
  for (const set of programSets().filter((s) => chosen.includes(s.name))) {
    const tools = new Set(set.programs.map(([tool]) => tool));
    const only = (all: Map<string, Json>) => new Map([...all].filter(([id]) => tools.has(toolOf(id))));
    const before = only(allBefore);
    const after = only(allAfter);
    console.log(`\n## ${set.name} set (${tools.size} programs)`);
    const absent = (bindings: Map<string, Json>) => [...tools].filter((tool) => ![...bindings.keys()].some((id) => toolOf(id) === tool));
    const absentBefore = absent(before);
    const absentAfter = absent(after);
    if (absentBefore.length > 0) console.log(`no bindings before: ${absentBefore.join(' ')}`);
    if (absentAfter.length > 0) console.log(`no bindings after: ${absentAfter.join(' ')}`);
    report(before, after);
  }
}
