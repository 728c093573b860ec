/**
 * The `ai_guidance` texts of SPEC.md ("Guidance attached to command-line execution errors"), plus
 * the ones for ACL denial, approval and invalid arguments. Each says what went wrong and what the
 * caller should do next, in words an agent can act on. docs/execution.md lists them all.
 */
import { basename } from 'node:path';
import { visibleText } from '../govern/visible-text.js';
import { SHELL_METACHARACTERS } from './render-argv.js';

/** How many characters of stderr the non-zero-exit guidance quotes (SPEC.md). */
export const STDERR_EXCERPT_CHARS = 200;

const SAFE_TOKEN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * Formats argv for reading, quoting tokens the way a POSIX shell would need them. Only for display:
 * svc never runs a shell.
 *
 * @example
 * formatCommand(['/usr/bin/git', 'log', '--format=%h %s']); // "/usr/bin/git log '--format=%h %s'"
 */
export function formatCommand(argv: readonly string[]): string {
  // Invisible and direction-changing characters are escaped and long padding collapsed (visibleText).
  return argv.map((token) => (SAFE_TOKEN.test(token) ? token : `'${visibleText(token).replace(/'/g, `'\\''`)}'`)).join(' ');
}

/**
 * Program not installed: names the program and says to install it and retry.
 *
 * @example
 * notInstalledGuidance('/usr/bin/jq'); // 'The program "jq" is not installed (nothing at /usr/bin/jq). Install jq and retry.'
 */
export function notInstalledGuidance(binary: string, missingInterpreter?: string): string {
  if (missingInterpreter) {
    const interpreter = basename(missingInterpreter);
    return `The program "${interpreter}" is not installed (nothing at ${missingInterpreter}), and ${binary} needs it to run. Install ${interpreter} and retry.`;
  }
  const program = basename(binary);
  return `The program "${program}" is not installed (nothing at ${binary}). Install ${program} and retry.`;
}

/**
 * Command timeout: suggests simpler arguments or a larger timeout.
 *
 * @example
 * timeoutGuidance(['/usr/bin/find', '/'], 30);
 */
export function timeoutGuidance(argv: readonly string[], timeoutSeconds: number): string {
  return (
    `The command ${formatCommand(argv)} did not finish within ${timeoutSeconds} seconds and was stopped. ` +
    'Retry with simpler arguments (a narrower path, fewer items, a smaller limit), or ask the operator for a larger timeout ' +
    '(default_timeout in ~/.svc/config.yaml or the SVC_TIMEOUT environment variable).'
  );
}

/**
 * Shell injection detected: tells the caller to remove shell metacharacters from the named parameter.
 *
 * @example
 * shellMetacharactersGuidance('message', [';']);
 */
export function shellMetacharactersGuidance(parameter: string, found: readonly string[]): string {
  return (
    `Remove shell metacharacters from the parameter "${parameter}" (found: ${found.join(' ')}) and retry. ` +
    `svc passes each value to the program directly, so no quoting or escaping is needed; values may not contain ${SHELL_METACHARACTERS.join(' ')}.`
  );
}

/**
 * Permission denied: suggests checking file permissions or running with suitable privileges.
 *
 * @example
 * permissionDeniedGuidance('/opt/tool/bin/tool');
 */
export function permissionDeniedGuidance(binary: string): string {
  return (
    `Permission denied when running ${binary}. Check the file permissions (the program must be executable ` +
    'by the user running svc) or run svc with suitable privileges, then retry.'
  );
}

/**
 * Non-zero exit code: states the command, the exit code and the first 200 characters of stderr.
 *
 * @example
 * nonZeroExitGuidance(['/usr/bin/git', 'log'], 128, 'fatal: not a git repository');
 */
export function nonZeroExitGuidance(argv: readonly string[], exitCode: number, stderr: string, signal?: string | null): string {
  // Bounded before it is split into code points: stderr may be megabytes.
  const excerpt = [...stderr.slice(0, STDERR_EXCERPT_CHARS * 2)].slice(0, STDERR_EXCERPT_CHARS).join('');
  const how = signal ? `was ended by ${signal} (exit code ${exitCode})` : `exited with code ${exitCode}`;
  const err = excerpt.length > 0 ? `First ${STDERR_EXCERPT_CHARS} characters of stderr: ${excerpt}` : 'It wrote nothing to stderr.';
  const text = `The command ${formatCommand(argv)} ${how}. ${err}`;
  // Most permission failures are reported by the program itself (`ls: ...: Permission denied`),
  // not by spawn; SPEC.md's permission guidance applies to them too.
  return reportsPermissionProblem(stderr) ? `${text}${excerpt.endsWith('\n') ? '' : ' '}${PROGRAM_PERMISSION_HINT}` : text;
}

/** Appended to the non-zero-exit guidance when the program's stderr reports a permission failure. */
export const PROGRAM_PERMISSION_HINT =
  'The program reported a permission problem: check the file permissions of the paths it was given, or run svc with suitable privileges, then retry.';

const PERMISSION_SEARCH_CHARS = 16_384;
const PERMISSION_WORDING = /permission denied|operation not permitted|\bEACCES\b|\bEPERM\b/i;

/**
 * Whether a program's stderr reports a permission failure (EACCES/EPERM in the words of libc,
 * Node or Python).
 *
 * @example
 * reportsPermissionProblem("ls: cannot open directory '/root': Permission denied"); // true
 */
export function reportsPermissionProblem(stderr: string): boolean {
  // Programs report it in their first or last lines; a flood of output is not searched whole.
  const head = stderr.length <= 2 * PERMISSION_SEARCH_CHARS ? stderr : `${stderr.slice(0, PERMISSION_SEARCH_CHARS)}\n${stderr.slice(-PERMISSION_SEARCH_CHARS)}`;
  return PERMISSION_WORDING.test(head);
}

/**
 * The client cancelled the call while the program ran.
 *
 * @example
 * cancelledGuidance(['/usr/bin/find', '/']);
 */
export function cancelledGuidance(argv: readonly string[]): string {
  return `The call was cancelled, so the command ${formatCommand(argv)} was stopped before it finished; its effects may be partial. Call the tool again if the result is still needed.`;
}

/** Spawning failed for a reason other than a missing or non-executable program. */
export function spawnErrorGuidance(binary: string, message: string): string {
  return `svc could not start ${binary}: ${message}. Check that the program and its working directory exist, then retry.`;
}

/**
 * A value that would be read as an option, where a value is expected.
 *
 * @example
 * optionLikeGuidance('files');
 */
export function optionLikeGuidance(parameter: string): string {
  return (
    `The parameter "${parameter}" starts with "-", so the program would read it as an option. ` +
    'Pass options only through their own parameters; for a file name that starts with "-", prefix it with "./" and retry.'
  );
}

/** A value with a NUL byte or a line break. */
export function controlCharactersGuidance(parameter: string): string {
  return `The parameter "${parameter}" contains a NUL byte or a line break, which svc never passes to a program. Remove it and retry.`;
}

/** One schema violation, as the validator reports it. */
export interface ArgumentProblem {
  path: string;
  message: string;
  keyword?: string;
}

/**
 * Invalid arguments: lists every problem with its JSON Pointer, nothing ran.
 *
 * @example
 * invalidArgumentsGuidance('git_log', [{ path: '/max_count', message: 'must be integer' }]);
 * invalidArgumentsGuidance('ls', [{ path: '', message: 'must NOT have additional properties' }], { unknown: ['lng'], known: ['long', 'all'] });
 */
export function invalidArgumentsGuidance(alias: string, problems: readonly ArgumentProblem[], names: ParameterNames = {}): string {
  const list = problems.map((p) => `${p.path === '' ? '(root)' : p.path} ${p.message}`).join('; ');
  // The validator's "must NOT have additional properties" does not say which one; an agent needs
  // the offending names and the accepted ones to correct itself.
  const unknown = names.unknown ?? [];
  const which =
    unknown.length === 0
      ? ''
      : ` Unknown parameter${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}; ${alias} accepts ${names.known && names.known.length > 0 ? names.known.join(', ') : 'no parameters'}.`;
  return `The arguments do not match the input schema of ${alias}: ${list}.${which} Nothing was run. Fix the arguments to match the tool's inputSchema and retry.`;
}

/** Parameter names for {@link invalidArgumentsGuidance}: those the call gave that the tool lacks, and the tool's own. */
export interface ParameterNames {
  unknown?: readonly string[];
  known?: readonly string[];
}

/** A value that passed the schema but cannot be placed in argv (wrong type for its flag, comma in a comma list). */
export function invalidValueGuidance(alias: string, detail: string): string {
  return `The arguments of ${alias} cannot be passed to the program: ${detail}. Nothing was run. Fix the value and retry.`;
}

/** Longest caller-given name quoted back in guidance; a name can be as long as a request body. */
const MAX_QUOTED_NAME = 128;

/** Unknown tool name. */
export function unknownToolGuidance(alias: string): string {
  const shown = alias.length > MAX_QUOTED_NAME ? `${alias.slice(0, MAX_QUOTED_NAME)}…` : alias;
  return `There is no tool named "${visibleText(shown)}". List the tools with tools/list and retry with one of their names.`;
}

/** Where an ACL decision came from, for the denial guidance. */
export interface AclDenialSource {
  moduleId: string;
  caller: string;
  aclFile: string;
  /** 0-based index of the matching rule; undefined when default_effect decided. */
  ruleIndex?: number;
  ruleDescription?: string;
  /** The ACL file does not exist, so the empty default-deny ACL decided. */
  fileMissing?: boolean;
}

function ruleName(index: number, description?: string): string {
  return `rule ${index + 1}${description ? ` ("${description}")` : ''}`;
}

/**
 * ACL denial: points at the ACL file and the matching rule, or at its default_effect.
 *
 * @example
 * aclDeniedGuidance({ moduleId: 'cli.touch', caller: 'stdio', aclFile: '/home/me/.svc/acl.yaml' });
 */
export function aclDeniedGuidance(source: AclDenialSource): string {
  const { moduleId, caller, aclFile, ruleIndex, ruleDescription } = source;
  if (ruleIndex === undefined && source.fileMissing) {
    return (
      `Calling ${moduleId} is denied for caller "${caller}": the ACL file ${aclFile} does not exist, so every call falls under the default deny. ` +
      `This is fixed by creating the ACL file (\`svc scan\` writes one) with a rule with targets [${moduleId}] and effect allow. Do not retry until the operator has done so.`
    );
  }
  if (ruleIndex === undefined) {
    return (
      `Calling ${moduleId} is denied for caller "${caller}": no rule in ${aclFile} matches it, and default_effect is deny. ` +
      `This is fixed by editing the ACL file: add a rule with targets [${moduleId}] and effect allow to ${aclFile}. Do not retry until the operator has done so.`
    );
  }
  return (
    `Calling ${moduleId} is denied for caller "${caller}" by ${ruleName(ruleIndex, ruleDescription)} in ${aclFile}. ` +
    `This is fixed by editing the ACL file: change that rule or add an allow rule for ${moduleId} above it. Do not retry until the operator has done so.`
  );
}

/**
 * The ACL file cannot be read or parsed: every call is denied until it is fixed.
 *
 * @example
 * aclUnusableGuidance('/h/.svc/acl.yaml', '/h/.svc/acl.yaml:3: rule 1: effect must be allow or deny');
 */
export function aclUnusableGuidance(aclFile: string, problem: string): string {
  return `The access-control file ${aclFile} cannot be used (${problem}), so every call is denied. This is fixed by editing the ACL file; do not retry until the operator has done so.`;
}

/** Why a call needed approval. */
export interface ApprovalReasonSource {
  /** 0-based rule index when a rule's `require_approval` asked for it. */
  ruleIndex?: number;
  ruleDescription?: string;
  /** Boosting flags passed in the call (`--force`, `-r`, ...). */
  boostingFlags?: readonly string[];
  /** Parameters that need approval, already phrased (`the call sets the parameter "output" (--output), which writes files (...)`). */
  parameters?: readonly string[];
}

/**
 * The reason shown to the approver and in guidance.
 *
 * @example
 * approvalReason({ boostingFlags: ['--force'] }); // 'the call passes --force'
 */
export function approvalReason(source: ApprovalReasonSource): string {
  const parts: string[] = [];
  if (source.ruleIndex !== undefined) parts.push(`${ruleName(source.ruleIndex, source.ruleDescription)} requires approval`);
  if (source.boostingFlags && source.boostingFlags.length > 0) parts.push(`the call passes ${source.boostingFlags.join(' ')}`);
  for (const parameter of source.parameters ?? []) parts.push(parameter);
  return parts.join(' and ') || 'approval is required';
}

/** The answer an approval handler gave, other than approved. */
export type ApprovalRefusal = 'declined' | 'cancelled' | 'unsupported';

/**
 * Approval required and not granted.
 *
 * @example
 * approvalDeniedGuidance({ moduleId: 'cli.rm', argv: ['/usr/bin/rm', 'x'], reason: 'rule 2 requires approval', answer: 'declined', aclFile: '/h/.svc/acl.yaml' });
 */
export function approvalDeniedGuidance(source: { moduleId: string; argv: readonly string[]; reason: string; answer: ApprovalRefusal; aclFile: string; writesCanAllow?: boolean }): string {
  const { moduleId, argv, reason, answer, aclFile } = source;
  // A sandboxed call that only writes inside its roots: the operator's `writes` setting can let it run unasked.
  const operator = source.writesCanAllow
    ? `or the operator can let this module write inside the roots without asking (writes: {modules: {"${moduleId}": allow}} in config.yaml) or change the rule in ${aclFile}.`
    : `or the operator can change the rule in ${aclFile}.`;
  const what =
    answer === 'declined'
      ? 'the user declined it'
      : answer === 'cancelled'
        ? 'the user cancelled the request'
        : 'nobody could be asked to approve it (svc serve runs without --approval elicit, the MCP client does not support elicitation, or the call came from the explorer, which cannot ask)';
  return (
    `Calling ${moduleId} needs approval because ${reason}, and ${what}; the command ${formatCommand(argv)} was not run. ` +
    `Do not retry the same call unless the user asks for it; a call without the flags that need approval may be allowed, ` +
    operator
  );
}

/**
 * What an approval of a sandboxed call opens, for the prompt: the roots it may write, and the network.
 *
 * @example
 * approvedProfileText(['/w/proj'], false); // 'If approved, it runs once with /w/proj writable and no network.'
 */
export function approvedProfileText(roots: readonly string[], network: boolean): string {
  const writable = roots.length > 0 ? `${roots.join(', ')} writable` : 'nothing writable';
  return `If approved, it runs once with ${writable} and ${network ? "the host's network" : 'no network'}.`;
}

/**
 * A sandboxed call that would write inside its roots, for a module the operator denies writes.
 *
 * @example
 * writesDeniedGuidance({ moduleId: 'cli.touch', argv: ['/usr/bin/touch', 'x'] });
 */
export function writesDeniedGuidance(source: { moduleId: string; argv: readonly string[] }): string {
  return (
    `The command ${formatCommand(source.argv)} would write inside the roots, and the operator denies writes for ${source.moduleId} (writes: deny in config.yaml). ` +
    'Nothing was run. Do not retry it; a read-only call of this tool may be allowed, or the operator can set writes to ask or allow for it.'
  );
}

/** Every program slot is busy and the wait queue is full. */
export function busyGuidance(running: number, queued: number): string {
  return (
    `svc is busy: ${running} programs are running and ${queued} more calls are waiting, which is its limit. Nothing was run. ` +
    'Retry in a few seconds, or make fewer calls at once. The operator can raise limits.max_running_programs and limits.max_queued_programs in ~/.svc/config.yaml.'
  );
}

/**
 * An argument value, or the whole call, is larger than svc accepts (config `limits`).
 *
 * @example
 * argumentsTooLargeGuidance('jq', { kind: 'value', parameter: 'filter', bytes: 70000, limit: 65536 });
 */
export function argumentsTooLargeGuidance(alias: string, excess: { kind: 'value'; parameter: string; bytes: number; limit: number } | { kind: 'call'; bytes: number; limit: number }): string {
  const what =
    excess.kind === 'value'
      ? `The value of "${excess.parameter}" is ${excess.bytes} bytes, over svc's limit of ${excess.limit} bytes per value (limits.max_value_bytes)`
      : `The arguments of ${alias} are ${excess.bytes}+ bytes in all, over svc's limit of ${excess.limit} bytes per call (limits.max_call_bytes)`;
  return `${what}. Nothing was run. Put large content in a file inside the working directory and pass its path instead, or split the work into smaller calls. The operator can raise the limit in ~/.svc/config.yaml.`;
}

/** The arguments nest deeper than svc accepts. */
export function nestingTooDeepGuidance(alias: string, limit: number): string {
  return `The arguments of ${alias} nest more than ${limit} levels deep, which svc refuses before anything runs. Nothing was run. Pass flat values as the tool's inputSchema describes and retry.`;
}
