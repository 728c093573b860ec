import { least } from '../../shared/least.js';
import type { HelpFormat, ParsedFlag, ParsedHelp, ParsedPositional, ParsedSubcommand } from '../types.js';
import { commandDescription } from './description.js';
import { buildFlags, orderKeys as reorder, type FlagStyle } from './flags.js';
import { detectJsonFlag } from './json-flag.js';
import { splitSections, toLines, type HelpLine, type HelpSection } from './layout.js';
import { LETTER_AND_COMMAND, parseSubcommands } from './commands.js';
import { findOptionEntries } from './option-entries.js';
import { describedRowParagraphs } from './flush-left-options.js';
import { startsWithOption } from './option-spec.js';
import { proseSynopses } from './prose-synopses.js';
import { exampleOptionUsages } from './example-options.js';
import { mergePositionals } from './positionals.js';
import { allUsages, bsdUsageOptions, tokenizeUsage, usageFacts, usageOptions } from './usage.js';
import { commandWords, isOptionGroup, namesSubcommand, siblingUsage, startsWithWords, wordForms, type UsageContext } from './usage-subcommands.js';
import { relaxByAlternatives } from './usage-alternatives.js';
import { findVersionSwitch } from './version-flag.js';
import { typeFromMetavar } from './value-type.js';
import { stackedOptionFlags } from './stacked-options.js';
import { readChoiceList, type ChoiceList } from './choice-list-commands.js';
import { definedOptions, definedSubcommands, definedUsageFragments, readDefinitions } from './bnf-definitions.js';
import { splitValuedNegations } from './valued-negation.js';
import { withoutOptionValues } from './usage-option-values.js';

/** The parts of a help text every parser works from. */
export interface HelpDocument {
  lines: HelpLine[];
  /** Indices of the lines the usages were read from; no options are looked for there. */
  usageLines: Set<number>;
  sections: HelpSection[];
  /** The first usage. */
  usage?: string;
  /**
   * Every usage, the first included (`or:` lines, clap's several `USAGE:` lines), except, with a
   * context, those that belong to a subcommand (`or: git remote add ...`).
   */
  usages: string[];
  /** The command the help is of, when the caller named it and no usage belongs to a subcommand. */
  command?: UsageContext;
}

/**
 * Splits cleaned help text into lines and sections and finds its usages. With the program's name
 * (`context`), usages of its subcommands are left out of `usages`.
 *
 * @example
 * readDocument('Usage: ls [FILE]...\n').usage // 'ls [FILE]...'
 */
export function readDocument(text: string, context: UsageContext = {}): HelpDocument {
  const lines = toLines(text);
  const sections = withRowParagraphsOutOfExamples(splitSections(lines), lines);
  const usageLines = new Set<number>();
  const usages = allUsages(lines, sections, usageLines);
  // npm opens its option list with a flush-left synopsis (`[-S|--save|--no-save|--save-dev]`) that
  // names options the entries below leave out: read it like a usage.
  // libgcrypt-config lists its options as bracketed groups alone, one per line (`\t[--prefix]`);
  // tpm2-tools' tools, spaced, under `Where <options> are:` (`[ -o | --output=<value>] [ -F | ...]`).
  for (const section of sections.filter((s) => s.kind === 'options')) {
    for (let i = section.start; i < section.end; i += 1) {
      const line = lines[i]!;
      if (!/^\[ *-/.test(line.body) || !/\]$/.test(line.body) || (line.indent !== 0 && /\]\s{2,}\S/.test(line.body))) continue;
      usageLines.add(i);
      usages.push(unspacedOptionGroups(line.body));
    }
  }
  // netstat defines a usage placeholder by its options: `<Socket>={-t|--tcp} {-u|--udp} ...`, the
  // line below it going on (`{-x|--unix} --ax25 --ipx`). Read like a usage, for its options only.
  if (usages.length > 0) {
    for (let i = 0; i < lines.length; i += 1) {
      if (!/^<[\w-]+>=[{[]?-/.test(lines[i]!.body)) continue;
      let definition = lines[i]!.body.replace(/^<[\w-]+>=/, '');
      usageLines.add(i);
      for (let k = i + 1; k < lines.length && lines[k]!.indent > lines[i]!.indent && /^[{[]?-/.test(lines[k]!.body); k += 1) {
        definition += ` ${lines[k]!.body}`;
        usageLines.add(k);
      }
      usages.push(definition);
    }
  }
  if (usages.length === 0) {
    for (const i of proseSynopses(lines, context)) {
      usageLines.add(i);
      usages.push(lines[i]!.body);
    }
  }
  const titled = withPlaceholderTitles(sections, usages[0], context);
  const doc: HelpDocument = usages.length > 0 ? { lines, usageLines, sections: titled, usage: usages[0]!, usages } : { lines, usageLines, sections: titled, usages };
  // `or: git remote add [-t <branch>] ...` names the options of `git remote add`, not of `git remote`.
  // hub's `pr checkout --help` prints the usages of all of `hub pr`: a sibling's line is not this command's.
  const siblings = new Set(usages.filter((usage) => siblingUsage(usage, usages, context)));
  const subcommands = new Set(usages.filter((usage) => namesSubcommand(doc, usage, context)));
  const own = usages.filter((usage) => !subcommands.has(usage) && !siblings.has(usage));
  // Its own line is then the usage its operands are read from.
  // Every usage a subcommand's (`ip link help`: `ip link add ...`, `ip link delete ...`): the command
  // has no usage of its own to read operands from.
  const { usage: _first, ...withoutUsage } = doc;
  const read = siblings.has(usages[0]!) && own.length > 0 ? { ...doc, usage: own[0]!, usages: own }
    : own.length === 0 && subcommands.size > 0 && usages.every((usage) => namesBareWord(usage, context)) ? { ...withoutUsage, usages: own } : { ...doc, usages: own };
  return subcommands.size === 0 && context.programName !== undefined ? { ...read, command: context } : read;
}

/** `[ -o | --output=<value>]` as usage readers take it: `[-o|--output=<value>]`. */
function unspacedOptionGroups(body: string): string {
  return body.replace(/\[ +(?=-)/g, '[').replace(/(\[-[^\]\s|]*) +\| +(?=-)/g, '$1|');
}

/**
 * fq prints its option rows at the margin with no heading, after a blank line that ends its indented
 * `Example usages:` (`--arg NAME VALUE        Set variable $NAME ...`): from the first paragraph of
 * described flush-left rows on, an examples section is an untitled one, where options are read.
 */
function withRowParagraphsOutOfExamples(sections: HelpSection[], lines: readonly HelpLine[]): HelpSection[] {
  return sections.flatMap((section) => {
    if (section.kind !== 'examples') return [section];
    const rows = describedRowParagraphs(lines, [{ start: section.start, end: section.end }]);
    const first = [...rows].find((i) => i > section.start && lines[i - 1]!.body === '');
    if (first === undefined) return [section];
    return [{ ...section, end: first }, { title: null, inline: '', kind: 'unknown' as const, headingLine: first, start: first, end: section.end }];
  });
}

/**
 * nmcli's `Usage: nmcli [OPTIONS] OBJECT { COMMAND | help }` over a section titled `OBJECT`: the
 * rows under the title the usage's command slot is named by are the commands. The slot is the first
 * word after the command's words and option groups: in capitals, the title is that word; in
 * brackets and lower case (crystal's `[tool]`), the title is the word in any case, or its plural.
 */
function withPlaceholderTitles(sections: HelpSection[], usage: string | undefined, context: UsageContext): HelpSection[] {
  const words = commandWords(context);
  if (usage === undefined || words === undefined) return sections;
  const tokens = tokenizeUsage(usage).map((token) => token.text);
  if (!startsWithWords(tokens, words)) return sections;
  let at = words.length;
  while (at < tokens.length && isOptionGroup(tokens[at]!)) at += 1;
  const slot = tokens[at];
  if (slot === undefined) return sections;
  // crystal's `Usage: crystal tool [tool] [switches] ...` over `Tool:`: a bracketed lower-case
  // slot names its section in any case, in the singular or the plural; a slot that names files or
  // arguments (`[file]` over `Files:`) does not name commands.
  const bracketed = /^[[<]([a-z][a-z-]{2,})[\]>]$/.exec(slot)?.[1];
  const title = /^[A-Z][A-Z_]{2,}$/.test(slot) ? new RegExp(`^${slot}$`)
    : bracketed !== undefined && !OPERAND_SLOT_WORDS.test(bracketed) ? new RegExp(`^${bracketed}s?$`, 'i') : undefined;
  if (title === undefined) return sections;
  return sections.map((section) => (section.kind === 'unknown' && section.title !== null && title.test(section.title) ? { ...section, kind: 'commands' as const } : section));
}

/** Slot words that name an operand or a help topic, never a list of commands (oclif's `[topic]` over `Topics:`). */
const OPERAND_SLOT_WORDS = /^(?:files?|paths?|dirs?|director(?:y|ies)|args?|arguments?|inputs?|outputs?|names?|values?|urls?|hosts?|topics?)$/;

/** What a parser contributes on top of the shared reading. */
export interface ParserStyle extends Omit<FlagStyle, 'requiredOptions'> {
  format: Exclude<HelpFormat, 'unknown'>;
  /** Options printed outside brackets in the usage line are required (argparse, clap). */
  usageMarksRequired: boolean;
}

const HELP_TOKENS = new Set(['--help', '--version', '--help-all', '--usage']);

/**
 * True when the usage names a subcommand as a bare word after the command's path (`ip link add`),
 * not an optional one (`bundle config [list|get|set|unset] [name [value]]` is the command's own
 * usage too: `bundle config NAME VALUE` sets).
 */
function namesBareWord(usage: string, context: UsageContext): boolean {
  const words = tokenizeUsage(usage.trim()).map((token) => token.text);
  let at = 1 + (context.commandPath?.length ?? 0);
  // pactl's `pactl [options] stat`: the parent's options may stand before the command.
  while (at < words.length && isOptionGroup(words[at]!)) at += 1;
  return /^[a-z][\w-]*$/.test(words[at] ?? '') || wordForms(words[at] ?? '').length > 1;
}

/**
 * Options the usage line shows but the option list does not (git prints its global options only
 * in the usage): long options, and short ones that take a value. `--[no-]x` in the usage gives
 * a listed `--x` its negation.
 */
/** A usage word standing for options rather than a value: `TONE_OPTS...`, `<options>`, `FLAGS`. */
const NAMES_OPTIONS = /^[<[]?(?:[A-Za-z]+_)?(?:opts|options|flags)[>\]]?(?:\.\.\.)?$/i;

function addUsageOnlyFlags(flags: ParsedFlag[], usages: string[], style: ParserStyle, noOptionList: boolean): ParsedFlag[] {
  if (usages.length === 0) return flags;
  const known = new Map<string, ParsedFlag>();
  for (const f of flags) {
    if (f.long !== undefined) known.set(f.long, f);
    if (f.short !== undefined) known.set(f.short, f);
    if (f.negation !== undefined && !known.has(f.negation)) known.set(f.negation, f);
  }
  const result = [...flags];
  // Without any option list the usage is all there is: BSD clusters and `[-p port]` count too.
  const bsd = new Set(noOptionList ? usages.flatMap(bsdUsageOptions) : []);
  for (const option of [...bsd, ...usages.flatMap(usageOptions)]) {
    const existing = known.get(option.token);
    // npm's entries print `--editor` bare; its synopsis line says `[--editor <editor>]`.
    // beep's `[-n|--new TONE_OPTS...]` over a row `-n, --new  start a new tone`: what follows names more options, not a value.
    if (existing && existing.type === 'boolean' && existing.valueName === undefined && existing.negation === undefined && option.valueName !== undefined && existing.long === option.token
      && !NAMES_OPTIONS.test(option.valueName)) {
      const info = typeFromMetavar(option.valueName, style.typeWords);
      existing.type = info.type;
      existing.valueName = option.valueName;
      existing.valueStyle = option.valueStyle ?? 'separate';
      if (option.valueOptional) existing.valueOptional = true;
      if (info.enumValues) existing.enumValues = info.enumValues;
      result[result.indexOf(existing)] = reorder(existing);
      continue;
    }
    // npm lists `--audit` and its synopsis says `[--no-audit]`: the negation of the listed switch.
    const negated = option.token.startsWith('--no-') ? known.get(`--${option.token.slice(5)}`) : undefined;
    if (!existing && negated && negated.type === 'boolean' && negated.negation === undefined && option.valueName === undefined) {
      negated.negation = option.token;
      known.set(option.token, negated);
      result[result.indexOf(negated)] = reorder(negated);
      continue;
    }
    if (existing) {
      if (option.negatable && existing.negation === undefined && existing.long === option.token) {
        existing.negation = `--no-${option.token.slice(2)}`;
        result[result.indexOf(existing)] = reorder(existing);
      }
      continue;
    }
    const isLong = option.token.startsWith('--');
    if (HELP_TOKENS.has(option.token) || (!isLong && option.valueName === undefined && !bsd.has(option))) continue;
    const info = typeFromMetavar(option.valueName, style.typeWords);
    const flag: ParsedFlag = { type: info.type, description: '', source: 'help' };
    if (isLong) flag.long = option.token;
    else flag.short = option.token;
    if (option.short !== undefined && !known.has(option.short)) flag.short = option.short;
    if (option.repeatable) flag.repeatable = true;
    if (option.negatable) flag.negation = `--no-${option.token.slice(2)}`;
    if (option.valueName !== undefined) {
      flag.valueName = option.valueName;
      if (option.valueOptional) flag.valueOptional = true;
      flag.valueStyle = option.valueStyle ?? 'separate';
    }
    if (info.enumValues) flag.enumValues = info.enumValues;
    const ordered = reorder(flag);
    known.set(option.token, ordered);
    result.push(ordered);
  }
  return result;
}

/**
 * Symfony Console and cleo (composer, poetry) list commands under `Available commands:` and put a
 * command's aliases in brackets before its description: `install  [i] Installs the project...`,
 * `update  [u|upgrade] Updates...`. Only under that heading: elsewhere `[experimental] ...` is prose.
 */
function symfonyAliases(subcommands: ParsedSubcommand[], sections: readonly HelpSection[]): ParsedSubcommand[] {
  if (!sections.some((s) => s.title !== null && /^available commands$/i.test(s.title.trim()))) return subcommands;
  return subcommands.map((sub) => {
    const m = /^\[([a-z][\w:-]*(?:\|[a-z][\w:-]*)*)\] (.*)$/.exec(sub.description);
    if (!m) return sub;
    const aliases = [...new Set([...(sub.aliases ?? []), ...m[1]!.split('|')])].filter((alias) => alias !== sub.name);
    return { ...sub, description: m[2]!, ...(aliases.length ? { aliases } : {}) };
  });
}

/** Adds the options of a stacked layout (tsc's) that the entry reading did not find. */
function withStackedOptions(flags: ParsedFlag[], lines: readonly HelpLine[]): ParsedFlag[] {
  const stacked = stackedOptionFlags(lines);
  if (stacked.length === 0) return flags;
  const known = new Set(flags.flatMap((f) => [f.long, f.short]).filter(Boolean));
  return [...flags, ...stacked.filter((f) => !known.has(f.long) && !known.has(f.short))];
}

/** A positional that is the subcommand's slot: `command`, `cmd`, dnf's `<modular command>` (`modular_command`). */
const SUBCOMMAND_PLACEHOLDER = /^(sub)?command$|^cmd$|^subcommand$|^[a-z]+_command$|^command_(?:string|line)$/;

/**
 * Positionals up to the one that stands for a subcommand (`<command>`, `[command]`), when the help
 * lists subcommands: that word and what follows it belong to the subcommand. `metavar` is the word
 * argparse printed in place of its subcommand choices, when it did.
 *
 * @example
 * dropSubcommandPlaceholders([{ name: 'command', ... }], true) // []
 */
export function dropSubcommandPlaceholders(positionals: ParsedPositional[], hasSubcommands: boolean, metavar?: string): ParsedPositional[] {
  if (!hasSubcommands) return positionals;
  // argparse's subparsers metavar (`TYPE ...`) is the subcommand's slot too.
  const at = positionals.findIndex((p) => SUBCOMMAND_PLACEHOLDER.test(p.name) || (metavar !== undefined && p.name === metavar.toLowerCase()));
  return at < 0 ? positionals : positionals.slice(0, at);
}

/** A section's row indent: the least indent of its indented lines (Infinity when there are none). */
function rowIndent(lines: readonly HelpLine[], section: HelpSection): number {
  return least(lines.slice(section.start, section.end).filter((line) => line.body !== '' && line.indent > 0).map((line) => line.indent));
}

/**
 * vim lists all its options under `Arguments:` (`   --not-a-term\t\tSkip warning ...`), gdb its
 * `--command=FILE, -x` under `Initial commands and command files:`: an arguments or commands
 * section whose rows at its own indent mostly start with a dash is an option list. fd's
 * `Arguments:` rows are `<pattern>` and `[path]...`, and a wrapped line of their text starting with
 * `--glob` is no row.
 */
function listsOptions(lines: readonly HelpLine[], section: HelpSection): boolean {
  if (section.kind !== 'arguments' && section.kind !== 'commands') return false;
  const rows = lines.slice(section.start, section.end).filter((line) => line.body !== '' && line.indent > 0);
  const indent = rowIndent(lines, section);
  const atIndent = rows.filter((line) => line.indent === indent);
  const optionRow = (line: HelpLine) => startsWithOption(line.body) && !LETTER_AND_COMMAND.test(line.body);
  return atIndent.length > 0 && atIndent.filter(optionRow).length * 2 > atIndent.length;
}

/**
 * The lines of a section indented past its rows: wrapped text, which may start with an option it
 * names (fd's `Arguments:` text `--glob ...`) and is no row.
 */
function linesPastRowIndent(lines: readonly HelpLine[], section: HelpSection): number[] {
  const indent = rowIndent(lines, section);
  const past: number[] = [];
  for (let i = section.start; i < section.end; i += 1) if (lines[i]!.body !== '' && lines[i]!.indent > indent) past.push(i);
  return past;
}

/**
 * Runs the shared reading with one parser's style: option entries in every section that may hold
 * options, subcommand lists, positionals from usage and argument sections, description and the
 * JSON-output flag.
 *
 * @example
 * parseWithStyle(readDocument(text), gnuStyle)
 */
export function parseWithStyle(doc: HelpDocument, style: ParserStyle): ParsedHelp {
  // argparse sometimes names its subcommands only as a `{a,b,...}` choice list.
  const choiceList = readChoiceList(doc.lines, doc.usages);
  const listed = choiceListOutranks(parseSubcommands(doc.lines, doc.sections), choiceList, doc.usages);
  // lxi's `Scpi options:` block holds its `scpi` command's options (command-option-blocks.ts), not this one's.
  const commandBlock = (s: HelpSection): boolean => {
    const word = s.title === null ? undefined : /^([a-z][\w.:-]*) options$/i.exec(s.title)?.[1]?.toLowerCase();
    return word !== undefined && listed.some((sub) => sub.name === word);
  };
  const listing = (s: HelpSection): boolean => s.kind === 'options' || s.kind === 'unknown' || s.kind === 'usage' || listsOptions(doc.lines, s);
  // mcporter's `call --help` lists `--args <json>  Provide a JSON object payload.` among the rows of
  // `Arguments:`: an option row at an arguments section's own indent is an option all the same.
  const argumentSections = doc.sections.filter((s) => s.kind === 'arguments' && !listing(s));
  const optionSections = [...doc.sections.filter((s) => listing(s) && !commandBlock(s)), ...argumentSections];
  // iproute2's `OPTIONS := { -V[ersion] | -s[tatistics] | ... }` and `OBJECT := { address | ... }`:
  // options and commands named by their definitions, not by option rows.
  const definitions = readDefinitions(doc.lines);
  const skip = new Set([...doc.usageLines, ...definitions.flatMap((d) => d.lines), ...argumentSections.flatMap((s) => linesPastRowIndent(doc.lines, s))]);
  const entries = findOptionEntries(doc.lines, { sections: optionSections, skip }).filter((entry) => !underCommandRow(doc.lines, entry.line));
  // Words after the command path are operands, unless the help lists subcommands to go there.
  const context = listed.length === 0 ? doc.command : undefined;
  const facts = doc.usage !== undefined ? usageFacts(doc.usage, context) : { positionals: [], requiredOptions: [] };
  const flagStyle: FlagStyle = { ...style };
  if (style.usageMarksRequired) flagStyle.requiredOptions = new Set(facts.requiredOptions);
  const defined = definedOptions(definitions);
  const usages = [...doc.usages, ...definedUsageFragments(doc.lines)];
  let flags = splitValuedNegations(withStackedOptions(addUsageOnlyFlags(withDefinedOptions(buildFlags(entries, flagStyle), defined), usages, style, entries.length === 0 && defined.length === 0), doc.lines));
  // A command's help that names no option may still pass some in its examples (blitz generate); not
  // a root's or a group's, whose example lines run their subcommands (`gem list --local`).
  if (flags.length === 0 && listed.length === 0 && (doc.command?.commandPath?.length ?? 0) > 0) {
    flags = addUsageOnlyFlags([], exampleOptionUsages(doc.lines, doc.command!), style, false);
  }
  // Other usage lines are other forms of the command: an operand some leave out is not required.
  if (doc.usage !== undefined) {
    const switches = new Set(flags.filter((f) => f.type === 'boolean').flatMap((f) => [f.long, f.short]).filter((t): t is string => t !== undefined));
    facts.positionals = relaxByAlternatives(facts.positionals, [doc.usage, ...doc.usages.filter((u) => u !== doc.usage)], context, switches);
  }
  const choices = listed.length > 0 ? undefined : choiceList;
  const definedCommands = listed.length > 0 || choices!.subcommands.length > 0 ? undefined : definedSubcommands(definitions, doc.usage, doc.command?.commandPath);
  const subcommands = symfonyAliases(listed.length > 0 ? listed : choices!.subcommands.length > 0 ? choices!.subcommands : definedCommands!.subcommands, doc.sections);
  // argparse prints a choice list's rows among its positional arguments (`{mcp,index}` then `  mcp  ...`):
  // those rows are the commands, not operands.
  const chosen = new Set(listed.length === 0 ? choices!.subcommands.map((c) => c.name) : []);
  const merged = mergePositionals(facts.positionals, doc.lines, doc.sections).filter((p) => !chosen.has(p.name));
  const positionals = withoutOptionValues(dropSubcommandPlaceholders(merged, subcommands.length > 0, choices?.metavar ?? definedCommands?.placeholder), flags, doc.usages);
  const result: ParsedHelp = {
    format: style.format,
    description: commandDescription(doc.lines, doc.sections),
    flags,
    positionals,
    subcommands,
  };
  if (doc.usage !== undefined) result.usage = doc.usage;
  // argparse's subparsers after required operands (`database command ...`): the commands come after them.
  if (listed.length === 0 && choices?.metavar !== undefined && subcommands.length > 0 && positionals.length > 0
    && positionals.every((p) => p.required && !p.variadic)) {
    result.operandsBeforeCommand = positionals.map((p) => p.name);
  }
  const jsonFlag = detectJsonFlag(flags, doc.lines.map((line) => line.body).join('\n'));
  if (jsonFlag !== undefined) result.jsonOutputFlag = jsonFlag;
  const versionFlag = findVersionSwitch(entries, doc.usages);
  if (versionFlag !== undefined) result.versionFlag = versionFlag;
  return orderHelp(result);
}

/**
 * argparse prints its subparsers as a `{build,clean,...}` row beside its other positional arguments
 * (mkosi's `cmdline` under `Commands:`): where the usage takes that list as an operand and no listed
 * row is one of its choices, the rows are those positionals and the list holds the commands.
 */
function choiceListOutranks(listed: ParsedSubcommand[], choices: ChoiceList, usages: readonly string[]): ParsedSubcommand[] {
  if (listed.length === 0 || choices.metavar !== undefined || choices.subcommands.length === 0) return listed;
  const names = choices.subcommands.map((c) => c.name);
  if (listed.some((c) => names.includes(c.name))) return listed;
  const operand = new RegExp(`(?:^|[\\s\\[])\\{${names.join(',').replace(/[.]/g, '\\.')}\\}`);
  const asOperand = usages.some((usage) => {
    const at = usage.search(operand);
    return at >= 0 && !/-[\w-]+[ =]\[?$/.test(usage.slice(0, at + 1));
  });
  return asOperand ? [] : listed;
}

/** `merge [options] <dir1> <dir2>         Merge coverage file contents`: a command, its arguments, then its text after a gap. */
const COMMAND_ROW = /^[a-z][\w-]*(?: (?:\[[^\]]*\]|<[^>]*>|[A-Z][A-Z0-9_]*)(?:\.\.\.)?)* {2,}\S/;

/**
 * Whether the option row at `at` is indented under a command's row (gcov-tool lists `  merge
 * [options] <dir1> <dir2>   Merge ...` among its own options, with merge's `    -o, --output <dir>`
 * below it): then it is that command's option, not this one's.
 */
function underCommandRow(lines: readonly HelpLine[], at: number): boolean {
  const indent = lines[at]!.indent;
  for (let i = at - 1; i >= 0; i -= 1) {
    const line = lines[i]!;
    // Only a block right under the row: arp's option rows come after a blank below its usages.
    if (line.body === '') return false;
    if (line.indent >= indent) continue;
    // The row stands among option rows (gcov-tool's `  -h, --help` beside `  merge ...`); a wrapped
    // description line does not (gatsby's ` implications  [boolean] [default: false]`).
    return COMMAND_ROW.test(line.body) && lines.some((other) => other.indent === line.indent && /^-{1,2}[A-Za-z]/.test(other.body));
  }
  return false;
}

/** The options the help's definitions name that no option row gave (`-s[tatistics]` → `-s`). */
function withDefinedOptions(flags: ParsedFlag[], defined: ParsedFlag[]): ParsedFlag[] {
  const known = new Set(flags.flatMap((f) => [f.long, f.short]).filter(Boolean));
  return [...flags, ...defined.filter((f) => !known.has(f.short))];
}

/** Fixed key order for byte-stable serialisation. */
function orderHelp(help: ParsedHelp): ParsedHelp {
  const out: ParsedHelp = { format: help.format, description: help.description } as ParsedHelp;
  if (help.usage !== undefined) out.usage = help.usage;
  out.flags = help.flags;
  out.positionals = help.positionals;
  out.subcommands = help.subcommands;
  if (help.jsonOutputFlag !== undefined) out.jsonOutputFlag = help.jsonOutputFlag;
  if (help.versionFlag !== undefined) out.versionFlag = help.versionFlag;
  if (help.operandsBeforeCommand !== undefined) out.operandsBeforeCommand = help.operandsBeforeCommand;
  return out;
}
