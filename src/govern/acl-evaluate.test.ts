import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_BINDINGS_DIR } from '../../test/fixtures/bindings/load.js';
import { evaluateAcl, targetMatches } from './acl-evaluate.js';
import { parseAcl } from './acl-file.js';
import { approvalNeed } from './approval.js';

const acl = parseAcl(
  `default_effect: deny
rules:
  - callers: [alice]
    targets: [cli.rm]
    effect: allow
    description: alice may remove
  - callers: ["*"]
    targets: [cli.git.*, cli.ls]
    effect: allow
    description: git and ls for all
  - callers: ["*"]
    targets: [cli.git.push]
    effect: deny
    description: never reached for git push
  - callers: ["*"]
    targets: [cli.rm, "cli.*.delete"]
    effect: deny
    description: destructive
    conditions:
      require_approval: true
  - callers: [bob]
    targets: ["*"]
    effect: deny
    description: bob is blocked
`,
  'acl.yaml',
);

describe('evaluateAcl', () => {
  it('takes the first matching rule, in order', () => {
    expect(evaluateAcl(acl, { caller: 'carol', moduleId: 'cli.git.push' })).toEqual({ effect: 'allow', rule: 1, ruleDescription: 'git and ls for all', requireApproval: false });
    expect(evaluateAcl(acl, { caller: 'alice', moduleId: 'cli.rm' })).toEqual({ effect: 'allow', rule: 0, ruleDescription: 'alice may remove', requireApproval: false });
  });

  it('matches callers exactly or by *', () => {
    expect(evaluateAcl(acl, { caller: 'alicex', moduleId: 'cli.rm' })).toMatchObject({ effect: 'deny', rule: 3, requireApproval: true });
    expect(evaluateAcl(acl, { caller: 'bob', moduleId: 'cli.touch' })).toMatchObject({ effect: 'deny', rule: 4, requireApproval: false });
  });

  it('matches target globs', () => {
    expect(evaluateAcl(acl, { caller: 'x', moduleId: 'cli.git.remote.add' }).rule).toBe(1);
    expect(evaluateAcl(acl, { caller: 'x', moduleId: 'cli.kubectl.delete' })).toMatchObject({ rule: 3, requireApproval: true });
    expect(evaluateAcl(acl, { caller: 'x', moduleId: 'cli.gitk' })).toEqual({ effect: 'deny', requireApproval: false });
  });

  it('falls back to default_effect when nothing matches', () => {
    expect(evaluateAcl(acl, { caller: 'carol', moduleId: 'cli.touch' })).toEqual({ effect: 'deny', requireApproval: false });
    expect(evaluateAcl({ default_effect: 'allow', rules: [] }, { caller: 'c', moduleId: 'cli.touch' })).toEqual({ effect: 'allow', requireApproval: false });
  });

  it('evaluates the fixture ACL file: readonly allowed, destructive needs approval, the rest default-denied', async () => {
    const file = join(FIXTURE_BINDINGS_DIR, 'acl.yaml');
    const fixture = parseAcl(await readFile(file, 'utf8'), file);
    expect(evaluateAcl(fixture, { caller: 'stdio', moduleId: 'cli.ls' })).toMatchObject({ effect: 'allow', rule: 0 });
    expect(evaluateAcl(fixture, { caller: 'stdio', moduleId: 'cli.git.clean' })).toMatchObject({ effect: 'deny', rule: 1, requireApproval: true });
    expect(evaluateAcl(fixture, { caller: 'stdio', moduleId: 'cli.touch' })).toEqual({ effect: 'deny', requireApproval: false });
  });
});

describe('targetMatches', () => {
  it('treats only * as special', () => {
    expect(targetMatches('cli.a.b', 'cli.a.b')).toBe(true);
    expect(targetMatches('cli.a.b', 'cliXa.b')).toBe(false);
    expect(targetMatches('cli.a*', 'cli.abc.d')).toBe(true);
    expect(targetMatches('*', 'cli.anything')).toBe(true);
    expect(targetMatches('cli.(x)+', 'cli.(x)+')).toBe(true);
    expect(targetMatches('cli.*.status', 'cli.git.status')).toBe(true);
    expect(targetMatches('cli.*.status', 'cli.git.statusx')).toBe(false);
  });
});

describe('approvalNeed', () => {
  it('asks when the rule requires approval', () => {
    expect(approvalNeed({ effect: 'deny', rule: 3, requireApproval: true }, ['x'])).toEqual({ needed: true, byRule: true, boostingFlags: [], parameters: [] });
  });
  it('asks for a boosting flag even when the rule allows', () => {
    expect(approvalNeed({ effect: 'allow', rule: 1, requireApproval: false }, ['--all', 'x'])).toEqual({ needed: true, byRule: false, boostingFlags: ['--all'], parameters: [] });
    expect(approvalNeed({ effect: 'allow', requireApproval: false }, ['-rf', 'x']).boostingFlags).toEqual(['-f', '-r']);
  });
  it('never asks for a plain denial, and ignores command-path words', () => {
    expect(approvalNeed({ effect: 'deny', requireApproval: false }, ['--force']).needed).toBe(false);
    expect(approvalNeed({ effect: 'allow', requireApproval: false }, ['-l', 'x']).needed).toBe(false);
  });
});
