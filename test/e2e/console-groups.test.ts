/**
 * The tool list's groups in real headless Chromium: tools grouped by program and command family
 * with counts, collapsible, the text and status filters across groups, and keyboard use.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tool, ToolCallHandler } from '../../src/explorer/index.js';
import { chromiumSkipReason, launchBrowser, openExplorer, startExplorer, type RunningServer } from './harness.js';

const schema = { type: 'object', properties: { text: { type: 'string' } } };
const NAMES = ['git', 'git_add', 'git_log', 'git_remote', 'git_remote_add', 'git_remote_remove', 'ls', 'tar_create'];
const TOOLS: Tool[] = NAMES.map((name) => ({ name, description: `The ${name.replace(/_/g, ' ')} command`, inputSchema: schema }));
const DENIED = new Set(['git_remote_add', 'git_remote_remove', 'tar_create']);
const handleCall: ToolCallHandler = async (name, args) => [[{ type: 'text', text: JSON.stringify({ name, args }) }], false];

interface GroupView { group: string; count: string; expanded: string | null; tools: string[] }

async function groups(page: Page, selector = 'li.tool-group'): Promise<GroupView[]> {
  return page.locator(`#tool-list ${selector}`).evaluateAll((nodes) =>
    nodes.map((node) => {
      const header = node.querySelector(':scope > button.group-toggle')!;
      return {
        group: (node as HTMLElement).dataset.group!,
        count: header.querySelector('.group-count')!.textContent!,
        expanded: header.getAttribute('aria-expanded'),
        tools: [...node.querySelectorAll('button.tool-item')].map((b) => (b as HTMLElement).dataset.toolName!),
      };
    }),
  );
}

async function focusedLabel(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.dataset.toolName ?? (el?.dataset.group ? `group:${el.dataset.group}` : el?.id);
  });
}

describe.skipIf(chromiumSkipReason !== undefined)('explorer tool groups in Chromium', () => {
  let browser: Browser;
  let explorer: RunningServer;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    explorer = await startExplorer(TOOLS, handleCall, {
      allowExecute: true,
      toolStatus: (tool) => (DENIED.has(tool.name) ? { label: 'denied', tone: 'negative' } : { label: 'allowed', tone: 'positive' }),
      logger: { warn: () => {}, error: () => {} },
    });
    browser = await launchBrowser();
    ({ page, pageErrors } = await openExplorer(browser, `${explorer.origin}/`));
  });

  afterAll(async () => {
    await browser?.close();
    await explorer?.close();
  });

  it('groups tools by program and by command family, with counts', async () => {
    expect(await groups(page)).toEqual([
      { group: 'git', count: '6', expanded: 'true', tools: ['git', 'git_add', 'git_log', 'git_remote', 'git_remote_add', 'git_remote_remove'] },
      { group: 'ls', count: '1', expanded: 'true', tools: ['ls'] },
      { group: 'tar', count: '1', expanded: 'true', tools: ['tar_create'] },
    ]);
    expect(await groups(page, 'li.tool-family')).toEqual([
      { group: 'git remote', count: '3', expanded: 'true', tools: ['git_remote', 'git_remote_add', 'git_remote_remove'] },
    ]);
    // Every tool once, in name order, as before grouping.
    expect(await page.locator('#tool-list button.tool-item').evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.toolName))).toEqual(NAMES);
    expect(await page.locator('#tool-count').textContent()).toBe('8 tools');
    expect(await page.locator('#group-count').textContent()).toBe(' in 3 groups');
  });

  it('collapses and expands a group from its header', async () => {
    await page.locator('#tool-list button.group-toggle[data-group="git"]').click();
    expect((await groups(page))[0]!.expanded).toBe('false');
    expect(await page.locator('#tool-list button.tool-item[data-tool-name="git_log"]').isVisible()).toBe(false);
    expect(await page.locator('#tool-list button.tool-item[data-tool-name="ls"]').isVisible()).toBe(true);
    await page.locator('#tool-list button.group-toggle[data-group="git"]').click();
    expect(await page.locator('#tool-list button.tool-item[data-tool-name="git_log"]').isVisible()).toBe(true);
  });

  it('the text filter works across groups: each group lists and counts only its matches; empty groups hide', async () => {
    await page.locator('#tool-filter').fill('add');
    expect(await groups(page)).toEqual([{ group: 'git', count: '2', expanded: 'true', tools: ['git_add', 'git_remote_add'] }]);
    expect(await page.locator('#tool-count').textContent()).toBe('2 of 8 tools');
    await page.locator('#tool-filter').fill('create command');
    expect(await groups(page)).toEqual([{ group: 'tar', count: '1', expanded: 'true', tools: ['tar_create'] }]);
    await page.locator('#tool-filter').fill('nothing like it');
    expect(await groups(page)).toEqual([]);
    expect(await page.locator('#list-message').textContent()).toBe('No tools match the filter.');
    await page.locator('#tool-filter').fill('');
  });

  it('the status filter works across groups, and with the text filter', async () => {
    await page.locator('#status-filter').selectOption('denied');
    expect(await groups(page)).toEqual([
      { group: 'git', count: '2', expanded: 'true', tools: ['git_remote_add', 'git_remote_remove'] },
      { group: 'tar', count: '1', expanded: 'true', tools: ['tar_create'] },
    ]);
    expect(await groups(page, 'li.tool-family')).toEqual([
      { group: 'git remote', count: '2', expanded: 'true', tools: ['git_remote_add', 'git_remote_remove'] },
    ]);
    await page.locator('#tool-filter').fill('remove');
    expect(await groups(page)).toEqual([{ group: 'git', count: '1', expanded: 'true', tools: ['git_remote_remove'] }]);
    expect(await page.locator('#tool-count').textContent()).toBe('1 of 8 tools');
    await page.locator('#status-filter').selectOption('allowed');
    expect(await groups(page)).toEqual([]);
    await page.locator('#status-filter').selectOption('');
    await page.locator('#tool-filter').fill('');
  });

  it('keyboard: arrows move across groups and headers, Left/Right collapse and expand, Enter selects, Ctrl+Enter executes', async () => {
    await page.locator('#tool-filter').focus();
    await page.keyboard.type('remote');
    // The filter's ArrowDown goes to the first matching tool, past the headers.
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('git_remote');
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('git_remote_add');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedLabel(page)).toBe('group:git remote');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('#tool-list button.tool-item[data-tool-name="git_remote_add"]').isVisible()).toBe(false);
    await page.keyboard.press('ArrowUp');
    expect(await focusedLabel(page)).toBe('group:git');
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('group:git remote');
    // A collapsed group's tools are skipped: there is nothing below it.
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('group:git remote');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('git_remote_add');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('detail-name')!.textContent === 'git_remote_add');
    await page.locator('#args-input').fill('{"text":"from the keyboard"}');
    await page.locator('#args-input').focus();
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => (document.getElementById('result-text')?.textContent ?? '').includes('from the keyboard'));
    expect(JSON.parse((await page.locator('#result-text').textContent())!)).toEqual({ name: 'git_remote_add', args: { text: 'from the keyboard' } });
    // Enter in the filter opens the first match, across groups.
    await page.locator('#tool-filter').fill('tar');
    await page.locator('#tool-filter').press('Enter');
    await page.waitForFunction(() => document.getElementById('detail-name')!.textContent === 'tar_create');
    await page.locator('#tool-filter').fill('');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
