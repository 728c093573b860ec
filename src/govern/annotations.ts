import type { BindingAnnotations } from '../bindings/types.js';
import type { ParsedFlag } from '../scan/types.js';
import type { CommandEffects } from './effects/index.js';

/**
 * Behavioural annotations inferred at scan time (SPEC.md "Behavioral annotations inferred from
 * names and flags"). Everything here is a fixed table: the same command always gets the same
 * annotations, and each one records the rule that produced it.
 */

/** Command names that mark a command read-only (SPEC.md name table). */
export const READONLY_NAMES: readonly string[] = [
  'list', 'ls', 'show', 'get', 'status', 'info', 'version', 'help', 'describe', 'view', 'cat', 'log',
  'diff', 'search', 'find', 'check', 'inspect', 'display', 'print', 'whoami', 'env', 'top', 'ps',
];

/** Command names that mark a command destructive (and so requiring approval). */
export const DESTRUCTIVE_NAMES: readonly string[] = [
  'delete', 'rm', 'remove', 'destroy', 'purge', 'drop', 'kill', 'prune', 'clean', 'reset', 'format',
  'wipe', 'erase',
];

/** Command names that mark a command idempotent. */
export const IDEMPOTENT_NAMES: readonly string[] = [
  'get', 'list', 'show', 'status', 'info', 'describe', 'version', 'help', 'check',
];

/** Flags whose presence makes a command need approval (SPEC.md flag boosting table). */
export const REQUIRES_APPROVAL_FLAGS: readonly string[] = [
  '--force', '-f', '--hard', '--recursive', '-r', '--all', '--prune', '--no-preserve-root',
  '--cascade', '--purge', '--yes', '-y',
];

/** Flags whose presence makes a command idempotent (SPEC.md flag boosting table). */
export const IDEMPOTENT_FLAGS: readonly string[] = [
  '--dry-run', '--check', '--diff', '--noop', '--simulate', '--whatif', '--plan',
];

/**
 * Programs whose own name is in the read-only table but which run other commands or write files
 * from their arguments (`find -delete`, `find -exec`, `print` runs mailcap commands, `view` is vim,
 * `info -o FILE` writes). The name table was written for subcommands; applied to these program
 * names it would let the generated ACL allow them, so it is not. (`env` is a wrapper, below.)
 */
export const NOT_READONLY_PROGRAMS: readonly string[] = ['find', 'info', 'print', 'view'];

/**
 * Programs whose operands are a command they run (`env touch /x`, `xargs rm`, `sh -c ...`,
 * `python -c ...`, `make` runs recipes). Never read-only, whatever their name; rule `wrapper:<name>`.
 * Not sed and awk: their script is program text svc reads at call time (src/govern/program-text/),
 * so they are read-only programs whose script parameter takes the effect of what it holds.
 */
export const WRAPPER_PROGRAMS: readonly string[] = [
  'env', 'xargs', 'timeout', 'nice', 'nohup', 'sudo', 'doas', 'su', 'runuser', 'watch', 'time', 'chroot',
  'unshare', 'nsenter', 'setsid', 'stdbuf', 'ionice', 'taskset', 'chrt', 'flock', 'strace', 'ltrace', 'script',
  'parallel', 'entr', 'sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'python', 'python3', 'node', 'nodejs', 'perl',
  'ruby', 'make',
];

/**
 * Programs known to be read-only although no name-table word names them: they read files and
 * print, and write or run nothing except through parameters whose effect says so (`rg --pre`,
 * `sort -o`, `uniq IN OUT`, `sed -i`, `fd --exec`, `tree -o`, `file --compile`), which enforcement
 * handles per call; sed's script and awk's program are program text svc reads per call. Rule
 * `known:<name>`.
 */
export const READONLY_PROGRAMS: readonly string[] = [
  'grep', 'egrep', 'fgrep', 'rg', 'jq', 'cat', 'head', 'tail', 'wc', 'sort', 'uniq', 'cut', 'diff', 'cmp', 'comm',
  'nl', 'tac', 'du', 'df', 'stat', 'realpath', 'basename', 'dirname', 'md5sum', 'sha1sum', 'sha256sum',
  'sha512sum', 'b2sum', 'sed', 'awk', 'gawk', 'mawk', 'nawk', 'file', 'tree', 'fd', 'fdfind',
];

/**
 * Subcommands known to be read-only whose names the whole-word name table does not match
 * (`git ls-files` is no `ls` command by name: `git ls-remote` would be one too). Keyed by program;
 * entries are command words joined by a space. Rule `known:<program> <words>`. `git branch`,
 * `git tag` and `git remote` list without operands; the operands and options that create, delete,
 * rename or reconfigure carry the `write` effect (curated table), so such a call needs approval.
 */
export const READONLY_COMMANDS: Readonly<Record<string, readonly string[]>> = {
  git: [
    'annotate', 'blame', 'branch', 'bundle list-heads', 'cat-file', 'check-attr', 'check-ignore', 'check-mailmap',
    'check-ref-format', 'cherry', 'count-objects', 'diff-files', 'diff-index', 'diff-tree', 'for-each-ref',
    'get-tar-commit-id', 'grep', 'ls-files', 'ls-tree', 'merge-base', 'name-rev', 'notes get-ref',
    'range-diff', 'remote', 'remote get-url', 'rev-list', 'rev-parse', 'shortlog', 'show-branch', 'show-index',
    'show-ref', 'tag', 'whatchanged',
  ],
};

/**
 * Programs that talk to other machines whatever the subcommand: every module of these tools is
 * `open_world`. The one list of network programs; docs/governance.md reproduces it.
 */
export const NETWORK_PROGRAMS: readonly string[] = [
  'aria2c', 'aws', 'az', 'curl', 'dig', 'doctl', 'ftp', 'gcloud', 'gh', 'glab', 'helm', 'host',
  'http', 'https', 'kubectl', 'nc', 'ncat', 'nslookup', 'ping', 'rsync', 'scp', 'sftp', 'ssh',
  'telnet', 'traceroute', 'wget', 'whois', 'xh',
];

/**
 * Subcommands that reach the network in otherwise local programs. An entry is one or more command
 * words and matches every command that starts with them: `git svn` covers `git svn fetch`,
 * `git remote show` only that one.
 */
export const NETWORK_SUBCOMMANDS: Readonly<Record<string, readonly string[]>> = {
  apt: ['download', 'install', 'update', 'upgrade'],
  'apt-get': ['download', 'install', 'source', 'update', 'upgrade', 'dist-upgrade'],
  cargo: ['fetch', 'install', 'login', 'publish', 'search', 'update'],
  docker: [
    'login', 'logout', 'pull', 'push', 'search', 'manifest', 'trust', 'image pull', 'image push', 'plugin install',
    'plugin push', 'plugin upgrade',
  ],
  git: [
    'clone', 'fetch', 'ls-remote', 'pull', 'push', 'send-email', 'request-pull', 'svn', 'p4', 'remote show',
    'remote update', 'remote prune', 'remote set-head', 'submodule add', 'submodule update', 'submodule sync',
  ],
  npm: [
    'access', 'adduser', 'audit', 'ci', 'deprecate', 'diff', 'dist-tag', 'doctor', 'hook', 'info', 'install', 'login',
    'logout', 'org', 'outdated', 'owner', 'ping', 'profile', 'publish', 'search', 'show', 'stage', 'star', 'stars',
    'team', 'token', 'trust', 'unpublish', 'update', 'view', 'whoami',
  ],
  pip: ['download', 'install', 'search'],
  pip3: ['download', 'install', 'search'],
  podman: ['login', 'logout', 'pull', 'push', 'search'],
};

/** What {@link inferAnnotations} needs to know about one command. */
export interface AnnotationInput {
  /** Program name as scanned (`git`). */
  tool: string;
  /** Subcommand words after the program (`['remote', 'add']`); empty for the program itself. */
  commandPath: string[];
  /** Flags the command offers (from help, man page or completion). */
  flags: ParsedFlag[];
  /** The command's description; not used by the tables, kept for future rules. */
  description?: string;
  /** Effects of the command's parameters: an operand that runs a program makes it a wrapper. */
  effects?: CommandEffects;
}

/** Annotations plus, per annotation, the rule that set it (`name:list`, `flag:--force`, `default`). */
export interface InferredAnnotations {
  annotations: BindingAnnotations;
  rules: Record<keyof BindingAnnotations, string>;
}

/**
 * The word the name table is applied to: the last subcommand word, or the program name for a
 * program without subcommands (`ls` is read-only, `rm` destructive).
 */
function commandWord(tool: string, commandPath: readonly string[]): string {
  const word = commandPath.length > 0 ? commandPath[commandPath.length - 1]! : tool;
  // An oclif topic's command is one argv word, topic first: `heroku apps:destroy` destroys.
  return word.slice(word.lastIndexOf(':') + 1).toLowerCase();
}

/**
 * Finds the table entry naming this command. The read-only and idempotent tables match whole
 * command words only: `git ls-remote` is no `ls` command, `git show-ref` no `show` command.
 * The destructive table also matches the leading segment of a hyphenated verb-first name
 * (`aws s3api delete-bucket` → `delete`): a destructive mark only ever asks for more caution.
 */
function matchName(word: string, table: readonly string[], segments: boolean): string | undefined {
  if (table.includes(word)) return word;
  if (!segments) return undefined;
  const head = word.split(/[-_]/)[0]!;
  return head !== word && table.includes(head) ? head : undefined;
}

/**
 * Whether an operand is a command the program runs: its effect is `exec`, and it is not the
 * program's own script: program text svc reads per call (awk's program, `x-cli-text`), or an
 * operand that a flag turns into a file (sed's first operand is the script only when neither `-e`
 * nor `-f` gives one; the curated table's operand roles say so), which enforcement refuses per call.
 */
function runsCommand(effects: CommandEffects, index: number): boolean {
  const effect = effects.positionals[index]!;
  if (effect.effect !== 'exec' || effect.text !== undefined) return false;
  return (effects.operandRoles?.[index] ?? []).length === 0;
}

/** Why a command is never read-only although its name may say so, or undefined. */
function notReadonlyRule(input: AnnotationInput, word: string): string | undefined {
  const program = input.tool.toLowerCase();
  if (input.commandPath.length === 0 && WRAPPER_PROGRAMS.includes(program)) return `wrapper:${program}`;
  if (input.commandPath.length === 0 && NOT_READONLY_PROGRAMS.includes(word)) return `exception:${word}`;
  const effects = input.effects;
  if (effects && effects.positionals.some((_, index) => runsCommand(effects, index))) return `wrapper:${[input.tool, ...input.commandPath].join(' ')}`;
  return undefined;
}

/** The known-read-only rule of a command, or undefined. */
function knownReadonly(tool: string, commandPath: readonly string[]): string | undefined {
  const program = tool.toLowerCase();
  if (commandPath.length === 0) return READONLY_PROGRAMS.includes(program) ? `known:${program}` : undefined;
  const words = commandPath.join(' ').toLowerCase();
  return READONLY_COMMANDS[program]?.includes(words) ? `known:${program} ${words}` : undefined;
}

/** Tokens a flag can be written as. */
function flagTokens(flag: ParsedFlag): string[] {
  return [flag.long, flag.short].filter((token): token is string => token !== undefined);
}

/** The first table entry (in table order, so the result is stable) that the command offers. */
function firstOffered(table: readonly string[], offered: ReadonlySet<string>): string | undefined {
  return table.find((token) => offered.has(token));
}

/** Why `open_world` applies, or undefined. */
function networkRule(tool: string, commandPath: readonly string[]): string | undefined {
  const program = tool.toLowerCase();
  if (NETWORK_PROGRAMS.includes(program)) return `network:${program}`;
  const words = commandPath.map((word) => word.toLowerCase());
  const entry = NETWORK_SUBCOMMANDS[program]?.find((candidate) => {
    const parts = candidate.split(' ');
    return parts.length <= words.length && parts.every((part, index) => part === words[index]);
  });
  return entry === undefined ? undefined : `network:${program} ${entry}`;
}

/**
 * Infers a command's annotations from SPEC.md's tables: the name table on the last command word
 * (or the program name), whole words only, plus the known read-only programs and commands; never
 * read-only for wrappers (programs or commands whose operands are a command); flag boosting from
 * the flags the command offers; `cacheable` as readonly AND idempotent; and `open_world` for
 * network programs and subcommands.
 *
 * @example
 * inferAnnotations({ tool: 'git', commandPath: ['branch'], flags: [{ long: '--force', short: '-f', type: 'boolean', description: '' }] });
 * // annotations.requires_approval === true, rules.requires_approval === 'flag:--force'
 */
export function inferAnnotations(input: AnnotationInput): InferredAnnotations {
  const word = commandWord(input.tool, input.commandPath);
  const offered = new Set(input.flags.flatMap(flagTokens));
  const rules: Record<keyof BindingAnnotations, string> = {
    readonly: 'default', destructive: 'default', idempotent: 'default',
    requires_approval: 'default', cacheable: 'default', open_world: 'default',
  };

  const notReadonly = notReadonlyRule(input, word);
  const exception = notReadonly !== undefined;
  const readonlyName = exception ? undefined : matchName(word, READONLY_NAMES, false);
  const known = exception || readonlyName !== undefined ? undefined : knownReadonly(input.tool, input.commandPath);
  const destructiveName = matchName(word, DESTRUCTIVE_NAMES, true);
  const readonly = (readonlyName !== undefined || known !== undefined) && destructiveName === undefined;
  const destructive = destructiveName !== undefined;
  if (readonly) rules.readonly = readonlyName !== undefined ? `name:${readonlyName}` : known!;
  if (notReadonly !== undefined) rules.readonly = notReadonly;
  if (destructive) rules.destructive = `name:${destructiveName}`;

  let requiresApproval = false;
  if (destructive) {
    requiresApproval = true;
    rules.requires_approval = `name:${destructiveName}`;
  } else {
    const flag = firstOffered(REQUIRES_APPROVAL_FLAGS, offered);
    if (flag !== undefined) {
      requiresApproval = true;
      rules.requires_approval = `flag:${flag}`;
    }
  }

  let idempotent = false;
  const idempotentName = exception ? undefined : matchName(word, IDEMPOTENT_NAMES, false);
  if (idempotentName !== undefined && !destructive) {
    idempotent = true;
    rules.idempotent = `name:${idempotentName}`;
  } else {
    const flag = firstOffered(IDEMPOTENT_FLAGS, offered);
    if (flag !== undefined) {
      idempotent = true;
      rules.idempotent = `flag:${flag}`;
    }
  }

  const cacheable = readonly && idempotent;
  if (cacheable) rules.cacheable = 'readonly+idempotent';

  const network = networkRule(input.tool, input.commandPath);
  if (network !== undefined) rules.open_world = network;

  return {
    annotations: {
      readonly,
      destructive,
      idempotent,
      requires_approval: requiresApproval,
      cacheable,
      open_world: network !== undefined,
    },
    rules,
  };
}

/** Options for {@link boostingFlagsIn}. */
export interface BoostingOptions {
  /**
   * Read short clusters such as `-rf` as `-r -f` (default true). Only clusters of two or three
   * letters count, so find-style words (`-type`, `-name`) are not split into letters.
   */
  shortClusters?: boolean;
}

/** Boosting flags found in one call's argv. */
export interface BoostingFlags {
  /** Tokens of {@link REQUIRES_APPROVAL_FLAGS} present, in table order, without duplicates. */
  requiresApproval: string[];
  /** Tokens of {@link IDEMPOTENT_FLAGS} present, in table order, without duplicates. */
  idempotent: string[];
}

/**
 * Per-call flag boosting (DESIGN.md "ACL"): which boosting flags a rendered argv passes.
 * `--force=yes` counts as `--force`; `-rf` counts as `-r` and `-f`; nothing after `--` counts.
 *
 * @example
 * boostingFlagsIn(['rm', '-rf', 'build', '--', '--force']);
 * // { requiresApproval: ['-f', '-r'], idempotent: [] }
 */
export function boostingFlagsIn(argv: readonly string[], options: BoostingOptions = {}): BoostingFlags {
  const clusters = options.shortClusters ?? true;
  const seen = new Set<string>();
  for (const arg of argv) {
    if (arg === '--') break;
    if (arg.startsWith('--')) {
      seen.add(arg.split('=', 1)[0]!);
    } else if (/^-[A-Za-z0-9]$/.test(arg)) {
      seen.add(arg);
    } else if (clusters && /^-[A-Za-z]{2,3}$/.test(arg)) {
      for (const letter of arg.slice(1)) seen.add(`-${letter}`);
    }
  }
  return {
    requiresApproval: REQUIRES_APPROVAL_FLAGS.filter((token) => seen.has(token)),
    idempotent: IDEMPOTENT_FLAGS.filter((token) => seen.has(token)),
  };
}
