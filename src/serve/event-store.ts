import type { EventId, EventStore, JSONRPCMessage, StreamId } from '@modelcontextprotocol/server';

/** Bounds of {@link createResumableEvents}, for the whole process. */
export interface ResumableEventsLimits {
  /** Events kept at most, every session together (default 10,000). */
  maxEvents?: number;
  /** Bytes of JSON kept at most, every session together (default 32 MiB). */
  maxBytes?: number;
}

/** One session's view of the process's event store: what the SDK transport of that session gets. */
export interface SessionEventStore extends EventStore {
  getStreamIdForEventId(eventId: EventId): Promise<StreamId | undefined>;
  /** Forgets every event of this session (it ended). */
  drop(): void;
}

/** The process's store of sent SSE events, for streams to resume (SEP-1699). */
export interface ResumableEvents {
  /** A store for one 2025-era HTTP session: it replays only its own events. */
  forSession(): SessionEventStore;
  /** Events and bytes held now. */
  size(): { events: number; bytes: number };
}

interface StoredEvent {
  session: number;
  streamId: StreamId;
  message: JSONRPCMessage;
  bytes: number;
}

/**
 * The events svc sent on 2025-era streamable HTTP sessions, kept in memory so a client whose
 * connection dropped can reconnect with `GET` + `Last-Event-ID` and get what it missed, a running
 * call's final result included. Storage only: the SDK's `WebStandardStreamableHTTPServerTransport`
 * (option `eventStore`) writes the ids, the priming event and the replay.
 *
 * Bounded per process by count and bytes: the oldest events go first, so a client that stays away
 * too long gets `400` for its `Last-Event-ID`, never another session's events (each session's view
 * replays only ids it stored, so an id seen elsewhere is as unknown as a made-up one).
 *
 * @example
 * const events = createResumableEvents();
 * new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator, eventStore: events.forSession(), retryInterval: 2000 });
 */
export function createResumableEvents(limits: ResumableEventsLimits = {}): ResumableEvents {
  const maxEvents = limits.maxEvents ?? 10_000;
  const maxBytes = limits.maxBytes ?? 32 * 1024 * 1024;
  /** Every event, oldest first (Map keeps insertion order). */
  const events = new Map<EventId, StoredEvent>();
  /** Each stream's event ids, oldest first. */
  const streams = new Map<StreamId, EventId[]>();
  let bytes = 0;
  let counter = 0;
  let sessions = 0;

  const forget = (id: EventId, event: StoredEvent) => {
    events.delete(id);
    bytes -= event.bytes;
    const ids = streams.get(event.streamId);
    if (!ids) return;
    const at = ids.indexOf(id);
    if (at >= 0) ids.splice(at, 1);
    if (ids.length === 0) streams.delete(event.streamId);
  };
  const evict = () => {
    for (const [id, event] of events) {
      if (events.size <= maxEvents && bytes <= maxBytes) break;
      forget(id, event);
    }
  };

  return {
    forSession() {
      const session = ++sessions;
      const own = (id: EventId) => {
        const event = events.get(id);
        return event && event.session === session ? event : undefined;
      };
      return {
        async storeEvent(streamId, message) {
          // Ids need not be secret (replay checks the session) but must never repeat in a process.
          const id = `${session}-${(++counter).toString(36)}`;
          const size = JSON.stringify(message).length;
          events.set(id, { session, streamId, message, bytes: size });
          bytes += size;
          const ids = streams.get(streamId);
          if (ids) ids.push(id);
          else streams.set(streamId, [id]);
          evict();
          return id;
        },
        async getStreamIdForEventId(id) {
          return own(id)?.streamId;
        },
        async replayEventsAfter(lastEventId, { send }) {
          const last = own(lastEventId);
          if (!last) throw new Error(`unknown event id: ${String(lastEventId).slice(0, 80)}`);
          const ids = [...(streams.get(last.streamId) ?? [])];
          for (const id of ids.slice(ids.indexOf(lastEventId) + 1)) {
            const event = events.get(id);
            // A priming event (stored as {}) carries no message to send again.
            if (event && 'jsonrpc' in event.message) await send(id, event.message);
          }
          return last.streamId;
        },
        drop() {
          for (const [id, event] of events) if (event.session === session) forget(id, event);
        },
      };
    },
    size: () => ({ events: events.size, bytes }),
  };
}
