import { mkdtemp, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { materializeFixtureBindings } from '../../test/fixtures/bindings/load.js';
import type { Binding } from '../bindings/types.js';
import { defaultConfig } from '../config/index.js';
import { createToolRuntime } from '../call/invoke.js';
import { toolDefinition } from './tool-definition.js';
import { splitWorkingDirectory, workingDirectoryParameter } from './working-directory-parameter.js';

let echo: Binding;
let clash: Binding;
let dir: string;
beforeAll(async () => {
  const fx = await materializeFixtureBindings({ only: ['cli.echo'] });
  echo = fx.bindings[0]!;
  // A program with an option of its own called working_directory (say `tool --working-directory D`).
  clash = {
    ...echo, module_id: 'cli.clash', alias: 'clash',
    input_schema: {
      ...echo.input_schema,
      properties: { working_directory: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--working-directory', 'x-cli-effect': 'none' }, ...echo.input_schema.properties },
    },
  };
  dir = await realpath(await mkdtemp(join(tmpdir(), 'svc-wdp-')));
});

describe('svc\'s working_directory argument', () => {
  it('is added to every published schema, optional, and never reaches argv', async () => {
    expect(workingDirectoryParameter(echo)).toBe('working_directory');
    expect(toolDefinition(echo).inputSchema.properties).toHaveProperty('working_directory.type', 'string');
    expect(toolDefinition(echo).inputSchema.required).toBeUndefined();
    expect(splitWorkingDirectory(echo, { words: ['a'], working_directory: '/w' })).toEqual({ programArgs: { words: ['a'] }, workingDirectory: '/w', parameter: 'working_directory' });
    expect(splitWorkingDirectory(echo, { words: ['a'], working_directory: null })).toEqual({ programArgs: { words: ['a'] }, workingDirectory: undefined, parameter: 'working_directory' });
    const rt = createToolRuntime({ bindings: [echo], config: { ...defaultConfig({ HOME: dir }), roots: [dir] }, aclFile: '/none', acl: { default_effect: 'allow', rules: [] } });
    const result = await rt.invoke('echo', { words: ['hi'], working_directory: dir }, { caller: 't' });
    expect(result.payload.stdout).toBe('hi\n');
    const bad = await rt.invoke('echo', { words: ['hi'], working_directory: 42 }, { caller: 't' });
    expect(bad.payload.ai_guidance).toBe(`The parameter "working_directory" must be a string: a directory path, absolute or relative to ${dir}. Nothing was run.`);
  });

  it('is called svc_working_directory where the program has a working_directory of its own, which keeps its meaning', async () => {
    expect(workingDirectoryParameter(clash)).toBe('svc_working_directory');
    expect(workingDirectoryParameter({ ...clash, input_schema: { ...clash.input_schema, properties: { ...clash.input_schema.properties, svc_working_directory: { type: 'string', 'x-cli-kind': 'flag' } } } })).toBe('svc_working_directory_2');
    const props = toolDefinition(clash).inputSchema.properties as Record<string, { description?: string }>;
    expect(Object.keys(props)).toEqual(['working_directory', 'no_newline', 'words', 'svc_working_directory']);
    const rt = createToolRuntime({ bindings: [clash], config: { ...defaultConfig({ HOME: dir }), roots: [dir] }, aclFile: '/none', acl: { default_effect: 'allow', rules: [] } });
    const result = await rt.invoke('clash', { working_directory: 'theirs', svc_working_directory: dir, words: ['x'] }, { caller: 't' });
    expect(result.payload.stdout).toBe('--working-directory theirs x\n');
    const outside = await rt.invoke('clash', { svc_working_directory: '/' }, { caller: 't' });
    expect(outside.payload.ai_guidance).toContain('The svc_working_directory / is outside the directories this session may work in');
  });
});
