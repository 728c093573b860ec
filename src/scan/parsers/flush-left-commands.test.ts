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
    expect(indentFlushLeftCommands(text)).toBe('Usage: tool COMMAND [...ARGS]\n\nAvailable commands:\n  allow [PATH]\n  permit [PATH]    Grants permission to load the file.\n  exec DIR COMMAND [...ARGS]    Executes a command.\n  prune    removes old allowed files\n');
  });

  it('reads a plain `Commands:` list of rows at the margin, each with its description below (neonctl, yargs with its own layout)', () => {
    const text = 'Usage: tool <command>\n\nCommands:\ntool build [target]\n    Build the project, wrapped\n    onto a second line [aliases: b]\ntool clean\n    Remove the output\n\nOptions:\n--color\n    Colorize\n';
    expect(indentFlushLeftCommands(text)).toBe('Usage: tool <command>\n\nCommands:\n  tool build [target]    Build the project, wrapped onto a second line [aliases: b]\n  tool clean    Remove the output\n\nOptions:\n--color\n    Colorize\n');
    // Rows whose description is not below them are not this layout: left as they are.
    const flat = 'Usage: tool <command>\n\nCommands:\nbuild\nclean\n';
    expect(indentFlushLeftCommands(flat)).toBe(flat);
  });
});
