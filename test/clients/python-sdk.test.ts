/**
 * svc driven by the Python MCP clients people use: the MCP Python SDK (`mcp` 2.3) and FastMCP 4, from
 * the venv scripts/ensure-python-clients.sh makes (npm pretest), on stdio, streamable HTTP and SSE,
 * in the 2025 session mode (`legacy`) and the 2026-07-28 mode where the transport has it. The
 * scripts are test/clients/python/*.py; each prints what it saw as JSON and the assertions are here.
 */
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixture, SVC_BIN, type ServeFixture } from '../serve/helpers.js';
import { REPO_ROOT } from '../support/paths.js';
import { startSvcServe, type SvcServeProcess } from '../support/svc-process.js';

const PYTHON = join(REPO_ROOT, '.tmp', 'python-clients', 'bin', 'python');
const SCRIPTS = join(REPO_ROOT, 'test', 'clients', 'python');
const haveVenv = existsSync(PYTHON);
if (!haveVenv) console.warn(`python clients: skipped: no venv at ${PYTHON}; run \`bash scripts/ensure-python-clients.sh\` (npm pretest does; it needs python3-venv and pip's package index)`);

const CASES = [
  { transport: 'stdio', mode: 'legacy' }, { transport: 'stdio', mode: '2026-07-28' },
  { transport: 'http', mode: 'legacy' }, { transport: 'http', mode: '2026-07-28' },
  // SSE is the 2024 transport: sessions only, no 2026-07-28 mode in the SDK.
  { transport: 'sse', mode: 'legacy' },
] as const;

/**
 * Runs one client script with all its plans in one interpreter (importing the SDK costs seconds of
 * CPU), resolving with what each plan saw, by key.
 */
function python(script: string, plans: Array<Record<string, unknown>>): Promise<Record<string, Record<string, any>>> {
  return new Promise((resolve, reject) => {
    execFile(PYTHON, [join(SCRIPTS, script), JSON.stringify(plans)], { timeout: 240_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${script} failed: ${error.message}\n${stderr.slice(-4000)}`));
      else resolve(JSON.parse(stdout) as Record<string, Record<string, any>>);
    });
  });
}

/**
 * The kept output the legacy cases read back: over 1 MiB, because the Python clients refuse SSE
 * events over 1 MiB (issue 22 item 3), and no bigger than that point needs.
 */
const FLOOD_BYTES = 1536 * 1024;

let fx: ServeFixture;
const servers: SvcServeProcess[] = [];
let seen: Record<string, Record<string, any>> = {};
const victims = new Map<string, string>();
let fastmcp: Record<string, Record<string, any>> = {};

beforeAll(async () => {
  if (!haveVenv) return;
  fx = await serveFixture();
  const args = ['--approval', 'elicit'];
  const [http, sse] = await Promise.all([startSvcServe({ transport: 'http', env: fx.env, args }), startSvcServe({ transport: 'sse', env: fx.env, args })]);
  servers.push(http!, sse!);
  const command = [process.execPath, SVC_BIN, 'serve', ...args];
  const plans = CASES.map((c) => {
    const key = `${c.transport} ${c.mode}`;
    const victim = join(fx.root, `victim-${c.transport}-${c.mode}.txt`);
    writeFileSync(victim, 'remove me\n');
    victims.set(key, victim);
    const url = c.transport === 'http' ? http!.url : c.transport === 'sse' ? sse!.url : undefined;
    return { key, ...c, url, command, env: fx.env, remove: victim, flood_bytes: FLOOD_BYTES };
  });
  // Two interpreters at once, each running its plans one after another: not seven on two cores.
  [seen, fastmcp] = await Promise.all([
    python('sdk_client.py', plans),
    python('fastmcp_client.py', [{ key: 'stdio', command, env: fx.env }, { key: 'http', url: http!.url }]),
  ]);
  console.log(`python clients: seconds per session: ${[...Object.entries(seen).map(([k, v]) => `sdk ${k} ${v.seconds}`), ...Object.entries(fastmcp).map(([k, v]) => `fastmcp ${k} ${v.seconds}`)].join(', ')}`);
}, 300_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});


describe.skipIf(!haveVenv)('the MCP Python SDK against svc', () => {
  for (const c of CASES) {
    const key = `${c.transport} ${c.mode}`;
    describe(key, () => {
      it('lists the tools', () => {
        expect(seen[key]!.tools).toEqual(fx.bindings.map((b) => b.alias).sort());
      });
      it('calls a tool: the output is the first text block', () => {
        expect(seen[key]!.echo.isError).toBe(false);
        expect(seen[key]!.echo.texts[0]).toBe('hello python\n');
      });
      it("an error result's first text block says what went wrong", () => {
        const error = seen[key]!.error;
        expect(error.isError).toBe(true);
        expect(error.texts[0]).toContain('/nonexistent-svc-python-test');
      });
      // A session-less 2026-07-28 call keeps no output (docs/results.md), so there is no link to read.
      if (c.mode === 'legacy') {
        it(`reads the kept ${FLOOD_BYTES} B output (over 1 MiB) through its resource link, in 256 KiB parts`, () => {
          expect(seen[key]!.read.bytes).toBe(FLOOD_BYTES);
          // 256 KiB parts, each its own message under the clients' 1 MiB limit.
          expect(seen[key]!.read.parts).toBe(Math.ceil(FLOOD_BYTES / (256 * 1024)));
        });
      }
      it('approval through elicitation: asked once, and the approved rm removed the file', () => {
        expect(seen[key]!.asked.length).toBe(1);
        expect(seen[key]!.asked[0]).toContain(`rm ${victims.get(key)}`);
        expect(seen[key]!.approval.isError).toBe(false);
        expect(existsSync(victims.get(key)!)).toBe(false);
      });
    });
  }
});

describe.skipIf(!haveVenv)('FastMCP against svc', () => {
  for (const transport of ['stdio', 'http'] as const) {
    it(`${transport}: lists and calls`, () => {
      expect(fastmcp[transport]!.tools).toEqual(fx.bindings.map((b) => b.alias).sort());
      expect(fastmcp[transport]!.echo).toBe('hello fastmcp\n');
    });
    it(`${transport}: ToolError carries the error text`, () => {
      expect(fastmcp[transport]!.error.raised).toBe(true);
      expect(fastmcp[transport]!.error.message).toContain('/nonexistent-svc-fastmcp-test');
    });
  }
});
