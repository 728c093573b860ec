import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { OPENAI_NAME_PATTERN, OpenAINameCollisionError, openAIFunctionName, toOpenAITools } from './openai-export.js';

function binding(moduleId: string, alias: string): Binding {
  return {
    spec_version: '1.0', module_id: moduleId, alias, description: `run ${moduleId}`,
    target: { binary: '/bin/true', command_path: [] }, version: '1', tags: [],
    annotations: { readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: true, open_world: false },
    input_schema: {
      type: 'object', additionalProperties: false, required: ['path'],
      properties: { path: { type: 'string', format: 'path', description: 'where', 'x-cli-kind': 'positional', 'x-cli-position': 0 } },
    },
    output_schema: null, documentation: '', metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  };
}

describe('toOpenAITools', () => {
  it('exports function definitions with clean JSON Schema parameters', () => {
    expect(toOpenAITools([binding('cli.ls', 'ls')])).toEqual([{
      type: 'function',
      function: {
        name: 'ls', description: 'run cli.ls',
        parameters: {
          type: 'object', additionalProperties: false, required: ['path'],
          properties: { path: { type: 'string', description: 'where' }, working_directory: { type: 'string', description: expect.stringContaining('Directory to run the program in') } },
        },
      },
    }]);
  });

  it('exports strict-mode functions: every property required, optional ones nullable, strict: true', () => {
    const [tool] = toOpenAITools([binding('cli.ls', 'ls')], { strict: true });
    expect(tool!.function.strict).toBe(true);
    expect(tool!.function.parameters).toEqual({
      type: 'object', additionalProperties: false, required: ['path', 'working_directory'],
      properties: {
        path: { type: 'string', description: 'where' },
        working_directory: { type: ['string', 'null'], description: expect.stringContaining('Directory to run the program in') },
      },
    });
  });

  it('shortens names past 64 characters, deterministically and validly', () => {
    const long = `a_${'b'.repeat(100)}`;
    const name = openAIFunctionName(long);
    expect(name).toMatch(OPENAI_NAME_PATTERN);
    expect(name).toHaveLength(64);
    expect(openAIFunctionName(long)).toBe(name);
    expect(openAIFunctionName(`${long}c`)).not.toBe(name);
  });

  it('names both modules when two bindings would share a function name', () => {
    const first = `x_${'y'.repeat(70)}`;
    const clash = [binding('cli.one', 'same'), binding('cli.two', 'same')];
    expect(() => toOpenAITools(clash)).toThrow(OpenAINameCollisionError);
    expect(() => toOpenAITools(clash)).toThrow('OpenAI function name "same" would be used by both cli.one and cli.two; give one of them another alias.');
    expect(toOpenAITools([binding('cli.a', first), binding('cli.b', `${first}z`)]).map((t) => t.function.name)).toHaveLength(2);
  });
});
