/**
 * The confine stage of the call pipeline (DESIGN.md "Confinement", docs/sandbox.md): turns a
 * call's governance decision into a sandbox policy (plain data) and the launcher that runs the
 * program inside it. What svc decided (writable roots, network) is what the kernel enforces.
 */
import { existsSync, lstatSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Binding } from '../bindings/types.js';
import type { SvcConfig } from '../config/index.js';
import { svcHome, defaultConfigPath } from '../config/index.js';
import { DEFAULT_LIMITS } from '../config/limits.js';
import type { SandboxMode } from '../config/sandbox.js';
import { CURATED_EFFECTS } from '../govern/effects/curated-effects.js';
import { targetMatches } from '../govern/acl-evaluate.js';
import { defaultSaltFile } from '../govern/audit.js';
import type { LaunchCommand } from '../exec/run.js';
import { findPrlimit, unconfinedLaunch } from '../exec/unconfined-limits.js';
import { worktreeGitDirs } from './git-worktree-dirs.js';
import type { Logger } from '../log/index.js';
import {
  completeHandshake, compileBubblewrap, rootOnlyFiles, createProcessCgroup, describeConfinement, gatherHostFacts, probeSandbox, sandboxRefusalHint,
  unmaskableHiddenPaths, VISIBLE_HOME_FILES, type ConfinementFacts, type HostFacts, type ProbeResult, type SandboxLimits, type SandboxPolicy,
} from '../sandbox/index.js';

/** How long the machine's facts for one call shape are reused: a credential store created meanwhile is masked from the next second on. */
const FACTS_TTL_MS = 1_000;
/** Call shapes whose facts are kept at most (a caller varying roots cannot grow it past this). */
const MAX_CACHED_FACTS = 256;

/** What the decide stage settled about one call, for its confinement. */
export interface ConfinementRequest {
  binding: Binding;
  /** The program's arguments (after the binary). */
  argv: string[];
  /** Where it runs (inside the roots). */
  cwd: string;
  /** The usable roots (real paths); empty: the working directory is the only root. */
  roots: readonly string[];
  /** Roots configured for other callers, outside `roots`: masked like svc's own files (default none). */
  hiddenRoots?: readonly string[];
  /** The call may write its roots: it was approved, or its rule allows `write`. */
  writable: boolean;
  /** The call may reach other hosts: an allowed open-world module, or an approved network parameter. */
  network: boolean;
  /** The program's whole environment. */
  env: Record<string, string>;
  /** A name for the call's cgroup (its trace id). */
  callId: string;
  /**
   * A sandboxed program starts only once the promise this returns fulfils: it is called as
   * bubblewrap starts, and the program is held at bubblewrap's hand-shake meanwhile, so what the
   * call awaits (its admission by the state store) overlaps the sandbox's start-up. A rejection
   * keeps the program from starting; the runner kills the sandbox. Not called when the call runs
   * unconfined: the caller then asks before the spawn.
   */
  startWhen?: () => Promise<unknown>;
}

/** How one call will run. */
export type ConfinedRun =
  | { kind: 'sandboxed'; launch: LaunchCommand; facts: ConfinementFacts; policy: SandboxPolicy }
  /** `launch`: the program runs under the call's rlimits through prlimit (src/exec/unconfined-limits.ts), where the machine has it. */
  | { kind: 'unconfined'; facts: ConfinementFacts; launch?: LaunchCommand }
  | { kind: 'refused'; guidance: string };

/** The confinement svc can give calls, decided once at start. */
export interface CallConfinement {
  readonly mode: SandboxMode;
  /** The start probe's answer (undefined in `off` mode). */
  probe(): Promise<ProbeResult | undefined>;
  /** Whether calls run in a sandbox: the mode is not `off` and the probe passed. */
  willSandbox(): Promise<boolean>;
  /**
   * Why a call to `binding` needs approval because it cannot be sandboxed (mode `auto` on a
   * machine where the probe failed, program outside the curated effect table), or undefined.
   */
  unsandboxedApprovalReason(binding: Binding): Promise<string | undefined>;
  prepare(request: ConfinementRequest): Promise<ConfinedRun>;
  /**
   * What {@link prepare} would confine the call to (mechanism, writable paths, network), without
   * preparing anything: no cgroup, no launcher, nothing run. For a call's preview.
   */
  describe(request: Omit<ConfinementRequest, 'env' | 'callId' | 'startWhen'>): Promise<{ mechanism: 'bubblewrap' | 'none'; writable: string[]; network: boolean; refused?: string }>;
  /** What to tell a model about a failed sandboxed run, or undefined when nothing points at the sandbox. */
  refusalHint(run: { stderr: string; exitCode: number; signal: NodeJS.Signals | null }, policy: SandboxPolicy): string | undefined;
}

/** Options for {@link createCallConfinement}. */
export interface CallConfinementOptions {
  config: SvcConfig;
  /** Overrides `config.sandbox` (`svc serve --sandbox`). */
  mode?: SandboxMode;
  /** Where bubblewrap is looked for (default: PATH). */
  searchPath?: string;
  /** HOME as the programs would see it (default: process.env.HOME). */
  homeDir?: string;
}

function sandboxLimits(config: SvcConfig): SandboxLimits {
  const limits = config.limits ?? DEFAULT_LIMITS;
  const mib = 1024 * 1024;
  return {
    memoryBytes: limits.sandbox_memory_mb * mib,
    maxProcesses: limits.sandbox_max_processes,
    fileSizeBytes: limits.sandbox_file_size_mb * mib,
    cpuSeconds: limits.sandbox_cpu_seconds,
  };
}

/**
 * svc's own files, derived from the resolved configuration: never visible to a program, wherever
 * the config puts them. `~/.svc`, the config file and the state key beside it (or the configured
 * one), the ACL, the audit log and its salt, the cache (scan cache, kept outputs, spilled output)
 * and the bindings.
 *
 * @example
 * svcOwnPaths(config); // ['/home/me/.svc', '/home/me/.svc/config.yaml', '/home/me/.svc/state.key', ...]
 */
export function svcOwnPaths(config: SvcConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  const configFile = defaultConfigPath(env);
  const stateKey = config.state?.secret_file ? config.state.secret_file : join(dirname(configFile), 'state.key');
  return [...new Set([
    svcHome(env), configFile, stateKey, config.acl_file, config.audit_log, defaultSaltFile(config.audit_log), config.cache_dir, config.modules_dir,
  ])];
}

const NO_CONFINEMENT = (request: Pick<ConfinementRequest, 'roots' | 'cwd' | 'writable' | 'network'>, limits: SandboxLimits): ConfinementFacts => ({
  mechanism: 'none',
  writable: request.writable ? (request.roots.length > 0 ? [...request.roots] : [request.cwd]) : [],
  network: true,
  limits,
});

/**
 * Builds the confinement of a runtime: probes the mechanism once (lazily, on the first call or
 * {@link CallConfinement.probe}) and prepares each call's sandbox.
 *
 * @example
 * const confinement = createCallConfinement({ config });
 * const run = await confinement.prepare({ binding, argv, cwd, roots, writable: false, network: false, env, callId });
 */
export function createCallConfinement(options: CallConfinementOptions): CallConfinement {
  const config = options.config;
  const mode: SandboxMode = options.mode ?? config.sandbox ?? 'auto';
  const limits = sandboxLimits(config);
  const hiddenPaths = svcOwnPaths(config);
  const homeDir = options.homeDir ?? process.env.HOME ?? '/';
  let probed: Promise<ProbeResult | undefined> | undefined;
  const probe = () => (probed ??= mode === 'off' ? Promise.resolve(undefined) : probeSandbox(options.searchPath !== undefined ? { searchPath: options.searchPath } : {}));
  const grantsOf = (moduleId: string) => (config.sandbox_grants ?? []).filter((grant) => grant.modules.some((pattern) => targetMatches(pattern, moduleId)));

  // Looking at the machine costs 2-3 ms of synchronous file-system calls; the same call shape
  // (program, roots, grants) sees the same machine within a second.
  const factsCache = new Map<string, { facts: HostFacts; until: number }>();
  const hostFacts = (policy: SandboxPolicy, rootOnly: readonly string[]): HostFacts => {
    const key = JSON.stringify([policy.argv0, policy.readableRoots, policy.writableRoots, policy.homeDir, policy.visibleHomeFiles, policy.extraReadable, policy.extraWritable, policy.hiddenPaths, policy.env.PATH]);
    const now = Date.now();
    const cached = factsCache.get(key);
    if (cached && cached.until > now) return stillThere(cached.facts);
    const facts = gatherHostFacts(policy, { rootOnly });
    if (factsCache.size >= MAX_CACHED_FACTS) factsCache.clear();
    factsCache.set(key, { facts, until: now + FACTS_TTL_MS });
    return facts;
  };

  // A masked file removed since the facts were cached (a lock file under /etc) has no mount point
  // left in the read-only view: bubblewrap could not mask it and the call would fail. The few masks
  // are looked at again on every call; a removed file needs no mask.
  const stillThere = (facts: HostFacts): HostFacts => {
    const present = (path: string) => lstatSync(path, { throwIfNoEntry: false }) !== undefined;
    const rootOnly = facts.rootOnly?.filter(present);
    const etcSecrets = facts.etcSecrets.filter(present);
    if (etcSecrets.length === facts.etcSecrets.length && rootOnly?.length === facts.rootOnly?.length) return facts;
    return { ...facts, etcSecrets, ...(rootOnly !== undefined ? { rootOnly } : {}) };
  };

  // Without a sandbox the call's rlimits still apply: prlimit sets them and execs the program.
  const prlimit = findPrlimit();
  const unconfined = (request: ConfinementRequest): ConfinedRun => ({
    kind: 'unconfined', facts: NO_CONFINEMENT(request, limits),
    ...(prlimit ? { launch: unconfinedLaunch(prlimit, request.binding.target.binary, request.argv, limits) } : {}),
  });

  /** The sandbox policy of one call: what its roots, grants and decision let it see, write and reach. */
  const policyOf = (request: Omit<ConfinementRequest, 'callId' | 'startWhen' | 'env'> & { env?: Record<string, string> }): SandboxPolicy => {
    const grants = grantsOf(request.binding.module_id);
    const roots = request.roots.length > 0 ? [...request.roots] : [request.cwd];
    // A worktree's repository lives outside it; it belongs to the root as much as the worktree does.
    const repositories = worktreeGitDirs(roots);
    return {
      argv0: request.binding.target.binary,
      argv: request.argv,
      cwd: request.cwd,
      readableRoots: request.writable ? [] : roots,
      writableRoots: request.writable ? roots : [],
      network: request.network || grants.some((grant) => grant.network),
      homeDir,
      visibleHomeFiles: VISIBLE_HOME_FILES.map((file) => join(homeDir, file)).filter((file) => existsSync(file)),
      extraReadable: [...grants.flatMap((grant) => grant.read).filter((path) => existsSync(path)), ...(request.writable ? [] : repositories)],
      extraWritable: [...grants.flatMap((grant) => grant.write).filter((path) => existsSync(path)), ...(request.writable ? repositories : [])],
      hiddenPaths: request.hiddenRoots?.length ? [...hiddenPaths, ...request.hiddenRoots] : hiddenPaths,
      limits,
      env: request.env ?? {},
    };
  };

  async function prepare(request: ConfinementRequest): Promise<ConfinedRun> {
    if (mode === 'off') return unconfined(request);
    const result = await probe();
    if (!result?.ok) {
      if (mode === 'required') {
        return {
          kind: 'refused',
          guidance:
            `svc runs every call in a sandbox (sandbox: required), and this machine cannot provide one: ${result?.reason ?? 'no mechanism'}. Nothing was run. ` +
            `Retrying will not help; the operator must fix the machine (${result?.fix ?? 'run svc doctor'}) or change the sandbox mode.`,
        };
      }
      return unconfined(request);
    }
    const policy = policyOf(request);
    const root = process.getuid?.() === 0;
    const cgroup = root ? createProcessCgroup(`svc-${request.callId.replace(/[^A-Za-z0-9._-]/g, '')}`, { maxProcesses: limits.maxProcesses, memoryBytes: limits.memoryBytes }) : undefined;
    const handshake = cgroup !== undefined || request.startWhen !== undefined;
    // As root the program is uid 0 without capabilities: what only root may read is masked.
    const rootOnly = root ? (await rootOnlyFiles()).paths : [];
    const facts = { ...hostFacts(policy, rootOnly), ...(handshake ? { handshake: { infoFd: 3, blockFd: 4 } } : {}) };
    // A missing path inside an existing hidden directory (~/.svc/config.yaml) is hidden with it.
    const unmaskable = unmaskableHiddenPaths(policy, facts).filter((path) => !policy.hiddenPaths.some((other) => other !== path && existsSync(other) && path.startsWith(`${other}/`)));
    if (unmaskable.length > 0) {
      await cgroup?.remove(0);
      return {
        kind: 'refused',
        guidance: `This call may write ${policy.writableRoots.join(', ')}, which holds svc's own files (${unmaskable.join(', ')}) that the sandbox cannot hide. Nothing was run. Use a working directory that does not contain svc's files, or ask the operator to move them.`,
      };
    }
    const command = compileBubblewrap(policy, facts, result.bwrapPath);
    const launch: LaunchCommand = {
      file: command.file,
      args: command.args,
      inputs: command.inputs,
      ...(handshake ? { handshake: (info, block) => completeHandshake(info, block, { ...(cgroup ? { cgroup } : {}), ...(request.startWhen ? { startWhen: request.startWhen } : {}) }) } : {}),
      ...(cgroup ? { cleanup: () => cgroup.remove() } : {}),
    };
    return { kind: 'sandboxed', launch, facts: describeConfinement(policy, 'bubblewrap'), policy };
  }

  return {
    mode,
    probe,
    async willSandbox() {
      return mode !== 'off' && (await probe())?.ok === true;
    },
    async unsandboxedApprovalReason(binding) {
      if (mode !== 'auto') return undefined;
      const result = await probe();
      if (result?.ok) return undefined;
      const program = binding.module_id.split('.')[1] ?? '';
      if (Object.prototype.hasOwnProperty.call(CURATED_EFFECTS, program)) return undefined;
      return `svc cannot sandbox calls on this machine (${result?.reason ?? 'no mechanism'}) and ${program} is not in svc's curated effect table, so what its arguments do is not known for sure`;
    },
    prepare,
    async describe(request) {
      const result = mode === 'off' ? undefined : await probe();
      if (!result?.ok) {
        const facts = NO_CONFINEMENT(request, limits);
        const refused = mode === 'required' ? `svc runs every call in a sandbox (sandbox: required), and this machine cannot provide one: ${result?.reason ?? 'no mechanism'}.` : undefined;
        return { mechanism: 'none', writable: facts.writable, network: facts.network, ...(refused ? { refused } : {}) };
      }
      const facts = describeConfinement(policyOf(request), 'bubblewrap');
      return { mechanism: 'bubblewrap', writable: facts.writable, network: facts.network };
    },
    refusalHint: (run, policy) => sandboxRefusalHint(run, policy),
  };
}

/**
 * Says at start what confinement calls will get: ready (mechanism and version), unavailable (the
 * reason and the fix, and what `auto` or `required` does about it), or switched off.
 *
 * @example
 * await reportSandbox(confinement, log); // logs 'sandbox ready' with { mechanism: 'bubblewrap', version: '0.8.0' }
 */
export async function reportSandbox(confinement: CallConfinement, log: Logger): Promise<void> {
  if (confinement.mode === 'off') {
    log.warn({ sandbox: 'off' }, 'sandbox: off: programs run without kernel confinement, so only argument governance stands between a caller and the machine; set sandbox: auto in ~/.svc/config.yaml to confine every call');
    return;
  }
  const probe = await confinement.probe();
  if (probe?.ok) {
    log.info({ sandbox: confinement.mode, mechanism: probe.mechanism, version: probe.version }, 'sandbox ready: every call runs confined');
    return;
  }
  const facts = { sandbox: confinement.mode, reason: probe?.reason, fix: probe?.fix };
  if (confinement.mode === 'required') log.error(facts, 'sandbox required but unavailable: every call will be refused until the machine is fixed (run `svc doctor`)');
  else log.warn(facts, 'sandbox unavailable: serving with argument governance alone; calls to programs outside the curated effect table need approval (run `svc doctor`)');
}
