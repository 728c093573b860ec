/**
 * `svc serve --tools/--exclude/--tags` (issue 10 part 1), spawned as a real process over stdio
 * with the current and the v1 SDK clients: a tool left out is neither listed nor callable, and
 * the options go into `--show-config` snippets.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectCurrent, connectV1, payloadOf, serveFixture, SVC_BIN, type ServeFixture } from './helpers.js';

const run = promisify(execFile);
let fx: ServeFixture;
beforeAll(async () => {
  fx = await serveFixture();
});

for (const [label, connect] of [['current', connectCurrent], ['v1', connectV1]] as const) {
  describe(`svc serve --tools/--exclude/--tags, ${label} client`, () => {
    it('lists only the selected tools and refuses calls to the others as unknown', async () => {
      const client = await connect({ kind: 'stdio', env: fx.env, args: ['--tools', 'git_*,echo', '--exclude', 'git_clean'] });
      try {
        const { tools } = await client.listTools();
        expect(tools.map((t) => String(t.name)).sort()).toEqual(['echo', 'git_log', 'git_status']);
        const echo = await client.callTool('echo', { words: ['kept'] });
        expect(payloadOf(echo).stdout).toBe('kept\n');
        for (const name of ['git_clean', 'ls']) {
          const refused = await client.callTool(name, {});
          expect(refused.isError).toBe(true);
          expect(payloadOf(refused).ai_guidance).toBe(`There is no tool named "${name}". List the tools with tools/list and retry with one of their names.`);
        }
      } finally {
        await client.close();
      }
    }, 60_000);

    it('selects by tag and by module-id prefix', async () => {
      const client = await connect({ kind: 'stdio', env: fx.env, args: ['--tags', 'git'] });
      try {
        const { tools } = await client.listTools();
        expect(tools.map((t) => String(t.name)).sort()).toEqual(['git_clean', 'git_log', 'git_status']);
      } finally {
        await client.close();
      }
      const byModule = await connect({ kind: 'stdio', env: fx.env, args: ['--tools', 'cli.git', '--exclude', 'cli.git.clean'] });
      try {
        const { tools } = await byModule.listTools();
        expect(tools.map((t) => String(t.name)).sort()).toEqual(['git_log', 'git_status']);
      } finally {
        await byModule.close();
      }
    }, 60_000);
  });
}

describe('--show-config with a selection', () => {
  it('carries --tools, --exclude and --tags into the snippet', async () => {
    const { stdout } = await run(process.execPath, [SVC_BIN, 'serve', '--show-config', 'claude-desktop', '--tools', 'git_*', '--tools', 'echo', '--exclude', 'git_clean', '--tags', 'fixture'], { env: fx.env });
    const entry = (JSON.parse(stdout) as { mcpServers: Record<string, { args: string[] }> }).mcpServers.svc!;
    expect(entry.args.slice(2)).toEqual(['--tools', 'git_*,echo', '--exclude', 'git_clean', '--tags', 'fixture']);
  });

  it('warns about a pattern that names no tool', async () => {
    // stdin closed at once: the stdio server starts, logs, and ends.
    const result = spawnSync(process.execPath, [SVC_BIN, 'serve', '--tools', 'git_lgo,echo'], { env: { ...fx.env, SVC_LOG_LEVEL: 'warn' }, input: '', timeout: 20_000, encoding: 'utf8' });
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('--tools pattern(s) git_lgo name no scanned tool; check the spelling with `svc list`');
  });
});
