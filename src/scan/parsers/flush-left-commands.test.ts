import { describe, expect, it } from 'vitest';
import { indentFlushLeftCommands } from './flush-left-commands.js';

describe('indentFlushLeftCommands', () => {
  it('gives a flush-left list under a title the layout of a command section (serverless 3)', () => {
    const text = 'Usage\nserverless <command> <options>\n\nMain commands\ndeploy                Deploy a service\ndeploy function       Deploy one function\ndeploy list functions  List them\n\nOther commands\nplugin install        Install a plugin\nplugin list           List plugins\n';
    expect(indentFlushLeftCommands(text)).toBe('Usage\nserverless <command> <options>\n\nMain commands:\n  deploy                Deploy a service\n  deploy function       Deploy one function\n  deploy list functions  List them\n\nOther commands:\n  plugin install        Install a plugin\n  plugin list           List plugins\n');
  });

  it('leaves prose, single rows and titled paragraphs as they are', () => {
    const prose = 'Commands\nRun serverless to set up a project.\nUse --help for more.\n';
    expect(indentFlushLeftCommands(prose)).toBe(prose);
    const single = 'Main commands\ndeploy   Deploy a service\n';
    expect(indentFlushLeftCommands(single)).toBe(single);
    const indented = 'Commands:\n  deploy   Deploy\n  info     Info\n';
    expect(indentFlushLeftCommands(indented)).toBe(indented);
  });

  it('reads rows ending in a colon with their description below, under an underlined title (the direnv layout)', () => {
    const text = 'Usage: tool COMMAND [...ARGS]\n\nAvailable commands\n------------------\nallow [PATH]:\npermit [PATH]:\n  Grants permission to load the file.\nexec DIR COMMAND [...ARGS]:\n  Executes a command.\nprune:\n  removes old allowed files\n';
    expect(indentFlushLeftCommands(text)).toBe('Usage: tool COMMAND [...ARGS]\n\nAvailable commands:\n  allow [PATH]\n  permit [PATH]\n      Grants permission to load the file.\n  exec DIR COMMAND [...ARGS]\n      Executes a command.\n  prune\n      removes old allowed files\n');
  });
});
