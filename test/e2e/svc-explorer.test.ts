/**
 * The explorer on svc's own tools (issue 12): `svc serve --transport http --explorer --allow-execute`
 * as a user starts it, over bindings scanned from real programs in a temporary HOME, driven through
 * its HTTP endpoints and in headless Chromium.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolCallHandler } from '../../src/explorer/index.js';
import { SVC_BIN } from '../support/paths.js';
import { seedScanCache } from '../support/scan-cache.js';
import { chromiumSkipReason, launchBrowser, openExplorer, selectTool, startExplorer, type RunningServer } from './harness.js';

const execFileAsync = promisify(execFile);
// env: a wrapper, the kind of module the generated ACL denies outright (issue 31).
const DEMO = ['git', 'ls', 'grep', 'tar', 'curl', 'jq', 'env'];

async function onPath(program: string): Promise<boolean> {
  try {
    await execFileAsync('sh', ['-c', 'command -v "$1"', 'sh', program]);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** SPEC.md's pre-fill rule, written independently of the page's script. */
function prefill(schema: { properties?: Record<string, Record<string, unknown>> }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (Object.prototype.hasOwnProperty.call(prop, 'default')) {
      out[name] = prop.default;
      continue;
    }
    const type = Array.isArray(prop.type) ? (prop.type as string[]).find((t) => t !== 'null') : prop.type;
    out[name] = type === 'string' ? '' : type === 'number' || type === 'integer' ? 0 : type === 'boolean' ? false : type === 'array' ? [] : type === 'object' ? {} : null;
  }
  return out;
}

interface Summary {
  name: string;
}
interface Detail {
  name: string;
  inputSchema: { properties?: Record<string, Record<string, unknown>>; required?: string[] };
}
type AclYaml = { default_effect: string; rules: { callers: string[]; targets: string[]; effect: string; conditions?: { require_approval?: boolean; sandboxed?: boolean } }[] };

async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).textContent()) ?? '';
}

async function executeAndWait(page: Page): Promise<void> {
  await page.locator('#execute-btn').click();
  await page.waitForFunction(() => {
    const button = document.getElementById('execute-btn') as HTMLButtonElement | null;
    return button && !button.disabled && button.textContent === 'Execute' && !document.getElementById('result-area')?.hidden;
  }, undefined, { timeout: 20_000 });
}

const available = await Promise.all(DEMO.map(async (p) => ((await onPath(p)) ? p : undefined)));
const programs = available.filter((p): p is string => p !== undefined);
const missingCore = ['git', 'ls'].filter((p) => !programs.includes(p));
const skipReason = chromiumSkipReason ?? (missingCore.length ? `${missingCore.join(' and ')} not on PATH` : undefined);
if (skipReason && !chromiumSkipReason) console.warn(`[e2e skipped] svc explorer on real bindings: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('svc serve --explorer --allow-execute on real bindings', () => {
  let home: string;
  let repo: string;
  let env: NodeJS.ProcessEnv;
  let server: ChildProcess | undefined;
  let origin: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let names: string[];
  const details = new Map<string, Detail>();

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'svc-e2e-home-'));
    repo = await mkdtemp(join(tmpdir(), 'svc-e2e-repo-'));
    env = { ...process.env, HOME: home, SVC_LOG_LEVEL: 'warn', GIT_CONFIG_NOSYSTEM: '1' };
    const git = (...args: string[]) => execFileAsync('git', args, { cwd: repo, env });
    await git('init', '-q', '-b', 'main');
    await git('config', 'user.name', 'Explorer Test');
    await git('config', 'user.email', 'explorer@test.invalid');
    await writeFile(join(repo, 'README.txt'), 'hello\n');
    await writeFile(join(repo, 'notes.txt'), 'two\n');
    await git('add', 'README.txt', 'notes.txt');
    await git('commit', '-q', '-m', 'First commit of the e2e repository');
    await seedScanCache(join(home, '.svc', 'cache'), programs, 2);
    await execFileAsync(process.execPath, [SVC_BIN, 'scan', ...programs, '--depth', '2'], { env, timeout: 240_000, maxBuffer: 64 * 1024 * 1024 });

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [SVC_BIN, 'serve', '--transport', 'http', '--port', String(port), '--explorer', '--allow-execute'], {
      cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'],
    });
    server = child;
    let stderr = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`svc serve did not start: ${stderr}`)), 60_000);
      child.stderr!.on('data', (d) => {
        stderr += d;
        if (stderr.includes('MCP at')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', (code) => reject(new Error(`svc serve exited with ${code}: ${stderr}`)));
    });

    const list = (await (await fetch(`${origin}/tools`)).json()) as Summary[];
    names = list.map((t) => t.name);
    for (const name of names) details.set(name, (await (await fetch(`${origin}/tools/${encodeURIComponent(name)}`)).json()) as Detail);

    browser = await launchBrowser();
    ({ page, pageErrors } = await openExplorer(browser, `${origin}/`));
  }, 360_000);

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(home, { recursive: true, force: true });
    await rm(repo, { recursive: true, force: true });
  });

  it('lists the tools sorted by name', () => {
    expect(names.length).toBeGreaterThan(20);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toEqual(expect.arrayContaining(['git', 'git_log', 'git_status', 'ls']));
  });

  it('the untouched pre-fill of every tool validates, except where a required value cannot be invented', async () => {
    const failures: string[] = [];
    let valid = 0;
    for (const name of names) {
      const detail = details.get(name)!;
      const res = await fetch(`${origin}/tools/${encodeURIComponent(name)}/validate`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(prefill(detail.inputSchema)),
      });
      expect(res.status).toBe(200);
      const result = (await res.json()) as { valid: boolean; errors?: { path: string; keyword?: string; message?: string }[] };
      if (result.valid) {
        valid++;
        continue;
      }
      // An operand needed unless a flag is set (git check-attr's pathname, unless --stdin) is
      // required as a call checks it: /validate applies that rule too (x-cli-required-unless).
      const unless = (result.errors ?? []).filter((error) => error.keyword === 'required' && / unless one of /.test(error.message ?? ''));
      const required = new Set([...(detail.inputSchema.required ?? []), ...unless.map((error) => error.path.split('/')[1] ?? '')]);
      // The only failures left are required values (a path, a URL, an enum) that no pre-fill can know.
      for (const error of result.errors ?? []) {
        if (!required.has(error.path.split('/')[1] ?? '')) failures.push(`${name}: ${JSON.stringify(error)}`);
      }
      expect(required.size, `${name} failed without a required property`).toBeGreaterThan(0);
    }
    expect(failures).toEqual([]);
    const withoutRequired = names.filter((n) => (details.get(n)!.inputSchema.required ?? []).length === 0);
    console.info(`[svc explorer e2e] ${valid} of ${names.length} untouched pre-fills validate; all ${withoutRequired.length} tools without required arguments do`);
    expect(valid).toBeGreaterThanOrEqual(withoutRequired.length);
  }, 120_000);

  it('shows the ACL state of every tool as a badge, matching acl.yaml, and filters by it', async () => {
    const acl = YAML.parse(await readFile(join(home, '.svc', 'acl.yaml'), 'utf8')) as AclYaml;
    const listed = JSON.parse((await execFileAsync(process.execPath, [SVC_BIN, 'list', '--format', 'json', '--caller', 'explorer'], { env })).stdout) as {
      alias: string; module_id: string; acl: { state: string; reason: string };
    }[];
    const moduleOf = new Map(listed.map((b) => [b.alias, b.module_id]));
    // Independent of svc's evaluator: the generated ACL has exact targets and `*` callers only; a
    // rule with conditions.sandboxed applies only when calls run in the sandbox (bwrap is here).
    const sandboxed = existsSync('/usr/bin/bwrap');
    const expected = (moduleId: string): string => {
      const rule = acl.rules.find((r) => r.callers.includes('*') && r.targets.includes(moduleId) && (r.conditions?.sandboxed === undefined || r.conditions.sandboxed === sandboxed));
      if (!rule) return acl.default_effect === 'allow' ? 'allowed' : 'denied';
      if (rule.conditions?.require_approval) return 'needs approval';
      return rule.effect === 'allow' ? 'allowed' : 'denied';
    };
    const badges = await page.evaluate(() =>
      [...document.querySelectorAll('#tool-list button.tool-item')].map((b) => [
        (b as HTMLElement).dataset.toolName!,
        (b.querySelector('.status-badge') as HTMLElement | null)?.dataset.status ?? null,
      ]),
    );
    expect(badges.map(([name]) => name)).toEqual(names);
    for (const [name, status] of badges) {
      const entry = listed.find((b) => b.alias === name)!;
      // A module the ACL allows whose every call must set a write parameter asks, as its calls do.
      const byParameters = entry.acl.reason.includes('allows it, but every call');
      expect(status, name!).toBe(byParameters ? 'needs approval' : expected(moduleOf.get(name!)!));
      expect(listed.find((b) => b.alias === name)!.acl.state.replace('_', ' ')).toBe(status);
    }
    const counts = { allowed: 0, 'needs approval': 0, denied: 0 } as Record<string, number>;
    for (const [, status] of badges) counts[status!]!++;
    expect(counts.allowed).toBeGreaterThan(0);
    expect(counts.denied).toBeGreaterThan(0);
    expect(await page.locator('#status-filter option').allTextContents()).toEqual(
      ['Any status', 'allowed', 'needs approval', 'denied'].filter((l) => l === 'Any status' || counts[l]! > 0),
    );
    await page.locator('#status-filter').selectOption('allowed');
    const shown = await page.locator('#tool-list button.tool-item').evaluateAll((items) => items.map((b) => (b as HTMLElement).dataset.toolName));
    expect(shown).toEqual(badges.filter(([, s]) => s === 'allowed').map(([n]) => n));
    expect(await text(page, '#tool-count')).toBe(`${counts.allowed} of ${names.length} tools`);
    await page.locator('#status-filter').selectOption('');
    await selectTool(page, 'git_status');
    expect(await page.locator('#detail-status').getAttribute('data-status')).toBe('allowed');
    expect(await page.locator('#detail-status').getAttribute('title')).toMatch(/^ACL for caller explorer: rule \d+ .* allows it/);
  });

  const runs: Array<[string, (output: string) => Promise<void>]> = [
    ['ls', async (output) => {
      // No option set: the plain listing of the server's working directory, one name per line.
      expect(output).toBe((await execFileAsync('ls', [], { cwd: repo })).stdout);
      expect(output).toBe('README.txt\nnotes.txt\n');
    }],
    ['git_status', async (output) => {
      expect(output).toBe((await execFileAsync('git', ['status'], { cwd: repo, env })).stdout);
      expect(output).toMatch(/^On branch main\n/);
    }],
    ['git_log', async (output) => {
      expect(output).toMatch(/^commit [0-9a-f]{40}\nAuthor: Explorer Test <explorer@test\.invalid>\nDate: .*\n\n {4}First commit of the e2e repository\n$/);
    }],
  ];
  for (const [tool, check] of runs) {
    it(`Execute on the untouched pre-fill of ${tool} exits 0 and shows the output as text`, async () => {
      await selectTool(page, tool);
      const prefilled = JSON.parse(await page.locator('#args-input').inputValue()) as Record<string, unknown>;
      expect(prefilled).toEqual(prefill(details.get(tool)!.inputSchema));
      await executeAndWait(page);
      expect(await text(page, '#result-status')).toMatch(/^HTTP 200 · \d+ ms · trace [0-9a-f-]{36}$/);
      expect(await page.locator('#result-facts dd[data-fact="exit_code"]').textContent()).toBe('0');
      expect(await page.locator('#result-facts dd[data-fact="ai_guidance"]').count()).toBe(0);
      const output = await text(page, '#result-text');
      expect(output).toContain('\n');
      expect(output).not.toContain('\\n');
      await check(output);
      // The Raw MCP tab keeps the complete response.
      const raw = JSON.parse(await text(page, '#raw-output')) as { content: { type: string; text: string }[]; isError: boolean };
      expect(raw.isError).toBe(false);
      // svc's layout (docs/results.md): the output as plain text first, then the facts.
      expect(raw.content.map((c) => c.type)).toEqual(['text', 'text']);
      expect(raw.content[0]!.text).toBe(output);
      expect(JSON.parse(raw.content[1]!.text)).toMatchObject({ exit_code: 0 });
    });
  }

  it('shows a failing run with its exit code, stderr and ai_guidance', async () => {
    await selectTool(page, 'ls');
    await page.locator('#args-input').fill(JSON.stringify({ file: ['no-such-file'] }));
    await executeAndWait(page);
    expect(await page.locator('#result-facts dd[data-fact="exit_code"]').textContent()).toBe('2');
    expect(await text(page, '#result-facts dd[data-fact="stderr"]')).toContain("ls: cannot access 'no-such-file': No such file or directory");
    expect(await text(page, '#result-facts dd[data-fact="ai_guidance"]')).toContain('exited with code 2');
    expect(await page.locator('#result-text').getAttribute('class')).toContain('result-error');
    expect(pageErrors).toEqual([]);
  });

  it('Execute on a denied tool shows that nothing ran, with the ACL guidance', async () => {
    const deniedNames = await page.locator('#tool-list button.tool-item:has(.status-badge[data-status="denied"])').evaluateAll(
      (items) => items.map((b) => (b as HTMLElement).dataset.toolName!),
    );
    // One without required arguments, so the ACL (not validation) is what stops it.
    const denied = deniedNames.find((name) => (details.get(name)!.inputSchema.required ?? []).length === 0);
    expect(denied).toBeTruthy();
    await selectTool(page, denied!);
    await executeAndWait(page);
    expect(await text(page, '#result-status')).toMatch(/^HTTP 500 · \d+ ms · isError · trace /);
    expect(await text(page, '#result-text')).toBe('');
    expect(await text(page, '#panel-result .muted-note')).toBe('No output.');
    expect(await page.locator('#result-facts dd[data-fact="exit_code"]').textContent()).toBe('-1');
    expect(await text(page, '#result-facts dd[data-fact="ai_guidance"]')).toMatch(/acl\.yaml/);
  });

  it('shows the footer credit', async () => {
    expect(await text(page, 'footer.page-footer')).toBe('Tool explorer served by svc');
  });
});

describe.skipIf(chromiumSkipReason !== undefined)('explorer page: footer and program results (library)', () => {
  let browser: Browser;
  let servers: RunningServer[] = [];
  const hostile = `<img src=x onerror="window.__xss='footer'">"'&`;
  const handleCall: ToolCallHandler = async (name) => {
    if (name === 'layout_new') {
      return [[
        { type: 'text', text: 'first line\n  second line\n' },
        { type: 'text', text: JSON.stringify({ exit_code: 3, duration_ms: 12, trace_id: 't', stderr: 'warning: <b>x</b>\n', ai_guidance: 'Run it again with --fix.' }) },
      ], true, 't'];
    }
    if (name === 'layout_error') {
      // svc's failure layout (docs/results.md): what went wrong first, the facts, then the output.
      return [[
        { type: 'text', text: 'Run it again with --fix.' },
        { type: 'text', text: JSON.stringify({ exit_code: 1, duration_ms: 7, trace_id: 't4', ai_guidance: 'Run it again with --fix.' }) },
        { type: 'text', text: 'partial output\n' },
      ], true, 't4'];
    }
    if (name === 'layout_cut') {
      // svc's layout for a long output (docs/results.md): head and tail, facts, a link to the whole output.
      return [[
        { type: 'text', text: '{"exit_code": 99}\n[svc: 9,000 of 10,000 bytes cut here; the whole stdout is resource svc://output/AAAAAAAAAAAAAAAAAAAAAA/stdout]\nlast\n' },
        { type: 'text', text: JSON.stringify({ exit_code: 0, duration_ms: 5, trace_id: 't3', truncation: { stdout: { total_bytes: 10000, shown_bytes: 1000, omitted_bytes: 9000, resource: 'svc://output/AAAAAAAAAAAAAAAAAAAAAA/stdout' } } }) },
        { type: 'resource_link', uri: 'svc://output/AAAAAAAAAAAAAAAAAAAAAA/stdout', name: 'stdout of layout_cut', mimeType: 'text/plain', size: 10000 },
      ] as never, false, 't3'];
    }
    return [[{ type: 'text', text: JSON.stringify({ stdout: 'a\nb\n', stderr: '', exit_code: 0, duration_ms: 1, trace_id: 't2' }) }], false, 't2'];
  };
  const tools = [
    { name: 'layout_new', description: 'new layout', inputSchema: { type: 'object', properties: {} } },
    { name: 'layout_old', description: 'old layout', inputSchema: { type: 'object', properties: {} } },
    { name: 'layout_error', description: 'failure layout', inputSchema: { type: 'object', properties: {} } },
    { name: 'layout_cut', description: 'cut output with a resource link', inputSchema: { type: 'object', properties: {} } },
  ];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((s) => s.close()));
  });

  it('renders projectName escaped and links projectUrl only for http(s)', async () => {
    const cases: Array<[string | undefined, string | undefined, string, string | null]> = [
      [hostile, 'javascript:window.__xss="link"', `Tool explorer served by svc · ${hostile}`, null],
      ['my-project', 'https://example.com/p?a=1&b=2', 'Tool explorer served by svc · my-project', 'https://example.com/p?a=1&b=2'],
      [undefined, undefined, 'Tool explorer served by svc', null],
    ];
    for (const [projectName, projectUrl, footer, href] of cases) {
      const server = await startExplorer(tools, handleCall, { allowExecute: true, projectName, projectUrl, logger: { warn() {}, error() {} } });
      servers.push(server);
      const { page, context, pageErrors } = await openExplorer(browser, `${server.origin}/`);
      expect(await text(page, 'footer.page-footer')).toBe(footer);
      expect(await page.locator('footer.page-footer a').count()).toBe(href ? 1 : 0);
      if (href) {
        expect(await page.locator('footer.page-footer a').getAttribute('href')).toBe(href);
        expect(await page.locator('footer.page-footer a').getAttribute('rel')).toBe('noopener noreferrer');
      }
      expect(await page.locator('footer img').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('shows both result layouts as output text, then exit code, stderr and ai_guidance', async () => {
    const server = await startExplorer(tools, handleCall, { allowExecute: true, logger: { warn() {}, error() {} } });
    servers.push(server);
    const { page, context } = await openExplorer(browser, `${server.origin}/`);
    await selectTool(page, 'layout_new');
    await executeAndWait(page);
    expect(await text(page, '#result-text')).toBe('first line\n  second line\n');
    expect(await page.locator('#result-text').getAttribute('class')).toContain('result-error');
    expect(await page.locator('#result-facts dt').allTextContents()).toEqual(['Exit code', 'Standard error', 'ai_guidance', 'Duration']);
    expect(await page.locator('#result-facts dd').allTextContents()).toEqual(['3', 'warning: <b>x</b>\n', 'Run it again with --fix.', '12 ms']);
    expect(await page.locator('#result-facts b').count()).toBe(0);

    await selectTool(page, 'layout_error');
    await executeAndWait(page);
    expect(await text(page, '#result-text')).toBe('partial output\n');
    expect(await page.locator('#result-text').getAttribute('class')).toContain('result-error');
    expect(await page.locator('#result-facts dd').allTextContents()).toEqual(['1', 'Run it again with --fix.', '7 ms']);

    await selectTool(page, 'layout_old');
    await executeAndWait(page);
    expect(await text(page, '#result-text')).toBe('a\nb\n');
    expect(await page.locator('#result-facts dt').allTextContents()).toEqual(['Exit code', 'Duration']);
    expect(await page.locator('#result-facts dd').allTextContents()).toEqual(['0', '1 ms']);
    expect(JSON.parse(await text(page, '#raw-output'))).toEqual({
      content: [{ type: 'text', text: JSON.stringify({ stdout: 'a\nb\n', stderr: '', exit_code: 0, duration_ms: 1, trace_id: 't2' }) }],
      isError: false,
      _meta: { _trace_id: 't2' },
    });

    // A cut output: the output text (even when it starts like JSON) as it is, the truncation and the link.
    await selectTool(page, 'layout_cut');
    await executeAndWait(page);
    expect(await text(page, '#result-text')).toBe('{"exit_code": 99}\n[svc: 9,000 of 10,000 bytes cut here; the whole stdout is resource svc://output/AAAAAAAAAAAAAAAAAAAAAA/stdout]\nlast\n');
    expect(await page.locator('#result-facts dt').allTextContents()).toEqual(['Exit code', 'Duration', 'Truncation', 'Whole output']);
    expect(await text(page, '#result-facts dd[data-fact="exit_code"]')).toBe('0');
    expect(JSON.parse(await text(page, '#result-facts dd[data-fact="truncation"]'))).toEqual({ stdout: { total_bytes: 10000, shown_bytes: 1000, omitted_bytes: 9000, resource: 'svc://output/AAAAAAAAAAAAAAAAAAAAAA/stdout' } });
    expect(await text(page, '#result-facts dd[data-fact="resource"]')).toBe('svc://output/AAAAAAAAAAAAAAAAAAAAAA/stdout (10000 bytes)');
    await context.close();
  });
});
