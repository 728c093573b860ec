/**
 * Issue 10 part 5: after a real `svc scan` of the README's demo set, the strict OpenAI export of
 * every tool passes a strict-mode check written from OpenAI's published rules, and the `null`s a
 * strict client sends for options it leaves out are read as "not given" by a real MCP server,
 * with both the current and the v1 SDK client over stdio.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer } from '../../src/serve/index.js';
import type { OpenAITool } from '../../src/serve/openai-export.js';
import { which } from '../scan/helpers.js';
import { SVC_BIN } from '../support/paths.js';
import { strictModeViolations } from '../support/openai-strict-rules.js';
import { scanDemoSet } from './demo-set.js';

interface Result { isError?: boolean; content?: Array<{ type: string; text?: string }> }
const text = (result: Result): string => (result.content ?? []).map((part) => part.text ?? '').join('\n');

describe.skipIf(!which('ls'))('OpenAI strict export of the demo set, and null arguments', () => {
  let home: string;
  let work: string;
  let strict: OpenAITool[];
  let loose: OpenAITool[];

  beforeAll(async () => {
    home = (await scanDemoSet('openai strict test')).home;
    const server = await createSvcServer({ modulesDir: join(home, '.svc', 'modules'), log: 'error', config: { cache_dir: join(home, 'cache') } });
    strict = server.openAITools({ strict: true });
    loose = server.openAITools();
    work = join(home, 'work');
    await mkdir(work);
    await writeFile(join(work, 'alpha.txt'), 'a\n');
    await writeFile(join(work, 'beta.txt'), 'b\n');
  }, 240_000);

  it('every tool of the demo set passes the strict-mode rules', () => {
    expect(strict.length).toBeGreaterThan(100);
    const failing = strict.map((tool) => [tool.function.name, strictModeViolations(tool.function.parameters)] as const).filter(([, problems]) => problems.length > 0);
    expect(failing).toEqual([]);
    expect(strict.every((tool) => tool.function.strict === true)).toBe(true);
    const looseFailing = loose.filter((tool) => strictModeViolations(tool.function.parameters).length > 0).length;
    console.log(`openai strict export: ${strict.length} tools, 0 fail the strict rules; the plain export fails them for ${looseFailing}`);
    expect(looseFailing).toBeGreaterThan(0);
  });

  it('keeps the plain export for clients that do not use strict mode', () => {
    const ls = loose.find((tool) => tool.function.name === 'ls')!;
    expect(ls.function.strict).toBeUndefined();
    expect((ls.function.parameters as { required?: string[] }).required ?? []).not.toContain('working_directory');
  });

  const clients = [
    ['current', async () => {
      const client = new Client({ name: 'strict-null', version: '1.0.0' });
      await client.connect(new StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve'], cwd: work, stderr: 'pipe', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'warn' } }));
      return client as unknown as { callTool(p: { name: string; arguments: Record<string, unknown> }): Promise<unknown>; close(): Promise<void> };
    }],
    ['v1', async () => {
      const client = new V1Client({ name: 'strict-null', version: '1.0.0' });
      await client.connect(new V1StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve'], cwd: work, stderr: 'pipe', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'warn' } }));
      return client as unknown as { callTool(p: { name: string; arguments: Record<string, unknown> }): Promise<unknown>; close(): Promise<void> };
    }],
  ] as const;

  for (const [label, connect] of clients) {
    it(`${label} client: a strict call with every optional argument null runs the program with none of them`, async () => {
      const ls = strict.find((tool) => tool.function.name === 'ls')!;
      const properties = Object.keys((ls.function.parameters as { properties: Record<string, unknown> }).properties);
      const args: Record<string, unknown> = Object.fromEntries(properties.map((name) => [name, null]));
      args.working_directory = work;
      const client = await connect();
      try {
        const result = (await client.callTool({ name: 'ls', arguments: args })) as Result;
        expect(result.isError, text(result)).toBeFalsy();
        expect(text(result)).toContain('alpha.txt');
        expect(text(result)).toContain('beta.txt');
        // -a was left null, so the hidden entries are not listed.
        expect(text(result)).not.toMatch(/(^|\\n|\n)\.\.?(\\n|\n|$)/);
      } finally {
        await client.close();
      }
    }, 60_000);
  }
});
