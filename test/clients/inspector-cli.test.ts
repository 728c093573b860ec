/**
 * svc driven by the MCP Inspector CLI 0.15 (npm `@modelcontextprotocol/inspector-cli@0.15.0`, the
 * last release that runs on Node 20), over stdio, against the README's demo set. Inspector turns
 * `--tool-arg key=value` into numbers and booleans only for parameters its `tools/list` shows; a
 * tool listed brief (git_log: required parameters only) gets `max_count` as the text "1"
 * (issue 22 item 5). svc reads canonical number and boolean text by the tool's schema.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scanDemoSet, type DemoSet } from '../serve/demo-set.js';
import { REPO_ROOT, SVC_BIN } from '../support/paths.js';

const INSPECTOR = join(REPO_ROOT, 'node_modules', 'inspector-cli-v015', 'build', 'index.js');

let demo: DemoSet;
let repo: string;

/** Runs Inspector 0.15 in CLI mode against `svc serve` over stdio; resolves with its parsed JSON answer. */
function inspector(args: string[]): Promise<Record<string, any>> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [INSPECTOR, process.execPath, SVC_BIN, 'serve', '--root', repo, ...args],
      // The SDK's stdio transport passes HOME and PATH on to the server it spawns.
      { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: demo.home, SVC_LOG_LEVEL: 'error' }, timeout: 60_000, maxBuffer: 8 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`inspector failed: ${error.message}\n${stderr.slice(-2000)}`));
        else resolve(JSON.parse(stdout) as Record<string, any>);
      },
    );
  });
}

beforeAll(async () => {
  demo = await scanDemoSet('inspector 0.15');
  repo = await mkdtemp(join(tmpdir(), 'svc-inspector-repo-'));
  const git = (...args: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { stdio: 'ignore' });
  git('init', '-q');
  for (const subject of ['first commit', 'second commit']) {
    await writeFile(join(repo, 'file.txt'), subject);
    git('add', 'file.txt');
    git('commit', '-q', '-m', subject);
  }
}, 240_000);

describe('MCP Inspector CLI 0.15 against svc over stdio', () => {
  it('lists git_log brief: max_count is not in the schema it shows', async () => {
    const listed = await inspector(['--method', 'tools/list']);
    const gitLog = (listed.tools as Array<{ name: string; inputSchema: { properties: Record<string, unknown> } }>).find((tool) => tool.name === 'git_log');
    expect(gitLog).toBeDefined();
    expect(Object.keys(gitLog!.inputSchema.properties)).not.toContain('max_count');
  }, 90_000);

  it('calls git_log with --tool-arg max_count=1 (sent as the text "1") and gets one commit', async () => {
    const result = await inspector(['--method', 'tools/call', '--tool-name', 'git_log', '--tool-arg', 'max_count=1', 'oneline=true']);
    expect(result.isError ?? false, JSON.stringify(result).slice(0, 2000)).toBe(false);
    const text = (result.content as Array<{ type: string; text: string }>).map((block) => block.text).join('\n');
    expect(text).toContain('second commit');
    expect(text).not.toContain('first commit');
  }, 90_000);

  it('still refuses text that is not a canonical number', async () => {
    const result = await inspector(['--method', 'tools/call', '--tool-name', 'git_log', '--tool-arg', 'max_count=01']);
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]!.text).toMatch(/max_count/);
  }, 90_000);
});
