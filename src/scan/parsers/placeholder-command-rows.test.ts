import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanHelpText } from './clean.js';
import { readDocument } from './engine.js';
import { placeholderCommandRows } from './placeholder-command-rows.js';

const fixture = (name: string) => cleanHelpText(readFileSync(join(import.meta.dirname, '../../../test/fixtures/help', `${name}.txt`), 'utf8'));

describe('placeholderCommandRows', () => {
  it('reads the rows under a heading of any wording when the usage takes a command (cordova platform, config)', () => {
    const platform = { programName: 'cordova', commandPath: ['platform'] };
    expect(placeholderCommandRows(readDocument(fixture('cordova__platform'), platform), platform).map((sub) => sub.name)).toEqual(['add', 'remove', 'update', 'list', 'nosave']);
    const config = { programName: 'cordova', commandPath: ['config'] };
    expect(placeholderCommandRows(readDocument(fixture('cordova__config'), config), config).map((sub) => sub.name)).toEqual(['set', 'get', 'delete', 'edit', 'ls']);
  });

  it('reads nothing when the usage takes no command', () => {
    const context = { programName: 'tool', commandPath: ['db'] };
    expect(placeholderCommandRows(readDocument('Usage: tool db [options] FILE\n\nManage databases\n    create     Create one\n    drop       Drop one\n', context), context)).toEqual([]);
    expect(placeholderCommandRows(readDocument('Usage: tool db <command>\n\nManage databases\n    create     Create one\n    drop       Drop one\n', context), context).map((sub) => sub.name)).toEqual(['create', 'drop']);
  });
});

describe('an indented title of options among the command groups (virsh 9)', () => {
  const text = [
    'vmctl [options]... [<command_string>]',
    'vmctl [options]... <command> [args...]',
    '',
    '  options:',
    '    -c | --connect=URI      hypervisor connection URI',
    '    -q | --quiet            quiet mode',
    '  commands (non interactive mode):',
    '',
    " Domain Management (help keyword 'domain')",
    '    attach-device                  attach device from an XML file',
    '    autostart                      autostart a domain',
    '',
    " Storage Volume (help keyword 'volume')",
    '    vol-clone                      clone a volume.',
    '    vol-info                       storage vol information',
    '',
  ].join('\n');

  it('reads the rows of every group and none of the options title', () => {
    const context = { programName: 'vmctl' };
    expect(placeholderCommandRows(readDocument(text, context), context).map((sub) => sub.name)).toEqual(['attach-device', 'autostart', 'vol-clone', 'vol-info']);
  });

  it('binds no operand for the string of commands the root takes, and reads the options with both spellings', async () => {
    const { parseHelp } = await import('./index.js');
    const parsed = parseHelp(text, { programName: 'vmctl' });
    expect(parsed.positionals).toEqual([]);
    expect(parsed.flags.map((f) => [f.short, f.long, f.type])).toEqual([['-c', '--connect', 'url'], ['-q', '--quiet', 'boolean']]);
    expect(parsed.subcommands.map((sub) => sub.name)).toEqual(['attach-device', 'autostart', 'vol-clone', 'vol-info']);
  });
});

describe("a section the usage's slot names in the plural (`tool [options] mode ...` over `Modes:`)", () => {
  it('lists the commands; a section of another name does not', () => {
    const help = 'Usage: proxy [options] mode ...\nA proxy.\n\nModes:\n  ssh [...]    Wrap an ssh invocation, forwarding\n                 what it runs.\n  server CMD   Run remotely.\n\nOptions:\n  -d, --debug  print debug messages\n';
    expect(placeholderCommandRows(readDocument(cleanHelpText(help)), { programName: 'proxy', commandPath: [] }).map((sub) => sub.name)).toEqual(['ssh', 'server']);
    expect(placeholderCommandRows(readDocument(cleanHelpText(help.replace('Modes:', 'Kinds:'))), { programName: 'proxy', commandPath: [] })).toEqual([]);
  });
});
