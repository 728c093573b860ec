/**
 * Issue 31's figure: the approvals a coding agent meets in a scripted everyday task (explore a
 * repository, edit two files, commit), through the default generated ACL after a plain `svc scan`
 * and `svc serve --root REPO --approval elicit` over stdio, with a client that approves every
 * question. Measured for this checkout and, as the baseline in the same run, for an earlier commit
 * (`--before REF`, default the commit before the sandbox profiles), checked out in a temporary git
 * worktree that shares this checkout's node_modules.
 *
 * Run: npx tsx bench/everyday-task.ts [--before REF]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const flag = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
/** The last commit before issue 31's profiles: issue 30's sandbox, flag-list governance. */
const BEFORE = flag('--before', 'adc9d2b');
const PROGRAMS = ['git', 'ls', 'cat', 'head', 'grep', 'rg', 'tree', 'file', 'sed', 'wc'];

/** The task: what the agent calls, in order. */
const TASK: Array<[string, Record<string, unknown>]> = [
  ['git_status', {}],
  ['git_log', { oneline: true, max_count: 5 }],
  ['git_log', { all: true, oneline: true }],
  ['ls', { l: true, all: true }],
  ['ls', { recursive: true }],
  ['tree', {}],
  ['git_branch', {}],
  ['git_remote', { verbose: true }],
  ['cat', { file: ['README.md'] }],
  ['head', { lines: '5', file: ['src/a.ts'] }],
  ['wc', { lines: true, file: ['src/a.ts', 'src/b.ts'] }],
  ['grep', { recursive: true, line_number: true, patterns: 'TODO', file: ['src'] }],
  ['grep', { recursive: true, files_with_matches: true, patterns: 'TODO', file: ['.'] }],
  ['rg', { pattern: 'TODO' }],
  ['file', { file: ['README.md'] }],
  ['sed', { quiet: true, expression: '1,3p', input_file: ['src/a.ts'] }],
  ['git_diff', {}],
  // The edits: two files, then the commit.
  ['sed', { in_place: '', expression: 's/TODO/DONE/', input_file: ['src/a.ts'] }],
  ['sed', { in_place: '', expression: 's/TODO/DONE/', input_file: ['src/b.ts'] }],
  ['git_add', { pathspec: ['src/a.ts', 'src/b.ts'] }],
  ['git_commit', { message: 'finish the TODOs' }],
  ['git_log', { oneline: true, max_count: 1 }],
];

interface Tally {
  prompts: number;
  refused: number;
  ran: number;
  /** The edits landed: the commit exists. */
  committed: boolean;
  lines: string[];
}

async function runTask(svcBin: string, label: string): Promise<Tally> {
  const home = realpathSync(mkdtempSync(join(tmpdir(), `svc-everyday-${label}-`)));
  const repo = join(home, 'repo');
  mkdirSync(join(repo, 'src'), { recursive: true });
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'error', LANG: 'C.UTF-8' };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: { ...env, GIT_CONFIG_NOSYSTEM: '1' }, encoding: 'utf8' });
  writeFileSync(join(home, '.gitconfig'), '[user]\n\tname = Bench\n\temail = b@example.com\n');
  git('init', '-q');
  writeFileSync(join(repo, 'README.md'), '# demo\nA small project.\n');
  writeFileSync(join(repo, 'src', 'a.ts'), 'export const a = 1; // TODO check\n');
  writeFileSync(join(repo, 'src', 'b.ts'), 'export const b = 2; // TODO name\n');
  git('add', '.');
  git('commit', '-qm', 'start');
  writeFileSync(join(repo, 'README.md'), '# demo\nA small project, being edited.\n');
  execFileSync(process.execPath, [svcBin, 'scan', ...PROGRAMS, '--depth', '2'], { env, stdio: ['ignore', 'ignore', 'ignore'] });
  const client = new Client({ name: 'everyday-bench', version: '1.0.0' }, { capabilities: { elicitation: {} } });
  let prompts = 0;
  client.setRequestHandler(ElicitRequestSchema, async () => {
    prompts += 1;
    return { action: 'accept', content: { approve: true } };
  });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [svcBin, 'serve', '--root', repo, '--approval', 'elicit'], env, cwd: repo, stderr: 'ignore' }));
  const tally: Tally = { prompts: 0, refused: 0, ran: 0, committed: false, lines: [] };
  try {
    for (const [tool, args] of TASK) {
      const before = prompts;
      const result = (await client.callTool({ name: tool, arguments: args })) as { isError?: boolean; content?: Array<{ text?: string }> };
      const text = (result.content ?? []).map((part) => part.text ?? '').join(' ');
      const refused = result.isError === true && /was not run|Nothing was run|is denied|needs approval/.test(text);
      if (refused) tally.refused += 1;
      else tally.ran += 1;
      tally.lines.push(`  ${tool} ${JSON.stringify(args)}: ${refused ? 'refused' : result.isError ? 'ran, failed' : 'ran'}${prompts > before ? ', asked' : ''}`);
    }
  } finally {
    tally.prompts = prompts;
    await client.close();
  }
  tally.committed = git('log', '-1', '--format=%s') === 'finish the TODOs\n';
  rmSync(home, { recursive: true, force: true });
  return tally;
}

/** A worktree of `ref` beside this checkout, sharing its node_modules; removed afterwards. */
function worktreeOf(ref: string): { bin: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'svc-before-'));
  rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['-C', REPO_ROOT, 'worktree', 'add', '--detach', dir, ref], { stdio: 'ignore' });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
  return {
    bin: join(dir, 'bin', 'svc.js'),
    remove: () => {
      spawnSync('git', ['-C', REPO_ROOT, 'worktree', 'remove', '--force', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const missing = [...PROGRAMS, 'bwrap'].filter((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0);
if (missing.length > 0) {
  console.log(`everyday-task: skipped, not installed: ${missing.join(', ')}`);
  process.exit(0);
}
const before = worktreeOf(BEFORE);
try {
  const baseline = existsSync(before.bin) ? await runTask(before.bin, 'before') : undefined;
  const now = await runTask(join(REPO_ROOT, 'bin', 'svc.js'), 'now');
  const report = (label: string, tally: Tally) =>
    console.log(`${label}: ${TASK.length} calls, ${tally.prompts} approval prompts, ${tally.refused} refused, ${tally.ran} ran; task committed: ${tally.committed ? 'yes' : 'no'}\n${tally.lines.join('\n')}`);
  if (baseline) report(`before (${BEFORE})`, baseline);
  report('now', now);
  if (baseline) console.log(`prompts: ${baseline.prompts} -> ${now.prompts}; refused: ${baseline.refused} -> ${now.refused}; ratio of prompts now/before: ${baseline.prompts ? (now.prompts / baseline.prompts).toFixed(2) : 'n/a'}`);
} finally {
  before.remove();
}
