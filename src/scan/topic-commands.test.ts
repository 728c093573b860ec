import { describe, expect, it } from 'vitest';
import { listedCommandPath, topicCommand, topicOnly } from './topic-commands.js';

describe('oclif topic commands', () => {
  it('reads `<topic>:<cmd>` under the topic as one word of the root, nested topics alike', () => {
    expect(listedCommandPath(['apps'], 'apps:create')).toEqual(['apps:create']);
    expect(listedCommandPath(['apps:favorites'], 'apps:favorites:add')).toEqual(['apps:favorites:add']);
    expect(listedCommandPath(['apps'], 'apps:favorites')).toEqual(['apps:favorites']);
  });

  it('leaves every other row a word after the command, and the root is no topic', () => {
    expect(listedCommandPath(['remote'], 'add')).toEqual(['remote', 'add']);
    expect(listedCommandPath([], 'cache:clear')).toEqual(['cache:clear']);
    expect(topicCommand([], 'cache:clear')).toBe(false);
    // Another topic's row, a bare prefix, or a name that merely starts like the topic.
    expect(topicCommand(['apps'], 'auth:login')).toBe(false);
    expect(topicCommand(['apps'], 'apps:')).toBe(false);
    expect(topicCommand(['apps'], 'appsx:create')).toBe(false);
    expect(topicCommand(['migrate'], 'make')).toBe(false);
  });

  it('tells a topic that is no command (`$ heroku auth:COMMAND`) from one that is', () => {
    expect(topicOnly('$ heroku auth:COMMAND', ['auth'])).toBe(true);
    expect(topicOnly('$ heroku apps:favorites:COMMAND', ['apps:favorites'])).toBe(true);
    expect(topicOnly('heroku auth:[COMMAND]', ['auth'])).toBe(true);
    expect(topicOnly('$ heroku apps [--prompt] [-A] [-j] [-p] [-s <value>] [-t <value>]', ['apps'])).toBe(false);
    expect(topicOnly('$ heroku auth:COMMAND', ['apps'])).toBe(false);
    expect(topicOnly(undefined, ['auth'])).toBe(false);
    expect(topicOnly('$ heroku [COMMAND]', [])).toBe(false);
  });
});
