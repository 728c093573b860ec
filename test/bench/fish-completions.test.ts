import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fishSpec, type TruthCommand } from '../../bench/support/fish-completions.js';

const longs = (command: TruthCommand | undefined) => (command?.options ?? []).flatMap((o) => [o.name].flat()).filter((n) => n.startsWith('--'));
const sub = (command: TruthCommand, name: string) => command.subcommands?.find((c) => c.name === name);

describe('fish completion files as the accuracy bench\'s truth', () => {
  const text = [
    '# a completion file in the shape fish ships',
    'set -l seen __fish_seen_subcommand_from',
    'set -l actions open close token',
    'complete -c tool -x -n "not $seen $actions" -a "$actions"',
    'complete -c tool -l verbose -s v -d "Say more"',
    'complete -c tool -rl cipher -d "The cipher"',
    'complete tool -f -n "__fish_seen_subcommand_from open" -l readonly -d "Open it read-only"',
    'complete -c tool -n "__fish_seen_subcommand_from token" -xa "add\\t\'Add a token\'',
    'remove\\t\'Remove one\'"',
    'complete -c tool -n "__fish_seen_subcommand_from close" -a "(__fish_complete_devices)"',
    'complete -c tool -n "__fish_use_subcommand" -a \'help\\t"Show help"\' \\',
    '    -d "Help"',
    'complete -c other -l not-ours',
    'complete -c tool -e -l gone',
  ].join('\n');

  it('reads root options, the subcommands offered before any, and each subcommand\'s options and verbs', () => {
    const spec = fishSpec(text, 'tool');
    expect(spec.name).toBe('tool');
    expect(longs(spec)).toEqual(['--verbose', '--cipher']);
    expect(spec.options?.find((o) => [o.name].flat().includes('--cipher'))?.args).toEqual({});
    expect(spec.options?.find((o) => [o.name].flat().includes('--verbose'))?.args).toBeUndefined();
    expect(spec.subcommands?.map((c) => c.name)).toEqual(['open', 'close', 'token', 'help']);
    expect(longs(sub(spec, 'open'))).toEqual(['--readonly']);
    expect(sub(spec, 'token')?.subcommands?.map((c) => c.name)).toEqual(['add', 'remove']);
    // Words a command substitution computes are no literal truth.
    expect(sub(spec, 'close')?.subcommands).toBeUndefined();
  });

  it('writes loops out once per value and takes the commands a `using_command` condition names (hg)', () => {
    const hg = [
      'complete -c hg -n __fish_use_subcommand -x -a "(__fish_hg_commands)"',
      'set -l commands add commit',
      'for cmd in $commands',
      '    complete -c hg -n "__fish_hg_using_command $cmd" -s n -l dry-run -d "do not perform actions"',
      'end',
      'complete -c hg -n "__fish_hg_using_command commit" -l amend',
    ].join('\n');
    const spec = fishSpec(hg, 'hg');
    expect(spec.subcommands?.map((c) => c.name)).toEqual(['add', 'commit']);
    expect(longs(sub(spec, 'add'))).toEqual(['--dry-run']);
    expect(longs(sub(spec, 'commit'))).toEqual(['--dry-run', '--amend']);
    expect(longs(spec)).toEqual([]);
  });

  it("scopes an option to the command a `contains 'add' (commandline -poc)` condition names (darcs)", () => {
    const darcs = [
      "complete -c darcs -n '__fish_use_subcommand' -x -a add",
      "complete -c darcs -l quiet",
      "complete -c darcs -n 'contains \\'add\\' (commandline -poc)' -l boring",
    ].join('\n');
    const spec = fishSpec(darcs, 'darcs');
    expect(longs(spec)).toEqual(['--quiet']);
    expect(longs(sub(spec, 'add'))).toEqual(['--boring']);
  });

  it('reads a condition that calls a one-statement function as that statement (zypper)', () => {
    const zypper = [
      'set -g __fish_zypper_all_commands repos lr install in',
      'complete -c zypper -n __fish_zypper_no_subcommand -a repos',
      'complete -c zypper -n __fish_zypper_no_subcommand -a install',
      'function __fish_zypper_no_subcommand',
      '    not __fish_zypper_cmd_in_array $__fish_zypper_all_commands',
      'end',
      'function __fish_zypper_is_subcommand_lr',
      '    # repos and its alias',
      '    __fish_zypper_cmd_in_array repos lr',
      'end',
      'complete -c zypper -n __fish_zypper_is_subcommand_lr -l export -r',
      'complete -c zypper -n "not __fish_zypper_is_subcommand_lr" -l quiet',
    ].join('\n');
    const spec = fishSpec(zypper, 'zypper');
    expect(spec.subcommands?.map((c) => c.name)).toEqual(['repos', 'install']);
    expect(longs(sub(spec, 'repos'))).toEqual(['--export']);
    expect(longs(spec)).toEqual(['--quiet']);
  });

  const dir = process.env.SVC_BENCH_FISH_DIR ?? join(tmpdir(), 'svc-bench-fish');
  const cryptsetup = join(dir, 'fish', 'completions', 'cryptsetup.fish');
  it.skipIf(!existsSync(cryptsetup))('reads fish-common 3.6.0\'s cryptsetup.fish: 26 actions and 86 long options', () => {
    const spec = fishSpec(readFileSync(cryptsetup, 'utf8'), 'cryptsetup');
    expect(spec.subcommands).toHaveLength(26);
    expect(sub(spec, 'luksFormat')).toBeDefined();
    expect(longs(spec)).toHaveLength(86);
    expect(longs(spec)).toContain('--cipher');
  });
  if (!existsSync(cryptsetup)) console.log(`skipped the fish-common check: ${cryptsetup} is missing (bash bench/install-fish-set.sh extracts it)`);
});
