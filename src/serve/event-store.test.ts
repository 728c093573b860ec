import { describe, expect, it } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { createResumableEvents } from './event-store.js';

const note = (n: number): JSONRPCMessage => ({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 1, progress: n } });

async function replay(store: ReturnType<ReturnType<typeof createResumableEvents>['forSession']>, after: string) {
  const sent: Array<[string, JSONRPCMessage]> = [];
  const stream = await store.replayEventsAfter(after, { send: async (id, message) => void sent.push([id, message]) });
  return { stream, sent };
}

describe('createResumableEvents', () => {
  it('replays the events of a stream after an id, without its priming event or other streams', async () => {
    const store = createResumableEvents().forSession();
    const priming = await store.storeEvent('a', {} as JSONRPCMessage);
    const one = await store.storeEvent('a', note(1));
    await store.storeEvent('b', note(99));
    const two = await store.storeEvent('a', note(2));
    expect(await store.getStreamIdForEventId(one)).toBe('a');
    expect(await replay(store, priming)).toEqual({ stream: 'a', sent: [[one, note(1)], [two, note(2)]] });
    expect(await replay(store, two)).toEqual({ stream: 'a', sent: [] });
  });

  it("never replays another session's events: their ids are unknown to it", async () => {
    const events = createResumableEvents();
    const alice = events.forSession();
    const mallory = events.forSession();
    const id = await alice.storeEvent('a', note(1));
    await alice.storeEvent('a', note(2));
    expect(await mallory.getStreamIdForEventId(id)).toBeUndefined();
    await expect(replay(mallory, id)).rejects.toThrow(/unknown event id/);
  });

  it('is bounded by count and by bytes, oldest first, and forgets a dropped session', async () => {
    const byCount = createResumableEvents({ maxEvents: 3 });
    const store = byCount.forSession();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await store.storeEvent('a', note(i)));
    expect(byCount.size().events).toBe(3);
    expect(await store.getStreamIdForEventId(ids[1]!)).toBeUndefined();
    expect((await replay(store, ids[2]!)).sent.map(([id]) => id)).toEqual([ids[3], ids[4]]);

    const one = JSON.stringify(note(1)).length;
    const byBytes = createResumableEvents({ maxBytes: one * 2 });
    const a = byBytes.forSession();
    const b = byBytes.forSession();
    await a.storeEvent('a', note(1));
    await b.storeEvent('b', note(2));
    await b.storeEvent('b', note(3));
    expect(byBytes.size()).toEqual({ events: 2, bytes: one * 2 });
    b.drop();
    expect(byBytes.size()).toEqual({ events: 0, bytes: 0 });
  });
});
