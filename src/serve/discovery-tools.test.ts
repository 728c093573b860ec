import { describe, expect, it } from 'vitest';
import { enableTools, enableToolsText, findToolsText, MAX_ENABLED_PER_SESSION, MAX_FOUND, type FindCandidate } from './discovery-tools.js';

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
