/**
 * Bytes of typical tool results (issue 10, part 3): `git log -n 20` of this repository, `ls -la`
 * of a large directory (/usr/bin), `rg` over the repository's src/, and a 6.9 MB `seq` — served by
 * an in-process svc over streamable HTTP and called by the current SDK client. Each result is
 * measured as it arrives (`JSON.stringify` of the `tools/call` result), beside the old layout
 * (one text item holding the JSON payload, `structuredContent` repeating it for tools with an
 * output schema, 1 MiB capture cap) computed in the same run from the same output (the whole
 * output is read back from the kept resource when the result was cut). For rg, also the old
 * `json_output_preference` effect: `rg --json` in the old layout.
 *
 * Sizes do not depend on machine load: one run is enough (no medians needed).
 * `--check` fails when a result is bigger than before, when a cut result's inline text is over the
 * budget, or when a result that fits is more than its output plus 2 KiB (tools without an output
 * schema).
 *
 * Run: npx tsx bench/result-size.ts [--check]
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { BINDING_SPEC_VERSION, parseBinding, type Binding } from '../src/bindings/index.js';
import { createSvcServer } from '../src/serve/index.js';
import { materializeFixtureBindings } from '../test/fixtures/bindings/load.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const OLD_CAP = 1024 * 1024;

type Result = { content: Array<Record<string, any>>; isError?: boolean; structuredContent?: Record<string, unknown> };

const bytes = (value: unknown) => Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value));
const kib = (n: number) => (n >= 10_240 ? `${(n / 1024).toFixed(1)} KiB` : `${n} B`);

/** The result as svc sent it before issue 10: one text item with the JSON payload (+ structuredContent). */
function oldLayout(stdout: string, facts: Record<string, any>, hasOutputSchema: boolean): Result {
  const capped = Buffer.byteLength(stdout) > OLD_CAP ? Buffer.from(stdout).subarray(0, OLD_CAP).toString('utf8') : stdout;
  const payload: Record<string, unknown> = { stdout: capped, stderr: facts.stderr ?? '', exit_code: facts.exit_code, duration_ms: facts.duration_ms, trace_id: facts.trace_id };
  if (capped !== stdout) payload.truncated = true;
  const result: Result = { content: [{ type: 'text', text: JSON.stringify(payload) }], isError: false };
  if (hasOutputSchema) result.structuredContent = payload;
  return result;
}

async function rgBinding(home: string): Promise<Binding | undefined> {
  if (!['/usr/bin/rg', '/usr/local/bin/rg'].some(existsSync)) return undefined;
  const out = join(home, 'rg-modules');
  execFileSync(process.execPath, [join(ROOT, 'bin', 'svc.js'), 'scan', 'rg', '--depth', '1', '--output-dir', out, '--format', 'json'], { env: { ...process.env, HOME: home }, stdio: 'ignore' });
  const file = join(out, 'cli.rg.binding.yaml');
  return parseBinding(await readFile(file, 'utf8'), file);
}

function seqBinding(): Binding {
  return {
    spec_version: BINDING_SPEC_VERSION, module_id: 'cli.seq', alias: 'seq', description: 'print a sequence of numbers',
    target: { binary: ['/usr/bin/seq', '/bin/seq'].find(existsSync)!, command_path: [] }, version: 'bench', tags: ['bench'],
    annotations: { readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: true, open_world: false },
    input_schema: { type: 'object', additionalProperties: false, properties: { last: { type: 'integer', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'none' } as never } },
    output_schema: null, documentation: '', metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  } as Binding;
}

async function main(): Promise<void> {
  const home = await mkdtemp(join(tmpdir(), 'svc-bench-results-'));
  process.env.HOME = home;
  process.env.SVC_CACHE_DIR = join(home, 'cache');
  const fx = await materializeFixtureBindings({ only: ['cli.git.log', 'cli.ls'] });
  const rg = await rgBinding(home);
  const bindings = [...fx.bindings, seqBinding(), ...(rg ? [rg] : [])];
  const acl = { default_effect: 'deny' as const, rules: [{ callers: ['*'], targets: ['*'], effect: 'allow' as const, description: 'bench' }] };
  // The bench approves every call (ls --all needs approval under flag boosting).
  const svc = await createSvcServer({ bindings, acl, approval: async () => 'approved', log: 'error', config: { audit_log: join(home, 'audit.jsonl'), roots: [ROOT, '/usr/bin'] } });
  const running = await svc.serveHttp({ port: 0 });
  const client = new Client({ name: 'bench-result-size', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(running.mcpUrl)));

  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['git log -n 20', 'git_log', { max_count: 20, working_directory: ROOT }],
    ['ls -la /usr/bin', 'ls', { long: true, all: true, paths: ['/usr/bin'] }],
    ...(rg ? [['rg "export function" src/', 'rg', { pattern: 'export function', path: [join(ROOT, 'src')] }] as [string, string, Record<string, unknown>]] : []),
    ['seq 1 1000000', 'seq', { last: 1_000_000 }],
  ];
  const rows: string[][] = [];
  const ratios: number[] = [];
  const failures: string[] = [];
  for (const [label, tool, args] of cases) {
    const result = (await client.callTool({ name: tool, arguments: args })) as Result;
    if (result.isError) throw new Error(`${label} failed: ${result.content[1]?.text ?? JSON.stringify(result)}`);
    const facts = JSON.parse(result.content[1]!.text as string) as Record<string, any>;
    const link = result.content.find((c) => c.type === 'resource_link');
    const output = link ? ((await client.readResource({ uri: link.uri })).contents[0] as { text: string }).text : (result.content[0]!.text as string);
    const outBytes = Buffer.byteLength(output) + Buffer.byteLength(facts.stderr ?? '');
    const hasSchema = Boolean(bindings.find((b) => b.alias === tool)!.output_schema);
    const before = bytes(oldLayout(output, facts, hasSchema));
    const after = bytes(result);
    ratios.push(after / before);
    if (after > before) failures.push(`${label}: ${after} bytes after, ${before} before`);
    if (Buffer.byteLength(result.content[0]!.text as string) > svc.config.results.inline_bytes) failures.push(`${label}: inline text over the budget`);
    if (!link && !hasSchema && after > outBytes + 2048) failures.push(`${label}: ${after} bytes for ${outBytes} bytes of output (more than +2 KiB)`);
    rows.push([label, kib(outBytes), kib(before), kib(after), (after / before).toFixed(3), (before / outBytes).toFixed(3), (after / outBytes).toFixed(3), link ? 'yes' : 'no']);
    if (tool === 'rg') {
      // Before issue 10, json_output_preference switched rg to --json (JSON Lines): the same search, old layout.
      const asJson = (await client.callTool({ name: 'rg', arguments: { ...args, json: true } })) as Result;
      const jsonLink = asJson.content.find((c) => c.type === 'resource_link');
      const jsonOut = jsonLink ? ((await client.readResource({ uri: jsonLink.uri })).contents[0] as { text: string }).text : (asJson.content[0]!.text as string);
      const oldJson = bytes(oldLayout(jsonOut, JSON.parse(asJson.content[1]!.text as string), hasSchema));
      rows.push(['  rg, old default (--json)', kib(Buffer.byteLength(jsonOut)), kib(oldJson), kib(after), (after / oldJson).toFixed(3), (oldJson / outBytes).toFixed(3), (after / outBytes).toFixed(3), '']);
    }
  }
  await client.close();
  await running.close();

  const header = ['result', 'program output', 'before', 'after', 'after/before', 'sent/output before', 'sent/output after', 'link'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log('tools/call result bytes (JSON of the result as received), old layout vs svc results layout');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(`inline budget ${kib(svc.config.results.inline_bytes)}; "sent/output" = result bytes per byte of program output (stdout + stderr).`);
  if (process.argv.includes('--check')) {
    for (const failure of failures) console.log(`CHECK FAILED: ${failure}`);
    if (failures.length === 0) console.log('check: every result is smaller than before, inline text within the budget, fitting results within output + 2 KiB');
    process.exitCode = failures.length > 0 ? 1 : 0;
  }
  console.log('Before = one text item {stdout, stderr, exit_code, duration_ms, trace_id} (JSON-escaped inside the JSON-RPC text), structuredContent repeating it for tools with an output schema, 1 MiB cap.');
}

await main();
