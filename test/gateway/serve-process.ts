/**
 * `svc serve --transport http` as a real process for the gateway tests: the run's build of svc
 * (test/support/paths.ts) started by test/support/serve-http-process.ts.
 */
import { SVC_BIN } from '../support/paths.js';
import { startServeProcess, type ServeProcess } from '../support/serve-http-process.js';

export { freePort, type ServeProcess } from '../support/serve-http-process.js';

/** Starts `svc serve --transport http --port <free> ...args` and waits for "MCP at". */
export function startServe(args: (port: number) => string[], env: Record<string, string>): Promise<ServeProcess> {
  return startServeProcess(SVC_BIN, args, env);
}
