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
