import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { toolFilter, toolPattern, unmatchedPatterns } from './tool-filter.js';

const binding = (module_id: string, alias: string, tags: string[] = []) => ({ module_id, alias, tags }) as unknown as Binding;
const gitLog = binding('cli.git.log', 'git_log', ['git']);
const gitPush = binding('cli.git.push', 'git_push', ['git']);
const git = binding('cli.git', 'git', ['git']);
const grep = binding('cli.grep', 'grep');
const all = [git, gitLog, gitPush, grep];
const names = (keep: (b: Binding) => boolean) => all.filter(keep).map((b) => b.alias);

describe('toolPattern', () => {
  it('matches a glob against the alias or the module id, whole name', () => {
    expect(toolPattern('git_*')(gitLog)).toBe(true);
    expect(toolPattern('git_*')(git)).toBe(false);
    expect(toolPattern('git_l?g')(gitLog)).toBe(true);
    expect(toolPattern('cli.git.*')(gitLog)).toBe(true);
    expect(toolPattern('log')(gitLog)).toBe(false);
    expect(toolPattern('GIT_LOG')(gitLog)).toBe(false);
  });

  it('reads a module id without glob as a prefix on whole segments', () => {
    expect(names(toolPattern('cli.git'))).toEqual(['git', 'git_log', 'git_push']);
    expect(toolPattern('cli.gi')(gitLog)).toBe(false);
  });

  it('treats regular-expression characters literally', () => {
    expect(toolPattern('git_log|grep')(grep)).toBe(false);
    expect(toolPattern('.*')(grep)).toBe(false);
    expect(toolPattern('cli.grep')(binding('cliXgrep', 'x'))).toBe(false);
  });
});

describe('toolFilter', () => {
  it('keeps what --tools names, minus what --exclude names, within --tags', () => {
    expect(names(toolFilter({ tools: ['git*'] }))).toEqual(['git', 'git_log', 'git_push']);
    expect(names(toolFilter({ tools: ['git*'], exclude: ['git_push'] }))).toEqual(['git', 'git_log']);
    expect(names(toolFilter({ exclude: ['cli.git'] }))).toEqual(['grep']);
    expect(names(toolFilter({ tags: ['git'], tools: ['grep', 'git_log'] }))).toEqual(['git_log']);
    expect(names(toolFilter({ tools: [], exclude: [''] }))).toEqual(['git', 'git_log', 'git_push', 'grep']);
  });
});

describe('unmatchedPatterns', () => {
  it('names the patterns that select nothing', () => {
    expect(unmatchedPatterns(['git_lgo', 'grep', 'cli.git'], all)).toEqual(['git_lgo']);
    expect(unmatchedPatterns(undefined, all)).toEqual([]);
  });
});
