/**
 * Issue 31: useful inside the boundary. A coding agent's everyday work on a repository with local
 * edits, through the DEFAULT generated ACL after a plain `svc scan`, a default `svc serve --root
 * REPO --approval elicit` over MCP stdio (sandbox auto, bubblewrap), and a client that approves
 * everything and counts what it was asked:
 * - everyday reads run without a prompt and print exactly what the same command run directly prints;
 * - each ordinary edit asks once, says what becomes writable, and writes only inside the root;
 * - a program that writes without svc knowing it runs read-only and gets guidance naming the way;
 * - a module that reaches another host asks, and only an approved call reaches the loopback listener.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, realpath, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectV1, type TestClient } from '../serve/helpers.js';
import { SVC_BIN } from '../support/paths.js';
import { seedScanCache } from '../support/scan-cache.js';
import { writeDevshow } from '../support/devshow.js';

const READ_PROGRAMS = ['git', 'ls', 'cat', 'head', 'tail', 'wc', 'grep', 'rg', 'tree', 'file', 'sed', 'jq', 'sort', 'uniq', 'cut', 'du', 'stat'];
const WRITE_PROGRAMS = ['touch', 'mkdir', 'cp', 'mv'];
const PROGRAMS = [...READ_PROGRAMS, ...WRITE_PROGRAMS, 'curl'];
const which = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
const missing = [...PROGRAMS, 'bwrap'].filter((name) => !which(name));
if (missing.length > 0) console.warn(`profiles: skipping, not installed: ${missing.join(', ')}`);

let home: string;
let repo: string;
let outside: string;
let bin: string;
let env: Record<string, string>;
let client: TestClient;
let listener: Server;
let port = 0;
let connections = 0;

/** The environment a direct run gets: what svc gives every program (no pager, no colour, no prompt). */
function directEnv(): Record<string, string> {
  return { PATH: env.PATH!, HOME: home, LANG: 'C.UTF-8', TERM: 'dumb', NO_COLOR: '1', PAGER: 'cat', GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
}

function direct(argv: string[]): string {
  // stdin closed, as svc runs programs (rg searches a piped stdin instead of the directory).
  const result = spawnSync(argv[0]!, argv.slice(1), { cwd: repo, env: directEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return result.stdout;
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repo, env: { ...directEnv(), GIT_CONFIG_NOSYSTEM: '1' }, encoding: 'utf8' });
}

/** The program's own output from a result (svc's facts part aside). */
function outputOf(result: Record<string, any>): string {
  const parts = (result.content ?? []) as Array<{ type: string; text?: string }>;
  return parts[0]?.text ?? '';
}

function textOf(result: Record<string, any>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((part) => part.text ?? '').join('\n');
}

beforeAll(async () => {
  if (missing.length > 0) return;
  home = await realpath(await mkdtemp(join(tmpdir(), 'svc-profiles-')));
  repo = join(home, 'repo');
  outside = join(home, 'outside');
  bin = join(home, 'bin');
  await mkdir(join(repo, 'src'), { recursive: true });
  await mkdir(outside);
  await mkdir(bin);
  // A program no table knows, which writes a note in its working directory.
  await writeFile(join(bin, 'notewriter'), '#!/bin/sh\ncase "$1" in --help) printf "Usage: notewriter [OPTION]... [NAME]\\nWrite a note file.\\n\\n  -v, --verbose  say more\\n"; exit 0;; esac\necho note > "${1:-note.txt}"\n');
  await chmod(join(bin, 'notewriter'), 0o755);
  await writeDevshow(bin);
  env = { PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`, HOME: home, SVC_LOG_LEVEL: 'error', LANG: 'C.UTF-8' };
  await writeFile(join(home, '.gitconfig'), '[user]\n\tname = Profile Tester\n\temail = p@example.com\n[init]\n\tdefaultBranch = main\n');
  git('init', '-q');
  await writeFile(join(repo, 'README.md'), '# project\nline two\nline three\nline four\n');
  await writeFile(join(repo, 'src', 'a.ts'), 'export const a = 1; // needle\nexport const b = 2;\n');
  await writeFile(join(repo, 'src', 'b.ts'), 'import { a } from "./a";\nconsole.log(a);\n');
  await writeFile(join(repo, 'notes.txt'), 'gamma\nalpha needle\nbeta\nalpha needle\n');
  await writeFile(join(repo, 'data.json'), '{"name": "svc", "tags": ["a", "b"]}\n');
  await writeFile(join(repo, 'data.csv'), 'id,name\n1,one\n2,two\n');
  git('add', '.');
  git('commit', '-qm', 'first');
  git('remote', 'add', 'origin', 'https://example.invalid/repo.git');
  // Local edits: a modified file and an untracked one.
  await writeFile(join(repo, 'README.md'), '# project\nline two changed\nline three\nline four\n');
  await writeFile(join(repo, 'untracked.txt'), 'new file\n');
  await writeFile(join(repo, 'sorted.txt'), 'a\na\nb\nc\nc\nc\n');
  writeFileSync(join(outside, 'sentinel.txt'), 'outside\n');
  await seedScanCache(join(home, '.svc', 'cache'), PROGRAMS, 2);
  execFileSync(process.execPath, [SVC_BIN, 'scan', ...PROGRAMS, 'notewriter', 'devshow', '--depth', '2', '--format', 'json'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  listener = createServer((socket) => {
    connections += 1;
    socket.once('data', () => socket.end('HTTP/1.0 200 OK\r\nContent-Length: 6\r\n\r\nhello\n'));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
  client = await connectV1({ kind: 'stdio', env, args: ['--root', repo, '--approval', 'elicit'], cwd: repo }, { elicit: 'approve' });
}, 300_000);

afterAll(async () => {
  await client?.close();
  listener?.close();
});

/** Everyday reads: the tool call and the command a person would type for it. */
const READS: Array<[string, Record<string, unknown>, string[]]> = [
  ['git_status', {}, ['git', 'status']],
  ['git_status', { short: true }, ['git', 'status', '--short']],
  ['git_status', { short: true, branch: true }, ['git', 'status', '--short', '--branch']],
  ['git_log', { max_count: 3, oneline: true }, ['git', 'log', '--max-count=3', '--oneline']],
  ['git_log', { all: true, oneline: true }, ['git', 'log', '--all', '--oneline']],
  ['git_log', { all: true, graph: true, oneline: true }, ['git', 'log', '--all', '--graph', '--oneline']],
  ['git_log', { p: true, max_count: 1 }, ['git', 'log', '-p', '--max-count=1']],
  ['git_diff', {}, ['git', 'diff']],
  ['git_diff', { name_only: true }, ['git', 'diff', '--name-only']],
  ['git_diff', { cached: true }, ['git', 'diff', '--cached']],
  ['git_show', {}, ['git', 'show']],
  ['git_branch', {}, ['git', 'branch']],
  ['git_branch', { all: true }, ['git', 'branch', '--all']],
  ['git_remote', { verbose: true }, ['git', 'remote', '--verbose']],
  ['git_blame', { file: 'README.md' }, ['git', 'blame', 'README.md']],
  ['git_ls-files', {}, ['git', 'ls-files']],
  ['git_ls-files', { modified: true }, ['git', 'ls-files', '--modified']],
  ['git_ls-files', { others: true }, ['git', 'ls-files', '--others']],
  ['git_grep', { pattern: 'needle' }, ['git', 'grep', 'needle']],
  ['ls', {}, ['ls']],
  ['ls', { all: true }, ['ls', '--all']],
  // In a subdirectory: the root's own parent (`..` of the root) is the sandbox's directory, not the host's.
  ['ls', { l: true, all: true, file: ['src'] }, ['ls', '-l', '--all', 'src']],
  ['ls', { recursive: true }, ['ls', '--recursive']],
  ['ls', { file: ['src'] }, ['ls', 'src']],
  ['cat', { file: ['README.md'] }, ['cat', 'README.md']],
  ['head', { lines: '2', file: ['README.md'] }, ['head', '--lines=2', 'README.md']],
  ['tail', { lines: '1', file: ['notes.txt'] }, ['tail', '--lines=1', 'notes.txt']],
  ['wc', { lines: true, file: ['src/a.ts', 'src/b.ts'] }, ['wc', '--lines', 'src/a.ts', 'src/b.ts']],
  ['grep', { line_number: true, patterns: 'needle', file: ['notes.txt'] }, ['grep', '--line-number', 'needle', 'notes.txt']],
  ['grep', { recursive: true, line_number: true, patterns: 'needle', file: ['src'] }, ['grep', '--recursive', '--line-number', 'needle', 'src']],
  ['grep', { recursive: true, files_with_matches: true, patterns: 'needle', file: ['.'] }, ['grep', '--recursive', '--files-with-matches', 'needle', '.']],
  ['rg', { pattern: 'needle' }, ['rg', 'needle']],
  ['rg', { pattern: 'needle', count: true }, ['rg', '--count', 'needle']],
  ['tree', {}, ['tree']],
  ['tree', { L: '1' }, ['tree', '-L', '1']],
  ['tree', { a: true, d: true }, ['tree', '-a', '-d']],
  ['file', { file: ['README.md', 'data.json'] }, ['file', 'README.md', 'data.json']],
  ['sed', { quiet: true, expression: '2,3p', input_file: ['README.md'] }, ['sed', '--quiet', '--expression=2,3p', 'README.md']],
  ['jq', { jq_filter: '.name', file: ['data.json'] }, ['jq', '.name', 'data.json']],
  ['sort', { file: ['notes.txt'] }, ['sort', 'notes.txt']],
  ['sort', { reverse: true, file: ['notes.txt'] }, ['sort', '--reverse', 'notes.txt']],
  ['uniq', { count: true, input: 'sorted.txt' }, ['uniq', '--count', 'sorted.txt']],
  ['cut', { delimiter: ',', fields: '2', file: ['data.csv'] }, ['cut', '--delimiter=,', '--fields=2', 'data.csv']],
  ['du', { summarize: true, file: ['src'] }, ['du', '--summarize', 'src']],
  ['du', { all: true, file: ['src'] }, ['du', '--all', 'src']],
  ['stat', { format: '%s %n', file: ['README.md'] }, ['stat', '--format=%s %n', 'README.md']],
];

// rg searches files on several threads, so the order of files in its output differs between
// two direct runs too; its lines are compared as a multiset.
const UNORDERED_OUTPUT = new Set(['rg']);
const sortedLines = (text: string): string => text.split('\n').sort().join('\n');
// git blame stamps an uncommitted line with the clock of the run, so a direct run and svc's run
// a second apart differ there; that stamp is masked, the rest is compared byte for byte.
const UNCOMMITTED_STAMP = /(Not Committed Yet) \d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}/g;
const comparable = (tool: string, text: string): string => {
  const stamped = tool === 'git_blame' ? text.replace(UNCOMMITTED_STAMP, '$1 <now>') : text;
  return UNORDERED_OUTPUT.has(tool) ? sortedLines(stamped) : stamped;
};

describe.skipIf(missing.length > 0)('useful inside the boundary: the default ACL and a default svc serve --root', () => {
  it('everyday reads run without a prompt and print what a direct run prints', async () => {
    const failures: string[] = [];
    let clean = 0;
    for (const [tool, args, argv] of READS) {
      const before = client.asked.length;
      const result = await client.callTool(tool, args);
      const asked = client.asked.length - before;
      const expected = direct(argv);
      const got = outputOf(result);
      const same = comparable(tool, got) === comparable(tool, expected);
      if (result.isError || asked > 0 || !same) {
        failures.push(`${argv.join(' ')}: ${asked > 0 ? 'asked; ' : ''}${result.isError ? `error: ${textOf(result).slice(0, 300)}` : `output differs:\n--- direct\n${expected.slice(0, 300)}\n--- svc\n${got.slice(0, 300)}`}`);
      } else clean += 1;
    }
    console.log(`[profiles] everyday reads: ${clean} of ${READS.length} ran without a prompt with the direct run's output (${((100 * clean) / READS.length).toFixed(1)}%)`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 240_000);

  /** Ordinary edits: each asks once, shows the root writable, and changes only the root. */
  const EDITS: Array<{ name: string; tool: string; args: Record<string, unknown>; check: () => void }> = [
    { name: 'touch a new file', tool: 'touch', args: { file: ['touched.txt'] }, check: () => expect(existsSync(join(repo, 'touched.txt'))).toBe(true) },
    { name: 'mkdir -p', tool: 'mkdir', args: { parents: true, directory: ['deep/er'] }, check: () => expect(existsSync(join(repo, 'deep', 'er'))).toBe(true) },
    { name: 'cp', tool: 'cp', args: { source: 'README.md', dest: 'README.copy.md' }, check: () => expect(readFileSync(join(repo, 'README.copy.md'), 'utf8')).toContain('line two changed') },
    { name: 'mv', tool: 'mv', args: { source: 'touched.txt', dest: 'moved.txt' }, check: () => expect([existsSync(join(repo, 'touched.txt')), existsSync(join(repo, 'moved.txt'))]).toEqual([false, true]) },
    { name: 'sed -i', tool: 'sed', args: { in_place: '', expression: 's/gamma/GAMMA/', input_file: ['notes.txt'] }, check: () => expect(readFileSync(join(repo, 'notes.txt'), 'utf8').startsWith('GAMMA\n')).toBe(true) },
    { name: 'git add', tool: 'git_add', args: { pathspec: ['README.md', 'notes.txt'] }, check: () => expect(git('diff', '--cached', '--name-only')).toBe('README.md\nnotes.txt\n') },
    { name: 'git commit -m', tool: 'git_commit', args: { message: 'edit two files' }, check: () => expect(git('log', '-1', '--format=%s')).toBe('edit two files\n') },
    { name: 'git checkout -b', tool: 'git_checkout', args: { b: 'feature', branch: 'HEAD' }, check: () => expect(git('branch', '--show-current')).toBe('feature\n') },
    { name: 'git stash', tool: 'git_stash', args: {}, check: () => expect(git('stash', 'list')).toContain('stash@{0}') },
  ];

  for (const edit of EDITS) {
    it(`an ordinary edit asks once and writes only inside the root: ${edit.name}`, async () => {
      if (edit.tool === 'git_stash') await writeFile(join(repo, 'README.md'), '# project\nstashed change\n');
      const before = client.asked.length;
      const result = await client.callTool(edit.tool, edit.args);
      expect(result.isError, textOf(result)).toBeFalsy();
      expect(client.asked.length - before).toBe(1);
      expect(client.asked.at(-1)).toContain(`If approved, it runs once with ${repo} writable and no network.`);
      edit.check();
      expect(readFileSync(join(outside, 'sentinel.txt'), 'utf8')).toBe('outside\n');
    }, 60_000);
  }

  it('writes: allow lets a module write inside the root without asking, also calls that would ask nothing; writes: deny refuses it with the reason', async () => {
    const config = join(home, 'writes-allow.yaml');
    await writeFile(config, 'writes:\n  default: ask\n  modules: {"cli.touch": allow, "cli.mkdir": deny, "cli.notewriter": allow, "cli.devshow.*": allow}\n');
    const operator = await connectV1({ kind: 'stdio', env: { ...env, SVC_CONFIG: config }, args: ['--root', repo, '--approval', 'elicit'], cwd: repo }, { elicit: 'decline' });
    try {
      const touched = await operator.callTool('touch', { file: ['allowed.txt'] });
      expect(touched.isError, textOf(touched)).toBeFalsy();
      expect(existsSync(join(repo, 'allowed.txt'))).toBe(true);
      const denied = await operator.callTool('mkdir', { directory: ['denied'] });
      expect(denied.isError).toBe(true);
      expect(textOf(denied)).toContain('would write inside the roots, and the operator denies writes for cli.mkdir (writes: deny in config.yaml). Nothing was run.');
      expect(existsSync(join(repo, 'denied'))).toBe(false);
      // Calls that would ask nothing run with the roots writable too: a program no table knows, and a
      // read-only command whose operand is really an output. Still only inside the roots.
      const note = await operator.callTool('notewriter', { name: 'allowed-note.txt' });
      expect(note.isError, textOf(note)).toBeFalsy();
      expect(readFileSync(join(repo, 'allowed-note.txt'), 'utf8')).toBe('note\n');
      const shown = await operator.callTool('devshow_show', { device: 'shown.txt' });
      expect(shown.isError, textOf(shown)).toBeFalsy();
      expect(readFileSync(join(repo, 'shown.txt'), 'utf8')).toBe('shown\n');
      const escape = await operator.callTool('notewriter', { name: join(outside, 'escaped.txt') });
      expect(escape.isError).toBe(true);
      expect(existsSync(join(outside, 'escaped.txt'))).toBe(false);
      expect(readFileSync(join(outside, 'sentinel.txt'), 'utf8')).toBe('outside\n');
      expect(operator.asked).toEqual([]);
    } finally {
      await operator.close();
    }
  }, 60_000);

  it('a program no table knows runs read-only; its write fails with guidance naming the way to allow it', async () => {
    const before = client.asked.length;
    const result = await client.callTool('notewriter', {});
    expect(client.asked.length - before).toBe(0);
    expect(result.isError).toBe(true);
    expect(existsSync(join(repo, 'note.txt'))).toBe(false);
    expect(textOf(result)).toContain("The sandbox refused a write: this call ran in the read-only profile (roots read-only, only a private /tmp writable and dropped afterwards). Do not retry the same call; a write in the roots runs once approved: svc asks for tools that write (the ACL's generated writes rule) and for calls that set a write parameter, and the operator can let a tool write without asking (writes: allow in config.yaml) or put it behind approval in the ACL (conditions: {require_approval: true}).");
  }, 60_000);

  it('an operand of a read-only command that writes only by default asks nothing, and the kernel still refuses the write', async () => {
    const before = client.asked.length;
    const result = await client.callTool('devshow_show', { device: 'all' });
    expect(client.asked.length - before).toBe(0);
    expect(result.isError).toBe(true);
    expect(existsSync(join(repo, 'all'))).toBe(false);
    expect(textOf(result)).toContain('devshow show all exited with code 2');
    expect(textOf(result)).toContain('cannot create all: Read-only file system');
    expect(textOf(result)).toContain('The sandbox refused a write: this call ran in the read-only profile');
  }, 60_000);

  it('a module that reaches other hosts asks, says the network opens, and only then reaches the listener', async () => {
    const declining = await connectV1({ kind: 'stdio', env, args: ['--root', repo, '--approval', 'elicit'], cwd: repo }, { elicit: 'decline' });
    try {
      const refused = await declining.callTool('curl', { url: `http://127.0.0.1:${port}/` });
      expect(refused.isError, textOf(refused)).toBe(true);
      expect(declining.asked).toHaveLength(1);
      expect(declining.asked[0]).toContain("and the host's network.");
      expect(connections).toBe(0);
    } finally {
      await declining.close();
    }
    const before = client.asked.length;
    const approved = await client.callTool('curl', { url: `http://127.0.0.1:${port}/` });
    expect(client.asked.length - before).toBe(1);
    expect(outputOf(approved)).toBe('hello\n');
    expect(connections).toBe(1);
  }, 60_000);
});
