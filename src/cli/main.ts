import { Command, Option } from 'commander';
import { registerConfigCommand } from './config-command.js';
import { registerListCommand } from './list-command.js';
import { registerScanCommand } from './scan-command.js';
import { registerServeCommand } from './serve-command.js';
import { LOG_LEVELS } from '../log/index.js';

/** Version of SPEC.md ("Versioning"). */
export const SVC_VERSION = '0.1.0';

const program = new Command('svc')
  .description('Turn installed command-line programs into governed MCP tools.')
  .version(SVC_VERSION, '-V, --version')
  .addOption(new Option('--log-level <LEVEL>', 'log level (also SVC_LOG_LEVEL, RUST_LOG)').choices([...LOG_LEVELS]))
  .showHelpAfterError('(run `svc --help` for usage)')

registerScanCommand(program);
registerServeCommand(program);
registerListCommand(program);
registerConfigCommand(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.stderr.write(`svc: ${(error as Error).message}\n`);
  process.exitCode = process.exitCode || 1;
}
