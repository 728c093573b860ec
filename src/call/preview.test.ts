/**
 * runtime.preview (issue 34): what a call would do, from the same stages as invoke, with real
 * fixture programs and the fixture ACL. Nothing runs and nothing is audited.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig, type SvcConfig } from '../config/index.js';
import { readAclFile } from '../govern/acl-file.js';
import type { AclDocument } from '../govern/acl-types.js';
import { createAuditLog, inputHash } from '../govern/audit.js';
import { materializeFixtureBindings, type FixtureBindings } from '../../test/fixtures/bindings/load.js';
import { createToolRuntime } from './invoke.js';

const hasBwrap = spawnSync('sh', ['-c', 'command -v bwrap']).status === 0;

let fx: FixtureBindings;
let acl: AclDocument;
let work: string;
const bin = (alias: string) => fx.bindings.find((b) => b.alias === alias)!.target.binary;

beforeAll(async () => {
  fx = await materializeFixtureBindings();
  acl = await readAclFile(fx.aclFile);
  work = await realpath(await mkdtemp(join(tmpdir(), 'svc-preview-')));
  await writeFile(join(work, 'victim.txt'), 'keep me\n');
});

function runtime(sandbox: SvcConfig['sandbox']) {
  const auditFile = join(fx.root, `audit-${Math.random().toString(36).slice(2)}.jsonl`);
  const config: SvcConfig = { ...defaultConfig({ HOME: fx.root }), audit_log: auditFile, default_timeout: 10, sandbox, roots: [work] };
  const rt = createToolRuntime({ bindings: fx.bindings, config, acl, aclFile: fx.aclFile, audit: createAuditLog({ file: auditFile }), cwd: work });
  return { rt, auditFile };
}

describe('runtime.preview', () => {
  it('allow: the argv, the directory, the rule and the read-only profile; nothing audited', async () => {
    const { rt, auditFile } = runtime('off');
    const preview = await rt.preview('echo', { words: ['hello', 'world'] }, { caller: 'cli' });
    expect(preview).toEqual({
      tool: 'echo', module_id: 'cli.echo', argv: [bin('echo'), 'hello', 'world'], working_directory: work, roots: [work],
      decision: 'allow', rule: { index: 2, description: 'Test programs are allowed' }, reason: '',
      // The rule allows writes (effects: {write: allow}); unconfined, the network is not restricted.
      sandbox: { mechanism: 'none', writable: [work], network: true },
    });
    expect(existsSync(auditFile)).toBe(false);
  });

  it.skipIf(!hasBwrap)('needs_approval: the reason says what an approval opens, the sandbox is the write profile; nothing removed', async () => {
    const { rt, auditFile } = runtime('auto');
    const preview = await rt.preview('rm', { files: ['victim.txt'] }, { caller: 'cli' });
    expect(preview.decision).toBe('needs_approval');
    expect(preview.argv).toEqual([bin('rm'), 'victim.txt']);
    expect(preview.rule).toEqual({ index: 1, description: 'Destructive commands need approval' });
    // Guidance counts rules from 1; `rule.index` is 0-based like the audit's acl_rule.
    expect(preview.reason).toContain('rule 2 ("Destructive commands need approval") requires approval');
    expect(preview.reason).toContain(`If approved, it runs once with ${work} writable and no network.`);
    expect(preview.sandbox).toEqual({ mechanism: 'bubblewrap', writable: [work], network: false });
    expect(await readFile(join(work, 'victim.txt'), 'utf8')).toBe('keep me\n');
    expect(existsSync(auditFile)).toBe(false);
  });

  it.skipIf(!hasBwrap)('allow in the sandbox: the read-only profile has nothing writable and no network', async () => {
    const { rt } = runtime('auto');
    const preview = await rt.preview('ls', {}, { caller: 'cli' });
    expect(preview).toMatchObject({ decision: 'allow', reason: '', sandbox: { mechanism: 'bubblewrap', writable: [], network: false } });
  });

  it('deny: the default effect, no rule, the refusal guidance as the reason', async () => {
    const { rt, auditFile } = runtime('off');
    const preview = await rt.preview('touch', { files: ['new.txt'] }, { caller: 'cli' });
    expect(preview.decision).toBe('deny');
    expect(preview.rule).toBeNull();
    expect(preview.reason).toMatch(/denied/i);
    expect(preview.argv[0]).toBe(bin('touch'));
    expect(existsSync(join(work, 'new.txt'))).toBe(false);
    expect(existsSync(auditFile)).toBe(false);
  });

  it('invalid: the schema errors, no argv, no directory', async () => {
    const { rt } = runtime('off');
    const preview = await rt.preview('echo', { words: 'not a list', bogus: 1 }, { caller: 'cli' });
    expect(preview.decision).toBe('invalid');
    expect(preview.argv).toEqual([]);
    expect(preview.working_directory).toBe('');
    expect(preview.rule).toBeNull();
    expect(preview.errors!.length).toBeGreaterThan(0);
    expect(preview.errors!.map((e) => e.path)).toContain('/words');
    expect(preview.reason).toContain('echo');
  });

  it('an unknown tool is invalid with an empty module id', async () => {
    const { rt } = runtime('off');
    const preview = await rt.preview('no_such_tool', {}, { caller: 'cli' });
    expect(preview).toMatchObject({ tool: 'no_such_tool', module_id: '', decision: 'invalid', argv: [] });
  });

  it('a path outside the roots is a deny naming the roots', async () => {
    const { rt } = runtime('off');
    const preview = await rt.preview('ls', { working_directory: '/etc' }, { caller: 'cli' });
    expect(preview.decision).toBe('deny');
    expect(preview.reason).toContain(work);
  });

  it("the preview's argv is what the executed call's audit line hashes (argv_hash)", async () => {
    const { rt, auditFile } = runtime('off');
    const args = { words: ['same', 'argv'] };
    const preview = await rt.preview('echo', args, { caller: 'cli' });
    const result = await rt.invoke('echo', args, { caller: 'cli' });
    expect(result.isError).toBe(false);
    const [line] = (await readFile(auditFile, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const salt = (await readFile(join(fx.root, 'audit.salt'), 'utf8')).trim();
    expect(line!.argv_hash).toBe(inputHash(preview.argv, salt));
    expect(line!.decision).toBe(preview.decision);
    expect(line!.acl_rule).toBe(preview.rule!.index);
    expect(line!.sandbox).toEqual(preview.sandbox);
  });
});
