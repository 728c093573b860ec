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
