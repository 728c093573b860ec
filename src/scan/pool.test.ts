import { describe, expect, it } from 'vitest';
import { createLimiter, defaultConcurrency } from './pool.js';

describe('createLimiter', () => {
  it('never runs more than the pool size at once and runs everything', async () => {
    const limit = createLimiter(3);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => limit(async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 2 + (i % 4)));
      running--;
      return i;
    })));
    expect(peak).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('passes rejections through and keeps the slot free for later tasks', async () => {
    const limit = createLimiter(1);
    await expect(limit(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });

  it('defaultConcurrency is twice the cores within 2..8', () => {
    expect([1, 2, 3, 16].map(defaultConcurrency)).toEqual([2, 4, 6, 8]);
  });
});

describe('createLimiter first option', () => {
  it('starts a task marked first before the others still waiting', async () => {
    const limit = createLimiter(1);
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    await Promise.all([limit(task('a')), limit(task('b')), limit(task('c')), limit(task('urgent'), { first: true })]);
    expect(order).toEqual(['a', 'urgent', 'b', 'c']);
  });
});
