/**
 * A truth-free check of the scanner's recall: scans programs and lists every `--option` their own
 * help shows in an option row or a usage bracket that no binding takes, and every row of a
 * `Commands:` section that no binding is for. No truth file is needed, so it can be run on
 * programs no selection walk may take (this machine's PATH, CLIs no truth pool names) and tuned on
 * without spoiling an untuned set (docs/measurements/issue32-session26-audit.md).
 *
 * Run: `npx tsx scripts/help-audit.ts [--depth N] [--out FILE.jsonl] LIST` where LIST has one
 * program per line, optionally `name<TAB>directory` to put that directory first on PATH (an npm
 * prefix's `node_modules/.bin`). Prints one line per program with findings and a summary.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { scanTool } from '../src/scan/index.js';
import type { Logger } from '../src/log/index.js';

/** An option at the start of a row (after a short option or a bracket): `  -o, --output`, `[--fix]`. */
const ROW_OPTION = /^[ \t]{0,16}(?:-[A-Za-z0-9?],?[ \t]+|\[)?(--[A-Za-z][A-Za-z0-9_.-]*[A-Za-z0-9])/gm;
/** An option in a usage bracket anywhere on a line: `[--config file]`. */
const USAGE_OPTION = /\[(--[A-Za-z][A-Za-z0-9_.-]*[A-Za-z0-9])/g;
const COMMANDS_TITLE = /^(?:available )?(?:sub)?commands:?$/i;
const COMMAND_ROW = /^\s{1,8}([a-z][\w:-]*)(?:[ ,|]|$)/;
/** One program's scan may not take longer than this. */
const PROGRAM_TIMEOUT_MS = 240_000;

interface Finding {
  name: string;
  options: Array<[string, string]>;
  commands: string[];
  error?: string;
}

function argValue(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/** The help texts the scan read, by command path (`''` for the program itself), from its trace log. */
function collectingLogger(texts: Map<string, string>): Logger {
  const ignore = () => undefined;
  return {
    level: 'trace',
    trace: (fields: unknown, message?: string) => {
      const entry = fields as { command?: string[]; text?: string };
      if (message === 'help parsed' && typeof entry?.text === 'string') texts.set((entry.command ?? []).join(' '), entry.text);
    },
    debug: ignore, info: ignore, warn: ignore, error: ignore,
  } as Logger;
}

async function audit(name: string, directory: string | undefined, depth: number): Promise<Finding> {
  const env = { ...process.env, PATH: `${directory ? `${directory}:` : ''}${process.env.PATH ?? ''}` };
  const texts = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      scanTool(name, { depth, env, log: collectingLogger(texts) }),
      new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no result within ${PROGRAM_TIMEOUT_MS / 1000} s`)), PROGRAM_TIMEOUT_MS); }),
    ]);
    const bound = new Set<string>();
    const paths = new Set<string>();
    for (const binding of result.bindings) {
      paths.add(binding.target.command_path.join(' '));
      for (const property of Object.values(binding.input_schema.properties ?? {}) as Array<Record<string, unknown>>) {
        for (const key of ['x-cli-flag', 'x-cli-negation']) if (typeof property[key] === 'string') bound.add((property[key] as string).split('=')[0]!);
      }
    }
    const options = new Map<string, string>();
    const commands: string[] = [];
    for (const [path, text] of texts) {
      for (const pattern of [ROW_OPTION, USAGE_OPTION]) {
        for (const match of text.matchAll(pattern)) {
          const token = match[1]!;
          if (token === '--help' || token === '--version' || bound.has(token) || options.has(token)) continue;
          const start = text.lastIndexOf('\n', match.index!) + 1;
          const end = text.indexOf('\n', match.index!);
          options.set(token, `${path || '(root)'}: ${text.slice(start, end < 0 ? undefined : end).trim().slice(0, 140)}`);
        }
      }
      if (path.split(' ').filter(Boolean).length >= depth) continue;
      let inCommands = false;
      for (const line of text.split('\n')) {
        if (/^\S/.test(line)) {
          inCommands = COMMANDS_TITLE.test(line.trim());
          continue;
        }
        // yargs repeats the program and the command path before each name (`  lerna list  ...`).
        const prefix = ` ${[name, path].filter(Boolean).join(' ')} `;
        const unprefixed = line.trimStart().startsWith(prefix.trimStart()) ? `  ${line.trimStart().slice(prefix.length - 1)}` : line;
        const row = inCommands ? COMMAND_ROW.exec(unprefixed) : null;
        const child = row ? [path, row[1]].filter(Boolean).join(' ') : undefined;
        // A group the scan entered for its commands has no binding of its own; its commands do.
        if (child && row![1] !== 'help' && !paths.has(child) && ![...paths].some((bound) => bound.startsWith(`${child} `))) commands.push(`${child}  <- ${line.trim().slice(0, 100)}`);
      }
    }
    return { name, options: [...options], commands };
  } catch (error) {
    return { name, options: [], commands: [], error: (error as Error).message.slice(0, 300) };
  } finally {
    clearTimeout(timer);
  }
}

const listFile = process.argv.at(-1);
if (!listFile || listFile.startsWith('--') || process.argv.length < 3) {
  console.error('usage: npx tsx scripts/help-audit.ts [--depth N] [--out FILE.jsonl] LIST');
  process.exit(2);
}
const depth = Number(argValue('--depth') ?? 2);
const out = argValue('--out');
const entries = readFileSync(listFile, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => line.split('\t'));
let flagged = 0;
let failed = 0;
for (const [name, directory] of entries) {
  const finding = await audit(name!, directory, depth);
  if (out) appendFileSync(out, `${JSON.stringify(finding)}\n`);
  if (finding.error) {
    failed += 1;
    console.log(`${finding.name}: scan failed: ${finding.error}`);
  } else if (finding.options.length > 0 || finding.commands.length > 0) {
    flagged += 1;
    console.log(`${finding.name}: ${finding.options.length} options, ${finding.commands.length} commands shown and not bound`);
    for (const [token, line] of finding.options) console.log(`  option ${token}  | ${line}`);
    for (const command of finding.commands) console.log(`  command ${command}`);
  }
}
console.log(`help audit: ${entries.length} programs at depth ${depth}; ${flagged} with something shown and not bound, ${failed} whose scan failed`);
process.exit(0);
