import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rowOptions } from './row-options.js';

const PLATFORM = readFileSync(new URL('../../../test/fixtures/help/cordova__platform.txt', import.meta.url), 'utf8');

describe('rowOptions', () => {
  it('gives each command the options printed under its own row (cordova platform)', () => {
    expect(rowOptions(PLATFORM, ['add', 'remove', 'update', 'list', 'nosave'])).toEqual(new Map([
      ['add', new Set(['--nosave', '--link'])],
      ['remove', new Set(['--nosave'])],
    ]));
  });

  it('gives nothing for a list whose rows have no options under them', () => {
    expect(rowOptions('Commands:\n  add      Add one\n  list     List them\n\nOptions:\n  --json   JSON\n', ['add', 'list'])).toEqual(new Map());
  });
});

describe('rowOptions on rows that share the options below them', () => {
  it('gives the options under the last of a run of rows to every row of the run (adb install)', () => {
    const text = 'app installation:\n install [-lrtsdg] PACKAGE\n     push a single package\n install-multiple [-lrtsdpg] PACKAGE...\n     push multiple APKs\n     -r: replace existing application\n     --abi ABI: override the ABI\n uninstall [-k] PACKAGE\n     remove this app package\n';
    expect(rowOptions(text, ['install', 'install-multiple', 'uninstall'])).toEqual(new Map([
      ['install', new Set(['-r', '--abi'])],
      ['install-multiple', new Set(['-r', '--abi'])],
    ]));
  });
});
