/**
 * Issue 7: a tool the ACL allows must never run a program or write a file. Hand-written bindings
 * of real programs (git log with `--output` marked write, git ls-remote with `--upload-pack`
 * marked exec, env with its COMMAND operand marked exec) in a temp modules dir, an ACL that allows
 * all of them (the attacker's best case), served over streamable HTTP and stdio and driven by the
 * real SDK clients (current, current on 2026-07-28, v1). Every attack asserts that the marker file
 * is not created or the target file is unchanged, the exact ai_guidance and the audit decision.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeBinding } from '../../src/bindings/store.js';
import { BINDING_SPEC_VERSION, type Binding, type CliPropertySchema } from '../../src/bindings/types.js';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { connectCurrent, connectV1, payloadOf, readAudit, type ClientOptions, type TestClient } from './helpers.js';

const GIT = execFileSync('sh', ['-c', 'command -v git']).toString().trim();
const ENV = execFileSync('sh', ['-c', 'command -v env']).toString().trim();
const LS = execFileSync('sh', ['-c', 'command -v ls']).toString().trim();
const GREP = execFileSync('sh', ['-c', 'command -v grep']).toString().trim();

function binding(moduleId: string, alias: string, binary: string, commandPath: string[], properties: Record<string, CliPropertySchema>, readonly = true): Binding {
  return {
    spec_version: BINDING_SPEC_VERSION, module_id: moduleId, alias, description: `${alias} (issue 7 test)`,
    target: { binary, command_path: commandPath }, version: 'test', tags: ['issue7'], output_schema: null, documentation: '',
    annotations: { readonly, destructive: false, idempotent: readonly, requires_approval: false, cacheable: readonly, open_world: false },
    input_schema: { type: 'object', properties, additionalProperties: false },
    metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  };
}

const none = (reason: string) => ({ 'x-cli-effect': 'none' as const, 'x-cli-effect-reason': reason, 'x-cli-effect-source': 'curated' as const });
const BINDINGS = [
  binding('cli.git.log', 'git_log', GIT, ['log'], {
    oneline: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--oneline' },
    max_count: { type: 'integer', 'x-cli-kind': 'flag', 'x-cli-flag': '--max-count', 'x-cli-value-style': 'equals' },
    format: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--format', 'x-cli-value-style': 'equals', ...none('curated: git log --format is a format string') },
    output: {
      type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--output', 'x-cli-value-style': 'equals',
      'x-cli-effect': 'write', 'x-cli-effect-reason': 'curated: git --output writes the output to a file', 'x-cli-effect-source': 'curated',
    },
    // Hand-written without an effect: a free string is never harmless.
    grep: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--grep', 'x-cli-value-style': 'equals' },
    revision: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, ...none('curated: git log takes a revision range') },
  }),
  binding('cli.git.status', 'git_status', GIT, ['status'], {
    short: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--short' },
  }),
  binding('cli.git.ls-remote', 'git_ls-remote', GIT, ['ls-remote'], {
    heads: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--heads' },
    upload_pack: {
      type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--upload-pack',
      'x-cli-effect': 'exec', 'x-cli-effect-reason': 'curated: git --upload-pack runs a program', 'x-cli-effect-source': 'curated',
    },
    repository: {
      type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0,
      'x-cli-effect': 'network', 'x-cli-effect-reason': 'curated: git ls-remote contacts the repository', 'x-cli-effect-source': 'curated',
    },
  }),
  binding('cli.env', 'env', ENV, [], {
    ignore_environment: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '-i' },
    command: {
      type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 0,
      'x-cli-effect': 'exec', 'x-cli-effect-reason': 'curated: env runs its COMMAND operand', 'x-cli-effect-source': 'curated',
    },
  }, false),
  binding('cli.ls', 'ls', LS, [], {
    long: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '-l' },
    reverse: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '-r' },
    paths: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'read', 'x-cli-effect-reason': 'curated: ls lists its FILE operands', 'x-cli-effect-source': 'curated' },
  }),
  binding('cli.grep', 'grep', GREP, [], {
    line_number: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '-n' },
    pattern: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, ...none('curated: grep takes a pattern') },
    files: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-effect': 'read', 'x-cli-effect-reason': 'curated: grep reads its FILE operands', 'x-cli-effect-source': 'curated' },
  }),
];

const ALLOW_ALL = `default_effect: deny
rules:
  - callers: ["*"]
    targets: [cli.git.log, cli.git.status, cli.git.ls-remote, cli.env, cli.ls, cli.grep]
    effect: allow
    description: read-only modules are allowed
`;

let root: string;
let modulesDir: string;
let aclFile: string;
let auditFile: string;
let remote: string;
let target: string;
let running: RunningSvcHttp;

let servedAcl: string;
async function serve(acl: string, approval: 'elicit' | 'deny' = 'elicit'): Promise<RunningSvcHttp> {
  const file = join(root, `acl-${Math.random().toString(36).slice(2)}.yaml`);
  servedAcl ??= file;
  await writeFile(file, acl);
  // The argument layer's verdicts, with the programs unconfined so that "the attack is real" can be
  // shown from outside; the same calls inside the sandbox are test/sandbox/sandboxed-calls.test.ts.
  // Roots: svc's own directory (a git checkout, for git log) and the directory of the victims.
  const roots = [process.cwd(), root];
  const svc = await createSvcServer({ modulesDir, acl: file, approval, log: 'error', config: { audit_log: auditFile, cache_dir: join(root, 'cache'), sandbox: 'off', roots } });
  return svc.serveHttp({ port: 0 });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'svc-issue7-'));
  modulesDir = join(root, 'modules');
  await mkdir(modulesDir);
  for (const b of BINDINGS) await writeBinding(modulesDir, b);
  aclFile = join(root, 'acl.yaml');
  await writeFile(aclFile, ALLOW_ALL);
  auditFile = join(root, 'audit.jsonl');
  remote = join(root, 'remote.git');
  execFileSync(GIT, ['init', '--quiet', '--bare', remote]);
  target = join(root, 'precious.txt');
  running = await serve(ALLOW_ALL);
});
afterAll(() => running?.close());
beforeEach(async () => {
  await writeFile(target, 'precious\n');
});

type Connect = (options?: ClientOptions) => Promise<TestClient>;
const CLIENTS: Array<[string, Connect]> = [
  ['current SDK client', (options = {}) => connectCurrent({ kind: 'http', url: running.mcpUrl }, options)],
  ['current SDK client on 2026-07-28', (options = {}) => connectCurrent({ kind: 'http', url: running.mcpUrl }, { ...options, modern: true })],
  ['v1 SDK client', (options = {}) => connectV1({ kind: 'http', url: running.mcpUrl }, options)],
];

async function auditOf(result: Record<string, any>): Promise<Record<string, unknown>> {
  const lines = (await readAudit(auditFile)).filter((line) => line.trace_id === payloadOf(result).trace_id);
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

async function withClient<T>(connect: Connect, options: ClientOptions, fn: (client: TestClient) => Promise<T>): Promise<T> {
  const client = await connect(options);
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

describe.each(CLIENTS)('attacks through allowed tools (%s, no elicitation)', (_name, connect) => {
  it('git ls-remote --upload-pack runs nothing: refused with guidance naming the parameter', async () => {
    const marker = join(root, `upload-pack-ran-${Math.random().toString(36).slice(2)}`);
    await withClient(connect, {}, async (client) => {
      const result = await client.callTool('git_ls-remote', { upload_pack: `touch ${marker}`, repository: remote });
      expect(result.isError).toBe(true);
      expect(payloadOf(result).ai_guidance).toBe(
        'Calling cli.git.ls-remote with the parameter "upload_pack" (--upload-pack) is refused: it runs a program (curated: git --upload-pack runs a program), ' +
          'and svc never lets a call run a program through a parameter unless the operator allows it. Nothing was run. Retry without "upload_pack". ' +
          `If running it is really needed, the operator can make such calls need approval instead: a rule for cli.git.ls-remote in ${servedAcl} with conditions: {effects: {exec: approve}}.`,
      );
      expect(payloadOf(result).exit_code).toBe(-1);
      expect(existsSync(marker)).toBe(false);
      expect(await auditOf(result)).toMatchObject({ module_id: 'cli.git.ls-remote', status: 'denied', decision: 'deny', exit_code: -1, acl_rule: 0 });
    });
  });

  it('env COMMAND runs nothing: the operand is refused', async () => {
    const marker = join(root, `env-ran-${Math.random().toString(36).slice(2)}`);
    await withClient(connect, {}, async (client) => {
      const result = await client.callTool('env', { command: ['touch', marker] });
      expect(result.isError).toBe(true);
      expect(payloadOf(result).ai_guidance).toMatch(
        /^Calling cli\.env with the operand "command" is refused: it runs a program \(curated: env runs its COMMAND operand\), and svc never lets a call run a program through a parameter unless the operator allows it\. Nothing was run\. Retry without "command"\./,
      );
      expect(existsSync(marker)).toBe(false);
      expect(await auditOf(result)).toMatchObject({ module_id: 'cli.env', status: 'denied', decision: 'deny' });
    });
  });

  it('git log --output writes nothing: it needs approval, and a client that cannot ask is denied', async () => {
    await withClient(connect, {}, async (client) => {
      const result = await client.callTool('git_log', { max_count: 1, format: 'default_effect: allow', output: target });
      expect(result.isError).toBe(true);
      expect(payloadOf(result).ai_guidance).toBe(
        'Calling cli.git.log needs approval because the call sets the parameter "output" (--output), which writes files (curated: git --output writes the output to a file), ' +
          'and nobody could be asked to approve it (svc serve runs without --approval elicit, the MCP client does not support elicitation, or the call came from the explorer, which cannot ask); ' +
          `the command ${GIT} log --max-count=1 '--format=default_effect: allow' --output=${target} was not run. ` +
          'Do not retry the same call unless the user asks for it; a call without the flags that need approval may be allowed, ' +
          `or the operator can change the rule in ${servedAcl}.`,
      );
      expect(await readFile(target, 'utf8')).toBe('precious\n');
      expect(await auditOf(result)).toMatchObject({ module_id: 'cli.git.log', status: 'denied', decision: 'unsupported', exit_code: -1 });
    });
  });

  it('a free string without a recorded effect needs approval; switches and numbers do not', async () => {
    await withClient(connect, {}, async (client) => {
      const result = await client.callTool('git_log', { grep: 'fix', max_count: 1 });
      expect(result.isError).toBe(true);
      expect(payloadOf(result).ai_guidance).toMatch(
        /^Calling cli\.git\.log needs approval because the call sets the parameter "grep" \(--grep\), which writes files \(no recorded effect: a free value could name a file\), and nobody could be asked/,
      );
      expect(await auditOf(result)).toMatchObject({ status: 'denied', decision: 'unsupported' });
      const fine = await client.callTool('git_log', { oneline: true, max_count: 1 });
      expect(fine.isError).toBe(false);
      expect(payloadOf(fine).stdout).toMatch(/^[0-9a-f]{7,} /);
      expect(await auditOf(fine)).toMatchObject({ status: 'success', decision: 'allow' });
    });
  });

  it('options smuggled in operands are refused before anything runs', async () => {
    await withClient(connect, {}, async (client) => {
      for (const [tool, args, parameter] of [
        ['git_log', { revision: `--output=${target}` }, 'revision'],
        ['git_log', { revision: '-rf' }, 'revision'],
        ['grep', { pattern: 'x', files: ['--recursive'] }, 'files'],
        ['ls', { paths: ['-R'] }, 'paths'],
      ] as const) {
        const result = await client.callTool(tool, args);
        expect(result.isError).toBe(true);
        expect(payloadOf(result).ai_guidance).toBe(
          `The parameter "${parameter}" starts with "-", so the program would read it as an option. Pass options only through their own parameters; for a file name that starts with "-", prefix it with "./" and retry.`,
        );
        expect(await auditOf(result)).toMatchObject({ status: 'refused', decision: 'none' });
      }
      expect(await readFile(target, 'utf8')).toBe('precious\n');
    });
  });

  it('the useful side runs without approval: git log, git status, ls, grep -n', async () => {
    await withClient(connect, {}, async (client) => {
      const log = await client.callTool('git_log', { max_count: 2, format: '%h %s' });
      expect(log.isError).toBe(false);
      expect(payloadOf(log).stdout.trim().split('\n')).toHaveLength(2);
      const status = await client.callTool('git_status', { short: true });
      expect(status.isError).toBe(false);
      const ls = await client.callTool('ls', { long: true, paths: [target] });
      expect(ls.isError).toBe(false);
      expect(payloadOf(ls).stdout).toContain(target);
      const grep = await client.callTool('grep', { line_number: true, pattern: 'precious', files: [target] });
      expect(grep.isError).toBe(false);
      expect(payloadOf(grep).stdout).toBe('1:precious\n');
      for (const result of [log, status, ls, grep]) expect(await auditOf(result)).toMatchObject({ status: 'success', decision: 'allow' });
    });
  });

  it('a boosting flag still asks on an allowed tool (ls -r)', async () => {
    await withClient(connect, {}, async (client) => {
      const result = await client.callTool('ls', { reverse: true, paths: [root] });
      expect(result.isError).toBe(true);
      expect(payloadOf(result).ai_guidance).toMatch(/^Calling cli\.ls needs approval because the call passes -r, and nobody could be asked/);
      expect(await auditOf(result)).toMatchObject({ status: 'denied', decision: 'unsupported' });
    });
  });
});

describe.each(CLIENTS)('approval of write parameters (%s)', (_name, connect) => {
  it('a declined approval writes nothing', async () => {
    await withClient(connect, { elicit: 'decline' }, async (client) => {
      const result = await client.callTool('git_log', { max_count: 1, output: target });
      expect(result.isError).toBe(true);
      expect(client.asked).toHaveLength(1);
      expect(await readFile(target, 'utf8')).toBe('precious\n');
      expect(await auditOf(result)).toMatchObject({ status: 'denied', decision: 'declined' });
    });
  });

  it('an approval is single-use: two identical calls both ask', async () => {
    await withClient(connect, { elicit: 'approve' }, async (client) => {
      const args = { max_count: 1, format: 'commit %H', output: target };
      const first = await client.callTool('git_log', args);
      expect(first.isError).toBe(false);
      expect(await readFile(target, 'utf8')).toMatch(/^commit [0-9a-f]{40}\n$/);
      await writeFile(target, 'precious\n');
      const second = await client.callTool('git_log', args);
      expect(second.isError).toBe(false);
      expect(client.asked).toHaveLength(2);
      expect(client.asked[0]).toBe(client.asked[1]);
      expect(client.asked[0]).toBe(
        `svc: approve running cli.git.log (tool git_log)?\n\n  ${GIT} log --max-count=1 '--format=commit %H' --output=${target}\n\n` +
          // No roots here, so the command runs in svc's own directory, and the prompt says where.
          `In: ${process.cwd()}\n\n` +
          'Reason: the call sets the parameter "output" (--output), which writes files (curated: git --output writes the output to a file)',
      );
      expect(await auditOf(first)).toMatchObject({ status: 'success', decision: 'approved' });
      expect(await auditOf(second)).toMatchObject({ status: 'success', decision: 'approved' });
    });
  });

  it('the prompt makes hidden characters and padding visible, and redacts credentials', async () => {
    await withClient(connect, { elicit: 'refuse' }, async (client) => {
      const result = await client.callTool('git_log', {
        format: `%H${' '.repeat(80)}\u202Etxt.exe\u200B`,
        grep: 'Authorization: Bearer sekrit-token',
        output: target,
      });
      expect(result.isError).toBe(true);
      expect(client.asked).toHaveLength(1);
      const shown = client.asked[0]!;
      expect(shown).toContain(`${GIT} log '--format=%H␠×80\\u202Etxt.exe\\u200B' --output=${target} '--grep=Authorization: [REDACTED]'\n`);
      expect(shown).not.toContain('sekrit');
      expect(shown).not.toMatch(/[\u202E\u200B]/);
      expect(payloadOf(result).ai_guidance).not.toContain('sekrit');
      expect(await readFile(target, 'utf8')).toBe('precious\n');
    });
  });
});

describe('the operator can turn exec parameters into "needs approval" (ACL conditions)', () => {
  let approving: RunningSvcHttp;
  beforeAll(async () => {
    approving = await serve(`default_effect: deny
rules:
  - callers: ["*"]
    targets: [cli.git.ls-remote]
    effect: allow
    description: ls-remote may run an upload-pack helper after approval
    conditions:
      effects: {exec: approve}
  - callers: ["*"]
    targets: [cli.git.log]
    effect: allow
    description: git log never writes files
    conditions:
      deny_params: [--output]
`);
  });
  afterAll(() => approving?.close());

  it('declined: nothing runs; approved: the helper really runs (the attack is real)', async () => {
    const marker = join(root, `upload-pack-approved-${Math.random().toString(36).slice(2)}`);
    const args = { upload_pack: `touch ${marker}`, repository: remote };
    const no = await connectV1({ kind: 'http', url: approving.mcpUrl }, { elicit: 'decline' });
    try {
      const result = await no.callTool('git_ls-remote', args);
      expect(result.isError).toBe(true);
      expect(no.asked).toHaveLength(1);
      expect(no.asked[0]).toContain('Reason: the call sets the parameter "upload_pack" (--upload-pack), which runs a program (curated: git --upload-pack runs a program)');
      expect(existsSync(marker)).toBe(false);
      expect(await auditOf(result)).toMatchObject({ status: 'denied', decision: 'declined' });
    } finally {
      await no.close();
    }
    const yes = await connectCurrent({ kind: 'http', url: approving.mcpUrl }, { elicit: 'approve' });
    try {
      await yes.callTool('git_ls-remote', args);
      expect(yes.asked).toHaveLength(1);
      expect(existsSync(marker)).toBe(true);
    } finally {
      await yes.close();
    }
  });

  it('deny_params refuses a named flag even with approval available', async () => {
    const client = await connectCurrent({ kind: 'http', url: approving.mcpUrl }, { elicit: 'approve' });
    try {
      const result = await client.callTool('git_log', { max_count: 1, output: target });
      expect(result.isError).toBe(true);
      expect(client.asked).toHaveLength(0);
      expect(payloadOf(result).ai_guidance).toMatch(
        /^Calling cli\.git\.log with the parameter "output" \(--output\) is refused: rule 2 \("git log never writes files"\) in \/.*\.yaml lists it in deny_params\. Nothing was run\. Retry without "output"\. Only the operator can change that rule\.$/,
      );
      expect(await readFile(target, 'utf8')).toBe('precious\n');
      expect(await auditOf(result)).toMatchObject({ status: 'denied', decision: 'deny', acl_rule: 1 });
    } finally {
      await client.close();
    }
  });
});

describe('network parameters need approval (issue 19 item 2)', () => {
  let listener: Server;
  let port = 0;
  let requests = 0;
  let networkAllowed: RunningSvcHttp;
  beforeAll(async () => {
    listener = createServer((_req, res) => {
      requests++;
      res.writeHead(404).end();
    });
    await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
    port = (listener.address() as AddressInfo).port;
    networkAllowed = await serve(`default_effect: deny
rules:
  - callers: ["*"]
    targets: [cli.git.ls-remote]
    effect: allow
    description: ls-remote may reach other hosts
    conditions:
      effects: {network: allow}
`);
  });
  afterAll(async () => {
    await networkAllowed?.close();
    await new Promise<void>((done) => listener.close(() => done()));
  });

  it.each(CLIENTS)('git ls-remote to another host is denied when nobody can approve, and no request is sent (%s)', async (_name, connect) => {
    requests = 0;
    await withClient(connect, {}, async (client) => {
      const url = `http://127.0.0.1:${port}/repo.git`;
      const result = await client.callTool('git_ls-remote', { repository: url });
      expect(result.isError).toBe(true);
      expect(payloadOf(result).ai_guidance).toBe(
        'Calling cli.git.ls-remote needs approval because the call sets the operand "repository", which reaches another host (curated: git ls-remote contacts the repository), ' +
          'and nobody could be asked to approve it (svc serve runs without --approval elicit, the MCP client does not support elicitation, or the call came from the explorer, which cannot ask); ' +
          `the command ${GIT} ls-remote ${url} was not run. ` +
          'Do not retry the same call unless the user asks for it; a call without the flags that need approval may be allowed, ' +
          `or the operator can change the rule in ${servedAcl}.`,
      );
      expect(await auditOf(result)).toMatchObject({ module_id: 'cli.git.ls-remote', status: 'denied', decision: 'unsupported', exit_code: -1 });
    });
    expect(requests).toBe(0);
  });

  it('declined: no request; approved: git really reaches the listener (the attack is real)', async () => {
    requests = 0;
    const url = `http://127.0.0.1:${port}/repo.git`;
    await withClient(CLIENTS[0]![1], { elicit: 'decline' }, async (client) => {
      const result = await client.callTool('git_ls-remote', { repository: url });
      expect(result.isError).toBe(true);
      expect(client.asked).toHaveLength(1);
      expect(client.asked[0]).toContain('Reason: the call sets the operand "repository", which reaches another host (curated: git ls-remote contacts the repository)');
      expect(await auditOf(result)).toMatchObject({ status: 'denied', decision: 'declined' });
    });
    expect(requests).toBe(0);
    await withClient(CLIENTS[0]![1], { elicit: 'approve' }, async (client) => {
      const result = await client.callTool('git_ls-remote', { repository: url });
      expect(client.asked).toHaveLength(1);
      expect(await auditOf(result)).toMatchObject({ decision: 'approved' });
    });
    expect(requests).toBeGreaterThan(0);
  });

  it('a rule with conditions.effects.network: allow lets it run without asking', async () => {
    requests = 0;
    const client = await connectCurrent({ kind: 'http', url: networkAllowed.mcpUrl }, { elicit: 'approve' });
    try {
      const result = await client.callTool('git_ls-remote', { repository: `http://127.0.0.1:${port}/repo.git` });
      expect(client.asked).toHaveLength(0);
      expect(payloadOf(result).exit_code).toBe(128);
      expect(await auditOf(result)).toMatchObject({ status: 'error', decision: 'allow' });
    } finally {
      await client.close();
    }
    expect(requests).toBeGreaterThan(0);
  });

  it('a failing ls-remote shows https://[REDACTED]@ and never the password', async () => {
    const client = await connectCurrent({ kind: 'http', url: networkAllowed.mcpUrl });
    try {
      const result = await client.callTool('git_ls-remote', { repository: 'https://alice:hunter2secret@127.0.0.1:1/x.git' });
      expect(result.isError).toBe(true);
      const text = payloadOf(result).ai_guidance as string;
      expect(text).toContain(`The command ${GIT} ls-remote 'https://[REDACTED]@127.0.0.1:1/x.git' exited with code 128.`);
      expect(text).not.toContain('hunter2secret');
      expect(text).not.toContain('alice');
    } finally {
      await client.close();
    }
  });
});

describe('over stdio (svc serve spawned)', () => {
  it('the same refusals hold for a spawned server with the v1 client', async () => {
    const marker = join(root, `stdio-env-${Math.random().toString(36).slice(2)}`);
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root, SVC_MODULES_DIR: modulesDir, SVC_ACL_FILE: aclFile,
      SVC_AUDIT_LOG: auditFile, SVC_CACHE_DIR: join(root, 'cache-stdio'), SVC_LOG_LEVEL: 'warn', SVC_SANDBOX: 'off',
    };
    const client = await connectV1({ kind: 'stdio', env });
    try {
      const exec = await client.callTool('env', { command: ['touch', marker] });
      expect(exec.isError).toBe(true);
      expect(existsSync(marker)).toBe(false);
      const write = await client.callTool('git_log', { output: target });
      expect(write.isError).toBe(true);
      expect(await readFile(target, 'utf8')).toBe('precious\n');
      expect(await auditOf(exec)).toMatchObject({ status: 'denied', decision: 'deny', caller: 'stdio' });
      expect(await auditOf(write)).toMatchObject({ status: 'denied', decision: 'unsupported', caller: 'stdio' });
      const grep = await client.callTool('grep', { line_number: true, pattern: 'precious', files: [target] });
      expect(payloadOf(grep).stdout).toBe('1:precious\n');
    } finally {
      await client.close();
    }
  });
});
