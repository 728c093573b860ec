/**
 * Issue 34 end to end: the page's preview pane and approval button in headless Chromium against
 * svc's own explorer (`createSvcServer(...).serveHttp({ explorer: true, allowExecute: true })`,
 * in-process, over the fixture programs, which really run or really do not). The preview matches
 * the audit line of the executed call; an approval given in the browser runs the call once and its
 * token cannot be replayed; a caller who is not an approver sees no button.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputHash } from '../../src/govern/audit.js';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { readAudit, serveFixture, type ServeFixture } from '../serve/helpers.js';
import { chromiumSkipReason, launchBrowser, openExplorer, selectTool } from './harness.js';

interface PreviewJson {
  argv: string[];
  decision: string;
  working_directory: string;
  roots: string[];
  rule: { index: number; description: string } | null;
  sandbox: { mechanism: string; writable: string[]; network: boolean };
  approval?: { token: string; expires_at: string };
}

/** Waits for the page's next preview answer for a tool whose request body satisfies `wanted`. */
function nextPreview(page: Page, tool: string, wanted: (body: Record<string, unknown>) => boolean): Promise<PreviewJson> {
  return page
    .waitForResponse((r) => r.url().endsWith(`/tools/${tool}/preview`) && wanted(JSON.parse(r.request().postData() ?? '{}') as Record<string, unknown>), { timeout: 15_000 })
    .then(async (r) => (await r.json()) as PreviewJson);
}

async function field(page: Page, key: string) {
  return page.locator(`#args-form .form-field[data-key="${key}"] .form-control`);
}

async function waitResult(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const button = document.getElementById('execute-btn') as HTMLButtonElement | null;
    return button && !button.disabled && !document.getElementById('result-area')!.hidden;
  }, undefined, { timeout: 20_000 });
  return (await page.locator('#result-status').textContent()) ?? '';
}

function traceOf(status: string): string {
  const match = / trace ([0-9a-f-]{36})$/.exec(status);
  if (!match) throw new Error(`no trace id in ${JSON.stringify(status)}`);
  return match[1]!;
}

describe.skipIf(chromiumSkipReason !== undefined)('the explorer page against svc serve: preview and approval', () => {
  let fx: ServeFixture;
  let running: RunningSvcHttp;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    fx = await serveFixture();
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile } });
    running = await svc.serveHttp({ port: 0, explorer: true, allowExecute: true });
    browser = await launchBrowser();
    ({ page, pageErrors } = await openExplorer(browser, `${running.url}/`));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  const salt = async () => (await readFile(join(fx.root, 'audit.salt'), 'utf8')).trim();
  const lineOf = async (traceId: string) => (await readAudit(fx.auditFile)).find((line) => line.trace_id === traceId)!;

  it('the preview the page shows is what the executed call audits', async () => {
    await selectTool(page, 'echo');
    const answered = nextPreview(page, 'echo', (b) => Array.isArray(b.words) && (b.words as string[]).join(' ') === 'from the form');
    await (await field(page, 'words')).fill('from\nthe\nform');
    const preview = await answered;
    expect(preview.decision).toBe('allow');
    await page.waitForFunction((argv) => document.querySelector('#preview-facts dd[data-fact="argv"]')?.textContent === argv, preview.argv.join(' '));
    expect(await page.locator('#preview-decision').textContent()).toBe('allowed');
    expect(await page.locator('#preview-facts dd[data-fact="rule"]').textContent()).toBe(`rule ${preview.rule!.index}: ${preview.rule!.description}`);
    expect(await page.locator('#approval-area').isHidden()).toBe(true);
    // The working_directory field offers the caller's roots, as the preview named them.
    expect(preview.roots.length).toBeGreaterThan(0);
    expect(await page.locator('#roots-list option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(expect.arrayContaining(preview.roots));
    await page.locator('#execute-btn').click();
    const line = await lineOf(traceOf(await waitResult(page)));
    expect(await page.locator('#result-text').textContent()).toBe('from the form\n');
    expect(line.argv_hash).toBe(inputHash(preview.argv, await salt()));
    expect(line).toMatchObject({ decision: 'allow', acl_rule: preview.rule!.index, sandbox: preview.sandbox });
  });

  it('an approval given in the browser runs the call once, and its token cannot be replayed', async () => {
    const victim = join(fx.root, 'approve-in-browser.txt');
    await writeFile(victim, 'x');
    await selectTool(page, 'rm');
    const answered = nextPreview(page, 'rm', (b) => Array.isArray(b.files) && (b.files as string[])[0] === victim);
    await (await field(page, 'files')).fill(victim);
    const preview = await answered;
    expect(preview.decision).toBe('needs_approval');
    const token = preview.approval!.token;
    await page.locator('#approve-btn').waitFor({ state: 'visible' });
    const statement = (await page.locator('#approval-statement').textContent()) ?? '';
    expect(statement).toContain(`Runs once: ${preview.argv.join(' ')}`);
    expect(statement).toContain(preview.sandbox.writable.length ? `Writable: ${preview.sandbox.writable.join(', ')}.` : 'Nothing becomes writable.');
    expect(existsSync(victim)).toBe(true);

    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/tools/rm/call')) calls.push(r.headers()['x-svc-approval'] ?? '(none)');
    });
    await page.locator('#approve-btn').click();
    const line = await lineOf(traceOf(await waitResult(page)));
    expect(calls).toEqual([token]);
    expect(existsSync(victim)).toBe(false);
    expect(line).toMatchObject({ module_id: 'cli.rm', status: 'success', decision: 'approved', caller: 'explorer' });
    expect(line.argv_hash).toBe(inputHash(preview.argv, await salt()));

    // The same token again (as a replayed request would send it): refused, nothing removed.
    await writeFile(victim, 'again');
    const replay = await page.evaluate(
      async ({ url, body, token }) => {
        const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Svc-Approval': token }, body });
        return (await res.json()) as { isError: boolean; content: Array<{ text?: string }> };
      },
      { url: `${running.url}/tools/rm/call`, body: JSON.stringify({ files: [victim] }), token },
    );
    expect(replay.isError).toBe(true);
    expect(replay.content.map((c) => c.text ?? '').join('\n')).toContain('already used');
    expect(existsSync(victim)).toBe(true);
    // Execute without an approval is refused as before: the explorer cannot ask.
    await page.locator('#execute-btn').click();
    await waitResult(page);
    expect(calls.at(-1)).toBe('(none)');
    expect(existsSync(victim)).toBe(true);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe.skipIf(chromiumSkipReason !== undefined)('the explorer page against svc serve: a caller who is not an approver', () => {
  it('sees the decision and no button', async () => {
    const fx = await serveFixture();
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile, approvers: ['role:release-manager'] } });
    const running = await svc.serveHttp({ port: 0, explorer: true, allowExecute: true });
    const browser = await launchBrowser();
    try {
      const { page, pageErrors } = await openExplorer(browser, `${running.url}/`);
      const victim = join(fx.root, 'keep-me.txt');
      await writeFile(victim, 'x');
      await selectTool(page, 'rm');
      const answered = nextPreview(page, 'rm', (b) => Array.isArray(b.files) && (b.files as string[])[0] === victim);
      await (await field(page, 'files')).fill(victim);
      const preview = await answered;
      expect(preview.decision).toBe('needs_approval');
      expect(preview).not.toHaveProperty('approval');
      await page.waitForFunction(() => document.getElementById('preview-decision')?.textContent === 'needs approval');
      await page.waitForTimeout(300);
      expect(await page.locator('#approve-btn').isVisible()).toBe(false);
      expect(await page.locator('#approval-area').isHidden()).toBe(true);
      expect(existsSync(victim)).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await browser.close();
      await running.close();
    }
  }, 120_000);
});
