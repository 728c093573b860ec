import { describe, expect, it } from 'vitest';
import { argcSpec } from '../../bench/support/argc-completions.js';
import type { TruthCommand } from '../../bench/support/fish-completions.js';

const names = (command: TruthCommand | undefined) => (command?.options ?? []).map((o) => `${[o.name].flat().join(' ')}${o.args ? '=' : ''}`);
const sub = (command: TruthCommand | undefined, name: string) => command?.subcommands?.find((c) => [c.name].flat()[0] === name);

// A made-up script in argc-completions' shape (no program of any set).
const script = [
  '#!/usr/bin/env bash',
  '# Automatic generated, DON\'T MODIFY IT.',
  '',
  '# @flag -v --verbose*                    Say more',
  '# @option -o --output <FILE>            Write the result to FILE',
  '# @option --color[auto|always|never] <WHEN>  Coloring',
  '# @option -p --package[`_choice_package`] <SPEC>',
  '# @option --jobs=4                      Parallel jobs',
  '# @flag -color                          A single-dash long spelling',
  '# @flag --http1.0                       Dotted name',
  '',
  '# {{ tool remote',
  '# @cmd Manage remotes',
  '# @alias rm,r',
  '# @flag -q --quiet',
  'remote() {',
  '    :;',
  '}',
  '',
  '# {{{ tool remote add',
  '# @cmd Add a remote',
  '# @option --branch* <B>',
  '# @arg name',
  'remote::add() {',
  '    :;',
  '}',
  '# }}} tool remote add',
  '# }} tool remote',
  '',
  '# {{ tool init',
  '# @cmd Create a repository',
  'init() {',
  '    :;',
  '}',
  '# }} tool init',
  '',
  '_choice_package() {',
  '    echo a',
  '}',
  '',
  'command eval "$(argc --argc-eval "$0" "$@")"',
].join('\n');

describe('argcSpec', () => {
  it('reads the program\'s own flags and options, with argc\'s modifiers stripped', () => {
    const spec = argcSpec(script, 'tool');
    expect(spec.name).toBe('tool');
    expect(names(spec)).toEqual(['-v --verbose', '-o --output=', '--color=', '-p --package=', '--jobs=', '-color', '--http1.0']);
  });

  it('reads commands, their aliases and nested commands from the functions that implement them', () => {
    const spec = argcSpec(script, 'tool');
    expect(spec.subcommands?.map((c) => c.name)).toEqual([['remote', 'rm', 'r'], 'init']);
    expect(names(sub(spec, 'remote'))).toEqual(['-q --quiet']);
    expect(sub(sub(spec, 'remote'), 'add')).toEqual({ name: 'add', options: [{ name: '--branch', args: {} }] });
    expect(sub(spec, 'init')).toEqual({ name: 'init' });
  });

  it('keeps the root\'s options when helper functions follow them, and reads a script with no command', () => {
    const flat = ['# @flag -a --all  Everything', '# @option --depth <N>', '_choice_a() {', '  :;', '}', '_choice_b() {', '  :;', '}'].join('\n');
    expect(argcSpec(flat, 'flat')).toEqual({ name: 'flat', options: [{ name: ['-a', '--all'] }, { name: '--depth', args: {} }] });
    expect(argcSpec('# @flag --x\n', 'bare')).toEqual({ name: 'bare', options: [{ name: '--x' }] });
    expect(argcSpec('', 'empty')).toEqual({ name: 'empty' });
  });
});
