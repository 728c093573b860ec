import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { createMemoryEnabledTools } from '../state/memory-store.js';
import type { EnabledToolLists } from '../state/types.js';
import { CALLER_LIST_TTL_MS, MAX_ENABLED_PER_SESSION } from './discovery-tools.js';
import type { ListEntry } from './list-entry-cache.js';
import { createToolListing } from './session-tool-list.js';
import type { McpToolDefinition } from './tool-definition.js';

/** Bindings whose compact entries are given directly (entryOf), so only the listing logic runs. */
const names = ['ls', 'tar', 'git_log', 'rm'];
const bindings = names.map((name) => ({ module_id: `cli.${name}`, description: `${name} does things.`, target: { command_path: [] } }) as unknown as Binding);
const entryOf = (binding: Binding): ListEntry => {
  const definition: McpToolDefinition = {
    name: binding.module_id.slice(4), description: binding.description,
    inputSchema: { type: 'object', properties: { x: { type: 'string' } } },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  };
  return { definition, bytes: Buffer.byteLength(JSON.stringify(definition)) };
};
const listing = (callerLists: EnabledToolLists) =>
  createToolListing({ tools: () => bindings, toolList: { mode: 'discover', budget_bytes: 80_000, max_tools: 100 }, entryOf, callerLists, accessOf: async (b) => (b.module_id === 'cli.rm' ? 'denied' : 'allowed') });
const listed = async (view: ReturnType<ReturnType<typeof listing>['forCallers']>, caller: string) => (await view.list(caller)).map((t) => t.name);

describe('tool lists per caller (requests without a session)', () => {
  it("enables for the caller only, and sessions neither see nor change a caller's list", async () => {
    const lists = createMemoryEnabledTools();
    const tools = listing(lists);
    const callers = tools.forCallers();
    const answer = await callers.callDiscovery('svc_enable_tools', { names: ['tar', 'rm'] }, 'user:alice');
    expect(answer.listChanged).toBe(true);
    expect(answer.isError).toBe(false);
    // A denied tool is listed (enabling changes only the list) but gets no schema: it cannot run.
    expect(answer.definitions?.map((d) => d.name)).toEqual(['tar']);
    expect(await listed(callers, 'user:alice')).toEqual(['svc_find_tools', 'svc_enable_tools', 'tar', 'rm']);
    expect(await listed(tools.forCallers(), 'user:alice')).toEqual(['svc_find_tools', 'svc_enable_tools', 'tar', 'rm']);
    expect(await listed(callers, 'user:bob')).toEqual(['svc_find_tools', 'svc_enable_tools']);
    const session = tools.forSession();
    expect((await session.list('user:alice')).map((t) => t.name)).toEqual(['svc_find_tools', 'svc_enable_tools']);
    await session.callDiscovery('svc_enable_tools', { names: ['ls'] }, 'user:alice');
    expect(await lists.read('user:alice', CALLER_LIST_TTL_MS)).toEqual(['tar', 'rm']);
  });

  it('says when every client of a shared identity shares the list', async () => {
    const answer = await listing(createMemoryEnabledTools()).forCallers().callDiscovery('svc_enable_tools', { names: ['ls'] }, 'http');
    expect(answer.text).toBe(
      'Added to your tool list: ls. Without an MCP session svc keeps this list for caller "http" on every replica, for 24 hours after its last use ' +
        '(every client svc knows as "http", with no OAuth identity of its own, shares it). The client was sent notifications/tools/list_changed; ' +
        'a client that keeps an older list shows them after its next tools/list. The next content item is {"tools": [...]}: the whole entries (input schemas) of ls, ' +
        'as tools/list gives them. Call them by name with those arguments, listed yet or not.',
    );
  });

  it('says plainly that nothing changed when the store fails, and still gives the schemas; listing goes on without the store', async () => {
    const down: EnabledToolLists = {
      read: async () => Promise.reject(new Error('The state store redis://cache:6379 cannot be reached (ECONNREFUSED).')),
      add: async () => Promise.reject(new Error('The state store redis://cache:6379 cannot be reached (ECONNREFUSED).')),
    };
    const callers = listing(down).forCallers();
    const answer = await callers.callDiscovery('svc_enable_tools', { names: ['tar', 'nope'] }, 'user:alice');
    expect(answer).toMatchObject({ isError: false, listChanged: false });
    expect(answer.text).toBe(
      'Your tool list could not be changed (The state store redis://cache:6379 cannot be reached (ECONNREFUSED).); nothing was added. ' +
        'No such tool: "nope"; find names with svc_find_tools. ' +
        'The next content item is {"tools": [...]}: the whole entries (input schemas) of tar, as tools/list gives them. Call them by name with those arguments.',
    );
    expect(answer.definitions?.map((d) => d.name)).toEqual(['tar']);
    expect(await listed(callers, 'user:alice')).toEqual(['svc_find_tools', 'svc_enable_tools']);
    // Only unknown names: an error, as in a session.
    expect((await callers.callDiscovery('svc_enable_tools', { names: ['nope'] }, 'user:alice')).isError).toBe(true);
  });

  it('caps a caller at the session bound', async () => {
    const lists = createMemoryEnabledTools();
    await lists.add('user:carol', Array.from({ length: MAX_ENABLED_PER_SESSION }, (_, i) => `t${i}`), MAX_ENABLED_PER_SESSION, CALLER_LIST_TTL_MS);
    const answer = await listing(lists).forCallers().callDiscovery('svc_enable_tools', { names: ['ls'] }, 'user:carol');
    expect(answer).toMatchObject({
      isError: false, listChanged: false,
      text: `Not added, your list already holds ${MAX_ENABLED_PER_SESSION} tools: ls; call them by name instead. ` +
        'The next content item is {"tools": [...]}: the whole entries (input schemas) of ls, as tools/list gives them. Call them by name with those arguments, listed yet or not.',
    });
    expect(answer.definitions?.map((d) => d.name)).toEqual(['ls']);
  });
});
