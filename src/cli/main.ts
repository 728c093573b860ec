import { Command, Option } from 'commander';
import { LOG_LEVELS } from '../log/index.js';

/** Version of SPEC.md ("Versioning"). */
export const SVC_VERSION = '0.1.0';

type Register = (program: Command) => void;

// Each subcommand pulls in a different part (the MCP SDK for serve, the parsers for scan), so only
// the one being run is imported: `svc serve` starts without loading the scanner and vice versa.
const COMMANDS: Record<string, () => Promise<Register>> = {
  scan: async () => (await import('./scan-command.js')).registerScanCommand,
  serve: async () => (await import('./serve-command.js')).registerServeCommand,
  list: async () => (await import('./list-command.js')).registerListCommand,
  config: async () => (await import('./config-command.js')).registerConfigCommand,
  doctor: async () => (await import('./doctor-command.js')).registerDoctorCommand,
  call: async () => (await import('./call-command.js')).registerCallCommand,
};

/** The subcommand named on the command line, skipping global options; undefined for help/version. */
function requestedCommand(argv: readonly string[]): string | undefined {
  for (let i = 2; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--log-level') {
      i++;
      continue;
    }
    if (word.startsWith('-')) continue;
    return word in COMMANDS ? word : undefined;
  }
  return undefined;
}

// SPEC.md "What the service does": macOS and Linux only (process groups, man, completion paths).
if (process.platform === 'win32') {
  process.stderr.write('svc: Windows is not supported; run svc on Linux or macOS (WSL works).\n');
  process.exit(2);
}

// `svc list | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const program = new Command('svc')
  .description('Turn installed command-line programs into governed MCP tools.')
  .version(SVC_VERSION, '-V, --version')
  .addOption(new Option('--log-level <LEVEL>', 'log level (also SVC_LOG_LEVEL, RUST_LOG)').choices([...LOG_LEVELS]))
  .showHelpAfterError('(run `svc --help` for usage)');

const wanted = requestedCommand(process.argv);
const loaders = wanted ? [COMMANDS[wanted]!] : Object.values(COMMANDS);
for (const register of await Promise.all(loaders.map((load) => load()))) register(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.stderr.write(`svc: ${(error as Error).message}\n`);
  process.exitCode = process.exitCode || 1;
}
