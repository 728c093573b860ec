import { access, mkdir, readdir, unlink } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join } from 'node:path';
import { Option, type Command } from 'commander';
import { yaml } from '../shared/yaml.js';
import { BINDING_SUFFIX, bindingFileName, bindingToYaml, parseBinding, type BindingLoadError, type LoadedBindings } from '../bindings/store.js';
import { readBindingsCached } from '../bindings/cached-read.js';
import { writeFileAtomic } from '../shared/atomic-write.js';
import { withFileLock } from '../shared/file-lock.js';
import { readRegularFile } from '../shared/regular-file.js';
import type { Binding } from '../bindings/types.js';
import { mergeAclFile } from '../govern/acl-generate.js';
import { AclError } from '../govern/acl-file.js';
import { createLimiter } from '../scan/pool.js';
import { sha256Hex, scanTool, ScanError, MAX_SCAN_DEPTH, MIN_SCAN_DEPTH, type ScanResult } from '../scan/scanner.js';
import { resolveCommandConfig } from './global-options.js';

/** Lock file in the modules directory, held while a scan reads, writes and merges. */
const SCAN_LOCK_FILE = '.svc-scan.lock';

interface ScanCommandOptions {
  outputDir?: string;
  depth?: string;
  cache: boolean;
  format: 'json' | 'yaml' | 'table';
}

/** One line of the scan summary. */
interface ScanSummaryRow {
  tool: string;
  version: string;
  binary: string;
  commands: number;
  flags: number;
  readonly: number;
  destructive: number;
  tiers: number[];
  cached: boolean;
  warnings: string[];
  modules: string[];
}

interface ScanFailureRow {
  tool: string;
  error: string;
  ai_guidance: string;
}

function summarize(result: ScanResult): ScanSummaryRow {
  const flags = result.bindings.reduce(
    (sum, binding) => sum + Object.values(binding.input_schema.properties).filter((p) => p['x-cli-kind'] === 'flag').length, 0);
  return {
    tool: result.tool,
    version: result.version,
    binary: result.binary,
    commands: result.bindings.length,
    flags,
    readonly: result.bindings.filter((b) => b.annotations.readonly).length,
    destructive: result.bindings.filter((b) => b.annotations.destructive).length,
    tiers: result.tiers,
    cached: result.fromCache,
    warnings: result.warnings,
    modules: result.bindings.map((b) => b.module_id),
  };
}

/**
 * Renders rows as a plain aligned table (no colours: it is read by people and scripts alike).
 *
 * @example
 * renderTable(['TOOL', 'COMMANDS'], [['git', '140']]); // 'TOOL  COMMANDS\ngit   140\n'
 */
export function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n') + '\n';
}

function parseDepth(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const depth = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || depth < MIN_SCAN_DEPTH || depth > MAX_SCAN_DEPTH) {
    throw new Error(`--depth must be an integer from ${MIN_SCAN_DEPTH} to ${MAX_SCAN_DEPTH} (got ${JSON.stringify(raw)}).`);
  }
  return depth;
}

async function ensureWritableDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new Error(`cannot write binding files to ${dir} (${code}). Choose another --output-dir or fix the directory's permissions.`);
  }
}

function belongsTo(moduleId: string, tool: string): boolean {
  return moduleId === `cli.${tool}` || moduleId.startsWith(`cli.${tool}.`);
}

/**
 * Reads the bindings of programs other than `tools` (they keep their aliases and get ACL rules
 * too). The scanned programs' own files are not read: they are about to be replaced.
 */
async function readOtherBindings(dir: string, tools: ReadonlySet<string>): Promise<LoadedBindings> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(BINDING_SUFFIX)).sort();
  const bindings: Binding[] = [];
  const errors: BindingLoadError[] = [];
  for (const name of names) {
    if ([...tools].some((tool) => belongsTo(name.slice(0, -BINDING_SUFFIX.length), tool))) continue;
    const file = join(dir, name);
    try {
      bindings.push(parseBinding(await readRegularFile(file), file));
    } catch (error) {
      errors.push({ file, message: (error as Error).message });
    }
  }
  return { bindings, errors };
}

/**
 * Writes a binding unless the file already holds exactly its text: the hash from the scan (or the
 * cache) is compared with the file's, so a cached rescan neither renders nor rewrites anything.
 */
async function writeBindingIfChanged(dir: string, binding: Binding, expected: { sha256?: string; yaml?: string }): Promise<void> {
  const file = join(dir, bindingFileName(binding.module_id));
  const current = await readRegularFile(file).catch(() => undefined);
  if (current !== undefined && expected.sha256 !== undefined && sha256Hex(current) === expected.sha256) return;
  const text = expected.yaml ?? bindingToYaml(binding);
  if (current !== text) await writeFileAtomic(file, text);
}

/** Binding files of `tool` in `dir` (module ids `cli.<tool>` and `cli.<tool>.<sub>...`). */
async function bindingFilesOf(dir: string, tool: string): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((name) => name === bindingFileName(`cli.${tool}`) || (name.startsWith(`cli.${tool}.`) && name.endsWith(BINDING_SUFFIX)));
}

/**
 * Makes aliases unique across programs: bindings of programs not in this scan keep theirs, new
 * ones that would clash get `_2`, `_3`, ... in module-id order.
 */
function reserveAliases(fresh: Binding[], others: Binding[]): Set<Binding> {
  const taken = new Set(others.map((b) => b.alias));
  const changed = new Set<Binding>();
  for (const binding of [...fresh].sort((a, b) => (a.module_id < b.module_id ? -1 : 1))) {
    const base = binding.alias;
    let alias = base;
    for (let n = 2; taken.has(alias); n++) alias = `${base}_${n}`;
    if (alias !== base) {
      binding.alias = alias;
      changed.add(binding);
    }
    taken.add(alias);
  }
  return changed;
}

function progressReporter(): ((event: { tool: string; done: number; queued: number }) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return ({ tool, done, queued }) => {
    process.stderr.write(`\r\x1b[Kscanning ${tool}: ${done}/${queued} commands`);
  };
}

/** `svc scan <TOOLS>...` (SPEC.md "svc scan"). */
export function registerScanCommand(program: Command): void {
  program
    .command('scan')
    .description('Scan programs on $PATH into binding files and ACL rules')
    .argument('<TOOLS...>', 'program names, each on $PATH')
    .option('--output-dir <DIR>', 'where binding files go (default: modules_dir, ~/.svc/modules/)')
    .option('--depth <N>', `subcommand recursion depth, ${MIN_SCAN_DEPTH} to ${MAX_SCAN_DEPTH} (default: scan_depth, 2)`)
    .option('--no-cache', 'bypass the scan cache')
    .addOption(new Option('--format <FMT>', 'summary format').choices(['json', 'yaml', 'table']).default('table'))
    .action(async (tools: string[], opts: ScanCommandOptions, command: Command) => {
      const depth = parseDepth(opts.depth);
      const { config, log } = await resolveCommandConfig(command, { modules_dir: opts.outputDir, scan_depth: depth });
      const outputDir = config.modules_dir;
      await ensureWritableDir(outputDir);
      const progress = progressReporter();
      const results: ScanResult[] = [];
      const failures: ScanFailureRow[] = [];
      let aclFailed = false;
      for (const tool of [...new Set(tools)]) {
        try {
          results.push(await scanTool(tool, {
            depth: config.scan_depth, cacheDir: config.cache_dir, noCache: !opts.cache, log, onProgress: progress,
          }));
        } catch (error) {
          if (!(error instanceof ScanError)) throw error;
          failures.push({ tool, error: error.message, ai_guidance: error.ai_guidance });
        } finally {
          if (progress) process.stderr.write('\r\x1b[K');
        }
      }
      for (const failure of failures) {
        process.stderr.write(`svc: ${failure.error}\nai_guidance: ${failure.ai_guidance}\n`);
      }

      // Read the other programs' bindings, write ours and merge the ACL as one step under a lock:
      // concurrent scans then queue here instead of each writing an ACL that misses the other's modules.
      if (results.length > 0) await withFileLock(join(outputDir, SCAN_LOCK_FILE), async () => {
        const scannedTools = new Set(results.map((r) => r.tool));
        const existing = await readOtherBindings(outputDir, scannedTools);
        const others = existing.bindings;
        const aliasChanged = reserveAliases(results.flatMap((r) => r.bindings), others);
        for (const result of results) {
          const stale = new Set(await bindingFilesOf(outputDir, result.tool));
          // Each write is fsynced; running them side by side lets the disk overlap the waits.
          const limit = createLimiter(16);
          await Promise.all(result.bindings.map((binding, i) => limit(() => writeBindingIfChanged(
            outputDir, binding, aliasChanged.has(binding) ? {} : { sha256: result.sha256[i], yaml: result.yaml?.[i] },
          ))));
          for (const binding of result.bindings) stale.delete(bindingFileName(binding.module_id));
          // Only after every new file is in place: a failed scan never leaves a program with nothing.
          for (const name of [...stale].sort()) await unlink(join(outputDir, name)).catch(() => undefined);
        }
        for (const problem of existing.errors) process.stderr.write(`svc: skipped ${problem.message}\n`);
        const all = [...others, ...results.flatMap((r) => r.bindings)].sort((a, b) => (a.module_id < b.module_id ? -1 : 1));
        try {
          await mergeAclFile(config.acl_file, all);
        } catch (error) {
          if (!(error instanceof AclError)) throw error;
          // The bindings are written; only the ACL is left as it was.
          process.stderr.write(`svc: ${error.message}. The ACL was left unchanged: fix it (or move it away) and run the scan again.\n`);
          aclFailed = true;
        }
      });

      if (results.length > 0) {
        // Warm the parsed-binding cache that `svc serve` reads, so the first start after a scan
        // does not parse every YAML file again. Best effort: serve reads the files when it is cold.
        await readBindingsCached(outputDir, config.cache_dir, log).catch(() => undefined);
      }

      const rows = results.map(summarize);
      if (aclFailed) process.exitCode = 1;
      if (opts.format === 'table') {
        if (rows.length > 0) {
          process.stdout.write(renderTable(
            ['TOOL', 'COMMANDS', 'FLAGS', 'READONLY', 'DESTRUCTIVE', 'TIERS', 'CACHED'],
            rows.map((r) => [r.tool, String(r.commands), String(r.flags), String(r.readonly), String(r.destructive), r.tiers.join(','), r.cached ? 'yes' : 'no']),
          ));
          process.stderr.write(`Wrote binding files to ${outputDir}${aclFailed ? "" : `; ACL rules merged into ${config.acl_file}`}.\n`);
        }
      } else {
        const doc = { output_dir: outputDir, acl_file: config.acl_file, tools: rows, errors: failures };
        process.stdout.write(opts.format === 'json' ? `${JSON.stringify(doc, null, 2)}\n` : yaml().stringify(doc, { lineWidth: 0 }));
      }
      if (failures.length > 0) process.exitCode = 1;
    });
}
