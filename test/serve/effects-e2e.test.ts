/**
 * Issue 7 end to end, scan side and enforcement together: after a real `svc scan git env ls grep rg
 * jq --depth 2` in a temporary HOME, with the DEFAULT generated ACL and a real MCP client (v1 SDK,
 * which cannot ask its user) over stdio, calls that set an `exec` or `write` parameter of an
 * allowed tool, or run a wrapper, do nothing; ordinary read-only calls work.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missing, svc, tempHome } from '../scan/helpers.js';
import { SVC_BIN } from '../support/paths.js';
import { seedScanCache } from '../support/scan-cache.js';

const NEEDED = ['git', 'env', 'ls', 'grep', 'rg', 'jq'];
const absent = missing(...NEEDED);

interface Result { isError?: boolean; content?: Array<{ type: string; text?: string }> }
const text = (result: Result): string => (result.content ?? []).map((part) => part.text ?? '').join('\n');

describe.skipIf(absent)('effects end to end: default generated ACL, real scan, real MCP client', () => {
  let home: string;
  let repo: string;
  let work: string;
  let client: Client;

  beforeAll(async () => {
    home = await tempHome();
    await seedScanCache(join(home, '.svc', 'cache'), NEEDED, 2);
    const scan = await svc(['scan', ...NEEDED, '--depth', '2'], home);
    expect(scan.exitCode, scan.stderr).toBe(0);
    repo = join(home, 'repo');
    work = join(home, 'work');
    await mkdir(repo);
    await mkdir(work);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: { ...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: '1' } });
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'Test');
    await writeFile(join(repo, 'README.md'), 'first line\n');
    git('add', 'README.md');
    git('commit', '-q', '-m', 'first commit');
    await writeFile(join(repo, 'README.md'), 'first line\nsecond line\n');
    git('commit', '-q', '-am', 'second commit');
    await writeFile(join(work, 'notes.txt'), 'alpha\nsecond line\n');
    await writeFile(join(work, 'data.json'), '{"name":"svc"}\n');
    await writeFile(join(work, 'victim.txt'), 'keep me\n');
    client = new Client({ name: 'effects-e2e', version: '1.0.0' });
    await client.connect(new StdioClientTransport({
      command: process.execPath, args: [SVC_BIN, 'serve', '--root', repo, '--root', work], cwd: repo, stderr: 'pipe',
      // The argument layer's verdicts, unconfined: the sandboxed pipeline has its own tests (test/sandbox/).
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'warn', GIT_CONFIG_NOSYSTEM: '1', SVC_SANDBOX: 'off' },
    }));
  }, 240_000);

  afterAll(async () => client?.close());

  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }) as Promise<Result>;

  it('git_ls-remote with upload_pack is refused and runs nothing', async () => {
    const marker = join(work, 'ls-remote-ran');
    const result = await call('git_ls-remote', { repository: repo, upload_pack: `touch ${marker}` });
    expect(result.isError, text(result)).toBe(true);
    expect(existsSync(marker)).toBe(false);
  });

  it('git_log with output does not write the file', async () => {
    const victim = join(work, 'victim.txt');
    const result = await call('git_log', { output: victim });
    expect(result.isError, text(result)).toBe(true);
    expect(await readFile(victim, 'utf8')).toBe('keep me\n');
    const fresh = join(work, 'new-file.txt');
    expect((await call('git_log', { output: fresh })).isError).toBe(true);
    expect(existsSync(fresh)).toBe(false);
  });

  it('env with a command operand does not run', async () => {
    const marker = join(work, 'env-ran');
    const result = await call('env', { command: 'touch', arg: [marker] });
    expect(result.isError, text(result)).toBe(true);
    expect(existsSync(marker)).toBe(false);
  });

  it('rg with pre does not run its program (rm would delete every file searched)', async () => {
    const dir = join(work, 'pre');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'target.txt'), 'second line\n');
    const result = await call('rg', { pattern: 'second', path: [dir], pre: 'rm' });
    expect(result.isError, text(result)).toBe(true);
    expect(await readFile(join(dir, 'target.txt'), 'utf8')).toBe('second line\n');
  });

  it('git_log, git_status, ls, grep -n, rg and jq work', async () => {
    const ok = async (name: string, args: Record<string, unknown>, expected: RegExp) => {
      const result = await call(name, args);
      expect(result.isError, `${name}: ${text(result)}`).toBe(false);
      expect(text(result), name).toMatch(expected);
    };
    await ok('git_log', {}, /second commit/);
    await ok('git_status', {}, /branch main|On branch|nothing to commit/);
    await ok('ls', { file: [work] }, /notes\.txt/);
    await ok('grep', { line_number: true, patterns: 'second', file: [join(work, 'notes.txt')] }, /2:second line/);
    await ok('rg', { pattern: 'second', path: [work] }, /second line/);
    await ok('jq', { jq_filter: '.name', file: [join(work, 'data.json')] }, /svc/);
  });
});
