import { describe, expect, it } from 'vitest';
import { enableTools, enableToolsText, findMatches, findToolsText, MAX_ENABLED_PER_SESSION, MAX_FOUND, selectSchemas, type FindCandidate } from './discovery-tools.js';
import type { McpToolDefinition } from './tool-definition.js';

const candidate = (name: string, description: string, access: FindCandidate['access'] = 'allowed', listed = false): FindCandidate => ({
  name, moduleId: `cli.${name.replace(/_/g, '.')}`, description, access, listed,
});

describe('findToolsText', () => {
  const tools = [
    candidate('git_log', 'Shows the commit logs.', 'allowed', true),
    candidate('git_reflog', 'Manage reflog information.', 'denied'),
    candidate('git_shortlog', 'Summarize git log output.', 'needs_approval'),
    candidate('tar', 'An archiving utility.'),
  ];

  it('ranks name matches first and says access and listing', () => {
    expect(findToolsText('git log', tools)).toBe([
      '3 tools match "git log":',
      '- git_log: Shows the commit logs. (allowed; listed)',
      '- git_reflog: Manage reflog information. (denied; not listed)',
      '- git_shortlog: Summarize git log output. (needs approval; not listed)',
      'Call any of them by name now, or add them to your tool list with svc_enable_tools {"names": [...]}. Denied tools cannot be run.',
    ].join('\n'));
  });

  it('says when nothing matches or nothing was asked', () => {
    expect(findToolsText('kubectl', tools)).toBe('No tool matches "kubectl". Try other words (a program name such as "git", or a task such as "search").');
    expect(findToolsText('  !! ', tools)).toBe('Give at least one word to look for, e.g. {"query": "git log"}.');
  });

  it('stays bounded for a huge tool set and a huge query', () => {
    const many = Array.from({ length: 5000 }, (_, i) => candidate(`tool_${i}`, `Tool ${'word '.repeat(200)}`));
    const out = findToolsText(`tool ${'x'.repeat(100_000)}`, many);
    expect(out.split('\n')).toHaveLength(1);
    expect(out.length).toBeLessThan(400);
    const all = findToolsText('tool', many);
    expect(all.split('\n')).toHaveLength(MAX_FOUND + 2);
    expect(all.length).toBeLessThan(4000);
  });
});

describe('enableTools', () => {
  it('adds served names once, reports unknown ones, and caps the session', () => {
    const enabled = new Set<string>();
    const served = (name: string) => name.startsWith('git_');
    expect(enableTools(['git_log', 'git_log', 'rm'], enabled, served)).toEqual({ enabled: ['git_log'], already: [], unknown: ['rm'], overLimit: [] });
    expect(enableTools(['git_log'], enabled, served).already).toEqual(['git_log']);
    for (let i = 0; enabled.size < MAX_ENABLED_PER_SESSION; i++) enableTools([`git_${i}`], enabled, served);
    const over = enableTools(['git_extra'], enabled, served);
    expect(over.overLimit).toEqual(['git_extra']);
    expect(enableToolsText(over)).toBe(`Not added, this session already enabled ${MAX_ENABLED_PER_SESSION} tools: git_extra; call them by name instead.`);
  });
});

describe('selectSchemas', () => {
  const tools = [
    candidate('git_log', 'Shows the commit logs.'),
    candidate('git_reflog', 'Manage reflog information.', 'denied'),
    candidate('git_big_log', 'A log with many options.', 'needs_approval'),
    candidate('git_shortlog', 'Summarize git log output.', 'needs_approval'),
  ];
  const definition = (name: string, padding: number): McpToolDefinition => ({ name, description: 'x'.repeat(padding), inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } });
  const sizes: Record<string, number> = { git_log: 100, git_reflog: 100, git_big_log: 2_000, git_shortlog: 100 };

  it('takes runnable matches best first within the budget, skips denied ones and names what did not fit', () => {
    const matches = findMatches('git log', tools)!;
    expect(matches.map((t) => t.name)).toEqual(['git_big_log', 'git_log', 'git_reflog', 'git_shortlog']);
    const selection = selectSchemas(matches, (name) => definition(name, sizes[name]!), 1_000);
    expect([selection.included, selection.left]).toEqual([['git_log', 'git_shortlog'], ['git_big_log']]);
    expect(selection.definitions.map((d) => d.name)).toEqual(['git_log', 'git_shortlog']);
    expect(Buffer.byteLength(JSON.stringify({ tools: selection.definitions }))).toBeLessThanOrEqual(1_000);
    expect(findToolsText('git log', tools, selection).split('\n').at(-1)).toBe(
      'The next content item is {"tools": [...]}: the whole entries (input schemas) of git_log, git_shortlog, as tools/list gives them. Call them by name with those arguments. ' +
      'Left out to stay within 1 KB: git_big_log; ask again with a narrower query, or add them with svc_enable_tools. Denied tools cannot be run (no schema is given for them).',
    );
  });
});
