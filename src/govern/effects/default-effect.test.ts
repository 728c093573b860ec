import { describe, expect, it } from 'vitest';
import { defaultEffect, propertyEffect } from './default-effect.js';

describe('defaultEffect', () => {
  it('free text could name a file: write, never harmless', () => {
    expect(defaultEffect({ kind: 'flag', name: '--thing', type: 'string' })).toEqual({ effect: 'write', source: 'default', reason: 'default: --thing could name a file' });
    expect(defaultEffect({ kind: 'positional', name: 'file', type: 'path' }).effect).toBe('write');
  });
  it('switches, numbers and fixed lists are none', () => {
    expect(defaultEffect({ kind: 'flag', name: '--all', type: 'boolean' })).toEqual({ effect: 'none', source: 'default', reason: 'default: --all is a switch' });
    expect(defaultEffect({ kind: 'flag', name: '--lines', type: 'integer' }).effect).toBe('none');
    expect(defaultEffect({ kind: 'flag', name: '--color', type: 'enum', enumValues: ['auto', 'never'] }).effect).toBe('none');
  });
});

describe('propertyEffect (enforcement fallback for properties without x-cli-effect)', () => {
  it('uses a recorded effect', () => {
    expect(propertyEffect({ type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--x', 'x-cli-effect': 'exec' })).toBe('exec');
    expect(propertyEffect({ type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--x', 'x-cli-effect': 'none' })).toBe('none');
  });
  it('without one: switches, numbers and enums none, anything else write; a bogus value counts as missing', () => {
    expect(propertyEffect({ type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--x' })).toBe('none');
    expect(propertyEffect({ type: 'integer', 'x-cli-kind': 'flag', 'x-cli-flag': '--x' })).toBe('none');
    expect(propertyEffect({ type: 'string', enum: ['a'], 'x-cli-kind': 'flag', 'x-cli-flag': '--x' })).toBe('none');
    expect(propertyEffect({ type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 0 })).toBe('write');
    expect(propertyEffect({ type: 'array', items: { type: 'integer' }, 'x-cli-kind': 'flag', 'x-cli-flag': '--x' })).toBe('none');
    expect(propertyEffect({ type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--x' })).toBe('write');
    expect(propertyEffect({ 'x-cli-kind': 'positional', 'x-cli-position': 0 })).toBe('write');
    expect(propertyEffect({ type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--x', 'x-cli-effect': 'harmless' as never })).toBe('write');
  });
});
