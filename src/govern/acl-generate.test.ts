import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { BINDING_SPEC_VERSION, type Binding, type BindingAnnotations } from '../bindings/types.js';
import { AclError, parseAcl } from './acl-file.js';
import { GENERATED_PREFIX, generateAcl, generatedKind, isGeneratedRule, mergeAclFile } from './acl-generate.js';
import type { AclRule } from './acl-types.js';

function binding(moduleId: string, annotations: Partial<BindingAnnotations>): Binding {
  const words = moduleId.split('.').slice(1);
  return {
    spec_version: BINDING_SPEC_VERSION,
    module_id: moduleId,
    alias: words.join('_'),
    description: '',
    target: { binary: `/usr/bin/${words[0]}`, command_path: words.slice(1) },
    version: 'unknown',
    tags: [],
    annotations: {
      readonly: false, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false,
      ...annotations,
    },
    input_schema: { type: 'object', properties: {}, additionalProperties: false },
    output_schema: null,
    documentation: '',
    metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  };
}

const gitBindings = [
  binding('cli.git.status', { readonly: true, idempotent: true, cacheable: true }),
  binding('cli.git.commit', {}),
  binding('cli.git.clean', { destructive: true, requires_approval: true }),
  binding('cli.git.log', { readonly: true }),
  binding('cli.git.rm', { destructive: true, requires_approval: true }),
];

const userRule: AclRule = { callers: ['ci-bot'], targets: ['cli.git.commit'], effect: 'allow', description: 'my bot may commit' };

describe('generateAcl', () => {
  it('allows read-only modules, asks before modules that write or delete, denies wrappers, and runs the rest only in a sandbox', () => {
    const wrapper = binding('cli.env', {});
    wrapper.metadata.annotation_rules = { readonly: 'wrapper:env' };
    const acl = generateAcl([...gitBindings, wrapper, binding('cli.tree', {}), binding('cli.touch', {}), binding('cli.curl', { open_world: true })]);
    expect(acl.default_effect).toBe('deny');
    expect(acl.rules.map(({ description: _d, ...rest }) => rest)).toEqual([
      { callers: ['*'], targets: ['cli.env'], effect: 'deny' },
      { callers: ['*'], targets: ['cli.git.log', 'cli.git.status'], effect: 'allow' },
      { callers: ['*'], targets: ['cli.git.clean', 'cli.git.commit', 'cli.git.rm', 'cli.touch'], effect: 'deny', conditions: { require_approval: true } },
      { callers: ['*'], targets: ['cli.curl'], effect: 'deny', conditions: { require_approval: true } },
      { callers: ['*'], targets: ['cli.tree'], effect: 'allow', conditions: { sandboxed: true } },
    ]);
    expect(acl.rules.map((rule) => rule.description.split(': ')[0]!.split(' ')[1])).toEqual(['wrappers', 'readonly', 'writes', 'network', 'sandboxed']);
    expect(acl.rules.every((rule) => rule.description.startsWith(`${GENERATED_PREFIX} `))).toBe(true);
    expect(acl.rules.every(isGeneratedRule)).toBe(true);
    expect(generatedKind(binding('cli.git.commit', {}))).toBe('writes');
    expect(generatedKind(binding('cli.fd', {}))).toBe('sandboxed');
  });

  it('replaces the rule earlier versions wrote for destructive modules on a rescan', () => {
    const old: AclRule = { callers: ['*'], targets: ['cli.git.clean'], effect: 'deny', conditions: { require_approval: true }, description: '' };
    const oldBody = { callers: old.callers, targets: old.targets, effect: old.effect, conditions: old.conditions };
    const fingerprint = createHash('sha256').update(JSON.stringify(['destructive', oldBody.callers, oldBody.targets, oldBody.effect, oldBody.conditions, 'destructive modules are denied unless the call is approved'])).digest('hex').slice(0, 8);
    const written = { ...old, description: `${GENERATED_PREFIX} destructive ${fingerprint}: destructive modules are denied unless the call is approved` };
    expect(isGeneratedRule(written)).toBe(true);
    expect(generateAcl(gitBindings, { default_effect: 'deny', rules: [written] }).rules).toEqual(generateAcl(gitBindings).rules);
  });

  it('never allows a read-only module that reaches other machines (open_world)', () => {
    const acl = generateAcl([
      ...gitBindings,
      binding('cli.git.ls-remote', { readonly: true, open_world: true }),
      binding('cli.gh.pr.list', { readonly: true, idempotent: true, cacheable: true, open_world: true }),
    ]);
    const allowed = acl.rules.filter((rule) => rule.effect === 'allow').flatMap((rule) => rule.targets);
    expect(allowed).toEqual(['cli.git.log', 'cli.git.status']);
    expect(acl.rules.find((rule) => rule.targets.includes('cli.gh.pr.list'))?.conditions).toEqual({ require_approval: true });
  });

  it('is deterministic whatever the order of the bindings', () => {
    const reversed = [...gitBindings].reverse();
    expect(YAML.stringify(generateAcl(reversed))).toBe(YAML.stringify(generateAcl(gitBindings)));
  });

  it('writes no rule for a kind that has no module', () => {
    expect(generateAcl([])).toEqual({ default_effect: 'deny', rules: [] });
    expect(generateAcl([binding('cli.git.commit', {})]).rules.map((rule) => rule.targets)).toEqual([['cli.git.commit']]);
  });

  it('on a rescan regenerates its own rules for all modules and keeps user rules and default_effect', () => {
    const first = generateAcl([gitBindings[0]!]);
    const edited = { default_effect: 'allow' as const, rules: [userRule, ...first.rules, { ...userRule, description: 'after' }] };
    const second = generateAcl(gitBindings, edited);
    expect(second.default_effect).toBe('allow');
    expect(second.rules[0]).toEqual(userRule);
    expect(second.rules[1]!.targets).toEqual(['cli.git.log', 'cli.git.status']);
    expect(second.rules[2]!.targets).toEqual(['cli.git.clean', 'cli.git.commit', 'cli.git.rm']);
    expect(second.rules[3]!.description).toBe('after');
    expect(second.rules).toHaveLength(4);
  });

  it('keeps a generated rule the user edited, as the user rule it now is', () => {
    const first = generateAcl(gitBindings);
    const tampered: AclRule = { ...first.rules[0]!, targets: ['cli.git.status'] };
    expect(isGeneratedRule(tampered)).toBe(false);
    const second = generateAcl(gitBindings, { default_effect: 'deny', rules: [tampered, first.rules[1]!] });
    expect(second.rules[0]).toEqual(tampered);
    expect(second.rules.slice(1)).toEqual(first.rules);
  });

  it('drops modules that are no longer given', () => {
    const first = generateAcl(gitBindings);
    const second = generateAcl([gitBindings[0]!], first);
    expect(second.rules).toHaveLength(1);
    expect(second.rules[0]!.targets).toEqual(['cli.git.status']);
  });
});

describe('mergeAclFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-acl-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the file, and a rescan after a user edit keeps the user rule first', async () => {
    const file = join(dir, 'nested', 'acl.yaml');
    await mergeAclFile(file, gitBindings);
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('# svc access-control rules.')).toBe(true);
    expect(parseAcl(text, file)).toEqual(generateAcl(gitBindings));

    const doc = YAML.parseDocument(text);
    (doc.get('rules') as YAML.YAMLSeq).items.unshift(doc.createNode(userRule));
    await writeFile(file, doc.toString());

    const merged = await mergeAclFile(file, [...gitBindings, binding('cli.gh.repo.list', { readonly: true })]);
    const reread = parseAcl(await readFile(file, 'utf8'), file);
    expect(reread).toEqual(merged);
    expect(reread.rules[0]).toEqual(userRule);
    expect(reread.rules[1]!.targets).toEqual(['cli.gh.repo.list', 'cli.git.log', 'cli.git.status']);
    expect(reread.rules).toHaveLength(3);
  });

  it("keeps the user's comments and formatting on a rescan", async () => {
    const file = join(dir, 'acl.yaml');
    const userText = [
      '# my rules, do not lose this',
      'default_effect: deny',
      'rules:',
      '  # the bot commits on its own',
      '  - callers: [ci-bot]',
      '    targets: [cli.git.commit]',
      '    effect: allow',
      '    description: my bot may commit',
      '',
    ].join('\n');
    await writeFile(file, userText);
    const merged = await mergeAclFile(file, gitBindings);
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('# my rules, do not lose this\ndefault_effect: deny\nrules:\n  # the bot commits on its own\n')).toBe(true);
    expect(parseAcl(text, file)).toEqual(merged);
    expect(merged.rules[0]).toEqual(userRule);
    expect(merged.rules.slice(1)).toEqual(generateAcl(gitBindings).rules);
    // and the next rescan with one module fewer rewrites only the generated rules
    await mergeAclFile(file, gitBindings.slice(0, 2));
    const again = await readFile(file, 'utf8');
    expect(again).toContain('# the bot commits on its own');
    expect(parseAcl(again, file).rules.map((rule) => rule.targets)).toEqual([['cli.git.commit'], ['cli.git.status'], ['cli.git.commit']]);
  });

  it('treats an empty file like a missing one', async () => {
    const file = join(dir, 'acl.yaml');
    await writeFile(file, '');
    await mergeAclFile(file, gitBindings);
    expect(parseAcl(await readFile(file, 'utf8'), file)).toEqual(generateAcl(gitBindings));
  });

  it('gives the same bytes when nothing changed', async () => {
    const file = join(dir, 'acl.yaml');
    await mergeAclFile(file, gitBindings);
    const once = await readFile(file, 'utf8');
    await mergeAclFile(file, [...gitBindings].reverse());
    expect(await readFile(file, 'utf8')).toBe(once);
  });

  it('refuses a corrupt ACL with file:line and leaves it untouched', async () => {
    const file = join(dir, 'acl.yaml');
    const corrupt = 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.git.status]\n    effect: maybe\n';
    await writeFile(file, corrupt);
    const attempt = mergeAclFile(file, gitBindings);
    await expect(attempt).rejects.toBeInstanceOf(AclError);
    await expect(mergeAclFile(file, gitBindings)).rejects.toThrow(`${file}:5: rule 1: effect must be allow or deny`);
    expect(await readFile(file, 'utf8')).toBe(corrupt);
    expect(await readdir(dir)).toEqual(['acl.yaml']);
  });
});
