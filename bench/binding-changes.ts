/**
 * What a scanner change did to bindings: compares two `svc scan` outputs (two modules directories,
 * e.g. one written by an older commit and one by this one) binding by binding, so that a change
 * can show that bindings which were right stay the same, and say what changed in the others.
 *
 * Ignored: `metadata.scanner_version` (it changes with every scanner format, on purpose).
 * Reported per binding: parameters added, removed, or changed (and which of their keys changed),
 * and any other top-level part that differs (description, annotations, documentation, metadata).
 *
 * Run: npx tsx bench/binding-changes.ts <before-modules-dir> <after-modules-dir> [--verbose]
 * (make the two directories with `HOME=<dir> svc scan <programs> --depth 2` at each commit).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import YAML from 'yaml';

type Json = Record<string, unknown>;

const [beforeDir, afterDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const verbose = process.argv.includes('--verbose');
if (!beforeDir || !afterDir) {
  console.error('usage: npx tsx bench/binding-changes.ts <before-modules-dir> <after-modules-dir> [--verbose]');
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
  const found: string[] = [];
  const props = (binding: Json): Json => ((binding.input_schema as Json | undefined)?.properties ?? {}) as Json;
  const beforeProps = props(before);
  const afterProps = props(after);
  for (const name of Object.keys(afterProps)) if (!(name in beforeProps)) found.push(`+${name}`);
  for (const name of Object.keys(beforeProps)) if (!(name in afterProps)) found.push(`-${name}`);
  for (const name of Object.keys(afterProps)) {
    const a = beforeProps[name] as Json | undefined;
    const b = afterProps[name] as Json;
    if (!a || isDeepStrictEqual(a, b)) continue;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !isDeepStrictEqual(a[key], b[key]));
    found.push(`~${name}(${keys.join(',')})`);
  }
  const beforeSchema = { ...(before.input_schema as Json), properties: undefined };
  const afterSchema = { ...(after.input_schema as Json), properties: undefined };
  if (!isDeepStrictEqual(beforeSchema, afterSchema)) found.push('required');
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    if (key === 'input_schema' || isDeepStrictEqual(before[key], after[key])) continue;
    if (key === 'metadata') {
      const a = before.metadata as Json;
      const b = after.metadata as Json;
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !isDeepStrictEqual(a[k], b[k]));
      found.push(`metadata(${keys.join(',')})`);
    } else {
      found.push(key);
    }
  }
  return found;
}

const before = await load(beforeDir);
const after = await load(afterDir);
const added = [...after.keys()].filter((id) => !before.has(id));
const removed = [...before.keys()].filter((id) => !after.has(id));
let same = 0;
const changed: Array<[string, string[]]> = [];
for (const [id, binding] of after) {
  const old = before.get(id);
  if (!old) continue;
  if (isDeepStrictEqual(old, binding)) same++;
  else changed.push([id, differences(old, binding)]);
}
const kinds = new Map<string, number>();
for (const [, found] of changed) {
  for (const phrase of new Set(found.map((f) => f.replace(/^([+-])[^(]*$/, '$1parameter').replace(/^~[^(]*/, '~parameter')))) kinds.set(phrase, (kinds.get(phrase) ?? 0) + 1);
}
const common = same + changed.length;
console.log(`bindings before ${before.size}, after ${after.size}; in both ${common}: identical ${same} (${((100 * same) / Math.max(common, 1)).toFixed(1)}%), changed ${changed.length}; added ${added.length}, removed ${removed.length}`);
console.log('changed bindings by kind of change (a binding counts once per kind):');
for (const [kind, count] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(5)}  ${kind}`);
const byTool = (ids: string[]): string => {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id.split('.')[1]!, (counts.get(id.split('.')[1]!) ?? 0) + 1);
  return [...counts].map(([tool, n]) => `${tool} ${n}`).join(', ');
};
if (added.length > 0) console.log(`added by program: ${byTool(added)}`);
if (removed.length > 0) console.log(`removed by program: ${byTool(removed)}`);
if (changed.length > 0) console.log(`changed by program: ${byTool(changed.map(([id]) => id))}`);
if (verbose) {
  for (const id of added) console.log(`ADDED ${id}`);
  for (const id of removed) console.log(`REMOVED ${id}`);
  for (const [id, found] of changed) console.log(`CHANGED ${id}: ${found.join(' ')}`);
}
