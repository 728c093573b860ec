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
