/**
 * MCP roots of one session: when the client declares the `roots` capability, svc asks
 * `roots/list` once the session is initialized and again on every
 * `notifications/roots/list_changed`, and narrows the operator's roots with the answer.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Server } from '@modelcontextprotocol/server';
import { usableWorkspace, type Workspace } from '../exec/workspace.js';
import type { Logger } from '../log/index.js';

/** Options for {@link trackClientRoots}. */
export interface ClientRootsOptions {
  /** The operator's roots (`--root`, config `roots`), real paths; empty when none were given. */
  operatorRoots: readonly string[];
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

/**
 * Follows the client's MCP roots for one SDK server (one session) and returns a function giving
 * the session's current {@link Workspace}. A call made while `roots/list` is still unanswered
 * waits for the answer (up to `timeoutMs`). A failed `roots/list` keeps the roots known before
 * (none, at first) and is logged at warn. Clients without the roots capability, and 2026-07-28
 * per-request clients (that revision has no server-to-client requests), get the operator's roots.
 *
 * @example
 * const server = new Server(info, { capabilities: { tools: {} } });
 * const workspace = trackClientRoots(server, { operatorRoots: ['/home/me/proj'], cwd: process.cwd() });
 * (await workspace()).defaultDirectory; // '/home/me/proj', or the client's root inside it
 */
export function trackClientRoots(server: Server, options: ClientRootsOptions): () => Promise<Workspace> {
  const { log } = options;
  let clientRoots: string[] | undefined;
  let pending: Promise<void> | undefined;
  let generation = 0;

  const refresh = () => {
    if (!server.getClientCapabilities()?.roots) return;
    const mine = ++generation;
    const request = server.listRoots(undefined, { timeout: options.timeoutMs ?? 5000 }).then(
      (result) => {
        if (mine !== generation) return;
        clientRoots = rootPaths(result.roots, log);
        log?.info({ roots: clientRoots }, 'client roots');
      },
      (error: unknown) => {
        if (mine !== generation) return;
        log?.warn({ err: (error as Error).message }, 'roots/list failed; keeping the roots known before');
      },
    );
    const current: Promise<void> = request.finally(() => {
      if (pending === current) pending = undefined;
    });
    pending = current;
  };

  const previous = server.oninitialized;
  server.oninitialized = () => {
    previous?.();
    refresh();
  };
  server.setNotificationHandler('notifications/roots/list_changed', () => refresh());

  return async () => {
    // A list_changed that arrives while waiting starts a newer request: wait for the newest.
    while (pending) await pending;
    return usableWorkspace(options.operatorRoots, clientRoots, options.cwd);
  };
}
