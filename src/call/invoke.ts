/**
 * The governed call pipeline that MCP `tools/call` and explorer calls both go through, in stages:
 * bound and validate (validate-call.ts, with ../schema/validate.ts) → render (render-call.ts) →
 * expand globs in path operands (expand-globs.ts) → place (call-placement.ts) → decide (decide-call.ts: ACL, argument policy, approval) → confine
 * (confine-call.ts: the sandbox) → run (exec/run.ts, here) → record (record-call.ts: the audit
 * line and the log line). Every failure comes back as an
 * `isError` result carrying `ai_guidance`; `invoke` never throws.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Binding } from '../bindings/types.js';
import { DEFAULT_NO_GLOB_EXPANSION, type SvcConfig } from '../config/index.js';
import * as guidance from '../exec/guidance.js';
import { allowlistedEnv, runProgram, type RunOptions } from '../exec/run.js';
import { createProgramSlots, ProgramQueueFull, type ProgramSlots } from '../exec/program-slots.js';
import type { CallerQuota, QuotaAdmission } from './caller-quota.js';
import { DEFAULT_LIMITS } from '../config/limits.js';
import { boundCall, validateCall } from './validate-call.js';
import { recordCall, RUN_STATUS } from './record-call.js';
import { REDACTED_VALUE, renderCall } from './render-call.js';
import { decideCall, type CallDecision, type PendingApproval } from './decide-call.js';
import { targetMatches } from '../govern/acl-evaluate.js';
import type { AclDocument } from '../govern/acl-types.js';
import { denyAllApprovals, type ApprovalHandler } from '../govern/approval.js';
import { createCallConfinement, type CallConfinement } from './confine-call.js';
import { holdLauncherLine } from './held-launcher-line.js';
import { vanishedMountPoint } from '../sandbox/index.js';
import { GIT_SAFETY_ENV } from '../exec/git-safety.js';
import type { ValidationFailure } from '../schema/index.js';
import { redactCredentials } from '../govern/redact.js';
import type { AuditDecision, AuditLog, AuditStatus } from '../govern/audit.js';
import type { Logger } from '../log/index.js';
import { configuredEnv, redactEnv } from '../exec/environment.js';
import { usableWorkspace, type Workspace } from '../exec/workspace.js';
import { createCallerRoots } from './caller-roots.js';
import { placeCall } from './call-placement.js';
import { expandCallGlobs } from './expand-globs.js';
import { sensitiveValues } from '../govern/sensitive-values.js';
import type { InvokePayload } from '../results/index.js';

/** The part of stderr the non-zero-exit guidance reads (its excerpt and permission check): stderr may be 16 MiB. */
const STDERR_SCRUB_CHARS = 16_384;

/** Longest tool name quoted or logged as the caller sent it. */
const MAX_SHOWN_NAME = 128;

export { REDACTED_VALUE };
export type { InvokePayload };

/** Outcome of one invocation. */
export interface InvokeResult {
  isError: boolean;
  payload: InvokePayload;
}

/** Per-call context. */
export interface InvokeContext {
  /** Caller identity for the ACL and the audit trail (auth identity, or the transport name). */
  caller: string;
  /** The caller's roles, groups and scopes as ACL principals (`role:ops`...), from its access token. */
  principals?: readonly string[];
  /** Approval handler for this call (an MCP session's elicitation); overrides the runtime's. */
  approve?: ApprovalHandler;
  /** Trace id to use (default: a random UUID). */
  traceId?: string;
  /** Aborted when the client cancels the call: the running program is stopped. */
  signal?: AbortSignal;
  /**
   * The session's usable roots and default directory: `callerRoots` (this caller's, from
   * `caller_roots` or the global roots) narrowed by the client's MCP roots. Default: `callerRoots`.
   */
  workspace?: (callerRoots: readonly string[]) => Promise<Workspace>;
  /** Where the program's output goes (spilled to disk, head and tail kept: result-content.ts); default: memory, capped. */
  sinks?: RunOptions['sinks'];
  /** The MCP session the call came in on: program slots are shared fairly between sessions (default: `caller`). */
  session?: string;
}

/** Options for {@link createToolRuntime}. */
export interface ToolRuntimeOptions {
  bindings: Binding[];
  config: SvcConfig;
  /** The ACL, or a function returning the current one (called on every call, so edits apply at once). */
  acl: AclDocument | (() => AclDocument | Promise<AclDocument>);
  /** Where the ACL lives, for denial guidance. */
  aclFile: string;
  audit?: AuditLog;
  log?: Logger;
  /** Asked when a call needs approval (default {@link denyAllApprovals}). */
  approvalHandler?: ApprovalHandler;
  /** Per-tool relaxation of the shell-metacharacter check (default: nobody). */
  allowShellMetacharacters?: (moduleId: string) => boolean;
  /** Where calls run when there are no roots at all (default: the process's working directory). */
  cwd?: string;
  /** Per-stream output cap in bytes (default 1 MiB). */
  maxOutputBytes?: number;
  /** SIGTERM→SIGKILL grace on timeout, ms (default 2000). */
  killGraceMs?: number;
  /** Variables added to the allowlisted environment of every program. */
  extraEnv?: Record<string, string>;
  /** Shared bound on running programs (default: one from `config.limits`). */
  programSlots?: ProgramSlots;
  /** Per-caller bounds across replicas (src/call/caller-quota.ts; default: none). */
  callerQuota?: CallerQuota;
  /** How calls are confined (default: from `config.sandbox`, probed on the first call). */
  confinement?: CallConfinement;
}

/** The runtime the MCP server and the explorer share. */
export interface ToolRuntime {
  /** Every binding, in the order given. */
  tools(): Binding[];
  byAlias(alias: string): Binding | undefined;
  /** Runs one call through the governed pipeline. Never throws. */
  invoke(alias: string, args: unknown, ctx: InvokeContext): Promise<InvokeResult>;
  /**
   * What `invoke` would do with the same call: its argv, working directory, decision and rule,
   * and its sandbox, from the same stages, asking nobody, running and auditing nothing.
   */
  preview(alias: string, args: unknown, ctx: Pick<InvokeContext, 'caller' | 'principals' | 'workspace'>): Promise<CallPreview>;
}

/**
 * Replaces the call's sensitive values in program output that svc quotes (the stderr excerpt of
 * the non-zero-exit guidance), since programs often echo their arguments (`cannot access 'x'`) and
 * the guidance is also logged.
 */
function scrubSensitive(binding: Binding, args: Record<string, unknown>, text: string): string {
  // Longest first, so a secret containing another is replaced whole.
  const scrubbed = sensitiveValues(binding, args).reduce((out, secret) => out.split(secret).join(REDACTED_VALUE), text);
  // Credentials of unmarked parameters that programs echo (`curl: (6) ... https://u:p@host`).
  return redactCredentials(scrubbed);
}

function usedJsonFlag(binding: Binding, argv: readonly string[]): boolean {
  const token = binding.metadata.json_output_flag;
  if (!token) return false;
  if (argv.includes(token)) return true;
  const eq = token.indexOf('=');
  if (eq === -1) return false;
  const flag = token.slice(0, eq);
  const value = token.slice(eq + 1);
  return argv.some((t, i) => t === flag && argv[i + 1] === value);
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Where the stages up to the decision stopped a call (nothing ran). */
interface StoppedCall {
  ok: false;
  status: AuditStatus;
  guidance: string;
  decision: AuditDecision;
  aclRule: number | null;
  /** What the audit line hashes: the arguments, or what was refused about them. */
  auditInput: unknown;
  binding?: Binding;
  /** The schema's complaints, for invalid arguments. */
  errors?: ValidationFailure[];
  /** From the render stage on: the argv as shown (sensitive values masked). */
  shownArgv?: string[];
  /** From the place stage on. */
  directory?: string;
  roots?: readonly string[];
  /** The decision asked nobody (`report`): what the call would ask. */
  approval?: PendingApproval;
}

/** A call the stages up to the decision let run. */
interface ReadyCall {
  ok: true;
  binding: Binding;
  given: Record<string, unknown>;
  argv: string[];
  shownArgv: string[];
  directory: string;
  roots: readonly string[];
  workspace: Workspace;
  decision: AuditDecision;
  aclRule: number | null;
  auditInput: unknown;
  decided: Extract<CallDecision, { ok: true }>;
}

type Staged = StoppedCall | ReadyCall;

/**
 * What a call would do, from the same stages as the call itself, with nothing run and nothing
 * audited (docs/explorer-console.md "Preview").
 */
export interface CallPreview {
  tool: string;
  /** '' for an unknown tool. */
  module_id: string;
  /** The argv as the approver and the audit's `argv_hash` see it (sensitive values masked), binary first; [] when it could not be rendered. */
  argv: string[];
  /** Where it would run; '' when it could not be placed. */
  working_directory: string;
  /** The caller's usable roots: where a `working_directory` may point ([] when the call did not get that far). */
  roots: string[];
  decision: 'allow' | 'needs_approval' | 'deny' | 'invalid';
  /** The ACL rule that decided (0-based), or null for default_effect or when the ACL was not reached. */
  rule: { index: number; description: string } | null;
  /** needs_approval: why, and what an approval opens; deny and invalid: the refusal's guidance; allow: ''. */
  reason: string;
  /** The confinement it would run under (for needs_approval: once approved). */
  sandbox: { mechanism: 'bubblewrap' | 'none'; writable: string[]; network: boolean };
  /** The schema's complaints, for invalid arguments. */
  errors?: ValidationFailure[];
}

/** Rejects a held sandbox's start when the caller's quota refused the call (see `admission`). */
class CallNotAdmitted extends Error {
  override name = 'CallNotAdmitted';
}

/**
 * Builds the governed runtime over a set of bindings.
 *
 * @example
 * const runtime = createToolRuntime({ bindings, config, acl, aclFile: config.acl_file, audit, log });
 * const { isError, payload } = await runtime.invoke('git_status', { short: true }, { caller: 'stdio' });
 */
export function createToolRuntime(options: ToolRuntimeOptions): ToolRuntime {
  const byAlias = new Map<string, Binding>();
  for (const binding of options.bindings) if (!byAlias.has(binding.alias)) byAlias.set(binding.alias, binding);
  const cwd = options.cwd ?? process.cwd();
  // Each caller's roots (caller_roots, else the global roots), resolved through symlinks once.
  const callerRoots = createCallerRoots(options.config.roots ?? [], options.config.caller_roots ?? []);
  const limits = options.config.limits ?? DEFAULT_LIMITS;
  const programSlots = options.programSlots ?? createProgramSlots({ maxRunning: limits.max_running_programs, maxQueued: limits.max_queued_programs, maxPerOwner: limits.max_running_programs_per_session });
  const confinement = options.confinement ?? createCallConfinement({ config: options.config });
  const currentAcl = async (): Promise<AclDocument> => (typeof options.acl === 'function' ? options.acl() : options.acl);

  /**
   * The stages every call and every preview go through, up to and including the decision: bounds,
   * validate, render, place, decide. Runs nothing and records nothing; `approval: 'report'` asks
   * nobody and reports the approval a call would need instead.
   */
  async function stagesToDecision(alias: string, args: unknown, ctx: InvokeContext, traceId: string, approval: 'ask' | 'report'): Promise<Staged> {
    const caller = ctx.caller;
    const binding = byAlias.get(alias);
    // The name comes from the request too: only a bounded part of it is quoted or logged.
    const shownName = alias.length <= MAX_SHOWN_NAME ? alias : `${alias.slice(0, MAX_SHOWN_NAME)}…`;
    const stop = (status: AuditStatus, aiGuidance: string, more: Partial<StoppedCall> = {}): StoppedCall =>
      ({ ok: false, status, guidance: aiGuidance, decision: 'none', aclRule: null, auditInput: args, ...more });
    // Bound: the audit line of a call refused here hashes what was refused, not the input itself.
    const outOfBounds = boundCall(shownName, args, limits);
    if (outOfBounds) return stop('invalid', outOfBounds.guidance, { auditInput: outOfBounds.auditInput });
    if (!binding) return stop('unknown_tool', guidance.unknownToolGuidance(alias));

    const validated = validateCall(alias, binding, args);
    if (!validated.ok) return stop('invalid', validated.guidance, { binding, errors: validated.errors });
    const { split } = validated;

    const render = (values: Record<string, unknown>) => renderCall(binding, values, {
      allowShellMetacharacters: options.allowShellMetacharacters?.(binding.module_id) ?? false,
      checkPatternMetacharacters: options.config.refuse_metacharacters_in_patterns === true,
      jsonOutputPreference: options.config.json_output_preference,
    });
    let rendered = render(validated.given);
    if (!rendered.ok) return stop(rendered.status, rendered.guidance, { binding });

    const rootsOfCaller = callerRoots.of(caller, ctx.principals);
    const workspace = ctx.workspace ? await ctx.workspace(rootsOfCaller) : usableWorkspace(rootsOfCaller, undefined, cwd);
    const pathsUnconfined = (options.config.allow_paths_outside_roots ?? []).some((pattern) => targetMatches(pattern, binding.module_id));
    // Globs in path operands become the names they match (expand-globs.ts), rendered again, so
    // placement confines each name as a typed path.
    const globsOff = (options.config.no_glob_expansion ?? DEFAULT_NO_GLOB_EXPANSION).some((pattern) => targetMatches(pattern, binding.module_id));
    const placement = { binding, workingDirectory: split.workingDirectory, parameter: split.parameter, workspace, unconfined: pathsUnconfined };
    const globbed = globsOff ? { ok: true as const, changed: false, args: validated.given } : expandCallGlobs({ ...placement, programArgs: validated.given });
    if (!globbed.ok) return stop('refused', globbed.guidance, { binding, shownArgv: rendered.shownArgv });
    const given = globbed.args;
    if (globbed.changed) {
      rendered = render(given);
      if (!rendered.ok) return stop(rendered.status, rendered.guidance, { binding });
    }
    const { argv, parts, shownArgv } = rendered;
    const place = placeCall({ ...placement, programArgs: given });
    if (!place.ok) return stop(place.status, place.guidance, { binding, shownArgv });

    const decided = await decideCall(
      { alias, binding, given, argv, parts, shownArgv, caller, ...(ctx.principals ? { principals: ctx.principals } : {}), workingDirectory: place.directory, roots: workspace.roots, traceId },
      {
        acl: currentAcl, aclFile: options.aclFile, aclFromFile: typeof options.acl === 'function',
        approve: ctx.approve ?? options.approvalHandler ?? denyAllApprovals,
        approval,
        unsandboxedReason: (b) => confinement.unsandboxedApprovalReason(b), log: options.log,
        // Without a sandbox, only path confinement keeps reads inside the roots, and it cannot see
        // the names in a list file or where a followed link leads: such options ask first.
        indirectPathsNeedApproval: async () =>
          workspace.roots.length > 0 && !pathsUnconfined && (confinement.mode === 'off' || (confinement.mode === 'auto' && !(await confinement.probe())?.ok)),
        sandboxed: () => confinement.willSandbox(),
        writes: options.config.writes,
      },
    );
    const where = { binding, shownArgv, directory: place.directory, roots: workspace.roots, decision: decided.decision, aclRule: decided.aclRule };
    if (!decided.ok) return stop('denied', decided.guidance, { ...where, ...(decided.approval ? { approval: decided.approval } : {}) });
    return { ok: true, ...where, given, argv, auditInput: args, workspace, decided };
  }

  async function invoke(alias: string, rawArgs: unknown, ctx: InvokeContext): Promise<InvokeResult> {
    const started = performance.now();
    const traceId = ctx.traceId || randomUUID();
    const caller = ctx.caller;
    const moduleId = byAlias.get(alias)?.module_id ?? '';
    const args = rawArgs === undefined || rawArgs === null ? {} : rawArgs;
    let decision: AuditDecision = 'none';
    let aclRule: number | null = null;
    let auditInput: unknown = args;
    /** The argv as shown (sensitive values masked): hashed into the audit line, never written. */
    let auditArgv: string[] | undefined;
    let confinementFacts: InvokePayload['sandbox'];
    /** The caller's admission by its per-caller bounds, once asked (at most once a call). */
    let admission: Promise<QuotaAdmission> | undefined;
    // The name comes from the request too: only a bounded part of it is quoted or logged.
    const shownName = alias.length <= MAX_SHOWN_NAME ? alias : `${alias.slice(0, MAX_SHOWN_NAME)}…`;

    /** The record stage: the audit line and the log line, then the result. */
    const finish = async (result: InvokeResult, status: AuditStatus): Promise<InvokeResult> => {
      await recordCall(
        { audit: options.audit, log: options.log },
        { moduleId, input: auditInput, status, result, traceId, caller, shownName, decision, aclRule, sandbox: confinementFacts, argv: auditArgv },
      );
      return result;
    };
    const refuse = (status: AuditStatus, aiGuidance: string) =>
      finish(
        {
          isError: true,
          payload: { stdout: '', stderr: '', exit_code: -1, duration_ms: Math.round(performance.now() - started), trace_id: traceId, ai_guidance: aiGuidance },
        },
        status,
      );

    try {
      const staged = await stagesToDecision(alias, args, ctx, traceId, 'ask');
      auditInput = staged.auditInput;
      decision = staged.decision;
      aclRule = staged.aclRule;
      auditArgv = staged.shownArgv;
      if (!staged.ok) return await refuse(staged.status, staged.guidance);
      const { binding, given, argv, shownArgv, workspace, decided } = staged;
      const place = { directory: staged.directory };

      // git's safety settings come first, so an operator's env can still set its own GIT_CONFIG_*.
      const extraEnv = { ...GIT_SAFETY_ENV, ...configuredEnv(options.config.env, binding.module_id), ...options.extraEnv };
      options.log?.debug({ trace_id: traceId, argv: shownArgv, cwd: place.directory, env: redactEnv(extraEnv) }, 'running');
      // Awaited only where the program would start: with a shared store the answer is a round
      // trip. A sandboxed call asks as bubblewrap starts, so asking and the answer overlap the
      // sandbox's start-up (docs/gateway.md "Performance"); an unsandboxed one asks before the
      // sandbox is prepared. A caller refused a moment ago waits for the answer first: a caller
      // over its bounds must not make svc start a sandbox per refused call.
      const quota = options.callerQuota;
      const answerFirst = quota?.recentlyRefused(caller) ?? false;
      /** Asks the store once; later calls return the same answer. */
      const ask = (from: CallerQuota): Promise<QuotaAdmission> => {
        if (!admission) {
          admission = from.admit(caller);
          // Awaited on every path below; until then a rejection is not an unhandled one.
          admission.catch(() => undefined);
        }
        return admission;
      };
      /** The caller's refusal by its quota, asking first if need be. */
      const quotaRefusal = async (): Promise<string | undefined> => {
        const answer = quota ? await ask(quota) : undefined;
        return answer && !answer.ok ? answer.guidance : undefined;
      };
      if (answerFirst) {
        const refusal = await quotaRefusal();
        if (refusal) return await refuse('refused', refusal);
      } else if (quota && confinement.mode === 'off') {
        void ask(quota);
      }
      for (let attempt = 1; ; attempt++) {
        const confined = await confinement.prepare({
          binding, argv, cwd: place.directory, roots: workspace.roots, callId: attempt === 1 ? traceId : `${traceId}-relaunch`,
          // Other callers' roots are masked in this call's sandbox (the kernel keeps callers apart).
          hiddenRoots: callerRoots.othersThan(workspace.roots.length > 0 ? workspace.roots : [place.directory]),
          writable: decided.writable, network: decided.network, env: allowlistedEnv(process.env, extraEnv),
          ...(quota && !answerFirst
            ? {
                startWhen: () =>
                  ask(quota).then((answer) => {
                    if (!answer.ok) throw new CallNotAdmitted();
                  }),
              }
            : {}),
        });
        if (confined.kind === 'refused') {
          return await refuse('refused', confined.guidance);
        }
        confinementFacts = { mechanism: confined.facts.mechanism, writable: confined.facts.writable, network: confined.facts.network };
        /** A call refused from here on removes the cgroup its sandbox made: nothing will run in it. */
        const discardSandbox = async () => {
          if (confined.kind === 'sandboxed') await confined.launch.cleanup?.();
        };
        // Only bubblewrap's hand-shake can hold a program once spawned; otherwise the answer comes first.
        const held = confined.kind === 'sandboxed' && confined.launch.handshake !== undefined && !answerFirst;
        if (!held) {
          const refusal = await quotaRefusal();
          if (refusal) return await refuse('refused', refusal);
        }
        let releaseLocal: () => void;
        try {
          releaseLocal = await programSlots.acquire(ctx.signal, ctx.session ?? ctx.caller);
        } catch (error) {
          await discardSandbox();
          if (error instanceof ProgramQueueFull) return await refuse('refused', guidance.busyGuidance(error.running, error.queued));
          return await refuse('cancelled', guidance.cancelledGuidance(shownArgv));
        }
        // bubblewrap's own failure line is held back until it is known whether the launch is repeated.
        const heldLine = attempt === 1 && confined.kind === 'sandboxed' && ctx.sinks?.stderr ? holdLauncherLine(ctx.sinks.stderr) : undefined;
        const run = await runProgram({
          binary: binding.target.binary,
          argv,
          timeoutMs: options.config.default_timeout * 1000,
          maxOutputBytes: options.maxOutputBytes,
          killGraceMs: options.killGraceMs,
          extraEnv,
          cwd: place.directory,
          signal: ctx.signal,
          ...(ctx.sinks ? { sinks: heldLine ? { ...ctx.sinks, stderr: heldLine.sink } : ctx.sinks } : {}),
          // Sandboxed: bubblewrap; unconfined: prlimit, so the call's rlimits hold without a sandbox too.
          ...(confined.launch ? { launch: confined.launch } : {}),
        }).finally(releaseLocal);
        // A sandboxed call refused by its quota was held at the hand-shake and killed there: its
        // program never started.
        // A sandbox that never started (its spawn failed) never asked: its call is not counted.
        const refusal = held && admission ? await quotaRefusal() : undefined;
        if (refusal) return await refuse('refused', refusal);
        // A masked path removed between svc's look at the machine and bubblewrap's mount: the program
        // never started, and the next launch looks again (src/sandbox/vanished-mount.ts). Once only.
        const vanished = attempt === 1 && confined.kind === 'sandboxed' && run.outcome === 'exit_nonzero' && run.stdout === ''
          ? vanishedMountPoint(run.stderr, confined.launch.args)
          : undefined;
        if (vanished !== undefined) {
          heldLine?.drop();
          options.log?.warn({ trace_id: traceId, path: vanished }, 'a masked path vanished while the sandbox was built; launching once more');
          continue;
        }
        heldLine?.release();
        const payload: InvokePayload = { stdout: run.stdout, stderr: run.stderr, exit_code: run.exitCode, duration_ms: run.durationMs, trace_id: traceId, sandbox: confinementFacts };
        if (run.truncated.stdout || run.truncated.stderr) payload.truncated = true;
        if (run.outcome === 'success' && !run.truncated.stdout && usedJsonFlag(binding, argv)) {
          const parsed = parseJsonObject(run.stdout);
          if (parsed) payload.json_output = parsed;
        }
        switch (run.outcome) {
          case 'success':
            break;
          case 'exit_nonzero':
            payload.ai_guidance = guidance.nonZeroExitGuidance(shownArgv, run.exitCode, scrubSensitive(binding, given, run.stderr.slice(0, STDERR_SCRUB_CHARS)), run.signal);
            break;
          case 'timeout':
            payload.ai_guidance = guidance.timeoutGuidance(shownArgv, options.config.default_timeout);
            break;
          case 'not_found':
            payload.ai_guidance = guidance.notInstalledGuidance(binding.target.binary, run.missingInterpreter);
            break;
          case 'permission_denied':
            payload.ai_guidance = guidance.permissionDeniedGuidance(binding.target.binary);
            break;
          case 'cancelled':
            payload.ai_guidance = guidance.cancelledGuidance(shownArgv);
            break;
          case 'spawn_error':
            payload.ai_guidance = guidance.spawnErrorGuidance(binding.target.binary, run.errorMessage ?? 'unknown error');
            break;
        }
        if (run.outcome === 'exit_nonzero' || run.outcome === 'timeout') payload.ai_guidance += ` It ran in ${place.directory}.`;
        if (run.outcome === 'exit_nonzero' && confined.kind === 'sandboxed') {
          const hint = confinement.refusalHint({ stderr: run.stderr, exitCode: run.exitCode, signal: run.signal }, confined.policy);
          if (hint) payload.ai_guidance += ` ${hint}`;
        }
        return await finish({ isError: run.outcome !== 'success', payload }, RUN_STATUS[run.outcome]);
      }
    } catch (error) {
      // A bug or a broken ACL source must not crash the server or escape as a protocol error.
      options.log?.error({ trace_id: traceId, err: (error as Error).message }, 'tool call failed unexpectedly');
      return refuse('internal_error', `svc failed while handling this call: ${(error as Error).message}. Report it to the operator with trace id ${traceId}.`).catch(() => ({
        isError: true,
        payload: { stdout: '', stderr: '', exit_code: -1, duration_ms: Math.round(performance.now() - started), trace_id: traceId, ai_guidance: `svc failed while handling this call. Trace id ${traceId}.` },
      }));
    } finally {
      // On every path, the caller's slot in a shared store is given back once the result is on
      // its way, not before the audit line and the reply: the round trip is CPU this call's
      // answer need not wait for (docs/gateway.md "Performance"). The local slot was freed when
      // the program ended; a call never asked, or refused, holds none.
      const asked = admission;
      if (asked) setImmediate(() => void asked.then((answer) => (answer.ok ? answer.release() : undefined), () => undefined));
    }
  }

  async function preview(alias: string, rawArgs: unknown, ctx: Pick<InvokeContext, 'caller' | 'principals' | 'workspace'>): Promise<CallPreview> {
    const args = rawArgs === undefined || rawArgs === null ? {} : rawArgs;
    const staged = await stagesToDecision(alias, args, ctx, randomUUID(), 'report');
    const binding = staged.binding;
    const document = staged.aclRule !== null ? await currentAcl() : undefined;
    const matched = staged.aclRule !== null ? document?.rules[staged.aclRule] : undefined;
    const base = {
      tool: alias, module_id: binding?.module_id ?? '', argv: staged.shownArgv ?? [], working_directory: staged.directory ?? '', roots: [...(staged.roots ?? [])],
      rule: staged.aclRule !== null ? { index: staged.aclRule, description: matched?.description ?? '' } : null,
    };
    type Facts = Awaited<ReturnType<CallConfinement['describe']>>;
    const facts = async (writable: boolean, network: boolean): Promise<Facts> =>
      binding && staged.directory !== undefined
        ? confinement.describe({ binding, argv: [], cwd: staged.directory, roots: staged.roots ?? [], hiddenRoots: [], writable, network })
        : { mechanism: (await confinement.willSandbox()) ? ('bubblewrap' as const) : ('none' as const), writable: [], network: false };
    const shown = (f: Facts) => ({ mechanism: f.mechanism, writable: f.writable, network: f.network });
    if (staged.ok) {
      const sandbox = await facts(staged.decided.writable, staged.decided.network);
      if (sandbox.refused) return { ...base, decision: 'deny', reason: sandbox.refused, sandbox: shown(sandbox) };
      return { ...base, decision: 'allow', reason: '', sandbox: shown(sandbox) };
    }
    if (staged.approval) {
      const sandbox = await facts(staged.approval.writable, staged.approval.network);
      if (sandbox.refused) return { ...base, decision: 'deny', reason: sandbox.refused, sandbox: shown(sandbox) };
      return { ...base, decision: 'needs_approval', reason: staged.approval.request.reason, sandbox: shown(sandbox) };
    }
    const sandbox = shown(await facts(false, false));
    if (staged.status === 'invalid' || staged.status === 'unknown_tool') return { ...base, decision: 'invalid', reason: staged.guidance, sandbox, errors: staged.errors ?? [] };
    return { ...base, decision: 'deny', reason: staged.guidance, sandbox };
  }

  return {
    tools: () => [...options.bindings],
    byAlias: (alias) => byAlias.get(alias),
    invoke,
    preview,
  };
}
