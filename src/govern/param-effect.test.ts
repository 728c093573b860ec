import { describe, expect, it } from 'vitest';
import type { CliPropertySchema } from '../bindings/types.js';
import { isParamEffect, resolveEffect } from './param-effect.js';

const flag = (extra: Partial<CliPropertySchema>): CliPropertySchema => ({ 'x-cli-kind': 'flag', 'x-cli-flag': '--x', ...extra });

describe('resolveEffect', () => {
  it('uses the recorded effect, reason and source', () => {
    expect(resolveEffect(flag({ type: 'string', 'x-cli-effect': 'exec', 'x-cli-effect-reason': 'curated: git --upload-pack runs a program', 'x-cli-effect-source': 'curated' }))).toEqual({
      effect: 'exec', reason: 'curated: git --upload-pack runs a program', source: 'curated',
    });
    // A recorded effect wins over the type: a switch that deletes is write.
    expect(resolveEffect(flag({ type: 'boolean', 'x-cli-effect': 'write' })).effect).toBe('write');
    expect(resolveEffect(flag({ type: 'string', 'x-cli-effect': 'none' }))).toEqual({ effect: 'none', reason: 'recorded effect none', source: 'binding' });
  });

  it('without a recorded effect: switches, numbers and enums are none, every free value is write', () => {
    const none = { effect: 'none', reason: 'no recorded effect: a switch, number or choice cannot name a file', source: 'default' };
    const write = { effect: 'write', reason: 'no recorded effect: a free value could name a file', source: 'default' };
    expect(resolveEffect(flag({ type: 'boolean' }))).toEqual(none);
    expect(resolveEffect(flag({ type: 'integer' }))).toEqual(none);
    expect(resolveEffect(flag({ type: 'number' }))).toEqual(none);
    expect(resolveEffect(flag({ type: 'string', enum: ['a', 'b'] }))).toEqual(none);
    expect(resolveEffect(flag({ type: 'array', items: { type: 'integer' } }))).toEqual(none);
    expect(resolveEffect(flag({ type: 'array', items: { type: 'string', enum: ['x'] } }))).toEqual(none);
    expect(resolveEffect(flag({ type: 'string' }))).toEqual(write);
    expect(resolveEffect(flag({ type: 'string', format: 'path' }))).toEqual(write);
    expect(resolveEffect(flag({ type: 'array', items: { type: 'string' } }))).toEqual(write);
    expect(resolveEffect({ 'x-cli-kind': 'positional', 'x-cli-position': 0, type: 'string' })).toEqual(write);
    expect(resolveEffect({ 'x-cli-kind': 'positional', 'x-cli-position': 0 })).toEqual(write);
  });

  it('an unknown recorded effect is never harmless', () => {
    expect(resolveEffect(flag({ type: 'boolean', 'x-cli-effect': 'nonee' as 'none' }))).toEqual({ effect: 'write', reason: 'unknown effect "nonee": treated as write', source: 'default' });
  });

  it('isParamEffect knows the five classes', () => {
    expect(['exec', 'write', 'network', 'read', 'none'].every(isParamEffect)).toBe(true);
    expect(isParamEffect('Exec')).toBe(false);
    expect(isParamEffect(undefined)).toBe(false);
  });
});
