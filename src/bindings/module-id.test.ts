import { describe, expect, it } from 'vitest';
import { aliasFor, moduleIdFor, uniqueAliases } from './module-id.js';

describe('module identifiers and aliases', () => {
  it('nests subcommands by dots', () => {
    expect(moduleIdFor('git')).toBe('cli.git');
    expect(moduleIdFor('git', ['remote', 'add'])).toBe('cli.git.remote.add');
  });

  it('replaces dots with underscores and keeps hyphens', () => {
    expect(aliasFor('cli.git')).toBe('git');
    expect(aliasFor('cli.git.commit')).toBe('git_commit');
    expect(aliasFor('cli.docker.container.ls')).toBe('docker_container_ls');
    expect(aliasFor('cli.apt-get.install')).toBe('apt-get_install');
  });

  it('escapes a leading digit', () => {
    expect(aliasFor('cli.7z')).toBe('_7z');
    expect(aliasFor('cli.2to3.fix')).toBe('_2to3_fix');
  });

  it('replaces characters MCP names do not allow', () => {
    expect(aliasFor('cli.g++')).toBe('g__');
  });

  it('resolves collisions deterministically whatever the input order', () => {
    const expected = new Map([
      ['cli.a.b_c', 'a_b_c'],
      ['cli.a_b.c', 'a_b_c_2'],
    ]);
    expect(uniqueAliases(['cli.a_b.c', 'cli.a.b_c'])).toEqual(expected);
    expect(uniqueAliases(['cli.a.b_c', 'cli.a_b.c'])).toEqual(expected);
  });
});
