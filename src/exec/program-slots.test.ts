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
  it('lets one owner alone fill every slot (work-conserving)', async () => {
    const slots = createProgramSlots({ maxRunning: 4, maxQueued: 4 });
    for (let i = 0; i < 4; i++) await slots.acquire(undefined, 'A');
    expect(slots.running).toBe(4);
    expect(slots.runningFor('A')).toBe(4);
    expect(slots.queued).toBe(0);
  });

  it('an owner at its share gets no more slots while another owner waits, until that owner is served', async () => {
    const slots = createProgramSlots({ maxRunning: 4, maxQueued: 16 });
    const t = tracker();
    const a1 = await slots.acquire(undefined, 'A');
    await slots.acquire(undefined, 'A');
    const x1 = await slots.acquire(undefined, 'X');
    const x2 = await slots.acquire(undefined, 'X');
    // A (at its share of 2) queues first, then B.
    void t.track('A3', slots.acquire(undefined, 'A'));
    void t.track('A4', slots.acquire(undefined, 'A'));
    void t.track('B1', slots.acquire(undefined, 'B'));
    void t.track('B2', slots.acquire(undefined, 'B'));
    expect(slots.queued).toBe(4);
    x1();
    await tick();
    expect(t.order).toEqual(['B1']);
    x2();
    await tick();
    expect(t.order).toEqual(['B1', 'B2']);
    expect(slots.runningFor('A')).toBe(2);
    expect(slots.runningFor('B')).toBe(2);
    // B is served and waits no more: A's waiters take the next slots.
    a1();
    await tick();
    expect(t.order).toEqual(['B1', 'B2', 'A3']);
    t.releases.get('B1')!();
    await tick();
    expect(t.order).toEqual(['B1', 'B2', 'A3', 'A4']);
    expect(slots.runningFor('A')).toBe(3);
    expect(slots.running).toBe(4);
    expect(slots.queued).toBe(0);
  });

  it('slots an owner took while alone go to another owner first as they free', async () => {
    const slots = createProgramSlots({ maxRunning: 4, maxQueued: 16 });
    const t = tracker();
    const held = [];
    for (let i = 0; i < 4; i++) held.push(await slots.acquire(undefined, 'A'));
    void t.track('A5', slots.acquire(undefined, 'A'));
    void t.track('A6', slots.acquire(undefined, 'A'));
    void t.track('B1', slots.acquire(undefined, 'B'));
    held[0]!();
    await tick();
    expect(t.order).toEqual(['B1']);
    held[1]!();
    await tick();
    // B waits no more, so A (at 2 of 4) may have the slot.
    expect(t.order).toEqual(['B1', 'A5']);
  });

  it('serves waiting owners that are all at their share in arrival order', async () => {
    const slots = createProgramSlots({ maxRunning: 4, maxQueued: 16 });
    const t = tracker();
    const a = [await slots.acquire(undefined, 'A'), await slots.acquire(undefined, 'A')];
    await slots.acquire(undefined, 'B');
    await slots.acquire(undefined, 'B');
    void t.track('B3', slots.acquire(undefined, 'B'));
    void t.track('A3', slots.acquire(undefined, 'A'));
    a[0]!();
    await tick();
    // A dropped below its share: its waiter is first among those below the share.
    expect(t.order).toEqual(['A3']);
    a[1]!();
    await tick();
    expect(t.order).toEqual(['A3', 'B3']);
  });

  it('calls without an owner share the key ""', async () => {
    const slots = createProgramSlots({ maxRunning: 2, maxQueued: 4 });
    await slots.acquire();
    await slots.acquire(undefined, '');
    expect(slots.runningFor('')).toBe(2);
  });

  it('a configured share of 1 keeps an owner at one slot while others wait', async () => {
    const slots = createProgramSlots({ maxRunning: 3, maxQueued: 8, maxPerOwner: 1 });
    const t = tracker();
    const a1 = await slots.acquire(undefined, 'A');
    await slots.acquire(undefined, 'B');
    const b2 = await slots.acquire(undefined, 'B');
    void t.track('B3', slots.acquire(undefined, 'B'));
    void t.track('C1', slots.acquire(undefined, 'C'));
    b2();
    await tick();
    expect(t.order).toEqual(['C1']);
    a1();
    await tick();
    expect(t.order).toEqual(['C1', 'B3']);
  });

  it('a call cancelled while waiting leaves the queue and the slot goes to the next', async () => {
    const slots = createProgramSlots({ maxRunning: 1, maxQueued: 4 });
    const t = tracker();
    const release = await slots.acquire(undefined, 'A');
    const controller = new AbortController();
    const cancelled = slots.acquire(controller.signal, 'B');
    void t.track('C', slots.acquire(undefined, 'C'));
    expect(slots.queued).toBe(2);
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(ProgramWaitCancelled);
    expect(slots.queued).toBe(1);
    release();
    await tick();
    expect(t.order).toEqual(['C']);
    expect(slots.runningFor('B')).toBe(0);
    await expect(slots.acquire(AbortSignal.abort(), 'D')).rejects.toBeInstanceOf(ProgramWaitCancelled);
  });

  it('refuses at once when every slot is taken and the queue is full', async () => {
    const slots = createProgramSlots({ maxRunning: 2, maxQueued: 1 });
    await slots.acquire(undefined, 'A');
    await slots.acquire(undefined, 'A');
    void slots.acquire(undefined, 'A');
    const refused = slots.acquire(undefined, 'B');
    await expect(refused).rejects.toBeInstanceOf(ProgramQueueFull);
    await expect(refused).rejects.toMatchObject({ running: 2, queued: 1 });
    const none = createProgramSlots({ maxRunning: 1, maxQueued: 0 });
    await none.acquire(undefined, 'A');
    await expect(none.acquire(undefined, 'B')).rejects.toBeInstanceOf(ProgramQueueFull);
  });

  it('releases in any order keep the counts right, and a second release does nothing', async () => {
    const slots = createProgramSlots({ maxRunning: 3, maxQueued: 4 });
    const r = [await slots.acquire(undefined, 'A'), await slots.acquire(undefined, 'B'), await slots.acquire(undefined, 'A')];
    r[1]!();
    r[1]!();
    expect(slots.running).toBe(2);
    expect(slots.runningFor('B')).toBe(0);
    r[2]!();
    r[0]!();
    r[0]!();
    expect(slots.running).toBe(0);
    expect(slots.runningFor('A')).toBe(0);
    // Every slot is free again.
    for (let i = 0; i < 3; i++) await slots.acquire(undefined, 'C');
    expect(slots.running).toBe(3);
  });
});
