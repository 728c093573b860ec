/**
 * Issue 10 part 2: the tool list sized for a model's context, after a real `svc scan` of the
 * README's demo set, over stdio with the current and the v1 SDK client. In `auto` (the default)
 * tools/list stays within 80 KB, 100 tools and 20k tokens (o200k_base, as OpenAI's current models
 * count them); svc_find_tools finds what is not listed, svc_enable_tools lists it and the client
 * is told; every scanned tool stays callable by name under the same ACL; `full` lists everything.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { which } from '../scan/helpers.js';
import { SVC_BIN } from '../support/paths.js';
import { scanDemoSet, type DemoSet } from './demo-set.js';

interface Tool { name: string; description?: string; inputSchema: { properties?: Record<string, unknown> } }
interface Result { isError?: boolean; content?: Array<{ type: string; text?: string }> }
interface Session {
  listTools(): Promise<{ tools: Tool[] }>;
  callTool(name: string, args: Record<string, unknown>): Promise<Result>;
  listChanged: number;
  close(): Promise<void>;
}
const text = (result: Result) => (result.content ?? []).map((part) => part.text ?? '').join('\n');

let demo: DemoSet;
let repo: string;

function env(): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: demo.home, SVC_LOG_LEVEL: 'warn', GIT_CONFIG_NOSYSTEM: '1' };
}

async function connectCurrent(args: string[] = []): Promise<Session> {
  const client = new Client({ name: 'tool-list-current', version: '1.0.0' });
  const session = { listChanged: 0 } as Session;
  client.setNotificationHandler('notifications/tools/list_changed', () => void session.listChanged++);
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve', ...args], cwd: repo, env: env(), stderr: 'pipe' }));
  session.listTools = () => client.listTools() as Promise<{ tools: Tool[] }>;
  session.callTool = (name, a) => client.callTool({ name, arguments: a }) as Promise<Result>;
  session.close = () => client.close();
  return session;
}

async function connectV1(args: string[] = []): Promise<Session> {
  const client = new V1Client({ name: 'tool-list-v1', version: '1.0.0' });
  const session = { listChanged: 0 } as Session;
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => void session.listChanged++);
  await client.connect(new V1StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve', ...args], cwd: repo, env: env(), stderr: 'pipe' }));
  session.listTools = () => client.listTools() as Promise<{ tools: Tool[] }>;
  session.callTool = (name, a) => client.callTool({ name, arguments: a }) as Promise<Result>;
  session.close = () => client.close();
  return session;
}

const hasDemo = Boolean(which('git') && which('ls'));

beforeAll(async () => {
  if (!hasDemo) return;
  demo = await scanDemoSet('tool list test');
  repo = join(demo.home, 'repo');
  await mkdir(repo);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: { ...process.env, HOME: demo.home, GIT_CONFIG_NOSYSTEM: '1' } });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 't@example.com');
  git('config', 'user.name', 'T');
  await writeFile(join(repo, 'a.txt'), 'a\n');
  git('add', 'a.txt');
  git('commit', '-q', '-m', 'first commit');
}, 240_000);

for (const [label, connect] of [['current', connectCurrent], ['v1', connectV1]] as const) {
  describe.skipIf(!hasDemo)(`the tool list of the demo set, ${label} client`, () => {
    let session: Session;
    beforeAll(async () => {
      session = await connect();
    }, 60_000);
    afterAll(() => session?.close());

    it('auto lists at most 80 KB, 100 tools and 20k tokens, with the discovery tools', async () => {
      const { tools } = await session.listTools();
      const json = JSON.stringify({ tools });
      const tokens = countTokens(json);
      console.log(`tool list (${label}): ${tools.length} tools, ${Buffer.byteLength(json)} bytes, ${tokens} o200k tokens`);
      expect(Buffer.byteLength(json)).toBeLessThanOrEqual(80_000);
      expect(tools.length).toBeLessThanOrEqual(100);
      expect(tokens).toBeLessThan(20_000);
      expect(tools.slice(0, 2).map((t) => t.name)).toEqual(['svc_find_tools', 'svc_enable_tools']);
      // By usefulness (src/tool-list/tool-usefulness.ts): the git subcommands people use come before
      // helpers like show-index, and git_log, too large to list whole, is listed brief.
      const names = tools.map((t) => t.name);
      // The edits (issue 31: asked once, no longer denied) are among them.
      const common = ['git_status', 'git_log', 'git_diff', 'git_show', 'git_grep', 'git_blame', 'git_stash_list', 'git_add', 'git_commit'];
      for (const name of common) expect(names, `${name} in ${names.join(' ')}`).toContain(name);
      const lastCommon = Math.max(...common.map((name) => names.indexOf(name)));
      for (const helper of ['git_show-index', 'git_get-tar-commit-id', 'git_check-ref-format']) {
        if (names.includes(helper)) expect(names.indexOf(helper), helper).toBeGreaterThan(lastCommon);
      }
      const gitLog = tools.find((t) => t.name === 'git_log')!;
      expect(gitLog.description).toMatch(/^Shows the commit logs\. \[\d{3} options not listed: call svc_enable_tools with \{"names":\["git_log"\]\} to see them all\.\]$/);
      expect(Object.keys(gitLog.inputSchema.properties ?? {})).toEqual(['working_directory']);
      expect(names).not.toContain('git_notes_list');
      for (const tool of tools) expect((tool.description ?? '').length).toBeLessThanOrEqual(400);
    });

    it('svc_find_tools finds an unlisted tool, svc_enable_tools lists it and turns git_log\'s brief entry whole, and the client hears list_changed', async () => {
      const found = await session.callTool('svc_find_tools', { query: 'git notes list' });
      expect(found.isError).toBeFalsy();
      expect(text(found)).toMatch(/^\d+ tools? match "git notes list":/);
      expect(text(found)).toMatch(/- git_notes_list: .* \(allowed; not listed\)/);
      const enabled = await session.callTool('svc_enable_tools', { names: ['git_log', 'git_notes_list'] });
      expect(text(enabled)).toBe('Added to your tool list: git_log, git_notes_list.');
      await expect.poll(() => session.listChanged, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
      const { tools } = await session.listTools();
      expect(tools.filter((t) => t.name === 'git_log')).toHaveLength(1);
      const gitLog = tools.find((t) => t.name === 'git_log');
      expect(Object.keys(gitLog!.inputSchema.properties ?? {}).length).toBeGreaterThan(100);
      expect(tools.map((t) => t.name)).toContain('git_notes_list');
      const again = await session.callTool('svc_find_tools', { query: 'git_log' });
      expect(text(again)).toContain('- git_log: Shows the commit logs. (allowed; listed)');
    });

    it('an unlisted tool and a brief one\'s unlisted options are callable by name, one behind approval still asks once enabled, unknown names are refused', async () => {
      const log = await session.callTool('git_log', { oneline: true });
      expect(log.isError, text(log)).toBeFalsy();
      expect(text(log)).toContain('first commit');
      const diffFiles = await session.callTool('git_diff-files', {});
      expect(diffFiles.isError, text(diffFiles)).toBeFalsy();
      const enable = await session.callTool('svc_enable_tools', { names: ['git_commit', 'no_such_tool'] });
      expect(text(enable)).toBe('Added to your tool list: git_commit. No such tool: "no_such_tool"; find names with svc_find_tools.');
      // Enabling lists a tool; it never lifts governance: git commit writes, so it asks, and this client cannot answer.
      const commit = await session.callTool('git_commit', { message: 'x' });
      expect(commit.isError).toBe(true);
      expect(text(commit)).toContain('Calling cli.git.commit needs approval because');
      expect(text(commit)).toContain('nobody could be asked to approve it');
      const bad = await session.callTool('svc_enable_tools', { names: [] });
      expect(bad.isError).toBe(true);
    });
  });
}

describe.skipIf(!hasDemo)('tool list modes and selection', () => {
  it('full lists every scanned tool without the discovery tools; discover lists only them', async () => {
    const full = await connectCurrent(['--tool-list', 'full']);
    const discover = await connectCurrent(['--tool-list', 'discover']);
    try {
      const all = (await full.listTools()).tools.map((t) => t.name);
      expect(all.length).toBeGreaterThan(150);
      expect(all).not.toContain('svc_find_tools');
      const only = (await discover.listTools()).tools.map((t) => t.name);
      expect(only).toEqual(['svc_find_tools', 'svc_enable_tools']);
      // Every scanned command is reachable: svc_find_tools finds each by its own name.
      for (const name of all) {
        const found = await discover.callTool('svc_find_tools', { query: name });
        expect(text(found), name).toContain(`- ${name}: `);
      }
    } finally {
      await full.close();
      await discover.close();
    }
  }, 120_000);

  it('a tool left out by --exclude can be neither found nor enabled', async () => {
    const session = await connectCurrent(['--exclude', 'git_log']);
    try {
      expect(text(await session.callTool('svc_find_tools', { query: 'git_log' }))).not.toContain('- git_log:');
      expect(text(await session.callTool('svc_enable_tools', { names: ['git_log'] }))).toBe('No such tool: "git_log"; find names with svc_find_tools.');
      expect(session.listChanged).toBe(0);
    } finally {
      await session.close();
    }
  }, 60_000);
});
