import { least } from '../../shared/least.js';
import type { HelpFormat, ParsedHelp, ParsedSubcommand } from '../types.js';
import { cleanHelpText } from './clean.js';
import { detectCleanHelpFormat } from './detect.js';
import { parseClapHelp } from './clap.js';
import { parseClickHelp } from './click.js';
import { parseCobraHelp } from './cobra.js';
import { parseGnuHelp } from './gnu.js';
import { dropSubcommandPlaceholders, readDocument } from './engine.js';
import { usageSubcommands, type UsageContext } from './usage-subcommands.js';
import { usageLineSubcommands } from './usage-line-commands.js';
import { bareSynopsisSubcommands, synopsisSubcommands } from './synopsis-commands.js';
import { helpLineCommands } from './help-line-commands.js';
import { placeholderCommandRows } from './placeholder-command-rows.js';
import { withAliasRows } from './alias-rows.js';
import { indentFlushLeftCommands } from './flush-left-commands.js';
import { withGroupHeadingsAsPairs } from './group-headings.js';
import { usageCommandGroups } from './commands.js';
import { operandVerbGroups } from './operand-verb-groups.js';
import { optionSpelledCommands } from './option-spelled-commands.js';
import { placeholderChoices } from './placeholder-choices.js';
import { prefixedCommandRows } from './prefixed-command-rows.js';
import { indentedCommandList } from './indented-command-list.js';
import { alignedCommandRows } from './aligned-command-rows.js';
import { namespaceGroups } from './namespace-groups.js';
import { withPairedCommands } from './paired-command-rows.js';
import { withoutSubcommandUsage } from './subcommand-usage.js';
import { underUsageNamespace } from './usage-namespace.js';
import { splitSections, toLines } from './layout.js';

export { cleanHelpText } from './clean.js';
export { detectHelpFormat } from './detect.js';
export { usageSubcommands, type UsageContext } from './usage-subcommands.js';
export { helpFromSynopses, subcommandSynopses } from './synopses.js';
export { cobraCommandsFooter, globalOptionsCommand, optionsFollowCommand, optionsPrecedeCommand, rootOptionsAreGlobal } from './global-root-options.js';
export { commandCandidates } from './command-candidates.js';
export { rowOptions } from './row-options.js';

/** Options for {@link parseHelp}. */
export interface ParseHelpOptions {
  /** Skip detection and use this parser (`unknown` uses the GNU parser, the most tolerant). */
  format?: HelpFormat;
  /** The program's name as its usage prints it; usage lines name subcommands only after it and `commandPath`. */
  programName?: string;
  /** Subcommand words of the command whose help this is (`['pr', 'list']`). */
  commandPath?: string[];
}

/**
 * Parses one command's help text (Tier 1) into flags, positionals, subcommands, description and
 * JSON-output flag. The text is cleaned first (ANSI, overstrike, CRLF, tabs), the format is
 * detected unless given, and the same text always gives the same result.
 *
 * @example
 * const help = parseHelp(gitCommitHelpText, { programName: 'git', commandPath: ['commit'] });
 * help.flags.find((f) => f.long === '--message')?.short // '-m'
 */
export function parseHelp(text: string, options: ParseHelpOptions = {}): ParsedHelp {
  const clean = withGroupHeadingsAsPairs(indentFlushLeftCommands(dedentWhole(withoutCenteredGroupTitles(unquotedPodItems(cleanHelpText(text))))), options.commandPath);
  const detected = options.format ?? detectCleanHelpFormat(clean);
  const detectedHelp = parseDetected(clean, detected, options);
  // A "command" named like the program itself is an example line (tsc's `COMMON COMMANDS`: `tsc`,
  // `tsc -b`), never a subcommand: `tsc tsc` does not exist.
  const self = options.programName;
  const ownSubcommands = detectedHelp.subcommands.filter((sub) => sub.name !== self);
  // Yarn 4 lists each command as a whole usage line with its description below; yargs repeats the
  // program's name before each row of its list.
  const lines = ownSubcommands.length > 0 ? [] : toLines(clean);
  const subcommands = ownSubcommands.length > 0 ? ownSubcommands : firstFound(
    () => usageLineSubcommands(lines, options),
    () => prefixedCommandRows(lines, options),
    // Old commander (pm2) prints its whole help indented, `  Commands:` included.
    () => indentedCommandList(lines),
    // pnpm hangs aliases left of an aligned name column, under headings of any wording.
    () => alignedCommandRows(lines),
    // xdg-utils' shell scripts print one synopsis line per command at the margin, options inside.
    // Only when no usage line names subcommands (git bisect's usages do, in their own way).
    () => (usageSubcommands(readDocument(clean), options).size > 0 ? [] : synopsisSubcommands(lines, options)),
    // cordova's `platform <command>` lists its verbs under `Manage project platforms`.
    () => placeholderCommandRows(readDocument(clean, options), options),
    // fastboot lists its commands under `flashing:`, `basics:`, ... and its usage takes a COMMAND.
    () => usageCommandGroups(lines, splitSections(lines)),
    // iwctl's `Station:` block of `station <wlan> scan` rows: the group is the command.
    () => operandVerbGroups(lines, splitSections(lines)),
    // steghide's `embed, --embed   embed data`: each command also spelled as an option.
    () => optionSpelledCommands(lines),
    // dnf's `<modular command>     disable: ...`, `COMMAND   available subcommands: summary, list, ...`.
    () => placeholderChoices(lines),
    // dmsetup's bare synopses under its usage: `create <dev_name>`, `remove [-f|--force] <device>...`.
    () => bareSynopsisSubcommands(lines, options),
  ).filter((sub) => sub.name !== self);
  const read = subcommands.length === detectedHelp.subcommands.length && subcommands.every((sub, i) => sub === detectedHelp.subcommands[i])
    ? detectedHelp
    : { ...detectedHelp, positionals: dropSubcommandPlaceholders(detectedHelp.positionals, subcommands.length > 0), subcommands };
  // pass's first usage line is `pass init [--path=...] gpg-id...`: init's, not the program's.
  const parsed = withoutSubcommandUsage(read, options);
  // Subcommands only the usage lines name (`or: git remote add ...`, `npm config set ...`) come after
  // the listed ones, and so do the namespaces closing a Symfony or cleo list (` cache`, `cache clear`).
  const doc = readDocument(clean);
  const named = usageSubcommands(doc, options);
  // ufw names some verbs only with their group (`app list`, `route delete RULE|NUM`).
  const grouped = withPairedCommands(parsed.subcommands, doc.lines, doc.sections, options);
  const listed = new Set(grouped.flatMap((sub) => [sub.name, ...(sub.aliases ?? [])]));
  const extra = [
    ...namespaceGroups(doc.lines, doc.sections).filter((sub) => !listed.has(sub.name) && listed.add(sub.name)),
    ...[...named.keys()].filter((name) => !listed.has(name)).map((name) => ({ name, description: '' })),
    // elm describes three commands, then lists all eight only as `elm install --help` lines.
    ...helpLineCommands(doc.lines, options).filter((sub) => !listed.has(sub.name) && listed.add(sub.name)),
  ];
  const unchanged = extra.length === 0 && grouped.length === parsed.subcommands.length && grouped.every((sub, i) => sub.commands === parsed.subcommands[i]!.commands);
  // cordova: `Aliases` rows, `rm -> remove` and `build -> cordova prepare && cordova compile`.
  const found = withAliasRows(unchanged ? parsed.subcommands : [...grouped, ...extra], doc.lines, doc.sections, options);
  // R lists BATCH, INSTALL ... under `or: R CMD command [arguments]`: they are `R CMD`'s commands.
  // pwmigrate's `database command ...` names an operand before the commands, no namespace.
  const nested = parsed.operandsBeforeCommand ? found : underUsageNamespace(found, doc.usages, options);
  return nested === parsed.subcommands ? parsed : { ...parsed, subcommands: nested };
}

/**
 * perldoc renders a POD list of options as bullets with the code quoted (feedgnuplot's `--help`:
 * `    *   --"[no]domain"`, `    *   "--vnlog"`, `    *   --"timefmt [format]"`, the text on the
 * lines below): the item is its option head, unquoted, without the bullet.
 */
function unquotedPodItems(clean: string): string {
  return clean.replace(/^( *)\* +((?:-{1,2}"|"-)[^\n]*)$/gm, (whole, indent: string, item: string) => {
    const head = item.replaceAll('"', '');
    return /^--?[A-Za-z0-9[]/.test(head) && !/"[^"]*"[^"]*"/.test(item) ? `${indent}  ${head}` : whole;
  });
}

/**
 * fail2ban-client centres each group's title over the description column of its command list
 * (`Command:` / 44 blanks `BASIC` / `    start    starts the server`): a title alone, in capitals,
 * far right of every row, is no row of the list.
 */
function withoutCenteredGroupTitles(clean: string): string {
  const lines = clean.split('\n');
  // After a blank line or a section's title, not after a description it would end (docker's `HEALTHCHECK`).
  return lines.filter((line, i) => !(/^ {20,}[A-Z][A-Z]+(?: [A-Z]+){0,3}$/.test(line) && (i === 0 || lines[i - 1]!.trim() === '' || lines[i - 1]!.trim().endsWith(':')))).join('\n');
}

/**
 * Old commander (pm2's `start --help`) indents its whole help by two spaces, `Usage:` and
 * `Options:` included, so no line would read as a heading. A help that starts with such an
 * indented `Usage:` line and indents every line is read as if it were not; an indented option
 * list alone stays as it is.
 */
function dedentWhole(clean: string): string {
  if (!/^\s+usage:/i.test(clean.replace(/^\n+/, ''))) return clean;
  const lines = clean.split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length);
  const common = least(indents, 0);
  return common === 0 ? clean : lines.map((line) => line.slice(common)).join('\n');
}

/** The first non-empty list the readers give, tried in order. */
function firstFound(...readers: Array<() => ParsedSubcommand[]>): ParsedSubcommand[] {
  for (const read of readers) {
    const found = read();
    if (found.length > 0) return found;
  }
  return [];
}

function parseDetected(clean: string, format: HelpFormat, context: UsageContext): ParsedHelp {
  switch (format) {
    case 'click':
      return parseClickHelp(clean, context);
    case 'cobra':
      return parseCobraHelp(clean, context);
    case 'clap':
      return parseClapHelp(clean, context);
    case 'gnu':
      return parseGnuHelp(clean, context);
    case 'unknown': {
      const parsed = parseGnuHelp(clean, context);
      return { ...parsed, format: 'unknown' };
    }
  }
}
