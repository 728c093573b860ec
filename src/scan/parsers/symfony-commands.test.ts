import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

const COMPOSER = readFileSync(new URL('../../../test/fixtures/help/composer.txt', import.meta.url), 'utf8');

describe('Symfony Console "Available commands:" (composer 2.5.5)', () => {
  const help = parseHelp(COMPOSER, { programName: 'composer', commandPath: [] });

  it('lists every command, with bracketed aliases taken out of the description', () => {
    expect(help.subcommands).toHaveLength(33);
    expect(help.subcommands.find((s) => s.name === 'update')).toEqual({ name: 'update', description: 'Updates your dependencies to the latest version according to composer.json, and updates the composer.lock file', aliases: ['u', 'upgrade'] });
    expect(help.subcommands.find((s) => s.name === 'install')!.aliases).toEqual(['i']);
    expect(help.subcommands.find((s) => s.name === 'about')!.aliases).toBeUndefined();
  });

  it('reads the global options, --working-dir taking a path', () => {
    const dir = help.flags.find((f) => f.long === '--working-dir');
    expect(dir).toMatchObject({ short: '-d', type: 'path', valueStyle: 'equals' });
  });
});
