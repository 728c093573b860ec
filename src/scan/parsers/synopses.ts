import type { ParsedHelp } from '../types.js';
import { readSubcommandRows } from './commands.js';
import { readDocument } from './engine.js';
import { bareSynopsisLines, synopsisCommandLines } from './synopsis-commands.js';
import { parseGnuHelp } from './gnu.js';
import { pairRowSynopses } from './paired-command-rows.js';
import { operandVerbSynopses } from './operand-verb-groups.js';
import { commandWords, usageSubcommands, type UsageContext } from './usage-subcommands.js';
import { usageFacts } from './usage.js';
import { relaxByAlternatives } from './usage-alternatives.js';

/**
 * What a parent's help says about the usage of each of its subcommands: the usage lines that name
 * it (`git remote add [-t <branch>] ... <name> <url>`) and, with the program's name known, the
 * arguments of its row in a command list (`list-units [PATTERN...]` → `systemctl list-units [PATTERN...]`).
 * Some programs print nothing more for the subcommand itself (systemctl repeats its own help, git
 * stash's subcommands refuse to run outside a repository), so this is what a scan can bind.
 *
 * @example
 * subcommandSynopses(cleanSystemctlHelp, { programName: 'systemctl' }).get('list-units') // ['systemctl list-units [PATTERN...]']
 */
export function subcommandSynopses(cleanText: string, context: UsageContext = {}): Map<string, string[]> {
  const doc = readDocument(cleanText);
  const result = usageSubcommands(doc, context);
  // xdg-utils: one synopsis line per command at the margin (only when no usage names subcommands).
  if (result.size === 0) for (const [name, synopses] of synopsisCommandLines(doc.lines, context)) result.set(name, synopses);
  // dmsetup: bare synopses without the program's name, one per command.
  if (result.size === 0) for (const [name, synopses] of bareSynopsisLines(doc.lines, context)) result.set(name, synopses);
  // ufw's `app info PROFILE` row, read for `ufw app` (whose help is the root's): `info` has `ufw app info PROFILE`.
  const group = context.commandPath?.at(-1);
  if (group !== undefined) {
    const parentContext = { ...context, commandPath: context.commandPath!.slice(0, -1) };
    const pairs = pairRowSynopses(doc.lines, doc.sections, parentContext, group);
    for (const [name, synopses] of pairs) if (!result.has(name)) result.set(name, synopses);
    // The other rows of such a text are the parent's commands, not the group's: a row `list ARGS`
    // there says nothing of `app list`.
    if (pairs.size > 0) return result;
  }
  const words = commandWords(context);
  if (words !== undefined) {
    const prefix = words.join(' ');
    for (const [name, args] of readSubcommandRows(doc.lines, doc.sections).args) {
      if (!result.has(name)) result.set(name, [`${prefix} ${name} ${args}`]);
    }
    // iwctl's `station <wlan> scan` rows: the group takes the rest as operands.
    for (const [name, synopses] of operandVerbSynopses(doc.lines, doc.sections, prefix)) if (!result.has(name)) result.set(name, synopses);
    // s3cmd: `  Make bucket` / `      s3cmd mb s3://BUCKET` under `Commands:`, a usage line of the
    // command under its description.
    for (const section of doc.sections.filter((s) => s.kind === 'commands')) {
      for (const line of doc.lines.slice(section.start, section.end)) {
        if (line.indent === 0 || !line.body.startsWith(`${prefix} `)) continue;
        const name = line.body.slice(prefix.length + 1).split(/\s+/)[0]!;
        if (/^[a-z][\w-]*$/.test(name) && !result.has(name)) result.set(name, [line.body.split(/ {2,}/)[0]!]);
      }
    }
  }
  return result;
}

/**
 * The help of a subcommand known only from its parent's synopses: flags and positionals read from
 * those usage lines, as a GNU usage section. `description` is the parent's text for it, if any.
 * With `context` (the program's name and the command's path), a choice of words after the path is
 * an operand, not the command's own commands (it has no help to list any): `grimshot copy
 * [active|screen|output|area|window] [FILE|-]` takes one of those words, then a file.
 *
 * @example
 * helpFromSynopses(['git remote add [-f] [--tags | --no-tags] <name> <url>'], 'Add a remote').flags.map((f) => f.long ?? f.short) // ['-f', '--tags', '--no-tags']
 */
export function helpFromSynopses(usages: string[], description: string, context: UsageContext = {}): ParsedHelp {
  const text = `usage: ${usages.map((usage, i) => (i === 0 ? usage : `   or: ${usage}`)).join('\n')}\n`;
  const parsed = parseGnuHelp(text);
  const read = context.programName !== undefined && usages.length > 0 ? usageFacts(usages[0]!, context) : undefined;
  if (read?.positionals.some((positional) => positional.enumValues !== undefined)) {
    const positionals = relaxByAlternatives(read.positionals, usages, context).map((p) => ({ ...p, description: '' }));
    return { ...parsed, positionals, description, subcommands: [] };
  }
  return { ...parsed, description, subcommands: [] };
}
