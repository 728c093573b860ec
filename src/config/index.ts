import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { yaml } from '../shared/yaml.js';
import { LOG_LEVELS, levelFromRustLog, type LogLevel } from '../log/index.js';
import { writeFileAtomic } from '../shared/atomic-write.js';
import { parseEnvConfig, redactEnvConfig, type EnvConfig } from '../exec/environment.js';
import { NotRegularFileError, pathExists, readRegularFile } from '../shared/regular-file.js';
import { coerceLimits, DEFAULT_LIMITS, type SvcLimits } from './limits.js';
import { coerceResults, DEFAULT_RESULTS, type SvcResults } from './results.js';
import { coerceToolList, DEFAULT_TOOL_LIST, type SvcToolList } from './tool-list.js';
import { coerceSandboxGrants, coerceSandboxMode, type SandboxGrant, type SandboxMode } from './sandbox.js';
import { coerceWrites, DEFAULT_WRITES, type SvcWrites } from './writes.js';
import { coerceAuth, coercePublicUrl, type SvcAuth } from '../identity/config.js';
import { coerceTelemetry, type SvcTelemetry } from '../telemetry/config.js';
import { CallerRootsConfigError, coerceCallerRoots, type CallerRootsEntry } from './caller-roots.js';
import { coerceState, DEFAULT_STATE, redactUrl, StateConfigError, withStateUrl, type SvcState } from './state.js';
import { escapeRegExp } from '../shared/escape-regexp.js';

/** The resolved configuration of SPEC.md ("Configuration"), plus the paths DESIGN.md makes overridable. */
export interface SvcConfig {
  modules_dir: string;
  cache_dir: string;
  audit_log: string;
  acl_file: string;
  log_level: LogLevel;
  default_timeout: number;
  scan_depth: number;
  json_output_preference: boolean;
  /**
   * Module ids (with `*` globs) whose arguments may contain shell metacharacters. svc never runs a
   * shell, so this only lifts the default refusal for tools that need such text (a commit message
   * with `$`, a grep pattern with `|`). Empty by default.
   */
  allow_shell_metacharacters: string[];
  /**
   * Check patterns and program text (parameters marked `x-cli-text`: grep patterns, jq filters,
   * sed scripts, ...) for shell metacharacters too. False by default: `|`, `$` and `(` are their
   * syntax and no shell runs them (docs/decisions.md).
   */
  refuse_metacharacters_in_patterns: boolean;
  /** Directories tools may work in (`svc serve --root`); docs/serve.md "Roots and working directories". */
  roots: string[];
  /**
   * Roots per caller or role (src/config/caller-roots.ts): a caller matched by entries works in
   * the union of their roots instead of `roots`; docs/serve.md "Roots and working directories".
   */
  caller_roots?: CallerRootsEntry[];
  /** Module ids (with `*` globs) whose path arguments are not confined to the roots. */
  allow_paths_outside_roots: string[];
  /**
   * Module ids (with `*` globs) whose path operands svc passes on without expanding `*`, `?`, `[...]`
   * (docs/execution.md "Globs"); absent: {@link DEFAULT_NO_GLOB_EXPANSION}.
   */
  no_glob_expansion?: string[];
  /** Variables passed through to or set for the programs; docs/execution.md "Environment". */
  env: EnvConfig;
  /** Sessions, idle time, read timeouts and running programs (src/config/limits.ts). */
  limits: SvcLimits;
  /** Inline budgets and kept outputs of tool results (src/config/results.ts, docs/results.md). */
  results: SvcResults;
  /** How much of the tool set tools/list shows (src/config/tool-list.ts, docs/tool-list.md). */
  tool_list: SvcToolList;
  /** Whether calls run in a kernel sandbox (src/config/sandbox.ts, docs/sandbox.md). */
  sandbox: SandboxMode;
  /** What the sandboxed calls of some modules may see, write or reach beyond the default profile. */
  sandbox_grants: SandboxGrant[];
  /** What a sandboxed call that writes inside its roots gets: ask, allow, deny, per module glob (src/config/writes.ts). */
  writes: SvcWrites;
  /** The URL clients reach svc at, behind a load balancer (`--public-url`); docs/gateway.md. */
  public_url?: string;
  /** OAuth 2.1 resource server settings (src/identity, docs/gateway.md "Identity"). */
  auth?: SvcAuth;
  /** OpenTelemetry export of spans and audit records (src/telemetry, docs/gateway.md). */
  telemetry?: SvcTelemetry;
  /** Where state that outlives a request lives: memory, or Redis for replicas (src/config/state.ts, docs/state.md). */
  state: SvcState;
  /**
   * Who may approve a call from the explorer page (caller patterns matched like ACL `callers`;
   * docs/explorer-console.md "Preview and approval"). Absent: a caller presenting the static token,
   * or, with no token configured, a caller connected from this machine. `[]`: nobody.
   */
  approvers?: string[];
  /** `svc call --yes` may approve a call without asking (docs/call.md); absent or false: `--yes` is refused. */
  call_allow_yes?: boolean;
}

/**
 * Modules whose patterns are their program's own when the config names none: git reads a pathspec
 * itself (`*.ts` matches in every directory and in history), which a shell-style expansion of the
 * top directory would narrow.
 */
export const DEFAULT_NO_GLOB_EXPANSION: readonly string[] = Object.freeze(['cli.git.*']);

/** Gateway settings (docs/gateway.md): optional, absent from the defaults `svc config --show` prints. */
const OPTIONAL_FIELDS: (keyof SvcConfig)[] = ['public_url', 'auth', 'telemetry', 'caller_roots', 'approvers', 'call_allow_yes', 'no_glob_expansion'];

/** Values given on the command line: the highest tier. */
export type ConfigOverrides = Partial<SvcConfig>;

/** Options for {@link loadConfig}. */
export interface LoadConfigOptions {
  /** CLI-level overrides (highest priority). */
  overrides?: ConfigOverrides;
  /** Environment to read (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  /** Config file path (default `$SVC_CONFIG` or `~/.svc/config.yaml`). */
  configPath?: string;
}

/** Raised for a config file that cannot be read or holds invalid values; the message names the file. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `~/.svc`, resolved from the current HOME so tests can point it elsewhere. */
export function svcHome(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.HOME || homedir(), '.svc');
}

/** Default config file location. */
export function defaultConfigPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SVC_CONFIG || join(svcHome(env), 'config.yaml');
}

/** The built-in defaults (lowest tier). */
export function defaultConfig(env: NodeJS.ProcessEnv = process.env): SvcConfig {
  const home = svcHome(env);
  return {
    modules_dir: join(home, 'modules'),
    cache_dir: join(home, 'cache'),
    audit_log: join(home, 'audit.jsonl'),
    acl_file: join(home, 'acl.yaml'),
    log_level: 'info',
    default_timeout: 30,
    scan_depth: 2,
    json_output_preference: true,
    allow_shell_metacharacters: [],
    refuse_metacharacters_in_patterns: false,
    roots: [],
    allow_paths_outside_roots: [],
    env: {},
    limits: { ...DEFAULT_LIMITS },
    results: { ...DEFAULT_RESULTS },
    tool_list: { ...DEFAULT_TOOL_LIST },
    sandbox: 'auto',
    sandbox_grants: [],
    writes: { ...DEFAULT_WRITES, modules: [] },
    state: { ...DEFAULT_STATE },
  };
}

const ENV_FIELDS: Record<string, keyof SvcConfig> = {
  SVC_MODULES_DIR: 'modules_dir',
  SVC_CACHE_DIR: 'cache_dir',
  SVC_AUDIT_LOG: 'audit_log',
  SVC_ACL_FILE: 'acl_file',
  SVC_LOG_LEVEL: 'log_level',
  SVC_TIMEOUT: 'default_timeout',
  SVC_SCAN_DEPTH: 'scan_depth',
  SVC_SANDBOX: 'sandbox',
  SVC_PUBLIC_URL: 'public_url',
  SVC_STATE: 'state',
};

const PATH_FIELDS = new Set<keyof SvcConfig>(['modules_dir', 'cache_dir', 'audit_log', 'acl_file']);

function expandPath(value: string, env: NodeJS.ProcessEnv): string {
  const home = env.HOME || homedir();
  const expanded = value === '~' ? home : value.startsWith('~/') ? join(home, value.slice(2)) : value;
  return isAbsolute(expanded) ? expanded : resolve(expanded);
}

/**
 * Checks one field's value and converts text (from env or CLI) to the field's type.
 * Throws a plain Error whose message says what is accepted; callers add where the value came from.
 */
export function coerceField(field: keyof SvcConfig, raw: unknown, env: NodeJS.ProcessEnv = process.env): SvcConfig[keyof SvcConfig] {
  if (PATH_FIELDS.has(field)) {
    if (typeof raw !== 'string' || raw.trim() === '') throw new Error(`${field} must be a non-empty path`);
    return expandPath(raw.trim(), env);
  }
  switch (field) {
    case 'log_level': {
      const level = String(raw).toLowerCase();
      if (!LOG_LEVELS.includes(level as LogLevel)) throw new Error(`log_level must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(raw)})`);
      return level as LogLevel;
    }
    case 'default_timeout': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isInteger(n) || n < 1 || n > 86_400) throw new Error(`default_timeout must be a whole number of seconds from 1 to 86400 (got ${JSON.stringify(raw)})`);
      return n;
    }
    case 'scan_depth': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isInteger(n) || n < 1 || n > 5) throw new Error(`scan_depth must be an integer from 1 to 5 (got ${JSON.stringify(raw)})`);
      return n;
    }
    case 'approvers': {
      const list = typeof raw === 'string' ? raw.split(',').map((item) => item.trim()).filter(Boolean) : raw;
      if (!Array.isArray(list) || !list.every((item) => typeof item === 'string' && item.trim() !== '')) {
        throw new Error(`approvers must be a list of callers as ACL rules name them ("token", "explorer", "user:alice", "role:ops", "*"), or [] for nobody (got ${JSON.stringify(raw)})`);
      }
      return list.map((item: string) => item.trim());
    }
    case 'call_allow_yes':
    case 'json_output_preference':
    case 'refuse_metacharacters_in_patterns': {
      if (typeof raw === 'boolean') return raw;
      const text = String(raw).trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(text)) return true;
      if (['false', '0', 'no', 'off'].includes(text)) return false;
      throw new Error(`${field} must be true or false (got ${JSON.stringify(raw)})`);
    }
    case 'roots': {
      const list = typeof raw === 'string' ? [raw] : raw;
      if (!Array.isArray(list) || !list.every((item) => typeof item === 'string' && item.trim() !== '')) {
        throw new Error(`roots must be a list of directories (got ${JSON.stringify(raw)})`);
      }
      return list.map((item: string) => expandPath(item.trim(), env));
    }
    case 'caller_roots':
      return coerceCallerRoots(raw, (path) => expandPath(path, env));
    case 'env':
      return parseEnvConfig(raw);
    case 'allow_paths_outside_roots':
    case 'no_glob_expansion':
    case 'allow_shell_metacharacters': {
      const list = typeof raw === 'string' ? raw.split(',').map((item) => item.trim()).filter(Boolean) : raw;
      if (!Array.isArray(list) || !list.every((item) => typeof item === 'string' && /^cli\.[^\s]+$/.test(item))) {
        throw new Error(`${field} must be a list of module ids like cli.git.commit or cli.grep* (got ${JSON.stringify(raw)})`);
      }
      return list as string[];
    }
    case 'limits':
      return coerceLimits(raw);
    case 'results':
      return coerceResults(raw);
    case 'tool_list':
      return coerceToolList(raw);
    case 'sandbox':
      return coerceSandboxMode(raw);
    case 'sandbox_grants':
      return coerceSandboxGrants(raw, (path) => expandPath(path, env));
    case 'writes':
      return coerceWrites(raw);
    case 'public_url':
      return coercePublicUrl(raw);
    case 'auth':
      return coerceAuth(raw);
    case 'telemetry':
      return coerceTelemetry(raw);
    case 'state': {
      const state = coerceState(raw);
      return state.secret_file === '' ? state : { ...state, secret_file: expandPath(state.secret_file, env) };
    }
    default:
      throw new Error(`unknown configuration field ${field}`);
  }
}

/**
 * ` line N` of a top-level setting in the file's text, or of one `member` of it when given and
 * found in its block, so an error points at it; '' when not found.
 */
function lineOfKey(text: string, key: string, member?: string): string {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.startsWith(`${key}:`) || line.startsWith(`"${key}":`) || line.startsWith(`'${key}':`));
  if (index === -1) return '';
  if (member) {
    const escaped = escapeRegExp(member);
    for (let at = index + 1; at < lines.length && !/^[^\s#]/.test(lines[at]!); at++) {
      if (new RegExp(`^\\s+["']?${escaped}["']?\\s*:`).test(lines[at]!)) return ` line ${at + 1}`;
    }
  }
  return ` line ${index + 1}`;
}

/**
 * ` line N` of entry `index` (0-based) of a top-level list setting, or of one `member` of that
 * entry when given and found in it; the setting's own line when the entry is not found.
 */
function lineOfListEntry(text: string, key: string, index: number, member?: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${key}:`));
  if (start === -1) return '';
  // Block-style entries (`  - callers: [...]`); a flow-style list keeps the setting's line.
  const entries: number[] = [];
  let indent: number | undefined;
  // The setting's block ends at the next top-level key (YAML lets its entries start in column 0).
  const ended = (line: string): boolean => /^(?!- )[^\s#]/.test(line);
  for (let at = start + 1; at < lines.length && !ended(lines[at]!); at++) {
    const match = /^(\s*)- /.exec(lines[at]!);
    if (!match) continue;
    indent ??= match[1]!.length;
    if (match[1]!.length === indent) entries.push(at);
  }
  const first = entries[index];
  if (first === undefined) return ` line ${start + 1}`;
  if (member) {
    const end = entries[index + 1] ?? lines.length;
    const escaped = escapeRegExp(member);
    for (let at = first; at < end && !ended(lines[at]!); at++) {
      if (new RegExp(`^\\s*(- )?["']?${escaped}["']?\\s*:`).test(lines[at]!)) return ` line ${at + 1}`;
    }
  }
  return ` line ${first + 1}`;
}

/**
 * ` line N` of a nested setting (`auth.oauth.issuer`, from the start of an error message) in the
 * file's text: each member looked for below its parent, deeper indented; the deepest found wins.
 */
function lineOfPath(text: string, key: string, message: string): string {
  const path = /^([a-z_]+(?:\.[a-z_]+)*)/.exec(message)?.[1]?.split('.') ?? [];
  // Only the gateway sections point inside themselves; the older ones keep naming their top line.
  if (path[0] !== key || path.length < 2 || !OPTIONAL_FIELDS.includes(key as keyof SvcConfig)) return lineOfKey(text, key);
  const lines = text.split('\n');
  let at = lines.findIndex((line) => line.startsWith(`${key}:`));
  if (at === -1) return '';
  let indent = 0;
  for (const member of path.slice(1)) {
    let next = -1;
    for (let i = at + 1; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
      const depth = line.length - line.trimStart().length;
      if (depth <= indent) break; // the parent's block ended
      if (line.trimStart().startsWith(`${member}:`)) {
        next = i;
        break;
      }
    }
    if (next === -1) break;
    at = next;
    indent = lines[next]!.length - lines[next]!.trimStart().length;
  }
  return ` line ${at + 1}`;
}

/** Reads and validates the config file; a missing file yields `{}`. */
export async function readConfigFile(path: string, env: NodeJS.ProcessEnv = process.env): Promise<ConfigOverrides> {
  let text: string;
  try {
    text = await readRegularFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    if (error instanceof NotRegularFileError) throw new ConfigError(`Cannot read config file: ${error.message}`);
    throw new ConfigError(`Cannot read config file ${path}: ${(error as Error).message}. Check its permissions.`);
  }
  let parsed: unknown;
  try {
    parsed = yaml().parse(text);
  } catch (error) {
    throw new ConfigError(`Config file ${path} is not valid YAML: ${(error as Error).message.split('\n')[0]}. Fix it, or move it away and run \`svc config --init\`.`);
  }
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigError(`Config file ${path} must hold a YAML mapping of settings. Fix it, or move it away and run \`svc config --init\`.`);
  }
  const known = new Set([...Object.keys(defaultConfig(env)), ...OPTIONAL_FIELDS]);
  const result: ConfigOverrides = {};
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!known.has(key)) {
      throw new ConfigError(`Config file ${path}${lineOfKey(text, key)}: unknown setting "${key}". Known settings: ${[...known].join(', ')}.`);
    }
    try {
      (result as Record<string, unknown>)[key] = coerceField(key as keyof SvcConfig, value, env);
    } catch (error) {
      const message = (error as Error).message;
      // State errors name their member; the gateway sections find theirs from the message's path.
      const member = error instanceof StateConfigError ? error.member : undefined;
      const line = error instanceof CallerRootsConfigError && error.entry !== undefined
        ? lineOfListEntry(text, key, error.entry, error.member)
        : member ? lineOfKey(text, key, member) : lineOfPath(text, key, message);
      throw new ConfigError(`Config file ${path}${line}: ${message}.`);
    }
  }
  return result;
}

/**
 * Resolves the configuration in tiers, highest first: command line, environment, config file,
 * defaults. `SVC_LOG_LEVEL` wins over `RUST_LOG` within the environment tier.
 *
 * @example
 * const config = await loadConfig({ overrides: { scan_depth: 3 } });
 * config.modules_dir; // '/home/me/.svc/modules' unless overridden
 */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<SvcConfig> {
  const env = options.env ?? process.env;
  const fromFile = await readConfigFile(options.configPath ?? defaultConfigPath(env), env);
  const fromEnv: ConfigOverrides = {};
  const rustLevel = levelFromRustLog(env.RUST_LOG);
  if (rustLevel) fromEnv.log_level = rustLevel;
  for (const [variable, field] of Object.entries(ENV_FIELDS)) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    try {
      (fromEnv as Record<string, unknown>)[field] = coerceField(field, value, env);
    } catch (error) {
      throw new ConfigError(`Environment variable ${variable}: ${(error as Error).message}.`);
    }
  }
  const overrides: ConfigOverrides = {};
  for (const [key, value] of Object.entries(options.overrides ?? {})) {
    if (value !== undefined) (overrides as Record<string, unknown>)[key] = coerceField(key as keyof SvcConfig, value, env);
  }
  // A state URL (SVC_STATE, --state) changes only where the store is, not the file's other state settings.
  for (const [tier, raw] of [[fromEnv, env.SVC_STATE], [overrides, options.overrides?.state]] as const) {
    if (typeof raw === 'string' && raw !== '') tier.state = withStateUrl(fromFile.state ?? DEFAULT_STATE, raw);
  }
  return { ...defaultConfig(env), ...fromFile, ...fromEnv, ...overrides };
}

/** Renders a configuration as the YAML that `svc config --show` prints and `--init` writes. */
export function configToYaml(config: SvcConfig): string {
  return yaml().stringify({ ...config, env: redactEnvConfig(config.env), state: { ...config.state, url: redactUrl(config.state.url) } });
}

/**
 * Writes the default config file unless one exists (never clobbers the user's file).
 * Returns whether a file was created.
 */
export async function initConfigFile(path: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (await pathExists(path)) return false;
  const header = '# svc configuration. Environment variables (SVC_*) and command-line flags override these.\n';
  await writeFileAtomic(path, header + configToYaml(defaultConfig(env)));
  return true;
}
