import type { Command } from 'commander';
import { loadConfig, type ConfigOverrides, type SvcConfig } from '../config/index.js';
import { createLogger, type Logger, type LogLevel } from '../log/index.js';

/**
 * Resolves the configuration for a subcommand: the global `--log-level` plus the subcommand's own
 * overrides on top of env, file and defaults. Returns the config and a stderr logger at its level.
 *
 * @example
 * const { config, log } = await resolveCommandConfig(command, { modules_dir: opts.modulesDir });
 */
export async function resolveCommandConfig(
  command: Command,
  overrides: ConfigOverrides = {},
): Promise<{ config: SvcConfig; log: Logger }> {
  const globals = command.optsWithGlobals() as { logLevel?: LogLevel };
  const config = await loadConfig({ overrides: { ...overrides, log_level: globals.logLevel ?? overrides.log_level } });
  return { config, log: createLogger({ level: config.log_level }) };
}
