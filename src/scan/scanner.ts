/**
 * Scans one installed program into bindings: Tier 1 help probes recursed into subcommands through a
 * bounded pool, Tier 2 man pages, Tier 3 completion scripts, annotations and schemas. The result is
 * deterministic: everything that comes back from parallel work is sorted before it is used.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { buildBinding } from '../bindings/build-binding.js';
import { moduleIdFor, uniqueAliases } from '../bindings/module-id.js';
import { bindingToYaml } from '../bindings/store.js';
import type { Binding } from '../bindings/types.js';
import type { Logger } from '../log/index.js';
import { readCachedScan, SCANNER_FORMAT_VERSION, writeCachedScan, type ScanCacheKey } from './cache.js';
import type { ManTier, ScanCollaborators } from './collaborators.js';
import type { ManPage } from './man/index.js';
import { createLimiter, defaultConcurrency, type Limiter } from './pool.js';
import { helpTakesTopic, pageCommands, probeCommand, type ProbeSuccess } from './probe.js';
import { bareCommandList, extraCommands, fullListArgs, fullListRowArgs } from './full-command-list.js';
import { confirmCommands } from './confirm-commands.js';
import { resolveProgram } from './resolve-program.js';
import { helpOutput, runHelp, DEFAULT_PROBE_MAX_BYTES, DEFAULT_PROBE_TIMEOUT_MS, type HelpRun } from './run-help.js';
import { retriesTimedOutProbes, rootProbeTimeout, subcommandProbeTimeout } from './probe-timeouts.js';
import type { ParsedFlag, ParsedHelp, ParsedPositional, ParsedSubcommand } from './types.js';
import { escapeRegExp } from '../shared/escape-regexp.js';
import { newRunMarker, pidCursor, sweepRun } from '../shared/process-sweep.js';
import { openProbeConfinement, type ProbeConfinement } from './probe-confinement.js';
import { readVersion } from './first-run-preamble.js';
import { withVersionSwitch } from './version-switch.js';
import { withKnownOptionalOperands } from './optional-operands.js';
import { withExpressionGrammar } from './man/expression-help.js';
import { pageReferenceCommands } from './man/page-references.js';
import { commandBlockFlags } from './parsers/command-option-blocks.js';
import { listedCommandPath, topicCommand, topicOnly } from './topic-commands.js';

/** Depth limits of SPEC.md ("Limits"). */
export const MIN_SCAN_DEPTH = 1;
export const MAX_SCAN_DEPTH = 5;
export const DEFAULT_SCAN_DEPTH = 2;

/** Options for {@link scanTool}. */
export interface ScanOptions {
  /** Subcommand words to recurse into, 1 to 5 (default 2: `gh pr list`). */
  depth?: number;
  /** Help probes run at once (default: twice the cores, 2 to 8). */
  concurrency?: number;
  /** Time one help probe may take (default 5000 ms). */
  probeTimeoutMs?: number;
  /** Bytes read from one probe before it is stopped (default 1 MiB). */
  maxProbeBytes?: number;
  /** Environment for `$PATH` lookup and the probes' PATH/HOME (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Scan cache directory; no caching when absent. */
  cacheDir?: string;
  /** Ignore cached results (still refreshes the cache). */
  noCache?: boolean;
  /** Tiers 2 and 3 can be switched off (default on). */
  manPages?: boolean;
  completions?: boolean;
  log?: Logger;
  /** Parsers, tiers and annotation inference (default: the real ones). */
  collaborators?: ScanCollaborators;
  /**
   * Run the probes in a read-only bubblewrap sandbox without network where it works (default true);
   * they always get a scratch HOME, XDG directories, TMPDIR and working directory (probe-confinement.ts).
   */
  sandboxProbes?: boolean;
  /** Called after each command's help has been read (for a progress display). */
  onProgress?: (event: { tool: string; done: number; queued: number }) => void;
}

/** The bindings of one program and how they were found. */
export interface ScanResult {
  tool: string;
  binary: string;
  version: string;
  /** Sorted by module id; aliases unique within the program. */
  bindings: Binding[];
  /** Commands skipped or added as stubs, sorted. */
  warnings: string[];
  /** Tiers that contributed anywhere. */
  tiers: number[];
  /** argv (after the binary) of every help probe run, sorted. */
  probes: string[][];
  /** SHA-256 (hex) of each binding's file text (`bindingToYaml`), in `bindings` order. */
  sha256: string[];
  /** The file texts themselves, for a fresh scan (a cached one has only the hashes). */
  yaml?: string[];
  fromCache: boolean;
}

/** A scan that could not produce anything, with guidance for an agent or a person. */
export class ScanError extends Error {
  override name = 'ScanError';
  constructor(
    message: string,
    /** Machine-readable reason: `program_not_found`, `help_unreadable`, `invalid_option`. */
    readonly code: string,
    /** What to do about it (SPEC.md "Guidance attached to command-line execution errors"). */
    readonly ai_guidance: string,
  ) {
    super(message);
  }
}

/**
 * Hex SHA-256 of a text (binding files are compared by it).
 *
 * @example
 * sha256Hex(bindingToYaml(binding));
 */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Subcommand names that are safe to turn into argv words and module-id segments. */
const SUBCOMMAND_NAME = /^[A-Za-z0-9][A-Za-z0-9_:+-]*$/;

/** A flag that only asks for help or the version does not make a parent callable on its own. */
function isMetaFlag(flag: ParsedHelp['flags'][number]): boolean {
  return flag.long === '--help' || flag.long === '--version' || flag.long === '--help-all' || (!flag.long && flag.short === '-h');
}

function sparse(help: ParsedHelp): boolean {
  return help.description.trim().length < 20 || help.flags.some((flag) => flag.description.trim().length < 10);
}

/**
 * The commands a `help` command lists that are its own, not its parent's again: rclone's `help
 * flags` and `help backends`. Most `help` commands list their parent's commands (or none); when
 * half of what it lists or more are its siblings, it is not entered at all.
 */
function helpTopics(listed: string[], parent: { help: ParsedHelp } | undefined): string[] {
  const siblings = new Set(parent?.help.subcommands.flatMap((sub) => [sub.name, ...(sub.aliases ?? [])]) ?? []);
  const own = listed.filter((name) => !siblings.has(name));
  return own.length * 2 > listed.length ? own : [];
}

function compareWords(a: readonly string[], b: readonly string[]): number {
  const x = a.join('\u0000');
  const y = b.join('\u0000');
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Reads `<tool> --version` (first-run-preamble.ts): its first line, or `unknown`. Text it printed
 * before a bare version number (pm2's first-run banner under the probes' empty HOME) is recorded
 * with the confinement, which removes it from every later probe's output.
 */
async function detectVersion(binary: string, options: { timeoutMs: number; env: NodeJS.ProcessEnv; confinement: ProbeConfinement; runMarker: string }): Promise<string> {
  const run = await runHelp(binary, ['--version'], { timeoutMs: options.timeoutMs, maxBytes: 64 * 1024, baseEnv: options.env, confinement: options.confinement, runMarker: options.runMarker });
  if (run.exitCode !== 0) return 'unknown';
  const reading = readVersion(helpOutput(run));
  options.confinement.setPreamble(reading.preamble);
  return reading.version;
}

interface ScannedCommand {
  commandPath: string[];
  help: ParsedHelp;
  text: string;
  args: string[];
  tiers: number[];
  recursed: boolean;
  stub: boolean;
  /**
   * The command whose help listed it, when that is not the path without its last word: an oclif
   * topic that is no command of its own (`heroku auth`, usage `$ heroku auth:COMMAND`) lists
   * `auth:login`, whose path is `['auth:login']` (topic-commands.ts).
   */
  listedBy?: string[];
}

/** What a command's help told about its subcommands, handed to each of them. */
interface ParentInfo {
  text: string;
  hasHelpCommand: boolean;
  /** Its help option takes a topic (certbot's `--help [TOPIC]`): a child is asked `--help NAME`. */
  helpTopic?: boolean;
  help: ParsedHelp;
  args: string[];
  /** Usage lines naming each subcommand (see `subcommandSynopses`). */
  synopses: Map<string, string[]>;
  /** The manual page its `--help` opened (git-worktree(1)), if any. */
  manText?: string;
}

/** Completion scripts beyond this size are not read. */
const MAX_COMPLETION_BYTES = 4 * 1024 * 1024;

async function readScript(path: string): Promise<string> {
  const info = await stat(path);
  return info.size > MAX_COMPLETION_BYTES ? '' : readFile(path, 'utf8');
}

/**
 * Scans one program found on `$PATH` (or given by path) into bindings.
 *
 * @example
 * const result = await scanTool('git', { depth: 2, cacheDir: '/home/me/.svc/cache' });
 * result.bindings.map((b) => b.module_id); // ['cli.git', 'cli.git.add', ...]
 * @throws {ScanError} when the program is missing or its help cannot be read at all.
 */
export async function scanTool(tool: string, options: ScanOptions = {}): Promise<ScanResult> {
  const env = options.env ?? process.env;
  const depth = options.depth ?? DEFAULT_SCAN_DEPTH;
  if (!Number.isInteger(depth) || depth < MIN_SCAN_DEPTH || depth > MAX_SCAN_DEPTH) {
    throw new ScanError(`Scan depth must be an integer from ${MIN_SCAN_DEPTH} to ${MAX_SCAN_DEPTH} (got ${depth}).`, 'invalid_option', `Retry with --depth between ${MIN_SCAN_DEPTH} and ${MAX_SCAN_DEPTH}.`);
  }
  const binary = await resolveProgram(tool, env);
  const name = basename(tool);
  if (!binary) {
    throw new ScanError(
      `Program '${tool}' was not found on $PATH.`,
      'program_not_found',
      `The program '${tool}' is not installed or not on $PATH. Install '${tool}' (for example with your system's package manager), make sure it is on $PATH, and retry \`svc scan ${tool}\`.`,
    );
  }
  const log = options.log;
  const timeoutMs = options.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
  const maxBytes = options.maxProbeBytes ?? DEFAULT_PROBE_MAX_BYTES;
  // Probes run in an empty directory of their own (a program that misreads a help flag as a file
  // name finds nothing to act on), with a scratch HOME, and sandboxed where bubblewrap works: a
  // probe is a run of a program svc does not know yet, and must not touch the user's files.
  const confinement = await openProbeConfinement(binary, { env, sandbox: options.sandboxProbes !== false, ...(log ? { log } : {}) });
  // Every probe carries this marker: what one leaves running (pm2 starts its daemon for `pm2
  // start --help`) is stopped when the scan ends, even after it left the probe's process group.
  const runMarker = newRunMarker();
  const probesSince = pidCursor();
  try {
    const version = await detectVersion(binary, { timeoutMs: rootProbeTimeout(timeoutMs), env, confinement, runMarker });
    const info = await stat(binary);
    const key: ScanCacheKey = {
      tool: name, binary, version, binarySize: info.size, binaryMtimeMs: Math.round(info.mtimeMs), depth, scanner: SCANNER_FORMAT_VERSION,
    };
    if (options.cacheDir && !options.noCache) {
      const cached = await readCachedScan(options.cacheDir, key, { onInvalid: (message) => log?.warn(message) });
      if (cached) {
        log?.debug({ tool: name }, 'scan cache hit');
        return { tool: name, binary, version, ...cached, fromCache: true };
      }
    }
    // Loaded only now: a cached rescan (and every other svc command) never needs the parsers and tiers.
    const parts = options.collaborators ?? (await import('./collaborators.js')).defaultCollaborators();
    const result = await scanFresh(name, binary, version, depth, { ...options, env, timeoutMs, maxBytes, confinement, parts, runMarker });
    if (options.cacheDir) {
      try {
        await writeCachedScan(options.cacheDir, key, {
          bindings: result.bindings, warnings: result.warnings, tiers: result.tiers, probes: result.probes, sha256: result.sha256,
        });
      } catch (error) {
        log?.warn(`Could not write the scan cache in ${options.cacheDir}: ${(error as Error).message}. The scan itself succeeded.`);
      }
    }
    return result;
  } finally {
    const stopped = await sweepRun(runMarker, probesSince);
    if (stopped > 0) log?.debug({ tool: name, stopped }, 'stopped programs the help probes left running');
    await confinement.close();
  }
}

interface FreshOptions extends ScanOptions {
  env: NodeJS.ProcessEnv;
  runMarker: string;
  timeoutMs: number;
  maxBytes: number;
  confinement: ProbeConfinement;
  parts: ScanCollaborators;
}

async function scanFresh(tool: string, binary: string, version: string, depth: number, options: FreshOptions): Promise<ScanResult> {
  const { parts, log } = options;
  const limit: Limiter = createLimiter(options.concurrency ?? defaultConcurrency(availableParallelism()));
  const warnings: string[] = [];
  const probes: string[][] = [];
  const commands: ScannedCommand[] = [];
  let done = 0;
  let queued = 1;
  /** How long the root's first help probe took (see probe-timeouts.ts). */
  let rootHelpMs: number | undefined;
  /** Help runs of command confirmation, reused by the probes of the commands confirmed. */
  const memo = new Map<string, Promise<HelpRun>>();
  /**
   * The root's operands its usage requires before the command slot (pwmigrate's `database command
   * ...`): each command's probes give their names first (`pwmigrate database status --help`; the
   * parser takes any word), and each command's binding takes them, given before its words.
   */
  let leadingOperands: ParsedPositional[] = [];
  const probeOptions = {
    tool, binary, parsing: parts, limit, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes, confinement: options.confinement, baseEnv: options.env, runMarker: options.runMarker, memo,
    onProbe: (args: string[], run: HelpRun) => {
      rootHelpMs ??= run.durationMs;
      probes.push(args);
    },
  };

  /** Each command's rendered manual page, rendered once whoever asks first. */
  const manPages = new Map<string, Promise<string | undefined>>();
  const manPageOf = (commandPath: string[]): Promise<string | undefined> => {
    const man = parts.man;
    if (!man || options.manPages === false) return Promise.resolve(undefined);
    const key = commandPath.join('\u0000');
    let page = manPages.get(key);
    if (!page) {
      page = limit(() => man.renderManPage(tool, commandPath, { timeoutMs: options.timeoutMs, env: { ...options.env, ...options.confinement.scratchEnv } })).catch((error: unknown) => {
        log?.debug({ tool, command: commandPath, err: String(error) }, 'man page could not be rendered');
        return undefined;
      });
      manPages.set(key, page);
    }
    return page;
  };

  /**
   * Each page's text parsed once: a parent's page is read again for every command bound from it
   * (systemctl(1) for each of its verbs).
   */
  const parsedPages = new Map<string, ManPage>();
  const parsedPage = (man: ManTier, text: string): ManPage => {
    let page = parsedPages.get(text);
    if (!page) parsedPages.set(text, (page = man.parseManPage(text)));
    return page;
  };

  /**
   * The page, less the options it lists only in its commands' own subsections (sphinx-click: the
   * `   copy` subsection's `--list`): those are the commands', not the page's program's.
   */
  const pagesLessSections = new WeakMap<ParsedHelp, Map<string, ManPage>>();
  const withoutCommandSections = (man: ManTier, text: string, help: ParsedHelp): ManPage => {
    // Asked once per child of a parent (each cupt action): read each (help, page) pair once.
    let byText = pagesLessSections.get(help);
    if (!byText) pagesLessSections.set(help, (byText = new Map()));
    let page = byText.get(text);
    if (!page) byText.set(text, (page = pageLessSections(man, text, help)));
    return page;
  };
  const pageLessSections = (man: ManTier, text: string, help: ParsedHelp): ManPage => {
    const page = parsedPage(man, text);
    if (!man.commandSectionFlags || help.subcommands.length === 0) return page;
    const own = spellingsOf(help.flags);
    const theirs = new Set([...spellingsOf(help.subcommands.flatMap((sub) => man.commandSectionFlags!(text, sub.name)))].filter((token) => !own.has(token)));
    if (theirs.size === 0) return page;
    // Unless the page lists it for the program as well (cupt(1)'s `--download-only`).
    const outside = man.pageWithoutCommandSections
      ? spellingsOf(parsedPage(man, man.pageWithoutCommandSections(text, help.subcommands.map((sub) => sub.name))).flags)
      : new Set<string>();
    return { ...page, flags: page.flags.filter((flag) => !theirs.has(flag.long ?? flag.short ?? '') || outside.has(flag.long ?? flag.short ?? '')) };
  };

  const enrichFromMan = async (command: ScannedCommand, manText: string | undefined): Promise<void> => {
    const man = parts.man;
    if (!man || options.manPages === false) return;
    let text = manText;
    if (text === undefined && (command.commandPath.length === 0 || sparse(command.help))) text = await manPageOf(command.commandPath);
    if (!text) return;
    const { help, enriched } = man.enrichWithManPage(command.help, withoutCommandSections(man, text, command.help));
    if (enriched.length > 0) {
      command.help = help;
      command.tiers.push(2);
    }
    // find's predicates and operators: the expression operand, from the page's own lists (issue 32).
    const grammar = command.commandPath.length === 0 ? man.parseExpressionGrammar?.(text) : undefined;
    if (grammar) {
      command.help = withExpressionGrammar(command.help, grammar);
      if (!command.tiers.includes(2)) command.tiers.push(2);
    }
  };

  /**
   * Option spellings the parent's text gives to a usage line other than `name`'s: its own usage
   * (`hub issue [-a ASSIGNEE] [-c CREATOR] ...`, the listing's filters) and each sibling's
   * (`hub issue update [-s STATE]`). A subcommand answered with that text takes the parent's
   * options its own line names, those its option list describes (npm team's `--otp`, `--json`:
   * rows with a text, for every subcommand) and those no line names; never one known only from
   * another command's line (`issue show` takes `-f` only).
   */
  const othersUsageTokens = (parent: ParentInfo, name: string): Set<string> => {
    const lines = [...(parent.help.usage ? [parent.help.usage] : []), ...[...parent.synopses].filter(([other]) => other !== name).flatMap(([, usages]) => usages)];
    if (lines.length === 0) return new Set();
    const named = parts.helpFromSynopses(lines, '').flags;
    return new Set(named.flatMap((flag) => [flag.long, flag.short]).filter((token): token is string => token !== undefined));
  };

  const rowOptionsByParent = new WeakMap<ParentInfo, Map<string, Set<string>>>();

  /**
   * Options the parent's text prints under another command's row and not under `name`'s (cordova
   * platform: `--link` under `add` only): a command answered with that text does not take them,
   * described or not.
   */
  const otherRowsOptions = (parent: ParentInfo, name: string): Set<string> => {
    // Read once per parent, not once per command it lists.
    let rows = rowOptionsByParent.get(parent);
    if (!rows) rowOptionsByParent.set(parent, (rows = parts.rowOptions?.(parent.text, parent.help.subcommands.map((sub) => sub.name)) ?? new Map()));
    const own = rows.get(name);
    return new Set([...rows].filter(([other]) => other !== name).flatMap(([, tokens]) => [...tokens]).filter((token) => !own?.has(token)));
  };

  /**
   * A subcommand the parent lists whose own help says nothing of its own: the program printed the
   * parent's help again (systemctl) or refused to run here (git stash push outside a repository).
   * Its binding comes from what the parent says about it: the usage lines and row naming it, the
   * parent's description of it, and, when the program answered with the parent's help for it, the
   * parent's options. Nothing is taken from anywhere but the program's own help.
   */
  const derivedCommand = (commandPath: string[], parent: ParentInfo, sameHelp: boolean): ScannedCommand | undefined => {
    const name = commandPath.at(-1)!;
    const usages = parent.synopses.get(name);
    const listing = parent.help.subcommands.find((sub) => sub.name === name);
    // Without usage lines, a stub needs its parent's description of it (pnpm help -a: `t, test   Runs a package's "test" script`).
    // Or a name the program knows but prints no help for (confirm-commands.ts: django-admin's `check`).
    const described = listing !== undefined && (listing.description !== '' || listing.knownWithoutHelp === true);
    if (!usages && !sameHelp && !described) return undefined;
    const base = usages ? parts.helpFromSynopses(usages, listing?.description ?? '', { programName: tool, commandPath }) : {
      format: parent.help.format, description: listing?.description ?? '', flags: [], positionals: [], subcommands: [],
    } satisfies ParsedHelp;
    const help: ParsedHelp = { ...base, format: parent.help.format };
    // dotdrop's `dotdrop import ... [-l <link>]` under its option list's `-l --link=<link>`: the
    // usage names the letter, the list gives the option its long name and its text.
    help.flags = help.flags.map((flag) => (flag.long === undefined && flag.short !== undefined
      ? parent.help.flags.find((listed) => listed.short === flag.short && listed.long !== undefined) ?? flag
      : flag));
    if (sameHelp) {
      // Only tokens a flag has: an absent short one must not hide the parent's long-only flags (npm team create --registry).
      const tokens = spellingsOf(help.flags);
      const others = othersUsageTokens(parent, name);
      const otherRows = otherRowsOptions(parent, name);
      help.flags = [...help.flags, ...parent.help.flags.filter((flag) => !isMetaFlag(flag) && !namedIn(tokens, flag)
        && !(flag.description === '' && namedIn(others, flag)) && !namedIn(otherRows, flag))];
    }
    const text = usages ? usages.join('\n') : sameHelp ? parent.text : listing!.description;
    // The parent's manual page (git-worktree(1)) gives `-f` its long spelling `--force` and fills in
    // texts; it lists the options of every subcommand, so it adds none (sf-opts). A command the
    // program answered with the parent's help takes the parent's options (above), and so the ones
    // its page adds: machinectl's `--format=` is the page's, and `export-tar` takes it.
    // cupt(1) lists each action's options in the action's own entry: those are not this command's
    // (addEntryProseFlags gives it its own entry's).
    const page = parent.manText && parts.man && options.manPages !== false ? parts.man.enrichWithManPage(help, withoutCommandSections(parts.man, parent.manText, parent.help), { addFlags: sameHelp }) : undefined;
    const tiers = page && page.enriched.length > 0 ? [1, 2] : [1];
    // Its own help could not be read at all: a stub described by its parent (metadata.stub).
    return { commandPath, help: page && page.enriched.length > 0 ? page.help : help, text, args: parent.args, tiers, recursed: false, stub: !sameHelp };
  };

  /**
   * A command bound from its parent's help may still have options the parent's manual page gives
   * it: switches named only in the prose of its entry (apt(8) on `list`, "list installed
   * (--installed)"), and the option list of its own subsection (sphinx-click's pages: todoman's
   * `list`, whose `--help` fails without a configuration file); and its own page, where it has one.
   */
  const addEntryProseFlags = async (command: ScannedCommand, parent: ParentInfo): Promise<void> => {
    const man = parts.man;
    if (!man || options.manPages === false) return;
    // dpt's `dch-note --help` fails outside a package and its row says "See dpt-dch-note(1)": the
    // command's own page, where there is one, gives its options.
    const own = await manPageOf(command.commandPath);
    if (own) {
      const { help, enriched } = man.enrichWithManPage(command.help, parsedPage(man, own));
      if (enriched.length > 0) {
        command.help = help;
        if (!command.tiers.includes(2)) command.tiers.push(2);
      }
    }
    const page = await parentPageOf(command, parent);
    if (!page) return;
    const name = command.commandPath.at(-1)!;
    const listed = (man.commandSectionFlags?.(page, name) ?? []).filter((flag) => !isMetaFlag(flag));
    addPageFlags(command, [...listed, ...man.commandEntryProseFlags(page, name), ...(man.commandEntrySynopsisFlags?.(page, name) ?? [])]);
  };

  /**
   * A command with help of its own may still have options only its entry in the parent's page
   * gives: pass(1)-style COMMANDS entries (`show [ --clip, -c ] pass-name`, while gopass's `show
   * --help` prints `Usage: gopass show [pass-name]`).
   */
  const addParentEntryFlags = async (command: ScannedCommand, parent: ParentInfo): Promise<void> => {
    const man = parts.man;
    if (!man?.commandEntrySynopsisFlags || options.manPages === false) return;
    const page = await parentPageOf(command, parent);
    if (!page) return;
    addPageFlags(command, man.commandEntrySynopsisFlags(page, command.commandPath.at(-1)!).filter((flag) => !isMetaFlag(flag)));
  };

  /** The page a command's parent was read with, else the parent's own. */
  const parentPageOf = async (command: ScannedCommand, parent: ParentInfo): Promise<string | undefined> =>
    parent.manText ?? await manPageOf(command.commandPath.slice(0, -1));

  /** Gives `command` the flags of `found` it has no spelling of, each once, as read from a page (Tier 2). */
  const addPageFlags = (command: ScannedCommand, found: readonly ParsedFlag[]): void => {
    const tokens = spellingsOf(command.help.flags);
    const added = found.filter((flag) => !namedIn(tokens, flag))
      .filter((flag, i, all) => all.findIndex((other) => other.long === flag.long && other.short === flag.short) === i);
    if (added.length === 0) return;
    command.help = { ...command.help, flags: [...command.help.flags, ...added] };
    if (!command.tiers.includes(2)) command.tiers.push(2);
  };

  /**
   * A command the program answered with its parent's help (systemd's `machinectl export-tar --help`
   * prints machinectl's) takes the parent's options, and so the ones the parent's manual page adds:
   * `--format=` is only on machinectl(1), under OPTIONS, and `export-tar` is where it is used.
   */
  const addParentPageOptions = async (command: ScannedCommand, parent: ParentInfo): Promise<void> => {
    const man = parts.man;
    if (!man || options.manPages === false) return;
    const page = await manPageOf(command.commandPath.slice(0, -1));
    if (!page) return;
    // Not the options the page lists in another command's own entry (cupt(1)'s `source` entry
    // lists `--tar-only`): addEntryProseFlags gives this command its own entry's.
    const { help, enriched } = man.enrichWithManPage(command.help, withoutCommandSections(man, page, parent.help), { addFlags: true });
    if (!enriched.some((change) => change.startsWith('flag-added:'))) return;
    command.help = help;
    if (!command.tiers.includes(2)) command.tiers.push(2);
  };

  /**
   * tmux's help names no commands (`usage: tmux [...] [command [flags]]`); its manual page documents
   * each one with a synopsis. When the help takes a command but lists none, the page's commands are
   * bound from those synopses, without running them (`tmux kill-session --help` could reach a live
   * server). Returns the rendered page, so Tier 2 does not render it twice.
   */
  const manOnlyCommands = async (command: ScannedCommand, manText: string | undefined): Promise<string | undefined> => {
    const man = parts.man;
    // dpt's `dpt salsa [--help|...] subcommand [parameters]`, its commands only in dpt-salsa(1).
    if (!man || options.manPages === false || command.help.subcommands.length > 0 || !/\b(?:sub)?command\b/i.test(command.help.usage ?? '')) return manText;
    const text = manText ?? await manPageOf(command.commandPath);
    if (!text) return undefined;
    const documented = man.parseManCommands(text);
    const found = [...documented, ...(man.podCommandEntries?.(text) ?? []).filter((entry) => !documented.some((other) => other.name === entry.name))]
      .filter((entry) => SUBCOMMAND_NAME.test(entry.name));
    if (found.length === 0) return text;
    command.help = {
      ...command.help,
      subcommands: found.map((entry) => ({ name: entry.name, description: entry.description, ...(entry.aliases.length > 0 ? { aliases: entry.aliases } : {}), source: 'man' as const })),
    };
    command.tiers.push(2);
    command.recursed = true;
    for (const entry of found) {
      const help = { ...parts.helpFromSynopses([[tool, ...command.commandPath, entry.synopsis].join(' ')], entry.description), format: command.help.format };
      commands.push({ commandPath: [...command.commandPath, entry.name], help, text: entry.synopsis, args: [], tiers: [2], recursed: false, stub: false });
    }
    return text;
  };

  /**
   * Runs once a command line a help names for more of the program's text (cargo's `--list`,
   * `kubectl options`), unless a probe already ran it, and reads what it prints as the help of
   * `commandPath`. Undefined when it did not exit 0 (cut off and flooded runs have no exit code).
   */
  /** Runs one extra command line as a subcommand's help probe is run (its limit, confinement and bounds), recorded among the probes. */
  const runExtraProbe = (args: string[]): Promise<HelpRun> => {
    probes.push(args);
    const timeoutMs = subcommandProbeTimeout(options.timeoutMs, rootHelpMs);
    return limit(() => runHelp(binary, args, { timeoutMs, maxBytes: options.maxBytes, confinement: options.confinement, baseEnv: options.env, runMarker: options.runMarker }));
  };

  const runNamedCommandLine = async (args: string[], commandPath: string[]): Promise<ParsedHelp | undefined> => {
    if (probes.some((probe) => probe.join('\u0000') === args.join('\u0000'))) return undefined;
    const run = await runExtraProbe(args);
    if (run.exitCode !== 0) return undefined;
    const text = parts.cleanHelpText(helpOutput(run));
    const parsed = parts.parseHelp(text, { programName: tool, commandPath });
    // ndctl's `--list-cmds` prints the names alone, one to a line.
    const bare = parsed.subcommands.length === 0 ? bareCommandList(text) : undefined;
    return bare ? { ...parsed, subcommands: bare } : parsed;
  };

  /**
   * cargo shows a few commands and points to the rest (`See all commands with --list`), poetry's
   * help says to run `poetry list`: that command line is run once (unless the probe already ran
   * it), and the commands it adds are scanned like listed ones.
   */
  const addFullCommandList = async (command: ScannedCommand): Promise<void> => {
    // gem names a row for it instead (`gem help commands   list all 'gem' commands`).
    const context = { programName: tool, commandPath: command.commandPath };
    const args = fullListArgs(command.text, context) ?? fullListRowArgs(command.text, context);
    const full = args && await runNamedCommandLine(args, command.commandPath);
    if (!full) return;
    const { extra, subcommands } = extraCommands(command.help, full);
    if (extra.length === 0 && subcommands.every((sub, i) => sub.aliases === command.help.subcommands[i]?.aliases)) return;
    command.help = { ...command.help, subcommands };
    log?.debug({ tool, command: command.commandPath, added: extra.map((sub) => sub.name) }, `commands added from \`${args!.join(' ')}\``);
  };

  /**
   * Issue 21: names the help lists in a layout no parser reads (Thor's `tool new [PROJECT]  # ...`,
   * commander's `new|n [options]`, inline `Available subcommands: a b c`, bare names under `[core]`)
   * are candidates; the program confirms each (confirm-commands.ts) or it is dropped. Only for a
   * help that speaks of commands, so a program without any pays no probes.
   */
  const addConfirmedCommands = async (command: ScannedCommand, parent: ParentInfo | undefined): Promise<void> => {
    // A help that lists commands already under another word (reprepro's `actions`) may have more in its page.
    if (!parts.commandCandidates || (!/\b(?:sub)?commands?\b/i.test(command.text) && command.help.subcommands.length === 0)) return;
    const known = new Set(command.help.subcommands.flatMap((sub) => [sub.name, ...(sub.aliases ?? [])]));
    // yadm's manual page documents commands its help leaves out (`introspect`, `upgrade`) under
    // COMMANDS: the root's page is read like a help, and what it lists is a candidate too.
    const page = command.commandPath.length === 0 && parts.man && options.manPages !== false ? await manPageOf([]) : undefined;
    // toolbox(1) lists its commands as `toolbox-create(1)` references, perf(1) names more in SEE ALSO.
    const fromPage = page !== undefined
      ? [...pageCommands(page, parts, { programName: tool, commandPath: [] }).map((sub) => sub.name), ...pageReferenceCommands(page, tool)]
      : [];
    const candidates = [...new Set([...parts.commandCandidates(command.text, { programName: tool, commandPath: command.commandPath }), ...fromPage])]
      .filter((name) => !known.has(name) && !command.commandPath.includes(name) && SUBCOMMAND_NAME.test(name));
    // A command whose text lists its parent's commands again (`tmuxinator commands` prints them all)
    // names no commands of its own: when half its candidates or more are its siblings, none is probed.
    const siblings = new Set(parent?.help.subcommands.flatMap((sub) => [sub.name, ...(sub.aliases ?? [])]) ?? []);
    if (candidates.length === 0 || candidates.filter((name) => siblings.has(name)).length * 2 >= candidates.length) return;
    const timeoutMs = subcommandProbeTimeout(options.timeoutMs, rootHelpMs);
    const confirmed = await confirmCommands(command.commandPath, candidates, command.text, {
      binary, limit, cleanHelpText: parts.cleanHelpText, memo, timeoutMs, maxBytes: options.maxBytes, confinement: options.confinement, baseEnv: options.env, runMarker: options.runMarker,
      onProbe: (args, run) => {
        probes.push(args);
        if (run.timedOut) log?.debug({ tool, args, durationMs: run.durationMs, cutOffCpuMs: run.cutOffCpuMs }, 'confirmation probe cut off by the timeout');
      },
      helpCommand: command.help.subcommands.some((sub) => sub.name === 'help'), knownCommands: [...known],
      helpTopic: command.commandPath.length === 0 && helpTakesTopic(command.help),
      retryTimedOut: retriesTimedOutProbes(timeoutMs, rootHelpMs),
    });
    if (confirmed.commands.length === 0 && confirmed.helpless.length === 0) return;
    command.help = {
      ...command.help,
      subcommands: [
        ...command.help.subcommands,
        ...confirmed.commands.map((name) => ({ name, description: '' })),
        ...confirmed.helpless.map((name) => ({ name, description: '', knownWithoutHelp: true })),
      ],
    };
    log?.debug({ tool, command: command.commandPath, added: confirmed.commands, helpless: confirmed.helpless }, 'commands confirmed by the program');
  };

  /**
   * kubectl lists its global options (`--namespace`, `--context`, ...) in no command's help and
   * points to `kubectl options` for them, "applies to all commands": that command line is run once
   * and every command gets the options it lists, marked inherited, as commander's root options are.
   */
  const addListedGlobalOptions = async (root: ScannedCommand): Promise<void> => {
    const args = parts.globalOptionsCommand?.(root.text, tool);
    const listed = args && await runNamedCommandLine(args, args);
    const global = listed?.flags.filter((flag) => !isMetaFlag(flag)) ?? [];
    if (global.length === 0) return;
    inheritOptions(global, commands);
    log?.debug({ tool, args, options: global.length }, 'global options from the command the help names');
  };

  /**
   * buildah's commands print no `Global Flags:` section, yet cobra takes the root's persistent
   * flags on each of them (`buildah add --root DIR ...`). Each root option is offered, with a value
   * where it takes one, to one command the root lists, before `--help`; those it does not refuse as
   * an "unknown flag" are every command's. cobra reads flags before it prints help, and runs no
   * command for `--help`. A root's local flag is refused and stays the root's.
   */
  const addPersistentRootOptions = async (root: ScannedCommand): Promise<void> => {
    if (!parts.cobraCommandsFooter?.(root.text, tool)) return;
    // cobra's own `help` and `completion` commands list the persistent flags whatever the template.
    const children = commands.filter((command) => command.commandPath.length === 1 && !command.stub && command.text !== '' && command.text !== root.text
      && !['help', 'completion'].includes(command.commandPath[0]!))
      // In name order, not the order the visits finished in: the same command is asked every scan.
      .sort((a, b) => compareWords(a.commandPath, b.commandPath));
    if (children.length === 0 || children.some((command) => /^Global Flags:$/m.test(command.text))) return;
    // Each option is offered to the first command without a spelling of it (buildah's `build` has
    // a `--userns-uid-map` of its own; `add` has not).
    const taken = await Promise.all(root.help.flags.filter((flag) => !isMetaFlag(flag) && flag.long !== undefined).map(async (flag) => {
      const probe = children.find((command) => !namedIn(spellingsOf(command.help.flags), flag));
      if (!probe) return undefined;
      const args = [...probe.commandPath, flag.type === 'boolean' ? flag.long! : `${flag.long!}=x`, '--help'];
      const run = await runExtraProbe(args);
      // Taken: the command printed its own help, or refused only the made-up value (`--retry=x`:
      // invalid argument "x" for "--retry" flag). A command that parses no flags of its own (hugo's
      // `mod get` hands them to `go get`) prints something else, and takes nothing here.
      const printed = parts.cleanHelpText(helpOutput(run));
      const taken = !run.timedOut && (printed.trim() === probe.text.trim() || new RegExp(`invalid argument "x" for "(?:-\\w, )?${escapeRegExp(flag.long!)}" flag`).test(printed));
      return taken ? flag : undefined;
    }));
    const persistent = taken.filter((flag): flag is ParsedFlag => flag !== undefined);
    if (persistent.length === 0) return;
    inheritOptions(persistent, commands.filter((command) => command.commandPath.length > 0));
    log?.debug({ tool, options: persistent.length }, 'root options every command takes, by probe');
  };

  /** The root's commands and its `help` command, known before any of its children is visited. */
  let rootListed = new Set<string>();
  /** The root's help text, which some programs print for any unknown command path. */
  let rootText: string | undefined;
  let rootHasHelpCommand = false;

  /**
   * `level` is how deep the command was found: its parent's level plus one. It is the command
   * path's length except for an oclif topic's commands (`apps:create`, one word, found under
   * `apps`: level 2), which `--depth` counts like `gh pr list`.
   */
  const visit = async (commandPath: string[], parent: ParentInfo | undefined, level: number, listedBy?: string[]): Promise<void> => {
    const timeoutMs = commandPath.length === 0 ? rootProbeTimeout(options.timeoutMs) : subcommandProbeTimeout(options.timeoutMs, rootHelpMs);
    const leadingWords = commandPath.length > 0 ? leadingOperands.map((operand) => operand.name) : [];
    let outcome = await probeCommand(commandPath, { ...probeOptions, leadingWords, timeoutMs, hasHelpCommand: parent?.hasHelpCommand ?? false,
      ...(parent ? { parentText: parent.text } : {}), ...(parent?.helpTopic ? { helpTopic: true } : {}) });
    // inxi refuses its help without a terminal ("You can't run option help in an IRC client!"): a
    // program whose help cannot be read here is read from its manual page, when it has one.
    if (!outcome.ok && commandPath.length === 0 && !outcome.timedOut && !outcome.fatal) {
      const page = await manPageOf([]);
      if (page) {
        warnings.push(`read \`${tool}\` from its manual page: ${outcome.reason}`);
        outcome = { ok: true, help: { format: 'unknown', description: '', flags: [], positionals: [], subcommands: [] }, text: page, args: [], manText: page };
      }
    }
    done++;
    options.onProgress?.({ tool, done, queued });
    const shown = [tool, ...commandPath].join(' ');
    // A name the program says it does not have (`git gui` without git-gui installed) is never bound.
    // `git bisect start --help` opens git-bisect(1) again and `-h` fails: the parent's usage line
    // for it says more than the shared page (sf-opts).
    const parentsPage = outcome.ok && outcome.args.length === 0 && outcome.text === parent?.manText;
    // cordova answers `cordova platform add --help` with its root help: the parent's rows say more.
    const ancestorsHelp = outcome.ok && parent !== undefined && (outcome.text === parent.text || (commandPath.length > 1 && outcome.text === rootText));
    // adb's `uninstall --help` waits for a device until the time limit: a command its parent lists
    // and describes is still bound from that, as a stub. A flood or a program that cannot start is not.
    const refused = !outcome.ok && ((outcome.fatal && !outcome.timedOut) || outcome.unknown);
    const derived = parent && (!outcome.ok || parentsPage ? !refused && derivedCommand(commandPath, parent, false) : ancestorsHelp && derivedCommand(commandPath, parent, true));
    if (derived) {
      log?.debug({ tool, command: commandPath }, 'subcommand bound from its parent\'s help');
      if (!outcome.ok && outcome.timedOut) {
        warnings.push(`bound \`${shown}\` as a stub from its parent's help: ${outcome.reason}`);
        log?.warn({ tool }, `bound \`${shown}\` as a stub from its parent's help: ${outcome.reason}`);
      }
      if (listedBy) derived.listedBy = listedBy;
      await addEntryProseFlags(derived, parent!);
      // snapper's `create --help` fails on D-Bus; its root help has `Options for 'create' command:`.
      addPageFlags(derived, commandBlockFlags(parent!.text, commandPath.at(-1)!).filter((flag) => !isMetaFlag(flag)));
      if (ancestorsHelp && outcome.ok && !parent!.manText) await addParentPageOptions(derived, parent!);
      commands.push(derived);
      // ufw lists verbs with their group (`app list`, `route delete RULE|NUM`) and answers every
      // `--help` with its root help: the verbs are bound the way their group was, from the rows
      // naming them. A group with no row of its own (`app`) is no command itself.
      const listing = parent!.help.subcommands.find((sub) => sub.name === commandPath.at(-1));
      const verbs = level < depth ? [...new Set((listing?.commands ?? []).map((sub) => sub.name))].filter((sub) => SUBCOMMAND_NAME.test(sub)).sort() : [];
      if (verbs.length > 0) {
        derived.recursed = listing!.description === '';
        queued += verbs.length;
        const info: ParentInfo = {
          ...parent!, help: { ...derived.help, subcommands: listing!.commands! }, synopses: parts.subcommandSynopses(parent!.text, { programName: tool, commandPath }),
        };
        await Promise.all(verbs.map((verb) => visit([...commandPath, verb], info, level + 1)));
      }
      return;
    }
    // A namespace its parent lists with commands under it (poetry's `cache clear`, `cache list`):
    // `poetry cache` is no command, its commands are. It gets no binding of its own.
    const namespace = parent && !outcome.ok && !outcome.fatal ? parent.help.subcommands.find((sub) => sub.name === commandPath.at(-1))?.commands : undefined;
    if (namespace && namespace.length > 0) {
      const help: ParsedHelp = { format: parent!.help.format, description: '', flags: [], positionals: [], subcommands: namespace };
      const children = level < depth ? [...new Set(namespace.map((sub) => sub.name))].filter((sub) => SUBCOMMAND_NAME.test(sub)).sort() : [];
      commands.push({ commandPath, help, text: '', args: [], tiers: [1], recursed: true, stub: false });
      queued += children.length;
      const info: ParentInfo = { text: '', hasHelpCommand: parent!.hasHelpCommand, help, args: [], synopses: new Map() };
      await Promise.all(children.map((child) => visit([...commandPath, child], info, level + 1)));
      return;
    }
    if (!outcome.ok) {
      if (commandPath.length === 0) {
        throw new ScanError(
          `Could not read the help of '${tool}': ${outcome.reason}.`,
          'help_unreadable',
          `'${tool}' did not print usable help for \`${tool} --help\`; check that it runs (\`${tool} --help\`) and retry, or scan another program.`,
        );
      }
      warnings.push(`skipped \`${shown}\`: ${outcome.reason}`);
      // A hang or flood is worth a warning; a listed name that is no command (git's guides) is routine.
      if (outcome.fatal) log?.warn({ tool }, `skipped \`${shown}\`: ${outcome.reason}`);
      else log?.debug({ tool }, `skipped \`${shown}\`: ${outcome.reason}`);
      return;
    }
    if (parent && outcome.text === parent.text) {
      // The program ignored the word and printed its parent's help: not a real subcommand.
      log?.debug({ tool, command: commandPath }, 'subcommand help equals its parent: skipped');
      return;
    }
    log?.trace({ tool, command: commandPath, text: outcome.text, parsed: outcome.help }, 'help parsed');
    // `assimp listext --help` prints the extension list: a text with no usage, option or command is
    // no help to describe the command by, and its parent's row says what it does.
    const rowText = parent?.help.subcommands.find((sub) => sub.name === commandPath.at(-1))?.description;
    const helpless = outcome.help.usage === undefined && outcome.help.flags.length === 0 && outcome.help.positionals.length === 0 && outcome.help.subcommands.length === 0;
    // aspell's `usage` prints a brief form of its parent's help: the same usage line, and only
    // commands the parent lists. They are the parent's, not this command's.
    const parentsList = parent !== undefined && outcome.help.usage !== undefined && outcome.help.usage === parent.help.usage
      && outcome.help.subcommands.length > 0 && outcome.help.subcommands.every((sub) => parent.help.subcommands.some((row) => row.name === sub.name));
    // openapi-merge-cli's `init --help` runs init ("Wrote openapi-merge.yaml"): its row, `init
    // [--force]`, is all the help there is, and gives the command its options and operands.
    const rowUsages = helpless ? parent?.synopses.get(commandPath.at(-1)!) : undefined;
    const fromRow = rowUsages ? parts.helpFromSynopses(rowUsages, rowText ?? '', { programName: tool, commandPath }) : undefined;
    const help = helpless && fromRow ? { ...outcome.help, description: rowText ?? '', flags: fromRow.flags, positionals: fromRow.positionals }
      : helpless && rowText ? { ...outcome.help, description: rowText } : parentsList ? { ...outcome.help, subcommands: [] } : outcome.help;
    const command: ScannedCommand = {
      commandPath, help, text: outcome.text, args: outcome.args, tiers: [1], recursed: false, stub: false, ...(listedBy ? { listedBy } : {}),
    };
    commands.push(command);
    await addFullCommandList(command);
    if (parent) await addParentEntryFlags(command, parent);
    // A command that sat on one of its help probes until the timeout would sit on the made-up word
    // and on every candidate too: a timeout each, for words its help text holds as prose.
    if (level < depth && commandPath.at(-1) !== 'help' && !outcome.slow) await addConfirmedCommands(command, parent);
    outcome.help = command.help;
    // The root's page, read here, serves Tier 2 below; a deeper command keeps the page its probe printed.
    const pageRead = commandPath.length === 0 || level < depth ? await manOnlyCommands(command, outcome.manText) : outcome.manText;
    const manText = commandPath.length === 0 ? pageRead : outcome.manText;
    const listed = level < depth
      ? [...new Set(outcome.help.subcommands.map((sub) => sub.name))].filter((sub) => SUBCOMMAND_NAME.test(sub) && !commandPath.includes(sub)).sort()
      : [];
    // An oclif topic's rows (`apps:create` under `heroku apps`) are commands of the root, run as one
    // word (topic-commands.ts); one the root lists itself is the root's to visit.
    const children = (commandPath.at(-1) === 'help' ? helpTopics(listed, parent) : listed)
      .filter((child) => !topicCommand(commandPath, child) || !rootListed.has(child));
    command.recursed = children.length > 0;
    queued += children.length;
    // pnpm lists no `help` command but says to run `pnpm help -a`: it has one (`pnpm help exec`).
    const hasHelpCommand = outcome.help.subcommands.some((sub) => sub.name === 'help')
      || fullListArgs(outcome.text, { programName: tool, commandPath })?.[commandPath.length] === 'help';
    if (commandPath.length === 0) {
      const before = new Set(outcome.help.operandsBeforeCommand ?? []);
      leadingOperands = outcome.help.positionals.filter((operand) => before.has(operand.name));
      rootText = outcome.text;
      rootListed = new Set(children);
      rootHasHelpCommand = hasHelpCommand;
    }
    const info: ParentInfo = {
      text: outcome.text, hasHelpCommand, help: outcome.help, args: outcome.args, ...(outcome.manText ? { manText: outcome.manText } : {}),
      ...(commandPath.length === 0 && helpTakesTopic(outcome.help) ? { helpTopic: true } : {}),
      synopses: children.length > 0 ? parts.subcommandSynopses(outcome.text, { programName: tool, commandPath }) : new Map(),
    };
    // A topic's commands are the root's: `heroku help apps:create` is asked as the root's `help` would be.
    const topicInfo: ParentInfo = { ...info, hasHelpCommand: rootHasHelpCommand };
    // A topic that is no command of its own (`$ heroku auth:COMMAND`) is the one that listed them,
    // so it is bound only when none of them could be (as any command entered for its subcommands).
    const lister = topicOnly(outcome.help.usage, commandPath) ? commandPath : undefined;
    await Promise.all([
      enrichFromMan(command, manText),
      ...children.map((child) => (topicCommand(commandPath, child)
        ? visit(listedCommandPath(commandPath, child), topicInfo, level + 1, lister)
        : visit([...commandPath, child], info, level + 1))),
    ]);
  };

  await visit([], undefined, 0);
  const root = commands.find((command) => command.commandPath.length === 0)!;
  // A name only the completion scripts know is bound only when the program answers for it with help
  // of its own: svn's scripts list experimental `x-shelve` commands this build does not have.
  // apt and systemctl print their root help for every command (`apt purge --help`): that is no
  // help of its own, but no error either, so the name stays a plain stub.
  const answersForItself = async (name: string): Promise<ProbeSuccess | string | undefined> => {
    const outcome = await probeCommand([name], { ...probeOptions, hasHelpCommand: root.help.subcommands.some((sub) => sub.name === 'help') });
    // adb's `logcat --help` waits for a device: a name the program's own scripts list whose help
    // hangs is a command all the same, a plain stub, as a listed one is (visit's derived commands).
    if (!outcome.ok) return outcome.timedOut ? undefined : outcome.reason;
    return outcome.text === root.text ? undefined : outcome;
  };
  const rootListsCommands = root.help.subcommands.length > 0;
  await addCompletionStubs(tool, root, commands, warnings, { ...options, answersForItself });
  const rootOptions = root.help.flags.filter((flag) => !isMetaFlag(flag));
  const beforeCommand = rootOptions.map((flag) => ({ ...flag, beforeCommand: true }));
  // commander and yargs (rootOptionsAreGlobal) accept the root's options after any command:
  // `pm2 start --name api`. A token the command already has stays the command's own.
  if (parts.rootOptionsAreGlobal(root.text)) inheritOptions(rootOptions, commands.filter((command) => command.commandPath.length > 0));
  // dkms: `dkms [action] [options]`, and `dkms remove --help` is an error: the root's options are
  // the commands', and a command with no help of its own takes them.
  else if (parts.optionsFollowCommand?.(root.help.usage)) inheritOptions(rootOptions, commandsWithoutOwnHelp(commands));
  // ledger: `ledger [options] [command]`, its commands documented only by its page: the root's
  // options are given before the command word (`ledger --file F balance`).
  else if (parts.optionsPrecedeCommand?.([root.help.usage ?? '', root.text].join('\n'), tool)) inheritOptions(beforeCommand, commandsWithoutOwnHelp(commands));
  // s4cmd: `Usage: s4cmd [options]` and no command listed; its completion script knows `ls`, `put`
  // ..., each answered with the root's help. The root's options are the only ones documented for
  // them, given before the command word, where a program reads its own options whatever follows.
  else if (!rootListsCommands) inheritOptions(beforeCommand, commands.filter((command) => command.commandPath.length === 1 && command.stub && !command.tiers.includes(1)));
  await addListedGlobalOptions(root);
  if (!parts.rootOptionsAreGlobal(root.text)) await addPersistentRootOptions(root);
  takeNamedSiblingOptions(commands);
  giveLeadingOperands(leadingOperands, commands.filter((command) => command.commandPath.length > 0));

  commands.sort((a, b) => compareWords(a.commandPath, b.commandPath));
  // A command entered for its subcommands is bound itself only when it has options of its own, or
  // when none of its subcommands could be bound: it must not vanish with them.
  const parents = new Set(commands.map((command) => (command.listedBy ?? command.commandPath.slice(0, -1)).join('\u0000')));
  const callable = commands.filter((command) =>
    command.stub || !command.recursed || !parents.has(command.commandPath.join('\u0000')) || command.help.flags.some((flag) => !isMetaFlag(flag)));
  const aliases = uniqueAliases(callable.map((command) => moduleIdFor(tool, command.commandPath)));
  const bindings = callable.map((command) => {
    // The program's own --version goes on its top command only (version-switch.ts).
    const help = withKnownOptionalOperands(tool, command.commandPath, command.commandPath.length === 0 ? withVersionSwitch(command.help) : command.help);
    const effects = parts.classifyCommand({ tool, commandPath: command.commandPath }, help);
    const { annotations, rules } = parts.inferAnnotations({
      tool, commandPath: command.commandPath, flags: help.flags, description: help.description, effects,
    });
    return buildBinding({
      tool, binary, version, commandPath: command.commandPath, help, helpText: command.text, effects,
      annotations, annotationRules: rules, tiers: command.tiers, alias: aliases.get(moduleIdFor(tool, command.commandPath)),
      ...(command.stub ? { stub: true } : { helpProbe: command.args }), scannerVersion: SCANNER_FORMAT_VERSION,
    });
  });
  const tiers = [...new Set(commands.flatMap((command) => command.tiers))].sort((a, b) => a - b);
  const yaml = bindings.map(bindingToYaml);
  const sha256 = yaml.map(sha256Hex);
  return {
    tool, binary, version, bindings, warnings: [...warnings].sort(), tiers, probes: [...probes].sort(compareWords), sha256, yaml, fromCache: false,
  };
}

/** Gives each command the root's operands that stand before the command words, first and marked so. */
function giveLeadingOperands(operands: readonly ParsedPositional[], commands: ScannedCommand[]): void {
  if (operands.length === 0) return;
  const names = new Set(operands.map((operand) => operand.name));
  for (const command of commands) {
    const own = command.help.positionals.filter((operand) => !names.has(operand.name));
    command.help = { ...command.help, positionals: [...operands.map((operand) => ({ ...operand, beforeCommand: true })), ...own] };
  }
}

/** The root's commands that printed no help of their own: stubs, and commands read only from a page or a completion script. */
function commandsWithoutOwnHelp(commands: ScannedCommand[]): ScannedCommand[] {
  return commands.filter((command) => command.commandPath.length === 1 && (command.stub || !command.tiers.includes(1)));
}

/** Whether `set` holds the long or the short spelling of `flag`. */
function namedIn(set: ReadonlySet<string>, flag: ParsedFlag): boolean {
  return (flag.long !== undefined && set.has(flag.long)) || (flag.short !== undefined && set.has(flag.short));
}

/** Every long and short spelling of `flags`. */
function spellingsOf(flags: readonly ParsedFlag[]): Set<string> {
  return new Set(flags.flatMap((flag) => [flag.long, flag.short]).filter((token): token is string => token !== undefined));
}

/**
 * perlbrew's `help install-multiple`: `"install-multiple" accepts the same set of options as the
 * command "install" plus the following ones`. A command whose help says it takes a sibling's
 * options gets those it has no spelling of (as cupt(1)'s "The same as show" entries do, man/).
 */
const SAME_OPTIONS_AS = /\b(?:accepts|takes|supports|has)\s+the\s+same\s+(?:set\s+of\s+)?options\s+as\s+(?:the\s+)?(?:(?:sub)?command\s+)?["'`]?([a-z][\w-]*)["'`]?/i;

function takeNamedSiblingOptions(commands: ScannedCommand[]): void {
  const byPath = new Map(commands.map((command) => [command.commandPath.join('\u0000'), command]));
  for (const command of commands) {
    const name = command.commandPath.length > 0 ? SAME_OPTIONS_AS.exec(command.text.slice(0, 20_000))?.[1] : undefined;
    const sibling = name === undefined || name === command.commandPath.at(-1) ? undefined : byPath.get([...command.commandPath.slice(0, -1), name].join('\u0000'));
    if (sibling) inheritOptions(sibling.help.flags.filter((flag) => !isMetaFlag(flag) && !flag.inherited), [command]);
  }
}

/** Gives each command the options of `global` it has no spelling of, marked inherited. */
function inheritOptions(global: ParsedFlag[], commands: ScannedCommand[]): void {
  for (const command of commands) {
    const tokens = new Set(command.help.flags.flatMap((flag) => [flag.long, flag.short, flag.negation]).filter((token) => token !== undefined));
    const added = global.filter((flag) => ![flag.long, flag.short, flag.negation].some((token) => token !== undefined && tokens.has(token)));
    if (added.length > 0) command.help = { ...command.help, flags: [...command.help.flags, ...added.map((flag) => ({ ...flag, inherited: true }))] };
  }
}

/** The help the program gives for `name`, undefined when it answers with its root help, or why it refuses `name`. */
type CommandCheck = (name: string) => Promise<ProbeSuccess | string | undefined>;

async function addCompletionStubs(
  tool: string, root: ScannedCommand, commands: ScannedCommand[], warnings: string[], options: FreshOptions & { answersForItself: CommandCheck },
): Promise<void> {
  const completion = options.parts.completion;
  if (!completion || options.completions === false) return;
  const names = new Set<string>();
  try {
    const scripts = await completion.findCompletionScripts(tool, { env: options.env });
    for (const script of [...scripts].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
      for (const name of completion.parseCompletionSubcommands(await readScript(script.path), script.shell, tool)) names.add(name);
    }
  } catch (error) {
    options.log?.debug({ tool, err: String(error) }, 'completion scripts could not be read');
    return;
  }
  if (names.size === 0) return;
  const { help, added } = completion.completionStubs(root.help, [...names].sort());
  // R's completion lists BATCH, INSTALL ... in one word list, and its help puts them under `R CMD`:
  // a word the help gives to a deeper command is that command, not a top-level one.
  const known = new Set([
    ...root.help.subcommands.flatMap((sub) => [sub.name, ...(sub.commands ?? []).map((child) => child.name)]),
    ...commands.filter((command) => command.commandPath.length > 1).map((command) => command.commandPath.at(-1)!),
  ]);
  const stubs = help.subcommands.filter((sub) => !known.has(sub.name) && SUBCOMMAND_NAME.test(sub.name));
  if (stubs.length === 0 || added.length === 0) return;
  const answers = await Promise.all(stubs.map((sub) => options.answersForItself(sub.name)));
  const confirmed: Array<{ sub: ParsedSubcommand; own?: ProbeSuccess }> = [];
  for (const [i, sub] of stubs.entries()) {
    const answer = answers[i];
    if (typeof answer !== 'string') {
      confirmed.push({ sub, ...(answer ? { own: answer } : {}) });
      continue;
    }
    warnings.push(`skipped \`${tool} ${sub.name}\`: only the completion scripts list it, and ${answer}`);
    options.log?.debug({ tool }, `skipped \`${tool} ${sub.name}\`: only the completion scripts list it, and ${answer}`);
  }
  if (confirmed.length === 0) return;
  const kept = new Set(confirmed.map(({ sub }) => sub.name));
  root.help = { ...help, subcommands: help.subcommands.filter((sub) => !added.includes(sub.name) || kept.has(sub.name)) };
  root.tiers.push(3);
  const existing = new Set(commands.map((command) => command.commandPath.join(' ')));
  for (const { sub, own } of confirmed) {
    if (existing.has(sub.name)) continue;
    warnings.push(`added \`${tool} ${sub.name}\` as a stub: only the completion scripts list it`);
    options.log?.warn({ tool }, `added \`${tool} ${sub.name}\` as a stub: only the completion scripts list it`);
    // Still a stub (SPEC.md Tier 3), but with the flags and operands its own help gives (gem query).
    const stubHelp: ParsedHelp = own
      ? { ...own.help, description: own.help.description || sub.description, subcommands: [] }
      : { format: root.help.format, description: sub.description, flags: [], positionals: [], subcommands: [] };
    commands.push({ commandPath: [sub.name], help: stubHelp, text: own?.text ?? '', args: own?.args ?? [], tiers: own ? [1, 3] : [3], recursed: false, stub: true });
  }
  root.recursed = true;
}
