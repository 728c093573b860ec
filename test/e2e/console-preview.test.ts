/**
 * The live preview pane and approval by the person at the page, in real headless Chromium, against
 * a stub server written here: the peer routes come from the library's own `createNodeHandler`, and
 * `POST /tools/{name}/preview` answers the contract JSON the test chooses (svc's real preview route
 * is built elsewhere; these tests do not depend on it). Also: a server without the route hides the
 * pane, and preview text cannot inject HTML.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeHandler, type Tool, type ToolCallHandler, type UIConfig } from '../../src/explorer/index.js';
import { chromiumSkipReason, launchBrowser, openExplorer, selectTool } from './harness.js';

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    url: { type: 'string' },
    working_directory: { type: 'string' },
  },
  required: ['name', 'url'],
};
const TOOLS: Tool[] = [
  { name: 'git_remote_add', description: 'Add a remote.', inputSchema: SCHEMA },
  { name: 'git_status', description: 'Show the status.', inputSchema: { type: 'object', properties: { short: { type: 'boolean' } } } },
];

interface Seen { method: string; url: string; headers: IncomingHttpHeaders; body: string }
type Preview = Record<string, unknown>;

interface Stub {
  origin: string;
  seen: Seen[];
  previews(): Seen[];
  calls(): Seen[];
  answer: (tool: string, args: Record<string, unknown>) => { status: number; body: unknown };
  close(): Promise<void>;
}

const received: Array<{ name: string; args: unknown; approval: string | null }> = [];
const handleCall: ToolCallHandler = async (name, args, request) => {
  const approval = request ? (request.headers as Headers).get('x-svc-approval') : null;
  received.push({ name, args, approval });
  return [[{ type: 'text', text: JSON.stringify({ ran: name, args, approved: approval !== null }) }], false];
};

function contract(tool: string, args: Record<string, unknown>, extra: Preview = {}): Preview {
  return {
    tool,
    module_id: `git.${tool.replace(/^git_/, '').replace(/_/g, '.')}`,
    argv: ['git', 'remote', 'add', String(args.name ?? ''), String(args.url ?? '')],
    working_directory: '/srv/repo',
    decision: 'allow',
    rule: { index: 2, description: 'read-only git' },
    reason: 'rule 2 allows it',
    sandbox: { mechanism: 'bubblewrap', writable: [], network: false },
    ...extra,
  };
}

async function startStub(previewRoute: boolean, tools: Tool[] = TOOLS, config: Partial<UIConfig> = {}): Promise<Stub> {
  const seen: Seen[] = [];
  const explorer = createNodeHandler(tools, handleCall, { allowExecute: true, passRequest: true, logger: { warn: () => {}, error: () => {} }, ...config });
  const stub: Stub = {
    origin: '',
    seen,
    previews: () => seen.filter((r) => r.url.endsWith('/preview')),
    calls: () => seen.filter((r) => r.url.endsWith('/call')),
    answer: (tool, args) => ({ status: 200, body: contract(tool, args) }),
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      seen.push(entry);
      const match = /^\/tools\/([^/]+)\/preview$/.exec(entry.url);
      if (previewRoute && match && entry.method === 'POST') {
        const answer = stub.answer(decodeURIComponent(match[1]!), JSON.parse(body) as Record<string, unknown>);
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
        return;
      }
      // Everything else is the library's drop-in handler, body included.
      const forward = http.request({ host: '127.0.0.1', port: inner.port, method: entry.method, path: entry.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.end(body);
    });
  });
  const innerServer = http.createServer((req, res) => explorer(req, res));
  const inner = await new Promise<{ port: number }>((resolve) => innerServer.listen(0, '127.0.0.1', () => resolve(innerServer.address() as AddressInfo)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  stub.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = async () => {
    for (const s of [server, innerServer]) {
      s.closeAllConnections();
      await new Promise<void>((done) => s.close(() => done()));
    }
  };
  return stub;
}

async function previewShows(page: Page, fragment: string): Promise<void> {
  await page.waitForFunction((f) => (document.getElementById('preview-body')?.textContent ?? '').includes(f), fragment, { timeout: 5000 });
}

async function facts(page: Page): Promise<Record<string, string>> {
  return page.locator('#preview-facts dd').evaluateAll((dds) => Object.fromEntries(dds.map((d) => [(d as HTMLElement).dataset.fact!, d.textContent ?? ''])));
}

describe.skipIf(chromiumSkipReason !== undefined)('explorer preview pane and approval in Chromium', () => {
  let browser: Browser;
  let stub: Stub;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    stub = await startStub(true);
    browser = await launchBrowser();
    ({ page, pageErrors } = await openExplorer(browser, `${stub.origin}/`));
  });

  afterAll(async () => {
    await browser?.close();
    await stub?.close();
  });

  it('shows the command line, the decision with its rule, the reason and the sandbox profile', async () => {
    await selectTool(page, 'git_remote_add');
    await previewShows(page, 'git remote add');
    expect(await page.locator('#preview-pane').isVisible()).toBe(true);
    const sent = stub.previews().at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/tools/git_remote_add/preview');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toBe('{"name":"","url":"","working_directory":""}');
    expect(await page.locator('#preview-decision').textContent()).toBe('allowed');
    expect(await facts(page)).toEqual({
      argv: "git remote add '' ''",
      working_directory: '/srv/repo',
      rule: 'rule 2: read-only git',
      reason: 'rule 2 allows it',
      mechanism: 'bubblewrap',
      writable: 'nothing writable',
      network: 'no',
      module_id: 'git.remote.add',
    });
    // The directory the preview answered with is offered for working_directory.
    expect(await page.locator('#roots-list option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(['/srv/repo']);
    expect(await page.locator('#approval-area').isHidden()).toBe(true);
  });

  it('follows the arguments as they are typed, debounced', async () => {
    await selectTool(page, 'git_remote_add');
    await previewShows(page, 'git remote add');
    const before = stub.previews().length;
    await page.locator('#arg-field-0').pressSequentially('origin', { delay: 20 });
    await page.locator('#arg-field-1').fill('https://example.com/a b.git');
    await previewShows(page, "git remote add origin 'https://example.com/a b.git'");
    const sent = stub.previews().slice(before);
    // Eight edits, far fewer requests; the last one carries the final arguments.
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThan(4);
    expect(JSON.parse(sent.at(-1)!.body)).toEqual({ name: 'origin', url: 'https://example.com/a b.git', working_directory: '' });
    // A rule without a description and a profile with writable paths and network.
    stub.answer = (tool, args) => ({
      status: 200,
      body: contract(tool, args, { decision: 'deny', rule: null, reason: 'no rule matched; default_effect deny', sandbox: { mechanism: 'none', writable: ['/srv/repo/.git', '/tmp'], network: true } }),
    });
    await page.locator('#arg-field-0').fill('upstream');
    await previewShows(page, 'git remote add upstream');
    expect(await page.locator('#preview-decision').textContent()).toBe('denied');
    const shown = await facts(page);
    expect(shown.rule).toBe('no rule matched (the default applies)');
    expect(shown.writable).toBe('/srv/repo/.git/tmp');
    expect(await page.locator('#preview-facts dd[data-fact="writable"] li').allTextContents()).toEqual(['/srv/repo/.git', '/tmp']);
    expect(shown.network).toBe('yes');
    // Validation problems are listed.
    stub.answer = (tool, args) => ({
      status: 200,
      body: contract(tool, args, { decision: 'invalid', errors: [{ path: '/url', message: 'must be a URL' }, 'plain message'] }),
    });
    await page.locator('#arg-field-0').fill('bad');
    await previewShows(page, 'must be a URL');
    expect(await page.locator('#preview-decision').textContent()).toBe('invalid');
    expect(await page.locator('#preview-facts dd[data-fact="errors"] li').allTextContents()).toEqual(['/url: must be a URL', 'plain message']);
    stub.answer = (tool, a) => ({ status: 200, body: contract(tool, a) });
  });

  it('no approval in the preview: no button', async () => {
    await selectTool(page, 'git_status');
    await page.locator('#arg-field-0').check();
    await previewShows(page, 'rule 2 allows it');
    expect(await page.locator('#approve-btn').isVisible()).toBe(false);
    expect(await page.locator('#approval-area').isHidden()).toBe(true);
  });

  it('with an approval: a button that says what will run and what becomes writable, posting the token exactly once', async () => {
    let issued = 0;
    stub.answer = (tool, args) => ({
      status: 200,
      body: contract(tool, args, {
        decision: 'needs_approval',
        rule: { index: 4, description: 'git writes ask' },
        reason: 'rule 4 asks before git changes the repository',
        sandbox: { mechanism: 'bubblewrap', writable: ['/srv/repo/.git'], network: false },
        approval: { token: `tok-${++issued}`, expires_at: '2026-11-28T05:00:00Z' },
      }),
    });
    await selectTool(page, 'git_remote_add');
    await page.locator('#arg-field-0').fill('origin');
    await page.locator('#arg-field-1').fill('https://example.com/r.git');
    await page.locator('#approve-btn').waitFor({ state: 'visible' });
    await previewShows(page, 'https://example.com/r.git');
    expect(await page.locator('#preview-decision').textContent()).toBe('needs approval');
    expect(await page.locator('#approval-statement').textContent()).toBe(
      'Runs once: git remote add origin https://example.com/r.git in /srv/repo. Writable: /srv/repo/.git. Network: no. The approval expires at 2026-11-28T05:00:00Z.',
    );
    expect(await page.locator('#approve-btn').textContent()).toBe('Approve and run once');
    const token = `tok-${issued}`;
    const previewBody = stub.previews().at(-1)!.body;
    const callsBefore = stub.calls().length;
    // Two quick clicks: one call.
    await page.locator('#approve-btn').dblclick();
    await page.waitForFunction(() => (document.getElementById('result-output')?.textContent ?? '').includes('approved'));
    await page.waitForTimeout(400);
    const approvedCalls = stub.calls().slice(callsBefore);
    expect(approvedCalls).toHaveLength(1);
    expect(approvedCalls[0]!.headers['x-svc-approval']).toBe(token);
    expect(approvedCalls[0]!.headers['content-type']).toBe('application/json');
    expect(approvedCalls[0]!.body).toBe(previewBody);
    expect(stub.calls().filter((c) => c.headers['x-svc-approval'] !== undefined)).toHaveLength(1);
    expect(received.at(-1)).toEqual({ name: 'git_remote_add', args: JSON.parse(previewBody), approval: token });
    // The result is shown as Execute shows it.
    expect(JSON.parse((await page.locator('#result-text').textContent())!)).toEqual({ ran: 'git_remote_add', args: JSON.parse(previewBody), approved: true });
    expect(await page.locator('#result-status').textContent()).toMatch(/^HTTP 200 · \d+ ms$/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('panel-result');
    // A plain Execute afterwards carries no approval.
    await page.locator('#execute-btn').click();
    await expect.poll(() => stub.calls().length).toBe(callsBefore + 2);
    expect(stub.calls().at(-1)!.headers['x-svc-approval']).toBeUndefined();
    // Changing the arguments withdraws the button until a preview for the new ones arrives.
    await page.locator('#arg-field-0').fill('other');
    expect(await page.locator('#approval-area').isHidden()).toBe(true);
    await page.locator('#approve-btn').waitFor({ state: 'visible' });
    expect(await page.locator('#approval-statement').textContent()).toContain('git remote add other');
    stub.answer = (tool, a) => ({ status: 200, body: contract(tool, a) });
  });

  it('renders hostile preview text as text', async () => {
    const evil = `<img src=x onerror="window.__xss=1">`;
    stub.answer = (tool) => ({
      status: 200,
      body: {
        tool,
        module_id: `${evil}m`,
        argv: ['git', evil, `</pre><script>window.__xss=2</script>`],
        working_directory: `/srv/${evil}`,
        decision: `<b onmouseover="window.__xss=3">x</b>`,
        rule: { index: `${evil}1`, description: `${evil}rule` },
        reason: `${evil}reason`,
        sandbox: { mechanism: `${evil}mech`, writable: [`/w/${evil}`], network: false },
        errors: [`${evil}e1`, { path: `/${evil}`, message: `${evil}msg` }],
        approval: { token: 'tok-x', expires_at: `${evil}later` },
      },
    });
    await selectTool(page, 'git_status');
    await page.locator('#arg-field-0').uncheck();
    await previewShows(page, 'reason');
    await page.waitForTimeout(200);
    const inPane = await page.evaluate(() => ({
      images: document.querySelectorAll('#preview-pane img').length,
      scripts: document.querySelectorAll('#preview-pane script').length,
      bold: document.querySelectorAll('#preview-pane b').length,
      xss: (window as unknown as { __xss?: number }).__xss ?? null,
      decisionClass: document.getElementById('preview-decision')!.className,
    }));
    expect(inPane).toEqual({ images: 0, scripts: 0, bold: 0, xss: null, decisionClass: 'decision decision-other' });
    expect(await page.locator('#preview-decision').textContent()).toBe(`<b onmouseover="window.__xss=3">x</b>`);
    expect((await facts(page)).reason).toBe(`${evil}reason`);
    expect(await page.locator('#approval-statement').textContent()).toContain(`/w/${evil}`);
    stub.answer = (tool, a) => ({ status: 200, body: contract(tool, a) });
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe.skipIf(chromiumSkipReason !== undefined)('explorer preview pane: a server without the route', () => {
  it('hides the pane after the first 404 and asks no more', async () => {
    const stub = await startStub(false);
    const browser = await launchBrowser();
    try {
      const { page, pageErrors } = await openExplorer(browser, `${stub.origin}/`);
      await selectTool(page, 'git_remote_add');
      await expect.poll(() => stub.previews().length).toBe(1);
      await page.waitForTimeout(300);
      expect(await page.locator('#preview-pane').isHidden()).toBe(true);
      await page.locator('#arg-field-0').fill('origin');
      await selectTool(page, 'git_status');
      await page.locator('#arg-field-0').check();
      await page.waitForTimeout(600);
      expect(stub.previews()).toHaveLength(1);
      expect(await page.locator('#preview-pane').isHidden()).toBe(true);
      // The console works as before.
      await page.locator('#execute-btn').click();
      await page.waitForFunction(() => (document.getElementById('result-output')?.textContent ?? '').includes('git_status'));
      expect(pageErrors).toEqual([]);
    } finally {
      await browser.close();
      await stub.close();
    }
  });
});

// The screenshot in docs/explorer-console.md and the README: made here, in Chromium, against the
// stub server (tool names and a preview shaped like svc's demo). It is written to
// docs/images/explorer-console.png with SVC_UPDATE_SCREENSHOT=1, otherwise to a temporary file.
const SCREENSHOT_TOOLS: Tool[] = [
  'curl', 'git', 'git_add', 'git_commit', 'git_diff', 'git_log', 'git_remote', 'git_remote_add', 'git_remote_remove',
  'git_stash_list', 'git_stash_pop', 'git_status', 'grep', 'jq', 'ls', 'tar_create', 'tar_extract', 'tar_list',
].map((name) => ({
  name,
  description: `Run ${name.replace(/_/g, ' ')}.`,
  inputSchema: name === 'git_remote_add'
    ? {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'Name of the new remote' },
          url: { type: 'string', description: 'Where it points' },
          fetch: { type: 'boolean', description: '-f: fetch it right away', default: false },
          track: { type: 'array', items: { type: 'string' }, description: '-t: branches to track' },
          mirror: { type: 'string', enum: ['fetch', 'push'] },
          working_directory: { type: 'string', description: 'The repository (default: the first root)' },
        },
        required: ['name', 'url'],
      }
    : { type: 'object', properties: { working_directory: { type: 'string' } } },
  annotations: /^(git_(add|commit|remote_add|remote_remove|stash_pop)|tar_create|tar_extract)$/.test(name) ? { destructiveHint: true } : { readOnlyHint: true },
}));
const ASKS = /^(git_(add|commit|remote_add|remote_remove|stash_pop)|tar_create|tar_extract)$/;

describe.skipIf(chromiumSkipReason !== undefined)('explorer console screenshot', () => {
  it('shows the groups, the form and a preview that asks for approval', async () => {
    const stub = await startStub(true, SCREENSHOT_TOOLS, {
      title: 'svc explorer',
      toolStatus: (tool) => (ASKS.test(tool.name) ? { label: 'needs approval', tone: 'caution' } : { label: 'allowed', tone: 'positive' }),
    });
    stub.answer = (tool, args) => {
      const argv = ['git', 'remote', 'add'];
      if (args.fetch === true) argv.push('-f');
      for (const branch of (args.track as string[] | undefined) ?? []) argv.push('-t', branch);
      argv.push(String(args.name ?? ''), String(args.url ?? ''));
      return {
        status: 200,
        body: contract(tool, args, {
          argv,
          working_directory: '/home/dev/project',
          decision: 'needs_approval',
          rule: { index: 3, description: 'git commands that change the repository ask first' },
          reason: 'rule 3 asks: git remote add writes .git/config',
          sandbox: { mechanism: 'bubblewrap', writable: ['/home/dev/project/.git'], network: false },
          approval: { token: 'approval-token', expires_at: '2026-11-28T04:35:00Z' },
        }),
      };
    };
    const browser = await launchBrowser();
    try {
      const { context, page, pageErrors } = await openExplorer(browser, `${stub.origin}/`);
      await page.setViewportSize({ width: 1440, height: 1000 });
      for (const group of ['curl', 'jq', 'ls', 'grep']) await page.locator(`#tool-list button.group-toggle[data-group="${group}"]`).click();
      await page.locator('#tool-list button.group-toggle[data-group="tar"]').click();
      await selectTool(page, 'git_remote_add');
      await page.locator('#arg-field-0').fill('upstream');
      await page.locator('#arg-field-1').fill('https://example.com/team/project.git');
      await page.locator('#arg-field-2').check();
      await page.locator('#arg-field-3').fill('main');
      await page.locator('#approve-btn').waitFor({ state: 'visible' });
      await previewShows(page, 'git remote add -f -t main upstream');
      await page.locator('#console-heading').evaluate((h) => h.scrollIntoView({ block: 'start' }));
      await page.locator('#tool-list button.group-toggle[data-group="git stash"]').click();
      await page.locator('#tool-list').evaluate((list) => { list.scrollTop = 0; });
      await page.locator('#arg-field-1').blur();
      await page.mouse.move(700, 990);
      const target = process.env.SVC_UPDATE_SCREENSHOT === '1'
        ? join(dirname(fileURLToPath(import.meta.url)), '../../docs/images/explorer-console.png')
        : join(tmpdir(), `svc-explorer-console-${process.pid}.png`);
      mkdirSync(dirname(target), { recursive: true });
      await page.screenshot({ path: target });
      const png = readFileSync(target);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1440, 1000]);
      expect(pageErrors).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
      await stub.close();
    }
  });
});
