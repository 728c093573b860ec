/**
 * Where a scan's probes run (issue 21): every probe of a program (version, help, confirmation, full
 * command lists) starts in a scratch directory with a scratch HOME, XDG directories and TMPDIR of
 * its own, removed when the scan ends, and — where bubblewrap works — inside a read-only sandbox
 * without network whose HOME is an empty tmpfs. A help probe is a run of a program svc does not
 * know yet: tmuxinator's `new --help` creates `~/.config/tmuxinator/--help.yml`, pm2's `start
 * --help` starts a daemon that writes `~/.pm2`. None of that may reach the user's files.
 * docs/scan.md "Where probes run" describes it; the sandbox profile is src/sandbox's, unchanged.
 */
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, isAbsolute, join, sep } from 'node:path';
import type { Logger } from '../log/index.js';
import { dropPreamble } from './first-run-preamble.js';
import {
  compileBubblewrap, DEFAULT_SANDBOX_LIMITS, SANDBOX_ENV, gatherHostFacts, isSameOrInside, probeSandbox, SYSTEM_VIEW, type HostFacts, type ProbeResult, type SandboxCommand, type SandboxPolicy,
} from '../sandbox/index.js';
import { escapeRegExp } from '../shared/escape-regexp.js';

/**
 * Directories of HOME that hold a toolchain whose programs are started from inside them (rustup's
 * proxies in `~/.cargo/bin`, pyenv's shims), with the directories they also need and the variables
 * that name them. Such a directory is shown read-only to the probe (in the sandbox) or named by its
 * variables (without one), so `cargo --help` still finds its toolchain under an empty HOME.
 */
export const HOME_TOOLCHAINS: Readonly<Record<string, { companions: readonly string[]; variables: Readonly<Record<string, string>> }>> = Object.freeze({
  '.cargo': { companions: ['.rustup'], variables: { CARGO_HOME: '.cargo', RUSTUP_HOME: '.rustup' } },
  '.rustup': { companions: ['.cargo'], variables: { CARGO_HOME: '.cargo', RUSTUP_HOME: '.rustup' } },
  '.pyenv': { companions: [], variables: { PYENV_ROOT: '.pyenv' } },
  '.rbenv': { companions: [], variables: { RBENV_ROOT: '.rbenv' } },
  '.nvm': { companions: [], variables: { NVM_DIR: '.nvm' } },
  '.volta': { companions: [], variables: { VOLTA_HOME: '.volta' } },
  '.asdf': { companions: [], variables: { ASDF_DIR: '.asdf', ASDF_DATA_DIR: '.asdf' } },
});

/**
 * The sandbox's limits for a probe: the call defaults, but no address-space cap worth the name.
 * WebAssembly reserves far more address space than it uses (prisma's help loads a wasm module and
 * crashed under the 4 GiB cap); a probe is bounded by its timeout and output cap instead.
 */
const PROBE_LIMITS = Object.freeze({ ...DEFAULT_SANDBOX_LIMITS, memoryBytes: 2 ** 46 });

/**
 * What probes see of the kernel's own file systems besides /proc and /dev: the cgroup hierarchy,
 * read-only. Container tools read it before anything else, `--help` included (toolbox stops with
 * "failed to get the cgroups version"). The rest of /sys stays out: as root, a probe could read
 * files only root may (DMI serial numbers), and no help needs them.
 */
const PROBE_SYSTEM_FILES: readonly string[] = ['/sys/fs/cgroup'];

/** How the probes of one scan are confined. */
export interface ProbeConfinement {
  /** `bubblewrap`: a read-only sandbox without network; `scratch`: the scratch environment alone. */
  readonly mechanism: 'bubblewrap' | 'scratch';
  /** Why there is no sandbox (mechanism `scratch`). */
  readonly reason?: string;
  /** The probes' working directory: an empty scratch directory. */
  readonly cwd: string;
  /** Variables set over the probe environment (HOME, XDG_* and TMPDIR in scratch directories; a toolchain's outside HOME). */
  readonly env: Readonly<Record<string, string>>;
  /**
   * The scratch HOME, XDG_* and TMPDIR whatever the mechanism: for what runs outside the sandbox,
   * such as `man` rendering a page (a system program, given no user HOME all the same).
   */
  readonly scratchEnv: Readonly<Record<string, string>>;
  /** The bubblewrap command that runs `binary args` with `env` (mechanism `bubblewrap`), else undefined: spawn directly. */
  command(args: readonly string[], env: NodeJS.ProcessEnv): SandboxCommand | undefined;
  /**
   * A probe's output as the program shows it unconfined: the scratch paths put back
   * (`/tmp/svc-scan-x/home` → `$HOME`), and the preamble it prints before every answer under an
   * empty HOME removed, once {@link setPreamble} has been told it.
   */
  restoreOutput(text: string): string;
  /** Records what the program prints before every answer under an empty HOME (first-run-preamble.ts). */
  setPreamble(preamble: string | undefined): void;
  /** Removes the scratch directories. */
  close(): Promise<void>;
}

/** Options for {@link openProbeConfinement}. */
export interface ProbeConfinementOptions {
  /** The scan's environment: PATH and the user's HOME (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Use bubblewrap where it works (default true); false: the scratch environment alone. */
  sandbox?: boolean;
  /** Where bwrap is looked for (default the process's PATH); tests pass one without it. */
  searchPath?: string;
  log?: Logger;
}

/** The start probe of bubblewrap, once per process and search path: it runs bwrap once. */
const sandboxProbes = new Map<string, Promise<ProbeResult>>();
function sandboxWorks(searchPath: string | undefined): Promise<ProbeResult> {
  const key = searchPath ?? '\u0000';
  let probe = sandboxProbes.get(key);
  if (!probe) {
    probe = probeSandbox(searchPath !== undefined ? { searchPath } : {});
    sandboxProbes.set(key, probe);
  }
  return probe;
}

function realOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * The toolchain directory (a {@link HOME_TOOLCHAINS} name) a path lies in, and the directory
 * holding it. Found by name wherever it stands, not only under the scan's HOME: PATH may name
 * /root/.pyenv/shims while the scan runs with HOME=/tmp/x.
 */
function toolchainOf(path: string): { parent: string; name: string } | undefined {
  const parts = path.split(sep);
  const at = parts.findIndex((part, index) => index > 0 && index < parts.length - 1 && Object.hasOwn(HOME_TOOLCHAINS, part));
  return at < 0 ? undefined : { parent: parts.slice(0, at).join(sep) || sep, name: parts[at]! };
}

/**
 * The directories a program outside the system view needs besides its own file (src/sandbox's
 * `programMount` gives it its prefix): a whole `node_modules` tree for an npm program (its
 * dependencies lie beside it), a whole Python virtual environment with the toolchain of its base
 * interpreter, and a HOME toolchain with its companions ({@link HOME_TOOLCHAINS}).
 *
 * @example
 * programRoots('/tmp/p/node_modules/.bin/nest'); // ['/tmp/p/node_modules']
 * programRoots('/tmp/venv/bin/yt-dlp'); // ['/tmp/venv', '/root/.pyenv'] (pyvenv.cfg: home = /root/.pyenv/versions/3.11.7/bin)
 * programRoots('/root/.cargo/bin/cargo'); // ['/root/.cargo', '/root/.rustup']
 */
export function programRoots(binary: string): string[] {
  const roots = new Set<string>();
  for (const path of new Set([binary, realOrSelf(binary)])) {
    const modules = path.indexOf(`${sep}node_modules${sep}`);
    if (modules >= 0) roots.add(path.slice(0, modules + `${sep}node_modules`.length));
    // A Python virtual environment (`venv/bin/tool`, `venv/pyvenv.cfg`): its packages lie in
    // venv/lib, and its interpreter links to the base installation `home` names.
    const venv = dirname(dirname(path));
    const base = venvHome(venv);
    if (base !== undefined) {
      roots.add(venv);
      const baseToolchain = toolchainOf(join(base, 'python'));
      if (baseToolchain) for (const entry of [baseToolchain.name, ...HOME_TOOLCHAINS[baseToolchain.name]!.companions]) roots.add(join(baseToolchain.parent, entry));
    }
    const toolchain = toolchainOf(path);
    if (!toolchain) continue;
    for (const entry of [toolchain.name, ...HOME_TOOLCHAINS[toolchain.name]!.companions]) roots.add(join(toolchain.parent, entry));
  }
  return [...roots].filter((root) => existsSync(root));
}

/** The `home` (base interpreter directory) a virtual environment's `pyvenv.cfg` names, '' when it names none; undefined when `dir` is no virtual environment. */
function venvHome(dir: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, 'pyvenv.cfg'), 'utf8');
  } catch {
    return undefined;
  }
  return /^home\s*=\s*(.+?)\s*$/m.exec(text)?.[1] ?? '';
}

/**
 * The directories of the scan's PATH to show read-only in the probe sandbox, so that a program
 * listing the commands it finds on PATH (`git help -a`: every `git-*` executable; a plugin
 * launcher) lists what it would list when svc runs it: PATH's directories are where svc's tools
 * run from anyway. Each existing absolute directory outside the system view (already shown),
 * with the `node_modules` tree or HOME toolchain it belongs to ({@link programRoots}: `.bin`
 * holds only links into it). Never HOME itself nor a directory containing it (`/`, `/home`): the
 * rest of HOME stays hidden; relative entries (`.`) are skipped.
 *
 * @example
 * pathRoots('/tmp/p/node_modules/.bin:/usr/bin:/root', '/root'); // ['/tmp/p/node_modules/.bin', '/tmp/p/node_modules']
 */
export function pathRoots(searchPath: string, homeDir: string): string[] {
  const roots = new Set<string>();
  const hidesHome = (dir: string): boolean => isSameOrInside(homeDir, dir);
  for (const dir of searchPath.split(delimiter)) {
    if (!isAbsolute(dir) || !isDirectory(dir)) continue;
    const real = realOrSelf(dir);
    if ([dir, real].some((path) => hidesHome(path) || SYSTEM_VIEW.some((system) => isSameOrInside(path, system)))) continue;
    roots.add(dir);
    for (const root of programRoots(join(dir, 'x'))) if (!hidesHome(root)) roots.add(root);
  }
  return [...roots];
}

/**
 * The roots not inside another one: a `.bin` is shown through its `node_modules` tree, which may
 * be a symlink (bound at its real path with a link at its own), through which no mount can be made.
 */
function outermost(roots: readonly string[]): string[] {
  const unique = [...new Set(roots)];
  return unique.filter((root) => !unique.some((other) => other !== root && isSameOrInside(root, other)));
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The toolchain variables a program in a toolchain ({@link toolchainOf}) needs when HOME is a
 * scratch directory; none for a toolchain that lies in `exceptIn` (the sandbox shows it at its place).
 */
function toolchainVariables(binary: string, exceptIn?: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const path of new Set([binary, realOrSelf(binary)])) {
    const toolchain = toolchainOf(path);
    if (!toolchain || (exceptIn !== undefined && realOrSelf(toolchain.parent) === realOrSelf(exceptIn))) continue;
    for (const [name, entry] of Object.entries(HOME_TOOLCHAINS[toolchain.name]!.variables)) variables[name] = join(toolchain.parent, entry);
  }
  return variables;
}

/**
 * Opens the confinement of one scan's probes of `binary`: scratch directories made, bubblewrap's
 * start probe run (once per process), the machine's facts for the program gathered once.
 *
 * @example
 * const confinement = await openProbeConfinement('/usr/bin/tmuxinator', { log });
 * try { await runHelp(binary, ['new', '--help'], { confinement }); } finally { await confinement.close(); }
 */
export async function openProbeConfinement(binary: string, options: ProbeConfinementOptions = {}): Promise<ProbeConfinement> {
  const env = options.env ?? process.env;
  const userHome = env.HOME ?? '/';
  const scratch = await realpath(await mkdtemp(join(tmpdir(), 'svc-scan-')));
  const home = join(scratch, 'home');
  const cwd = join(scratch, 'work');
  const tmp = join(scratch, 'tmp');
  await Promise.all([mkdir(home), mkdir(cwd), mkdir(tmp)]);
  const close = () => rm(scratch, { recursive: true, force: true, maxRetries: 2 });
  const scratchEnv: Record<string, string> = {
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_RUNTIME_DIR: join(scratch, 'run'),
    TMPDIR: tmp,
  };
  // Longest first, so that the home directory's own paths are put back before the scratch root's.
  const replacements: Array<[string, string]> = [[home, userHome], [tmp, '/tmp']];
  let preamble: string | undefined;
  const setPreamble = (text: string | undefined): void => {
    preamble = text;
  };
  const restorePaths = (text: string): string => replacements.reduce((out, [from, to]) => (out.includes(from) ? out.split(from).join(to) : out), text);

  let reason: string | undefined;
  if (options.sandbox === false) reason = 'probe sandbox switched off';
  else if (process.platform !== 'linux') reason = `bubblewrap needs Linux (this is ${process.platform})`;
  else {
    const probe = await sandboxWorks(options.searchPath);
    if (!probe.ok) reason = `${probe.reason} (${probe.fix})`;
    else {
      // Only the scratch working directory is writable (a program may fail on a read-only one, and
      // it is removed after); HOME keeps its path, as an empty tmpfs: help texts that print a default path
      // (`~/.config/x`) print it as they would for the user, so bindings do not change.
      const policy: SandboxPolicy = {
        argv0: binary, argv: [], cwd, readableRoots: outermost([...programRoots(binary), ...pathRoots(env.PATH ?? '', userHome)]), writableRoots: [cwd], network: false,
        homeDir: userHome, visibleHomeFiles: [], extraReadable: PROBE_SYSTEM_FILES.filter((path) => existsSync(path)), extraWritable: [], hiddenPaths: [], limits: PROBE_LIMITS, env: {},
      };
      // Gathered once: every probe runs the same program with the same mounts.
      const facts: HostFacts = gatherHostFacts({ ...policy, env: { PATH: env.PATH ?? '/usr/bin:/bin' } });
      const bwrapPath = probe.bwrapPath;
      // The sandbox moves XDG_CACHE_HOME into its own /tmp, so a default cache path in a help
      // (rclone's `--workdir`: `~/.cache/rclone/bisync`) is printed as `/tmp/.cache/...`: put back
      // the user's, as HOME's paths are shown unchanged.
      const restoreCache = cachePathRestorer(env.XDG_CACHE_HOME || join(userHome, '.cache'));
      // The program's words come last in the command, so the profile is compiled once per
      // environment (a scan's probes share one, or two with the C.UTF-8 retry): compiling it for
      // each of a git scan's ~570 probes cost about half a second of svc's CPU.
      const compiled = new Map<string, SandboxCommand>();
      const commandFor = (probeEnv: NodeJS.ProcessEnv): SandboxCommand => {
        const env = definedOnly(probeEnv);
        const key = JSON.stringify(Object.entries(env));
        let command = compiled.get(key);
        if (!command) {
          command = compileBubblewrap({ ...policy, argv: [], env }, facts, bwrapPath);
          compiled.set(key, command);
        }
        return command;
      };
      return {
        // A toolchain in another HOME than the scan's (PATH names /root/.cargo/bin, HOME is
        // elsewhere): the sandbox's empty HOME does not hold it, so its variables name it
        // (rustup: "could not choose a version of rustc to run"). One in the scan's own HOME is
        // found where the program looks by default, with nothing set.
        mechanism: 'bubblewrap', cwd, env: toolchainVariables(binary, userHome), scratchEnv,
        command: (args, probeEnv) => {
          const { file, args: profile, inputs } = commandFor(probeEnv);
          return { file, args: [...profile, ...args], inputs };
        },
        restoreOutput: (text) => dropPreamble(restoreCache(text), preamble),
        setPreamble,
        close,
      };
    }
  }
  options.log?.info({ reason }, 'scan probes run without a sandbox, in a scratch HOME and working directory only');
  return {
    mechanism: 'scratch', reason: reason!, cwd, env: { ...scratchEnv, ...toolchainVariables(binary) }, scratchEnv,
    command: () => undefined, restoreOutput: (text) => dropPreamble(restorePaths(text), preamble), setPreamble, close,
  };
}

/**
 * Replaces the sandbox's cache directory (`SANDBOX_ENV.XDG_CACHE_HOME`) with `userCache` where it
 * stands as a whole path or a path's start (a sentence's full stop may follow), not inside another
 * path or name (`/var/tmp/.cache`, `/tmp/.cached` stay).
 */
export function cachePathRestorer(userCache: string): (text: string) => string {
  const sandboxCache = escapeRegExp(SANDBOX_ENV.XDG_CACHE_HOME!);
  const pattern = new RegExp(`(?<![\\w./~-])${sandboxCache}(?![\\w-]|\\.\\w)`, 'g');
  return (text) => text.replace(pattern, () => userCache);
}

function definedOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) out[name] = value;
  return out;
}

