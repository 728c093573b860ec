/**
 * Issue 22 item 9: every tool schema of the README's demo set (really scanned) and of the fixture
 * bindings compiles with a default Ajv (`new Ajv()`: strict, no formats), as clients that validate
 * with it do, both as svc builds it and as a real MCP client receives it from tools/list. svc's
 * own `path` kind lives in `x-cli-format`, and path confinement still applies to it, and to
 * bindings written by older scans that still say `format: path`.
 */
import { realpathSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBindings } from '../../src/bindings/store.js';
import { toolDefinition } from '../../src/tool-list/tool-definition.js';
import { materializeFixtureBindings } from '../fixtures/bindings/load.js';
import { which } from '../scan/helpers.js';
import { SVC_BIN } from '../support/paths.js';
import { scanDemoSet, type DemoSet } from './demo-set.js';

/** The tools whose schema a default Ajv refuses to compile, with its message. */
function uncompilable(tools: Array<{ name: string; inputSchema: unknown }>): Array<[string, string]> {
  const failing: Array<[string, string]> = [];
  // One instance with the default options: each compile is what a client's `new Ajv()` does.
  const ajv = new Ajv();
  for (const tool of tools) {
    try {
      ajv.compile(tool.inputSchema as object);
    } catch (error) {
      failing.push([tool.name, (error as Error).message]);
    }
  }
  return failing;
}

async function listedTools(home: string, work: string): Promise<{ client: Client; tools: Array<{ name: string; inputSchema: unknown }> }> {
  const client = new Client({ name: 'schema-formats', version: '1.0.0' });
  await client.connect(new StdioClientTransport({
    command: process.execPath, args: [SVC_BIN, 'serve', '--root', work], cwd: work, stderr: 'pipe',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'warn' },
  }));
  const tools: Array<{ name: string; inputSchema: unknown }> = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined);
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  return { client, tools };
}

describe.skipIf(!which('git'))('schemas a default Ajv compiles (demo set and fixtures)', () => {
  let demo: DemoSet;
  let work: string;

  beforeAll(async () => {
    demo = await scanDemoSet('schema formats test');
    work = join(demo.home, 'work');
    await mkdir(work);
    // The demo ACL allows readonly modules: git_log is one.
  }, 240_000);

  it('every binding: no format in the stored schema, and every tool definition compiles with new Ajv()', { timeout: 180_000 }, async () => {
    const { bindings, errors } = await readBindings(demo.modulesDir);
    expect(errors).toEqual([]);
    const fixtures = await materializeFixtureBindings();
    const fixtureBindings = (await readBindings(fixtures.modulesDir)).bindings;
    const all = [...bindings, ...fixtureBindings];
    expect(all.length).toBeGreaterThan(200);
    const stored = (await Promise.all((await readdir(demo.modulesDir)).map((name) => readFile(join(demo.modulesDir, name), 'utf8')))).join('\n');
    expect(stored).not.toMatch(/^\s*format: (path|uri)$/m);
    const withPath = bindings.filter((b) => /x-cli-format: path/.test(JSON.stringify(b).replace(/"x-cli-format":"path"/g, 'x-cli-format: path')));
    console.log(`schema formats: ${bindings.length} demo-set bindings, ${withPath.length} with an x-cli-format path parameter; ${fixtureBindings.length} fixture bindings`);
    expect(withPath.length).toBeGreaterThan(50);
    expect(uncompilable(all.map((b) => toolDefinition(b)))).toEqual([]);
  });

  it('tools/list as a real client receives it: every inputSchema compiles with new Ajv()', async () => {
    const { client, tools } = await listedTools(demo.home, work);
    try {
      expect(tools.length).toBeGreaterThan(10);
      expect(uncompilable(tools)).toEqual([]);
      expect(JSON.stringify(tools)).not.toMatch(/"format":"(path|uri)"/);
    } finally {
      await client.close();
    }
  }, 120_000);

  it('path confinement applies to an x-cli-format path parameter, and to one an older scan wrote as format: path', async () => {
    const file = join(demo.modulesDir, 'cli.git.log.binding.yaml');
    const yaml = await readFile(file, 'utf8');
    // git log --relative=<path>: a path only by its x-cli-format (its effect is none).
    expect(yaml).toMatch(/relative:\n(\s+[\w-]+:.*\n)*?\s+x-cli-format: path\n/);
    const root = realpathSync(work);
    const guidance = `The parameter "relative" names /etc, outside the directories this session may work in, so nothing was run. Usable roots: ${root}. Relative paths are taken from the working directory ${root}. Retry with a path inside one of the roots.`;
    for (const variant of ['current', 'legacy'] as const) {
      if (variant === 'legacy') await writeFile(file, yaml.replace(/x-cli-format: path/g, 'format: path'));
      const { client } = await listedTools(demo.home, work);
      try {
        const result = (await client.callTool({ name: 'git_log', arguments: { relative: '/etc' } })) as { isError?: boolean; content: Array<{ type: string; text: string }> };
        expect(result.isError, variant).toBe(true);
        expect(result.content[0]!.text, variant).toBe(guidance);
        expect(JSON.parse(result.content[1]!.text)).toMatchObject({ exit_code: -1 });
        const inside = (await client.callTool({ name: 'git_log', arguments: { relative: '.' } })) as { isError?: boolean; content: Array<{ type: string; text: string }> };
        // Inside the root the path is accepted: git itself then runs (and says this is no repository).
        expect(JSON.parse(inside.content[1]!.text).exit_code, variant).toBe(128);
      } finally {
        await client.close();
      }
    }
    await writeFile(file, yaml);
  }, 60_000);
});
