import type { Command } from 'commander';
import { configToYaml, defaultConfigPath, initConfigFile } from '../config/index.js';
import { resolveCommandConfig } from './global-options.js';

/** `svc config --show | --init` (SPEC.md "svc config"). */
export function registerConfigCommand(program: Command): void {
  program
    .command('config')
    .description('Show the resolved configuration or create the default config file')
    .option('--show', 'print the resolved configuration as YAML')
    .option('--init', 'create ~/.svc/config.yaml with the defaults (never overwrites)')
    .action(async (opts: { show?: boolean; init?: boolean }, command: Command) => {
      if (!opts.show && !opts.init) {
        command.help({ error: true });
      }
      if (opts.init) {
        const path = defaultConfigPath();
        const created = await initConfigFile(path);
        process.stderr.write(created ? `Created ${path}\n` : `${path} already exists; left unchanged.\n`);
      }
      if (opts.show) {
        const { config } = await resolveCommandConfig(command);
        process.stdout.write(configToYaml(config));
      }
    });
}
