import { describe, expect, it } from 'vitest';
import { underUsageNamespace, usageNamespace } from './usage-namespace.js';

describe('usageNamespace', () => {
  it('reads the word the usage puts before its command placeholder (R CMD command)', () => {
    expect(usageNamespace(['R [options] [< infile] [> outfile]', 'R CMD command [arguments]'], { programName: 'R' })).toBe('CMD');
    expect(usageNamespace(['tool [-v] run <command> [args...]'], { programName: 'tool' })).toBe('run');
  });

  it('gives none when a usage takes a command right after the command words, or two words compete', () => {
    expect(usageNamespace(['git [--version] [--help] <command> [<args>]'], { programName: 'git' })).toBeUndefined();
    expect(usageNamespace(['docker container COMMAND'], { programName: 'docker', commandPath: ['container'] })).toBeUndefined();
    expect(usageNamespace(['tool run <command>', 'tool <command> [args]'], { programName: 'tool' })).toBeUndefined();
    expect(usageNamespace(['tool run <command>', 'tool exec <command>'], { programName: 'tool' })).toBeUndefined();
    // A placeholder of the program's own operands is no namespace: runcon CONTEXT COMMAND.
    expect(usageNamespace(['runcon [CONTEXT] COMMAND [args]'], { programName: 'runcon' })).toBeUndefined();
    expect(usageNamespace(['R CMD command'], {})).toBeUndefined();
  });
});

describe('underUsageNamespace', () => {
  const listed = [{ name: 'BATCH', description: 'Run R in batch mode' }, { name: 'build', description: 'Build add-on packages' }];

  it('moves the listed commands under the namespace word', () => {
    expect(underUsageNamespace(listed, ['R CMD command [arguments]'], { programName: 'R' })).toEqual([{ name: 'CMD', description: '', commands: listed }]);
  });

  it('leaves a list that names the word itself as it is: those are the command\'s own', () => {
    const own = [...listed, { name: 'CMD', description: 'Run a tool' }];
    expect(underUsageNamespace(own, ['R CMD command [arguments]'], { programName: 'R' })).toBe(own);
    expect(underUsageNamespace([], ['R CMD command [arguments]'], { programName: 'R' })).toEqual([]);
  });
});
