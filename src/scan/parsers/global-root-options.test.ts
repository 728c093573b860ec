import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanHelpText } from './clean.js';
import { cobraCommandsFooter, globalOptionsCommand, optionsFollowCommand, optionsPrecedeCommand, rootOptionsAreGlobal } from './global-root-options.js';

const fixture = (name: string) => cleanHelpText(readFileSync(new URL(`../../../test/fixtures/help/${name}.txt`, import.meta.url), 'utf8'));

describe('rootOptionsAreGlobal', () => {
  it('is true for commander (pm2 6, `output usage information`) and yargs (lerna 9, `Show help  [boolean]`)', () => {
    expect(rootOptionsAreGlobal(fixture('pm2'))).toBe(true);
    expect(rootOptionsAreGlobal(fixture('lerna'))).toBe(true);
  });

  it('is true for commander 5 and later (`display help for command`)', () => {
    expect(rootOptionsAreGlobal('Usage: tool [options] [command]\n\nOptions:\n  -V, --version   output the version number\n  -h, --help      display help for command\n')).toBe(true);
  });

  it('is false where root options must come before the command (docker, git, kubectl, npm, cargo, gh)', () => {
    for (const name of ['docker', 'git', 'kubectl', 'npm', 'cargo', 'gh', 'pnpm', 'poetry', 'systemctl']) expect([name, rootOptionsAreGlobal(fixture(name))]).toEqual([name, false]);
  });

  it('needs the library\'s own help line, not the words elsewhere', () => {
    expect(rootOptionsAreGlobal('Usage: tool\n\n  --verbose   display help for command output too\n')).toBe(false);
  });
});

describe('globalOptionsCommand', () => {
  it('is the command kubectl\'s help names for the options of every command', () => {
    expect(globalOptionsCommand(fixture('kubectl'), 'kubectl')).toEqual(['options']);
    expect(globalOptionsCommand(fixture('kubectl'), '/usr/bin/kubectl')).toEqual(['options']);
  });

  it('is nothing for another program\'s command line, or help that names none', () => {
    expect(globalOptionsCommand(fixture('kubectl'), 'oc')).toBeUndefined();
    for (const name of ['docker', 'git', 'npm', 'cargo', 'gh']) expect([name, globalOptionsCommand(fixture(name), name)]).toEqual([name, undefined]);
  });
});

describe('optionsFollowCommand', () => {
  it('is true when the usage writes the options placeholder after the command placeholder', () => {
    expect(optionsFollowCommand('/usr/sbin/kmod-tool [action] [options] [module/module-version]')).toBe(true);
    expect(optionsFollowCommand('tool <command> [OPTIONS]')).toBe(true);
    expect(optionsFollowCommand('tool COMMAND [flags...]')).toBe(true);
  });

  it('is false when the options come first, or no command placeholder leads', () => {
    expect(optionsFollowCommand('docker [OPTIONS] COMMAND')).toBe(false);
    expect(optionsFollowCommand('git [--version] <command> [<args>]')).toBe(false);
    expect(optionsFollowCommand('tool FILE [options]')).toBe(false);
    expect(optionsFollowCommand(undefined)).toBe(false);
  });
});

describe('optionsPrecedeCommand', () => {
  it('is true when the program\'s usage writes the options placeholder before the command placeholder', () => {
    expect(optionsPrecedeCommand('LEDGER(1)\n\nSYNOPSIS\n     ledger [options] [command] [arguments]\n', 'ledger')).toBe(true);
    expect(optionsPrecedeCommand('Usage: /usr/bin/tool [GLOBAL OPTIONS] <command> [args]', 'tool')).toBe(true);
    expect(optionsPrecedeCommand('tool [options...] COMMAND', '/usr/local/bin/tool')).toBe(true);
    expect(optionsPrecedeCommand('tool [OPTIONS] [FLAGS] cmd', 'tool')).toBe(true);
    expect(optionsPrecedeCommand('Usage:\n  grimshot [--notify] (copy|save) [active|screen] [FILE|-]\n  grimshot check', 'grimshot')).toBe(true);
    expect(optionsPrecedeCommand('tool [-v | --verbose] [-q] {start|stop}', 'tool')).toBe(true);
  });

  it('is false for options after the command, another program\'s usage, or no command placeholder', () => {
    expect(optionsPrecedeCommand('kmod-tool [action] [options]', 'kmod-tool')).toBe(false);
    expect(optionsPrecedeCommand('other [options] [command]', 'tool')).toBe(false);
    expect(optionsPrecedeCommand('tool [options] FILE...', 'tool')).toBe(false);
    expect(optionsPrecedeCommand('tool [options] commander', 'tool')).toBe(false);
    expect(optionsPrecedeCommand('ssh [-46] destination [command]', 'ssh')).toBe(false);
    expect(optionsPrecedeCommand('tool [-v] (FILE|DIR)', 'tool')).toBe(false);
    expect(optionsPrecedeCommand(undefined, 'tool')).toBe(false);
  });
});

describe('cobraCommandsFooter', () => {
  it('is true for the root help cobra ends with its commands footer, named for the program', () => {
    const help = 'Usage:\n  imgtool [flags]\n  imgtool [command]\n\nUse "imgtool [command] --help" for more information about a command.\n';
    expect(cobraCommandsFooter(help, 'imgtool')).toBe(true);
    expect(cobraCommandsFooter(help, '/usr/bin/imgtool')).toBe(true);
  });

  it('is false for another program\'s footer, another wording, or none', () => {
    expect(cobraCommandsFooter('Use "other [command] --help" for more information about a command.', 'imgtool')).toBe(false);
    expect(cobraCommandsFooter('Use "kubectl <command> --help" for more information about a given command.', 'kubectl')).toBe(false);
    expect(cobraCommandsFooter('Usage: imgtool [options]', 'imgtool')).toBe(false);
  });
});
