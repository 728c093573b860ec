import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

/** oclif's root help: TOPICS (namespaces of `topic:cmd` commands) before COMMANDS (src/scan/topic-commands.ts). */
const ROOT = `CLI to interact with things

USAGE
  $ tool [COMMAND]

TOPICS
  apps    manage apps
  auth    manage authentication

COMMANDS
  apps    list your apps
  status  display current status
`;

describe('oclif TOPICS', () => {
  it('lists a topic beside the commands, a name in both with its command\'s description', () => {
    const help = parseHelp(ROOT, { programName: 'tool', commandPath: [] });
    expect(help.subcommands).toEqual([
      { name: 'apps', description: 'list your apps' },
      { name: 'status', description: 'display current status' },
      { name: 'auth', description: 'manage authentication' },
    ]);
  });

  it('reads a topic\'s `topic:cmd` rows as they are printed', () => {
    const help = parseHelp('manage authentication\n\nUSAGE\n  $ tool auth:COMMAND\n\nCOMMANDS\n  auth:login   log in\n  auth:token   outputs the token\n', { programName: 'tool', commandPath: ['auth'] });
    expect(help.subcommands.map((sub) => sub.name)).toEqual(['auth:login', 'auth:token']);
    expect(help.positionals).toEqual([]);
  });

  it('reads no bare Topics heading without a command list beside it', () => {
    const help = parseHelp('Usage: tool [options] [topic]\n\nTopics:\n  colors    how colours are chosen\n  paths     where files go\n', { programName: 'tool', commandPath: [] });
    expect(help.subcommands).toEqual([]);
  });
});
