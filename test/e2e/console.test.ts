/**
 * The try-it console in real headless Chromium against the real node:http explorer handler,
 * mounted under a prefix, with execution allowed. Covers the console's Idle/Executing
 * transitions, tabs, result rendering, cURL and Copy, the auth bar and keyboard use.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumSkipReason,
  launchBrowser,
  openExplorer,
  selectTool,
  startExplorer,
  startFrontServer,
  type FrontServer,
  type RunningServer,
} from './harness.js';
import { AWKWARD_NAME, ECHO_PREFILL, ECHO_SCHEMA, RED_PIXEL_PNG, createToolbox, type Toolbox } from './toolbox.js';

const PREFIX = '/mcp-ui';
const TITLE = `Ops tools <beta> & "friends"`;
const quietLogger = { warn: () => {}, error: () => {} };

async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).textContent()) ?? '';
}

async function setArgs(page: Page, json: string): Promise<void> {
  await page.locator('#args-input').fill(json);
}

async function executeAndWait(page: Page): Promise<void> {
  await page.locator('#execute-btn').click();
  await page.waitForFunction(() => {
    const button = document.getElementById('execute-btn') as HTMLButtonElement | null;
    const done = !document.getElementById('result-area')?.hidden || !document.getElementById('auth-message')?.hidden;
    return button && !button.disabled && button.textContent === 'Execute' && done;
  });
}

async function activeTabs(page: Page): Promise<{ result: boolean; raw: boolean; resultPanel: boolean; rawPanel: boolean }> {
  return page.evaluate(() => ({
    result: document.getElementById('tab-result')!.classList.contains('active'),
    raw: document.getElementById('tab-raw')!.classList.contains('active'),
    resultPanel: !document.getElementById('panel-result')!.hidden,
    rawPanel: !document.getElementById('panel-raw')!.hidden,
  }));
}

describe.skipIf(chromiumSkipReason !== undefined)('explorer console in Chromium, execution allowed', () => {
  let browser: Browser;
  let explorer: RunningServer;
  let front: FrontServer;
  let box: Toolbox;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  let base: string;

  beforeAll(async () => {
    box = createToolbox();
    explorer = await startExplorer(box.tools, box.handleCall, {
      allowExecute: true,
      title: TITLE,
      prefix: PREFIX,
      logger: quietLogger,
    });
    front = await startFrontServer(() => explorer);
    base = `${front.origin}${PREFIX}/`;
    browser = await launchBrowser();
    ({ context, page, pageErrors } = await openExplorer(browser, base, { permissions: ['clipboard-read', 'clipboard-write'] }));
  });

  afterAll(async () => {
    await browser?.close();
    await front?.close();
    await explorer?.close();
  });

  it('renders the escaped title, injects executeEnabled = true and fetches tools relative to its mount prefix', async () => {
    expect(await page.title()).toBe(TITLE);
    expect(await text(page, '#page-title')).toBe(TITLE);
    expect(await page.evaluate('executeEnabled')).toBe(true);
    const gets = front.requests.filter((r) => r.method === 'GET').map((r) => r.url);
    expect(gets).toEqual([`${PREFIX}/`, `${PREFIX}/tools`]);
    expect(pageErrors).toEqual([]);
  });

  it('also works when the page is opened at the prefix without a trailing slash', async () => {
    const second = await context.newPage();
    const before = front.requests.length;
    await second.goto(`${front.origin}${PREFIX}`);
    await second.locator('#tool-list button.tool-item').first().waitFor();
    expect(front.requests.slice(before).map((r) => r.url)).toEqual([PREFIX, `${PREFIX}/tools`]);
    await second.close();
  });

  it('lists every tool with its annotation badges and counts them', async () => {
    const listed = await page.evaluate(() =>
      Array.from(document.querySelectorAll('#tool-list button.tool-item')).map((b) => ({
        name: b.querySelector('.tool-name')!.textContent,
        badges: Array.from(b.querySelectorAll('.badge')).map((x) => x.textContent),
        tag: b.tagName,
      })),
    );
    // Sorted by name (code-point order), whatever order the provider gives.
    const expected = [
      { name: 'echo', badges: ['readOnly', 'idempotent'], tag: 'BUTTON' },
      { name: 'fail', badges: ['destructive'], tag: 'BUTTON' },
      { name: 'explode', badges: [], tag: 'BUTTON' },
      { name: 'picture', badges: ['openWorld'], tag: 'BUTTON' },
      { name: 'plain_text', badges: [], tag: 'BUTTON' },
      { name: 'slow', badges: ['idempotent'], tag: 'BUTTON' },
      { name: AWKWARD_NAME, badges: ['readOnly', 'openWorld'], tag: 'BUTTON' },
    ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    expect(expected.map((t) => t.name).slice(0, 3)).toEqual(['echo', 'explode', 'fail']);
    expect(listed).toEqual(expected);
    expect(await text(page, '#tool-count')).toBe('7 tools');
  });

  it('filters the list by name and by description', async () => {
    const names = () => page.locator('#tool-list .tool-name').allTextContents();
    await page.locator('#tool-filter').fill('PICT');
    expect(await names()).toEqual(['picture']);
    expect(await text(page, '#tool-count')).toBe('1 of 7 tools');
    await page.locator('#tool-filter').fill('logical error');
    expect(await names()).toEqual(['fail']);
    await page.locator('#tool-filter').fill('no such tool');
    expect(await names()).toEqual([]);
    expect(await text(page, '#list-message')).toBe('No tools match the filter.');
    await page.locator('#tool-filter').fill('');
    expect(await names()).toHaveLength(7);
    expect(await page.locator('#list-message').isHidden()).toBe(true);
  });

  it('shows the description, badges and input schema, and prefills one key per property', async () => {
    await selectTool(page, 'echo');
    expect(await text(page, '#detail-description')).toBe('Echoes its arguments back as JSON.');
    expect(await page.locator('#detail-badges .badge').allTextContents()).toEqual(['readOnly', 'idempotent']);
    expect(await text(page, '#detail-schema')).toBe(JSON.stringify(ECHO_SCHEMA, null, 2));
    expect(await page.locator('#args-input').inputValue()).toBe(ECHO_PREFILL);
    expect(await page.locator('#tool-list button[aria-current="true"] .tool-name').textContent()).toBe('echo');
  });

  it('prefills {} for a tool whose inputSchema is null', async () => {
    await selectTool(page, 'plain_text');
    expect(await text(page, '#detail-schema')).toBe('{}');
    expect(await page.locator('#args-input').inputValue()).toBe('{}');
  });

  it('Idle + invalid JSON: shows an inline error under the textarea and sends no request', async () => {
    await selectTool(page, 'echo');
    const callsBefore = front.calls().length;
    await setArgs(page, '{"text": "unterminated');
    await page.locator('#execute-btn').click();
    const error = page.locator('#args-error');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.textContent()).toMatch(/^Invalid JSON: .+ nothing was sent\.$/);
    // The error sits right under the textarea.
    expect(await page.evaluate(() => document.getElementById('args-input')!.nextElementSibling?.id)).toBe('args-error');
    await page.waitForTimeout(150);
    expect(front.calls().length).toBe(callsBefore);
    expect(await text(page, '#execute-btn')).toBe('Execute');
    expect(await page.locator('#execute-btn').isEnabled()).toBe(true);
    expect(await page.locator('#result-area').isHidden()).toBe(true);
  });

  it('Idle + valid JSON -> Executing (disabled, "Executing...", POST sent) -> Idle (enabled, "Execute", Result tab, cURL)', async () => {
    await selectTool(page, 'slow');
    box.armSlow();
    await setArgs(page, '{\n  "n": 42\n}');
    await page.locator('#execute-btn').click();
    await box.slowEntered.promise;
    const button = page.locator('#execute-btn');
    expect(await button.textContent()).toBe('Executing...');
    expect(await button.isDisabled()).toBe(true);
    const sent = front.calls().at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`${PREFIX}/tools/slow/call`);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.body).toBe('{"n":42}');
    expect(box.received.at(-1)).toEqual({ name: 'slow', args: { n: 42 }, authorization: null, contentType: 'application/json' });
    // A click while in flight sends nothing more.
    await button.click({ force: true });
    box.slowRelease.open();
    await page.waitForFunction(() => document.getElementById('execute-btn')!.textContent === 'Execute');
    expect(await button.isEnabled()).toBe(true);
    expect(front.calls().at(-1)).toBe(sent);
    expect(await activeTabs(page)).toEqual({ result: true, raw: false, resultPanel: true, rawPanel: false });
    expect(await text(page, '#result-output')).toBe(JSON.stringify({ slow: 'done', args: { n: 42 } }, null, 2));
    expect(await page.locator('#curl-area').isVisible()).toBe(true);
    expect(await text(page, '#curl-command')).toBe(
      `curl -X POST '${front.origin}${PREFIX}/tools/slow/call' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"n":42}'`,
    );
  });

  it('Result tab pretty-prints JSON text; Raw MCP shows the complete response with 2-space indent', async () => {
    await selectTool(page, 'echo');
    const typed = String.raw`{"text":"a,{b}:\"c\" [] {} \\","count":3,"big":12345678901234567890,"tags":[],"options":{},"nested":[1,{"e":null}]}`;
    await setArgs(page, typed);
    await executeAndWait(page);
    const expectedArgs = JSON.parse(typed) as Record<string, unknown>;
    expect(await text(page, '#result-output')).toBe(JSON.stringify({ received: expectedArgs }, null, 2));
    expect(await page.locator('#result-text').evaluate((el) => el.classList.contains('result-error'))).toBe(false);
    expect(await text(page, '#result-status')).toMatch(/^HTTP 200 · \d+ ms · trace trace-echo-1$/);
    const raw = await text(page, '#raw-output');
    expect(JSON.parse(raw)).toEqual({
      content: [{ type: 'text', text: JSON.stringify({ received: expectedArgs }) }],
      isError: false,
      _meta: { _trace_id: 'trace-echo-1' },
    });
    expect(raw).toBe(JSON.stringify(JSON.parse(raw), null, 2));
    expect(front.calls().at(-1)!.body).toBe(JSON.stringify(expectedArgs));
    expect(box.received.at(-1)!.args).toEqual(expectedArgs);
  });

  it('tabs: Raw MCP click highlights it, Result click goes back, a new execution resets to Result', async () => {
    await page.locator('#tab-raw').click();
    expect(await activeTabs(page)).toEqual({ result: false, raw: true, resultPanel: false, rawPanel: true });
    expect(await page.locator('#tab-raw').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#tab-raw').evaluate((el) => getComputedStyle(el).color)).not.toBe(
      await page.locator('#tab-result').evaluate((el) => getComputedStyle(el).color),
    );
    await page.locator('#tab-result').click();
    expect(await activeTabs(page)).toEqual({ result: true, raw: false, resultPanel: true, rawPanel: false });
    await page.locator('#tab-raw').click();
    await executeAndWait(page);
    expect(await activeTabs(page)).toEqual({ result: true, raw: false, resultPanel: true, rawPanel: false });
    expect(await page.locator('#tab-result').getAttribute('aria-selected')).toBe('true');
    // Arrow keys move between the tabs.
    await page.locator('#tab-result').focus();
    await page.keyboard.press('ArrowRight');
    expect(await activeTabs(page)).toEqual({ result: false, raw: true, resultPanel: false, rawPanel: true });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-raw');
  });

  it('isError true renders the result text in red (HTTP 500)', async () => {
    await selectTool(page, 'fail');
    expect(await page.locator('#args-input').inputValue()).toBe('{\n  "reason": "quota"\n}');
    await executeAndWait(page);
    expect(await text(page, '#result-output')).toBe('Disk quota exceeded');
    const look = await page.locator('#result-text').evaluate((el) => ({ cls: el.className, color: getComputedStyle(el).color }));
    expect(look.cls).toContain('result-error');
    expect(look.color).toBe('rgb(179, 38, 30)');
    expect(await text(page, '#result-status')).toMatch(/^HTTP 500 · \d+ ms · isError$/);
    expect(JSON.parse(await text(page, '#raw-output'))).toEqual({
      content: [{ type: 'text', text: 'Disk quota exceeded' }],
      isError: true,
    });
  });

  it('a throwing handler shows its message in red', async () => {
    await selectTool(page, 'explode');
    await executeAndWait(page);
    expect(await text(page, '#result-output')).toBe('explode: the handler threw on purpose');
    expect(await page.locator('#result-text').getAttribute('class')).toContain('result-error');
    expect(JSON.parse(await text(page, '#raw-output'))).toEqual({
      content: [{ type: 'text', text: 'explode: the handler threw on purpose' }],
      isError: true,
    });
  });

  it('shows the first content item only, and non-JSON text as is', async () => {
    await selectTool(page, 'plain_text');
    await executeAndWait(page);
    expect(await text(page, '#result-output')).toBe('hello, plain world\n  second line');
    expect(JSON.parse(await text(page, '#raw-output')).content).toHaveLength(2);
  });

  it('an error body (a tool gone since the page loaded: 404) returns to Idle with the error in red on the Result tab', async () => {
    await selectTool(page, 'plain_text');
    await executeAndWait(page);
    await page.locator('#tab-raw').click();
    box.hidden.add('plain_text');
    try {
      await executeAndWait(page);
    } finally {
      box.hidden.delete('plain_text');
    }
    expect(await activeTabs(page)).toEqual({ result: true, raw: false, resultPanel: true, rawPanel: false });
    expect(await text(page, '#result-text')).toBe('Tool not found: plain_text');
    expect(await page.locator('#result-text').getAttribute('class')).toContain('result-error');
    expect(await text(page, '#result-status')).toMatch(/^HTTP 404 · \d+ ms$/);
    expect(await text(page, '#raw-output')).toBe('{\n  "error": "Tool not found: plain_text"\n}');
    expect(await page.locator('#curl-area').isVisible()).toBe(true);
  });

  it('renders image content as an <img> with a data: URL', async () => {
    await selectTool(page, 'picture');
    await executeAndWait(page);
    const image = page.locator('#result-output img');
    expect(await image.getAttribute('src')).toBe(`data:image/png;base64,${RED_PIXEL_PNG}`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await text(page, '#result-status')).toMatch(/^HTTP 200 · \d+ ms$/);
  });

  it('auth bar: prefix "Bearer " when missing, keep it when present, no header when empty; cURL follows', async () => {
    await selectTool(page, 'echo');
    const url = `${front.origin}${PREFIX}/tools/echo/call`;
    const cases: Array<[string, string | undefined]> = [
      ['tok-123', 'Bearer tok-123'],
      ['Bearer abc.def', 'Bearer abc.def'],
      ['   ', undefined],
      ['', undefined],
    ];
    for (const [typed, header] of cases) {
      await page.locator('#auth-token').fill(typed);
      await setArgs(page, '{"text":"auth"}');
      await executeAndWait(page);
      const sent = front.calls().at(-1)!;
      expect(sent.headers.authorization).toBe(header);
      expect(box.received.at(-1)!.authorization).toBe(header ?? null);
      const authLine = header ? `  -H 'Authorization: ${header}' \\\n` : '';
      expect(await text(page, '#curl-command')).toBe(
        `curl -X POST '${url}' \\\n  -H 'Content-Type: application/json' \\\n${authLine}  -d '{"text":"auth"}'`,
      );
    }
  });

  it('every frontend request carries the auth bar header, and the token is never stored', async () => {
    await page.locator('#auth-token').fill('s3cret-token');
    const before = front.requests.length;
    await selectTool(page, 'fail');
    await executeAndWait(page);
    const mine = front.requests.slice(before);
    expect(mine.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${PREFIX}/tools/fail`, `POST ${PREFIX}/tools/fail/call`]);
    expect(mine.map((r) => r.headers.authorization)).toEqual(['Bearer s3cret-token', 'Bearer s3cret-token']);
    const stored = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
    }));
    expect(stored).toEqual({ local: 0, session: 0, cookie: '' });
    expect(await context.cookies()).toEqual([]);
    expect(await page.locator('#auth-token').getAttribute('type')).toBe('password');
    await page.locator('#auth-token').fill('');
  });

  it('Copy writes the cURL command to the clipboard, shows "Copied!" for 1.5 s, then "Copy"', async () => {
    await selectTool(page, 'echo');
    await setArgs(page, '{"text":"copy me"}');
    await executeAndWait(page);
    const copy = page.locator('#copy-btn');
    expect(await copy.textContent()).toBe('Copy');
    expect(await copy.evaluate((el) => el.tagName)).toBe('BUTTON');
    await page.evaluate(() => {
      const w = window as unknown as { labelChanges: Array<[string, number]> };
      w.labelChanges = [];
      const button = document.getElementById('copy-btn')!;
      new MutationObserver(() => w.labelChanges.push([button.textContent ?? '', performance.now()])).observe(button, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await copy.click();
    await page.waitForFunction(() => document.getElementById('copy-btn')!.textContent === 'Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await text(page, '#curl-command'));
    // Timed inside the page, from the moment the label changed, so a busy test runner cannot blur it.
    const labelAtOneSecond = await page.evaluate(() => {
      const [, copiedAt] = (window as unknown as { labelChanges: Array<[string, number]> }).labelChanges[0]!;
      return new Promise<string>((resolve) =>
        setTimeout(() => resolve(document.getElementById('copy-btn')!.textContent ?? ''), Math.max(0, copiedAt + 1000 - performance.now())),
      );
    });
    expect(labelAtOneSecond).toBe('Copied!');
    await page.waitForFunction(() => document.getElementById('copy-btn')!.textContent === 'Copy', undefined, { timeout: 5000 });
    const changes = await page.evaluate(() => (window as unknown as { labelChanges: Array<[string, number]> }).labelChanges);
    expect(changes.map(([label]) => label)).toEqual(['Copied!', 'Copy']);
    const shownFor = changes[1]![1] - changes[0]![1];
    expect(shownFor).toBeGreaterThanOrEqual(1450);
    expect(shownFor).toBeLessThan(2500);
  });

  it('encodes awkward tool names in the URL and shell-quotes the cURL command so it runs as shown', async () => {
    await selectTool(page, AWKWARD_NAME);
    await page.locator('#auth-token').fill("it's-a-token");
    await setArgs(page, `{"text":"it's \\"quoted\\" $HOME \`id\` \\\\ done"}`);
    await executeAndWait(page);
    const encoded = `${PREFIX}/tools/it's%20a%2Fb%20tool/call`;
    const sent = front.calls().at(-1)!;
    expect(sent.url).toBe(encoded);
    expect(box.received.at(-1)!.name).toBe(AWKWARD_NAME);
    expect(JSON.parse(await text(page, '#result-output'))).toEqual({ awkward: { text: 'it\'s "quoted" $HOME `id` \\ done' } });
    const command = await text(page, '#curl-command');
    expect(command).toContain("-H 'Authorization: Bearer it'\\''s-a-token'");
    // The only honest check of shell quoting is a shell: run the generated command with bash and
    // real curl against the same server, and compare what arrived with what the browser sent.
    const callsBefore = front.calls().length;
    const { stdout } = await promisify(execFile)('bash', ['-c', command], { timeout: 10_000 });
    const viaCurl = front.calls()[callsBefore]!;
    expect(viaCurl.url).toBe(sent.url);
    expect(viaCurl.body).toBe(sent.body);
    expect(viaCurl.headers.authorization).toBe("Bearer it's-a-token");
    expect(viaCurl.headers['content-type']).toBe('application/json');
    expect(JSON.parse(stdout)).toEqual(JSON.parse(await text(page, '#raw-output')));
    await page.locator('#auth-token').fill('');
  });

  it('drops the answer of a call still in flight when another tool is selected', async () => {
    await selectTool(page, 'slow');
    box.armSlow();
    await page.locator('#execute-btn').click();
    await box.slowEntered.promise;
    await selectTool(page, 'echo');
    expect(await text(page, '#execute-btn')).toBe('Execute');
    expect(await page.locator('#execute-btn').isEnabled()).toBe(true);
    const answered = page.waitForResponse((r) => r.url().endsWith(`${PREFIX}/tools/slow/call`));
    box.slowRelease.open();
    await (await answered).finished();
    await page.waitForTimeout(100);
    expect(await page.locator('#result-area').isHidden()).toBe(true);
    expect(await page.locator('#args-input').inputValue()).toBe(ECHO_PREFILL);
  });

  it('is usable from the keyboard: filter, arrows, Enter to select, Ctrl+Enter to execute', async () => {
    const fresh = await context.newPage();
    await fresh.goto(base);
    await fresh.locator('#tool-list button.tool-item').first().waitFor();
    await fresh.keyboard.press('Tab'); // skip link
    await fresh.keyboard.press('Tab'); // auth bar
    expect(await fresh.evaluate(() => document.activeElement?.id)).toBe('auth-token');
    await fresh.keyboard.press('Tab');
    expect(await fresh.evaluate(() => document.activeElement?.id)).toBe('tool-filter');
    await fresh.keyboard.type('ex');
    expect(await fresh.locator('#tool-list .tool-name').allTextContents()).toEqual(['explode', 'plain_text']);
    await fresh.keyboard.press('ArrowDown');
    await fresh.keyboard.press('ArrowDown');
    await fresh.keyboard.press('ArrowUp');
    const focused = await fresh.evaluate(() => (document.activeElement as HTMLElement).dataset.toolName);
    expect(focused).toBe('explode');
    await fresh.keyboard.press('Enter');
    await fresh.waitForFunction(() => document.getElementById('detail-name')!.textContent === 'explode');
    await fresh.locator('#args-input').focus();
    await fresh.keyboard.press('Control+Enter');
    await fresh.waitForFunction(() => document.getElementById('result-text')?.textContent === 'explode: the handler threw on purpose');
    await fresh.locator('#execute-btn').focus();
    await fresh.keyboard.press('Enter');
    await fresh.waitForFunction(() => document.getElementById('execute-btn')!.textContent === 'Execute');
    // Focus comes back to the button after the call, so Enter can run it again.
    expect(await fresh.evaluate(() => document.activeElement?.id)).toBe('execute-btn');
    await fresh.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
