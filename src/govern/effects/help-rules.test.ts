import { describe, expect, it } from 'vitest';
import { effectFromHelp, takesFreeText } from './help-rules.js';
import type { ParameterFacts } from './types.js';

const flag = (token: string, valueName: string | undefined, description: string, type: ParameterFacts['type'] = 'string'): ParameterFacts => ({
  kind: 'flag', tokens: [token], name: token, type, description, ...(valueName !== undefined ? { valueName } : {}),
});

describe('effectFromHelp', () => {
  it('value names and flag names that name a program to run are exec', () => {
    expect(effectFromHelp(flag('--compress-program', 'PROG', 'compress temporaries with PROG'))).toEqual({ effect: 'exec', source: 'help', reason: 'help: --compress-program takes PROG to run' });
    expect(effectFromHelp(flag('--ssh-command', undefined, 'use this'))?.effect).toBe('exec');
    expect(effectFromHelp(flag('--pager', undefined, ''))?.effect).toBe('exec');
    expect(effectFromHelp(flag('--hook', '<path>', 'run the command at <path> before each commit'))?.effect).toBe('exec');
  });

  it('descriptions that say output goes to a file are write', () => {
    expect(effectFromHelp(flag('--report', '<file>', 'Write the report to FILE.'))?.effect).toBe('write');
    expect(effectFromHelp(flag('--log-file', 'FILE', 'log what we are doing'))?.effect).toBe('write');
    expect(effectFromHelp(flag('--save', '<x>', 'save results to the given file'))?.effect).toBe('write');
    expect(effectFromHelp(flag('--out', 'X', 'print result instead of stdout'))?.effect).toBe('write');
  });

  it('options that name a file of file names are read (issue 19 item 6)', () => {
    expect(effectFromHelp(flag('--files0-from', 'F', 'summarize device usage of the NUL-terminated file names specified in file F'))).toEqual({ effect: 'read', source: 'help', reason: 'help: --files0-from names a file of names it reads' });
    expect(effectFromHelp(flag('--exclude-from', 'FILE', 'skip files matching any file pattern from FILE'))?.effect).toBe('read');
    expect(effectFromHelp(flag('--arg-file', 'FILE', 'read arguments from FILE, not standard input'))?.effect).toBe('read');
    expect(effectFromHelp(flag('--include-from', 'X', ''))?.effect).toBe('read');
    expect(effectFromHelp(flag('--targets', 'F', 'operate on the target names listed in file F'))).toEqual({ effect: 'read', source: 'help', reason: 'help: --targets: the help says it reads names from a file' });
  });

  it('hosts and URLs are network; files read from are read', () => {
    expect(effectFromHelp(flag('--server', 'HOST', 'connect here'))?.effect).toBe('network');
    expect(effectFromHelp(flag('--base', 'URL', 'base', 'url'))?.effect).toBe('network');
    expect(effectFromHelp(flag('--file', 'FILE', 'take PATTERNS from FILE'))).toEqual({ effect: 'read', source: 'help', reason: 'help: --file: the help says it reads a file' });
    expect(effectFromHelp(flag('--settings', 'CONFIG', 'settings'))?.effect).toBe('read');
  });

  it('value names that cannot be a file are none; anything else is left to the default', () => {
    expect(effectFromHelp(flag('--match', 'PATTERN', 'only matching'))?.effect).toBe('none');
    expect(effectFromHelp(flag('--when', 'WHEN', 'when'))?.effect).toBe('none');
    expect(effectFromHelp(flag('--thing', 'FILE', 'the thing'))).toBeUndefined();
    expect(effectFromHelp(flag('--lines', 'NUM', 'print NUM lines', 'integer'))).toBeUndefined();
  });

  it('issue 31: message text, filters, owners, times and revisions are none, not a default write', () => {
    const none = (token: string, valueName: string, description = '') => expect(effectFromHelp(flag(token, valueName, description)), `${token} ${valueName}`).toEqual(
      { effect: 'none', source: 'help', reason: `help: ${token} takes ${valueName.replace(/[<>[\]]/g, '').toUpperCase()}, not a file` },
    );
    none('--message', '<message>', 'commit message');
    none('-m', '<msg>');
    none('--trailer', '<trailer>', 'add custom trailer(s)');
    none('--reuse-message', '<commit>', 'reuse message from specified commit');
    none('--gpg-sign', '<key-id>', 'GPG sign commit');
    none('--type', '<filetype>', "Filter the search by type: 'f' or 'file': regular files");
    none('--extension', '<ext>', 'filter search results by their file extension');
    // every word of the value name is one that cannot be a file
    none('--owner', '<user:group>', 'Filter files by their user and/or group');
    none('--changed-within', '<date|dur>', 'Filter results based on the file modification time');
    // a type name or bare NAME may stand for a path (Cobra's `string`, Click's `TEXT`): left to the default
    expect(effectFromHelp(flag('--site', 'string', 'where the site lives'))).toBeUndefined();
    expect(effectFromHelp(flag('--stdin-filename', 'TEXT', 'The name of the file when passing it through stdin.'))).toBeUndefined();
    expect(effectFromHelp(flag('--thing', 'NAME', ''))).toBeUndefined();
    expect(effectFromHelp(flag('--key', 'KEY', 'private key'))).toBeUndefined();
  });

  it('issue 31: a value name that cannot be a file wins over a description that speaks of running another option\'s command', () => {
    // fd --batch-size: "Maximum number of arguments to pass to the command given with -X. ... the command given with -X is run again"
    expect(effectFromHelp(flag('--batch-size', '<size>', 'Maximum number of arguments to pass to the command given with -X. If the number of results is greater than the given size, the command given with -X is run again with remaining arguments.'))?.effect).toBe('none');
    expect(effectFromHelp(flag('--uid', '<uid>', 'run target script with <uid> rights'))?.effect).toBe('none');
    // a value that names a program still runs one
    expect(effectFromHelp(flag('--prepare', '<CMD>', 'Execute CMD before each timing run'))?.effect).toBe('exec');
  });

  it('issue 31: flags named like message text are none unless the help speaks of a file', () => {
    expect(effectFromHelp(flag('--message', 'ARG', 'specify log message ARG'))).toEqual({ effect: 'none', source: 'help', reason: 'help: --message is text (a message), not a file' });
    expect(effectFromHelp(flag('--title', 'string', 'Title for the pull request'))?.effect).toBe('none');
    expect(effectFromHelp(flag('--description', 'string', 'Description of the repository'))?.effect).toBe('none');
    expect(effectFromHelp(flag('--message', 'ARG', 'read the message from the file ARG'))?.effect).toBe('read');
    expect(effectFromHelp(flag('--title', 'PATH', 'title page'))).toBeUndefined();
  });

  it('issue 31: an --output that picks a format or mode is none; one that names a file is still write', () => {
    expect(effectFromHelp(flag('--output', 'STRING', 'Change journal output mode (short, short-precise, short-iso, json, cat)'))).toEqual(
      { effect: 'none', source: 'help', reason: 'help: --output: the help says it picks an output format or mode, not a file' },
    );
    expect(effectFromHelp(flag('--output', 'string', 'Output format. One of: json, yaml, wide'))?.effect).toBe('none');
    expect(effectFromHelp(flag('--output', 'string', 'Output format: json, or the file to write it to'))?.effect).toBe('write');
    expect(effectFromHelp(flag('--output', '<WHERE>', 'Control where the output of the benchmark is redirected. <WHERE> can be: null, pipe, inherit, <FILE>'))?.effect).toBe('write');
    expect(effectFromHelp(flag('--output', 'string', 'where to save results'))?.effect).toBe('write');
    expect(effectFromHelp(flag('--output-file', 'string', 'output format of the report'))?.effect).toBe('write');
  });

  it('switches that delete or overwrite files are write; negated and dry-run switches are not', () => {
    expect(effectFromHelp(flag('--delete', undefined, 'delete extraneous files', 'boolean'))?.effect).toBe('write');
    expect(effectFromHelp(flag('--remove-source-files', undefined, 'sender removes synchronized files', 'boolean'))?.effect).toBe('write');
    expect(effectFromHelp(flag('--dry-run', undefined, "dry run: Don't actually remove any file(s)", 'boolean'))).toBeUndefined();
    expect(effectFromHelp(flag('--no-delete', undefined, 'do not delete files', 'boolean'))).toBeUndefined();
    // a switch's prose about the program itself is not taken as running one
    expect(effectFromHelp(flag('--show-cdup', undefined, 'When the command is invoked from a subdirectory, show the path', 'boolean'))).toBeUndefined();
  });

  it('operands by name: commands run, URLs reach the network, outputs are written, patterns are none', () => {
    const operand = (name: string): ParameterFacts => ({ kind: 'positional', tokens: [], name, type: 'string', description: '' });
    expect(effectFromHelp(operand('command'))?.effect).toBe('exec');
    expect(effectFromHelp(operand('url'))?.effect).toBe('network');
    expect(effectFromHelp(operand('output'))?.effect).toBe('write');
    expect(effectFromHelp(operand('pattern'))?.effect).toBe('none');
    expect(effectFromHelp(operand('file'))).toBeUndefined();
    // issue 31: the source of a copy is not a host by name
    expect(effectFromHelp(operand('source'))).toBeUndefined();
    expect(effectFromHelp(operand('dest'))?.effect).toBe('write');
    expect(effectFromHelp(operand('message'))?.effect).toBe('none');
  });
});

describe('takesFreeText', () => {
  it('is false for switches, numbers and enums with values, true for strings, paths and URLs', () => {
    expect(takesFreeText({ type: 'boolean' })).toBe(false);
    expect(takesFreeText({ type: 'integer' })).toBe(false);
    expect(takesFreeText({ type: 'float' })).toBe(false);
    expect(takesFreeText({ type: 'enum', enumValues: ['a', 'b'] })).toBe(false);
    expect(takesFreeText({ type: 'enum', enumValues: [] })).toBe(true);
    expect(takesFreeText({ type: 'path' })).toBe(true);
    expect(takesFreeText({ type: 'string' })).toBe(true);
  });
});
