/**
 * The curated effect table: what the flags and operands of widely used programs do, written down
 * by hand from their manuals. It is data only (a frozen object literal), read by `curatedEffect`.
 * docs/governance.md "Effects of parameters" describes its shape; add programs here, not in code.
 *
 * Shape, per program name:
 * - `flags`: flag token (long or short, exactly as the program spells it) → effect. A flag matches
 *   when any of its tokens is listed.
 * - `operands`: operand name as the help parsers report it (`file`, `command`) → effect; the key
 *   `*` is the fallback for operands neither a named entry nor a help rule classifies.
 * - `values`: the fallback for flags that take a value and that neither a named entry nor a help
 *   rule classifies (for programs that write or run nothing through any other flag).
 * - `commands`: the same three per subcommand, keyed by the command words joined by a space
 *   (`log`, `remote show`); `''` is the program itself without a subcommand. A command's entries
 *   are looked at before the program's.
 * - `operandRoles`: operands whose role changes with the flags a call sets (`grep -e PAT` makes the
 *   PATTERNS operand a file). Recorded on the operand's property as `x-cli-effect-when`.
 * - `tuples`: options that take more than one value (`jq --arg NAME VALUE`), keyed by flag token:
 *   the values in order, each with its own effect. Recorded as `x-cli-values`.
 * - `text` on an entry: the value is a pattern or program text (`pattern`, `jq`, `sed`, `awk`),
 *   exempt from the shell-metacharacter check; program text is read at call time
 *   (src/govern/program-text/). Recorded as `x-cli-text`.
 */
import type { Effect, ValueText } from './types.js';

/** One curated classification. `reason` completes "<program> <token> ..." (`runs a program`). */
export interface CuratedEntry {
  readonly effect: Effect;
  readonly reason: string;
  /** The value is a credential. */
  readonly sensitive?: boolean;
  /** The value is a pattern or program text in the program's own language (`x-cli-text`). */
  readonly text?: ValueText;
}

/**
 * With one of `whenFlags` set in a call (a switch given as true, or a value given), the operands
 * named in `operands` (`*`: every operand) have `effect` for that call. `reason` completes
 * "<program> with <flag>, operand <name> ..." (`is a file it reads`).
 */
export interface CuratedOperandRole {
  readonly whenFlags: readonly string[];
  readonly operands: readonly string[];
  readonly effect: 'read' | 'write';
  readonly reason: string;
}

/** One value of an option that takes several: its name in the binding (`name`, `file`) and effect. */
export interface CuratedTupleValue extends CuratedEntry {
  readonly name: string;
}

/** An option that takes several values after its token (`--slurpfile NAME FILE`). */
export interface CuratedTuple {
  /** The values in argv order, two or more. */
  readonly values: readonly CuratedTupleValue[];
  /** The option may be given more than once (`--arg a 1 --arg b 2`). */
  readonly repeatable?: boolean;
}

/** Entries of one program or one subcommand. */
export interface CuratedScope {
  readonly flags?: Readonly<Record<string, CuratedEntry>>;
  readonly operands?: Readonly<Record<string, CuratedEntry>>;
  readonly values?: CuratedEntry;
  readonly operandRoles?: readonly CuratedOperandRole[];
  readonly tuples?: Readonly<Record<string, CuratedTuple>>;
}

/** Entries of one program. */
export interface CuratedProgram extends CuratedScope {
  readonly commands?: Readonly<Record<string, CuratedScope>>;
}

const exec = (reason: string): CuratedEntry => ({ effect: 'exec', reason });
const write = (reason: string): CuratedEntry => ({ effect: 'write', reason });
const network = (reason: string): CuratedEntry => ({ effect: 'network', reason });
const read = (reason: string): CuratedEntry => ({ effect: 'read', reason });
const none = (reason: string): CuratedEntry => ({ effect: 'none', reason });
const secret = (entry: CuratedEntry): CuratedEntry => ({ ...entry, sensitive: true });
const value = (name: string, entry: CuratedEntry): CuratedTupleValue => ({ ...entry, name });
/** A regular expression, glob or format: matched or printed by the program, never run. */
const pattern = (reason: string): CuratedEntry => ({ effect: 'none', reason, text: 'pattern' });
/** Program text in `language`, read at call time (src/govern/program-text/); `effect` is what it can do unread. */
const program = (language: Exclude<ValueText, 'pattern'>, entry: CuratedEntry): CuratedEntry => ({ ...entry, text: language });

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** Operands of wrappers: the command they run and its arguments. */
const WRAPPED_COMMAND: CuratedScope = {
  operands: {
    command: exec('operand is a program it runs'),
    cmd: exec('operand is a program it runs'),
    arg: exec('operand is an argument of the program it runs'),
    args: exec('operand is an argument of the program it runs'),
    argument: exec('operand is an argument of the program it runs'),
    '*': exec('operands name a program it runs and its arguments'),
  },
};

/** Read-only text utilities: every operand is a file they read, no value writes or runs anything. */
const READS_FILES: CuratedScope = {
  operands: { '*': read('operand is a file it reads') },
  values: none('values are counts, sizes and separators; it writes no file and runs no program'),
};

/** Shells: `-c TEXT` is shell text; an operand is a script file to run. */
const SHELL: CuratedProgram = {
  flags: {
    '-c': exec('-c runs its value as shell text'),
    '--rcfile': exec('--rcfile runs the named file as shell startup code'),
    '--init-file': exec('--init-file runs the named file as shell startup code'),
    '-o': none('-o sets a shell option'),
  },
  operands: { '*': exec('operand is a script it runs, or that script\'s arguments') },
  values: exec('a shell runs code from its arguments'),
};

/** Interpreters: `-c`/`-e` code and script operands run programs. */
function interpreter(codeFlags: readonly string[]): CuratedProgram {
  return {
    flags: Object.fromEntries(codeFlags.map((token) => [token, exec(`${token} runs its value as program code`)])),
    operands: { '*': exec('operand is a script it runs, or that script\'s arguments') },
    values: exec('an interpreter runs code from its arguments'),
  };
}

const PYTHON = interpreter(['-c', '-m']);
const NODE = interpreter(['-e', '--eval', '-p', '--print', '-r', '--require', '--import', '--loader', '--experimental-loader']);
const PERL = interpreter(['-e', '-E', '-M', '-m', '-I']);
const RUBY = interpreter(['-e', '-r', '-I']);

// --- git ----------------------------------------------------------------------------------------

/** Git commands that only show things: their other values are refs, patterns, dates and formats. */
const GIT_SHOWS: CuratedScope = {
  operands: { '*': none('operand names a revision, ref, object or pattern') },
  values: none('values are refs, patterns, dates and formats; git writes files only through the options listed in the table'),
};

const GIT_DIFF_FAMILY: CuratedScope = {
  ...GIT_SHOWS,
  flags: {
    '-O': read('-O reads the order file it names'),
    '--output': write('--output writes the named file'),
  },
};

/** `git diff --no-index A B` compares two files: its revision operands are paths. */
const GIT_DIFF: CuratedScope = {
  ...GIT_DIFF_FAMILY,
  operandRoles: [{ whenFlags: ['--no-index'], operands: ['*'], effect: 'read', reason: 'is a file it reads (--no-index compares two paths)' }],
};

/**
 * `git branch` lists branches; a branch-name operand creates one, and these options delete, rename,
 * copy or reconfigure branches (so a call that sets one needs approval on the read-only module).
 * Other values are commits, patterns, sort keys and formats.
 */
const GIT_BRANCH: CuratedScope = {
  flags: {
    '--delete': write('--delete deletes the named branches'),
    '-d': write('-d deletes the named branches'),
    '-D': write('-D deletes the named branches, even unmerged'),
    '--move': write('--move renames a branch and its reflog'),
    '-m': write('-m renames a branch and its reflog'),
    '-M': write('-M renames a branch, even over an existing one'),
    '--copy': write('--copy copies a branch and its reflog'),
    '-c': write('-c copies a branch and its reflog'),
    '-C': write('-C copies a branch, even over an existing one'),
    '--force': write('--force lets a branch be created, renamed, copied or deleted over an existing or unmerged one'),
    '-f': write('-f lets a branch be created, renamed, copied or deleted over an existing or unmerged one'),
    '--set-upstream-to': write('--set-upstream-to writes the branch\'s upstream into the repository\'s configuration'),
    '-u': write('-u writes the branch\'s upstream into the repository\'s configuration'),
    '--unset-upstream': write('--unset-upstream removes the branch\'s upstream from the repository\'s configuration'),
    '--set-upstream': write('--set-upstream sets the branch\'s upstream (git refuses it today)'),
    '--track': write('--track writes the new branch\'s upstream into the repository\'s configuration'),
    '-t': write('-t writes the new branch\'s upstream into the repository\'s configuration'),
    '--create-reflog': write('--create-reflog creates the branch\'s reflog'),
    '--edit-description': write('--edit-description writes the branch\'s description into the repository\'s configuration (through the editor)'),
  },
  operands: { '*': write('operand names a branch it creates, renames, copies or deletes (without one, git branch lists branches)') },
  values: none('values are commits, patterns, sort keys and formats'),
};

/**
 * `git tag` lists tags; a tag-name operand creates or deletes one. Other values are message text,
 * commits, patterns, sort keys and formats.
 */
const GIT_TAG: CuratedScope = {
  flags: {
    '-F': read('-F reads the message from the named file'),
    '--file': read('--file reads the message from the named file'),
    '-m': none('-m is message text'),
    '--delete': write('--delete deletes the named tags'),
    '-d': write('-d deletes the named tags'),
    '--force': write('--force replaces an existing tag'),
    '-f': write('-f replaces an existing tag'),
    '--create-reflog': write('--create-reflog creates the tag\'s reflog'),
    '--annotate': write('--annotate creates an annotated tag'),
    '-a': write('-a creates an annotated tag'),
    '--sign': write('--sign creates a signed tag'),
    '-s': write('-s creates a signed tag'),
    '--local-user': write('--local-user creates a tag signed with the named key'),
    '-u': write('-u creates a tag signed with the named key'),
  },
  operands: { '*': write('operand names a tag it creates or deletes, or the object a new tag points to (without one, git tag lists tags)') },
  values: none('values are message text, commits, patterns, sort keys and formats'),
};

/**
 * `git remote` without a subcommand lists remotes (each subcommand is a module of its own). The
 * options its binding shows beside `-v` belong to the subcommands that change remotes; git remote
 * alone refuses them.
 */
const GIT_REMOTE: CuratedScope = {
  flags: Object.fromEntries(['--add', '--delete', '--push', '--auto', '--tags', '--no-tags', '--mirror', '--prune', '--all', '-t', '-m', '-f']
    .map((token) => [token, write(`${token} is an option of the subcommands that change remotes (add, set-url, set-branches, set-head, update); git remote alone refuses it`)])),
  operands: { '*': write('operand is a subcommand that changes remotes, or its arguments') },
  values: write('values belong to the subcommands that change remotes'),
};

/**
 * Subcommands of `git remote` that change the repository's configuration. A URL given to them is
 * written there, not contacted (`git remote add -f` fetches).
 */
const GIT_REMOTE_CHANGES: CuratedScope = {
  flags: {
    '-f': network('-f fetches from the new remote'),
    '--fetch': network('--fetch fetches from the new remote'),
  },
  operands: {
    url: write('operand is a URL it writes into the repository\'s configuration (it contacts no host)'),
    newurl: write('operand is a URL it writes into the repository\'s configuration (it contacts no host)'),
    oldurl: write('operand is a URL it removes from the repository\'s configuration (it contacts no host)'),
    '*': write('operand names a remote, URL or branch it writes into the repository\'s configuration'),
  },
  values: write('values are written into the repository\'s configuration'),
};

const git: CuratedProgram = {
  flags: {
    '--grep': pattern('--grep is a pattern matched against commit messages'),
    '--grep-reflog': pattern('--grep-reflog is a pattern matched against reflog messages'),
    '--author': pattern('--author is a pattern matched against authors'),
    '--committer': pattern('--committer is a pattern matched against committers'),
    '--format': pattern('--format is a format string it prints'),
    '--pretty': pattern('--pretty is a format name or string it prints'),
    '--upload-pack': exec('--upload-pack runs a program (on the remote or, for local paths, here)'),
    '--receive-pack': exec('--receive-pack runs a program'),
    '--exec': exec('--exec runs a program'),
    '--ext-diff': exec('--ext-diff runs the external diff program configured for the repository'),
    '--textconv': exec('--textconv runs the text-conversion filters configured for the repository'),
    '--filters': exec('--filters runs the content filters configured for the repository'),
    '--open-files-in-pager': exec('--open-files-in-pager runs a pager program'),
    '--extcmd': exec('--extcmd runs a program'),
    '--tool': exec('--tool runs the named merge or diff tool'),
    '--template': exec('--template copies hooks that git runs later'),
    '--output': write('--output writes the named file'),
    '--output-directory': write('--output-directory writes files into the named directory'),
    '--separate-git-dir': write('--separate-git-dir creates a repository in the named directory'),
    '--export-marks': write('--export-marks writes the named file'),
    '--import-marks': read('--import-marks reads the named file'),
    '--pathspec-from-file': read('--pathspec-from-file reads the named file'),
    '--exclude-from': read('--exclude-from reads the named file'),
    '--ignore-revs-file': read('--ignore-revs-file reads the named file'),
    '--contents': read('--contents reads the named file'),
    '--file': read('--file reads the named file'),
    '--remote': network('--remote contacts another repository'),
    '--server-option': network('--server-option is sent to the server'),
    '--skip-to': none('--skip-to names a path in the diff'),
    '--rotate-to': none('--rotate-to names a path in the diff'),
    '--message': none('--message is message text'),
  },
  operands: {
    path: read('operand is a path it reads'),
    pathspec: read('operand is a path it reads'),
    paths: read('operand is a path it reads'),
    file: read('operand is a file it reads'),
    pathname: read('operand is a path it reads'),
    repository: network('operand names a repository, local or remote'),
    repo: network('operand names a repository, local or remote'),
    url: network('operand is a URL'),
    newurl: network('operand is a URL'),
    command: exec('operand is a program it runs'),
    cmd: exec('operand is a program it runs'),
  },
  commands: {
    '': {
      flags: {
        '-c': exec('-c sets configuration, which can name programs git runs (core.fsmonitor, core.sshCommand)'),
        '--config-env': exec('--config-env sets configuration, which can name programs git runs'),
        '--exec-path': exec('--exec-path chooses where git finds the programs it runs'),
        '-C': read('-C runs git in the named directory'),
        '--git-dir': read('--git-dir reads the named repository'),
        '--work-tree': read('--work-tree reads the named directory'),
        '--namespace': none('--namespace names a ref namespace'),
        '--list-cmds': none('--list-cmds names command groups'),
        '--attr-source': none('--attr-source names a tree'),
      },
      operands: {
        command: none('operand names the git command to run'),
        args: none('operands are arguments of that git command'),
      },
    },
    log: GIT_DIFF_FAMILY,
    show: GIT_DIFF_FAMILY,
    whatchanged: GIT_DIFF_FAMILY,
    diff: GIT_DIFF,
    'diff-files': GIT_DIFF_FAMILY,
    'diff-index': GIT_DIFF_FAMILY,
    'diff-tree': GIT_DIFF_FAMILY,
    'range-diff': GIT_DIFF_FAMILY,
    status: GIT_SHOWS,
    'ls-files': { ...GIT_SHOWS, flags: { '-X': read('-X reads the exclude file it names') } },
    'ls-tree': GIT_SHOWS,
    'cat-file': {
      ...GIT_SHOWS,
      flags: {
        '--batch': none('--batch is an output format'),
        '--batch-check': none('--batch-check is an output format'),
        '--batch-command': none('--batch-command is an output format; the commands come from standard input, which is empty'),
      },
    },
    describe: GIT_SHOWS,
    'show-ref': GIT_SHOWS,
    'show-branch': GIT_SHOWS,
    'for-each-ref': GIT_SHOWS,
    'rev-parse': GIT_SHOWS,
    'rev-list': GIT_SHOWS,
    'merge-base': GIT_SHOWS,
    'name-rev': GIT_SHOWS,
    'count-objects': GIT_SHOWS,
    'check-ignore': GIT_SHOWS,
    'check-attr': GIT_SHOWS,
    'check-mailmap': GIT_SHOWS,
    'check-ref-format': GIT_SHOWS,
    'get-tar-commit-id': GIT_SHOWS,
    'show-index': GIT_SHOWS,
    shortlog: GIT_SHOWS,
    version: GIT_SHOWS,
    cherry: GIT_SHOWS,
    blame: { ...GIT_SHOWS, flags: { '-S': read('-S reads the revisions file it names') } },
    annotate: { ...GIT_SHOWS, flags: { '-S': read('-S reads the revisions file it names') } },
    grep: {
      ...GIT_SHOWS,
      flags: {
        '-O': exec('-O runs a pager program on the matching files'),
        '-f': read('-f reads patterns from the named file'),
        '-e': pattern('-e is a search pattern'),
      },
      operands: { pattern: pattern('operand is the search pattern'), '*': none('operand names a revision, ref, object or pattern') },
    },
    help: {
      ...GIT_SHOWS,
      flags: { '--web': exec('--web runs a web browser'), '-w': exec('-w runs a web browser') },
    },
    'stash list': GIT_SHOWS,
    'stash show': GIT_DIFF_FAMILY,
    'notes list': GIT_SHOWS,
    'notes show': GIT_SHOWS,
    'notes get-ref': GIT_SHOWS,
    'remote get-url': GIT_SHOWS,
    'worktree list': GIT_SHOWS,
    'bisect log': GIT_SHOWS,
    'bisect view': GIT_DIFF_FAMILY,
    'bisect visualize': GIT_DIFF_FAMILY,
    'submodule status': GIT_SHOWS,
    'sparse-checkout list': GIT_SHOWS,
    'bundle list-heads': { ...GIT_SHOWS, operands: { file: read('operand is the bundle file it reads'), '*': none('operand names a ref') } },
    'bundle verify': { ...GIT_SHOWS, operands: { file: read('operand is the bundle file it reads'), '*': none('operand names a ref') } },
    'bundle create': { operands: { file: write('operand is the bundle file it writes') } },
    'format-patch': { flags: { '-o': write('-o writes patches into the named directory') } },
    archive: { flags: { '-o': write('-o writes the named file') } },
    bugreport: { flags: { '-o': write('-o writes into the named directory') } },
    diagnose: { flags: { '-o': write('-o writes into the named directory') } },
    clone: {
      flags: { '-u': exec('-u runs a program (upload-pack)') },
      operands: { dir: write('operand is the directory it creates'), directory: write('operand is the directory it creates') },
    },
    init: { operands: { directory: write('operand is the directory it creates') } },
    'worktree add': { operands: { path: write('operand is the directory it creates') } },
    rebase: { flags: { '-x': exec('-x runs a shell command') } },
    'bisect run': { operands: { '*': exec('operands are a program it runs and its arguments') } },
    'bisect replay': { operands: { logfile: read('operand is the log file it reads') } },
    'submodule foreach': { operands: { '*': exec('operand is a shell command it runs') } },
    difftool: { flags: { '-x': exec('-x runs a program'), '-t': exec('-t runs the named tool') } },
    mergetool: { flags: { '-t': exec('-t runs the named tool') } },
    config: {
      flags: {
        '--file': write('--file writes the named configuration file'),
        '-f': write('-f writes the named configuration file'),
        '--blob': none('--blob names a blob'),
      },
      values: write('git config writes configuration, which can name programs git runs'),
      operands: { '*': write('git config writes configuration, which can name programs git runs') },
    },
    'fast-export': { flags: { '--export-marks': write('--export-marks writes the named file') } },
    commit: {
      flags: {
        '-F': read('-F reads the message from the named file'),
        '-t': read('-t reads the named template'),
        '--template': read('--template reads the named message template'),
        '-m': none('-m is message text'),
      },
      values: none('values are message text, commits, trailers, dates, modes and key ids; git commit writes the repository, and reads files only through the options listed in the table'),
    },
    tag: GIT_TAG,
    notes: { flags: { '-F': read('-F reads the message from the named file'), '-m': none('-m is message text') } },
    'notes add': { flags: { '-F': read('-F reads the message from the named file'), '-m': none('-m is message text') } },
    'notes append': { flags: { '-F': read('-F reads the message from the named file'), '-m': none('-m is message text') } },
    merge: { flags: { '-F': read('-F reads the message from the named file'), '-m': none('-m is message text') } },
    'stash push': { flags: { '-m': none('-m is message text') } },
    branch: GIT_BRANCH,
    remote: GIT_REMOTE,
    'remote add': GIT_REMOTE_CHANGES,
    'remote rename': GIT_REMOTE_CHANGES,
    'remote remove': GIT_REMOTE_CHANGES,
    'remote rm': GIT_REMOTE_CHANGES,
    'remote set-url': GIT_REMOTE_CHANGES,
    'remote set-branches': GIT_REMOTE_CHANGES,
    'credential-store': { flags: { '--file': write('--file writes credentials to the named file') } },
    hook: { operands: { '*': exec('runs the named hook program') } },
    'hook run': { operands: { '*': exec('runs the named hook program') } },
  },
};

// --- programs whose operands are a command ---------------------------------------------------

const env: CuratedProgram = {
  ...WRAPPED_COMMAND,
  flags: {
    '--split-string': exec('--split-string is split into a program and its arguments'),
    '-S': exec('-S is split into a program and its arguments'),
    '--chdir': read('--chdir runs the program in the named directory'),
    '-C': read('-C runs the program in the named directory'),
    '--unset': none('--unset names a variable'),
  },
  values: none('values name variables and signals'),
};

const xargs: CuratedProgram = {
  ...WRAPPED_COMMAND,
  flags: {
    '--arg-file': read('--arg-file reads the named file'),
    '-a': read('-a reads the named file'),
    '--process-slot-var': none('--process-slot-var names a variable'),
  },
  values: none('values are counts, delimiters and the replace string'),
};

const timeout: CuratedProgram = {
  ...WRAPPED_COMMAND,
  operands: { ...WRAPPED_COMMAND.operands, duration: none('operand is a duration') },
  values: none('values are durations and signals'),
};

const nice: CuratedProgram = { ...WRAPPED_COMMAND, values: none('values are niceness numbers') };
const nohup: CuratedProgram = WRAPPED_COMMAND;
const watch: CuratedProgram = { ...WRAPPED_COMMAND, values: none('values are intervals and options of the display') };
const sudo: CuratedProgram = {
  ...WRAPPED_COMMAND,
  flags: {
    '--edit': write('--edit edits (writes) the named files as another user'),
    '-e': write('-e edits (writes) the named files as another user'),
    '--user': none('--user names a user'),
    '-u': none('-u names a user'),
    '--group': none('--group names a group'),
    '-g': none('-g names a group'),
    '--chdir': read('--chdir runs the program in the named directory'),
    '-D': read('-D runs the program in the named directory'),
    '--askpass': exec('--askpass runs a helper program'),
  },
  values: exec('sudo runs programs as another user'),
};

// --- text tools -------------------------------------------------------------------------------

const grep: CuratedProgram = {
  flags: {
    '--file': read('--file reads patterns from the named file'),
    '-f': read('-f reads patterns from the named file'),
    '--exclude-from': read('--exclude-from reads the named file'),
    '--regexp': pattern('--regexp is a search pattern'),
    '-e': pattern('-e is a search pattern'),
    '--include': pattern('--include is a glob of file names'),
    '--exclude': pattern('--exclude is a glob of file names'),
    '--exclude-dir': pattern('--exclude-dir is a glob of directory names'),
  },
  operands: {
    patterns: pattern('operand is the search pattern'),
    pattern: pattern('operand is the search pattern'),
    '*': read('operand is a file it reads'),
  },
  values: none('values are patterns, globs, counts and labels; grep writes no file and runs no program'),
  // With the patterns given by -e or -f, grep's first operand is a file too.
  operandRoles: [{ whenFlags: ['--regexp', '-e', '--file', '-f'], operands: ['*'], effect: 'read', reason: 'is a file it reads (the patterns come from -e or -f)' }],
};

const rg: CuratedProgram = {
  flags: {
    '--pre': exec('--pre runs a program on every file searched'),
    '--hostname-bin': exec('--hostname-bin runs a program'),
    '--file': read('--file reads patterns from the named file'),
    '-f': read('-f reads patterns from the named file'),
    '--ignore-file': read('--ignore-file reads the named file'),
    '--pre-glob': pattern('--pre-glob is a glob'),
    '--regexp': pattern('--regexp is a search pattern'),
    '-e': pattern('-e is a search pattern'),
    '--glob': pattern('--glob is a glob of paths'),
    '-g': pattern('-g is a glob of paths'),
    '--iglob': pattern('--iglob is a glob of paths'),
    '--replace': pattern('--replace is the replacement text ($1 names a group)'),
    '-r': pattern('-r is the replacement text ($1 names a group)'),
  },
  operands: {
    pattern: pattern('operand is the search pattern'),
    patterns: pattern('operand is the search pattern'),
    '*': read('operand is a file or directory it reads'),
  },
  values: none('values are globs, types, counts and separators; rg writes no file and runs programs only through --pre and --hostname-bin'),
  // With -e or -f the patterns come from there, and --files lists files without searching: every operand is a path.
  operandRoles: [{ whenFlags: ['--regexp', '-e', '--file', '-f', '--files'], operands: ['*'], effect: 'read', reason: 'is a file or directory it reads (the patterns come from -e or -f, or --files takes no pattern)' }],
};

const jq: CuratedProgram = {
  flags: {
    '--from-file': read('--from-file reads the filter from the named file'),
    '-f': read('-f reads the filter from the named file'),
    '--slurpfile': read('--slurpfile reads the named file'),
    '--rawfile': read('--rawfile reads the named file'),
    '--argfile': read('--argfile reads the named file'),
    '--run-tests': read('--run-tests reads the named file'),
    '-L': read('-L reads jq modules from the named directory'),
  },
  operands: {
    jq_filter: program('jq', none('operand is the jq filter, which runs no program and writes no file')),
    filter: program('jq', none('operand is the jq filter, which runs no program and writes no file')),
    '*': read('operand is a file it reads'),
  },
  values: none('values are variables and indentation; jq writes no file and runs no program'),
  // jq's -f is a switch: the first operand is then the file holding the filter, and every later one an input file.
  operandRoles: [{ whenFlags: ['--from-file', '-f'], operands: ['*'], effect: 'read', reason: 'is a file it reads (with --from-file the first operand is the filter file)' }],
  tuples: {
    '--arg': { repeatable: true, values: [value('name', none('names a variable')), value('value', none('is the variable\'s string value'))] },
    '--argjson': { repeatable: true, values: [value('name', none('names a variable')), value('value', none('is the variable\'s JSON value'))] },
    '--slurpfile': { repeatable: true, values: [value('name', none('names a variable')), value('file', read('reads the named file'))] },
    '--rawfile': { repeatable: true, values: [value('name', none('names a variable')), value('file', read('reads the named file'))] },
    '--argfile': { repeatable: true, values: [value('name', none('names a variable')), value('file', read('reads the named file'))] },
  },
};

const sed: CuratedProgram = {
  flags: {
    '--expression': program('sed', exec('--expression is a sed script, whose e command runs programs and w command writes files')),
    '-e': program('sed', exec('-e is a sed script, whose e command runs programs and w command writes files')),
    '--file': exec('--file reads a sed script, which can run programs and write files'),
    '-f': exec('-f reads a sed script, which can run programs and write files'),
    '--in-place': write('--in-place rewrites the files it reads'),
    '-i': write('-i rewrites the files it reads'),
    '--line-length': none('--line-length is a number'),
    '-l': none('-l is a number'),
  },
  // The script is not read here: the same operand list holds the input files. Given with
  // --expression, svc reads it (program text) and the operands are files it reads.
  operands: { '*': exec('the first operand is a sed script when no -e is given, which svc does not read (its e command runs programs); give the script with --expression (-e) instead') },
  operandRoles: [{ whenFlags: ['--expression', '-e', '--file', '-f'], operands: ['*'], effect: 'read', reason: 'is a file it reads (the script comes from -e or -f)' }],
};

const awk: CuratedProgram = {
  flags: {
    '-f': exec('-f reads an awk program, which can run commands through system()'),
    '--file': exec('--file reads an awk program, which can run commands through system()'),
    '-e': program('awk', exec('-e is awk program text, which can run commands through system()')),
    '--source': program('awk', exec('--source is awk program text, which can run commands through system()')),
    '-i': exec('-i includes an awk source file'),
    '--include': exec('--include includes an awk source file'),
    '-l': exec('-l loads an extension library'),
    '--load': exec('--load loads an extension library'),
    '-E': exec('-E reads an awk program from the named file, which can run commands through system()'),
    '--exec': exec('--exec reads an awk program from the named file, which can run commands through system()'),
    '-W': exec('-W takes mawk options, among them exec, which reads a program from the named file'),
    '-d': write('-d writes the global variables to a file (awkvars.out unless named)'),
    '--dump-variables': write('--dump-variables writes the global variables to a file (awkvars.out unless named)'),
    '-o': write('-o writes the pretty-printed program to a file (awkprof.out unless named)'),
    '--pretty-print': write('--pretty-print writes the pretty-printed program to a file (awkprof.out unless named)'),
    '-p': write('-p writes a profile to a file (awkprof.out unless named)'),
    '--profile': write('--profile writes a profile to a file (awkprof.out unless named)'),
    '-D': read('-D reads debugger commands from the named file'),
    '--debug': read('--debug reads debugger commands from the named file'),
    '-v': none('-v assigns a variable'),
    '--assign': none('--assign assigns a variable'),
    '-F': none('-F is the field separator'),
    '--field-separator': none('--field-separator is the field separator'),
  },
  operands: {
    program: program('awk', exec('operand is awk program text, which can run commands through system() and write files with print >')),
    program_text: program('awk', exec('operand is awk program text, which can run commands through system() and write files with print >')),
    file: read('operand is a file it reads'),
    files: read('operand is a file it reads'),
    '*': exec('the program text operand can run commands through system() and write files with print >'),
  },
  operandRoles: [{ whenFlags: ['-f', '--file', '-e', '--source'], operands: ['*'], effect: 'read', reason: 'is a file it reads (the program comes from -f or -e)' }],
};

const sort: CuratedProgram = {
  ...READS_FILES,
  flags: {
    '--output': write('--output writes the named file'),
    '-o': write('-o writes the named file'),
    '--compress-program': exec('--compress-program runs a program'),
    '--temporary-directory': write('--temporary-directory writes temporary files into the named directory'),
    '-T': write('-T writes temporary files into the named directory'),
    '--random-source': read('--random-source reads the named file'),
    '--files0-from': read('--files0-from reads the named file'),
  },
};

/** seq prints numbers: its operands are numbers, its values a format and a separator. */
const seq: CuratedProgram = {
  flags: {
    '--format': pattern('--format is a printf format it prints'),
    '-f': pattern('-f is a printf format it prints'),
    '--separator': none('--separator is the text it prints between numbers'),
    '-s': none('-s is the text it prints between numbers'),
  },
  operands: { '*': none('operand is a number (FIRST, INCREMENT or LAST)') },
};

/** sleep waits: its operands are durations (`NUMBER[SUFFIX]`). */
const sleep: CuratedProgram = { operands: { '*': none('operand is a duration') } };

const tee: CuratedProgram = {
  operands: { '*': write('operand is a file it writes') },
  values: none('values are modes'),
};

const uniq: CuratedProgram = {
  operands: { input: read('operand is the file it reads'), output: write('operand is the file it writes'), '*': read('operand is a file it reads') },
  values: none('values are counts and methods'),
};

const diff: CuratedProgram = {
  ...READS_FILES,
  flags: {
    '--from-file': read('--from-file reads the named file'),
    '--to-file': read('--to-file reads the named file'),
    '--exclude-from': read('--exclude-from reads the named file'),
    '-X': read('-X reads the named file'),
  },
};

const wc: CuratedProgram = { ...READS_FILES, flags: { '--files0-from': read('--files0-from reads the named file') } };
const du: CuratedProgram = {
  ...READS_FILES,
  flags: {
    '--files0-from': read('--files0-from reads the named file'),
    '--exclude-from': read('--exclude-from reads the named file'),
    '-X': read('-X reads the named file'),
  },
};
const checksum: CuratedProgram = READS_FILES;

const ls: CuratedProgram = {
  flags: {
    '--ignore': pattern('--ignore is a glob of names it hides'),
    '-I': pattern('-I is a glob of names it hides'),
    '--hide': pattern('--hide is a glob of names it hides'),
  },
  operands: { '*': read('operand is a file or directory it lists') },
  values: none('values are patterns, formats and sizes; ls writes no file and runs no program'),
};

/**
 * cp and mv (GNU, BSD): operands are the sources and, last, the destination. Named operands say which;
 * an operand list that holds both (`file...`) is written, since the last one is. mv removes each
 * source from where it was, so its sources are written too. Other values are backup controls,
 * suffixes, attribute lists and security contexts.
 */
const COPY_FLAGS: Readonly<Record<string, CuratedEntry>> = {
  '--target-directory': write('--target-directory is the directory it writes into'),
  '-t': write('-t is the directory it writes into'),
  '--backup': none('--backup is a backup control (none, numbered, existing, simple)'),
  '--suffix': none('--suffix is the backup suffix'),
  '-S': none('-S is the backup suffix'),
  '--context': none('--context is an SELinux security context'),
};
const COPY_DESTINATION: Readonly<Record<string, CuratedEntry>> = {
  dest: write('operand is the file or directory it writes'),
  destination: write('operand is the file or directory it writes'),
  directory: write('operand is the directory it writes into'),
  dir: write('operand is the directory it writes into'),
  target: write('operand is the file or directory it writes'),
  target_file: write('operand is the file it writes'),
  target_directory: write('operand is the directory it writes into'),
  '*': write('operands are the sources and, last, the destination it writes'),
};
const cp: CuratedProgram = {
  flags: {
    ...COPY_FLAGS,
    '--preserve': none('--preserve is a list of attributes'),
    '--no-preserve': none('--no-preserve is a list of attributes'),
  },
  operands: {
    ...COPY_DESTINATION,
    source: read('operand is a file it copies (reads)'),
    sources: read('operand is a file it copies (reads)'),
    source_file: read('operand is a file it copies (reads)'),
    src: read('operand is a file it copies (reads)'),
  },
  values: none('values are attribute lists, backup controls, suffixes and contexts; cp writes only its destination'),
};
const mv: CuratedProgram = {
  flags: COPY_FLAGS,
  operands: {
    ...COPY_DESTINATION,
    source: write('operand is a file it moves (removes from where it was)'),
    sources: write('operand is a file it moves (removes from where it was)'),
    source_file: write('operand is a file it moves (removes from where it was)'),
    src: write('operand is a file it moves (removes from where it was)'),
  },
  values: none('values are backup controls, suffixes and contexts; mv writes only its sources and destination'),
};

/** touch and mkdir create what their operands name. */
const touch: CuratedProgram = {
  flags: {
    '--reference': read('--reference reads the times of the named file'),
    '-r': read('-r reads the times of the named file'),
    '--date': none('--date is a date'),
    '-d': none('-d is a date'),
    '-t': none('-t is a time stamp'),
    '--time': none('--time names which time it changes'),
  },
  operands: { '*': write('operand is a file it creates or whose times it changes') },
};
const mkdir: CuratedProgram = {
  flags: { '--mode': none('--mode is a file mode'), '-m': none('-m is a file mode'), '--context': none('--context is an SELinux security context') },
  operands: { '*': write('operand is a directory it creates') },
};

/**
 * fd (`fdfind` on Debian) lists what it finds: patterns, types, extensions, sizes, times and owners
 * are filters; it runs programs only through --exec and --exec-batch.
 */
const fd: CuratedProgram = {
  flags: {
    '--exec': exec('--exec runs a program for each result'),
    '-x': exec('-x runs a program for each result'),
    '--exec-batch': exec('--exec-batch runs a program with the results'),
    '-X': exec('-X runs a program with the results'),
    '--ignore-file': read('--ignore-file reads the named ignore file'),
    '--base-directory': read('--base-directory is the directory it searches from'),
    '--search-path': read('--search-path is a directory it searches'),
    '--and': pattern('--and is a search pattern'),
    '--exclude': pattern('--exclude is a glob of paths it skips'),
    '-E': pattern('-E is a glob of paths it skips'),
    '--type': none('--type filters results by kind (file, directory, symlink...)'),
    '-t': none('-t filters results by kind (file, directory, symlink...)'),
    '--extension': none('--extension filters results by file extension'),
    '-e': none('-e filters results by file extension'),
  },
  operands: {
    pattern: pattern('operand is the search pattern'),
    path: read('operand is a directory it searches'),
    '*': read('operand is a directory it searches'),
  },
  values: none('values are patterns, types, extensions, sizes, times, owners and counts; fd writes no file and runs programs only through --exec and --exec-batch'),
};

/** file reads the files it is given and prints their types. */
const file: CuratedProgram = {
  flags: {
    '--magic-file': read('--magic-file reads the named magic file'),
    '-m': read('-m reads the named magic file'),
    '--files-from': read('--files-from reads the file names from the named file'),
    '-f': read('-f reads the file names from the named file'),
    '--compile': write('--compile writes a compiled magic file (magic.mgc) into the working directory'),
    '-C': write('-C writes a compiled magic file (magic.mgc) into the working directory'),
  },
  operands: { '*': read('operand is a file it inspects') },
  values: none('values are test names, separators and limits; file writes no file except with --compile'),
};

/** tree lists directories: it writes only through -o and -R. */
const tree: CuratedProgram = {
  flags: {
    '-o': write('-o writes the listing to the named file'),
    '-R': write('-R reruns tree in each directory at the -L depth, writing 00Tree.html there'),
    '--gitfile': read('--gitfile reads the named gitignore file'),
    '--infofile': read('--infofile reads the named info file'),
    '--hintro': read('--hintro reads the named HTML intro file'),
    '--houtro': read('--houtro reads the named HTML outro file'),
    '-P': pattern('-P is a pattern of names it lists'),
    '-I': pattern('-I is a pattern of names it hides'),
    '--timefmt': pattern('--timefmt is a time format it prints'),
    '-H': none('-H is a base URL printed into the HTML output; it connects to nothing'),
    '-T': none('-T is the HTML title'),
  },
  operands: { '*': read('operand is a directory it lists') },
  // --fromfile makes the operands files of paths (and so reads the names inside them).
  operandRoles: [{ whenFlags: ['--fromfile'], operands: ['*'], effect: 'read', reason: 'is a file of paths it reads (--fromfile)' }],
  values: none('values are patterns, levels, limits, charsets, titles, sort keys and time formats; tree writes only through -o and -R'),
};

const find: CuratedProgram = {
  flags: {
    '-exec': exec('-exec runs a program'),
    '-execdir': exec('-execdir runs a program'),
    '-ok': exec('-ok runs a program'),
    '-okdir': exec('-okdir runs a program'),
    '-delete': write('-delete deletes the files found'),
    '-fprint': write('-fprint writes the named file'),
    '-fprint0': write('-fprint0 writes the named file'),
    '-fprintf': write('-fprintf writes the named file'),
    '-fls': write('-fls writes the named file'),
    '-newer': read('-newer reads the named file'),
    '-anewer': read('-anewer reads the named file'),
    '-cnewer': read('-cnewer reads the named file'),
    '-samefile': read('-samefile reads the named file'),
    '-files0-from': read('-files0-from reads the named file'),
    '-name': pattern('-name is a glob of file names'),
    '-iname': pattern('-iname is a glob of file names'),
    '-lname': pattern('-lname is a glob of link targets'),
    '-ilname': pattern('-ilname is a glob of link targets'),
    '-path': pattern('-path is a glob of paths'),
    '-ipath': pattern('-ipath is a glob of paths'),
    '-wholename': pattern('-wholename is a glob of paths'),
    '-iwholename': pattern('-iwholename is a glob of paths'),
    '-regex': pattern('-regex is a regular expression of paths'),
    '-iregex': pattern('-iregex is a regular expression of paths'),
    '-printf': pattern('-printf is a format it prints'),
  },
  tuples: { '-fprintf': { repeatable: true, values: [value('file', write('writes the named file')), value('format', none('is the output format'))] } },
  operands: {
    path: read('operand is a directory it searches'),
    expression: exec('the expression operand can hold -exec, -delete and -fprint actions'),
    '*': exec('the expression operands can hold -exec, -delete and -fprint actions'),
  },
  values: none('values are names, patterns, sizes and times'),
};

// --- archives and transfer ---------------------------------------------------------------------

const tar: CuratedProgram = {
  flags: {
    '--to-command': exec('--to-command runs a program for each member'),
    '--checkpoint-action': exec('--checkpoint-action can run a program (exec=)'),
    '--use-compress-program': exec('--use-compress-program runs a program'),
    '-I': exec('-I runs a compression program'),
    '--rsh-command': exec('--rsh-command runs a program'),
    '--info-script': exec('--info-script runs a script'),
    '--new-volume-script': exec('--new-volume-script runs a script'),
    '-F': exec('-F runs a script'),
    '--rmt-command': exec('--rmt-command runs a program'),
    '--file': write('--file names the archive, which tar creates or overwrites with -c'),
    '-f': write('-f names the archive, which tar creates or overwrites with -c'),
    '--directory': write('--directory is where tar extracts (writes) files'),
    '-C': write('-C is where tar extracts (writes) files'),
    '--remove-files': write('--remove-files deletes the files it archived'),
    '--index-file': write('--index-file writes the named file'),
    '--listed-incremental': write('--listed-incremental writes the named snapshot file'),
    '-g': write('-g writes the named snapshot file'),
    '--volno-file': write('--volno-file writes the named file'),
    '--files-from': read('--files-from reads the named file'),
    '-T': read('-T reads the named file'),
    '--exclude-from': read('--exclude-from reads the named file'),
    '-X': read('-X reads the named file'),
  },
  operands: { '*': read('operands are files to archive or members to extract') },
};

const curl: CuratedProgram = {
  flags: {
    '--url': network('--url is fetched'),
    '--output': write('--output writes the named file'),
    '-o': write('-o writes the named file'),
    '--remote-name': write('--remote-name writes a file named after the URL'),
    '-O': write('-O writes a file named after the URL'),
    '--remote-name-all': write('--remote-name-all writes files named after the URLs'),
    '--output-dir': write('--output-dir writes into the named directory'),
    '--create-dirs': write('--create-dirs creates directories'),
    '--dump-header': write('--dump-header writes the named file'),
    '-D': write('-D writes the named file'),
    '--cookie-jar': write('--cookie-jar writes the named file'),
    '-c': write('-c writes the named cookie file'),
    '--trace': write('--trace writes the named file'),
    '--trace-ascii': write('--trace-ascii writes the named file'),
    '--stderr': write('--stderr writes the named file'),
    '--libcurl': write('--libcurl writes the named file'),
    '--etag-save': write('--etag-save writes the named file'),
    '--hsts': write('--hsts reads and writes the named cache file'),
    '--alt-svc': write('--alt-svc reads and writes the named cache file'),
    '--write-out': write('--write-out can write files (%output{})'),
    '-w': write('-w can write files (%output{})'),
    '--config': read('--config reads the named file'),
    '-K': read('-K reads the named file'),
    '--upload-file': read('--upload-file reads the named file and sends it'),
    '-T': read('-T reads the named file and sends it'),
    '--netrc-file': secret(read('--netrc-file reads credentials from the named file')),
    '--cacert': read('--cacert reads the named file'),
    '--cert': secret(read('--cert reads the named file; its value may carry a password')),
    '-E': secret(read('-E reads the named file; its value may carry a password')),
    '--key': read('--key reads the named private key file'),
    '--proxy': network('--proxy is a host it connects to'),
    '-x': network('-x is a host it connects to'),
    '--preproxy': network('--preproxy is a host it connects to'),
    '--connect-to': network('--connect-to is a host it connects to'),
    '--resolve': network('--resolve names hosts it connects to'),
    '--unix-socket': network('--unix-socket connects to the named socket'),
    '--user': secret(none('--user carries a user name and password')),
    '-u': secret(none('-u carries a user name and password')),
    '--proxy-user': secret(none('--proxy-user carries a user name and password')),
    '-U': secret(none('-U carries a user name and password')),
    '--oauth2-bearer': secret(none('--oauth2-bearer is a token')),
    '--pass': secret(none('--pass is a passphrase')),
    '--header': secret(none('--header may carry Authorization, Cookie or token headers')),
    '-H': secret(none('-H may carry Authorization, Cookie or token headers')),
    '--proxy-header': secret(none('--proxy-header may carry credentials')),
    '--cookie': secret(read('--cookie is a cookie string or a file it reads')),
    '-b': secret(read('-b is a cookie string or a file it reads')),
    '--data': read('--data reads the named file when the value starts with @'),
    '-d': read('-d reads the named file when the value starts with @'),
    '--data-binary': read('--data-binary reads the named file when the value starts with @'),
    '--data-urlencode': read('--data-urlencode reads the named file when the value has @'),
    '--data-raw': none('--data-raw is sent as is'),
    '--quote': network('--quote sends FTP or SFTP commands to the server it connects to (it runs no program here)'),
    '-Q': network('-Q sends FTP or SFTP commands to the server it connects to (it runs no program here)'),
    '--ftp-alternative-to-user': network('--ftp-alternative-to-user sends a command to the FTP server (it runs no program here)'),
    '--mail-from': none('--mail-from is an e-mail address it sends'),
    '--mail-rcpt': none('--mail-rcpt is an e-mail address it sends'),
    '--mail-auth': none('--mail-auth is an e-mail address it sends'),
    '--form': read('--form reads the named file when the value has @ or <'),
    '-F': read('-F reads the named file when the value has @ or <'),
    '--json': read('--json reads the named file when the value starts with @'),
  },
  operands: { '*': network('operand is a URL it fetches') },
};

const wget: CuratedProgram = {
  flags: {
    '--output-document': write('--output-document writes the named file'),
    '-O': write('-O writes the named file'),
    '--output-file': write('--output-file writes the named log file'),
    '-o': write('-o writes the named log file'),
    '--append-output': write('--append-output writes the named log file'),
    '-a': write('-a writes the named log file'),
    '--directory-prefix': write('--directory-prefix writes into the named directory'),
    '-P': write('-P writes into the named directory'),
    '--save-cookies': write('--save-cookies writes the named file'),
    '--warc-file': write('--warc-file writes the named file'),
    '--delete-after': write('--delete-after deletes files'),
    '--execute': exec('--execute runs wgetrc commands, which can set output files and helper programs'),
    '-e': exec('-e runs wgetrc commands, which can set output files and helper programs'),
    '--use-askpass': exec('--use-askpass runs a program'),
    '--input-file': read('--input-file reads the named file'),
    '-i': read('-i reads the named file'),
    '--post-file': read('--post-file reads the named file and sends it'),
    '--body-file': read('--body-file reads the named file and sends it'),
    '--load-cookies': read('--load-cookies reads the named file'),
    '--config': read('--config reads the named file'),
    '--user': secret(none('--user is a user name')),
    '--password': secret(none('--password is a password')),
    '--http-user': secret(none('--http-user is a user name')),
    '--http-password': secret(none('--http-password is a password')),
    '--ftp-user': secret(none('--ftp-user is a user name')),
    '--ftp-password': secret(none('--ftp-password is a password')),
    '--proxy-user': secret(none('--proxy-user is a user name')),
    '--proxy-password': secret(none('--proxy-password is a password')),
    '--header': secret(none('--header may carry Authorization, Cookie or token headers')),
  },
  operands: { '*': network('operand is a URL it fetches') },
};

const ssh: CuratedProgram = {
  flags: {
    '-o': exec('-o sets options such as ProxyCommand and LocalCommand, which run programs'),
    '-F': exec('-F reads a configuration file, which can name programs ssh runs (ProxyCommand)'),
    '-E': write('-E writes the named log file'),
    '-S': write('-S creates the named control socket'),
    '-i': read('-i reads the named identity file'),
    '-J': network('-J names jump hosts'),
    '-W': network('-W forwards to the named host'),
    '-L': network('-L forwards a port'),
    '-R': network('-R forwards a port'),
    '-D': network('-D opens a SOCKS proxy'),
    '-l': none('-l is a user name'),
    '-p': none('-p is a port'),
  },
  operands: {
    destination: network('operand is the host it connects to'),
    hostname: network('operand is the host it connects to'),
    host: network('operand is the host it connects to'),
    '*': exec('operands are a command it runs on the remote host'),
  },
};

const rsync: CuratedProgram = {
  flags: {
    '--rsh': exec('--rsh runs a program'),
    '-e': exec('-e runs a program'),
    '--rsync-path': exec('--rsync-path runs a program'),
    '--delete': write('--delete deletes files'),
    '--delete-before': write('--delete-before deletes files'),
    '--delete-during': write('--delete-during deletes files'),
    '--delete-delay': write('--delete-delay deletes files'),
    '--delete-after': write('--delete-after deletes files'),
    '--delete-excluded': write('--delete-excluded deletes files'),
    '--delete-missing-args': write('--delete-missing-args deletes files'),
    '--remove-source-files': write('--remove-source-files deletes the source files'),
    '--log-file': write('--log-file writes the named file'),
    '--write-batch': write('--write-batch writes the named file'),
    '--only-write-batch': write('--only-write-batch writes the named file'),
    '--backup-dir': write('--backup-dir writes into the named directory'),
    '--partial-dir': write('--partial-dir writes into the named directory'),
    '--temp-dir': write('--temp-dir writes into the named directory'),
    '-T': write('-T writes into the named directory'),
    '--read-batch': read('--read-batch reads the named file'),
    '--files-from': read('--files-from reads the named file'),
    '--exclude-from': read('--exclude-from reads the named file'),
    '--include-from': read('--include-from reads the named file'),
    '--password-file': secret(read('--password-file reads a password from the named file')),
  },
  operands: { '*': write('operands are sources and the destination it writes') },
};

const man: CuratedProgram = {
  flags: {
    '--pager': exec('--pager runs a program'),
    '-P': exec('-P runs a program'),
    '--html': exec('--html runs a web browser'),
    '-H': exec('-H runs a web browser'),
    '--config-file': read('--config-file reads the named file'),
    '-C': read('-C reads the named file'),
    '--manpath': read('--manpath reads manual pages from the named directories'),
    '-M': read('-M reads manual pages from the named directories'),
  },
  operands: { '*': none('operand names a manual page') },
};

const make: CuratedProgram = {
  flags: {
    '--file': exec('--file reads a makefile whose recipes make runs'),
    '-f': exec('-f reads a makefile whose recipes make runs'),
    '--makefile': exec('--makefile reads a makefile whose recipes make runs'),
    '--directory': exec('--directory runs the makefile of the named directory'),
    '-C': exec('-C runs the makefile of the named directory'),
    '--eval': exec('--eval is makefile text'),
    '--jobs': none('--jobs is a number'),
    '-j': none('-j is a number'),
  },
  operands: { '*': exec('operands are targets whose recipes make runs, or variable assignments') },
  values: exec('make runs the recipes of its makefile'),
};

/** Docker commands that only show things: formats and filters are Go templates and expressions. */
const DOCKER_SHOWS: CuratedScope = {
  values: none('values are formats, filters and names; the command shows things and writes no file'),
  operands: { '*': none('operand names a container, image or other object') },
};

const DOCKER_RUNS: CuratedScope = {
  flags: {
    '--entrypoint': exec('--entrypoint runs a program'),
    '--privileged': exec('--privileged gives the container control of the host'),
    '--volume': write('--volume lets the container write the named host path'),
    '-v': write('-v lets the container write the named host path'),
    '--mount': write('--mount lets the container write the named host path'),
    '--cidfile': write('--cidfile writes the named file'),
    '--env-file': read('--env-file reads the named file'),
    '--label-file': read('--label-file reads the named file'),
    '--hostname': none('--hostname is the container\'s own host name; it connects to nothing'),
    '--domainname': none('--domainname is the container\'s own domain name; it connects to nothing'),
    '--mac-address': none('--mac-address is the container\'s MAC address; it connects to nothing'),
    '--add-host': none('--add-host adds a host-to-IP line to the container\'s /etc/hosts; it connects to nothing'),
  },
  operands: { '*': exec('operands are the image and the command it runs') },
};

const DOCKER_OUTPUT: CuratedScope = {
  flags: { '--output': write('--output writes the named file'), '-o': write('-o writes the named file') },
};

/** Read-only docker commands, each also under its object group (`container ls`, `image inspect`). */
const DOCKER_SHOW_COMMANDS = [
  'ps', 'images', 'inspect', 'info', 'version', 'top', 'diff', 'logs', 'history', 'port', 'stats', 'events',
  ...['container', 'image', 'network', 'volume', 'node', 'plugin', 'secret', 'config', 'service', 'stack', 'context', 'checkpoint', 'system']
    .flatMap((group) => ['ls', 'inspect', 'ps', 'top', 'diff', 'logs', 'history', 'port', 'stats', 'show', 'df', 'info', 'events'].map((verb) => `${group} ${verb}`)),
];

const docker: CuratedProgram = {
  flags: {
    '--host': network('--host names the daemon it connects to'),
    '--context': network('--context chooses the daemon it connects to'),
    '--config': exec('--config chooses a configuration directory, which names credential helpers docker runs'),
    '--tlscacert': read('--tlscacert reads the named file'),
    '--tlscert': read('--tlscert reads the named file'),
    '--tlskey': read('--tlskey reads the named file'),
    '--password': secret(none('--password is a password')),
  },
  commands: {
    '': { flags: { '-H': network('-H names the daemon it connects to'), '-c': network('-c chooses the daemon it connects to') } },
    ...Object.fromEntries(DOCKER_SHOW_COMMANDS.map((command) => [command, DOCKER_SHOWS])),
    run: DOCKER_RUNS,
    create: DOCKER_RUNS,
    'container run': DOCKER_RUNS,
    'container create': DOCKER_RUNS,
    exec: { operands: { '*': exec('operands are the container and the command it runs') } },
    'container exec': { operands: { '*': exec('operands are the container and the command it runs') } },
    build: {
      flags: {
        '--file': read('--file reads the named Dockerfile'), '-f': read('-f reads the named Dockerfile'),
        '--output': write('--output writes files'), '-o': write('-o writes files'), '--iidfile': write('--iidfile writes the named file'),
      },
      operands: { '*': read('operand is the build context it reads') },
    },
    save: DOCKER_OUTPUT,
    'image save': DOCKER_OUTPUT,
    export: DOCKER_OUTPUT,
    'container export': DOCKER_OUTPUT,
    load: { flags: { '--input': read('--input reads the named file'), '-i': read('-i reads the named file') } },
    cp: { operands: { '*': write('operands are a source and the destination it writes') } },
    'container cp': { operands: { '*': write('operands are a source and the destination it writes') } },
    login: { flags: { '--password': secret(none('--password is a password')), '-p': secret(none('-p is a password')), '--username': secret(none('--username is a user name')), '-u': secret(none('-u is a user name')) } },
  },
};

const kubectl: CuratedProgram = {
  flags: {
    '--kubeconfig': exec('--kubeconfig reads a configuration that can name an exec credential plugin kubectl runs'),
    '--server': network('--server names the API server it connects to'),
    '-s': network('-s names the API server it connects to'),
    '--context': network('--context chooses the cluster it connects to'),
    '--cluster': network('--cluster chooses the cluster it connects to'),
    '--token': secret(none('--token is a bearer token')),
    '--username': secret(none('--username is a user name')),
    '--password': secret(none('--password is a password')),
    '--client-key': read('--client-key reads the named file'),
    '--client-certificate': read('--client-certificate reads the named file'),
    '--certificate-authority': read('--certificate-authority reads the named file'),
    '--cache-dir': write('--cache-dir writes into the named directory'),
    '--log-file': write('--log-file writes the named file'),
    '--filename': read('--filename reads the named file'),
    '-f': read('-f reads the named file'),
    '--kustomize': read('--kustomize reads the named directory'),
    '-k': read('-k reads the named directory'),
    // The options `kubectl options` lists for every command (issue 32: bound on each command).
    '--namespace': none('--namespace names a namespace'),
    '-n': none('-n names a namespace'),
    '--as': network('--as impersonates another user on the API server'),
    '--as-group': network('--as-group impersonates a group on the API server'),
    '--as-uid': network('--as-uid impersonates a UID on the API server'),
    '--user': network('--user chooses the credentials it connects with'),
    '--tls-server-name': none('--tls-server-name is the server name its certificate is checked against'),
    '--profile': none('--profile names what to profile'),
    '--profile-output': write('--profile-output writes the named file'),
    '--log-flush-frequency': none('--log-flush-frequency is a duration'),
    '--vmodule': none('--vmodule is a list of patterns and levels'),
  },
  commands: {
    exec: { operands: { '*': exec('operands are the pod and the command it runs') } },
    cp: { operands: { '*': write('operands are a source and the destination it writes') } },
    debug: { operands: { '*': exec('operands are the target and the command it runs') } },
    run: { operands: { '*': exec('operands are the image and the command it runs') } },
  },
};

/** npm commands that only show local things: keys, package names and selectors. */
const NPM_SHOWS: CuratedScope = {
  values: none('values select packages, workspaces and config locations'),
  operands: { '*': none('operand names a package or a config key') },
};

const npm: CuratedProgram = {
  flags: {
    '--prefix': write('--prefix writes into the named directory'),
    '--cache': write('--cache writes into the named directory'),
    '--logs-dir': write('--logs-dir writes into the named directory'),
    '--userconfig': exec('--userconfig reads a configuration that can name programs npm runs (script-shell)'),
    '--globalconfig': exec('--globalconfig reads a configuration that can name programs npm runs (script-shell)'),
    '--script-shell': exec('--script-shell runs a program'),
    '--viewer': exec('--viewer can run a web browser'),
    '--browser': exec('--browser runs a web browser'),
    '--editor': exec('--editor runs a program'),
    '--registry': network('--registry names the server it connects to'),
    '--otp': secret(none('--otp is a one-time password')),
    '--call': exec('--call runs a shell command'),
    '--workspace': none('--workspace selects a workspace'),
    '--location': none('--location selects a config file'),
  },
  commands: {
    ls: NPM_SHOWS,
    list: NPM_SHOWS,
    ll: NPM_SHOWS,
    get: NPM_SHOWS,
    'config get': NPM_SHOWS,
    'config list': NPM_SHOWS,
    'pkg get': NPM_SHOWS,
    'cache ls': NPM_SHOWS,
    'install-scripts ls': NPM_SHOWS,
    help: NPM_SHOWS,
    exec: { flags: { '-c': exec('-c runs a shell command') }, operands: { '*': exec('operands are a package command it runs') } },
    x: { flags: { '-c': exec('-c runs a shell command') }, operands: { '*': exec('operands are a package command it runs') } },
    run: { operands: { '*': exec('operands are a package script it runs') } },
    'run-script': { operands: { '*': exec('operands are a package script it runs') } },
    start: { operands: { '*': exec('runs the package\'s start script') } },
    test: { operands: { '*': exec('runs the package\'s test script') } },
    restart: { operands: { '*': exec('runs the package\'s restart script') } },
    stop: { operands: { '*': exec('runs the package\'s stop script') } },
    install: { operands: { '*': exec('installs packages, which runs their install scripts') } },
    ci: { operands: { '*': exec('installs packages, which runs their install scripts') } },
    explore: { operands: { '*': exec('runs a shell in the package directory') } },
  },
};

/** pm2 starts programs and keeps them running: what it is told to start runs, as given. */
const PM2_STARTS: CuratedScope = {
  operands: { '*': exec('operand is a script, program or ecosystem file pm2 starts and keeps running, or a process it controls') },
};

const pm2: CuratedProgram = {
  flags: {
    '--interpreter': exec('--interpreter is the program that runs the app'),
    '--interpreter-args': exec('--interpreter-args are arguments of the program that runs the app'),
    '--node-args': exec('--node-args are arguments of the node that runs the app'),
    '--execute-command': exec('--execute-command runs the operand as a program'),
  },
  commands: {
    start: PM2_STARTS,
    restart: PM2_STARTS,
    startOrRestart: PM2_STARTS,
    startOrReload: PM2_STARTS,
    startOrGracefulReload: PM2_STARTS,
    deploy: { operands: { '*': exec('operand is a deploy file whose commands pm2 runs over ssh') } },
    install: { operands: { '*': exec('operand is a module pm2 installs and runs') } },
    'module:install': { operands: { '*': exec('operand is a module pm2 installs and runs') } },
  },
};

/**
 * The curated table, keyed by program name. Programs that share behaviour share an entry
 * (the shells, the checksum tools). Frozen: nothing may change it at run time.
 */
export const CURATED_EFFECTS: Readonly<Record<string, CuratedProgram>> = deepFreeze({
  git,
  env,
  xargs,
  timeout,
  nice,
  nohup,
  watch,
  sudo,
  doas: sudo,
  sh: SHELL,
  bash: SHELL,
  zsh: SHELL,
  dash: SHELL,
  ksh: SHELL,
  fish: SHELL,
  python: PYTHON,
  python3: PYTHON,
  node: NODE,
  nodejs: NODE,
  perl: PERL,
  ruby: RUBY,
  grep,
  egrep: grep,
  fgrep: grep,
  rg,
  jq,
  sed,
  awk,
  gawk: awk,
  mawk: awk,
  nawk: awk,
  sort,
  seq,
  sleep,
  tee,
  uniq,
  diff,
  cmp: READS_FILES,
  comm: READS_FILES,
  cat: READS_FILES,
  head: READS_FILES,
  tail: READS_FILES,
  nl: READS_FILES,
  tac: READS_FILES,
  cut: READS_FILES,
  wc,
  du,
  df: { ...READS_FILES, flags: { '--output': none('--output selects the columns df prints') } },
  ps: { values: none('values select processes and columns; ps writes no file and runs no program'), operands: { '*': none('operand selects processes') } },
  top: { values: none('values are delays, counts, users and process ids; top writes no file here (stdin is empty)') },
  stat: READS_FILES,
  realpath: READS_FILES,
  basename: { values: none('values are suffixes and separators'), operands: { '*': none('operand is a name it prints') } },
  dirname: { values: none('values are separators'), operands: { '*': none('operand is a name it prints') } },
  md5sum: checksum,
  sha1sum: checksum,
  sha256sum: checksum,
  sha512sum: checksum,
  b2sum: checksum,
  ls,
  find,
  cp,
  mv,
  touch,
  mkdir,
  fd,
  fdfind: fd,
  file,
  tree,
  tar,
  curl,
  wget,
  ssh,
  rsync,
  man,
  make,
  docker,
  kubectl,
  npm,
  pm2,
});

/**
 * What running a command does whatever parameters a call gives it (docs/governance.md "What the
 * argument layer alone closes"): program → command words → effects (`write` or `network`). Every
 * call of such a command is judged as if it set a parameter of each effect, so with the default
 * treatments it needs approval. Checked with the real programs (Go 1.19, Poetry 1.3).
 */
export const COMMAND_EFFECTS: Readonly<Record<string, Readonly<Record<string, readonly CuratedEntry[]>>>> = deepFreeze({
  go: {
    get: [
      write('updates go.mod and go.sum to require the packages (with -u, their newest versions)'),
      network('downloads modules from the module proxy into the module cache'),
    ],
    list: [network('downloads the modules the listed packages need into the module cache (and with -m -u or -versions asks the module proxy)')],
    'mod download': [network('downloads modules from the module proxy into the module cache')],
    'mod tidy': [write('rewrites go.mod and go.sum'), network('downloads the modules the packages need into the module cache')],
    'mod vendor': [write('writes the vendor directory'), network('downloads the modules the packages need into the module cache')],
    'mod graph': [network('downloads the go.mod files of the modules in the graph into the module cache')],
    'mod why': [network('downloads the modules the packages need into the module cache')],
    build: [network('downloads the modules the packages need into the module cache')],
    install: [write('installs the built programs into GOBIN, outside the project'), network('downloads the modules the packages need into the module cache')],
    run: [network('downloads the modules the packages need into the module cache')],
    test: [network('downloads the modules the packages need into the module cache')],
    vet: [network('downloads the modules the packages need into the module cache')],
  },
  poetry: {
    // Poetry runs every command that works in the project's environment after creating that
    // environment; `show` is the only one the name table calls read-only.
    show: [write('creates the project\'s virtualenv when it has none (hundreds of files)')],
    search: [network('searches the package index (PyPI)')],
  },
});

/** How an option makes a program open paths that are not in its argv. */
export type IndirectPathKind = 'names' | 'links';

/** One option that makes a program open paths svc does not see. `reason` completes "<program> <token> ...". */
export interface IndirectPathEntry {
  readonly kind: IndirectPathKind;
  readonly reason: string;
}

const listedNames = (reason: string): IndirectPathEntry => ({ kind: 'names', reason });
const followsLinks = (reason: string): IndirectPathEntry => ({ kind: 'links', reason });

const GREP_FOLLOWS: Readonly<Record<string, IndirectPathEntry>> = {
  '--dereference-recursive': followsLinks('--dereference-recursive follows every symbolic link it meets, wherever it points'),
  '-R': followsLinks('-R follows every symbolic link it meets, wherever it points'),
};

/**
 * Options that make a program open paths path confinement never sees (docs/governance.md "What the
 * argument layer alone closes"), per program, by flag token: `names`, the value is a file whose
 * contents name the files read (`--files0-from`); `links`, the program follows symbolic links
 * while it walks directories (`rg --follow`). With a sandbox the kernel confines what they open;
 * without one a call that sets them needs approval. Options of other programs are found by the
 * help rules of `indirect-paths.ts`.
 */
export const INDIRECT_PATHS: Readonly<Record<string, Readonly<Record<string, IndirectPathEntry>>>> = deepFreeze({
  grep: GREP_FOLLOWS,
  egrep: GREP_FOLLOWS,
  fgrep: GREP_FOLLOWS,
  rg: {
    '--follow': followsLinks('--follow follows symbolic links while it walks directories, wherever they point'),
    '-L': followsLinks('-L follows symbolic links while it walks directories, wherever they point'),
  },
  du: {
    '--files0-from': listedNames('--files0-from measures the files named inside the list file'),
    '--dereference': followsLinks('--dereference follows every symbolic link, wherever it points'),
    '-L': followsLinks('-L follows every symbolic link, wherever it points'),
  },
  ls: {
    '--dereference': followsLinks('--dereference shows what symbolic links point to, wherever that is'),
    '-L': followsLinks('-L shows what symbolic links point to, wherever that is'),
  },
  sort: { '--files0-from': listedNames('--files0-from reads the files named inside the list file') },
  wc: { '--files0-from': listedNames('--files0-from reads the files named inside the list file') },
  find: {
    '-files0-from': listedNames('-files0-from searches the starting points named inside the list file'),
    '-L': followsLinks('-L follows symbolic links, wherever they point'),
    '-follow': followsLinks('-follow follows symbolic links, wherever they point'),
  },
  tar: {
    '--files-from': listedNames('--files-from archives the files named inside the list file'),
    '-T': listedNames('-T archives the files named inside the list file'),
    '--dereference': followsLinks('--dereference archives the files symbolic links point to, wherever they are'),
    '-h': followsLinks('-h archives the files symbolic links point to, wherever they are'),
  },
  rsync: {
    '--files-from': listedNames('--files-from transfers the files named inside the list file'),
    '--copy-links': followsLinks('--copy-links transfers what symbolic links point to, wherever it is'),
    '-L': followsLinks('-L transfers what symbolic links point to, wherever it is'),
    '--copy-unsafe-links': followsLinks('--copy-unsafe-links transfers what symbolic links out of the tree point to'),
  },
  fd: {
    '--follow': followsLinks('--follow follows symbolic links while it walks directories, wherever they point'),
    '-L': followsLinks('-L follows symbolic links while it walks directories, wherever they point'),
  },
  fdfind: {
    '--follow': followsLinks('--follow follows symbolic links while it walks directories, wherever they point'),
    '-L': followsLinks('-L follows symbolic links while it walks directories, wherever they point'),
  },
  tree: {
    '-l': followsLinks('-l follows symbolic links to directories while it walks, wherever they point'),
    '--fromfile': listedNames('--fromfile lists the paths named inside its operand files'),
  },
  file: {
    '--files-from': listedNames('--files-from inspects the files named inside the list file'),
    '-f': listedNames('-f inspects the files named inside the list file'),
  },
  xargs: {
    '--arg-file': listedNames('--arg-file takes the arguments, file names among them, from the list file'),
    '-a': listedNames('-a takes the arguments, file names among them, from the list file'),
  },
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  }
  return value;
}
