/**
 * The environment of the programs svc runs, beyond the allowlist of src/exec/run.ts: the
 * non-interactive defaults every program gets, and the operator's `env` configuration (variables
 * passed through from svc's own environment, and variables set), globally and per module glob.
 * docs/execution.md "Environment" documents the rules.
 */
import { isSensitiveName } from '../bindings/schema.js';
import { targetMatches } from '../govern/acl-evaluate.js';

/**
 * Set for every program: nothing pages, prompts or colours its output. Programs run without a
 * terminal and with empty stdin, so a prompt could only hang until the timeout; these make them
 * fail at once instead (`git` reports `terminal prompts disabled`).
 */
export const NON_INTERACTIVE_ENV: Readonly<Record<string, string>> = Object.freeze({
  TERM: 'dumb',
  NO_COLOR: '1',
  PAGER: 'cat',
  GIT_PAGER: 'cat',
  GIT_TERMINAL_PROMPT: '0',
  GCM_INTERACTIVE: 'never',
});

/** Variables to pass through (names, `*` globs allowed) and variables to set. */
export interface EnvRules {
  pass?: string[];
  set?: Record<string, string>;
}

/** The `env` setting of config.yaml: global rules, plus rules per module-id glob. */
export interface EnvConfig extends EnvRules {
  modules?: Record<string, EnvRules>;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NAME_GLOB = /^[A-Za-z_*][A-Za-z0-9_*]*$/;
const MODULE_GLOB = /^cli\.[^\s]+$|^\*$/;
/** Shown instead of the value of a variable whose name looks like a secret. */
export const REDACTED_ENV_VALUE = '[REDACTED]';

function parseRules(raw: unknown, where: string): EnvRules {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${where} must be a mapping with pass and/or set`);
  const rules: EnvRules = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key === 'pass') {
      if (!Array.isArray(value) || !value.every((name) => typeof name === 'string' && NAME_GLOB.test(name))) {
        throw new Error(`${where}.pass must be a list of variable names (globs with * allowed), like [KUBECONFIG, "AWS_*"] (got ${JSON.stringify(value)})`);
      }
      rules.pass = value as string[];
    } else if (key === 'set') {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${where}.set must be a mapping of variable names to values`);
      rules.set = {};
      for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
        if (!NAME.test(name)) throw new Error(`${where}.set: "${name}" is not a valid variable name`);
        if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw new Error(`${where}.set.${name} must be a string, number or boolean`);
        rules.set[name] = String(v);
      }
    } else if (key !== 'modules' || where !== 'env') {
      throw new Error(`${where}: unknown key "${key}" (expected pass${where === 'env' ? ', set or modules' : ' or set'})`);
    }
  }
  return rules;
}

/**
 * Validates the `env` setting of config.yaml. Throws an Error saying what is accepted.
 *
 * @example
 * parseEnvConfig({ pass: ['KUBECONFIG'], modules: { 'cli.git*': { set: { GIT_AUTHOR_NAME: 'Agent' } } } });
 */
export function parseEnvConfig(raw: unknown): EnvConfig {
  const config: EnvConfig = parseRules(raw, 'env');
  const modules = (raw as Record<string, unknown>).modules;
  if (modules !== undefined) {
    if (modules === null || typeof modules !== 'object' || Array.isArray(modules)) throw new Error('env.modules must map module-id globs (cli.kubectl*) to pass/set rules');
    config.modules = {};
    for (const [pattern, rules] of Object.entries(modules as Record<string, unknown>)) {
      if (!MODULE_GLOB.test(pattern)) throw new Error(`env.modules: "${pattern}" is not a module id or glob like cli.git or cli.kubectl*`);
      config.modules[pattern] = parseRules(rules, `env.modules.${pattern}`);
    }
  }
  return config;
}

function applyRules(env: Record<string, string>, rules: EnvRules | undefined, parent: NodeJS.ProcessEnv): void {
  if (!rules) return;
  for (const pattern of rules.pass ?? []) {
    for (const [name, value] of Object.entries(parent)) {
      if (value !== undefined && targetMatches(pattern, name)) env[name] = value;
    }
  }
  Object.assign(env, rules.set ?? {});
}

/**
 * The variables the operator's `env` configuration adds for one module: global `pass` (taken
 * from `parent`, svc's environment), global `set`, then the rules of every matching module glob
 * in file order. Later entries win, so a module's `set` overrides a global one.
 *
 * @example
 * configuredEnv({ pass: ['KUBECONFIG'] }, 'cli.kubectl.get', { KUBECONFIG: '/k' }); // { KUBECONFIG: '/k' }
 */
export function configuredEnv(config: EnvConfig | undefined, moduleId: string, parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  if (!config) return env;
  applyRules(env, config, parent);
  for (const [pattern, rules] of Object.entries(config.modules ?? {})) {
    if (targetMatches(pattern, moduleId)) applyRules(env, rules, parent);
  }
  return env;
}

/**
 * A copy safe to log or print: values of variables whose names look like secrets
 * (`AWS_SECRET_ACCESS_KEY`, `GITHUB_TOKEN`, `DB_PASSWORD`) are replaced by `[REDACTED]`.
 *
 * @example
 * redactEnv({ GITHUB_TOKEN: 'ghp_x', KUBECONFIG: '/k' }); // { GITHUB_TOKEN: '[REDACTED]', KUBECONFIG: '/k' }
 */
export function redactEnv(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, isSensitiveName(name) ? REDACTED_ENV_VALUE : value]));
}

/**
 * The `env` configuration with secret-looking `set` values redacted, for `svc config --show`.
 *
 * @example
 * redactEnvConfig({ set: { API_TOKEN: 'x' } }); // { set: { API_TOKEN: '[REDACTED]' } }
 */
export function redactEnvConfig(config: EnvConfig): EnvConfig {
  const rules = (r: EnvRules): EnvRules => ({ ...r, ...(r.set ? { set: redactEnv(r.set) } : {}) });
  return {
    ...rules(config),
    ...(config.modules ? { modules: Object.fromEntries(Object.entries(config.modules).map(([p, r]) => [p, rules(r)])) } : {}),
  };
}
