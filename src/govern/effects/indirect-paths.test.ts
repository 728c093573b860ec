import { describe, expect, it } from 'vitest';
import { COMMAND_EFFECTS, INDIRECT_PATHS } from './curated-effects.js';
import { commandEffects, indirectPaths } from './indirect-paths.js';

describe('commandEffects', () => {
  it('lists what a command does whatever its parameters, with the curated reason', () => {
    expect(commandEffects({ tool: 'go', commandPath: ['get'] })).toEqual([
      { effect: 'write', reason: 'curated: go get updates go.mod and go.sum to require the packages (with -u, their newest versions)', source: 'curated' },
      { effect: 'network', reason: 'curated: go get downloads modules from the module proxy into the module cache', source: 'curated' },
    ]);
    expect(commandEffects({ tool: 'go', commandPath: ['mod', 'download'] }).map((e) => e.effect)).toEqual(['network']);
    expect(commandEffects({ tool: 'poetry', commandPath: ['show'] }).map((e) => e.effect)).toEqual(['write']);
    expect(commandEffects({ tool: 'poetry', commandPath: ['search'] }).map((e) => e.effect)).toEqual(['network']);
  });

  it('is empty for other commands, a prefix of a listed one, and names of Object.prototype', () => {
    expect(commandEffects({ tool: 'go', commandPath: ['version'] })).toEqual([]);
    expect(commandEffects({ tool: 'go', commandPath: ['mod'] })).toEqual([]);
    expect(commandEffects({ tool: 'go', commandPath: [] })).toEqual([]);
    expect(commandEffects({ tool: 'git', commandPath: ['status'] })).toEqual([]);
    expect(commandEffects({ tool: 'constructor', commandPath: [] })).toEqual([]);
    expect(commandEffects({ tool: 'go', commandPath: ['toString'] })).toEqual([]);
  });

  it('holds only write and network effects, and cannot be changed at run time', () => {
    for (const commands of Object.values(COMMAND_EFFECTS)) {
      for (const entries of Object.values(commands)) for (const entry of entries) expect(['write', 'network']).toContain(entry.effect);
    }
    expect(Object.isFrozen(COMMAND_EFFECTS.go!.get)).toBe(true);
    expect(Object.isFrozen(INDIRECT_PATHS.rg)).toBe(true);
  });
});

describe('indirectPaths', () => {
  it('curated: list files of names and options that follow symbolic links, by program', () => {
    expect(indirectPaths({ tool: 'rg', commandPath: [] }, { token: '--follow', isSwitch: true })).toEqual({
      kind: 'links', reason: 'curated: rg --follow follows symbolic links while it walks directories, wherever they point',
    });
    expect(indirectPaths({ tool: 'grep', commandPath: [] }, { token: '--dereference-recursive', isSwitch: true })?.kind).toBe('links');
    for (const tool of ['sort', 'wc', 'du']) expect(indirectPaths({ tool, commandPath: [] }, { token: '--files0-from', isSwitch: false })?.kind).toBe('names');
    expect(indirectPaths({ tool: 'du', commandPath: [] }, { token: '--dereference', isSwitch: true })?.kind).toBe('links');
  });

  it('help rules: names and descriptions of list files and of following links', () => {
    expect(indirectPaths({ tool: 'tool', commandPath: [] }, { token: '--files-from', isSwitch: false })).toEqual({ kind: 'names', reason: 'help: --files-from names a file of file names it reads' });
    expect(indirectPaths({ tool: 'tool', commandPath: [] }, { token: '--input', isSwitch: false, description: 'read input from the files specified by NUL-terminated names in file F' })?.kind).toBe('names');
    expect(indirectPaths({ tool: 'tool', commandPath: [] }, { token: '--follow-symlinks', isSwitch: true })).toEqual({ kind: 'links', reason: 'help: --follow-symlinks follows symbolic links' });
    expect(indirectPaths({ tool: 'fd', commandPath: [] }, { token: '--follow', isSwitch: true, description: 'Follow symbolic links while traversing' })?.kind).toBe('links');
  });

  it('leaves alone what opens nothing more: growing files, patterns, exclusions, links the command line names', () => {
    expect(indirectPaths({ tool: 'tail', commandPath: [] }, { token: '--follow', isSwitch: false, description: 'output appended data as the file grows' })).toBeUndefined();
    expect(indirectPaths({ tool: 'tool', commandPath: [] }, { token: '--follow', isSwitch: true, description: 'keep reading as the file grows' })).toBeUndefined();
    expect(indirectPaths({ tool: 'rg', commandPath: [] }, { token: '--ignore-file', isSwitch: false, description: 'Specifies a path to one or more gitignore formatted rules files' })).toBeUndefined();
    expect(indirectPaths({ tool: 'tool', commandPath: [] }, { token: '--exclude-from', isSwitch: false, description: 'skip files matching any file names in FILE' })).toBeUndefined();
    expect(indirectPaths({ tool: 'tool', commandPath: [] }, { token: '--dereference-args', isSwitch: true, description: 'dereference only symlinks that are listed on the command line' })).toBeUndefined();
    expect(indirectPaths({ tool: 'tool', commandPath: [] }, { token: '--no-deref', isSwitch: true, description: 'do not follow symbolic links' })).toBeUndefined();
    // A list file given to a switch is no list file.
    expect(indirectPaths({ tool: 'tool', commandPath: [] }, { token: '--files-from', isSwitch: true })).toBeUndefined();
  });
});
