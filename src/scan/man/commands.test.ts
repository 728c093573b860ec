import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseManCommands } from './commands.js';

const page = (name: string): string =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures', 'man', `${name}.txt`), 'utf8');

describe('commands a manual page documents', () => {
  const commands = parseManCommands(page('tmux'));

  it('reads tmux\'s commands with aliases, wrapped synopses and descriptions', () => {
    expect(commands).toHaveLength(88);
    expect(commands.find((c) => c.name === 'has-session')).toEqual({
      name: 'has-session',
      aliases: ['has'],
      synopsis: 'has-session [-t target-session]',
      description: 'Report an error and exit with 1 if the specified session does not exist. If it does exist, exit with 0.',
    });
    const newSession = commands.find((c) => c.name === 'new-session')!;
    expect(newSession.aliases).toEqual(['new']);
    expect(newSession.synopsis).toMatch(/^new-session \[-AdDEPX\] .* \[-n window-name\] .* \[shell-command\]$/);
    expect(commands.find((c) => c.name === 'display-menu')?.synopsis).toMatch(/ name key command \.\.\.$/);
  });

  it('leaves out option values and list items', () => {
    const names = new Set(commands.map((c) => c.name));
    for (const value of ['exit-empty', 'active-pane', 'even-horizontal', 'history-limit']) expect(names.has(value)).toBe(false);
    // A bare name without an alias line is a command only when its description starts with its verb.
    expect(commands.find((c) => c.name === 'kill-server')).toEqual({
      name: 'kill-server', aliases: [], synopsis: 'kill-server', description: 'Kill the tmux server and clients and destroy all sessions.',
    });
  });

  it('finds nothing in pages without a command set', () => {
    for (const name of ['curl', 'git-commit', 'gh']) expect(parseManCommands(page(name))).toEqual([]);
  });
});
