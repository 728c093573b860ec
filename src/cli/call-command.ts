import { createInterface } from 'node:readline';
import { Option, type Command } from 'commander';
import type { Binding } from '../bindings/types.js';
import type { SvcConfig } from '../config/index.js';
import type { ApprovalHandler } from '../govern/approval.js';
import { createLogger, type LogLevel } from '../log/index.js';
import { createSvcServer, ServeOptionsError } from '../serve/builder.js';
import { createCallCapture, type CallPreview } from '../call/index.js';
import { approvalMessage } from '../serve/elicit-approval.js';

/** The ACL caller of `svc call`. */
export const CLI_CALLER = 'cli';

interface CallFlags {
  args?: string;
  arg: string[];
  dryRun?: boolean;
  root: string[];
  format: 'text' | 'json';
  yes?: boolean;
  modulesDir?: string;
}

/** A usage error: exit status 2, the message on stderr. */
class UsageError extends Error {
  override name = 'UsageError';
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/**
 * The call's arguments: `--args JSON` (an object), then each `--arg name=value` on top. A value
 * for an array parameter adds one item per `--arg` (or a whole JSON array); an object parameter
 * takes JSON; any other value is text, which svc reads as the number or boolean the schema
 * declares (docs/serve.md).
 *
 * @example
 * callArguments(binding, '{"long": true}', ['files=a', 'files=b']); // { long: true, files: ['a', 'b'] }
 */
export function callArguments(binding: Binding | undefined, json: string | undefined, pairs: readonly string[]): Record<string, unknown> {
  let args: Record<string, unknown> = {};
  if (json !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch (error) {
      throw new UsageError(`--args must be a JSON object of arguments, like --args '{"long": true}': ${(error as Error).message}`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageError('--args must be a JSON object of arguments, like --args \'{"long": true}\'.');
    args = { ...(parsed as Record<string, unknown>) };
  }
  const fromArg = new Set<string>();
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--arg takes name=value (got ${JSON.stringify(pair)}).`);
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const type = (binding?.input_schema.properties[name] as { type?: unknown } | undefined)?.type;
    const types = Array.isArray(type) ? type : [type];
    if (types.includes('array')) {
      // The first --arg for a name replaces what --args gave it; later ones add to it.
      const before = fromArg.has(name) && Array.isArray(args[name]) ? (args[name] as unknown[]) : [];
      args[name] = value.startsWith('[') ? [...before, ...jsonValue(name, value, 'a JSON array')] : [...before, value];
    } else if (types.includes('object')) {
      args[name] = jsonValue(name, value, 'a JSON object');
    } else {
      args[name] = value;
    }
    fromArg.add(name);
  }
  return args;
}

function jsonValue(name: string, text: string, what: string): any {
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`--arg ${name}=... must be ${what} (got ${JSON.stringify(text)}).`);
  }
}

/** The preview as a person reads it. */
export function previewText(preview: CallPreview): string {
  const lines = [
    `tool:      ${preview.tool}${preview.module_id ? ` (${preview.module_id})` : ''}`,
    `argv:      ${JSON.stringify(preview.argv)}`,
    `directory: ${preview.working_directory || '-'}`,
    `decision:  ${preview.decision}`,
    `rule:      ${preview.rule ? `${preview.rule.index} (${preview.rule.description || 'no description'})` : 'none (default_effect, or the ACL was not reached)'}`,
    `sandbox:   ${preview.sandbox.mechanism}; writable: ${preview.sandbox.writable.join(', ') || 'nothing'}; network: ${preview.sandbox.network ? 'yes' : 'no'}`,
  ];
  if (preview.reason) lines.push(`reason:    ${preview.reason}`);
  for (const error of preview.errors ?? []) lines.push(`error:     ${error.path || '(arguments)'}: ${error.message}`);
  return `${lines.join('\n')}\n`;
}

/** Asks on the terminal (stderr, stdin) whether to run the call; anything but y/yes declines. */
function terminalApproval(writable: () => CallPreview['sandbox'] | undefined): ApprovalHandler {
  return async (request) => {
    const sandbox = writable();
    const opens = sandbox ? `\nIf approved: writable: ${sandbox.writable.join(', ') || 'nothing'}; network: ${sandbox.network ? 'yes' : 'no'} (${sandbox.mechanism === 'none' ? 'no sandbox' : sandbox.mechanism}).` : '';
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    try {
      const answer = await new Promise<string>((resolve) => {
        rl.once('close', () => resolve(''));
        rl.question(`${approvalMessage(request)}${opens}\nRun it once? [y/N] `, resolve);
      });
      return /^\s*y(es)?\s*$/i.test(answer) ? 'approved' : 'declined';
    } finally {
      rl.close();
    }
  };
}

/**
 * `svc call TOOL [--args JSON | --arg k=v ...] [--dry-run] [--root DIR] [--format text|json] [--yes]`:
 * one call through the same runtime as `svc serve` (ACL, approval, sandbox, audit; caller `cli`).
 * Exit 0 on success, 1 when the tool ran and failed, 2 when svc refused it or for usage errors
 * (docs/call.md).
 *
 * @example
 * registerCallCommand(program);
 */
export function registerCallCommand(program: Command): void {
  program
    .command('call')
    .description('Call one tool through the governed pipeline (ACL, approval, sandbox, audit), as caller "cli"')
    .argument('<TOOL>', 'tool name, as `svc list` shows it (e.g. git_status)')
    .option('--args <JSON>', 'the arguments as a JSON object')
    .option('--arg <NAME=VALUE>', 'one argument; repeat for several (repeat an array parameter for several items)', collect, [])
    .option('--dry-run', 'print what the call would do (argv, rule, decision, sandbox) and run nothing')
    .option('--root <DIR>', 'directory the tool may work in; repeat for several (default: config roots, else the current directory)', collect, [])
    .addOption(new Option('--format <FMT>', 'output format').choices(['text', 'json']).default('text'))
    .option('--yes', 'approve a call that needs approval without asking (only when config call_allow_yes is true)')
    .option('--modules-dir <DIR>', 'where binding files are read (default: modules_dir, ~/.svc/modules/)')
    // A usage error commander finds (no TOOL, a bad --format) exits 2 like svc call's own; the
    // message is already on stderr. Help exits 0.
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
    .action(async (tool: string, flags: CallFlags, command: Command) => {
      try {
        process.exitCode = await runCall(tool, flags, command);
      } catch (error) {
        if (error instanceof UsageError || error instanceof ServeOptionsError) {
          process.stderr.write(`svc call: ${error.message}\n`);
          process.exitCode = 2;
          return;
        }
        throw error;
      }
    });
}

async function runCall(tool: string, flags: CallFlags, command: Command): Promise<number> {
  if (flags.args !== undefined && flags.arg.length === 0 && flags.args.trim() === '') throw new UsageError('--args is empty: give a JSON object, like --args \'{"long": true}\'.');
  const globals = command.optsWithGlobals() as { logLevel?: LogLevel };
  // svc's own log stays quiet unless asked for: the output is the tool's.
  const log = createLogger({ level: globals.logLevel ?? (process.env.SVC_LOG_LEVEL as LogLevel | undefined) ?? 'warn' });
  const overrides: Partial<SvcConfig> = flags.root.length > 0 ? { roots: flags.root } : {};
  const svc = await createSvcServer({ ...(flags.modulesDir ? { modulesDir: flags.modulesDir } : {}), log, config: overrides, reportSandbox: false });
  try {
    if (flags.yes && svc.config.call_allow_yes !== true) {
      throw new UsageError('--yes is refused: the operator has not allowed approving calls without asking (set call_allow_yes: true in config.yaml). Run without --yes on a terminal to be asked.');
    }
    const binding = svc.runtime.byAlias(tool);
    const args = callArguments(binding, flags.args, flags.arg);
    const ctx = { caller: CLI_CALLER };
    if (flags.dryRun) {
      const preview = await svc.runtime.preview(tool, args, ctx);
      process.stdout.write(flags.format === 'json' ? `${JSON.stringify(preview, null, 2)}\n` : previewText(preview));
      return preview.decision === 'allow' || preview.decision === 'needs_approval' ? 0 : 2;
    }
    // What an approval would open, for the terminal prompt: from the preview of the same call.
    let opens: CallPreview['sandbox'] | undefined;
    const interactive = Boolean(process.stdin.isTTY && process.stderr.isTTY);
    const approve: ApprovalHandler = flags.yes
      ? async (request) => {
        process.stderr.write(`svc call: approved by --yes (call_allow_yes): ${request.reason}\n`);
        return 'approved';
      }
      : interactive
        ? terminalApproval(() => opens)
        : async () => 'unsupported';
    if (interactive && !flags.yes) opens = (await svc.runtime.preview(tool, args, ctx)).sandbox;
    const capture = createCallCapture({ results: svc.config.results, notKeptReason: 'svc call keeps no output; narrow the call or redirect a program\'s output option to a file' });
    const { isError, payload } = await svc.runtime.invoke(tool, args, { ...ctx, approve, sinks: capture.sinks });
    const layout = await capture.finish(payload, tool, isError);
    const result = { content: layout.content, isError };
    if (flags.format === 'json') {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    } else {
      for (const item of layout.content as Array<{ type: string; text?: string; uri?: string }>) {
        const text = item.type === 'text' ? item.text ?? '' : `[${item.type}] ${item.uri ?? ''}`;
        process.stdout.write(text.endsWith('\n') || text === '' ? text : `${text}\n`);
      }
    }
    if (!isError) return 0;
    // Nothing ran (no confinement facts): svc refused the call. Otherwise the tool ran and failed.
    return payload.sandbox === undefined ? 2 : 1;
  } finally {
    await svc.close();
  }
}
