import { describe, expect, it } from 'vitest';
import { createProgramSlots, ownerShare, ProgramQueueFull, ProgramWaitCancelled } from './program-slots.js';

/** Records which waiting acquires have resolved, in order. */
function tracker() {
  const order: string[] = [];
  const releases = new Map<string, () => void>();
  const track = (name: string, promise: Promise<() => void>) =>
    promise.then((release) => {
      order.push(name);
      releases.set(name, release);
      return release;
    });
  return { order, releases, track };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ownerShare', () => {
  it('defaults to half of the slots, at least 1, and clamps a configured share to the slots', () => {
    expect(ownerShare({ maxRunning: 8, maxQueued: 0 })).toBe(4);
    expect(ownerShare({ maxRunning: 5, maxQueued: 0, maxPerOwner: 0 })).toBe(2);
    expect(ownerShare({ maxRunning: 1, maxQueued: 0 })).toBe(1);
    expect(ownerShare({ maxRunning: 8, maxQueued: 0, maxPerOwner: 3 })).toBe(3);
    expect(ownerShare({ maxRunning: 8, maxQueued: 0, maxPerOwner: 50 })).toBe(8);
  });
});

describe('createProgramSlots', () => {
  it('one owner runs at most its share, even alone; its further calls wait', async () => {
    const slots = createProgramSlots({ maxRunning: 4, maxQueued: 4 });
    const t = tracker();
    const a1 = await slots.acquire(undefined, 'A');
    await slots.acquire(undefined, 'A');
    void t.track('A3', slots.acquire(undefined, 'A'));
    await tick();
    expect([slots.running, slots.runningFor('A'), slots.queued, t.order]).toEqual([2, 2, 1, []]);
    a1();
    await tick();
    expect([slots.running, slots.runningFor('A'), slots.queued, t.order]).toEqual([2, 2, 0, ['A3']]);
  });

  it('the issue case: eight long calls of one session leave the other session its half at once', async () => {
    const slots = createProgramSlots({ maxRunning: 8, maxQueued: 64 });
    const t = tracker();
    for (let i = 0; i < 8; i++) void t.track(`A${i + 1}`, slots.acquire(undefined, 'A'));
    await tick();
    expect([slots.running, slots.queued]).toEqual([4, 4]);
    await t.track('B1', slots.acquire(undefined, 'B'));
    expect(t.order).toEqual(['A1', 'A2', 'A3', 'A4', 'B1']);
    expect([slots.running, slots.runningFor('B')]).toEqual([5, 1]);
  });

  it('a freed slot goes to the first waiter whose owner is below its share', async () => {
    const slots = createProgramSlots({ maxRunning: 2, maxQueued: 16, maxPerOwner: 1 });
    const t = tracker();
    const a1 = await slots.acquire(undefined, 'A');
    const b1 = await slots.acquire(undefined, 'B');
    void t.track('A2', slots.acquire(undefined, 'A'));
    void t.track('B2', slots.acquire(undefined, 'B'));
    await tick();
    expect(t.order).toEqual([]);
    b1();
    await tick();
    expect(t.order).toEqual(['B2']);
    a1();
    await tick();
    expect(t.order).toEqual(['B2', 'A2']);
  });

  it('calls without an owner share the key ""', async () => {
    const slots = createProgramSlots({ maxRunning: 4, maxQueued: 4 });
    await slots.acquire();
    await slots.acquire(undefined, '');
    expect(slots.runningFor('')).toBe(2);
    const t = tracker();
    void t.track('third', slots.acquire());
    await tick();
    expect(t.order).toEqual([]);
  });

  it('a cancelled waiter leaves the queue; an aborted signal is refused at once', async () => {
    const slots = createProgramSlots({ maxRunning: 2, maxQueued: 4 });
    await slots.acquire(undefined, 'A');
    const aborted = new AbortController();
    aborted.abort();
    await expect(slots.acquire(aborted.signal, 'C')).rejects.toBeInstanceOf(ProgramWaitCancelled);
    const controller = new AbortController();
    const queued = slots.acquire(controller.signal, 'A');
    await tick();
    expect(slots.queued).toBe(1);
    controller.abort();
    await expect(queued).rejects.toBeInstanceOf(ProgramWaitCancelled);
    expect([slots.queued, slots.running]).toEqual([0, 1]);
  });

  it('refuses at once when the queue is full, with the counts', async () => {
    const slots = createProgramSlots({ maxRunning: 2, maxQueued: 1 });
    await slots.acquire(undefined, 'A');
    await slots.acquire(undefined, 'B');
    void slots.acquire(undefined, 'C');
    await expect(slots.acquire(undefined, 'D')).rejects.toEqual(new ProgramQueueFull(2, 1));
  });

  it('releases in any order keep the counts right, and a second release does nothing', async () => {
    const slots = createProgramSlots({ maxRunning: 4, maxQueued: 4 });
    const a = await slots.acquire(undefined, 'A');
    const b = await slots.acquire(undefined, 'B');
    b();
    b();
    a();
    expect([slots.running, slots.runningFor('A'), slots.runningFor('B')]).toEqual([0, 0, 0]);
  });
});
