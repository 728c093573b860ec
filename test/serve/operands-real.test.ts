/**
 * Issue 32, operands: everyday reads an agent types, through the generated schema of a default
 * `svc scan` and a default `svc serve --root PROJECT --approval elicit` over MCP stdio, print exactly
 * what the same command line prints run directly:
 * - `diff A B`: diff's FILES is a list of exactly two paths, one argv entry each;
 * - `npm ls`, `npm run`, `git checkout -b NAME`, `rg --files DIR`: operands that a form of the
 *   command leaves out are not required (and `rg` without a pattern or a flag that spares it is refused);
 * - `tree -L 2 src`: tree's `[directory ...]`; `node --version`: the top binding's `version` switch;
 * - `npm ls` prints npm's tree, not JSON: svc adds no JSON flag the call did not ask for.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { missing, readBindingFile, svc, tempHome } from '../scan/helpers.js';
import { seedScanCache } from '../support/scan-cache.js';
import { connectV1, payloadOf, type TestClient } from './helpers.js';

const NEEDED = ['diff', 'npm', 'git', 'rg', 'tree', 'node'];

describe.skipIf(missing(...NEEDED, 'bwrap'))('every command line expressible: operands of real programs through a real MCP client', () => {
  let home: string;
  let project: string;
  let env: Record<string, string>;
  let client: TestClient;

  /** The environment a direct run gets: what svc gives every program (no pager, no colour, no prompt). */
  const directEnv = (): Record<string, string> => ({
    PATH: env.PATH!, HOME: home, LANG: 'C.UTF-8', TERM: 'dumb', NO_COLOR: '1', PAGER: 'cat', GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0',
  });

  /** The same command line run directly in the project, stdin closed as svc runs programs. */
  const direct = (argv: string[]): { stdout: string; status: number | null } => {
    const result = spawnSync(argv[0]!, argv.slice(1), { cwd: project, env: directEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { stdout: result.stdout, status: result.status };
  };

  const git = (...args: string[]): string => execFileSync('git', args, { cwd: project, env: { ...directEnv(), GIT_CONFIG_NOSYSTEM: '1' }, encoding: 'utf8' });

  const propertiesOf = async (tool: string): Promise<Record<string, Record<string, unknown>>> => {
    const { tools } = await client.listTools();
    const found = tools.find((t) => t.name === tool);
    expect(found, tools.map((t) => t.name).join(' ')).toBeDefined();
    return found!.inputSchema.properties as Record<string, Record<string, unknown>>;
  };

  beforeAll(async () => {
    home = await realpath(await tempHome());
    project = join(home, 'proj');
    await mkdir(join(project, 'src', 'sub', 'deeper'), { recursive: true });
    await mkdir(join(project, 'node_modules', 'left-pad'), { recursive: true });
    await writeFile(join(project, 'package.json'), `${JSON.stringify({
      name: 'proj', version: '1.0.0', private: true, dependencies: { 'left-pad': '1.3.0' }, scripts: { build: 'echo build', test: 'echo test' },
    }, null, 2)}\n`);
    await writeFile(join(project, 'node_modules', 'left-pad', 'package.json'), `${JSON.stringify({ name: 'left-pad', version: '1.3.0' })}\n`);
    await writeFile(join(project, 'a.txt'), 'one\ntwo\nthree\n');
    await writeFile(join(project, 'b.txt'), 'one\n2\nthree\nfour\n');
    await writeFile(join(project, 'src', 'main.ts'), 'export const main = 1;\n');
    await writeFile(join(project, 'src', 'sub', 'util.ts'), 'export const util = 2;\n');
    await writeFile(join(project, 'src', 'sub', 'deeper', 'hidden-by-depth.ts'), 'export const deep = 3;\n');
    await writeFile(join(home, '.gitconfig'), '[user]\n\tname = Operand Tester\n\temail = o@example.com\n[init]\n\tdefaultBranch = main\n');
    env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'error', LANG: 'C.UTF-8' };
    git('init', '-q');
    await writeFile(join(project, '.gitignore'), 'node_modules/\n');
    git('add', '.');
    git('commit', '-qm', 'first');
    await seedScanCache(join(home, '.svc', 'cache'), NEEDED, 2);
    const scan = await svc(['scan', ...NEEDED, '--depth', '2'], home, { LANG: 'C.UTF-8' });
    expect(scan.exitCode, scan.stderr).toBe(0);
    // The generated ACL denies interpreters and wrappers (`cli.node`, `cli.npm.run` run any
    // program); the operator lets these two run, as the denial's guidance says, above the generated rules.
    const aclFile = join(home, '.svc', 'acl.yaml');
    const acl = YAML.parse(await readFile(aclFile, 'utf8')) as { rules: unknown[] };
    acl.rules.unshift({ callers: ['*'], targets: ['cli.node', 'cli.npm.run'], effect: 'allow', description: 'operator: node --version and the list of npm scripts' });
    await writeFile(aclFile, YAML.stringify(acl));
    // Approval questions are answered yes: `git checkout -b` writes the repository.
    client = await connectV1({ kind: 'stdio', env, args: ['--root', project, '--approval', 'elicit'], cwd: project }, { elicit: 'approve' });
  }, 600_000);

  afterAll(async () => {
    await client?.close();
  });

  it('diff A B: FILES is a list of exactly two paths, and the output is diff\'s own', async () => {
    const properties = await propertiesOf('diff');
    expect(properties.files).toEqual(expect.objectContaining({ type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 }));
    const expected = direct(['diff', 'a.txt', 'b.txt']);
    expect(expected.status).toBe(1);
    const result = await client.callTool('diff', { files: ['a.txt', 'b.txt'] });
    const payload = payloadOf(result);
    expect(payload.exit_code).toBe(1);
    expect(payload.stdout).toBe(expected.stdout);
    expect(payload.stdout).toBe('2c2\n< two\n---\n> 2\n3a4\n> four\n');
  });

  it('npm ls with no package prints the tree npm prints, not JSON', async () => {
    const properties = await propertiesOf('npm_ls');
    expect(properties.package_spec).toBeDefined();
    const expected = direct(['npm', 'ls']);
    expect(expected.status).toBe(0);
    const payload = payloadOf(await client.callTool('npm_ls', {}));
    expect(payload.exit_code).toBe(0);
    expect(payload.stdout).toBe(expected.stdout);
    expect(payload.stdout).toContain('left-pad@1.3.0');
    expect(payload.json_output).toBeUndefined();
  });

  it('npm run with no command lists the scripts', async () => {
    const expected = direct(['npm', 'run']);
    expect(expected.status).toBe(0);
    const payload = payloadOf(await client.callTool('npm_run', {}));
    expect(payload.exit_code).toBe(0);
    expect(payload.stdout).toBe(expected.stdout);
    expect(payload.stdout).toContain('echo build');
  });

  it('git checkout -b NAME creates and checks out the branch, with no start point given', async () => {
    const before = client.asked.length;
    const result = await client.callTool('git_checkout', { b: 'topic' });
    const payload = payloadOf(result);
    expect(result.isError, JSON.stringify(payload)).toBe(false);
    expect(client.asked.length - before).toBe(1);
    expect(git('branch', '--show-current')).toBe('topic\n');
    expect(git('branch', '--list')).toBe('  main\n* topic\n');
  });

  it('rg --files DIR lists the files under DIR, with no pattern', async () => {
    const expected = direct(['rg', '--files', 'src']);
    expect(expected.status).toBe(0);
    const payload = payloadOf(await client.callTool('rg', { files: true, path: ['src'] }));
    expect(payload.exit_code).toBe(0);
    // rg walks directories on several threads: the order of files differs between direct runs too.
    expect(payload.stdout.split('\n').sort()).toEqual(expected.stdout.split('\n').sort());
    expect(payload.stdout.split('\n').sort()).toEqual(['', 'src/main.ts', 'src/sub/deeper/hidden-by-depth.ts', 'src/sub/util.ts']);
    // A client that pre-fills every string with "" (the explorer does) runs the same command line.
    const prefilled = payloadOf(await client.callTool('rg', { files: true, pattern: '', path: ['src'] }));
    expect(prefilled.stdout.split('\n').sort()).toEqual(expected.stdout.split('\n').sort());
  });

  it('rg with a path but neither a pattern nor a flag that spares it is refused: the path would become the pattern', async () => {
    const result = await client.callTool('rg', { path: ['src'] });
    const payload = payloadOf(result);
    expect(result.isError).toBe(true);
    expect(payload.exit_code).toBe(-1);
    expect(payload.ai_guidance).toBe(
      "The arguments do not match the input schema of rg: /pattern must have required property 'pattern' unless one of regexp, file, files, type_list is set. Nothing was run. Fix the arguments to match the tool's inputSchema and retry.",
    );
  });

  it('tree -L 2 src lists src two levels deep', async () => {
    const properties = await propertiesOf('tree');
    expect(properties.directory).toEqual(expect.objectContaining({ type: 'array', items: { type: 'string' } }));
    const expected = direct(['tree', '-L', '2', 'src']);
    expect(expected.status).toBe(0);
    // `-L level`: the schema says text; the number a person types (2) is read as that text.
    expect(properties.L).toEqual(expect.objectContaining({ type: 'string' }));
    const payload = payloadOf(await client.callTool('tree', { L: 2, directory: ['src'] }));
    expect(payload.exit_code).toBe(0);
    expect(payload.stdout).toBe(expected.stdout);
    expect(payload.stdout).not.toContain('hidden-by-depth');
  });

  it('node --version prints the version node prints', async () => {
    // node's 157 options put it over a tenth of the tools/list budget: listed brief (docs/tool-list.md),
    // so its whole schema is read from the binding the scan wrote.
    const binding = await readBindingFile(join(home, '.svc', 'modules'), 'cli.node');
    expect(binding.input_schema.properties.version).toEqual({
      type: 'boolean', default: false, description: 'print Node.js version', 'x-cli-kind': 'flag', 'x-cli-flag': '--version', 'x-cli-value-style': 'switch',
      'x-cli-source': 'help', 'x-cli-standalone': true, 'x-cli-effect': 'none', 'x-cli-effect-reason': 'default: --version is a switch', 'x-cli-effect-source': 'default',
    });
    expect(binding.input_schema.required).toBeUndefined();
    const expected = direct(['node', '--version']);
    expect(expected.stdout).toBe(`${process.version}\n`);
    const payload = payloadOf(await client.callTool('node', { version: true }));
    expect(payload.exit_code).toBe(0);
    expect(payload.stdout).toBe(expected.stdout);
  });

  it('diff --version needs no FILES: the version switch is the whole call', async () => {
    const expected = direct(['diff', '--version']);
    const payload = payloadOf(await client.callTool('diff', { version: true }));
    expect(payload.exit_code).toBe(0);
    expect(payload.stdout).toBe(expected.stdout);
  });
});
