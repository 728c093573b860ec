/**
 * Confirms command names read from any layout (issue 21): a candidate is a command only when the
 * program answers `<path> NAME --help` (or, where it has a `help` command, `help <path> NAME`) with
 * help of its own — not an error, not "did you mean", not its parent's help again, and not what it
 * answers for a made-up word in the same place.
 * One probe per candidate plus one for the made-up word, all through the scan's probe pool; the
 * runs are memoised, so the scan's own probe of a confirmed command reuses its answer.
 */
import type { Limiter } from './pool.js';
import { isProbeError, isUnknownCommandError } from './probe-error.js';
import { rootProbeTimeout, wasBusyWhenCutOff } from './probe-timeouts.js';
import { DEFAULT_PROBE_TIMEOUT_MS, helpOutput, runHelp, type HelpRun, type RunHelpOptions } from './run-help.js';
import { escapeRegExp } from '../shared/escape-regexp.js';

/** A word no program has as a command: what the program answers for it is "no such command". */
export const MADE_UP_COMMAND = 'svc-no-such-command';

/** Options for {@link confirmCommands}. */
export interface ConfirmOptions extends RunHelpOptions {
  binary: string;
  limit: Limiter;
  cleanHelpText: (raw: string) => string;
  /** Help runs by argv (joined with NUL), shared with the scan's probes. */
  memo: Map<string, Promise<HelpRun>>;
  onProbe?: (args: string[], run: HelpRun) => void;
  /**
   * The command lists a `help` command: a candidate whose `NAME --help` prints no help is asked
   * `help NAME` (Thor's `tmuxinator delete --help` takes `--help` for a project to delete).
   */
  helpCommand?: boolean;
  /**
   * The command's help option takes a topic (certbot's `-h, --help [TOPIC]`, "or any of the
   * subcommands"): a candidate is asked `--help NAME`, and the made-up word the same way.
   */
  helpTopic?: boolean;
  /**
   * Ask a probe cut off by the timeout once more with twice the time (default true): a slow
   * program's help on a loaded machine. The scanner turns it off for programs whose help is fast
   * (probe-timeouts.ts `retriesTimedOutProbes`); a probe that was busy on the CPU when it was cut
   * off is asked again all the same (`wasBusyWhenCutOff`), with four times the time.
   */
  retryTimedOut?: boolean;
  /** The commands the command's help already lists (parsed, or from its full command list). */
  knownCommands?: readonly string[];
}

/**
 * True when `text` lists the known commands again: rows of three or more of them, at least half
 * of them. Such an answer to `help NAME` is a topic about the commands, not a command: RubyGems
 * takes `gem help command` for its topic `commands` (it accepts abbreviations) and prints all 33.
 */
export function listsKnownCommands(text: string, known: readonly string[]): boolean {
  const rowWords = new Set([...text.matchAll(/^[ \t]+([^\s,|]+)/gm)].map((match) => match[1]!));
  const listed = known.filter((name) => rowWords.has(name)).length;
  return listed >= 3 && listed * 2 >= known.length;
}

/**
 * One help run, memoised by argv.
 *
 * @example
 * await memoRun(['build', '--help'], options);
 */
export function memoRun(args: string[], options: ConfirmOptions): Promise<HelpRun> {
  const key = args.join('\u0000');
  let run = options.memo.get(key);
  if (!run) {
    const once = (timeoutMs: number | undefined) => options.limit(() => runHelp(options.binary, args, { ...options, timeoutMs })).then((result) => {
      options.onProbe?.(args, result);
      return result;
    });
    // On a loaded machine a command's help can take longer than the probe timeout: a candidate cut
    // off is asked once more with twice the time, not dropped as "no help". Where the program's
    // help is fast the probe is asked again only when it was working when cut off (jupyter's
    // `nbconvert --help` imports for 5-7 s while `jupyter --help` takes 0.14 s), not when it sat
    // idle (`git filter-branch WORD --help` sleeps 10 s, then filters).
    const timeoutMs = options.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
    // A probe that was working gets as long as the program's own first help (four times): at load
    // 8 jupyter's imports had a third of a core and needed 15 s, twice the time was not enough.
    run = once(timeoutMs).then((result) => {
      if (!result.timedOut) return result;
      if (wasBusyWhenCutOff(result)) return once(rootProbeTimeout(timeoutMs));
      return options.retryTimedOut !== false ? once(timeoutMs * 2) : result;
    });
    options.memo.set(key, run);
  }
  return run;
}

/** The help text of a run, or undefined when it printed no help (cut off, empty, an error). */
function helpText(run: HelpRun, options: ConfirmOptions): string | undefined {
  if (run.spawnError || run.timedOut || run.truncated) return undefined;
  const text = options.cleanHelpText(helpOutput(run)).trim();
  if (text === '' || isProbeError(text, run.exitCode)) return undefined;
  // A non-zero exit is help only when a line starts with a usage: tar's `Try 'tar --help' or 'tar
  // --usage'` after an error names the word but is no help.
  // bedtools' `overlap --help` is an error about `--help`, then the tool's summary and its `Options:` rows.
  return run.exitCode === 0 || /^\s*usage:/im.test(text) || (/^\s*options:\s*$/im.test(text) && /^\s+-{1,2}[A-Za-z]/m.test(text)) ? text : undefined;
}

/**
 * A text with one word blanked out, so answers that only echo the word compare equal, and with its
 * numbers blanked too: pytest-benchmark's help prints the time of the run (`benchmark_20261126_030821`),
 * so two runs of the same help differ in their digits only. Only the whole word is blanked: Thor's
 * `ERROR: "bundle help" was called with arguments ["config", "o"]` for the row word `o` must still
 * equal its answer for the made-up word, not differ in the `o` of `config`.
 */
function without(text: string, word: string): string {
  const escaped = escapeRegExp(word);
  return text.replace(new RegExp(`(?<![A-Za-z0-9_-])${escaped}(?![A-Za-z0-9_-])`, 'g'), '\u0000').replace(/\d+/g, '0');
}

/**
 * True when `text`, the answer for `name`, is the answer for the made-up word with only the word
 * changed: blanked in both, or the made-up word replaced by `name` (Thor's `ERROR: "bundle help" was
 * called with arguments ["config", "bundle"]` names the candidate `bundle` twice).
 */
function sameAsMadeUp(text: string, name: string, madeUpText: string): boolean {
  return without(text, name) === without(madeUpText, MADE_UP_COMMAND)
    || text.replace(/\d+/g, '0') === madeUpText.split(MADE_UP_COMMAND).join(name).replace(/\d+/g, '0');
}

/** What the program said of the candidates: commands with help of their own, and commands it knows but prints no help for. */
export interface ConfirmedCommands {
  /** Names answered with help of their own, in the candidates' order. */
  commands: string[];
  /**
   * Names the program knows but whose help fails for a reason of its own (django-admin's `check
   * --help` needs a settings module and prints a traceback) while it calls the made-up word an
   * unknown command: bound as stubs, from the parent's listing.
   */
  helpless: string[];
}

/**
 * True when the program refuses the made-up word: calls it an unknown command, or an error names
 * it as what else the program took it for (dcut's `No host svc-no-such-command found in config`,
 * its usage being `dcut [host] command`).
 */
function refusesWord(text: string, exitCode: number | null): boolean {
  return isUnknownCommandError(text, MADE_UP_COMMAND) || (isProbeError(text, exitCode) && text.includes(MADE_UP_COMMAND));
}

/**
 * True when the program refuses the made-up word (refusesWord) but answers `name` otherwise:
 * not an unknown-command error naming it, not the made-up word's answer with the word changed.
 */
function knownWithoutHelp(run: HelpRun, name: string, madeUpRun: HelpRun, options: ConfirmOptions): boolean {
  const clean = (r: HelpRun) => options.cleanHelpText(helpOutput(r)).trim();
  // A made-up word cut off by the timeout never reaches here: confirmCommands probes no candidate then.
  if (madeUpRun.spawnError || !refusesWord(clean(madeUpRun), madeUpRun.exitCode)) return false;
  if (run.spawnError || run.timedOut || run.truncated) return false;
  const text = clean(run);
  return text !== '' && !isUnknownCommandError(text, name) && isProbeError(text, run.exitCode) && !sameAsMadeUp(text, name, clean(madeUpRun));
}

/**
 * The candidates the program confirms as commands of `commandPath`, in the candidates' order.
 *
 * @example
 * await confirmCommands([], ['new', 'Basic'], rootHelpText, options); // { commands: ['new'], helpless: [] }
 */
export async function confirmCommands(commandPath: string[], candidates: string[], parentText: string, options: ConfirmOptions): Promise<ConfirmedCommands> {
  if (candidates.length === 0) return { commands: [], helpless: [] };
  const ask = (name: string): string[] => (options.helpTopic ? [...commandPath, '--help', name] : [...commandPath, name, '--help']);
  const madeUpRun = await memoRun(ask(MADE_UP_COMMAND), options);
  // A parent that does not answer a made-up word within the time it was given runs it instead of
  // refusing it (`git filter-branch WORD --help` warns, sleeps 10 s, then filters): it takes the
  // word for an operand, so the words of its help are operands too, and each would cost two timeouts.
  if (madeUpRun.timedOut) return { commands: [], helpless: [] };
  const madeUp = helpText(madeUpRun, options);
  /** True when `text`, the answer for `name`, is help of its own: not the parent's, not what the made-up word gets. */
  const ownHelp = (text: string, name: string, madeUpText: string | undefined): boolean =>
    // The parent's help again, alone or with more after it (`svn merge mergeinfo --help` prints the
    // help of both `merge` and `mergeinfo`), is not help of its own.
    !without(text, name).includes(without(parentText, name)) && (madeUpText === undefined || !sameAsMadeUp(text, name, madeUpText));
  let madeUpHelp: Promise<string | undefined> | undefined;
  const answers = await Promise.all(candidates.map(async (name): Promise<'command' | 'helpless' | undefined> => {
    const run = await memoRun(ask(name), options);
    const text = helpText(run, options);
    // certbot's `--help all` is a topic: the help of every command at once.
    if (text !== undefined) return ownHelp(text, name, madeUp) && !(options.helpTopic && listsKnownCommands(text, candidates.filter((other) => other !== name))) ? 'command' : undefined;
    if (knownWithoutHelp(run, name, madeUpRun, options)) return 'helpless';
    if (!options.helpCommand) return undefined;
    madeUpHelp ??= memoRun(['help', ...commandPath, MADE_UP_COMMAND], options).then((r) => helpText(r, options));
    const viaHelp = helpText(await memoRun(['help', ...commandPath, name], options), options);
    return viaHelp !== undefined && ownHelp(viaHelp, name, await madeUpHelp) && !listsKnownCommands(viaHelp, options.knownCommands ?? []) ? 'command' : undefined;
  }));
  return {
    commands: candidates.filter((_, i) => answers[i] === 'command'),
    helpless: candidates.filter((_, i) => answers[i] === 'helpless'),
  };
}
