import { describe, expect, it } from 'vitest';
import { BINDING_SPEC_VERSION, type Binding, type CliPropertySchema } from '../bindings/types.js';
import { renderArgvParts } from '../exec/render-argv.js';
import { argumentPolicy, valuesOfPart } from './argument-policy.js';

function binding(properties: Record<string, CliPropertySchema>): Binding {
  return {
    spec_version: BINDING_SPEC_VERSION, module_id: 'cli.git.log', alias: 'git_log', description: '',
    target: { binary: '/usr/bin/git', command_path: ['log'] }, version: 'unknown', tags: [], output_schema: null, documentation: '',
    annotations: { readonly: true, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false },
    input_schema: { type: 'object', properties, additionalProperties: false },
    metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  };
}

const gitLog = binding({
  output: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--output', 'x-cli-value-style': 'equals', 'x-cli-effect': 'write', 'x-cli-effect-reason': 'curated: git --output writes a file', 'x-cli-effect-source': 'curated' },
  upload_pack: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--upload-pack', 'x-cli-effect': 'exec', 'x-cli-effect-reason': 'curated: git --upload-pack runs a program', 'x-cli-effect-source': 'curated' },
  ext_diff: { type: 'boolean', default: true, 'x-cli-kind': 'flag', 'x-cli-flag': '--ext-diff', 'x-cli-negation': '--no-ext-diff', 'x-cli-effect': 'exec', 'x-cli-effect-reason': 'curated: runs the external diff' },
  format: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--format', 'x-cli-value-style': 'equals' },
  oneline: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--oneline' },
  max_count: { type: 'integer', 'x-cli-kind': 'flag', 'x-cli-flag': '-n' },
  server: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--server', 'x-cli-effect': 'network', 'x-cli-effect-reason': 'help: --server takes HOST', 'x-cli-effect-source': 'help' },
  paths: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'read', 'x-cli-effect-reason': 'curated' },
  command: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-effect': 'exec', 'x-cli-effect-reason': 'curated: env runs COMMAND' },
});
const policy = (args: Record<string, unknown>, conditions?: Parameters<typeof argumentPolicy>[2]) =>
  argumentPolicy(gitLog, renderArgvParts(gitLog, args).parts, conditions);

describe('argumentPolicy', () => {
  it('lets harmless, read and unset parameters run', () => {
    expect(policy({ oneline: true, max_count: 3, paths: ['a.txt'] })).toEqual({ needsApproval: [] });
    expect(policy({ output: null, paths: [], upload_pack: undefined })).toEqual({ needsApproval: [] });
    // A default-true exec switch turned off renders its negation: that runs nothing.
    expect(policy({ ext_diff: false })).toEqual({ needsApproval: [] });
  });

  it('refuses an exec parameter by default, flag or operand', () => {
    expect(policy({ upload_pack: 'touch /tmp/x' })).toEqual({
      denied: { parameter: 'upload_pack', flag: '--upload-pack', effect: 'exec', reason: 'curated: git --upload-pack runs a program', by: 'effect' },
      needsApproval: [],
    });
    expect(policy({ ext_diff: true }).denied?.parameter).toBe('ext_diff');
    expect(policy({ command: ['touch', 'x'] }).denied).toEqual({ parameter: 'command', effect: 'exec', reason: 'curated: env runs COMMAND', by: 'effect' });
  });

  it('puts write parameters behind approval, recorded or by default (a free string without an effect)', () => {
    expect(policy({ output: '/tmp/x', format: '%H' })).toEqual({
      needsApproval: [
        { parameter: 'output', flag: '--output', effect: 'write', reason: 'curated: git --output writes a file', by: 'effect' },
        { parameter: 'format', flag: '--format', effect: 'write', reason: 'no recorded effect: a free value could name a file', by: 'effect' },
      ],
    });
    // An empty string still reaches argv (`--format=`): it counts.
    expect(policy({ format: '' }).needsApproval.map((f) => f.parameter)).toEqual(['format']);
  });

  it('conditions.effects: exec can become approve, write can be allowed or denied', () => {
    expect(policy({ upload_pack: 'x' }, { effects: { exec: 'approve' } }).needsApproval.map((f) => f.parameter)).toEqual(['upload_pack']);
    expect(policy({ upload_pack: 'x' }, { effects: { exec: 'allow' as 'approve' } }).denied?.parameter).toBe('upload_pack');
    expect(policy({ output: 'x' }, { effects: { write: 'allow' } })).toEqual({ needsApproval: [] });
    expect(policy({ output: 'x' }, { effects: { write: 'deny' } }).denied?.parameter).toBe('output');
    expect(policy({ paths: ['x'] }, { effects: { read: 'approve' } }).needsApproval.map((f) => f.parameter)).toEqual(['paths']);
  });

  it('network parameters need approval by default; conditions.effects.network may allow or deny them', () => {
    expect(policy({ server: 'example.org' })).toEqual({
      needsApproval: [{ parameter: 'server', flag: '--server', effect: 'network', reason: 'help: --server takes HOST', by: 'effect' }],
    });
    expect(policy({ server: 'example.org' }, { effects: { network: 'allow' } })).toEqual({ needsApproval: [] });
    expect(policy({ server: 'example.org' }, { effects: { network: 'deny' } }).denied).toEqual({ parameter: 'server', flag: '--server', effect: 'network', reason: 'help: --server takes HOST', by: 'effect' });
    // Allowing network says nothing about writing.
    expect(policy({ server: 'h', output: 'x' }, { effects: { network: 'allow' } }).needsApproval.map((f) => f.parameter)).toEqual(['output']);
  });

  it('deny_params and approve_params match names or flag tokens (long flags in any case)', () => {
    expect(policy({ oneline: true }, { deny_params: ['--ONELINE'] }).denied).toEqual({ parameter: 'oneline', flag: '--oneline', effect: 'none', reason: 'no recorded effect: a switch, number or choice cannot name a file', by: 'deny_params' });
    expect(policy({ max_count: 2 }, { deny_params: ['max_count'] }).denied?.by).toBe('deny_params');
    expect(policy({ max_count: 2 }, { approve_params: ['-n'] }).needsApproval).toEqual([
      { parameter: 'max_count', flag: '-n', effect: 'none', reason: 'no recorded effect: a switch, number or choice cannot name a file', by: 'approve_params' },
    ]);
    expect(policy({ max_count: 2 }, { approve_params: ['-N'] })).toEqual({ needsApproval: [] });
  });
});

describe('argumentPolicy: program text (x-cli-text)', () => {
  const sed = { ...binding({
    expression: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'flag', 'x-cli-flag': '--expression', 'x-cli-value-style': 'equals', 'x-cli-text': 'sed', 'x-cli-effect': 'exec', 'x-cli-effect-reason': 'curated: sed --expression is a sed script' },
    e: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'flag', 'x-cli-flag': '-e', 'x-cli-text': 'sed', 'x-cli-effect': 'exec' },
    input_file: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'read' },
  }), module_id: 'cli.sed', alias: 'sed' };
  const verdict = (args: Record<string, unknown>, conditions?: Parameters<typeof argumentPolicy>[2]) => argumentPolicy(sed, renderArgvParts(sed, args).parts, conditions);

  it('a script that only edits text runs; one that writes needs approval; one that runs a program is refused', () => {
    expect(verdict({ expression: ['s/a/b/g', '/x/d'], input_file: ['f'] })).toEqual({ needsApproval: [] });
    expect(verdict({ e: ['s/$/;/'] })).toEqual({ needsApproval: [] });
    expect(verdict({ expression: ['s/a/b/', 'w out.txt'] })).toEqual({
      needsApproval: [{ parameter: 'expression', flag: '--expression', effect: 'write', reason: 'program text: in the sed script, the w command writes the file it names', by: 'effect' }],
    });
    expect(verdict({ e: ['p', '1e touch /tmp/x'] }).denied).toEqual({
      parameter: 'e', flag: '-e', effect: 'exec', reason: 'program text: in the sed script, the e command runs its text as a shell command', by: 'effect',
    });
    // The operator may make exec need approval, never allow it.
    expect(verdict({ e: ['e id'] }, { effects: { exec: 'approve' } }).needsApproval.map((finding) => finding.effect)).toEqual(['exec']);
  });

  it('valuesOfPart takes the values out of the tokens, whatever the value style', () => {
    expect(valuesOfPart(sed.input_schema.properties.e!, ['-e', 'a', '-e', 'b'])).toEqual(['a', 'b']);
    expect(valuesOfPart(sed.input_schema.properties.expression!, ['--expression=s/a/b/'])).toEqual(['s/a/b/']);
    expect(valuesOfPart({ 'x-cli-kind': 'flag', 'x-cli-flag': '-e', 'x-cli-value-style': 'attached' }, ['-ep'])).toEqual(['p']);
    expect(valuesOfPart(sed.input_schema.properties.input_file!, ['x', 'y'])).toEqual(['x', 'y']);
  });
});


describe('argumentPolicy: what the argument layer alone cannot see', () => {
  const of = (moduleId: string, commandPath: string[], properties: Record<string, CliPropertySchema>): Binding => ({
    ...binding(properties), module_id: moduleId, target: { binary: `/usr/bin/${moduleId.split('.')[1]}`, command_path: commandPath },
  });
  const goGet = of('cli.go.get', ['get'], { u: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '-u' } });
  const goList = of('cli.go.list', ['list'], {});
  const rg = of('cli.rg', [], {
    follow: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--follow', 'x-cli-negation': '--no-follow' },
    files0_from: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--files0-from', 'x-cli-effect': 'read', 'x-cli-effect-reason': 'help', 'x-cli-effect-source': 'help' },
    output: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--output-list-from', 'x-cli-effect': 'write', 'x-cli-effect-reason': 'made up', 'x-cli-effect-source': 'help' },
  });
  const sort = of('cli.sort', [], {
    files0_from: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--files0-from', 'x-cli-value-style': 'equals', 'x-cli-effect': 'read', 'x-cli-effect-reason': 'curated: sort --files0-from reads the named file', 'x-cli-effect-source': 'curated' },
    file: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'read' },
  });
  const run = (b: Binding, args: Record<string, unknown>, conditions?: Parameters<typeof argumentPolicy>[2], indirect = false) =>
    argumentPolicy(b, renderArgvParts(b, args).parts, conditions, { indirectPathsNeedApproval: indirect });

  it('a command that writes or downloads whatever its parameters needs approval for each effect, with or without parameters', () => {
    expect(run(goList, {})).toEqual({
      needsApproval: [{ parameter: 'go list', effect: 'network', reason: expect.stringMatching(/^curated: go list downloads the modules/), by: 'command' }],
    });
    expect(run(goGet, { u: true }).needsApproval.map((f) => [f.by, f.effect])).toEqual([['command', 'write'], ['command', 'network']]);
    // The operator decides per effect, as for parameters.
    expect(run(goGet, {}, { effects: { write: 'allow', network: 'allow' } })).toEqual({ needsApproval: [] });
    expect(run(goGet, {}, { effects: { write: 'allow' } }).needsApproval.map((f) => f.effect)).toEqual(['network']);
    expect(run(goGet, {}, { effects: { network: 'deny' } }).denied).toMatchObject({ parameter: 'go get', effect: 'network', by: 'command' });
    // Other commands of the program are judged by their parameters only.
    expect(run(of('cli.go.version', ['version'], {}), {})).toEqual({ needsApproval: [] });
  });

  it('options that open paths svc cannot check need approval only when the call is unsandboxed and confined', () => {
    expect(run(rg, { follow: true })).toEqual({ needsApproval: [] });
    expect(run(rg, { follow: true }, undefined, true)).toEqual({
      needsApproval: [{ parameter: 'follow', flag: '--follow', effect: 'read', reason: 'curated: rg --follow follows symbolic links while it walks directories, wherever they point', by: 'unsandboxed' }],
    });
    // Turning following off opens nothing.
    expect(run(rg, { follow: false }, undefined, true)).toEqual({ needsApproval: [] });
    expect(run(sort, { files0_from: 'names0', file: ['a'] }, undefined, true)).toEqual({
      needsApproval: [{ parameter: 'files0_from', flag: '--files0-from', effect: 'read', reason: 'curated: sort --files0-from reads the files named inside the list file', by: 'unsandboxed' }],
    });
    // A program the table does not list is judged by the help rules (rg has no --files0-from; the name says it).
    expect(run(rg, { files0_from: 'x' }, undefined, true).needsApproval).toEqual([
      { parameter: 'files0_from', flag: '--files0-from', effect: 'read', reason: 'help: --files0-from names a file of file names it reads', by: 'unsandboxed' },
    ]);
    // A parameter that already needs approval asks once.
    expect(run(rg, { output: 'x' }, undefined, true).needsApproval.map((f) => f.by)).toEqual(['effect']);
    // A rule that denies reads still refuses the parameter.
    expect(run(sort, { files0_from: 'names0' }, { effects: { read: 'deny' } }, true).denied?.by).toBe('effect');
  });
});

describe('argumentPolicy: operands of a read-only command in the sandbox', () => {
  const show = (readonly: boolean) => {
    const b = binding({
      device: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'write', 'x-cli-effect-reason': 'default: operand <device> could name a file', 'x-cli-effect-source': 'default' },
      dest: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-effect': 'write', 'x-cli-effect-reason': 'curated: the destination is written', 'x-cli-effect-source': 'curated' },
      out: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--out', 'x-cli-effect': 'write', 'x-cli-effect-reason': 'default: --out could name a file', 'x-cli-effect-source': 'default' },
    });
    return { ...b, annotations: { ...b.annotations, readonly } };
  };
  const run = (b: Binding, args: Record<string, unknown>, sandboxed: boolean) => argumentPolicy(b, renderArgvParts(b, args).parts, undefined, { sandboxed });

  it('asks nothing for an operand that writes only by default: the sandbox mounts the roots read-only', () => {
    expect(run(show(true), { device: 'all' }, true)).toEqual({ needsApproval: [] });
  });

  it('still asks without a sandbox, for a command not annotated read-only, for a known write and for a flag', () => {
    expect(run(show(true), { device: 'all' }, false).needsApproval.map((f) => f.parameter)).toEqual(['device']);
    expect(run(show(false), { device: 'all' }, true).needsApproval.map((f) => f.parameter)).toEqual(['device']);
    expect(run(show(true), { device: 'all', dest: 'x' }, true).needsApproval.map((f) => f.parameter)).toEqual(['dest']);
    expect(run(show(true), { out: 'x' }, true).needsApproval.map((f) => f.parameter)).toEqual(['out']);
  });
});
