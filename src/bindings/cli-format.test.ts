import { describe, expect, it } from 'vitest';
import type { BindingInputSchema } from './types.js';
import { cliFormatOf, migrateLegacyFormats } from './cli-format.js';
import { parseBinding } from './store.js';

describe('cliFormatOf', () => {
  it('reads x-cli-format, or a legacy format, on the value or its items', () => {
    expect(cliFormatOf({ type: 'string', 'x-cli-format': 'path', 'x-cli-kind': 'flag' })).toBe('path');
    expect(cliFormatOf({ type: 'array', items: { type: 'string', 'x-cli-format': 'uri' }, 'x-cli-kind': 'positional' })).toBe('uri');
    expect(cliFormatOf({ type: 'string', format: 'path', 'x-cli-kind': 'flag' })).toBe('path');
    expect(cliFormatOf({ type: 'array', items: { type: 'string', format: 'path' }, 'x-cli-kind': 'positional' })).toBe('path');
    expect(cliFormatOf({ type: 'string', 'x-cli-kind': 'flag' })).toBeUndefined();
  });
});

describe('migrateLegacyFormats', () => {
  it('moves format: path / uri to x-cli-format, on values and items; leaves other schemas as they are', () => {
    const legacy = {
      type: 'object',
      properties: {
        file: { type: 'string', format: 'path', 'x-cli-kind': 'flag', 'x-cli-flag': '--file' },
        urls: { type: 'array', items: { type: 'string', format: 'uri' }, 'x-cli-kind': 'positional', 'x-cli-position': 0 },
        name: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--name' },
      },
      additionalProperties: false,
    } as unknown as BindingInputSchema;
    expect(migrateLegacyFormats(legacy)).toEqual({
      type: 'object',
      properties: {
        file: { type: 'string', 'x-cli-format': 'path', 'x-cli-kind': 'flag', 'x-cli-flag': '--file' },
        urls: { type: 'array', items: { type: 'string', 'x-cli-format': 'uri' }, 'x-cli-kind': 'positional', 'x-cli-position': 0 },
        name: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--name' },
      },
      additionalProperties: false,
    });
    const current = migrateLegacyFormats(legacy);
    expect(migrateLegacyFormats(current)).toBe(current);
  });

  it('a binding file of an older scan is read with x-cli-format', () => {
    const text = [
      'spec_version: "1.0"', 'module_id: cli.cat', 'alias: cat', 'description: cat', 'target: {binary: /bin/cat, command_path: []}',
      'version: unknown', 'tags: []', 'annotations: {readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: false, open_world: false}',
      'input_schema:', '  type: object', '  properties:', '    file:', '      type: array', '      items: {type: string, format: path}',
      '      x-cli-kind: positional', '      x-cli-position: 0', '  additionalProperties: false',
      'output_schema: null', 'documentation: ""', 'metadata: {help_format: gnu, scan_tiers: [1], json_output_flag: null, annotation_rules: {}}', '',
    ].join('\n');
    expect(parseBinding(text, 'cli.cat.binding.yaml').input_schema.properties.file!.items).toEqual({ type: 'string', 'x-cli-format': 'path' });
  });
});
