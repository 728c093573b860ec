/**
 * MCP roots of one session: when the client declares the `roots` capability, svc asks
 * `roots/list` once the session is initialized and again on every
 * `notifications/roots/list_changed`, and narrows the caller's roots (src/call/caller-roots.ts)
 * with the answer.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Server } from '@modelcontextprotocol/server';
import { usableWorkspace, type Workspace } from '../exec/workspace.js';
import type { Logger } from '../log/index.js';

/** Options for {@link trackClientRoots}. */
export interface ClientRootsOptions {
  /** svc's own working directory: where calls run when there are no roots at all. */
  cwd: string;
  log?: Logger;
  /** How long a call waits for the client's `roots/list` answer (default 5000 ms). */
  timeoutMs?: number;
}

function rootPaths(roots: ReadonlyArray<{ uri: string }>, log?: Logger): string[] {
  const paths: string[] = [];
  for (const root of roots) {
    if (!root.uri.startsWith('file:')) {
      log?.warn({ uri: root.uri }, 'ignoring a client root that is not a file: URI');
      continue;
    }
    try {
      paths.push(realpathSync(fileURLToPath(root.uri)));
    } catch (error) {
      // A root that does not exist here (a remote client's path) cannot hold a working directory.
      log?.warn({ uri: root.uri, err: (error as Error).message }, 'ignoring a client root that does not exist on this machine');
    }
  }
  return paths;
}

/** Sends `roots/list` to the client, related to the call being handled (`ctx.mcpReq.send`). */
export type AskRoots = () => Promise<{ roots: Array<{ uri: string }> }>;

/**
 * Follows the client's MCP roots for one SDK server (one session). When the client declares the
 * `roots` capability, its roots are marked unknown after initialization and on every
 * `notifications/roots/list_changed`; the next call then asks `roots/list` (through `ask`, tied
 * to that call, so the request reaches HTTP clients on the call's own response stream) and
 * waits for the answer, up to `timeoutMs`, before it runs. A failed `roots/list` keeps the roots
 * known before (none, at first) and is logged at warn. Clients without the roots capability, and
 * 2026-07-28 per-request clients (that revision has no server-to-client requests), get the
 * caller's roots unnarrowed. The caller's roots are given per call, since on HTTP each request
 * carries its own access token.
 *
 * @example
 * const workspaceOf = trackClientRoots(server, { cwd: process.cwd() });
 * // in a tools/call handler, with the caller's roots:
 * const workspace = await workspaceOf(() => ctx.mcpReq.send({ method: 'roots/list' }), ['/home/me/proj']);
 */
export function trackClientRoots(server: Server, options: ClientRootsOptions): (ask: AskRoots, callerRoots: readonly string[]) => Promise<Workspace> {
  const { log } = options;
  let clientRoots: string[] | undefined;
  let stale = false;
  let pending: Promise<void> | undefined;
  let generation = 0;
  const markStale = () => {
    if (server.getClientCapabilities()?.roots) stale = true;
  };
  const previous = server.oninitialized;
  server.oninitialized = () => {
    previous?.();
    markStale();
  };
  server.setNotificationHandler('notifications/roots/list_changed', () => markStale());

  return async (ask, callerRoots) => {
    // A list_changed that arrives while a request is out makes the roots stale again: ask anew.
    for (;;) {
      if (pending) {
        await pending;
        continue;
      }
      if (!stale) break;
      stale = false;
      const mine = ++generation;
      const timeout = new Promise<never>((_, reject) => {
        const timer = setTimeout(() => reject(new Error(`no answer within ${options.timeoutMs ?? 5000} ms`)), options.timeoutMs ?? 5000);
        timer.unref();
      });
      pending = Promise.race([ask(), timeout]).then(
        (result) => {
          if (mine !== generation) return;
          clientRoots = rootPaths(result.roots, log);
          log?.info({ roots: clientRoots }, 'client roots');
        },
        (error: unknown) => {
          log?.warn({ err: (error as Error).message }, 'roots/list failed; keeping the roots known before');
        },
      ).finally(() => {
        pending = undefined;
      });
    }
    return usableWorkspace(callerRoots, clientRoots, options.cwd);
  };
}
