/**
 * Size of `tools/list` for the README's demo set (git ls grep tar curl jq rg at depth 2, really
 * scanned into a temporary HOME with the default generated ACL): bytes, tool count and o200k
 * tokens of the list a client loads, before (every tool, whole descriptions: the baseline,
 * computed in the same run from the same bindings) and in each `--tool-list` mode, with ratios.
 *
 *   npx tsx bench/tool-list-size.ts           # print figures
 *   npx tsx bench/tool-list-size.ts --check   # exit 1 when auto is over 80 KB, 100 tools or 20k tokens
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { readAclFile } from '../src/govern/index.js';
import { createSvcServer } from '../src/serve/index.js';
import { createToolListing } from '../src/tool-list/session-tool-list.js';
import { toolAccessOf } from '../src/tool-list/tool-access-of.js';
import { toolDefinition } from '../src/tool-list/tool-definition.js';

const DEMO = ['git', 'ls', 'grep', 'tar', 'curl', 'jq', 'rg'];
const SVC = fileURLToPath(new URL('../bin/svc.js', import.meta.url));

const installed = DEMO.filter((name) => {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
const home = await mkdtemp(join(tmpdir(), 'svc-bench-list-'));
try {
  execFileSync(process.execPath, [SVC, 'scan', ...installed, '--depth', '2'], { env: { ...process.env, HOME: home, SVC_LOG_LEVEL: 'error' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const svc = await createSvcServer({ modulesDir: join(home, '.svc', 'modules'), log: 'error', config: { cache_dir: join(home, 'cache') } });
  const acl = await readAclFile(join(home, '.svc', 'acl.yaml'));
  const measure = (tools: unknown[]) => {
    const json = JSON.stringify({ tools });
    return { tools: tools.length, bytes: Buffer.byteLength(json), tokens: countTokens(json) };
  };
  const before = measure(svc.bindings.map(toolDefinition));
  const rows: Array<[string, ReturnType<typeof measure>]> = [['before: every tool, whole descriptions', before]];
  for (const mode of ['full', 'auto', 'discover'] as const) {
    const session = createToolListing({ tools: () => svc.bindings, toolList: { mode, budget_bytes: 80_000, max_tools: 100 }, accessOf: toolAccessOf(acl) }).forSession();
    rows.push([`--tool-list ${mode}`, measure(await session.list('stdio'))]);
  }
  console.log(`tools/list of the demo set (${installed.join(' ')}; ${svc.bindings.length} tools)`);
  for (const [label, m] of rows) {
    console.log(`  ${label.padEnd(40)} ${String(m.tools).padStart(4)} tools ${String(m.bytes).padStart(8)} bytes ${String(m.tokens).padStart(7)} tokens   bytes ratio ${(m.bytes / before.bytes).toFixed(3)}`);
  }
  const auto = rows.find(([label]) => label === '--tool-list auto')![1];
  const ok = auto.bytes <= 80_000 && auto.tools <= 100 && auto.tokens < 20_000;
  console.log(`auto: ${auto.bytes} bytes (target <= 80000), ${auto.tools} tools (<= 100), ${auto.tokens} tokens (< 20000): ${ok ? 'ok' : 'MISSED'}`);
  if (process.argv.includes('--check') && !ok) process.exitCode = 1;
} finally {
  await rm(home, { recursive: true, force: true });
}
