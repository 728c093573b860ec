import type { ParsedSubcommand } from '../types.js';
import type { HelpLine, HelpSection } from './layout.js';
import type { UsageContext } from './usage-subcommands.js';

const ROW = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*) +-> +(\S.*)$/;

/**
 * An `Aliases` section of `name -> target` rows (cordova: `rm -> remove`, `platforms -> platform`,
 * `build -> cordova prepare && cordova compile`): a target that is a listed command makes the name
 * its alias; a target that runs the program itself makes the name a command of its own, described
 * by what it runs. Other rows are left alone.
 *
 * @example
 * withAliasRows([{ name: 'remove', description: 'Remove' }], toLines('Aliases\n    rm -> remove\n'), sections, { programName: 'cordova' })
 * // [{ name: 'remove', description: 'Remove', aliases: ['rm'] }]
 */
export function withAliasRows(subcommands: ParsedSubcommand[], lines: readonly HelpLine[], sections: readonly HelpSection[], context: UsageContext): ParsedSubcommand[] {
  const rows = sections
    .filter((section) => section.title !== null && /^aliases:?$/i.test(section.title.trim()))
    .flatMap((section) => lines.slice(section.start, section.end).map((line) => ROW.exec(line.body)).filter((m): m is RegExpExecArray => m !== null));
  if (rows.length === 0) return subcommands;
  const result = subcommands.map((sub) => ({ ...sub }));
  const known = new Set(result.flatMap((sub) => [sub.name, ...(sub.aliases ?? [])]));
  for (const [, name, target] of rows) {
    if (known.has(name!)) continue;
    const listed = result.find((sub) => sub.name === target);
    if (listed) listed.aliases = [...(listed.aliases ?? []), name!];
    else if (context.programName !== undefined && target!.startsWith(`${context.programName} `)) result.push({ name: name!, description: target! });
    else continue;
    known.add(name!);
  }
  return result;
}
