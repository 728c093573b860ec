/**
 * Hostile server text in real headless Chromium: a tool name, description, schema, result text,
 * trace id and image mimeType that each try to run script. The page's CSP is bypassed here so
 * only the page's own escaping stands between the text and the DOM; a separate test checks the
 * CSP is in place as a second line of defence.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../src/explorer/index.js';
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
import { RED_PIXEL_PNG } from './toolbox.js';

const TITLE = `</title><script>window.__xss='title'</script>"'`;
const EVIL_NAME = `<img src=x onerror="window.__xss='name'">'"`;
const EVIL_DESCRIPTION = `<script>window.__xss='desc'</script><img src=x onerror="window.__xss='desc-img'"> "double" 'single'`;
const EVIL_PROPERTY = `"><img src=x onerror="window.__xss='prop'">`;
const EVIL_DEFAULT = `</textarea><img src=x onerror="window.__xss='default'">`;
const EVIL_RESULT = `<img src=x onerror="window.__xss='result'"><script>window.__xss='result-script'</script>`;
const EVIL_TRACE = `<img src=x onerror="window.__xss='trace'">`;
const EVIL_MIME = `image/png" onerror="window.__xss='mime'`;
const SVG_WITH_SCRIPT = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" onload="window.__xss='svg'"><script>window.__xss='svg-script'</script><rect width="4" height="4" fill="red"/></svg>`,
).toString('base64');

const tools = [
  {
    name: EVIL_NAME,
    description: EVIL_DESCRIPTION,
    inputSchema: { type: 'object', properties: { [EVIL_PROPERTY]: { type: 'string', default: EVIL_DEFAULT } } },
    annotations: { readOnlyHint: true },
  },
  { name: 'evil_image_mime', description: 'Image with a hostile mimeType.', inputSchema: { type: 'object' }, annotations: null },
  { name: 'svg_image', description: 'SVG image that carries script.', inputSchema: { type: 'object' }, annotations: null },
];

async function handleCall(name: string): Promise<[Content[], boolean, string | null]> {
  if (name === EVIL_NAME) return [[{ type: 'text', text: EVIL_RESULT }], false, EVIL_TRACE];
  if (name === 'evil_image_mime') return [[{ type: 'image', mimeType: EVIL_MIME, data: RED_PIXEL_PNG }], false, null];
  return [[{ type: 'image', mimeType: 'image/svg+xml', data: SVG_WITH_SCRIPT }], false, null];
}

async function noScriptRan(page: Page) {
  return page.evaluate(() => ({
    flag: (window as unknown as { __xss?: string }).__xss ?? null,
    scripts: document.scripts.length,
    strayImages: document.querySelectorAll('img[src="x"]').length,
  }));
}

describe.skipIf(chromiumSkipReason !== undefined)('explorer page against hostile server text in Chromium', () => {
  let browser: Browser;
  let explorer: RunningServer;
  let front: FrontServer;
  let page: Page;

  beforeAll(async () => {
    explorer = await startExplorer(tools, handleCall, { allowExecute: true, title: TITLE });
    front = await startFrontServer(() => explorer);
    browser = await launchBrowser();
    ({ page } = await openExplorer(browser, `${front.origin}/`, { bypassCSP: true }));
  });

  afterAll(async () => {
    await browser?.close();
    await front?.close();
    await explorer?.close();
  });

  it('shows a hostile title, tool name and description literally', async () => {
    expect(await page.title()).toBe(TITLE);
    expect(await page.locator('#page-title').textContent()).toBe(TITLE);
    const item = page.locator('#tool-list button.tool-item').first();
    expect(await item.locator('.tool-name').textContent()).toBe(EVIL_NAME);
    expect(await item.getAttribute('data-tool-name')).toBe(EVIL_NAME);
    await selectTool(page, EVIL_NAME);
    expect(await page.locator('#detail-name').textContent()).toBe(EVIL_NAME);
    expect(await page.locator('#detail-description').textContent()).toBe(EVIL_DESCRIPTION);
    expect(await page.locator('#detail-schema').textContent()).toContain(JSON.stringify(EVIL_PROPERTY));
    expect(await page.locator('#args-input').inputValue()).toBe(
      JSON.stringify({ [EVIL_PROPERTY]: EVIL_DEFAULT }, null, 2),
    );
    expect(await noScriptRan(page)).toEqual({ flag: null, scripts: 2, strayImages: 0 });
  });

  it('shows a hostile result text and trace id literally', async () => {
    await page.locator('#execute-btn').click();
    await page.locator('#result-text').waitFor();
    expect(await page.locator('#result-text').textContent()).toBe(EVIL_RESULT);
    expect(await page.locator('#result-status').textContent()).toContain(`trace ${EVIL_TRACE}`);
    expect(await page.locator('#raw-output').textContent()).toContain('window.__xss=');
    expect(await noScriptRan(page)).toEqual({ flag: null, scripts: 2, strayImages: 0 });
  });

  it('refuses to build an image from a hostile mimeType and says so literally', async () => {
    await selectTool(page, 'evil_image_mime');
    await page.locator('#execute-btn').click();
    await page.waitForFunction(() => document.getElementById('result-area')!.hidden === false);
    expect(await page.locator('#result-output img').count()).toBe(0);
    expect(await page.locator('#result-output pre').textContent()).toBe(
      `Cannot display image content: unsupported mimeType ${JSON.stringify(EVIL_MIME)} or data that is not base64.`,
    );
    await page.waitForTimeout(100);
    expect(await noScriptRan(page)).toEqual({ flag: null, scripts: 2, strayImages: 0 });
  });

  it('renders an SVG image that carries script without running it', async () => {
    await selectTool(page, 'svg_image');
    await page.locator('#execute-btn').click();
    const image = page.locator('#result-output img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(`data:image/svg+xml;base64,${SVG_WITH_SCRIPT}`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);
    expect(await noScriptRan(page)).toEqual({ flag: null, scripts: 2, strayImages: 0 });
  });

  it('ships a Content-Security-Policy that admits only its own inline script and style', async () => {
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*'; style-src 'sha256-[A-Za-z0-9+/]+=*'; connect-src 'self'; img-src data:; media-src data:; base-uri 'none'; form-action 'none'$/);
    // With the CSP enforced (a normal context), an injected inline script is blocked.
    const context = await browser.newContext();
    const guarded = await context.newPage();
    await guarded.goto(`${front.origin}/`);
    await guarded.locator('#tool-list button.tool-item').first().waitFor();
    const blocked = await guarded.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "window.__xss = 'injected'";
      document.body.appendChild(script);
      return (window as unknown as { __xss?: string }).__xss ?? null;
    });
    expect(blocked).toBeNull();
    await context.close();
  });
});
