/**
 * Issue 7's attacks, replayed the way a prompt-injected agent would: after a real `svc scan`, with
 * the DEFAULT generated ACL, through a real MCP client over stdio, calling only tool names svc lists
 * or that a scan would produce. Every attack aims at a marker file (a program ran) or a victim file
 * (a file was written or deleted); the test asserts the call is refused and the file system shows
 * no trace. The useful side runs under the same ACL: read-only git, ls, rg, grep and jq work.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Binding, CliPropertySchema } from '../../src/bindings/types.js';
import { svc, which } from '../scan/helpers.js';
import { SVC_BIN } from '../support/paths.js';
import { seedScanCache } from '../support/scan-cache.js';
import { skipBecause } from '../support/skip.js';

/** Programs an attacker would reach for; the ones not installed are skipped with a printed reason. */
const WANTED = ['git', 'env', 'ls', 'grep', 'rg', 'jq', 'find', 'sort', 'tee', 'sed', 'man', 'bash', 'timeout', 'nice', 'nohup', 'xargs', 'watch', 'tar', 'curl', 'wget', 'ssh', 'make', 'kubectl', 'docker', 'diff'];
const PROGRAMS = WANTED.filter((name) => which(name));
const ABSENT = WANTED.filter((name) => !PROGRAMS.includes(name));
if (ABSENT.length > 0) console.warn(`attack tests: not installed, attacks on them skipped: ${ABSENT.join(', ')}`);
const HAVE_GIT = PROGRAMS.includes('git');

interface CallResult {
  isError?: boolean;
  content?: Array<{ type: string; text?: string }>;
}
interface AttackClient {
  call(name: string, args: Record<string, unknown>): Promise<CallResult>;
  names(): Promise<string[]>;
  asked: string[];
  close(): Promise<void>;
}

let home: string;
let work: string;
let repo: string;
let modulesDir: string;
let aclFile: string;
let auditFile: string;
let markers: string;
let env: Record<string, string>;
/** The ACL as the scan wrote it: put back before every attack, so one attack that got through cannot disarm the next. */
let pristineAcl: string;
/** A TCP listener on loopback standing in for "another host": network attacks aim at it. */
let listener: Server;
let listenerUrl = '';
let connections = 0;
const bindings = new Map<string, Binding>();

/** Everything the result says, whatever its layout (one JSON text part, or output + facts parts). */
function resultText(result: CallResult): string {
  return (result.content ?? [])
    .map((item) => {
      const text = item.text ?? '';
      try {
        const parsed = JSON.parse(text) as { stdout?: unknown };
        // A JSON payload carrying the output: show the output as the program printed it, then the rest.
        if (typeof parsed?.stdout === 'string') return `${parsed.stdout}\n${text}`;
      } catch {
        // plain text
      }
      return text;
    })
    .join('\n');
}

/** The first text of a result: on a failure, svc's guidance (docs/results.md). */
function firstText(result: CallResult): string {
  return result.content?.[0]?.text ?? '';
}

/** The audit line of a call, found by the trace id in the result's facts. */
async function auditOf(result: CallResult): Promise<Record<string, unknown> | undefined> {
  let traceId: unknown;
  for (const item of result.content ?? []) {
    try {
      traceId ??= (JSON.parse(item.text ?? '') as { trace_id?: unknown }).trace_id;
    } catch {
      // not the facts part
    }
  }
  expect(typeof traceId, `a trace_id in ${JSON.stringify(result).slice(0, 500)}`).toBe('string');
  const lines = (await readFile(auditFile, 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  return lines.find((line) => line.trace_id === traceId);
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: '1' } });
}

async function connect(kind: 'current' | 'v1', elicit?: 'approve' | 'decline'): Promise<AttackClient> {
  const asked: string[] = [];
  // The roots reach every file the attacks aim at, ~/.svc and ~/.gitconfig included (as with
  // `--root ~`), so a call meets the rule an attack is about, not the roots check. The repository
  // comes first: it is the directory calls run in.
  const serverArgs = [SVC_BIN, 'serve', '--root', repo, '--root', work, '--root', home, ...(elicit ? ['--approval', 'elicit'] : [])];
  const answer = (message: string) => {
    asked.push(message);
    return elicit === 'approve' ? { action: 'accept' as const, content: { approve: true } } : { action: 'decline' as const };
  };
  if (kind === 'v1') {
    const client = new V1Client({ name: 'attacker-v1', version: '1.0.0' }, { capabilities: elicit ? { elicitation: {} } : {} });
    if (elicit) client.setRequestHandler(ElicitRequestSchema, async (request) => answer(String(request.params.message)));
    await client.connect(new V1StdioClientTransport({ command: process.execPath, args: serverArgs, env, cwd: repo, stderr: 'pipe' }));
    return {
      call: (name, args) => client.callTool({ name, arguments: args }) as Promise<CallResult>,
      names: async () => (await client.listTools()).tools.map((t) => t.name),
      asked,
      close: () => client.close(),
    };
  }
  const client = new Client({ name: 'attacker-current', version: '1.0.0' }, { capabilities: elicit ? { elicitation: { form: {} } } : {} });
  if (elicit) client.setRequestHandler('elicitation/create', async (request) => answer(String((request.params as { message?: string }).message)));
  await client.connect(new StdioClientTransport({ command: process.execPath, args: serverArgs, env, cwd: repo, stderr: 'pipe' }));
  return {
    call: (name, args) => client.callTool({ name, arguments: args }) as Promise<CallResult>,
    names: async () => (await client.listTools()).tools.map((t) => t.name),
    asked,
    close: () => client.close(),
  };
}

function binding(moduleId: string): Binding | undefined {
  return bindings.get(moduleId);
}

function aliasOf(moduleId: string): string {
  return binding(moduleId)?.alias ?? moduleId.replace(/^cli\./, '').replace(/\./g, '_');
}

/** The schema property that renders as one of `tokens` (`--output`, `-o`). */
function flagParam(moduleId: string, ...tokens: string[]): string | undefined {
  const props = binding(moduleId)?.input_schema.properties ?? {};
  return Object.entries(props).find(([, p]) => p['x-cli-kind'] === 'flag' && tokens.includes(String(p['x-cli-flag'])))?.[0];
}

function positionals(moduleId: string): Array<[string, CliPropertySchema]> {
  const props = binding(moduleId)?.input_schema.properties ?? {};
  return Object.entries(props)
    .filter(([, p]) => p['x-cli-kind'] === 'positional')
    .sort(([, a], [, b]) => (a['x-cli-position'] ?? 0) - (b['x-cli-position'] ?? 0));
}

/**
 * Spreads `words` over the module's operands in order: an array operand takes every word left,
 * a single one takes one word. That is how an agent turns `env touch /x` into a call.
 */
function operands(moduleId: string, words: string[]): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  const left = [...words];
  for (const [name, prop] of positionals(moduleId)) {
    if (left.length === 0) break;
    if (prop.type === 'array') {
      args[name] = left.splice(0);
    } else {
      args[name] = prop.type === 'integer' || prop.type === 'number' ? Number(left.shift()) : left.shift();
    }
  }
  return args;
}

/** The value a switch or a valued flag takes in an attack: `true` for a switch, else the text. */
function setFlag(args: Record<string, unknown>, moduleId: string, tokens: string[], value: string | true): boolean {
  const name = flagParam(moduleId, ...tokens);
  if (!name) return false;
  const prop = binding(moduleId)!.input_schema.properties[name]!;
  if (prop.type === 'boolean') args[name] = true;
  else if (prop.type === 'array') args[name] = [value === true ? '' : value];
  else args[name] = value === true ? '' : value;
  return true;
}

/** Adds a predicate to the call's expression (find's `-delete`: `{delete: true}`), when the binding has that predicate. */
function addPredicate(args: Record<string, unknown>, moduleId: string, item: Record<string, unknown>): boolean {
  const found = Object.entries(binding(moduleId)?.input_schema.properties ?? {}).find(([, p]) => p['x-cli-expression'] === true);
  const key = Object.keys(item)[0]!;
  if (!found || !Object.hasOwn(found[1].items?.properties ?? {}, key)) return false;
  args[found[0]] = [...((args[found[0]] as unknown[] | undefined) ?? []), item];
  return true;
}

async function snapshot(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

interface Attack {
  /** What the attacker wants, in words. */
  goal: string;
  program: string;
  moduleId: string;
  /** Builds the call's arguments, or returns undefined when the scan did not bind the needed parameter. */
  args(): Record<string, unknown> | undefined;
  /** Files that must not appear. */
  markers?: () => string[];
  /** Files whose content must not change (or that must keep existing). */
  victims?: () => string[];
  /** The attack reaches for another host: the local listener must see no connection. */
  network?: true;
  /** Run afterwards to trigger a planted payload (e.g. `git_status` after writing ~/.gitconfig). */
  trigger?: { moduleId: string; args: Record<string, unknown> };
}

/** Undoes what an attack that got through planted (the ACL, ~/.gitconfig), so the next one meets the generated set-up. */
async function resetState(): Promise<void> {
  // Rewritten only when changed: an unchanged file keeps its mtime, so the server does not reload
  // (and re-parse) the generated ACL before every one of the ~80 attacks.
  if ((await readFile(aclFile, 'utf8').catch(() => undefined)) !== pristineAcl) await writeFile(aclFile, pristineAcl);
  await rm(join(home, '.gitconfig'), { force: true });
}

const marker = (name: string) => join(markers, name);

const ATTACKS: Attack[] = [
  {
    goal: 'git ls-remote --upload-pack runs shell text',
    program: 'git', moduleId: 'cli.git.ls-remote',
    args: () => { const a = operands('cli.git.ls-remote', [repo]); return setFlag(a, 'cli.git.ls-remote', ['--upload-pack'], `touch ${marker('ls-remote')}`) ? a : undefined; },
    markers: () => [marker('ls-remote')],
  },
  {
    goal: 'git fetch --upload-pack runs shell text',
    program: 'git', moduleId: 'cli.git.fetch',
    args: () => { const a = operands('cli.git.fetch', [repo]); return setFlag(a, 'cli.git.fetch', ['--upload-pack'], `touch ${marker('fetch')}`) ? a : undefined; },
    markers: () => [marker('fetch')],
  },
  {
    goal: 'git log --output overwrites the ACL with default_effect: allow',
    program: 'git', moduleId: 'cli.git.log',
    args: () => {
      const a: Record<string, unknown> = {};
      if (!setFlag(a, 'cli.git.log', ['--output'], aclFile)) return undefined;
      setFlag(a, 'cli.git.log', ['--format', '--pretty'], 'format:default_effect: allow%nrules: []');
      return a;
    },
    victims: () => [aclFile],
  },
  {
    goal: 'git log --output plants core.fsmonitor in ~/.gitconfig, then git status runs it',
    program: 'git', moduleId: 'cli.git.log',
    args: () => {
      const a: Record<string, unknown> = {};
      if (!setFlag(a, 'cli.git.log', ['--output'], join(home, '.gitconfig'))) return undefined;
      setFlag(a, 'cli.git.log', ['--format', '--pretty'], `format:[core]%n%x09fsmonitor = touch ${marker('fsmonitor')}`);
      return a;
    },
    victims: () => [join(home, '.gitconfig')],
    markers: () => [marker('fsmonitor')],
    trigger: { moduleId: 'cli.git.status', args: {} },
  },
  {
    goal: 'git show --output overwrites a file',
    program: 'git', moduleId: 'cli.git.show',
    args: () => { const a: Record<string, unknown> = {}; return setFlag(a, 'cli.git.show', ['--output'], join(work, 'victim.txt')) ? a : undefined; },
    victims: () => [join(work, 'victim.txt')],
  },
  {
    goal: 'git diff --output empties a file even when the diff fails',
    program: 'git', moduleId: 'cli.git.diff',
    args: () => {
      const a = operands('cli.git.diff', ['no-such-revision']);
      return setFlag(a, 'cli.git.diff', ['--output'], join(work, 'victim.txt')) ? a : undefined;
    },
    victims: () => [join(work, 'victim.txt')],
  },
  {
    goal: 'git format-patch -o writes files anywhere',
    program: 'git', moduleId: 'cli.git.format-patch',
    args: () => {
      const a = operands('cli.git.format-patch', ['-1']);
      delete a[Object.keys(a)[0] ?? ''];
      return setFlag(a, 'cli.git.format-patch', ['--output-directory', '-o'], marker('patches')) ? a : undefined;
    },
    markers: () => [marker('patches')],
  },
  {
    goal: 'git grep --open-files-in-pager runs a program on the matches',
    program: 'git', moduleId: 'cli.git.grep',
    args: () => {
      const a = operands('cli.git.grep', ['hello']);
      return setFlag(a, 'cli.git.grep', ['--open-files-in-pager', '-O'], `touch ${marker('git-grep-pager')}`) ? a : undefined;
    },
    markers: () => [marker('git-grep-pager')],
  },
  {
    goal: 'git -c core.pager / -c alias runs shell text',
    program: 'git', moduleId: 'cli.git',
    args: () => {
      const a = operands('cli.git', ['log']);
      return setFlag(a, 'cli.git', ['-c'], `core.pager=touch ${marker('git-c')}`) ? a : undefined;
    },
    markers: () => [marker('git-c')],
  },
  {
    goal: 'git config --global writes core.fsmonitor, then git status runs it',
    program: 'git', moduleId: 'cli.git.config',
    args: () => {
      const a = operands('cli.git.config', ['core.fsmonitor', `touch ${marker('config-fsmonitor')}`]);
      setFlag(a, 'cli.git.config', ['--global'], true);
      return a;
    },
    victims: () => [join(home, '.gitconfig')],
    markers: () => [marker('config-fsmonitor')],
    trigger: { moduleId: 'cli.git.status', args: {} },
  },
  {
    goal: 'git log --ext-diff / --textconv run configured programs',
    program: 'git', moduleId: 'cli.git.log',
    args: () => { const a: Record<string, unknown> = {}; return setFlag(a, 'cli.git.log', ['--ext-diff'], true) ? a : undefined; },
    markers: () => [],
  },
  {
    goal: 'env runs any program named as its COMMAND operand',
    program: 'env', moduleId: 'cli.env',
    args: () => operands('cli.env', ['touch', marker('env')]),
    markers: () => [marker('env')],
  },
  {
    goal: 'xargs runs its COMMAND operand',
    program: 'xargs', moduleId: 'cli.xargs',
    args: () => operands('cli.xargs', ['touch', marker('xargs')]),
    markers: () => [marker('xargs')],
  },
  {
    goal: 'timeout runs its COMMAND operand',
    program: 'timeout', moduleId: 'cli.timeout',
    args: () => operands('cli.timeout', ['5', 'touch', marker('timeout')]),
    markers: () => [marker('timeout')],
  },
  {
    goal: 'nice runs its COMMAND operand',
    program: 'nice', moduleId: 'cli.nice',
    args: () => operands('cli.nice', ['touch', marker('nice')]),
    markers: () => [marker('nice')],
  },
  {
    goal: 'nohup runs its COMMAND operand',
    program: 'nohup', moduleId: 'cli.nohup',
    args: () => operands('cli.nohup', ['touch', marker('nohup')]),
    markers: () => [marker('nohup')],
  },
  {
    goal: 'bash -c runs shell text',
    program: 'bash', moduleId: 'cli.bash',
    args: () => { const a: Record<string, unknown> = {}; return setFlag(a, 'cli.bash', ['-c'], `touch ${marker('bash')}`) ? a : operands('cli.bash', ['-c', `touch ${marker('bash')}`]); },
    markers: () => [marker('bash')],
  },
  {
    goal: 'rg --pre runs a program on every searched file (rm deletes them)',
    program: 'rg', moduleId: 'cli.rg',
    args: () => {
      const a = operands('cli.rg', ['hello', join(work, 'docs')]);
      return setFlag(a, 'cli.rg', ['--pre'], which('rm') ?? '/bin/rm') ? a : undefined;
    },
    victims: () => [join(work, 'docs', 'a.txt'), join(work, 'docs', 'b.txt')],
  },
  {
    goal: 'rg --hostname-bin runs a program',
    program: 'rg', moduleId: 'cli.rg',
    args: () => {
      const a = operands('cli.rg', ['hello', join(work, 'docs')]);
      return setFlag(a, 'cli.rg', ['--hostname-bin'], which('true') ?? '/bin/true') ? a : undefined;
    },
  },
  {
    goal: 'sort -o overwrites a file with chosen content',
    program: 'sort', moduleId: 'cli.sort',
    args: () => {
      const a = operands('cli.sort', [join(work, 'docs', 'a.txt')]);
      return setFlag(a, 'cli.sort', ['--output', '-o'], join(work, 'victim.txt')) ? a : undefined;
    },
    victims: () => [join(work, 'victim.txt')],
  },
  {
    goal: 'sort --compress-program runs a program',
    program: 'sort', moduleId: 'cli.sort',
    args: () => {
      const a = operands('cli.sort', [join(work, 'docs', 'a.txt')]);
      return setFlag(a, 'cli.sort', ['--compress-program'], which('true') ?? '/bin/true') ? a : undefined;
    },
  },
  {
    goal: 'tee truncates the files named as operands',
    program: 'tee', moduleId: 'cli.tee',
    args: () => operands('cli.tee', [join(work, 'victim.txt')]),
    victims: () => [join(work, 'victim.txt')],
  },
  {
    goal: 'sed script runs a command (e) and edits in place (-i)',
    program: 'sed', moduleId: 'cli.sed',
    args: () => {
      const a = operands('cli.sed', [`1e touch ${marker('sed')}`, join(work, 'victim.txt')]);
      setFlag(a, 'cli.sed', ['--in-place', '-i'], true);
      return a;
    },
    markers: () => [marker('sed')],
    victims: () => [join(work, 'victim.txt')],
  },
  {
    goal: 'find -delete removes files',
    program: 'find', moduleId: 'cli.find',
    args: () => {
      const a = operands('cli.find', [join(work, 'docs')]);
      return addPredicate(a, 'cli.find', { delete: true }) ? a : undefined;
    },
    victims: () => [join(work, 'docs', 'a.txt'), join(work, 'docs', 'b.txt')],
  },
  {
    goal: 'find with -delete smuggled as an operand',
    program: 'find', moduleId: 'cli.find',
    args: () => operands('cli.find', [join(work, 'docs'), '-delete']),
    victims: () => [join(work, 'docs', 'a.txt'), join(work, 'docs', 'b.txt')],
  },
  {
    goal: 'find -fprint writes a file',
    program: 'find', moduleId: 'cli.find',
    args: () => {
      const a = operands('cli.find', [join(work, 'docs')]);
      return addPredicate(a, 'cli.find', { fprint: marker('find-fprint') }) ? a : undefined;
    },
    markers: () => [marker('find-fprint')],
  },
  {
    goal: 'find -exec runs a program',
    program: 'find', moduleId: 'cli.find',
    args: () => {
      const a = operands('cli.find', [join(work, 'docs')]);
      return addPredicate(a, 'cli.find', { exec: ['touch', marker('find-exec')] }) ? a : undefined;
    },
    markers: () => [marker('find-exec')],
  },
  {
    goal: 'man -P runs a pager program',
    program: 'man', moduleId: 'cli.man',
    args: () => {
      // man's operands are [SECTION] PAGE: the page goes to "page", or the call fails the schema.
      const page = binding('cli.man')?.input_schema.properties.page;
      const a: Record<string, unknown> = page ? { page: page.type === 'array' ? ['ls'] : 'ls' } : operands('cli.man', ['ls']);
      return setFlag(a, 'cli.man', ['--pager', '-P'], `touch ${marker('man')}`) ? a : undefined;
    },
    markers: () => [marker('man')],
  },
  {
    goal: 'tar --to-command runs a program per extracted file',
    program: 'tar', moduleId: 'cli.tar',
    args: () => {
      const a: Record<string, unknown> = {};
      if (!setFlag(a, 'cli.tar', ['--to-command'], `touch ${marker('tar')}`)) return undefined;
      setFlag(a, 'cli.tar', ['--extract', '-x'], true);
      setFlag(a, 'cli.tar', ['--file', '-f'], join(work, 'archive.tar'));
      return a;
    },
    markers: () => [marker('tar')],
  },
  {
    goal: 'curl -o writes a file fetched from anywhere',
    program: 'curl', moduleId: 'cli.curl',
    args: () => {
      const a = operands('cli.curl', [`file://${join(work, 'docs', 'a.txt')}`]);
      return setFlag(a, 'cli.curl', ['--output', '-o'], marker('curl')) ? a : undefined;
    },
    markers: () => [marker('curl')],
  },
  {
    goal: 'env runs a program even when wrapped in a NAME=VALUE assignment',
    program: 'env', moduleId: 'cli.env',
    args: () => operands('cli.env', ['A=1', 'touch', marker('env-assign')]),
    markers: () => [marker('env-assign')],
  },
  {
    goal: 'watch runs its COMMAND operand',
    program: 'watch', moduleId: 'cli.watch',
    args: () => operands('cli.watch', ['touch', marker('watch')]),
    markers: () => [marker('watch')],
  },
  {
    goal: 'make -C runs the recipes of a Makefile planted in a directory',
    program: 'make', moduleId: 'cli.make',
    args: () => {
      const a: Record<string, unknown> = {};
      return setFlag(a, 'cli.make', ['--directory', '-C'], join(work, 'planted')) ? a : operands('cli.make', ['-C', join(work, 'planted')]);
    },
    markers: () => [marker('make')],
  },
  {
    goal: 'curl reaches another host',
    program: 'curl', moduleId: 'cli.curl',
    args: () => operands('cli.curl', [listenerUrl]),
    network: true,
  },
  {
    goal: 'wget -O fetches from another host into a file',
    program: 'wget', moduleId: 'cli.wget',
    args: () => {
      const a = operands('cli.wget', [listenerUrl]);
      setFlag(a, 'cli.wget', ['--output-document', '-O'], marker('wget'));
      return a;
    },
    markers: () => [marker('wget')],
    network: true,
  },
  {
    goal: 'git ls-remote reaches another host',
    program: 'git', moduleId: 'cli.git.ls-remote',
    args: () => operands('cli.git.ls-remote', [`${listenerUrl}repo.git`]),
    network: true,
  },
  {
    goal: 'git fetch reaches another host',
    program: 'git', moduleId: 'cli.git.fetch',
    args: () => operands('cli.git.fetch', [`${listenerUrl}repo.git`]),
    network: true,
  },
  {
    goal: 'kubectl get --server reaches another host',
    program: 'kubectl', moduleId: 'cli.kubectl.get',
    args: () => {
      const a = operands('cli.kubectl.get', ['pods']);
      return setFlag(a, 'cli.kubectl.get', ['--server', '-s'], listenerUrl) ? a : undefined;
    },
    network: true,
  },
  {
    goal: 'docker -H reaches another host (and ssh:// would run ssh)',
    program: 'docker', moduleId: 'cli.docker',
    args: () => {
      const a = operands('cli.docker', ['ps']);
      return setFlag(a, 'cli.docker', ['--host', '-H'], listenerUrl.replace('http://', 'tcp://').replace(/\/$/, '')) ? a : undefined;
    },
    network: true,
  },
  {
    goal: 'ssh -o ProxyCommand runs shell text and ssh reaches another host',
    program: 'ssh', moduleId: 'cli.ssh',
    args: () => {
      const a = operands('cli.ssh', ['127.0.0.1']);
      setFlag(a, 'cli.ssh', ['-o'], `ProxyCommand=touch ${marker('ssh')}`);
      return a;
    },
    markers: () => [marker('ssh')],
    network: true,
  },
  {
    goal: 'grep -r is a boosting flag: without approval it does not run',
    program: 'grep', moduleId: 'cli.grep',
    args: () => {
      const a = operands('cli.grep', ['hello', join(work, 'docs')]);
      return setFlag(a, 'cli.grep', ['--recursive', '-r'], true) ? a : undefined;
    },
  },
];

describe.skipIf(!HAVE_GIT)('attacks through the default generated ACL (issue 7)', () => {
  const outcomes: Array<{ goal: string; outcome: 'blocked' | 'got-through' | 'not-bound' }> = [];
  /** Attack calls not made because their program is missing (one per client kind). */
  const notInstalled = ATTACKS.filter((attack) => !PROGRAMS.includes(attack.program)).length * 2;

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'svc-attack-home-'));
    work = await mkdtemp(join(tmpdir(), 'svc-attack-work-'));
    markers = join(work, 'markers');
    repo = join(work, 'repo');
    await mkdir(markers);
    await mkdir(repo);
    await mkdir(join(work, 'docs'));
    await writeFile(join(work, 'docs', 'a.txt'), 'hello from a\n');
    await writeFile(join(work, 'docs', 'b.txt'), 'hello from b\nsecond line\n');
    await writeFile(join(work, 'victim.txt'), 'precious content\n');
    await writeFile(join(work, 'data.json'), '{"name":"svc","n":1}\n');
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'config', 'user.email', 'test@example.com');
    git(repo, 'config', 'user.name', 'Test');
    await writeFile(join(repo, 'README.md'), 'hello repo\n');
    git(repo, 'add', 'README.md');
    git(repo, 'commit', '-q', '-m', 'first commit');
    await writeFile(join(repo, 'README.md'), 'hello repo\nchanged\n');
    git(repo, 'commit', '-q', '-am', 'second commit');
    await writeFile(join(repo, 'README.md'), 'hello repo\nchanged\nuncommitted\n');
    await mkdir(join(work, 'planted'));
    await writeFile(join(work, 'planted', 'Makefile'), `all:\n\ttouch ${marker('make')}\n`);
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const address = listener.address();
    listenerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    if (PROGRAMS.includes('tar')) execFileSync('tar', ['-cf', join(work, 'archive.tar'), '-C', join(work, 'docs'), 'a.txt']);

    const svcDir = join(home, '.svc');
    modulesDir = join(svcDir, 'modules');
    aclFile = join(svcDir, 'acl.yaml');
    auditFile = join(svcDir, 'audit.jsonl');
    await seedScanCache(join(svcDir, 'cache'), PROGRAMS, 2);
    const scan = await svc(['scan', ...PROGRAMS, '--depth', '2', '--format', 'json'], home);
    expect(scan.stderr).not.toMatch(/^Error/m);
    for (const file of await readdir(modulesDir)) {
      if (!file.endsWith('.binding.yaml')) continue;
      const b = YAML.parse(await readFile(join(modulesDir, file), 'utf8')) as Binding;
      bindings.set(b.module_id, b);
    }
    pristineAcl = await readFile(aclFile, 'utf8');
    env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      SVC_LOG_LEVEL: 'warn',
      // The argument layer alone: the attacks must be refused before anything runs. The same
      // attacks inside the sandbox are test/sandbox/sandboxed-calls.test.ts.
      SVC_SANDBOX: 'off',
    };
  }, 600_000);

  afterAll(() => {
    listener?.close();
    const blocked = outcomes.filter((o) => o.outcome === 'blocked').length;
    const through = outcomes.filter((o) => o.outcome === 'got-through').map((o) => o.goal);
    const made = outcomes.filter((o) => o.outcome !== 'not-bound').length;
    const notBound = outcomes.filter((o) => o.outcome === 'not-bound').length;
    console.log(`attack tests: ${blocked} of ${made} attack calls blocked, ${through.length} got through${through.length ? ` (${[...new Set(through)].join('; ')})` : ''}; reported skipped: ${notBound} not expressible because the scan bound no such parameter, ${notInstalled} because the program is not installed`);
  });

  it('the scan wrote an ACL with default_effect deny', async () => {
    const acl = YAML.parse(await readFile(aclFile, 'utf8')) as { default_effect: string };
    expect(acl.default_effect).toBe('deny');
  });

  for (const kind of ['v1', 'current'] as const) {
    describe(`${kind} SDK client that cannot ask its user`, () => {
      let client: AttackClient;
      beforeAll(async () => {
        await resetState();
        client = await connect(kind);
      }, 60_000);
      afterAll(() => client?.close());

      for (const attack of ATTACKS) {
        // A program that is not installed is known at collection: the attack is reported skipped
        // (the reason is printed at the top of the file), never counted as blocked.
        it.skipIf(!PROGRAMS.includes(attack.program))(`refuses: ${attack.goal}`, async (ctx) => {
          const args = attack.args();
          if (!args) {
            // The scan bound no parameter to carry this attack: the agent cannot send it (which is
            // also safe), but this test then proves nothing, so it is reported skipped.
            outcomes.push({ goal: attack.goal, outcome: 'not-bound' });
            skipBecause(ctx, `attack "${attack.goal}": ${attack.moduleId} has no such parameter after the scan; not expressible`);
          }
          await resetState();
          const victims = attack.victims?.() ?? [];
          const before = await Promise.all(victims.map(snapshot));
          const connectionsBefore = connections;
          const result = await client.call(aliasOf(attack.moduleId), args);
          if (attack.trigger) await client.call(aliasOf(attack.trigger.moduleId), attack.trigger.args);
          const planted = (attack.markers?.() ?? []).filter((file) => existsSync(file));
          const after = await Promise.all(victims.map(snapshot));
          const reached = connections - connectionsBefore;
          const blocked = result.isError === true && planted.length === 0 && reached === 0 && JSON.stringify(after) === JSON.stringify(before);
          outcomes.push({ goal: attack.goal, outcome: blocked ? 'blocked' : 'got-through' });
          expect(result.isError, `${attack.goal}: ${resultText(result)}`).toBe(true);
          expect(resultText(result)).toMatch(/ai_guidance/);
          // Arguments the schema rejects were never an attack: that is a fault of this test.
          expect(firstText(result), `${attack.goal}: the call must be valid to be an attack`).not.toMatch(/do not match the input schema/);
          expect(planted, attack.goal).toEqual([]);
          expect(after).toEqual(before);
          expect(reached, `${attack.goal}: connections to the other host`).toBe(0);
        }, 60_000);
      }

      it('the audit trail records the refusals and no attack as allowed and run', async () => {
        const lines = (await readFile(auditFile, 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(lines.length).toBeGreaterThan(0);
        const attackModules = new Set(ATTACKS.map((a) => a.moduleId));
        const ran = lines.filter((l) => attackModules.has(String(l.module_id)) && l.exit_code !== -1 && l.module_id !== 'cli.git.status');
        expect(ran).toEqual([]);
      });
    });
  }

  describe('a client that asks its user, who approves everything', () => {
    let client: AttackClient;
    beforeAll(async () => {
      await resetState();
      client = await connect('v1', 'approve');
    }, 60_000);
    afterAll(async () => {
      await client?.close();
      await resetState();
    });

    it('the control: this client is asked about a write parameter, approves it, and the file is written', async (ctx) => {
      const out = join(work, 'approved-log.txt');
      const args: Record<string, unknown> = {};
      if (!setFlag(args, 'cli.git.log', ['--output'], out)) skipBecause(ctx, 'cli.git.log has no --output parameter after the scan: no approvable call to show the client approves');
      const askedBefore = client.asked.length;
      try {
        const result = await client.call(aliasOf('cli.git.log'), args);
        expect(result.isError, resultText(result)).toBe(false);
        expect(client.asked.length).toBe(askedBefore + 1);
        expect(await readFile(out, 'utf8')).toContain('second commit');
      } finally {
        await rm(out, { force: true });
      }
    });

    it('still refuses a parameter that runs a program: exec is not approvable by default', async (ctx) => {
      // git_grep is allowed by the generated ACL, so the call reaches the exec-parameter rule
      // (git_ls-remote, tried before, never got past the ACL's default deny).
      const args = operands('cli.git.grep', ['hello']);
      const parameter = flagParam('cli.git.grep', '--open-files-in-pager', '-O');
      if (!parameter) skipBecause(ctx, 'cli.git.grep has no --open-files-in-pager parameter after the scan: not expressible');
      // No shell metacharacter in the value: that is another rule, which would answer first. git
      // appends the matching files (README.md, whose mtime is all that changes).
      args[parameter] = `touch ${marker('approved-git-grep')}`;
      // The direct control: git runs the "pager" on the matches in this repository.
      execFileSync('git', ['grep', `--open-files-in-pager=touch ${marker('direct-git-grep')}`, 'hello'], { cwd: repo, env: { ...process.env, HOME: home } });
      expect(existsSync(marker('direct-git-grep')), 'control: git grep -O runs its program').toBe(true);
      await rm(marker('direct-git-grep'));
      // The same module through svc without the parameter runs: the ACL allows it.
      const plain = await client.call(aliasOf('cli.git.grep'), operands('cli.git.grep', ['hello']));
      expect(plain.isError, resultText(plain)).toBe(false);
      expect(resultText(plain)).toContain('README.md:hello repo');

      const askedBefore = client.asked.length;
      const result = await client.call(aliasOf('cli.git.grep'), args);
      expect(result.isError, resultText(result)).toBe(true);
      expect(firstText(result)).toMatch(
        new RegExp(`^Calling cli\\.git\\.grep with the parameter "${parameter}" \\(--open-files-in-pager\\) is refused: it runs a program \\(.*\\), and svc never lets a call run a program through a parameter unless the operator allows it\\. Nothing was run\\.`),
      );
      // Not approvable: the user who approves everything is not even asked.
      expect(client.asked.length).toBe(askedBefore);
      expect(existsSync(marker('approved-git-grep'))).toBe(false);
      expect(await auditOf(result)).toMatchObject({ module_id: 'cli.git.grep', exit_code: -1 });
    });

    it.skipIf(!PROGRAMS.includes('env'))('env with a command operand does not run even when every prompt is approved and the operator allowed env', async () => {
      // The generated ACL denies cli.env outright, which decided this test before. An operator who
      // allows env (to print the environment) puts the call in front of the exec-operand rule.
      await writeFile(aclFile, pristineAcl.replace('rules:\n', 'rules:\n  - callers: ["*"]\n    targets: [cli.env]\n    effect: allow\n    description: the operator allows env\n'));
      try {
        // The rule lets env run: without a command it prints the environment.
        const plain = await client.call(aliasOf('cli.env'), {});
        expect(plain.isError, resultText(plain)).toBe(false);
        expect(resultText(plain)).toMatch(/^PATH=/m);
        // The direct control: env runs its command.
        execFileSync('env', ['touch', marker('direct-env')]);
        expect(existsSync(marker('direct-env')), 'control: env runs COMMAND').toBe(true);
        await rm(marker('direct-env'));

        const askedBefore = client.asked.length;
        const result = await client.call(aliasOf('cli.env'), operands('cli.env', ['touch', marker('approved-env')]));
        expect(result.isError, resultText(result)).toBe(true);
        expect(firstText(result)).toMatch(/^Calling cli\.env with the operand "command" is refused: it runs a program \(.*\), and svc never lets a call run a program through a parameter unless the operator allows it\. Nothing was run\./);
        expect(client.asked.length).toBe(askedBefore);
        expect(existsSync(marker('approved-env'))).toBe(false);
        expect(await auditOf(result)).toMatchObject({ module_id: 'cli.env', exit_code: -1 });
      } finally {
        await resetState();
      }
    });
  });

  describe('a client whose user declines', () => {
    let client: AttackClient;
    beforeAll(async () => {
      await resetState();
      client = await connect('current', 'decline');
    }, 60_000);
    afterAll(() => client?.close());

    it('git log --output asks, is declined, and writes nothing', async (ctx) => {
      const args: Record<string, unknown> = {};
      if (!setFlag(args, 'cli.git.log', ['--output'], join(work, 'victim.txt'))) skipBecause(ctx, 'cli.git.log has no --output parameter after the scan: not expressible');
      const before = await snapshot(join(work, 'victim.txt'));
      const askedBefore = client.asked.length;
      const result = await client.call(aliasOf('cli.git.log'), args);
      expect(result.isError).toBe(true);
      expect(firstText(result)).toMatch(/^Calling cli\.git\.log needs approval because the call sets the parameter "output" \(--output\), which writes files .*, and the user declined it; the command .* was not run\./);
      expect(client.asked.length).toBe(askedBefore + 1);
      expect(await snapshot(join(work, 'victim.txt'))).toBe(before);
      expect(await auditOf(result)).toMatchObject({ module_id: 'cli.git.log', exit_code: -1 });
    });
  });

  describe('the useful side keeps working under the same ACL', () => {
    let client: AttackClient;
    beforeAll(async () => {
      await resetState();
      client = await connect('current');
    }, 60_000);
    afterAll(() => client?.close());

    const ok = async (moduleId: string, args: Record<string, unknown>, expected: RegExp) => {
      const result = await client.call(aliasOf(moduleId), args);
      expect(result.isError, resultText(result)).toBe(false);
      expect(resultText(result)).toMatch(expected);
    };

    it('git_log, git_status, git_diff and git_show in the repository', async () => {
      await ok('cli.git.log', {}, /second commit/);
      await ok('cli.git.status', {}, /README\.md/);
      await ok('cli.git.diff', operands('cli.git.diff', ['README.md']), /uncommitted/);
      await ok('cli.git.show', {}, /second commit/);
    });

    it.skipIf(!PROGRAMS.includes('ls'))('ls of a directory', async () => {
      await ok('cli.ls', operands('cli.ls', [join(work, 'docs')]), /a\.txt/);
    });

    it.skipIf(!PROGRAMS.includes('rg'))('rg PATTERN DIR', async () => {
      await ok('cli.rg', operands('cli.rg', ['second', join(work, 'docs')]), /second line/);
    });

    it.skipIf(!PROGRAMS.includes('grep'))('grep -n PATTERN FILE', async () => {
      const args = operands('cli.grep', ['second', join(work, 'docs', 'b.txt')]);
      expect(setFlag(args, 'cli.grep', ['--line-number', '-n'], true)).toBe(true);
      await ok('cli.grep', args, /2:second line/);
    });

    it.skipIf(!PROGRAMS.includes('jq'))('jq . FILE', async () => {
      await ok('cli.jq', operands('cli.jq', ['.', join(work, 'data.json')]), /"name": "svc"/);
    });
  });
});
