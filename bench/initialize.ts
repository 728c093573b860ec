/**
 * `initialize` over stdio (issue 9): spawn to the answer of `initialize`, the way a desktop
 * client starts svc from its `--show-config` snippet (`node dist/cli/main.js serve --root ...`),
 * against a bare MCP SDK server with one tool, measured in the same run, runs interleaved.
 * Target: median ratio <= 2. For reference it also times the checkout's `bin/svc.js` (TypeScript
 * through tsx), which the snippets used before.
 *
 * Run: npx tsx bench/initialize.ts [--check] [--runs N] [--bindings N]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bindingToYaml, BINDING_SPEC_VERSION, type Binding } from '../src/bindings/index.js';
import { buildCli } from './support/build-cli.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const CHECK = process.argv.includes('--check');
const arg = (name: string, fallback: number) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const RUNS = arg('--runs', 15);
const BINDINGS = arg('--bindings', 50);
const TRUE_BIN = ['/usr/bin/true', '/bin/true'].find((p) => existsSync(p))!;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

function binding(i: number): Binding {
  const moduleId = `cli.true.t${String(i).padStart(4, '0')}`;
  return {
    spec_version: BINDING_SPEC_VERSION, module_id: moduleId, alias: moduleId.slice(4).replace(/\./g, '_'),
    description: 'Do nothing, successfully', target: { binary: TRUE_BIN, command_path: [] }, version: 'bench', tags: ['bench'],
    annotations: { readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: true, open_world: false },
    input_schema: { type: 'object', additionalProperties: false, properties: { path: { type: 'string', format: 'path', 'x-cli-kind': 'positional', 'x-cli-position': 0 } } },
    output_schema: null, documentation: '', metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  };
}

/** Spawn to the `initialize` answer, raw JSON-RPC over the pipes. */
function timeToInitialize(command: string, args: string[], env: Record<string, string>, cwd: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'ignore'] });
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`no initialize answer within 30 s from ${args.join(' ')}`));
    }, 30_000);
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      if (!buffer.includes('\n')) return;
      const message = JSON.parse(buffer.slice(0, buffer.indexOf('\n'))) as { id?: number; result?: unknown };
      if (message.id !== 1 || !message.result) return reject(new Error(`unexpected first message: ${buffer.slice(0, 200)}`));
      clearTimeout(timer);
      const elapsed = performance.now() - started;
      child.stdin.end();
      child.kill();
      resolvePromise(elapsed);
    });
    child.on('error', reject);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: { roots: { listChanged: true } }, clientInfo: { name: 'bench', version: '1' } } })}\n`);
  });
}

const svcMain = await buildCli();
const root = await mkdtemp(join(tmpdir(), 'svc-bench-init-'));
const modules = join(root, 'modules');
const project = join(root, 'project');
await mkdir(modules, { recursive: true });
await mkdir(project, { recursive: true });
await Promise.all(Array.from({ length: BINDINGS }, (_, i) => binding(i)).map((b) => writeFile(join(modules, `${b.module_id}.binding.yaml`), bindingToYaml(b))));
await writeFile(join(root, 'acl.yaml'), 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: ["cli.true*"]\n    effect: allow\n    description: bench\n');
const env = {
  PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root, SVC_MODULES_DIR: modules, SVC_ACL_FILE: join(root, 'acl.yaml'),
  SVC_AUDIT_LOG: join(root, 'audit.jsonl'), SVC_CACHE_DIR: join(root, 'cache'), SVC_LOG_LEVEL: 'warn',
};
const bareScript = join(ROOT, '.tmp', 'bench-bare-init-server.mjs');
await writeFile(bareScript, [
  "import { McpServer } from '@modelcontextprotocol/server';",
  "import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';",
  "const server = new McpServer({ name: 'bare', version: '1.0.0' });",
  "server.registerTool('noop', { description: 'does nothing' }, async () => ({ content: [{ type: 'text', text: 'ok' }] }));",
  'await server.connect(new StdioServerTransport());',
].join('\n'));

const snippetArgs = [svcMain, 'serve', '--root', project];
const tsxArgs = [join(ROOT, 'bin', 'svc.js'), 'serve', '--root', project];
// Warm the file cache and svc's parsed-binding cache (`svc scan` leaves it filled).
await timeToInitialize(process.execPath, [bareScript], env, '/');
await timeToInitialize(process.execPath, snippetArgs, env, '/');
await timeToInitialize(process.execPath, tsxArgs, env, '/');
const bare: number[] = [];
const svc: number[] = [];
const tsx: number[] = [];
for (let i = 0; i < RUNS; i++) {
  bare.push(await timeToInitialize(process.execPath, [bareScript], env, '/'));
  svc.push(await timeToInitialize(process.execPath, snippetArgs, env, '/'));
  if (i < 5) tsx.push(await timeToInitialize(process.execPath, tsxArgs, env, '/'));
}
const ratio = median(svc) / median(bare);
console.log(
  `initialize over stdio, spawn to answer (median of ${RUNS}): bare SDK server, 1 tool ${ms(median(bare))}; ` +
    `svc as the snippet starts it (node dist/cli/main.js serve --root, ${BINDINGS} bindings) ${ms(median(svc))}; ratio ${ratio.toFixed(2)} (target <= 2). ` +
    `For reference, bin/svc.js through tsx (median of ${tsx.length}): ${ms(median(tsx))} (${(median(tsx) / median(bare)).toFixed(2)}x).`,
);
if (CHECK && ratio > 2) {
  console.error(`initialize ratio ${ratio.toFixed(2)} is over the target of 2`);
  process.exitCode = 1;
}
