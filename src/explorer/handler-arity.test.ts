import { describe, expect, it } from 'vitest';
import { declaredParameterCount, handlerWantsRequest } from './handler-arity.js';

describe('declaredParameterCount', () => {
  it.each<[string, Function, number | undefined]>([
    ['two plain parameters', async (a: string, b: unknown) => [a, b], 2],
    ['defaults hide parameters from Function.length', async (a: string, b = {}, c?: unknown) => [a, b, c], 3],
    ['a rest parameter is unbounded', async (a: string, ...rest: unknown[]) => [a, rest], Number.POSITIVE_INFINITY],
    ['one bare arrow parameter', async (x: unknown) => x, 1],
    ['no parameters', async () => 1, 0],
    [
      'destructuring, comments and brackets inside defaults',
      async function named(a: string, { x = ')' }: { x?: string } = {}, /* , */ c: unknown = [1, 2]) {
        return `${a}${x}${String(c)}`;
      },
      3,
    ],
    ['strings and templates holding brackets', async (a = '(', b = '`', c = `${1 + 2}`) => [a, b, c], 3],
    ['a method with a default callback', { async m(a: unknown, b = [1], c = () => {}) { return [a, b, c]; } }.m, 3],
    ['a static class method', class { static async go(a: unknown, b: unknown) { return [a, b]; } }.go, 2],
    ['a bound function has no readable source', async function (a: unknown, b: unknown, c: unknown) { return [a, b, c]; }.bind(null), undefined],
  ])('%s', (_label, fn, expected) => {
    expect(declaredParameterCount(fn)).toBe(expected);
  });
});

describe('handlerWantsRequest', () => {
  const two = async (name: string, args: unknown) => [name, args];
  const three = async (name: string, args: unknown = {}, req?: unknown) => [name, args, req];
  it('counts declared parameters, defaults and rest included', () => {
    expect(handlerWantsRequest(two)).toBe(false);
    expect(three.length).toBe(1);
    expect(handlerWantsRequest(three)).toBe(true);
    expect(handlerWantsRequest(async (...all: unknown[]) => all)).toBe(true);
  });
  it('lets the wantsRequest marker decide over the source', () => {
    expect(handlerWantsRequest(Object.assign(async (...all: unknown[]) => all, { wantsRequest: false }))).toBe(false);
    expect(handlerWantsRequest(Object.assign(two, { wantsRequest: true }))).toBe(true);
  });
  it('lets the passRequest option decide over everything', () => {
    expect(handlerWantsRequest(Object.assign(async (a: unknown, b: unknown, c: unknown) => [a, b, c], { wantsRequest: true }), false)).toBe(false);
    expect(handlerWantsRequest(two, true)).toBe(true);
  });
  it('falls back to Function.length where the source is unreadable', () => {
    const bound3 = async function (a: unknown, b: unknown, c: unknown) { return [a, b, c]; }.bind(null);
    expect(handlerWantsRequest(bound3)).toBe(true);
    const bound2 = async function (a: unknown, b: unknown) { return [a, b]; }.bind(null);
    expect(handlerWantsRequest(bound2)).toBe(false);
  });
});
