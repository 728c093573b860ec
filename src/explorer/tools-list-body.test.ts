import { describe, expect, it } from 'vitest';
import { createToolsListBody } from './tools-list-body.js';
import { isToolLike, toolSummary } from './serialize.js';

/** What a fresh build gives: the reference every answer of the cached builder must equal. */
function fresh(items: readonly unknown[]): string {
  return JSON.stringify(items.filter(isToolLike).map(toolSummary));
}

describe('createToolsListBody', () => {
  it('drops null annotation fields and items that are not tools', () => {
    const body = createToolsListBody();
    const items = [
      { name: 'a', description: 'A', annotations: { readOnlyHint: true, destructiveHint: null } },
      { name: 3 },
      { name: 'b', annotations: null },
    ];
    expect(body(items)).toBe('[{"name":"a","description":"A","annotations":{"readOnlyHint":true}},{"name":"b","description":""}]');
  });

  it('shows edits made in place to names, descriptions and annotation fields on the next request', () => {
    const body = createToolsListBody();
    const tool: Record<string, unknown> = { name: 'a', description: 'A', annotations: { readOnlyHint: true, destructiveHint: null } };
    const items = [tool];
    expect(body(items)).toBe(fresh(items));
    tool.description = 'changed';
    expect(body(items)).toContain('"description":"changed"');
    (tool.annotations as Record<string, unknown>).destructiveHint = true;
    expect(body(items)).toBe(fresh(items));
    (tool.annotations as Record<string, unknown>).openWorldHint = false;
    expect(body(items)).toBe(fresh(items));
    delete (tool.annotations as Record<string, unknown>).readOnlyHint;
    expect(body(items)).toBe(fresh(items));
    tool.name = 'renamed';
    expect(body(items)).toBe(fresh(items));
    expect(body(items)).toBe('[{"name":"renamed","description":"changed","annotations":{"destructiveHint":true,"openWorldHint":false}}]');
  });

  it('follows tools added, removed, replaced or reordered in the same array', () => {
    const body = createToolsListBody();
    const items: Record<string, unknown>[] = [{ name: 'a' }, { name: 'b' }];
    body(items);
    items.push({ name: 'c' });
    expect(body(items)).toBe(fresh(items));
    items.reverse();
    expect(body(items)).toBe(fresh(items));
    items[0] = { name: 'd' };
    expect(body(items)).toBe(fresh(items));
    items.length = 1;
    expect(body(items)).toBe('[{"name":"d","description":""}]');
  });

  it('notices an item that becomes a tool, and annotations given a toJSON()', () => {
    const body = createToolsListBody();
    const item: Record<string, unknown> = { name: 1 };
    expect(body([item])).toBe('[]');
    item.name = 'now';
    expect(body([item])).toBe('[{"name":"now","description":""}]');
    const annotations: Record<string, unknown> = { readOnlyHint: true };
    const tool = { name: 't', annotations };
    body([tool]);
    annotations.toJSON = () => ({ idempotentHint: true, openWorldHint: null });
    expect(body([tool])).toBe('[{"name":"t","description":"","annotations":{"idempotentHint":true}}]');
  });

  it('asks annotations that dump themselves on every request', () => {
    const body = createToolsListBody();
    let calls = 0;
    const tool = { name: 't', annotations: { toJSON: () => ({ readOnlyHint: ++calls % 2 === 0 }) } };
    expect(body([tool])).toBe('[{"name":"t","description":"","annotations":{"readOnlyHint":false}}]');
    expect(body([tool])).toBe('[{"name":"t","description":"","annotations":{"readOnlyHint":true}}]');
    expect(calls).toBe(2);
  });

  it('follows getters that answer differently each time', () => {
    const body = createToolsListBody();
    let n = 0;
    const tool = {
      name: 't',
      get description() {
        return `call ${++n}`;
      },
    };
    expect(body([tool])).toBe('[{"name":"t","description":"call 2"}]');
    expect(body([tool])).toContain('"description":"call ');
    expect(body([tool])).not.toBe('[{"name":"t","description":"call 2"}]');
  });
});
