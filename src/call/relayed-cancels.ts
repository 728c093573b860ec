import type { RequestId } from '@modelcontextprotocol/server';

/**
 * The running 2026-07-28 HTTP calls of one svc process, by caller and request id, so a
 * `notifications/cancelled` that arrives as its own POST can stop the call it names.
 *
 * Why: a 2026-07-28 HTTP exchange is one request on one response stream, and the SDK answers each
 * POST with a fresh server instance, so a cancellation posted separately (what mcp-remote's relay
 * sends) reaches an instance that runs nothing and was dropped. Clients that close the call's own
 * stream instead are handled by the SDK (the request's signal aborts).
 *
 * A call is named by its caller (the token's or OAuth client's identity, else the transport name)
 * and its JSON-RPC id: a caller can only cancel calls of its own identity.
 */
export interface RelayedCancels {
  /** Registers a running call; returns the signal to run it with and a function to call when it ends. */
  track(caller: string, id: RequestId, signal: AbortSignal): { signal: AbortSignal; done(): void };
  /** Cancels every running call of `caller` with that id; returns how many. */
  cancel(caller: string, id: RequestId, reason?: string): number;
}

const keyOf = (caller: string, id: RequestId) => `${caller}\u0000${typeof id}:${String(id)}`;

/** @example const cancels = createRelayedCancels(); const { signal, done } = cancels.track('http', 2, ctx.mcpReq.signal); */
export function createRelayedCancels(): RelayedCancels {
  const running = new Map<string, Set<AbortController>>();
  return {
    track(caller, id, signal) {
      const key = keyOf(caller, id);
      const controller = new AbortController();
      const follow = () => controller.abort(signal.reason);
      if (signal.aborted) follow();
      else signal.addEventListener('abort', follow, { once: true });
      let calls = running.get(key);
      if (!calls) running.set(key, (calls = new Set()));
      calls.add(controller);
      return {
        signal: controller.signal,
        done() {
          signal.removeEventListener('abort', follow);
          calls.delete(controller);
          if (calls.size === 0 && running.get(key) === calls) running.delete(key);
        },
      };
    },
    cancel(caller, id, reason) {
      const calls = running.get(keyOf(caller, id));
      if (!calls) return 0;
      for (const controller of calls) controller.abort(reason ?? 'cancelled by the client');
      return calls.size;
    },
  };
}
