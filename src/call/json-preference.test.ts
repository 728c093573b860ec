import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { preferJsonArguments } from './json-preference.js';

function binding(flag: string, prop: Record<string, unknown>): Binding {
  const name = 'f';
  return {
    metadata: { json_output_flag: flag },
    output_schema: { type: 'object', properties: { json_output: { type: 'object' } }, required: ['json_output'] },
    input_schema: { type: 'object', properties: { [name]: { 'x-cli-kind': 'flag', 'x-cli-flag': flag.split(/[= ]/)[0], ...prop }, q: { type: 'string', 'x-cli-kind': 'positional' } } },
  } as unknown as Binding;
}

describe('preferJsonArguments', () => {
  it('adds nothing when the output schema does not require json_output (a scanned binding: npm ls prints its tree)', () => {
    const scanned = { ...binding('--json', { type: 'boolean', description: 'Whether or not to output JSON data, rather than the normal output.' }), output_schema: { type: 'object', properties: { json_output: { type: 'object' } } } } as unknown as Binding;
    expect(preferJsonArguments(scanned, { q: 'x' }, true)).toEqual({ q: 'x' });
    expect(preferJsonArguments({ ...scanned, output_schema: null } as Binding, {}, true)).toEqual({});
    expect(preferJsonArguments(scanned, { f: true }, true)).toEqual({ f: true });
  });

  it('adds a JSON switch or a json choice that is the same output as JSON', () => {
    expect(preferJsonArguments(binding('--json', { type: 'boolean', description: 'Use JSON output format' }), { q: 'x' }, true)).toEqual({ q: 'x', f: true });
    expect(preferJsonArguments(binding('--output=json', { type: 'string', enum: ['json', 'yaml', 'wide'], description: 'Output format.' }), {}, true)).toEqual({ f: 'json' });
    expect(preferJsonArguments(binding('-o json', { type: 'string', enum: ['json', 'yaml'] }), {}, true)).toEqual({ f: 'json' });
  });

  it('leaves event streams, value-taking flags, explicit choices and a disabled preference alone', () => {
    const rg = binding('--json', { type: 'boolean', description: 'Enable printing results in a JSON Lines format.' });
    expect(preferJsonArguments(rg, { q: 'x' }, true)).toEqual({ q: 'x' });
    expect(preferJsonArguments(binding('--json', { type: 'boolean', description: 'Stream events as newline-delimited JSON' }), {}, true)).toEqual({});
    expect(preferJsonArguments(binding('--json', { type: 'string', description: 'Output JSON with the specified fields' }), {}, true)).toEqual({});
    expect(preferJsonArguments(binding('--format=json', { type: 'string', enum: ['text', 'yaml'] }), {}, true)).toEqual({});
    expect(preferJsonArguments(binding('--json', { type: 'boolean' }), { f: false }, true)).toEqual({ f: false });
    expect(preferJsonArguments(binding('--json', { type: 'boolean' }), {}, false)).toEqual({});
  });
});
