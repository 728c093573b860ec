import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bindingProblem, readBindings, writeBinding } from './store.js';
import { BINDING_SPEC_VERSION, type Binding } from './types.js';

function sampleBinding(moduleId = 'cli.ls', alias = 'ls'): Binding {
  return {
    spec_version: BINDING_SPEC_VERSION,
    module_id: moduleId,
    alias,
    description: 'list directory contents',
    target: { binary: '/usr/bin/ls', command_path: [] },
    version: '9.1',
    tags: ['cli', 'ls'],
    annotations: { readonly: true, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false },
    input_schema: {
      type: 'object',
      properties: {
        all: { type: 'boolean', default: false, 'x-cli-kind': 'flag', 'x-cli-flag': '--all' },
        file: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 0 },
      },
      additionalProperties: false,
    },
    output_schema: null,
    documentation: '',
    metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: { readonly: 'name:ls' } },
  };
}

describe('binding store', () => {
  it('round-trips a binding through its file, atomically and without temp files left', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-bindings-'));
    const file = await writeBinding(dir, sampleBinding());
    expect(file).toBe(join(dir, 'cli.ls.binding.yaml'));
    expect(await readdir(dir)).toEqual(['cli.ls.binding.yaml']);
    const { bindings, errors } = await readBindings(dir);
    expect(errors).toEqual([]);
    expect(bindings).toEqual([sampleBinding()]);
  });

  it('writes byte-identical files for identical bindings', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-bindings-'));
    const first = await readFile(await writeBinding(dir, sampleBinding()), 'utf8');
    const second = await readFile(await writeBinding(dir, sampleBinding()), 'utf8');
    expect(second).toBe(first);
  });

  it('rejects untrustworthy files with the reason and keeps serving the others', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-bindings-'));
    await writeBinding(dir, sampleBinding());
    await writeFile(join(dir, 'cli.bad.binding.yaml'), 'module_id: [oops\n');
    const relative = { ...sampleBinding('cli.rel', 'rel'), target: { binary: 'rel/ls', command_path: [] } };
    await writeBinding(dir, relative);
    const injected = { ...sampleBinding('cli.inj', 'inj'), target: { binary: '/bin/ls', command_path: ['--exec'] } };
    await writeBinding(dir, injected);
    const { bindings, errors } = await readBindings(dir);
    expect(bindings.map((b) => b.module_id)).toEqual(['cli.ls']);
    expect(errors).toEqual([
      { file: join(dir, 'cli.bad.binding.yaml'), message: expect.stringMatching(/cli\.bad\.binding\.yaml: not valid YAML: /) },
      { file: join(dir, 'cli.inj.binding.yaml'), message: `${join(dir, 'cli.inj.binding.yaml')}: target.command_path words must not be options` },
      { file: join(dir, 'cli.rel.binding.yaml'), message: `${join(dir, 'cli.rel.binding.yaml')}: target.binary must be an absolute path` },
    ]);
  });

  it('refuses a second binding claiming the same alias', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-bindings-'));
    await writeBinding(dir, sampleBinding('cli.ls', 'ls'));
    await writeBinding(dir, sampleBinding('cli.ls2', 'ls'));
    const { bindings, errors } = await readBindings(dir);
    expect(bindings).toHaveLength(1);
    expect(errors[0]!.message).toContain('alias ls is already used by');
  });

  it('refuses governance keywords it does not understand (an unknown effect would read as harmless)', () => {
    const withProp = (extra: Record<string, unknown>) => {
      const b = sampleBinding();
      return { ...b, input_schema: { ...b.input_schema, properties: { out: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--out', ...extra } } } };
    };
    expect(bindingProblem(withProp({ 'x-cli-effect': 'write', 'x-cli-effect-reason': 'curated', 'x-cli-effect-source': 'curated', 'x-cli-sensitive': true }))).toBeUndefined();
    expect(bindingProblem(withProp({ 'x-cli-effect': 'harmless' }))).toBe('input_schema.properties.out: x-cli-effect must be one of exec, write, network, read, none (got "harmless")');
    expect(bindingProblem(withProp({ 'x-cli-effect-reason': 3 }))).toBe('input_schema.properties.out: x-cli-effect-reason must be a string');
    expect(bindingProblem(withProp({ 'x-cli-sensitive': 'yes' }))).toBe('input_schema.properties.out: x-cli-sensitive must be true or false');
    expect(bindingProblem(withProp({ 'x-cli-value-style': 'glued' }))).toBe('input_schema.properties.out: x-cli-value-style must be one of separate, equals, attached, switch');
    expect(bindingProblem(withProp({ 'x-cli-repeat': 'many' }))).toBe('input_schema.properties.out: x-cli-repeat must be repeat or comma');
    // fzf's `+i` (case-sensitive) and `+s` are flag tokens; a lone `+` or `+5` spelled so is not one of letters.
    expect(bindingProblem(withProp({ 'x-cli-flag': '+i', type: 'boolean', 'x-cli-value-style': 'switch' }))).toBeUndefined();
    expect(bindingProblem(withProp({ 'x-cli-flag': '+' }))).toBe('input_schema.properties.out needs an x-cli-flag token like --name');
    expect(bindingProblem(withProp({ 'x-cli-flag': 'out' }))).toBe('input_schema.properties.out needs an x-cli-flag token like --name');
    expect(bindingProblem(withProp({ 'x-cli-negation': 'no out' }))).toBe('input_schema.properties.out: x-cli-negation must be a flag token like --no-name');
    expect(bindingProblem(withProp({ 'x-cli-values': [{ name: 'name', effect: 'none' }] }))).toBe('input_schema.properties.out: x-cli-values must list two or more values of a flag, each with a name and an effect (one of exec, write, network, read, none)');
    expect(bindingProblem(withProp({ 'x-cli-values': [{ name: 'name', effect: 'none' }, { name: 'file', effect: 'reads' }] }))).toBe('input_schema.properties.out: x-cli-values must list two or more values of a flag, each with a name and an effect (one of exec, write, network, read, none)');
    expect(bindingProblem(withProp({ 'x-cli-effect-when': [{ flags: ['-e'], effect: 'none' }] }))).toBe('input_schema.properties.out: x-cli-effect-when must list roles, each with flags (tokens like --regexp) and an effect of read or write');
    // Issue 32: the version switch and operands other usage forms spare.
    expect(bindingProblem(withProp({ 'x-cli-standalone': true, 'x-cli-required-unless': ['--files', '-e'] }))).toBeUndefined();
    expect(bindingProblem(withProp({ 'x-cli-standalone': 'yes' }))).toBe('input_schema.properties.out: x-cli-standalone must be true or false');
    // A root option, or an operand the root requires, given before the command words.
    expect(bindingProblem(withProp({ 'x-cli-inherited': true, 'x-cli-before-command': true }))).toBeUndefined();
    expect(bindingProblem(withProp({ 'x-cli-before-command': 'yes' }))).toBe('input_schema.properties.out: x-cli-before-command must be true');
    expect(bindingProblem(withProp({ 'x-cli-kind': 'positional', 'x-cli-flag': undefined, 'x-cli-position': 0, 'x-cli-before-command': true }))).toBeUndefined();
    for (const unless of [[], '--files', ['files'], [3]]) {
      expect(bindingProblem(withProp({ 'x-cli-required-unless': unless }))).toBe('input_schema.properties.out: x-cli-required-unless must list flag tokens like --files');
    }
  });
});
