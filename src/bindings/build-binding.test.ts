import { describe, expect, it } from 'vitest';
import { buildBinding, type BuildBindingInput } from './build-binding.js';
import { bindingProblem, bindingToYaml, parseBinding } from './store.js';

const annotations = { readonly: false, destructive: true, idempotent: false, requires_approval: true, cacheable: false, open_world: false };

function input(overrides: Partial<BuildBindingInput> = {}): BuildBindingInput {
  return {
    tool: 'git',
    binary: '/usr/bin/git',
    commandPath: ['branch'],
    version: 'git version 2.43.0',
    help: {
      format: 'gnu',
      description: 'List, create, or delete branches',
      usage: 'git branch [<options>]',
      flags: [
        { long: '--delete', short: '-d', type: 'boolean', description: 'delete fully merged branch' },
        { long: '--format', valueName: 'FORMAT', type: 'string', description: 'format to use for the output' },
      ],
      positionals: [],
      subcommands: [],
    },
    helpText: 'usage: git branch [<options>]\n\n    -d, --delete   delete fully merged branch\n',
    annotations,
    annotationRules: { requires_approval: 'name:delete', destructive: 'flag:--delete' },
    tiers: [2, 1, 2],
    helpProbe: ['branch', '-h'],
    scannerVersion: '1',
    ...overrides,
  };
}

describe('buildBinding', () => {
  it('assembles every member of the binding contract', () => {
    const binding = buildBinding(input());
    expect(binding).toEqual({
      spec_version: '1.0',
      module_id: 'cli.git.branch',
      alias: 'git_branch',
      description: 'List, create, or delete branches',
      target: { binary: '/usr/bin/git', command_path: ['branch'] },
      version: 'git version 2.43.0',
      tags: ['cli', 'git'],
      annotations,
      input_schema: {
        type: 'object',
        properties: {
          delete: { type: 'boolean', default: false, description: 'delete fully merged branch', 'x-cli-kind': 'flag', 'x-cli-flag': '--delete', 'x-cli-value-style': 'switch', 'x-cli-source': 'help' },
          format: { type: 'string', description: 'format to use for the output', 'x-cli-kind': 'flag', 'x-cli-flag': '--format', 'x-cli-value-style': 'separate', 'x-cli-source': 'help' },
        },
        additionalProperties: false,
      },
      output_schema: null,
      documentation: 'usage: git branch [<options>]\n\n    -d, --delete   delete fully merged branch',
      metadata: {
        help_format: 'gnu',
        scan_tiers: [1, 2],
        json_output_flag: null,
        annotation_rules: { destructive: 'flag:--delete', requires_approval: 'name:delete' },
        usage: 'git branch [<options>]',
        help_probe: ['branch', '-h'],
        scanner_version: '1',
      },
    });
    expect(bindingProblem(binding)).toBeUndefined();
  });

  it('round-trips through the YAML store unchanged', () => {
    const binding = buildBinding(input());
    expect(parseBinding(bindingToYaml(binding), 'x.binding.yaml')).toEqual(binding);
  });

  it('is deterministic byte for byte', () => {
    expect(bindingToYaml(buildBinding(input()))).toBe(bindingToYaml(buildBinding(input())));
  });

  it('uses the given alias, the program words when there is no description, and marks stubs', () => {
    const binding = buildBinding(input({
      alias: 'git_branch_2', stub: true, helpProbe: undefined, helpText: '',
      help: { format: 'unknown', description: '  ', flags: [], positionals: [], subcommands: [] },
    }));
    expect(binding.alias).toBe('git_branch_2');
    expect(binding.description).toBe('git branch');
    expect(binding.metadata.stub).toBe(true);
    expect(binding.metadata).not.toHaveProperty('help_probe');
    expect(binding.documentation).toBe('');
  });

  it('adds the JSON output schema and records the flag', () => {
    const binding = buildBinding(input({ help: { ...input().help, jsonOutputFlag: '--json' } }));
    expect(binding.metadata.json_output_flag).toBe('--json');
    expect(binding.output_schema).toEqual({
      type: 'object',
      properties: { stdout: { type: 'string' }, stderr: { type: 'string' }, exit_code: { type: 'integer' }, json_output: { type: 'object' } },
    });
  });

  it('lists subcommands in metadata and clips very long documentation at a line end', () => {
    const long = Array.from({ length: 2000 }, (_, i) => `line ${i} of a very long help text`).join('\n');
    const binding = buildBinding(input({ commandPath: [], helpText: long, help: { ...input().help, subcommands: [{ name: 'b', description: '' }, { name: 'a', description: '' }] } }));
    expect(binding.module_id).toBe('cli.git');
    expect(binding.alias).toBe('git');
    expect(binding.metadata.subcommands).toEqual(['b', 'a']);
    expect(binding.documentation.length).toBeLessThanOrEqual(16_010);
    expect(binding.documentation.endsWith('text\n[...]')).toBe(true);
    expect(binding.metadata.subcommand_aliases).toBeUndefined();
  });

  it('maps each other name the help gives a subcommand to that subcommand (osc `commit (checkin, ci)`)', () => {
    const subcommands = [{ name: 'commit', description: '', aliases: ['checkin', 'ci'] }, { name: 'list', description: '', aliases: ['LL', 'ls'] }, { name: 'add', description: '' }];
    const binding = buildBinding(input({ commandPath: [], help: { ...input().help, subcommands } }));
    expect(binding.metadata.subcommands).toEqual(['commit', 'list', 'add']);
    expect(binding.metadata.subcommand_aliases).toEqual({ checkin: 'commit', ci: 'commit', LL: 'list', ls: 'list' });
  });
});
