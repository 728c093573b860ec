/**
 * The console's gates in real headless Chromium against real explorer handlers: execution
 * disabled at page load, HTTP 403 from the server while the page believed execution allowed,
 * and HTTP 401 from an auth hook.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthHook } from '../../src/explorer/index.js';
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
import { createToolbox, type Toolbox } from './toolbox.js';

const quietLogger = { warn: () => {}, error: () => {} };

const HOW_TO_ENABLE =
  'To run tools from this page, launch the server with the allow-execute option: svc serve --explorer --allow-execute on the command line, or allowExecute: true in the explorer configuration. Discovery and validation keep working.';

const UNAUTHORIZED =
  'Unauthorized: the server rejected this call (HTTP 401). Enter a Bearer token in the auth bar at the top of the page and execute again.';

async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).textContent()) ?? '';
}

async function consoleState(page: Page) {
  return page.evaluate(() => ({
    console: document.getElementById('console') !== null,
    executeButtons: document.querySelectorAll('#execute-btn').length,
    textareas: document.querySelectorAll('#args-input').length,
    disabled: document.getElementById('console-disabled')?.textContent ?? null,
    disabledVisible: (() => {
      const box = document.getElementById('console-disabled');
      return box ? box.getClientRects().length > 0 : false;
    })(),
  }));
}

describe.skipIf(chromiumSkipReason !== undefined)('explorer console gates in Chromium', () => {
  let browser: Browser;
  const servers: RunningServer[] = [];
  let box: Toolbox;
  let hookSaw: Array<string | null>;
  let executionOff: RunningServer;
  let executionOn: RunningServer;
  let guarded: RunningServer;

  beforeAll(async () => {
    box = createToolbox();
    hookSaw = [];
    const authHook: AuthHook = async (req, next) => {
      const authorization = req.headers.get('authorization');
      hookSaw.push(authorization);
      if (authorization !== 'Bearer s3cret') throw new Error('token check failed: internal detail');
      return next();
    };
    executionOff = await startExplorer(box.tools, box.handleCall, { allowExecute: false, logger: quietLogger });
    executionOn = await startExplorer(box.tools, box.handleCall, { allowExecute: true, logger: quietLogger });
    guarded = await startExplorer(box.tools, box.handleCall, { allowExecute: true, authHook, logger: quietLogger });
    servers.push(executionOff, executionOn, guarded);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.close();
  });

  async function front(route: (method: string, url: string) => RunningServer): Promise<FrontServer> {
    const server = await startFrontServer(route);
    servers.push(server);
    return server;
  }

  it('Page loading + executeEnabled false: the console is replaced by a message naming the allow-execute option', async () => {
    const site = await front(() => executionOff);
    const { context, page, pageErrors } = await openExplorer(browser, `${site.origin}/`);
    expect(await page.evaluate('executeEnabled')).toBe(false);
    await selectTool(page, 'echo');
    expect(await text(page, '#detail-schema')).toContain('"properties"');
    expect(await consoleState(page)).toEqual({
      console: false,
      executeButtons: 0,
      textareas: 0,
      disabled: `Tool execution is disabled.${HOW_TO_ENABLE}`,
      disabledVisible: true,
    });
    await selectTool(page, 'fail');
    expect((await consoleState(page)).executeButtons).toBe(0);
    expect(site.calls()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('Executing + HTTP 403: the console is replaced for the rest of the page session', async () => {
    // The page comes from an explorer that allows execution, the API from one that does not:
    // the server, not the page, has the last word.
    const site = await front((method, url) => (method === 'GET' && url === '/' ? executionOn : executionOff));
    const { context, page, pageErrors } = await openExplorer(browser, `${site.origin}/`);
    expect(await page.evaluate('executeEnabled')).toBe(true);
    await selectTool(page, 'echo');
    expect((await consoleState(page)).executeButtons).toBe(1);
    const handled = box.received.length;
    await page.locator('#execute-btn').click();
    await page.locator('#console-disabled').waitFor();
    expect(await consoleState(page)).toEqual({
      console: false,
      executeButtons: 0,
      textareas: 0,
      disabled: `Tool execution is disabled.The server refused to run "echo" (HTTP 403: Tool execution is disabled.).${HOW_TO_ENABLE}`,
      disabledVisible: true,
    });
    expect(await page.locator('#result-area').count()).toBe(0);
    expect(await page.locator('#curl-area').count()).toBe(0);
    // Focus moved to the message rather than being lost with the removed button.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('console-disabled');
    // Still replaced after choosing other tools.
    await selectTool(page, 'fail');
    await selectTool(page, 'echo');
    expect((await consoleState(page)).executeButtons).toBe(0);
    expect(site.calls()).toHaveLength(1);
    expect(box.received.length).toBe(handled);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('Executing + HTTP 401: an Unauthorized message points to the auth bar and no result is shown', async () => {
    const site = await front(() => guarded);
    const { context, page, pageErrors } = await openExplorer(browser, `${site.origin}/`);
    await selectTool(page, 'echo');
    const handled = box.received.length;
    const execute = async () => {
      await page.locator('#args-input').fill('{"text":"guarded"}');
      await page.locator('#execute-btn').click();
      await page.waitForFunction(() => {
        const button = document.getElementById('execute-btn') as HTMLButtonElement;
        return !button.disabled && (!document.getElementById('result-area')!.hidden || !document.getElementById('auth-message')!.hidden);
      });
    };
    const shown = () =>
      page.evaluate(() => ({
        authMessage: document.getElementById('auth-message')!.hidden ? null : document.getElementById('auth-message')!.textContent,
        result: !document.getElementById('result-area')!.hidden,
        button: document.getElementById('execute-btn')!.textContent,
      }));

    await execute();
    expect(await shown()).toEqual({ authMessage: UNAUTHORIZED, result: false, button: 'Execute' });
    expect(hookSaw.at(-1)).toBeNull();
    expect(box.received.length).toBe(handled);

    await page.locator('#auth-token').fill('wrong');
    await execute();
    expect(await shown()).toEqual({ authMessage: UNAUTHORIZED, result: false, button: 'Execute' });
    expect(hookSaw.at(-1)).toBe('Bearer wrong');

    await page.locator('#auth-token').fill('s3cret');
    await execute();
    expect(await shown()).toEqual({ authMessage: null, result: true, button: 'Execute' });
    expect(JSON.parse(await text(page, '#result-output'))).toEqual({ received: { text: 'guarded' } });
    expect(box.received.at(-1)!.authorization).toBe('Bearer s3cret');

    await page.locator('#auth-token').fill('Bearer s3cret');
    await execute();
    expect(await shown()).toEqual({ authMessage: null, result: true, button: 'Execute' });
    expect(hookSaw.at(-1)).toBe('Bearer s3cret');

    // Back to no token: the earlier result disappears with the 401.
    await page.locator('#auth-token').fill('');
    await execute();
    expect(await shown()).toEqual({ authMessage: UNAUTHORIZED, result: false, button: 'Execute' });
    expect(site.calls().map((c) => c.headers.authorization)).toEqual([
      undefined,
      'Bearer wrong',
      'Bearer s3cret',
      'Bearer s3cret',
      undefined,
    ]);
    // The console stays usable after a 401 (it is not the 403 replacement).
    expect((await consoleState(page)).executeButtons).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a request that never gets an answer returns to Idle with the failure in red', async () => {
    const site = await front(() => executionOn);
    const { context, page } = await openExplorer(browser, `${site.origin}/`);
    await selectTool(page, 'echo');
    await site.close();
    await page.locator('#execute-btn').click();
    await page.waitForFunction(() => document.getElementById('result-status')?.textContent === 'Request failed');
    expect(await page.locator('#execute-btn').textContent()).toBe('Execute');
    expect(await page.locator('#execute-btn').isEnabled()).toBe(true);
    expect(await page.locator('#result-output pre').textContent()).toMatch(/^The request did not complete: .+/);
    expect(await page.locator('#result-output pre').getAttribute('class')).toContain('result-error');
    expect(await page.locator('#tab-result').getAttribute('class')).toContain('active');
    await context.close();
  });

  it('a 401 on the tool list says to use the auth bar and reloads once a token is entered', async () => {
    // A host that guards every route with its own middleware (SPEC.md Authentication 7).
    const site = await startFrontServer(() => executionOn, {
      middleware: (r) =>
        r.url !== '/' && r.headers.authorization !== 'Bearer list-token'
          ? { status: 401, body: '{"error":"Unauthorized"}' }
          : undefined,
    });
    servers.push(site);
    const { context, page } = await openExplorer(browser, `${site.origin}/`, { waitForList: false });
    await page.waitForFunction(() => document.getElementById('list-message')!.classList.contains('error'));
    expect(await text(page, '#list-message')).toBe(
      'Could not load tools: Unauthorized (HTTP 401): enter a Bearer token in the auth bar above, then press Enter.',
    );
    await page.locator('#auth-token').fill('list-token');
    await page.locator('#auth-token').press('Enter');
    await page.locator('#tool-list button.tool-item').first().waitFor();
    expect(await page.locator('#tool-list .tool-name').count()).toBe(7);
    await context.close();
  });
});
