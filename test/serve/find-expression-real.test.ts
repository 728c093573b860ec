/**
 * Issue 32, find's expression: the real find scanned (its predicates read from its own man page),
 * served, and called over a real MCP client. `find src -name '*.ts'` and `find . -type f -newer F`
 * give what find run directly gives; `-exec` is refused and `-delete` / `-fprint` ask first under
 * the default ACL, and when the approval is declined nothing is deleted or created (checked on
 * disk, outside svc).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, realpath, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missing, readBindingFile, svc, tempHome } from '../scan/helpers.js';
import { connectV1, payloadOf, type TestClient } from './helpers.js';

const NEEDED = ['find', 'man'];

/** find's output as its sorted lines: find lists a directory in readdir order, which two walks need not share. */
function lines(text: string): string[] {
  return text.split('\n').filter((line) => line !== '').sort();
}

describe.skipIf(missing(...NEEDED))('find expressions, real find through a real MCP client', () => {
  let home: string;
  let project: string;
  let client: TestClient;

  beforeAll(async () => {
    home = await realpath(await tempHome());
    const scan = await svc(['scan', 'find', '--depth', '1'], home);
    expect(scan.exitCode, scan.stderr).toBe(0);
    project = join(home, 'proj');
    await mkdir(join(project, 'src', 'deep'), { recursive: true });
    await mkdir(join(project, 'docs'));
    const old = new Date('2020-01-01T00:00:00Z');
    const reference = new Date('2021-01-01T00:00:00Z');
    for (const [file, text, time] of [
      ['src/a.ts', 'a\n', old], ['src/b.ts', 'b\n', undefined], ['src/deep/c.ts', 'c\n', undefined], ['src/d.js', 'd\n', old],
      ['docs/e.md', 'e\n', undefined], ['F', 'reference\n', reference], ['keep.txt', 'keep\n', old],
    ] as const) {
      await writeFile(join(project, file), text);
      if (time) await utimes(join(project, file), time, time);
    }
    client = await connectV1(
      { kind: 'stdio', cwd: project, args: ['--root', project, '--approval', 'elicit'], env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'warn', LC_ALL: 'C' } },
      { elicit: 'decline' },
    );
  }, 180_000);

  afterAll(async () => {
    await client?.close();
  });

  const direct = (args: string[]): string => {
    const run = spawnSync('find', args, { cwd: project, encoding: 'utf8', env: { PATH: process.env.PATH, LC_ALL: 'C' } });
    expect(run.status, run.stderr).toBe(0);
    return run.stdout;
  };

  it('the binding has the expression operand after the starting points, and no predicate as an option', async () => {
    const binding = await readBindingFile(join(home, '.svc', 'modules'), 'cli.find');
    const properties = binding.input_schema.properties;
    // `-D debugopts` comes first: the help's usage names it with its value (`[-D debugopts]`); -P, -L
    // and -H come from the manual page.
    expect(Object.keys(properties)).toEqual(['D', 'P', 'L', 'H', 'version', 'path', 'expression']);
    const expression = properties.expression!;
    expect(expression).toMatchObject({ type: 'array', 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-expression': true, 'x-cli-effect': 'exec' });
    const predicates = expression.items!.properties!;
    expect(predicates.name).toMatchObject({ type: 'string', 'x-cli-flag': '-name', 'x-cli-effect': 'none', 'x-cli-text': 'pattern' });
    expect(predicates.newer).toMatchObject({ type: 'string', 'x-cli-flag': '-newer', 'x-cli-effect': 'read', 'x-cli-format': 'path' });
    expect(predicates.exec).toMatchObject({ type: 'array', 'x-cli-flag': '-exec', 'x-cli-effect': 'exec', 'x-cli-terminators': [';', '+'] });
    expect(predicates.delete).toMatchObject({ type: 'boolean', enum: [true], 'x-cli-flag': '-delete', 'x-cli-effect': 'write' });
    expect(predicates.operator).toMatchObject({ type: 'string', enum: ['(', ')', '!', '-not', '-a', '-and', '-o', '-or', ','] });
  });

  it("find src -name '*.ts' gives what find gives run directly", async () => {
    const expected = direct(['src', '-name', '*.ts']);
    expect(lines(expected)).toEqual(['src/a.ts', 'src/b.ts', 'src/deep/c.ts']);
    const result = await client.callTool('find', { path: ['src'], expression: [{ name: '*.ts' }] });
    const payload = payloadOf(result);
    expect(result.isError, JSON.stringify(payload)).toBe(false);
    expect(lines(payload.stdout)).toEqual(lines(expected));
  });

  it('find . -type f -newer F gives what find gives run directly', async () => {
    const expected = direct(['.', '-type', 'f', '-newer', 'F']);
    expect(lines(expected)).toEqual(['./docs/e.md', './src/b.ts', './src/deep/c.ts']);
    const result = await client.callTool('find', { path: ['.'], expression: [{ type: 'f' }, { newer: 'F' }] });
    const payload = payloadOf(result);
    expect(result.isError, JSON.stringify(payload)).toBe(false);
    expect(lines(payload.stdout)).toEqual(lines(expected));
  });

  it('operators group and join: find src ( -name *.js -o -newer F ) -type f', async () => {
    const expected = direct(['src', '(', '-name', '*.js', '-o', '-newer', 'F', ')', '-type', 'f']);
    expect(lines(expected)).toEqual(['src/b.ts', 'src/d.js', 'src/deep/c.ts']);
    const result = await client.callTool('find', {
      path: ['src'], expression: [{ operator: '(' }, { name: '*.js' }, { operator: '-o' }, { newer: 'F' }, { operator: ')' }, { type: 'f' }],
    });
    expect(lines(payloadOf(result).stdout)).toEqual(lines(expected));
  });

  it('-exec is refused without asking, and the program it names never runs', async () => {
    const asked = client.asked.length;
    const result = await client.callTool('find', { path: ['.'], expression: [{ name: 'keep.txt' }, { exec: ['touch', 'MARKER'] }] });
    const payload = payloadOf(result);
    expect(result.isError).toBe(true);
    expect(payload.exit_code).toBe(-1);
    expect(payload.ai_guidance).toContain('Calling cli.find with the parameter "expression" (-exec) is refused: it runs a program (curated: find -exec runs a program)');
    expect(client.asked.length).toBe(asked);
    expect(existsSync(join(project, 'MARKER'))).toBe(false);
  });

  it('a starting point cannot open an expression of its own: -exec, ( and ! as paths run nothing', async () => {
    for (const path of [['-exec', 'touch', 'MARKER', ';'], ['(', '-exec', 'touch', 'MARKER', ';', ')'], ['.', '!', '-exec', 'touch', 'MARKER', ';']]) {
      const result = await client.callTool('find', { path, expression: [{ name: 'keep.txt' }] });
      expect(result.isError, JSON.stringify(path)).toBe(true);
      expect(payloadOf(result).exit_code, JSON.stringify(path)).toBe(-1);
    }
    expect(existsSync(join(project, 'MARKER'))).toBe(false);
  });

  it('-delete asks first; declined, nothing is deleted', async () => {
    const asked = client.asked.length;
    const result = await client.callTool('find', { path: ['.'], expression: [{ name: 'keep.txt' }, { delete: true }] });
    const payload = payloadOf(result);
    expect(result.isError).toBe(true);
    expect(client.asked.length).toBe(asked + 1);
    expect(client.asked.at(-1)).toContain('the call sets the parameter "expression" (-delete), which writes files (curated: find -delete deletes the files found)');
    expect(payload.ai_guidance).toContain('declined');
    expect(existsSync(join(project, 'keep.txt'))).toBe(true);
    expect(lines(direct(['.', '-type', 'f']))).toEqual(['./F', './docs/e.md', './keep.txt', './src/a.ts', './src/b.ts', './src/d.js', './src/deep/c.ts']);
  });

  it('-fprint asks first; declined, the file is not created', async () => {
    const asked = client.asked.length;
    const result = await client.callTool('find', { path: ['src'], expression: [{ fprint: 'created.txt' }] });
    expect(result.isError).toBe(true);
    expect(client.asked.length).toBe(asked + 1);
    expect(client.asked.at(-1)).toContain('(-fprint), which writes files (curated: find -fprint writes the named file)');
    expect(existsSync(join(project, 'created.txt'))).toBe(false);
  });

  it('-newer naming a file outside the roots is refused before anything runs', async () => {
    const result = await client.callTool('find', { path: ['.'], expression: [{ newer: '/etc/passwd' }] });
    const payload = payloadOf(result);
    expect(result.isError).toBe(true);
    expect(payload.stdout).toBe('');
    expect(payload.ai_guidance).toBe(
      `The parameter "expression" names /etc/passwd, outside the directories this session may work in, so nothing was run. Usable roots: ${project}. ` +
      `Relative paths are taken from the working directory ${project}. Retry with a path inside one of the roots.`,
    );
  });
});
