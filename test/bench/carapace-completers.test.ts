import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carapaceSources, carapaceSpec } from '../../bench/support/carapace-completers.js';
import type { TruthCommand } from '../../bench/support/fish-completions.js';

const longs = (command: TruthCommand | undefined) => (command?.options ?? []).map((o) => `${[o.name].flat()[0]}${o.args ? '=' : ''}`);
const sub = (command: TruthCommand | undefined, name: string) => command?.subcommands?.find((c) => [c.name].flat()[0] === name);

// Made-up completer sources in carapace-bin's shape (no program of any set).
const root = [
  'package cmd',
  '',
  'var rootCmd = &cobra.Command{',
  '\tUse:   "tool",',
  '\tShort: "a tool",',
  '}',
  '',
  'func init() {',
  '\trootCmd.Flags().BoolP("verbose", "v", false, "say more")',
  '\trootCmd.PersistentFlags().StringP("config", "c", "", "the config file")',
  '\trootCmd.Flags().CountP("debug", "d", "more debug output")',
  '\trootCmd.Flags().BoolS("legacy", "legacy", false, "a single-dash spelling")',
  '\trootCmd.Flags().StringSlice("tag", nil, "tags")',
  '}',
].join('\n');
const remote = [
  'package cmd',
  '',
  'var remoteCmd = &cobra.Command{',
  '\tUse:     "remote <name>",',
  '\tAliases: []string{"rm", "r"},',
  '}',
  '',
  'var remote_addCmd = &cobra.Command{',
  '\tUse: "add NAME URL",',
  '}',
  '',
  'func init() {',
  '\tremoteCmd.Flags().BoolVarP(&dryRun, "dry-run", "n", false, "only show")',
  '\tremote_addCmd.Flags().String("branch", "", "track a branch")',
  '\trootCmd.AddCommand(remoteCmd)',
  '\tremoteCmd.AddCommand(remote_addCmd)',
  '}',
].join('\n');

describe('carapace-bin completers as the accuracy bench\'s truth', () => {
  it('reads the command tree and each command\'s long options, a value unless Bool or Count', () => {
    const spec = carapaceSpec([root, remote], 'tool');
    expect(spec.name).toBe('tool');
    expect(longs(spec)).toEqual(['--verbose', '--config=', '--debug', '--tag=']);
    expect(sub(spec, 'remote')?.name).toEqual(['remote', 'rm', 'r']);
    expect(longs(sub(spec, 'remote'))).toEqual(['--dry-run']);
    expect(longs(sub(sub(spec, 'remote'), 'add'))).toEqual(['--branch=']);
    expect(JSON.stringify(spec)).not.toContain('legacy');
  });

  it('finds a completer\'s sources under common, linux or unix', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-carapace-'));
    try {
      mkdirSync(join(dir, 'completers', 'linux', 'tool_completer', 'cmd', 'action'), { recursive: true });
      writeFileSync(join(dir, 'completers', 'linux', 'tool_completer', 'cmd', 'root.go'), root);
      writeFileSync(join(dir, 'completers', 'linux', 'tool_completer', 'cmd', 'action', 'remote.go'), remote);
      expect(carapaceSources(dir, 'tool')).toHaveLength(2);
      expect(carapaceSources(dir, 'absent')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
