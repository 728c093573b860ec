import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bashCompletionFile, bashSpec } from '../../bench/support/bash-completions.js';
import type { TruthCommand } from '../../bench/support/fish-completions.js';

const longs = (command: TruthCommand | undefined) => (command?.options ?? []).map((o) => `${[o.name].flat()[0]}${o.args ? '=' : ''}`);
const sub = (command: TruthCommand | undefined, name: string) => command?.subcommands?.find((c) => c.name === name);
const names = (command: TruthCommand | undefined) => (command?.subcommands ?? []).map((c) => c.name);

// A made-up script in bash-completion's style (no program of any set).
const script = readFileSync(new URL('../fixtures/bash-completions/tool', import.meta.url), 'utf8');

describe('bash-completion scripts as the accuracy bench\'s truth', () => {
  it('reads root options (a value where `case $prev` completes one or the list spells `=`) and the command list', () => {
    const spec = bashSpec(script, 'tool');
    expect(longs(spec)).toEqual(['--output=', '--color=', '--version', '--config=']);
    expect(names(spec)).toEqual(['add', 'remove', 'list']);
  });

  it('gives each command the options of its dispatch branch, `$common` expanded, and leaves out computed lists', () => {
    const spec = bashSpec(script, 'tool');
    expect(longs(sub(spec, 'add'))).toEqual(['--force', '--dry-run', '--quiet', '--verbose']);
    expect(longs(sub(spec, 'remove'))).toEqual(['--force', '--dry-run', '--quiet', '--verbose']);
    expect(longs(sub(spec, 'list'))).toEqual([]);
    // An option's values (`always never auto`) are no commands; another program's function is not read.
    expect(JSON.stringify(spec)).not.toContain('always');
    expect(JSON.stringify(spec)).not.toContain('--not-ours');
  });

  it('finds a program\'s script by its name, through a symlink, or by a `complete` line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-bash-'));
    try {
      mkdirSync(join(dir, 'c'));
      writeFileSync(join(dir, 'c', 'tool'), script);
      symlinkSync('tool', join(dir, 'c', 'tool2'));
      expect(bashCompletionFile(join(dir, 'c'), 'tool2')).toBe(join(dir, 'c', 'tool2'));
      expect(bashCompletionFile(join(dir, 'c'), 'other')).toBe(join(dir, 'c', 'tool'));
      expect(bashCompletionFile(join(dir, 'c'), 'absent')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
