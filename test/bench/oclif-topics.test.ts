import { describe, expect, it } from 'vitest';
import { listerOf, topicsOf } from '../../bench/support/oclif-topics.js';

describe('oclif topics in the accuracy bench', () => {
  it('names the topics that list a one-word `topic:cmd` path', () => {
    expect(topicsOf(['apps:create'])).toEqual([['apps']]);
    expect(topicsOf(['apps:favorites:add'])).toEqual([['apps'], ['apps:favorites']]);
    expect(topicsOf(['apps'])).toEqual([]);
    expect(topicsOf(['remote', 'add'])).toEqual([]);
    expect(topicsOf([':odd'])).toEqual([]);
  });

  it('finds the command whose help lists a path', () => {
    expect(listerOf(['apps:create'])).toEqual(['apps']);
    expect(listerOf(['remote', 'add'])).toEqual(['remote']);
    expect(listerOf(['status'])).toEqual([]);
  });
});
