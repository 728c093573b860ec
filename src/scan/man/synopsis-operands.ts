import { least } from '../../shared/least.js';
import { helpFromSynopses } from '../parsers/synopses.js';
import type { ParsedHelp, ParsedPositional } from '../types.js';

/**
 * The usage lines of a page's SYNOPSIS section, each with its wrapped lines joined: a line that
 * starts at the section's smallest indent begins a usage, a more indented one continues it.
 *
 * @example
 * synopsisLines(['       git diff [<options>] [<commit>] [--] [<path>...]', '       git diff [<options>] <blob> <blob>']);
 * // ['git diff [<options>] [<commit>] [--] [<path>...]', 'git diff [<options>] <blob> <blob>']
 */
export function synopsisLines(sectionLines: readonly string[]): string[] {
  const filled = sectionLines.filter((line) => line.trim() !== '');
  if (filled.length === 0) return [];
  const indentOf = (line: string): number => line.length - line.trimStart().length;
  const base = least(filled.map(indentOf));
  const usages: string[] = [];
  for (const line of filled) {
    const last = usages[usages.length - 1];
    // A page printed at the terminal's width may hyphenate a word (`[--add-de‐` / `pends-arch=...]`).
    if (last !== undefined && /\w\u2010$/.test(last) && /^[a-z]/.test(line.trim())) usages[usages.length - 1] = `${last.slice(0, -1)}${line.trim()}`;
    else if (indentOf(line) === base || usages.length === 0) usages.push(line.trim());
    else usages[usages.length - 1] += ` ${line.trim()}`;
  }
  return usages.map((usage) => usage.replace(/\s+/g, ' '));
}

/**
 * Operands the manual's synopsis shows and the help's usage leaves out. `git diff -h` prints only
 * `git diff --no-index [<options>] <path> <path>`; the page's synopsis also has
 * `git diff [<options>] [<commit>] [--] [<path>...]`, so the binding gets a revision operand and a
 * list of paths. The page's operands replace the help's only when they include every one of them
 * by name and add at least one: otherwise the help stays authoritative. A command with subcommands
 * keeps its own (its page's usages are its subcommands'). Descriptions the help gives are kept.
 *
 * @example
 * manSynopsisOperands(gitDiffHelp, ['git diff [<options>] [<commit>] [--] [<path>...]'])?.map((p) => p.name); // ['commit', 'path']
 */
export function manSynopsisOperands(help: ParsedHelp, usages: readonly string[]): ParsedPositional[] | undefined {
  if (usages.length === 0 || help.positionals.length === 0 || help.subcommands.length > 0) return undefined;
  const fromMan = helpFromSynopses([...usages], '').positionals;
  const names = new Set(fromMan.map((operand) => operand.name));
  if (!help.positionals.every((operand) => names.has(operand.name))) return undefined;
  if (fromMan.length === help.positionals.length) return loosened(help.positionals, fromMan);
  if (fromMan.length < help.positionals.length) return undefined;
  const helpByName = new Map(help.positionals.map((operand) => [operand.name, operand]));
  return fromMan.map((operand) => {
    const described = helpByName.get(operand.name)?.description ?? '';
    return described.trim() !== '' && operand.description.trim() === '' ? { ...operand, description: described } : { ...operand };
  });
}

/**
 * The help's operands, each made optional where the page's synopsis brackets the same operand:
 * `git show -h` prints `git show [<options>] <object>...`, git-show(1) `git show [<options>]
 * [<object>...]`, and `git show` alone shows HEAD. Undefined when nothing changes.
 */
function loosened(operands: readonly ParsedPositional[], fromMan: readonly ParsedPositional[]): ParsedPositional[] | undefined {
  const optional = new Set(fromMan.filter((operand) => !operand.required).map((operand) => operand.name));
  if (!operands.some((operand) => operand.required && optional.has(operand.name))) return undefined;
  return operands.map((operand) => (operand.required && optional.has(operand.name) ? { ...operand, required: false } : { ...operand }));
}
