/**
 * Finds the best help text of one command: `--help`, then `-h`, then `help <sub>`, plus
 * `--help-all`-style variants the help itself points to. A manual page that `--help` opens
 * (git does this for subcommands) is kept aside for Tier 2 rather than parsed as help.
 */
import type { ParsedHelp, ParsedSubcommand } from './types.js';
import type { HelpParsing } from './collaborators.js';
import { helpOutput, runHelp, type HelpRun, type RunHelpOptions } from './run-help.js';
import type { Limiter } from './pool.js';
import { isProbeError, isUnknownCommandError } from './probe-error.js';
import { manPageCommandRefs } from './parsers/man-command-refs.js';
import { commandHeadingEntries, commandSectionEntries } from './man/command-entries.js';
import { startsWithWords } from './parsers/usage-subcommands.js';
import { escapeRegExp } from '../shared/escape-regexp.js';

/**
 * The commands a manual page lists under its COMMANDS section, read like any help's rows: cmdliner
 * programs (opam) print such a page for `--help` (`install [OPTION]… [PACKAGES]…`), and yadm(1)
 * documents commands its help leaves out. None for a page without that section: git-checkout(1)'s
 * other sections are no command list.
 *
 * @example
 * pageCommands(opamPage, parts, { programName: 'opam', commandPath: [] }).map((c) => c.name) // ['init', 'list', ...]
 */
export function pageCommands(page: string, parsing: Pick<HelpParsing, 'parseHelp'>, context: { programName: string; commandPath: string[] }): ParsedSubcommand[] {
  // perlbrew(1) gives each command a section of its own (`COMMAND: ENV`) and no COMMANDS section.
  const headed = commandHeadingEntries(page, context.programName).map((name) => ({ name, description: '' }));
  if (!/^COMMANDS$/m.test(page)) return headed;
  const parsed = parsing.parseHelp(page, context).subcommands;
  const known = new Set(parsed.flatMap((sub) => [sub.name, ...(sub.aliases ?? [])]));
  // reprepro's entries name lower-case operands (`list codename [ packagename ]`) no row reader takes.
  const entries = commandSectionEntries(page).filter((name) => !known.has(name) && name !== context.programName && !context.commandPath.includes(name));
  const listed = [...parsed, ...entries.map((name) => ({ name, description: '' }))];
  return [...listed, ...headed.filter((sub) => !listed.some((other) => other.name === sub.name))];
}

/** `list` unless it is empty, else what `fallback` gives. */
function orElse<T>(list: T[], fallback: () => T[]): T[] {
  return list.length > 0 ? list : fallback();
}

/** Options for {@link probeCommand}. */
export interface ProbeOptions extends RunHelpOptions {
  tool: string;
  binary: string;
  parsing: HelpParsing;
  limit: Limiter;
  /** The parent command lists a `help` subcommand, so `<tool> help <sub>` is safe to try. */
  hasHelpCommand?: boolean;
  /**
   * The parent's help option takes a topic (certbot's `--help [TOPIC]`): when `NAME --help` prints
   * the parent's help again (`parentText`), `<tool> --help NAME` is asked.
   */
  helpTopic?: boolean;
  /** The parent's help text: a command answered with it printed no help of its own. */
  parentText?: string;
  /** Called with the argv of every probe run (for benchmarks and trace logs). */
  onProbe?: (args: string[], run: HelpRun) => void;
  /** Help runs already made by argv (NUL-joined): command confirmation's, reused instead of run again. */
  memo?: ReadonlyMap<string, Promise<HelpRun>>;
  /**
   * Words given before every probe's own (the root's operands its usage puts before the command
   * slot, as their names: `pwmigrate database status --help`). Part of every probe as it ran: the
   * probes recorded and the result's `args`.
   */
  leadingWords?: readonly string[];
}

/** A command whose help could be read. */
export interface ProbeSuccess {
  ok: true;
  help: ParsedHelp;
  /** Cleaned help text the result was parsed from. */
  text: string;
  /** argv words after the binary that printed it. */
  args: string[];
  /** A manual page printed by one of the probes, for Tier 2. */
  manText?: string;
  /**
   * One of its help probes was cut off by the timeout (`git filter-branch -h` sleeps 10 s before
   * it reads its arguments): the command does work before it looks at its words.
   */
  slow?: true;
}

/** A command that is skipped, with the reason for the warning. */
export interface ProbeFailure {
  ok: false;
  reason: string;
  /** The command hung or flooded: not worth retrying with another variant. */
  fatal: boolean;
  /** The program said it has no such command (`'gui' is not a git command`): never bound, not even as a stub. */
  unknown?: boolean;
  /** The probe was stopped at its time limit (adb's `uninstall --help` waits for a device). */
  timedOut?: boolean;
}

/**
 * How much a parse found: the variant that finds more wins.
 *
 * @example
 * helpScore(parseHelp(text)); // flags + subcommands + positionals
 */
export function helpScore(help: ParsedHelp): number {
  return help.flags.length + help.subcommands.length + help.positionals.length;
}

/**
 * True for text that is a rendered manual page (`GIT-COMMIT(1)   Git Manual   GIT-COMMIT(1)`, or
 * NAME and SYNOPSIS section headings at the top) rather than a help message.
 *
 * @example
 * looksLikeManPage('GIT-COMMIT(1)   Git Manual   GIT-COMMIT(1)\n\nNAME\n...'); // true
 */
export function looksLikeManPage(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '').slice(0, 8);
  if (lines.length === 0) return false;
  if (/^\S+\(\d[^)]*\)\s.*\S+\(\d[^)]*\)\s*$/.test(lines[0]!.trim())) return true;
  return lines.some((line) => line === 'NAME') && /^SYNOPSIS$/m.test(text);
}

/**
 * A usage whose only operand is a command word, last after the options: `mix [task]`, `tool
 * [options] <command>`. Not `xargs [OPTION]... COMMAND [INITIAL-ARGS]...` or `tmux [...] [command
 * [flags]]`: a word after the command is the command's own argument, as wrappers take a program.
 */
const COMMAND_ONLY_OPERAND = /^\S+(?:\s+\[-[^\]]*\]|\s+\[options?\]|\s+\[OPTIONS?\]\.*)*\s+(?:\[(?:sub)?(?:command|task)\]|<(?:sub)?(?:command|task)>|(?:SUB)?(?:COMMAND|TASK))$/i;

/**
 * Whether the help option takes a topic: certbot's `-h, --help [TOPIC]`, "print this message, or
 * detailed help on a topic ... or any of the subcommands".
 *
 * @example
 * helpTakesTopic(parseHelp(certbotHelp)) // true
 */
export function helpTakesTopic(help: ParsedHelp): boolean {
  return help.flags.some((flag) => (flag.long === '--help' || (flag.long === undefined && flag.short === '-h')) && flag.valueName !== undefined && (flag.valueOptional === true || /^\[.*\]$/.test(flag.valueName)));
}

/**
 * Whether a help that lists no command still says the program takes one, so `<tool> help` is worth
 * asking: it names `<tool> help` itself (mix: `mix help  - Lists all available tasks`), or its usage
 * takes a command word and nothing else (`Usage: mix [task]`). Never asked otherwise: `help` is an
 * operand to most programs (`cat help`, `xargs help` runs a program named help).
 *
 * @example
 * invitesHelpCommand('Usage: mix [task]\n', 'mix', 'mix [task]'); // true
 * invitesHelpCommand('Usage: xargs [OPTION]... COMMAND [INITIAL-ARGS]...\n', 'xargs', 'xargs [OPTION]... COMMAND [INITIAL-ARGS]...'); // false
 */
export function invitesHelpCommand(text: string, tool: string, usage: string | undefined): boolean {
  const escaped = escapeRegExp(tool);
  if (new RegExp(`(^|[\\s'"\`])${escaped} help(\\s|$|['"\`])`, 'm').test(text)) return true;
  return usage !== undefined && COMMAND_ONLY_OPERAND.test(usage.trim());
}

/** A usage choice between a command placeholder and the word `help`: `OBJECT { COMMAND | help }`. */
const HELP_FOR_COMMAND_WORD = /[{[(]\s*[A-Z][A-Z_]*\s*\|\s*help\s*[}\])]/;
/** Help spellings asked of a root that refused `--help` and `-h` as options: GNU argp's, then POSIX awk's. */
const OTHER_HELP_FORMS: readonly (readonly string[])[] = [['--usage'], ['-W', 'help']];

/**
 * Whether a probe's answer is the program refusing the help option itself: a non-zero exit and a
 * short message that says the option is not one (mawk's `awk: not an option: --help`, `invalid
 * option -- 'h'`, `unrecognized option '--help'`). Such a program parses options and may have
 * another help spelling; an error about anything else (a missing file, a server) is not this.
 *
 * @example
 * refusedHelpOption('awk: not an option: --help', 2); // true
 */
export function refusedHelpOption(text: string, exitCode: number | null): boolean {
  if (exitCode === 0 || exitCode === null) return false;
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.length <= 3 && /\b(?:not an option|(?:unrecogni[sz]ed|unknown|invalid|illegal|bad) option)\b/i.test(text);
}

/**
 * Whether a probe's answer is only the program refusing the help word as a command or an option
 * (keyctl's `Unknown command`, at most three lines): nothing else was said about the program.
 *
 * @example
 * refusedHelpWord('Unknown command'); // true
 */
export function refusedHelpWord(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.length <= 3 && /\b(?:unknown|unrecogni[sz]ed|invalid|illegal|bad) (?:command|option|argument)\b|\bnot an? (?:command|option)\b/i.test(text);
}

interface Candidate {
  args: string[];
  text: string;
  help: ParsedHelp;
  exitCode: number | null;
}

function mergeHelp(primary: ParsedHelp, extra: ParsedHelp): ParsedHelp {
  const tokens = new Set(primary.flags.flatMap((flag) => [flag.long, flag.short].filter(Boolean) as string[]));
  const flags = [...primary.flags];
  for (const flag of extra.flags) {
    const own = [flag.long, flag.short].filter(Boolean) as string[];
    if (own.length > 0 && own.every((token) => !tokens.has(token))) {
      flags.push(flag);
      own.forEach((token) => tokens.add(token));
    }
  }
  const names = new Set(primary.subcommands.map((sub) => sub.name));
  const subcommands = [...primary.subcommands, ...extra.subcommands.filter((sub) => !names.has(sub.name) && names.add(sub.name))];
  return { ...primary, flags, subcommands, ...(primary.jsonOutputFlag || !extra.jsonOutputFlag ? {} : { jsonOutputFlag: extra.jsonOutputFlag }) };
}

/**
 * Probes one command and returns its parsed help, or why it was skipped.
 *
 * @example
 * const result = await probeCommand(['commit'], { tool: 'git', binary: '/usr/bin/git', parsing, limit });
 * if (result.ok) result.args; // ['commit', '-h'] — `git commit --help` opened the man page
 */
export async function probeCommand(commandPath: string[], options: ProbeOptions): Promise<ProbeSuccess | ProbeFailure> {
  const { parsing } = options;
  let manText: string | undefined;
  const failures: string[] = [];
  let probesRun = 0;
  let unknownCommand = false;
  let slow = false;
  /** Every text printed, errors included: an error may name the help command to ask (go). */
  const printed: string[] = [];
  /** The argument lists asked so far (each is asked once). */
  const asked = new Set<string>();
  const run = async (args: string[]): Promise<Candidate | ProbeFailure | undefined> => {
    const argv = [...(options.leadingWords ?? []), ...args];
    const memoised = options.memo?.get(argv.join('\u0000'));
    asked.add(args.join('\u0000'));
    probesRun++;
    const result = memoised ? await memoised : await options.limit(() => runHelp(options.binary, argv, options), { first: probesRun > 1 });
    if (!memoised) options.onProbe?.(argv, result);
    const shown = [options.tool, ...argv].join(' ');
    if (result.spawnError) return { ok: false, reason: `\`${shown}\` could not be started (${result.spawnError})`, fatal: true };
    if (result.timedOut) {
      slow = true;
      return { ok: false, reason: `\`${shown}\` did not finish within ${Math.round((options.timeoutMs ?? 5000) / 1000)} s`, fatal: true, timedOut: true };
    }
    if (result.truncated) return { ok: false, reason: `\`${shown}\` printed more than ${Math.round((options.maxBytes ?? 1 << 20) / 1024)} KiB of help`, fatal: true };
    const text = parsing.cleanHelpText(helpOutput(result)).trim();
    if (text === '') {
      failures.push(`\`${shown}\` printed nothing`);
      return undefined;
    }
    printed.push(text);
    if (looksLikeManPage(text)) {
      manText ??= text;
      return undefined;
    }
    // An error about the command ("not a git command ... The most similar commands are gc grep")
    // is never help: its suggestions would become phantom subcommands.
    if (commandPath.length > 0 && isProbeError(text, result.exitCode)) {
      if (isUnknownCommandError(text, commandPath.at(-1)!)) unknownCommand = true;
      failures.push(`\`${shown}\` printed an error, not help: ${text.split('\n')[0]!.trim().slice(0, 120)}`);
      return undefined;
    }
    const help = parsing.parseHelp(text, { programName: options.tool, commandPath });
    return { args: argv, text, help, exitCode: result.exitCode };
  };
  const candidates: Candidate[] = [];
  /** `help` was asked already (at most once per probe). */
  let askedHelp = false;
  const variants: string[][] = [[...commandPath, '--help'], [...commandPath, '-h']];
  if (options.hasHelpCommand && commandPath.length > 0) variants.push(['help', ...commandPath]);
  let fatal: ProbeFailure | undefined;
  for (const args of variants) {
    const outcome = await run(args);
    if (outcome && 'ok' in outcome) {
      fatal = outcome;
      break;
    }
    if (outcome) candidates.push(outcome);
    // Good enough: the program understood the request (help found something, or it exited cleanly).
    if (outcome && (helpScore(outcome.help) > 0 || outcome.exitCode === 0)) break;
  }
  // certbot answers `certbot certonly --help` with its root help and `certbot --help certonly` with
  // certonly's; deno answers `deno --help bench` with its root help, and `deno bench --help` is right.
  if (!fatal && options.helpTopic && commandPath.length === 1 && options.parentText !== undefined
    && candidates.length > 0 && candidates.every((candidate) => candidate.text === options.parentText)) {
    const outcome = await run(['--help', ...commandPath]);
    if (outcome && 'ok' in outcome) fatal = outcome;
    else if (outcome && outcome.text !== options.parentText && helpScore(outcome.help) > 0) candidates.splice(0, candidates.length, outcome);
  }
  // The parent's `help COMMAND`, asked once when the variants did not ask it:
  // - go: `go mod --help` is an unknown command, `go build --help` a two-line usage; both say
  //   "Run 'go help mod'". A help text that names `<tool> help <command>` for this very command;
  // - perlbrew runs `exec --help` ("No perl installation found.", exit 0): where the parent has a
  //   `help` command, every answer a clean exit or an error with nothing of help in it. Asked on
  //   the chance: kept only when it has help in it, and its failure (a timeout) leaves the answers
  //   already had.
  const helpArgs = ['help', ...commandPath];
  const quoted = (command: string) => printed.some((text) => text.includes(`'${command}'`) || text.includes(`"${command}"`));
  const namesHelpCommand = !options.hasHelpCommand && quoted(`${options.tool} help ${commandPath.join(' ')}`);
  const ranInstead = options.hasHelpCommand === true && candidates.length > 0
    && candidates.every((candidate) => helpScore(candidate.help) === 0 && !/\busage\b/i.test(candidate.text));
  if (!fatal && commandPath.length > 0 && !asked.has(helpArgs.join('\u0000')) && (namesHelpCommand || ranInstead)) {
    const outcome = await run(helpArgs);
    if (outcome && 'ok' in outcome) {
      if (namesHelpCommand) fatal = outcome;
    } else if (outcome && (namesHelpCommand || helpScore(outcome.help) > 0)) candidates.push(outcome);
  }
  // iproute2: `ip link --help` says `Command "--help" is unknown, try "ip link help".` (and `ip link
  // -h` prints the root's help): the word after the command is asked when an answer names it so,
  // and its answer is the command's help when its usage names the command. bpftool's usage offers
  // it instead (`Usage: bpftool [OPTIONS] OBJECT { COMMAND | help }`), and `bpftool btf --help`
  // prints that root help: asked too when every answer so far was the parent's help again.
  const named = quoted(`${options.tool} ${commandPath.join(' ')} help`);
  const offered = options.parentText !== undefined && HELP_FOR_COMMAND_WORD.test(options.parentText)
    && candidates.length > 0 && candidates.every((candidate) => candidate.text === options.parentText);
  if (!fatal && commandPath.length > 0 && (named || offered)) {
    const outcome = await run([...commandPath, 'help']);
    if (outcome && 'ok' in outcome) fatal = outcome;
    else if (outcome && startsWithWords(outcome.text.replace(/^usage:\s*/i, '').split(/\s+/), [options.tool, ...commandPath])) candidates.splice(0, candidates.length, outcome);
    else if (outcome && named) candidates.push(outcome);
  }
  // Thor programs take an unknown first word as the default command's operand: once `tmuxinator
  // new --help` has created a project named `--help`, `tmuxinator --help` starts it ("open terminal
  // failed") and `-h` too. When neither printed help of any kind, the root is asked `help`, the
  // word such programs answer with their command list.
  // Not when a manual page answered (bundler's `bundle --help`: Tier 2 reads it) or nothing was printed.
  if (!fatal && commandPath.length === 0 && manText === undefined && candidates.length > 0
    && candidates.every((candidate) => helpScore(candidate.help) === 0 && !/^usage:/im.test(candidate.text))) {
    askedHelp = true;
    const outcome = await run(['help']);
    if (outcome && 'ok' in outcome) fatal = outcome;
    else if (outcome && helpScore(outcome.help) > 0) candidates.push(outcome);
  }
  // mawk refuses both help options ("awk: not an option: --help", exit 2, every time) and prints its
  // usage for `-W help` (POSIX awk's spelling of implementation options; gawk takes it too). A root
  // whose help options were refused as options is asked the other help spellings once, in this order.
  if (!fatal && commandPath.length === 0 && candidates.every((candidate) => helpScore(candidate.help) === 0)
    && candidates.some((candidate) => refusedHelpOption(candidate.text, candidate.exitCode))) {
    for (const args of OTHER_HELP_FORMS) {
      const outcome = await run([...args]);
      if (outcome && 'ok' in outcome) break;
      if (outcome && helpScore(outcome.help) > 0) {
        candidates.push(outcome);
        break;
      }
    }
  }
  // keyutils' keyctl answers `--help`, `-h` and `help` with "Unknown command" alone and prints its
  // usage (one line per command) only when given no arguments. A root whose every help spelling was
  // refused that way is run once with none; what it prints is read like any help.
  if (!fatal && commandPath.length === 0 && manText === undefined && candidates.length > 0
    && candidates.every((candidate) => helpScore(candidate.help) === 0 && refusedHelpWord(candidate.text))) {
    const outcome = await run([]);
    if (outcome && !('ok' in outcome) && helpScore(outcome.help) > 0) candidates.push(outcome);
  }
  // The program said it has no such command (a guide such as `git attributes` opens a manual page
  // for --help but is no command): nothing of it is bound.
  if (unknownCommand && !fatal) {
    return { ok: false, reason: failures.find((failure) => failure.includes('printed an error'))!, fatal: false, unknown: true };
  }
  // Ties go to the earlier variant, so the choice never depends on timing.
  let best: Candidate | undefined;
  for (const candidate of candidates) if (!best || helpScore(candidate.help) > helpScore(best.help)) best = candidate;
  // Only a manual page answered (`git filter-branch -h` sleeps; `--help` opened the page): Tier 2 alone describes it.
  // bundler's `bundle --help` prints its page, which lists the commands as `bundle install(1)` references.
  // nix-copy-closure's `-h` is an error ("unrecognised flag"): the page its `--help` printed still answers.
  if (manText && (!best || helpScore(best.help) === 0)) {
    const refs = manPageCommandRefs(manText, { programName: options.tool, commandPath });
    const context = { programName: options.tool, commandPath };
    // minil's `--help` is its perldoc page, whose SYNOPSIS lists `minil install - Install your dist` rows.
    // A page's NAME line (`toolbox-run - Run a command ...`) reads like a row, and so does justified
    // prose (`Runs  a  command inside ...`, the program's own `man` rendered it): neither the page's
    // own name nor a capitalised sentence word is a command of it.
    const pageName = [options.tool, ...commandPath].join('-');
    const subcommands = (refs.length > 0 ? refs : orElse(pageCommands(manText, parsing, context), () => parsing.parseHelp(manText!, context).subcommands))
      .filter((sub) => sub.name !== pageName && !/^[A-Z][a-z]*$/.test(sub.name));
    return { ok: true, help: { format: 'unknown', description: '', flags: [], positionals: [], subcommands }, text: manText, args: [], manText, ...(slow ? { slow: true } : {}) };
  }
  if (fatal && (!best || helpScore(best.help) === 0)) return fatal;
  if (!best) return { ok: false, reason: failures[0] ?? `\`${[options.tool, ...commandPath].join(' ')}\` printed no help`, fatal: false, ...(unknownCommand ? { unknown: true } : {}) };
  // A usage message with nothing parseable in it (`usage: git credential (fill|approve|reject)`, exit 129)
  // is still help; an error message is not.
  if (helpScore(best.help) === 0 && best.exitCode !== 0 && !/^usage:/i.test(best.text)) {
    return { ok: false, reason: `\`${[options.tool, ...best.args].join(' ')}\` exited with ${best.exitCode} and printed no recognisable help`, fatal: false };
  }
  let help = best.help;
  // cmdliner (opam): `--help` prints the manual page, `-h` only a usage error that was chosen.
  if (manText !== undefined && help.subcommands.length === 0) {
    const fromPage = pageCommands(manText, parsing, { programName: options.tool, commandPath });
    if (fromPage.length > 0) help = { ...help, subcommands: fromPage };
  }
  // mix: `mix --help` prints examples only (`mix help - Lists all available tasks`); its commands are
  // what `mix help` lists. The root is asked `help` once when its help lists no command but says it
  // takes one; the commands read there are candidates like any, probed one by one by the scan.
  if (commandPath.length === 0 && help.subcommands.length === 0 && !askedHelp && invitesHelpCommand(best.text, options.tool, help.usage)) {
    askedHelp = true;
    const outcome = await run(['help']);
    if (outcome && !('ok' in outcome) && outcome.help.subcommands.length > 0) help = { ...help, subcommands: outcome.help.subcommands };
  }
  // hledger: `--help` lists flags and says `Type "hledger" to list available commands.`: the root is
  // run once with no argument when its help says so in those words.
  if (commandPath.length === 0 && help.subcommands.length === 0 && new RegExp(`\\b(?:type|run)\\s+["'\`]${escapeRegExp(options.tool)}["'\`]\\s+(?:alone\\s+|with no arguments?\\s+)?to (?:list|see|show)\\b[^.\\n]*\\bcommands\\b`, 'i').test(best.text)) {
    const outcome = await run([]);
    if (outcome && !('ok' in outcome) && outcome.help.subcommands.length > 0) help = { ...help, subcommands: outcome.help.subcommands };
  }
  const extras: string[][] = [];
  if (/(^|\s)--help-all\b/.test(best.text)) extras.push([...commandPath, '--help-all']);
  // curl: `For all options use the manual or "--help all".`
  if (/["'`]--help all["'`]/.test(best.text)) extras.push([...commandPath, '--help', 'all']);
  // Only when the help itself names the command (`'git help -a' ... list available subcommands`).
  if (commandPath.length === 0 && best.text.includes(`${options.tool} help -a`)) {
    extras.push(['help', '-a']);
  }
  for (const args of extras) {
    const outcome = await run(args);
    if (outcome && !('ok' in outcome) && helpScore(outcome.help) > 0) help = mergeHelp(help, outcome.help);
  }
  return { ok: true, help, text: best.text, args: best.args, ...(manText ? { manText } : {}), ...(slow ? { slow: true } : {}) };
}
