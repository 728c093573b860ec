/**
 * The arguments form in real headless Chromium: generated from the input schema, required fields
 * and defaults shown, complex schemas left to the JSON, the form and the JSON kept in sync both
 * ways, and a call made from the form equal to the same call typed as JSON.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tool, ToolCallHandler } from '../../src/explorer/index.js';
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

const RUN_SCHEMA = {
  type: 'object',
  properties: {
    pattern: { type: 'string', description: 'What to look for' },
    max_count: { type: 'integer', description: 'Stop after this many' },
    ratio: { type: 'number' },
    ignore_case: { type: 'boolean', default: false },
    color: { type: 'string', enum: ['auto', 'always', 'never'], default: 'auto' },
    file: { type: 'array', items: { type: 'string' } },
    working_directory: { type: 'string', examples: ['/srv/repo', '/srv/other'] },
    env: { type: 'object', additionalProperties: { type: 'string' } },
    choice: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
  },
  required: ['pattern'],
};

const TOOLS: Tool[] = [
  { name: 'grep_run', description: 'Search files.', inputSchema: RUN_SCHEMA },
  { name: 'either', description: 'A union at the top.', inputSchema: { oneOf: [{ type: 'object' }, { type: 'object', properties: { a: { type: 'string' } } }] } },
  // find's shape: starting points, then the expression as a list of one-key objects.
  {
    name: 'find_like', description: 'Search for files.', inputSchema: {
      type: 'object',
      properties: {
        path: { type: 'array', items: { type: 'string' } },
        expression: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, type: { type: 'string' }, operator: { type: 'string' } }, additionalProperties: false } },
      },
    },
  },
];

const received: Array<{ name: string; args: unknown }> = [];
const handleCall: ToolCallHandler = async (name, args) => {
  received.push({ name, args });
  return [[{ type: 'text', text: JSON.stringify({ ran: name, args }) }], false];
};

async function executeAndWait(page: Page): Promise<string> {
  // Two calls can print the same status (`HTTP 200 · 3 ms`): the old one is blanked, so only this
  // call's result ends the wait.
  await page.evaluate(() => { document.getElementById('result-status')!.textContent = ''; });
  await page.locator('#execute-btn').click();
  await page.waitForFunction(() => {
    const button = document.getElementById('execute-btn') as HTMLButtonElement;
    return !button.disabled && !document.getElementById('result-area')!.hidden && document.getElementById('result-status')!.textContent !== '';
  });
  return (await page.locator('#result-output').textContent()) ?? '';
}

async function json(page: Page): Promise<unknown> {
  return JSON.parse(await page.locator('#args-input').inputValue());
}

describe.skipIf(chromiumSkipReason !== undefined)('explorer arguments form in Chromium', () => {
  let browser: Browser;
  let explorer: RunningServer;
  let front: FrontServer;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    explorer = await startExplorer(TOOLS, handleCall, { allowExecute: true, logger: { warn: () => {}, error: () => {} } });
    front = await startFrontServer(() => explorer);
    browser = await launchBrowser();
    ({ page, pageErrors } = await openExplorer(browser, `${front.origin}/`));
  });

  afterAll(async () => {
    await browser?.close();
    await front?.close();
    await explorer?.close();
  });

  it('builds one field per supported property, marks required ones, shows defaults, and leaves the rest to the JSON', async () => {
    await selectTool(page, 'grep_run');
    const fields = await page.locator('#args-form .form-field').evaluateAll((nodes) =>
      nodes.map((n) => ({
        key: (n as HTMLElement).dataset.key,
        required: (n as HTMLElement).dataset.required === 'true',
        control: n.querySelector('.form-control')!.tagName + ':' + ((n.querySelector('.form-control') as HTMLInputElement).type ?? ''),
        hint: n.querySelector('.form-hint')?.textContent ?? null,
      })),
    );
    expect(fields).toEqual([
      { key: 'pattern', required: true, control: 'INPUT:text', hint: 'What to look for' },
      { key: 'max_count', required: false, control: 'INPUT:number', hint: 'Stop after this many' },
      { key: 'ratio', required: false, control: 'INPUT:number', hint: null },
      { key: 'ignore_case', required: false, control: 'INPUT:checkbox', hint: 'default: false' },
      { key: 'color', required: false, control: 'SELECT:select-one', hint: 'default: "auto"' },
      { key: 'file', required: false, control: 'TEXTAREA:textarea', hint: null },
      { key: 'working_directory', required: false, control: 'INPUT:text', hint: 'known roots: /srv/repo, /srv/other' },
    ]);
    expect(await page.locator('#args-form .form-field[data-key="pattern"] .required-mark').isVisible()).toBe(true);
    expect(await page.locator('#form-note').textContent()).toBe('Edit in the JSON below: env, choice (not shown as form fields).');
    // The pre-fill is unchanged, and the form shows it.
    expect(await json(page)).toEqual({ pattern: '', max_count: 0, ratio: 0, ignore_case: false, color: 'auto', file: [], working_directory: '', env: {}, choice: null });
    expect(await page.locator('#args-form select').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent)).toBe('auto');
    // The working directory offers the known roots.
    expect(await page.locator('#roots-list option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(['/srv/repo', '/srv/other']);
  });

  it('a list of objects (find\'s expression) is one JSON object per line, both ways, and a bad line is said at the field', async () => {
    await selectTool(page, 'find_like');
    const field = page.locator('#args-form .form-field[data-key="expression"]');
    expect(await field.locator('.form-type').textContent()).toBe('list, one JSON object per line');
    expect(await page.locator('#form-note').isHidden()).toBe(true);
    const control = field.locator('textarea');
    await control.fill('{"name": "*.ts"}\n\n{"type": "f"}\n');
    expect(((await json(page)) as { expression: unknown }).expression).toEqual([{ name: '*.ts' }, { type: 'f' }]);
    // A line that is no JSON object leaves the JSON as it was and marks the field.
    await control.fill('{"name": "*.ts"}\nname=*.js');
    expect(await control.getAttribute('aria-invalid')).toBe('true');
    expect(await control.getAttribute('title')).toBe('line 2 is not JSON: name=*.js');
    expect(((await json(page)) as { expression: unknown }).expression).toEqual([{ name: '*.ts' }, { type: 'f' }]);
    await control.fill('["not", "an object"]');
    expect(await control.getAttribute('title')).toBe('line 1 is not a JSON object, like {"name": "*.ts"}');
    // JSON -> form.
    await page.locator('#args-input').fill('{"path":["src"],"expression":[{"operator":"("},{"name":"*.js"},{"operator":")"}]}');
    expect(await control.inputValue()).toBe('{"operator":"("}\n{"name":"*.js"}\n{"operator":")"}');
    expect(await control.getAttribute('aria-invalid')).toBe('false');
    // Emptied, the key is left out.
    await control.fill('');
    expect(Object.keys((await json(page)) as object)).toEqual(['path']);
    expect(pageErrors).toEqual([]);
  });

  it('a schema the form cannot show falls back to the JSON', async () => {
    await selectTool(page, 'either');
    expect(await page.locator('#args-form .form-field').count()).toBe(0);
    expect(await page.locator('#form-note').textContent()).toBe('This input schema is too complex for a form: edit the arguments as JSON below.');
    expect(await page.locator('#args-input').isVisible()).toBe(true);
  });

  it('form edits update the JSON, and valid JSON edits update the form', async () => {
    await selectTool(page, 'grep_run');
    await page.locator('#arg-field-0').fill('needle');
    await page.locator('#arg-field-1').fill('3');
    await page.locator('#arg-field-3').check();
    await page.locator('#arg-field-4').selectOption({ label: 'never' });
    await page.locator('#arg-field-5').fill('a.txt\nb c.txt\n');
    await page.locator('#arg-field-6').fill('/srv/repo');
    expect(await page.locator('#args-input').inputValue()).toBe(
      JSON.stringify({ pattern: 'needle', max_count: 3, ratio: 0, ignore_case: true, color: 'never', file: ['a.txt', 'b c.txt'], working_directory: '/srv/repo', env: {}, choice: null }, null, 2),
    );
    // Clearing a number leaves the key out.
    await page.locator('#arg-field-2').fill('');
    expect(Object.keys((await json(page)) as object)).not.toContain('ratio');
    // JSON -> form.
    await page.locator('#args-input').fill('{"pattern":"typed","color":"always","file":["x","y"],"ignore_case":false,"max_count":7}');
    expect(await page.locator('#arg-field-0').inputValue()).toBe('typed');
    expect(await page.locator('#arg-field-1').inputValue()).toBe('7');
    expect(await page.locator('#arg-field-3').isChecked()).toBe(false);
    expect(await page.locator('#arg-field-4').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent)).toBe('always');
    expect(await page.locator('#arg-field-5').inputValue()).toBe('x\ny');
    expect(await page.locator('#arg-field-6').inputValue()).toBe('');
    // Invalid JSON leaves the form as it was, marked stale.
    await page.locator('#args-input').fill('{"pattern": "half');
    expect(await page.locator('#arg-field-0').inputValue()).toBe('typed');
    expect(await page.locator('#args-form').evaluate((f) => f.classList.contains('stale'))).toBe(true);
    // A form edit then starts again from the last valid JSON.
    await page.locator('#arg-field-0').fill('again');
    expect(await json(page)).toEqual({ pattern: 'again', color: 'always', file: ['x', 'y'], ignore_case: false, max_count: 7 });
    expect(await page.locator('#args-form').evaluate((f) => f.classList.contains('stale'))).toBe(false);
    // A value the form cannot show stays in the JSON and its field is disabled.
    await page.locator('#args-input').fill('{"pattern":"p","file":["one", ""]}');
    expect(await page.locator('#arg-field-5').isDisabled()).toBe(true);
    await page.locator('#arg-field-0').fill('q');
    expect(await json(page)).toEqual({ pattern: 'q', file: ['one', ''] });
  });

  it('a call made with the form equals the same call typed as JSON', async () => {
    await selectTool(page, 'grep_run');
    await page.locator('#arg-field-0').fill('needle');
    await page.locator('#arg-field-1').fill('3');
    await page.locator('#arg-field-3').check();
    await page.locator('#arg-field-4').selectOption({ label: 'never' });
    await page.locator('#arg-field-5').fill('a.txt\nb c.txt');
    await page.locator('#arg-field-6').fill('/srv/repo');
    const viaForm = await executeAndWait(page);
    const formCall = front.calls().at(-1)!;
    const formArgs = received.at(-1)!;

    await selectTool(page, 'either');
    await selectTool(page, 'grep_run');
    await page.locator('#args-input').fill(
      '{"pattern":"needle","max_count":3,"ratio":0,"ignore_case":true,"color":"never","file":["a.txt","b c.txt"],"working_directory":"/srv/repo","env":{},"choice":null}',
    );
    const viaJson = await executeAndWait(page);
    const jsonCall = front.calls().at(-1)!;
    expect(jsonCall).not.toBe(formCall);
    expect(viaForm).toBe(viaJson);
    expect(jsonCall.body).toBe(formCall.body);
    expect(jsonCall.url).toBe(formCall.url);
    expect(received.at(-1)).toEqual(formArgs);
    expect(formArgs.args).toEqual({ pattern: 'needle', max_count: 3, ratio: 0, ignore_case: true, color: 'never', file: ['a.txt', 'b c.txt'], working_directory: '/srv/repo', env: {}, choice: null });
  });

  it('Ctrl+Enter in a form field executes', async () => {
    await selectTool(page, 'grep_run');
    await page.locator('#arg-field-0').fill('from a field');
    const before = received.length;
    await page.locator('#arg-field-0').press('Control+Enter');
    await expect.poll(() => received.length).toBe(before + 1);
    expect((received.at(-1)!.args as { pattern: string }).pattern).toBe('from a field');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
