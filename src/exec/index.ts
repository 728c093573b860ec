/** Execution: argv rendering, the subprocess runner and the ai_guidance texts. */
export { renderArgv, ArgvRefusal, SHELL_METACHARACTERS, type ArgvRefusalKind, type RenderArgvOptions } from './render-argv.js';
export {
  runProgram, stopRunningPrograms, allowlistedEnv, ENV_ALLOWLIST, DEFAULT_MAX_OUTPUT_BYTES, DEFAULT_KILL_GRACE_MS,
  type RunOptions, type RunResult, type RunOutcome,
} from './run.js';
export * as guidance from './guidance.js';
export { formatCommand, STDERR_EXCERPT_CHARS } from './guidance.js';
