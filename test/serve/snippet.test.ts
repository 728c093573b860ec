/**
 * What a desktop client does with a `--show-config` snippet: start svc exactly as the snippet
 * says (absolute Node, the built entry point, the roots and env it carries), with a PATH that
 * holds nothing, and use it. Runs a production build made for the test.
 */
import { rm } from 'node:fs/promises';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShowConfig } from '../../src/serve/show-config.js';
import { buildSvcPackage } from '../support/build-cli.js';
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
