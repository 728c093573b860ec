/**
 * The svc the conformance suite is pointed at: the fixture bindings of real programs, plus some of
 * them again under the names of the suite's fixture tools (REAIMED_TOOLS), served by the real
 * `svc serve --transport http --approval elicit` CLI.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { FIXTURE_PROGRAMS_DIR } from '../fixtures/bindings/load.js';
import { serveFixture, type ServeFixture } from '../serve/helpers.js';
import { startSvcServe, type SvcServeProcess } from '../support/svc-process.js';

/** A suite fixture tool name → the fixture binding svc serves under it, and what changes. */
export const REAIMED_TOOLS: Record<string, { from: string; binary?: string; renameOperand?: [string, string]; approval?: boolean }> = {
  test_simple_text: { from: 'cli.ls' },
  test_error_handling: { from: 'cli.exit3', binary: join(FIXTURE_PROGRAMS_DIR, 'fail-stderr.sh') },
  test_tool_with_progress: { from: 'cli.sleeper' },
  test_reconnection: { from: 'cli.sleeper' },
  test_elicitation: { from: 'cli.echo', renameOperand: ['words', 'message'], approval: true },
};

const moduleIdOf = (tool: string) => `cli.conformance.${tool.replace(/_/g, '-')}`;

async function writeReaimedBindings(fx: ServeFixture): Promise<void> {
  for (const [tool, how] of Object.entries(REAIMED_TOOLS)) {
    const binding = parse(await readFile(join(fx.modulesDir, `${how.from}.binding.yaml`), 'utf8')) as Record<string, any>;
    binding.module_id = moduleIdOf(tool);
    binding.alias = tool;
    if (how.binary) binding.target.binary = how.binary;
    if (how.renameOperand) {
      const [from, to] = how.renameOperand;
      const props = binding.input_schema.properties as Record<string, Record<string, unknown>>;
      // The suite sends `message` as one string; echo prints it as its one operand.
      props[to] = { ...props[from], type: 'string', description: 'the message to print' };
      delete props[to]!.items;
      delete props[from];
    }
    await writeFile(join(fx.modulesDir, `${binding.module_id}.binding.yaml`), stringify(binding));
  }
  const acl = parse(await readFile(fx.aclFile, 'utf8')) as { rules: Array<Record<string, unknown>> };
  const tools = Object.keys(REAIMED_TOOLS);
  acl.rules.unshift(
    { callers: ['*'], targets: tools.filter((t) => REAIMED_TOOLS[t]!.approval).map(moduleIdOf), effect: 'deny', description: 'conformance: approval through elicitation', conditions: { require_approval: true } },
    { callers: ['*'], targets: tools.filter((t) => !REAIMED_TOOLS[t]!.approval).map(moduleIdOf), effect: 'allow', description: 'conformance: re-aimed fixture tools' },
  );
  await writeFile(fx.aclFile, stringify(acl));
}

/** Materializes the bindings and starts `svc serve --transport http` on them. */
export async function startSvcUnderTest(): Promise<{ fx: ServeFixture; server: SvcServeProcess }> {
  const fx = await serveFixture();
  await writeReaimedBindings(fx);
  // --tool-list full: the suite looks tools up in tools/list; svc's auto list may leave some to discovery.
  const server = await startSvcServe({ transport: 'http', env: fx.env, cwd: fx.root, args: ['--approval', 'elicit', '--tool-list', 'full'] });
  return { fx, server };
}
