import { describe, expect, it } from 'vitest';
import { createRelayedCancels } from './relayed-cancels.js';

describe('createRelayedCancels', () => {
  it("cancels a running call by its caller and id, never another caller's or another id's", () => {
    const cancels = createRelayedCancels();
    const mine = cancels.track('token', 2, new AbortController().signal);
    const theirs = cancels.track('http', 2, new AbortController().signal);
    const stringId = cancels.track('token', '2', new AbortController().signal);
    expect(cancels.cancel('token', 2, 'user pressed stop')).toBe(1);
    expect(mine.signal.aborted).toBe(true);
    expect(mine.signal.reason).toBe('user pressed stop');
    expect(theirs.signal.aborted).toBe(false);
    expect(stringId.signal.aborted).toBe(false);
  });

  it('follows the request signal, and forgets a call once done', () => {
    const cancels = createRelayedCancels();
    const request = new AbortController();
    const call = cancels.track('http', 5, request.signal);
    request.abort('stream closed');
    expect(call.signal.reason).toBe('stream closed');
    const later = cancels.track('http', 6, new AbortController().signal);
    later.done();
    expect(cancels.cancel('http', 6)).toBe(0);
    expect(later.signal.aborted).toBe(false);
  });
});
