import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import type { ToolAccessState } from '../govern/tool-access.js';
import { briefDefinition, planToolList, type PlannedTool } from './tool-list-plan.js';
import { isCommon, usefulnessRank } from './tool-usefulness.js';
import type { McpToolDefinition } from './tool-definition.js';

function tool(name: string, commandPath: string[], params: number, access: ToolAccessState = 'allowed', required: string[] = []): PlannedTool {
  const properties: Record<string, unknown> = Object.fromEntries(Array.from({ length: params }, (_, i) => [`option_${i}`, { type: 'string', description: 'x'.repeat(40) }]));
  for (const r of required) properties[r] = { type: 'string' };
  const definition: McpToolDefinition = {
    name, description: `${name} tool.`,
    inputSchema: { type: 'object', properties, required },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  };
  return { binding: { target: { command_path: commandPath } } as unknown as Binding, definition, bytes: Buffer.byteLength(JSON.stringify(definition)), access };
}

const budget = (mode: 'full' | 'auto' | 'discover', budget_bytes = 10_000, max_tools = 100) => ({ mode, budget_bytes, max_tools });

describe('planToolList', () => {
  const tools = [
    tool('git', [], 5), tool('git_log', ['log'], 60), tool('git_status', ['status'], 3), tool('git_add', ['add'], 4, 'needs_approval'),
    tool('git_push', ['push'], 2, 'denied'), tool('curl', [], 80, 'allowed', ['url']), tool('ls', [], 2),
  ];

  it('full lists everything, discover nothing but the discovery tools', () => {
    expect(planToolList(tools, budget('full'), 0)).toEqual({ listed: tools.map((t) => t.definition), discovery: false, unlisted: 0 });
    expect(planToolList(tools, budget('discover'), 0)).toEqual({ listed: [], discovery: true, unlisted: 7 });
  });

  it('auto lists everything when it fits', () => {
    expect(planToolList(tools, budget('auto', 1_000_000), 0).discovery).toBe(false);
  });

  it('auto over budget: no denied tool, roots first, allowed before approval, small before large, big subcommands left to discovery, big roots brief', () => {
    const plan = planToolList(tools, budget('auto'), 500);
    expect(plan.discovery).toBe(true);
    expect(plan.listed.map((d) => d.name)).toEqual(['ls', 'git', 'curl', 'git_status', 'git_add']);
    const curl = plan.listed.find((d) => d.name === 'curl')!;
    expect(Object.keys((curl.inputSchema as unknown as { properties: object }).properties)).toEqual(['url']);
    expect(curl.description).toBe('curl tool. [80 options not listed: call svc_enable_tools with {"names":["curl"]} to see them all.]');
    expect(Buffer.byteLength(JSON.stringify({ tools: plan.listed }))).toBeLessThanOrEqual(10_000 - 500);
    expect(plan.unlisted).toBe(2);
  });

  it('stops at max_tools, counting the two discovery tools', () => {
    expect(planToolList(tools, budget('auto', 10_000, 4), 0).listed).toHaveLength(2);
  });
});

describe('briefDefinition', () => {
  it('keeps required parameters and working_directory', () => {
    const def = tool('x', [], 3, 'allowed', ['url']).definition;
    (def.inputSchema.properties as Record<string, unknown>).working_directory = { type: 'string' };
    expect(Object.keys((briefDefinition(def).inputSchema as unknown as { properties: object }).properties)).toEqual(['url', 'working_directory']);
  });
});

describe('planToolList by usefulness', () => {
  function gitTool(path: string, params: number, description = `${path} things.`): PlannedTool {
    const base = tool(`git_${path.replace(/ /g, '_')}`, path.split(' '), params);
    return { ...base, binding: { target: { binary: '/usr/bin/git', command_path: path.split(' ') }, description } as unknown as Binding };
  }

  it('lists the subcommands people use first, a large common one brief, a large helper not at all, helpless ones last', () => {
    const tools = [
      gitTool('show-index', 1), gitTool('get-tar-commit-id', 1), gitTool('http-fetch', 1, 'git http-fetch'),
      gitTool('diff', 2), gitTool('status', 3), gitTool('log', 60), gitTool('fsck-objects', 60),
    ];
    const plan = planToolList(tools, budget('auto', 8_000), 0);
    expect(plan.listed.map((d) => d.name)).toEqual(['git_status', 'git_log', 'git_diff', 'git_show-index', 'git_get-tar-commit-id', 'git_http-fetch']);
    expect(plan.listed[1]!.description).toBe('git_log tool. [60 options not listed: call svc_enable_tools with {"names":["git_log"]} to see them all.]');
    expect(plan.unlisted).toBe(1);
  });

  it('fills a tight budget with the common subcommands before the helpers', () => {
    const tools = [gitTool('show-index', 2), gitTool('get-tar-commit-id', 2), gitTool('log', 3), gitTool('status', 3)];
    const room = 12 + tools.filter((t) => ['git_log', 'git_status'].includes(t.definition.name)).reduce((sum, t) => sum + t.bytes + 1, 0);
    expect(planToolList(tools, budget('auto', room), 0).listed.map((d) => d.name)).toEqual(['git_status', 'git_log']);
  });
});

describe('usefulnessRank', () => {
  const binding = (binary: string, path: string[], description: string) => ({ target: { binary, command_path: path }, description }) as unknown as Binding;
  it('ranks by the curated table, then ordinary, then subcommands without help of their own', () => {
    expect(usefulnessRank(binding('/usr/bin/git', ['status'], 'Show the working tree status'))).toBe(0);
    expect(usefulnessRank(binding('/usr/bin/git', ['log'], 'Shows the commit logs.'))).toBe(1);
    expect(usefulnessRank(binding('/usr/bin/git', ['show-index'], 'Read the .idx file'))).toBe(1000);
    expect(usefulnessRank(binding('/usr/bin/git', ['http-fetch'], 'git http-fetch'))).toBe(2000);
    expect(usefulnessRank(binding('/usr/bin/ls', [], 'list directory contents'))).toBe(1000);
    expect(usefulnessRank(binding('/opt/constructor', ['x'], 'x things'))).toBe(1000);
    expect(isCommon(binding('/usr/local/bin/kubectl', ['get'], 'Display one or many resources'))).toBe(true);
  });
});
