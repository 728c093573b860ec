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
 * for an array parameter adds one item per `--arg`, or a whole JSON array when it starts with `[`;
 * an item of a list of objects (find's `expression`) is JSON too, one object per `--arg`; an object
 * parameter takes a JSON object; any other value is text, which svc reads as the number or boolean
 * the schema declares (docs/serve.md). JSON that does not parse, or is not the kind the parameter
 * wants, is a usage error naming the parameter with an example.
 *
 * @example
 * callArguments(binding, '{"long": true}', ['files=a', 'files=b']); // { long: true, files: ['a', 'b'] }
 * callArguments(find, undefined, ['expression={"name":"*.ts"}', 'expression={"type":"f"}']); // { expression: [{ name: '*.ts' }, { type: 'f' }] }
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
    const schema = binding?.input_schema.properties[name] as SchemaLike | undefined;
    if (hasType(schema, 'array')) {
      // The first --arg for a name replaces what --args gave it; later ones add to it.
      const before = fromArg.has(name) && Array.isArray(args[name]) ? (args[name] as unknown[]) : [];
      const item = jsonKind(schema?.items);
      const examples = item === 'object' ? objectExamples(schema!, schema?.items) : [item === 'array' ? '["a", "b"]' : '"a"', item === 'array' ? '["c"]' : '"b"'];
      const takes = item
        ? `takes one item of the list as a JSON ${item}, like --arg ${name}='${examples[0]}' (repeat --arg for more), or the whole list as a JSON array, like --arg ${name}='[${examples.join(', ')}]'`
        : `takes one item a time as text, like --arg ${name}=a, or the whole list as a JSON array, like --arg ${name}='[${examples.join(', ')}]'`;
      const added = value.startsWith('[') ? (jsonValue(name, value, 'array', takes) as unknown[]) : item ? [jsonValue(name, value, item, takes)] : [value];
      args[name] = [...before, ...added];
    } else if (hasType(schema, 'object')) {
      args[name] = jsonValue(name, value, 'object', `takes a JSON object, like --arg ${name}='${objectExamples(schema!, schema)[0]}'`);
    } else {
      args[name] = value;
    }
    fromArg.add(name);
  }
  return args;
}

/** The little of a property's schema `--arg` reads. */
interface SchemaLike {
  type?: unknown;
  items?: SchemaLike;
  properties?: Record<string, SchemaLike>;
  enum?: unknown[];
}

function hasType(schema: SchemaLike | undefined, type: string): boolean {
  return schema !== undefined && (Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type);
}

/** `object` or `array` when a list's items are JSON values of that kind (not text), else undefined. */
function jsonKind(items: SchemaLike | undefined): 'object' | 'array' | undefined {
  if (hasType(items, 'string')) return undefined;
  return hasType(items, 'object') ? 'object' : hasType(items, 'array') ? 'array' : undefined;
}

/**
 * Up to two JSON examples of an object value: those the parameter's description spells
 * (find's expression: `{"name": "*.ts"}, {"type": "f"}`), else one made from the object's first
 * text property.
 */
function objectExamples(parameter: SchemaLike & { description?: unknown }, object: SchemaLike | undefined): string[] {
  const spelled = typeof parameter.description === 'string' ? (parameter.description.match(/\{[^{}]*\}/g) ?? []).flatMap((text) => {
    try {
      const value = JSON.parse(text) as unknown;
      return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0 ? [JSON.stringify(value)] : [];
    } catch {
      return [];
    }
  }) : [];
  if (spelled.length > 0) return spelled.slice(0, 2);
  const properties = Object.entries(object?.properties ?? {});
  const [key] = properties.find(([, p]) => hasType(p, 'string') && p.enum === undefined) ?? properties[0] ?? ['key'];
  return [JSON.stringify({ [key]: '...' })];
}

/** `text` parsed as the JSON `kind` the parameter wants, or a usage error naming the parameter and what it takes. */
function jsonValue(name: string, text: string, kind: 'object' | 'array', takes: string): unknown {
  let detail: string;
  try {
    const parsed = JSON.parse(text) as unknown;
    const got = Array.isArray(parsed) ? 'array' : parsed === null ? 'null' : typeof parsed;
    if (got === kind) return parsed;
    detail = `which is ${got === 'null' ? 'JSON null' : `a JSON ${got}`}, not a JSON ${kind}`;
  } catch (error) {
    detail = `which is not JSON (${(error as Error).message})`;
  }
  throw new UsageError(`--arg ${name} ${takes}; got ${JSON.stringify(text)}, ${detail}.`);
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
    .option('--arg <NAME=VALUE>', 'one argument; repeat for several (repeat an array parameter for several items; an item of a list of objects, or an object, as JSON: --arg expression=\'{"name":"*.ts"}\'; a whole list as a JSON array)', collect, [])
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
