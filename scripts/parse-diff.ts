/**
 * What a parser change does to real helps, before any scan: captures the root `--help` of every
 * program on PATH (as svc's probes run it: scratch HOME, the probe sandbox), parses each text with
 * this tree's parsers, and compares two such parses (one made in a worktree of the commit before).
 * docs/scan-parsers.md "Session 26" quotes a run over 1847 helps.
 *
 * Run:
 *   npx tsx scripts/parse-diff.ts capture DIR          # DIR/<program>.txt for each program on PATH
 *   npx tsx scripts/parse-diff.ts parse DIR OUT.json   # in each tree: its parse of every text
 *   npx tsx scripts/parse-diff.ts compare A.json B.json
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHelp } from '../src/scan/parsers/index.js';
import type { ParsedHelp } from '../src/scan/types.js';
import { openProbeConfinement } from '../src/scan/probe-confinement.js';
import { resolveProgram } from '../src/scan/resolve-program.js';
import { helpOutput, runHelp } from '../src/scan/run-help.js';

const PROBES_AT_ONCE = 4;

async function capture(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const names = new Set<string>();
  for (const path of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    try {
      for (const name of readdirSync(path)) if (!name.startsWith('.')) names.add(name);
    } catch {
      // A PATH entry that does not exist holds no program.
    }
  }
  const queue = [...names].sort();
  let captured = 0;
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const out = join(dir, `${name}.txt`);
      const binary = existsSync(out) ? undefined : await resolveProgram(name, process.env);
      if (!binary) continue;
      const confinement = await openProbeConfinement(binary, {});
      try {
        writeFileSync(out, helpOutput(await runHelp(binary, ['--help'], { confinement, timeoutMs: 5_000 })));
        captured += 1;
      } finally {
        await confinement.close();
      }
    }
  };
  await Promise.all(Array.from({ length: PROBES_AT_ONCE }, worker));
  console.log(`captured ${captured} helps into ${dir}`);
}

function parse(dir: string, out: string): void {
  const parsed: Record<string, ParsedHelp | string> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.txt')).sort()) {
    const programName = file.slice(0, -'.txt'.length).split('__').at(-1)!;
    try {
      parsed[file] = parseHelp(readFileSync(join(dir, file), 'utf8'), { programName, commandPath: [] });
    } catch (error) {
      parsed[file] = `parse failed: ${(error as Error).message}`;
    }
  }
  writeFileSync(out, JSON.stringify(parsed));
  console.log(`parsed ${Object.keys(parsed).length} helps into ${out}`);
}

function compare(before: string, after: string): void {
  const a = JSON.parse(readFileSync(before, 'utf8')) as Record<string, ParsedHelp>;
  const b = JSON.parse(readFileSync(after, 'utf8')) as Record<string, ParsedHelp>;
  const names = (help: ParsedHelp | undefined, key: 'flags' | 'subcommands' | 'positionals') =>
    new Set((help?.[key] ?? []).map((item) => ('long' in item ? item.long ?? item.short : item.name) ?? ''));
  let changed = 0;
  for (const file of Object.keys(a)) {
    if (JSON.stringify(a[file]) === JSON.stringify(b[file])) continue;
    changed += 1;
    const parts = (['flags', 'subcommands', 'positionals'] as const).map((key) => {
      const [x, y] = [names(a[file], key), names(b[file], key)];
      const added = [...y].filter((n) => !x.has(n));
      const removed = [...x].filter((n) => !y.has(n));
      return added.length + removed.length > 0 ? `${key} +[${added.join(' ')}] -[${removed.join(' ')}]` : '';
    }).filter(Boolean);
    if (a[file]?.usage !== b[file]?.usage) parts.unshift(`usage ${JSON.stringify(a[file]?.usage)} -> ${JSON.stringify(b[file]?.usage)}`);
    console.log(`${file}: ${parts.join('; ') || 'texts or details only'}`);
  }
  console.log(`${changed} of ${Object.keys(a).length} helps parse differently`);
}

const [command, first, second] = process.argv.slice(2);
if (command === 'capture' && first) await capture(first);
else if (command === 'parse' && first && second) parse(first, second);
else if (command === 'compare' && first && second) compare(first, second);
else {
  console.error('usage: npx tsx scripts/parse-diff.ts capture DIR | parse DIR OUT.json | compare A.json B.json');
  process.exit(2);
}
process.exit(0);
