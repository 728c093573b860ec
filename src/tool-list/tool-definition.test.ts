import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { toolDefinition } from './tool-definition.js';
import { toolFilter } from './tool-filter.js';

const base: Binding = {
  spec_version: '1.0', module_id: 'cli.git.log', alias: 'git_log', description: 'Show commit logs',
  target: { binary: '/usr/bin/git', command_path: ['log'] }, version: '2', tags: ['vcs'],
  annotations: { readonly: true, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false },
  input_schema: {
    type: 'object', additionalProperties: false,
    properties: { max_count: { type: 'integer', 'x-cli-kind': 'flag', 'x-cli-flag': '-n', 'x-cli-value-style': 'separate' } },
  },
  output_schema: { type: 'object', properties: { stdout: { type: 'string' }, 'x-keep-name': { type: 'string' } }, 'x-note': 1 },
  documentation: '', metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: '--json', annotation_rules: {} },
};

describe('toolDefinition', () => {
  it('publishes alias, description, clean schemas and all four hints explicitly', () => {
    expect(toolDefinition(base)).toEqual({
      name: 'git_log',
      description: 'Show commit logs',
      inputSchema: {
        type: 'object', additionalProperties: false,
        properties: { max_count: { type: 'integer' }, working_directory: { type: 'string', description: expect.stringContaining('Directory to run the program in') } },
      },
      outputSchema: { type: 'object', properties: { stdout: { type: 'string' }, 'x-keep-name': { type: 'string' } } },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    });
  });

  it('has no outputSchema when the binding has none', () => {
    expect(toolDefinition({ ...base, output_schema: null })).not.toHaveProperty('outputSchema');
  });
});

describe('toolFilter', () => {
  const grep = { ...base, module_id: 'cli.grep', tags: ['text'] };
  const gitx = { ...base, module_id: 'cli.gitx' };
  it('filters by whole module-id segments and by tags', () => {
    const byPrefix = toolFilter({ modulePrefixes: ['cli.git'] });
    expect([base, grep, gitx].filter(byPrefix).map((b) => b.module_id)).toEqual(['cli.git.log']);
    expect([base, grep].filter(toolFilter({ tags: ['text'] })).map((b) => b.module_id)).toEqual(['cli.grep']);
    expect([base, grep].filter(toolFilter({ tags: ['text'], modulePrefixes: ['cli.git'] }))).toEqual([]);
    expect([base, grep].filter(toolFilter({}))).toHaveLength(2);
  });
});
