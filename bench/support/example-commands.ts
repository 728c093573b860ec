/**
 * Three collections of example command lines read as a completion spec for the accuracy bench, each
 * by picking out its command lines and handing them, one command at a time, to the cheat sheets'
 * reader (`./cheat-sheets.ts`, which hands them on to tldr's, `./tldr-pages.ts`): so command paths,
 * option spellings, values, pipelines, `\` continuations, trailing comments and `<placeholder>`s
 * count the same way in every truth made of examples.
 *  - **eg** (srsudar/eg, `eg/examples/<program>.md`): markdown pages. After the eg README's "Format
 *    and Content of Examples": a block indented four spaces is command-line text; a block of one line
 *    is a command people type; in a longer block only the lines that begin with `$` are (the rest is
 *    output). A block whose lines are one command joined by `\` continuations is one command too.
 *    Placeholders are `<name>`. A program's truth is its own page.
 *  - **warp** (warpdotdev/workflows, `specs/<topic>/<workflow>.yaml`): YAML workflows (FORMAT.md);
 *    each one's `command:` is a command line (or several lines), with tldr's `{{argument}}`
 *    placeholders. A workflow is the program's whose first word it is (past `sudo` and `NAME=value`,
 *    as tldr's reader skips them); a program's truth is every workflow of it.
 *  - **navi** (denisidoro/cheats, `<topic>/<name>.cheat`): navi cheat sheets. After navi's syntax
 *    documentation: lines beginning with `%` (tags), `#` (a description), `;` (a comment), `$` (a
 *    variable's values) or `@` (an extended cheat) are no command; every other non-empty line is, and
 *    consecutive command lines are one snippet. Placeholders are `<name>`. A snippet is the
 *    program's whose first word it is (as warp's); a program's truth is every snippet of it.
 * Only the command lines (or segments of them) that start with the program count, as in tldr's reader.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { cheatSheetSpec } from './cheat-sheets.js';
import type { TruthCommand } from './fish-completions.js';

/** A word that names a program: `git`, `docker-compose`, `g++`, `python3.11`. */
const PROGRAM_WORD = /^[A-Za-z0-9][\w.+-]*$/;

/** The program a command starts with: its first word past `sudo` and `NAME=value` assignments; undefined when that is no program's name. */
export function commandProgram(command: string): string | undefined {
  const words = command.trim().split(/\s+/);
  let at = 0;
  while (at < words.length && (words[at] === 'sudo' || /^[A-Z_][A-Z0-9_]*=/.test(words[at]!))) at++;
  const word = words[at];
  return word !== undefined && PROGRAM_WORD.test(word) ? word : undefined;
}

/** The files under `dir` (recursively, bounded) whose names end in one of `endings`, sorted by path. */
function filesUnder(dir: string, endings: readonly string[], depth = 0): string[] {
  if (!existsSync(dir) || depth > 8) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, endings, depth + 1));
    else if (endings.some((ending) => name.endsWith(ending))) out.push(path);
  }
  return out;
}

// --- eg ---

/** The commands of an eg page: one-line indented blocks, `$` lines of longer blocks, a block that is one `\`-continued command. */
export function egCommands(page: string): string[] {
  const lines = page.split('\n').map((line) => line.replace(/\r$/, ''));
  const indented = (line: string) => /^(?: {4}|\t)/.test(line);
  const blocks: string[][] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!indented(lines[i]!) || lines[i]!.trim() === '') continue;
    // A markdown code block: indented lines, and blank lines between them.
    const block: string[] = [];
    let j = i;
    while (j < lines.length) {
      if (indented(lines[j]!) && lines[j]!.trim() !== '') block.push(lines[j]!.trim());
      else if (lines[j]!.trim() !== '') break;
      else {
        let k = j;
        while (k < lines.length && lines[k]!.trim() === '') k++;
        if (k >= lines.length || !indented(lines[k]!)) break;
      }
      j++;
    }
    blocks.push(block);
    i = j - 1;
  }
  const out: string[] = [];
  for (const block of blocks) {
    if (block.some((line) => line.startsWith('$'))) {
      // The `$` lines, each with the lines its `\` continues on.
      for (let i = 0; i < block.length; i++) {
        if (!block[i]!.startsWith('$')) continue;
        const command = [block[i]!.replace(/^\$\s*/, '')];
        while (command.at(-1)!.endsWith('\\') && i + 1 < block.length) command.push(block[++i]!);
        out.push(command.join('\n'));
      }
    } else if (block.length === 1 || block.slice(0, -1).every((line) => line.endsWith('\\'))) {
      out.push(block.join('\n'));
    }
  }
  return out;
}

/**
 * Reads `program`'s eg pages (their texts) as its spec.
 *
 * @example
 * egSpec(['# tool\n\nlist all\n\n    tool list --all <dir>\n'], 'tool');
 * // { name: 'tool', subcommands: [{ name: 'list', options: [{ name: '--all', args: {} }] }] }
 */
export function egSpec(pages: readonly string[], program: string): TruthCommand {
  return cheatSheetSpec(pages.flatMap(egCommands), program);
}

/** The text of `program`'s page in an eg examples directory (`dir/<program>.md`); undefined without one. */
export function egPages(dir: string, program: string): string[] | undefined {
  const file = join(dir, `${program}.md`);
  return existsSync(file) ? [readFileSync(file, 'utf8')] : undefined;
}

// --- warp ---

/** The `command:` of a warp workflow file, or undefined when the file is no workflow. */
export function warpCommand(text: string): string | undefined {
  try {
    const workflow = parse(text) as { command?: unknown } | null;
    return typeof workflow?.command === 'string' ? workflow.command : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads `program`'s warp workflows (their files' texts) as its spec: the commands of those that
 * start with it.
 *
 * @example
 * warpSpec(['name: List\ncommand: tool list --all {{dir}}\n'], 'tool');
 * // { name: 'tool', subcommands: [{ name: 'list', options: [{ name: '--all', args: {} }] }] }
 */
export function warpSpec(workflows: readonly string[], program: string): TruthCommand {
  const commands = workflows.map(warpCommand).filter((command): command is string => command !== undefined && commandProgram(command) === program);
  return cheatSheetSpec(commands, program);
}

/** The texts of the workflows under `dir` (`.yaml`, `.yml`, recursively) whose command starts with `program`; undefined without one. */
export function warpWorkflows(dir: string, program: string): string[] | undefined {
  const texts = filesUnder(dir, ['.yaml', '.yml']).map((file) => readFileSync(file, 'utf8')).filter((text) => {
    const command = warpCommand(text);
    return command !== undefined && commandProgram(command) === program;
  });
  return texts.length > 0 ? texts : undefined;
}

// --- navi ---

/** The snippets of a navi cheat sheet: runs of consecutive command lines. */
export function naviSnippets(cheat: string): string[] {
  const out: string[] = [];
  let snippet: string[] = [];
  const end = () => {
    if (snippet.length > 0) out.push(snippet.join('\n'));
    snippet = [];
  };
  for (const raw of cheat.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const start = line.trimStart();
    if (start === '' || /^[%#;$@]/.test(start) || start.startsWith('```')) end();
    else snippet.push(line);
  }
  end();
  return out;
}

/**
 * Reads `program`'s navi cheat sheets (their texts) as its spec: the snippets that start with it.
 *
 * @example
 * naviSpec(['% tool\n\n# list all\ntool list --all <dir>\n\n$ dir: ls\n'], 'tool');
 * // { name: 'tool', subcommands: [{ name: 'list', options: [{ name: '--all', args: {} }] }] }
 */
export function naviSpec(cheats: readonly string[], program: string): TruthCommand {
  return cheatSheetSpec(cheats.flatMap(naviSnippets).filter((snippet) => commandProgram(snippet) === program), program);
}

/** The texts of the cheat sheets under `dir` (`.cheat`, recursively) holding a snippet that starts with `program`; undefined without one. */
export function naviCheats(dir: string, program: string): string[] | undefined {
  const texts = filesUnder(dir, ['.cheat']).map((file) => readFileSync(file, 'utf8')).filter((text) => naviSnippets(text).some((snippet) => commandProgram(snippet) === program));
  return texts.length > 0 ? texts : undefined;
}
