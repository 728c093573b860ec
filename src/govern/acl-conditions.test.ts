import { describe, expect, it } from 'vitest';
import { AclError, parseAcl } from './acl-file.js';
import { conditionsProblem } from './acl-conditions.js';

const rule = (conditions: string) =>
  `default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.git.log]\n    effect: allow\n    description: git log\n    conditions:\n${conditions}`;

describe('conditionsProblem', () => {
  it('accepts the documented shape', () => {
    expect(conditionsProblem({ require_approval: true, effects: { exec: 'approve', write: 'deny', network: 'approve', read: 'allow' }, deny_params: ['--output', 'upload_pack'], approve_params: ['format'] })).toBeUndefined();
    expect(conditionsProblem({})).toBeUndefined();
  });

  it('names unknown keys, unknown effects and bad treatments', () => {
    expect(conditionsProblem({ require_aproval: true })).toEqual({
      path: ['require_aproval'], reason: 'unknown condition "require_aproval" (expected require_approval, effects, deny_params, approve_params, sandboxed)',
    });
    expect(conditionsProblem({ effects: { exe: 'approve' } })).toEqual({ path: ['effects', 'exe'], reason: 'unknown effect "exe" in conditions.effects (expected exec, write, network, read)' });
    expect(conditionsProblem({ effects: { exec: 'allow' } })).toEqual({ path: ['effects', 'exec'], reason: 'conditions.effects.exec must be deny or approve (got "allow")' });
    expect(conditionsProblem({ effects: { none: 'deny' } })?.reason).toBe('unknown effect "none" in conditions.effects (expected exec, write, network, read)');
    expect(conditionsProblem({ effects: ['exec'] })?.reason).toBe('conditions.effects must be a mapping like {exec: approve, write: deny}');
    expect(conditionsProblem({ deny_params: 'output' })?.reason).toBe('conditions.deny_params must be a non-empty list of parameter names or flags (upload_pack, --upload-pack)');
    expect(conditionsProblem({ approve_params: [] })?.path).toEqual(['approve_params']);
    expect(conditionsProblem({ require_approval: 'yes' })?.reason).toBe('conditions.require_approval must be true or false');
    expect(conditionsProblem(['x'])?.reason).toBe('conditions must be a mapping');
  });
});

describe('parseAcl conditions', () => {
  it('a typo in a condition is an error naming the file and the line of the typo', () => {
    expect(() => parseAcl(rule('      require_aproval: true\n'), '/h/acl.yaml')).toThrow(
      new AclError('/h/acl.yaml:8: rule 1: unknown condition "require_aproval" (expected require_approval, effects, deny_params, approve_params, sandboxed)'),
    );
    expect(() => parseAcl(rule('      require_approval: true\n      effects:\n        exec: approve\n        wrte: deny\n'), '/h/acl.yaml')).toThrow(
      new AclError('/h/acl.yaml:11: rule 1: unknown effect "wrte" in conditions.effects (expected exec, write, network, read)'),
    );
    expect(() => parseAcl(rule('      effects: {exec: allow}\n'), '/h/acl.yaml')).toThrow(
      new AclError('/h/acl.yaml:8: rule 1: conditions.effects.exec must be deny or approve (got "allow")'),
    );
  });

  it('unknown members of a rule and at the top level name their line too', () => {
    expect(() => parseAcl('default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [x]\n    effect: allow\n    conditons: {require_approval: true}\n', '/h/acl.yaml')).toThrow(
      new AclError('/h/acl.yaml:6: rule 1: unknown member "conditons"'),
    );
    expect(() => parseAcl('default_effect: deny\nrule: []\n', '/h/acl.yaml')).toThrow(new AclError('/h/acl.yaml:2: unknown top-level member "rule" (expected default_effect and rules)'));
  });

  it('keeps valid conditions as written', () => {
    const acl = parseAcl(rule('      effects: {exec: approve}\n      deny_params: [--output]\n      approve_params: [format]\n'), 'a.yaml');
    expect(acl.rules[0]!.conditions).toEqual({ effects: { exec: 'approve' }, deny_params: ['--output'], approve_params: ['format'] });
  });
});

describe('rescans keep argument conditions', () => {
  it('mergeAclFile keeps a user rule with conditions, its comments and its text', async () => {
    const { mkdtemp, readFile, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { mergeAclFile } = await import('./acl-generate.js');
    const { BINDING_SPEC_VERSION } = await import('../bindings/types.js');
    const dir = await mkdtemp(join(tmpdir(), 'svc-acl-cond-'));
    const file = join(dir, 'acl.yaml');
    const user =
      'default_effect: deny\nrules:\n  # ls-remote may run its upload-pack helper, after approval\n  - callers: ["*"]\n    targets: [cli.git.ls-remote]\n    effect: allow\n    description: mine\n' +
      '    conditions:\n      effects: {exec: approve}\n      deny_params: [--output]\n';
    await writeFile(file, user);
    const log = {
      spec_version: BINDING_SPEC_VERSION, module_id: 'cli.git.log', alias: 'git_log', description: '', target: { binary: '/usr/bin/git', command_path: ['log'] },
      version: 'unknown', tags: [], output_schema: null, documentation: '',
      annotations: { readonly: true, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false },
      input_schema: { type: 'object' as const, properties: {}, additionalProperties: false as const },
      metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
    };
    const merged = await mergeAclFile(file, [log]);
    expect(merged.rules[0]!.conditions).toEqual({ effects: { exec: 'approve' }, deny_params: ['--output'] });
    const text = await readFile(file, 'utf8');
    expect(text).toContain(user.slice(user.indexOf('  # ls-remote')));
    expect(merged.rules[1]!.targets).toEqual(['cli.git.log']);
  });
});
