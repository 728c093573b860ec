/**
 * What a desktop client does with a `--show-config` snippet: start svc exactly as the snippet
 * says (absolute Node, the built entry point, the roots and env it carries), with a PATH that
 * holds nothing, and use it. Runs a production build made for the test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShowConfig } from '../../src/serve/show-config.js';
import { buildSvcPackage } from '../support/build-cli.js';
import { REPO_ROOT } from '../support/paths.js';
import { payloadOf } from './helpers.js';
import { workspaceFixture, type WorkspaceFixture } from './workspace-fixture.js';

let ws: WorkspaceFixture;
let pkg: Awaited<ReturnType<typeof buildSvcPackage>>;
beforeAll(async () => {
  ws = await workspaceFixture();
  pkg = await buildSvcPackage(`snippet-test-${process.pid}`);
}, 120_000);
afterAll(async () => {
  if (pkg) await rm(pkg.dir, { recursive: true, force: true });
});

describe('a pasted --show-config snippet', () => {
  it.each(['claude-desktop', 'cursor', 'vscode', 'claude-code-json', 'windsurf'])('%s: starts the built svc with Node by absolute path, confined to its --root, with no PATH', async (target) => {
    const { SVC_CONFIG, SVC_MODULES_DIR, SVC_ACL_FILE, SVC_AUDIT_LOG, SVC_CACHE_DIR } = ws.env as Record<string, string>;
    const out = renderShowConfig(target, {
      svcPath: pkg.svcPath, roots: [ws.repoA], modulesDir: SVC_MODULES_DIR,
      env: { SVC_CONFIG: SVC_CONFIG!, SVC_ACL_FILE: SVC_ACL_FILE!, SVC_AUDIT_LOG: SVC_AUDIT_LOG!, SVC_CACHE_DIR: SVC_CACHE_DIR!, SVC_LOG_LEVEL: 'warn' },
    });
    expect(out.hint).not.toContain('Warning');
    const parsed = JSON.parse(out.snippet) as Record<string, Record<string, { command: string; args: string[]; env: Record<string, string>; cwd?: string }>>;
    const entry = Object.values(Object.values(parsed)[0]!)[0]!;
    expect(entry.command).toBe(process.execPath);
    expect(entry.args.slice(0, 2)).toEqual([pkg.main, 'serve']);
    expect(entry.args).not.toContain('tsx');
    const client = new Client({ name: `snippet-${target}`, version: '1.0.0' }, { capabilities: {} });
    await client.connect(new StdioClientTransport({
      command: entry.command, args: entry.args, cwd: entry.cwd ?? '/', stderr: 'pipe',
      env: { ...entry.env, HOME: ws.fx.root, PATH: '/nonexistent' },
    }));
    try {
      const result = await client.callTool({ name: 'git_log', arguments: { oneline: true } });
      const payload = payloadOf(result);
      expect(result.isError, JSON.stringify(payload)).toBe(false);
      expect(payload.stdout).toContain('alpha commit');
      const outside = await client.callTool({ name: 'ls', arguments: { working_directory: ws.repoB } });
      expect(payloadOf(outside).ai_guidance).toContain(`Usable roots: ${ws.repoA}.`);
    } finally {
      await client.close();
    }
  });
});

/** Splits a line as a POSIX shell does for the quoting `--show-config` prints: bare words, '...', and \\x outside quotes. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const close = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, close);
      i = close;
    } else if (c === '\\') {
      word = (word ?? '') + line[++i];
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

// Claude Code's CLI (npm devDependency @anthropic-ai/claude-code: a native binary per platform).
const CLAUDE = join(REPO_ROOT, 'node_modules', '.bin', 'claude');
const claudeProblem = ((): string | undefined => {
  if (!existsSync(CLAUDE)) return `${CLAUDE} is not installed (npm install)`;
  const version = spawnSync(CLAUDE, ['--version'], { encoding: 'utf8', timeout: 60_000, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir() } });
  return version.status === 0 ? undefined : `claude --version failed: ${(version.stderr || String(version.error)).slice(0, 200)}`;
})();
if (claudeProblem) console.warn(`skipping the claude-code snippet test: ${claudeProblem}`);

describe.skipIf(claudeProblem !== undefined)('the claude-code snippet in the real Claude Code CLI', () => {
  it('is accepted by `claude mcp add` as printed, stored with its env, and the server it names connects', async () => {
    const { SVC_CONFIG, SVC_MODULES_DIR, SVC_ACL_FILE, SVC_AUDIT_LOG, SVC_CACHE_DIR } = ws.env as Record<string, string>;
    const out = renderShowConfig('claude-code', {
      svcPath: pkg.svcPath, roots: [ws.repoA], modulesDir: SVC_MODULES_DIR,
      // A value with a space: the quoting must survive the shell.
      env: { SVC_CONFIG: SVC_CONFIG!, SVC_ACL_FILE: SVC_ACL_FILE!, SVC_AUDIT_LOG: SVC_AUDIT_LOG!, SVC_CACHE_DIR: SVC_CACHE_DIR!, SVC_LOG_LEVEL: 'warn', SNIPPET_NOTE: "it's a b" },
    });
    const words = shellWords(out.snippet);
    expect(words.slice(0, 3)).toEqual(['claude', 'mcp', 'add']);
    const home = await mkdtemp(join(tmpdir(), 'svc-claude-home-'));
    const project = await mkdtemp(join(tmpdir(), 'svc-claude-project-'));
    // No network: a temporary HOME with no login, and Claude Code's own switch for non-essential traffic.
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1' };
    const claude = (args: string[]) => spawnSync(CLAUDE, args, { cwd: project, env, encoding: 'utf8', timeout: 120_000 });
    try {
      const add = claude(words.slice(1));
      expect(add.status, `${add.stdout}${add.stderr}`).toBe(0);
      // What Claude Code stored is what the snippet meant: command, args and env, each value whole.
      const stored = JSON.parse(await readFile(join(home, '.claude.json'), 'utf8')) as { projects: Record<string, { mcpServers: Record<string, unknown> }> };
      expect(Object.values(stored.projects)[0]!.mcpServers).toEqual({
        svc: {
          type: 'stdio', command: process.execPath, args: [pkg.main, 'serve', '--modules-dir', SVC_MODULES_DIR, '--root', ws.repoA],
          env: { SVC_CONFIG, SVC_ACL_FILE, SVC_AUDIT_LOG, SVC_CACHE_DIR, SVC_LOG_LEVEL: 'warn', SNIPPET_NOTE: "it's a b" },
        },
      });
      // `claude mcp get` starts the server to check its health: svc as the snippet launches it answers.
      const get = claude(['mcp', 'get', 'svc']);
      expect(get.status, get.stderr).toBe(0);
      expect(get.stdout).toContain('Status: ✔ Connected');
      expect(get.stdout).toContain(`SNIPPET_NOTE=it's a b`);
    } finally {
      await rm(home, { recursive: true, force: true });
      await rm(project, { recursive: true, force: true });
    }
  }, 180_000);

  it('takes the http form with its Authorization header', async () => {
    const out = renderShowConfig('claude-code', { transport: 'http', port: 8123, authToken: 'tok en' });
    const home = await mkdtemp(join(tmpdir(), 'svc-claude-home-'));
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1' };
    try {
      const add = spawnSync(CLAUDE, shellWords(out.snippet).slice(1), { cwd: home, env, encoding: 'utf8', timeout: 120_000 });
      expect(add.status, `${add.stdout}${add.stderr}`).toBe(0);
      const stored = JSON.parse(await readFile(join(home, '.claude.json'), 'utf8')) as { projects: Record<string, { mcpServers: Record<string, unknown> }> };
      expect(Object.values(stored.projects)[0]!.mcpServers).toEqual({ svc: { type: 'http', url: 'http://127.0.0.1:8123/mcp', headers: { Authorization: 'Bearer tok en' } } });
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  }, 180_000);
});
