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

// cupt's layout (synthetic): a command list with options in it, one variable the dispatch branches
// assign the commands' options to, then one `compgen -W "${arguments}"` after the case.
const actionsScript = `_pkgtool()
{
	local cur subcommands subcommand arguments common_options
	subcommands='-h --help help \\
			show source \\
			showauto'
	cur="\${COMP_WORDS[COMP_CWORD]}"
	for word_number in \`seq 1 $((COMP_CWORD-1))\`; do
		if [[ "\${COMP_WORDS[word_number]}" != -* ]]; then
			subcommand="\${COMP_WORDS[word_number]}"
			break
		fi
	done
	if [ "\${subcommand}" == "" ]; then
		arguments=\${subcommands}
	else
		case "\${subcommand}" in
			show)
				arguments='--all-versions -a'
				;;
			source)
				arguments='--tar-only --download-only'
				;;
		esac
	fi
	common_options="--quiet -q"
	common_options="\${common_options} --target-release="
	arguments="\${arguments} \${common_options}"
	arguments=$(compgen -W "\${arguments}" -- \${cur})
	COMPREPLY=(\${arguments})
}
complete -F _pkgtool pkgtool
`;

describe('bash-completion scripts that assign each command\'s options in its branch (cupt, synthetic)', () => {
  it('reads the commands from a list with options in it and gives each branch\'s options to its commands', () => {
    const spec = bashSpec(actionsScript, 'pkgtool');
    expect(names(spec)).toEqual(['help', 'show', 'source', 'showauto']);
    expect(longs(sub(spec, 'show'))).toEqual(['--all-versions']);
    expect(longs(sub(spec, 'source'))).toEqual(['--tar-only', '--download-only']);
    expect(longs(sub(spec, 'showauto'))).toEqual([]);
  });

  it('reads what the script adds to a variable after the case as the program\'s options', () => {
    expect(longs(bashSpec(actionsScript, 'pkgtool'))).toEqual(['--help', '--quiet', '--target-release=']);
  });
});
