/**
 * Issue 32, Globs: `wc -l src/*.ts` through a real MCP client gives what a shell gives; a pattern
 * with no match is refused with guidance naming it; a pattern through a symlink that leads out of
 * the root is refused and nothing there is read. svc expands the pattern itself, no shell.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, realpath, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missing, svc, tempHome } from '../scan/helpers.js';
import { seedScanCache } from '../support/scan-cache.js';
import { connectV1, payloadOf, type TestClient } from './helpers.js';

const NEEDED = ['wc'];

describe.skipIf(missing(...NEEDED))('globs in path operands, real wc through a real MCP client', () => {
  let home: string;
  let project: string;
  let outside: string;
  let client: TestClient;

  beforeAll(async () => {
    home = await realpath(await tempHome());
    await seedScanCache(join(home, '.svc', 'cache'), NEEDED, 2);
    const scan = await svc(['scan', ...NEEDED, '--depth', '2'], home);
    expect(scan.exitCode, scan.stderr).toBe(0);
    project = join(home, 'proj');
    outside = join(home, 'outside');
    await mkdir(join(project, 'src'), { recursive: true });
    await mkdir(outside);
    await writeFile(join(project, 'src', 'b.ts'), 'one\ntwo\n');
    await writeFile(join(project, 'src', 'a.ts'), 'one\n');
    await writeFile(join(project, 'src', 'c.ts'), 'one\ntwo\nthree\n');
    await writeFile(join(project, 'src', '.hidden.ts'), 'hidden\n');
    await writeFile(join(project, 'src', 'd.js'), 'js\n');
    await writeFile(join(outside, 'secret.ts'), 'secret\n');
    await symlink(outside, join(project, 'link'));
    client = await connectV1({
      kind: 'stdio', cwd: project, args: ['--root', project],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'warn', LC_ALL: 'C' },
    });
  }, 180_000);

  afterAll(async () => {
    await client?.close();
  });

  it('wc -l src/*.ts gives exactly what sh -c gives in the same directory', async () => {
    const { tools } = await client.listTools();
    const wc = tools.find((tool) => tool.name === 'wc');
    expect(wc, tools.map((tool) => tool.name).join(' ')).toBeDefined();
    const properties = wc!.inputSchema.properties as Record<string, Record<string, unknown>>;
    const lines = Object.keys(properties).find((name) => properties[name]!['x-cli-flag'] === '--lines') ?? 'lines';
    const operand = Object.keys(properties).find((name) => properties[name]!.type === 'array' && name !== 'working_directory');
    expect(operand, JSON.stringify(properties)).toBeDefined();
    const shell = spawnSync('sh', ['-c', 'wc -l src/*.ts'], { cwd: project, encoding: 'utf8', env: { PATH: process.env.PATH, LC_ALL: 'C' } });
    expect(shell.status).toBe(0);
    const result = await client.callTool('wc', { [lines]: true, [operand!]: ['src/*.ts'] });
    const payload = payloadOf(result);
    expect(result.isError, JSON.stringify(payload)).toBe(false);
    expect(payload.stdout).toBe(shell.stdout);
    expect(payload.stdout).not.toContain('hidden');
  });

  it('a pattern with no match is refused with guidance naming it and the directory, and nothing runs', async () => {
    const { tools } = await client.listTools();
    const properties = tools.find((tool) => tool.name === 'wc')!.inputSchema.properties as Record<string, Record<string, unknown>>;
    const operand = Object.keys(properties).find((name) => properties[name]!.type === 'array' && name !== 'working_directory')!;
    const result = await client.callTool('wc', { [operand]: ['src/*.tz'] });
    const payload = payloadOf(result);
    expect(result.isError).toBe(true);
    expect(payload).toMatchObject({ stdout: '', exit_code: -1 });
    expect(payload.ai_guidance).toBe(
      `No file matches src/*.tz in ${project}. Nothing was run. ` +
      `svc expands *, ? and [...] in the path parameter "${operand}" as a shell would, and a pattern that matches nothing is refused, not passed on literally. ` +
      'Check the directory and the pattern (a leading . is matched only by a literal .), or list the directory first.',
    );
  });

  it('a pattern through a symlink leading outside the root is refused, and nothing outside is read', async () => {
    const { tools } = await client.listTools();
    const properties = tools.find((tool) => tool.name === 'wc')!.inputSchema.properties as Record<string, Record<string, unknown>>;
    const operand = Object.keys(properties).find((name) => properties[name]!.type === 'array' && name !== 'working_directory')!;
    for (const pattern of ['link/*.ts', `${outside}/*.ts`, 'link/secret.t[s]']) {
      const result = await client.callTool('wc', { [operand]: [pattern] });
      const payload = payloadOf(result);
      expect(result.isError, pattern).toBe(true);
      expect(payload.stdout).toBe('');
      expect(payload.stdout).not.toContain('secret');
      expect(payload.ai_guidance).toContain(`outside the directories this session may work in, so nothing was run. Usable roots: ${project}.`);
      expect(payload.ai_guidance).not.toContain('secret.ts');
    }
  });
});
