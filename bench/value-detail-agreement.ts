/**
 * Value-detail agreement (issue 11): how many of the value details that hand-written expectations
 * name does svc's help parser get right? Per detail kind — choices (enum values), defaults,
 * required, the JSON-output flag, value-taking vs switch — it prints expected vs found and the
 * agreement ratio, split into details the text states (an enum, a default, ...) and details it
 * states none of (the parser must not invent one), plus a total.
 *
 * Fixtures with expected value details:
 *  - every `<case>.txt` + `<case>.expect.json` under test/fixtures (apexe's parser cases in
 *    test/fixtures/apexe, BSD man pages in test/fixtures/bsd, ...), written by hand from the text;
 *  - svc's help goldens (test/fixtures/help/*.golden.json), reviewed by hand. golden.test.ts pins
 *    them, so they agree fully unless a golden is stale; they are reported apart.
 *
 * Baseline, measured in the same run: the same fixtures through the parser of an earlier commit
 * (`--baseline REF`, default 25972ef, main before issue 11's value-detail work), taken with
 * `git archive` into a temporary directory. The ratio is agreement now / agreement then. Without
 * git history the baseline is skipped with a note.
 *
 * Parsing is deterministic: one run is enough, and machine load does not change the figures.
 *
 * Run: npx tsx bench/value-detail-agreement.ts [--baseline REF|none] [--verbose] [--check]
 *   --check: exit 1 when a kind's agreement is below the baseline's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ParsedHelp } from '../src/scan/types.js';
import { DETAIL_KINDS, detailChecks, goldenExpectation, loadCases, parseCase, type DetailCheck, type DetailKind, type HelpCase, type Parsers } from '../test/support/help-expectations.js';


const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const FIXTURES = join(ROOT, 'test', 'fixtures');
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const baselineRef = option('--baseline') ?? '25972ef';
const verbose = args.includes('--verbose');
const check = args.includes('--check');

/** Directories under test/fixtures that hold `*.expect.json` cases. */
function expectationSets(): { name: string; cases: HelpCase[] }[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(FIXTURES, entry.name)).some((file) => file.endsWith('.expect.json')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name: `test/fixtures/${name}`, cases: loadCases(join(FIXTURES, name)) }));
}

function goldenCases(): HelpCase[] {
  const dir = join(FIXTURES, 'help');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.golden.json'))
    .map((file) => file.slice(0, -'.golden.json'.length))
    .sort()
    .map((stem) => ({
      name: stem,
      text: readFileSync(join(dir, `${stem}.txt`), 'utf8'),
      expect: goldenExpectation(stem, JSON.parse(readFileSync(join(dir, `${stem}.golden.json`), 'utf8')) as ParsedHelp),
    }));
}

/** The parser of an earlier commit, extracted with `git archive` (no checkout, no shell). */
async function parserAt(ref: string): Promise<{ parse: Parsers; cleanup: () => Promise<void> } | string> {
  const archive = spawnSync('git', ['archive', '--format=tar', ref, 'src'], { cwd: ROOT, maxBuffer: 512 * 1024 * 1024 });
  if (archive.status !== 0) return `git archive ${ref} failed: ${archive.stderr.toString().trim().split('\n')[0] ?? archive.error?.message ?? 'no git history'}`;
  const dir = await mkdtemp(join(tmpdir(), 'svc-value-detail-'));
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) return `tar failed: ${untar.stderr.toString().trim()}`;
  if (existsSync(join(ROOT, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const load = async <T>(...path: string[]): Promise<T> => (await import(pathToFileURL(join(dir, 'src', 'scan', ...path)).href)) as T;
  const parse: Parsers = {
    ...(await load<Pick<Parsers, 'parseHelp'>>('parsers', 'index.ts')),
    ...(await load<Pick<Parsers, 'parseManPage'>>('man', 'parse.ts')),
    ...(await load<Pick<Parsers, 'detectJsonFlag'>>('parsers', 'json-flag.ts')),
  };
  return { parse, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

interface Tally {
  stated: { found: number; expected: number };
  none: { kept: number; expected: number };
}

function tally(checks: DetailCheck[]): Map<DetailKind | 'total', Tally> {
  const out = new Map<DetailKind | 'total', Tally>();
  for (const kind of [...DETAIL_KINDS, 'total'] as const) out.set(kind, { stated: { found: 0, expected: 0 }, none: { kept: 0, expected: 0 } });
  for (const c of checks) {
    for (const t of [out.get(c.kind)!, out.get('total')!]) {
      if (c.stated) {
        t.stated.expected += 1;
        if (c.ok) t.stated.found += 1;
      } else {
        t.none.expected += 1;
        if (c.ok) t.none.kept += 1;
      }
    }
  }
  return out;
}

const ratio = (t: Tally): number => (t.stated.found + t.none.kept) / Math.max(1, t.stated.expected + t.none.expected);
const pct = (n: number): string => `${(n * 100).toFixed(1)} %`;
const count = (t: Tally): number => t.stated.expected + t.none.expected;

function run(cases: HelpCase[], parse: Parsers | undefined): { checks: DetailCheck[]; misses: string[] } {
  const checks: DetailCheck[] = [];
  const misses: string[] = [];
  for (const c of cases) {
    let help: ParsedHelp;
    try {
      help = parseCase(c, parse);
    } catch (error) {
      help = { format: 'unknown', description: '', flags: [], positionals: [], subcommands: [] };
      misses.push(`${c.name}: parser threw ${(error as Error).message}`);
    }
    for (const d of detailChecks(help, c.expect)) {
      checks.push(d);
      if (!d.ok) misses.push(`${c.name}: ${d.kind}: ${d.what}`);
    }
  }
  return { checks, misses };
}

function report(title: string, cases: HelpCase[], baseline: Parsers | undefined): boolean {
  const now = run(cases, undefined);
  const then = baseline ? run(cases, baseline) : undefined;
  const a = tally(now.checks);
  const b = then ? tally(then.checks) : undefined;
  console.log(`\n${title}: ${cases.length} help texts, ${now.checks.length} value details`);
  const head = ['kind', 'stated: found/expected', 'none: kept/expected', 'agreement'];
  if (b) head.push(`baseline ${baselineRef}`, 'ratio');
  const rows = [head];
  let ok = true;
  for (const kind of [...DETAIL_KINDS, 'total'] as const) {
    const t = a.get(kind)!;
    const none = count(t) === 0;
    const row = [kind, `${t.stated.found}/${t.stated.expected}`, `${t.none.kept}/${t.none.expected}`, none ? 'n/a' : pct(ratio(t))];
    if (b) {
      const old = b.get(kind)!;
      row.push(none ? 'n/a' : `${pct(ratio(old))} (${old.stated.found}/${old.stated.expected}, ${old.none.kept}/${old.none.expected})`, none ? 'n/a' : (ratio(t) / Math.max(ratio(old), 1e-9)).toFixed(3));
      if (ratio(t) + 1e-9 < ratio(old)) ok = false;
    }
    rows.push(row);
  }
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(`  ${r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`);
  if (now.misses.length > 0) {
    console.log(`  misses: ${now.misses.length}${verbose ? '' : ' (--verbose lists them)'}`);
    if (verbose) for (const m of now.misses) console.log(`    ${m}`);
  }
  if (verbose && then) {
    const fixed = then.misses.filter((m) => !now.misses.includes(m));
    const broken = now.misses.filter((m) => !then.misses.includes(m));
    if (fixed.length) console.log(`  right now, wrong at ${baselineRef}:\n${fixed.map((m) => `    ${m}`).join('\n')}`);
    if (broken.length) console.log(`  wrong now, right at ${baselineRef}:\n${broken.map((m) => `    ${m}`).join('\n')}`);
  }
  return ok;
}

async function main(): Promise<void> {
  console.log('Value-detail agreement of svc\'s help parser with hand-written expectations (deterministic: machine load does not change it)');
  let baseline: Awaited<ReturnType<typeof parserAt>> | undefined;
  if (baselineRef !== 'none') {
    baseline = await parserAt(baselineRef);
    if (typeof baseline === 'string') console.log(`baseline skipped: ${baseline}`);
  }
  const old = baseline && typeof baseline !== 'string' ? baseline.parse : undefined;
  let ok = true;
  const sets = expectationSets();
  for (const set of sets) ok = report(set.name, set.cases, old) && ok;
  const all = sets.flatMap((set) => set.cases);
  if (sets.length > 1) ok = report('all expectation fixtures', all, old) && ok;
  report('help goldens (test/fixtures/help, pinned by golden.test.ts)', goldenCases(), old);
  if (baseline && typeof baseline !== 'string') await baseline.cleanup();
  if (check && !ok) {
    console.log(`\ncheck: a kind's agreement is below the baseline (${baselineRef})`);
    process.exitCode = 1;
  } else if (check) console.log(`\ncheck: no kind is below the baseline (${baselineRef})`);
}

await main();
