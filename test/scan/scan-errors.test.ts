/**
 * `svc scan` and `svc list` on bad input, through the real command: hung and flooding help,
 * missing programs, unwritable output, bad options, corrupt cache and binding files.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { bindingTexts, missing, readBindingFile, svc, tempHome, flagTokens } from './helpers.js';

describe('svc scan of a program whose subcommands hang or flood', () => {
  let home: string;
  let run: Awaited<ReturnType<typeof svc>>;
  beforeAll(async () => {
    home = await tempHome();
    run = await svc(['scan', 'svc-fixture-tool', '--depth', '1', '--format', 'json'], home);
  }, 60_000);

  it('binds the hung subcommand as a stub from its row, skips the flooding one, with warnings, and keeps the rest', async () => {
    expect(run.exitCode).toBe(0);
    const doc = JSON.parse(run.stdout);
    expect(doc.errors).toEqual([]);
    expect(doc.tools).toHaveLength(1);
    const row = doc.tools[0];
    expect(row.tool).toBe('svc-fixture-tool');
    expect(row.version).toBe('svc-fixture-tool 1.2.3');
    expect(row.modules).toEqual(['cli.svc-fixture-tool', 'cli.svc-fixture-tool.hang', 'cli.svc-fixture-tool.list']);
    expect(row.warnings).toEqual([
      'bound `svc-fixture-tool hang` as a stub from its parent\'s help: `svc-fixture-tool hang --help` did not finish within 5 s',
      'skipped `svc-fixture-tool flood`: `svc-fixture-tool flood --help` printed more than 1024 KiB of help',
    ]);
    expect(run.stderr).toContain('did not finish within 5 s');
    const modules = join(home, '.svc', 'modules');
    expect([...(await bindingTexts(modules)).keys()]).toEqual(['cli.svc-fixture-tool.binding.yaml', 'cli.svc-fixture-tool.hang.binding.yaml', 'cli.svc-fixture-tool.list.binding.yaml']);
  });

  it('writes the list binding with typed flags, defaults and the JSON output schema', async () => {
    const list = await readBindingFile(join(home, '.svc', 'modules'), 'cli.svc-fixture-tool.list');
    expect(list.alias).toBe('svc-fixture-tool_list');
    expect(list.target.command_path).toEqual(['list']);
    expect(list.input_schema.properties.limit).toMatchObject({ type: 'integer', default: 30, 'x-cli-flag': '--limit' });
    expect(flagTokens(list)).toContain('--json');
    expect(list.output_schema).toEqual({
      type: 'object',
      properties: { stdout: { type: 'string' }, stderr: { type: 'string' }, exit_code: { type: 'integer' }, json_output: { type: 'object' } },
    });
    expect(list.annotations.readonly).toBe(true);
  });

  it('merges ACL rules for the scanned modules', async () => {
    const acl = YAML.parse(await readFile(join(home, '.svc', 'acl.yaml'), 'utf8'));
    expect(acl.default_effect).toBe('deny');
    const allowed = acl.rules.filter((r: { effect: string }) => r.effect === 'allow').flatMap((r: { targets: string[] }) => r.targets);
    expect(allowed).toContain('cli.svc-fixture-tool.list');
  });

  it('svc list shows the modules as a table and as JSON', async () => {
    const table = await svc(['list'], home);
    expect(table.exitCode).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ALIAS\s+MODULE ID\s+ACL\s+ANNOTATIONS\s+DESCRIPTION$/);
    expect(lines[2]).toMatch(/^svc-fixture-tool_hang\s+cli\.svc-fixture-tool\.hang\s/);
    expect(lines[3]).toMatch(/^svc-fixture-tool_list\s+cli\.svc-fixture-tool\.list\s+allowed\s+readonly\S*\s+List the items in the fixture store/);
    const json = await svc(['list', '--format', 'json'], home);
    expect(json.exitCode).toBe(0);
    const items = JSON.parse(json.stdout);
    expect(items.map((i: { module_id: string }) => i.module_id)).toEqual(['cli.svc-fixture-tool', 'cli.svc-fixture-tool.hang', 'cli.svc-fixture-tool.list']);
    expect(items[2]).toMatchObject({ alias: 'svc-fixture-tool_list', command_path: ['list'], version: 'svc-fixture-tool 1.2.3' });
    expect(items[2].acl).toMatchObject({ caller: 'stdio', state: 'allowed' });
    expect(items[2].acl.reason).toMatch(/^rule \d+ \(".*"\) allows it/);
    // The parent command is in no name table: with a sandbox it runs in the read-only profile
    // (the generated sandboxed rule), as its calls would; without one the default deny decides.
    if (existsSync('/usr/bin/bwrap')) {
      expect(items[0].acl).toMatchObject({ caller: 'stdio', state: 'allowed' });
      expect(items[0].acl.reason).toMatch(/^rule \d+ \("svc:generated sandboxed [0-9a-f]{8}: with a sandbox, every other module runs in the read-only profile without asking"\) allows it$/);
    } else {
      expect(items[0].acl).toEqual({ caller: 'stdio', state: 'denied', reason: 'no rule matches caller "stdio", so default_effect (deny) denies it' });
    }
  });

  it('svc list reports a corrupt binding file on stderr, lists the rest and exits 1', async () => {
    const other = await tempHome();
    const dir = join(other, 'mods');
    await svc(['scan', 'svc-fixture-tool', '--depth', '1', '--output-dir', dir], home).catch(() => undefined);
    await writeFile(join(dir, 'cli.broken.binding.yaml'), 'spec_version: "1.0"\nmodule_id: [unclosed\n');
    const run2 = await svc(['list', '--modules-dir', dir, '--format', 'json'], other);
    expect(run2.exitCode).toBe(1);
    expect(run2.stderr).toContain(`svc: skipped ${join(dir, 'cli.broken.binding.yaml')}: not valid YAML`);
    expect(JSON.parse(run2.stdout).map((i: { module_id: string }) => i.module_id)).toEqual(['cli.svc-fixture-tool', 'cli.svc-fixture-tool.hang', 'cli.svc-fixture-tool.list']);
  }, 60_000);
});

describe('svc scan error handling', () => {
  it.skipIf(missing('ls'))('a missing program gets ai_guidance, the others are still scanned, exit code 1', async () => {
    const home = await tempHome();
    const run = await svc(['scan', 'svc-no-such-program', 'ls', '--format', 'json'], home);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain("svc: Program 'svc-no-such-program' was not found on $PATH.\n");
    expect(run.stderr).toMatch(/^ai_guidance: .*Install 'svc-no-such-program'.*retry/m);
    const doc = JSON.parse(run.stdout);
    expect(doc.errors).toEqual([{
      tool: 'svc-no-such-program',
      error: "Program 'svc-no-such-program' was not found on $PATH.",
      ai_guidance: expect.stringContaining("Install 'svc-no-such-program'"),
    }]);
    expect(doc.tools.map((t: { tool: string }) => t.tool)).toEqual(['ls']);
    expect(existsSync(join(home, '.svc', 'modules', 'cli.ls.binding.yaml'))).toBe(true);
  });

  it.skipIf(missing('ls'))('a corrupt ACL file is named with its line, left unchanged, and the exit code is 1', async () => {
    const home = await tempHome();
    const acl = join(home, '.svc', 'acl.yaml');
    await mkdir(join(home, '.svc'), { recursive: true });
    await writeFile(acl, 'default_effect: deny\nrules: [ {callers: \n');
    const run = await svc(['scan', 'ls'], home);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`svc: ${acl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+: not valid YAML.*The ACL was left unchanged`));
    expect(await readFile(acl, 'utf8')).toBe('default_effect: deny\nrules: [ {callers: \n');
    expect(existsSync(join(home, '.svc', 'modules', 'cli.ls.binding.yaml'))).toBe(true);
    expect(run.stdout).toMatch(/^TOOL\s+COMMANDS/);
  });

  it.skipIf(missing('ls'))('a cached rescan restores an edited binding file and leaves unchanged ones alone', async () => {
    const home = await tempHome();
    expect((await svc(['scan', 'ls'], home)).exitCode).toBe(0);
    const file = join(home, '.svc', 'modules', 'cli.ls.binding.yaml');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('module_id: cli.ls', 'module_id: cli.ls # edited'));
    const run = await svc(['scan', 'ls', '--format', 'json'], home);
    expect(JSON.parse(run.stdout).tools[0].cached).toBe(true);
    expect(await readFile(file, 'utf8')).toBe(original);
    const before = (await stat(file)).mtimeMs;
    await svc(['scan', 'ls'], home);
    expect((await stat(file)).mtimeMs).toBe(before);
  });

  it('an unwritable output dir gives one clear line, a non-zero exit and no files', async () => {
    const home = await tempHome();
    const blocker = join(home, 'a-file');
    await writeFile(blocker, 'not a directory');
    const run = await svc(['scan', 'svc-fixture-tool', '--depth', '1', '--output-dir', join(blocker, 'modules')], home);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe(`svc: cannot write binding files to ${join(blocker, 'modules')} (ENOTDIR). Choose another --output-dir or fix the directory's permissions.`);
    expect(run.stdout).toBe('');
    expect(await readdir(home)).toEqual(['a-file']);
  });

  it('a depth outside 1..5 is refused before anything runs', async () => {
    const home = await tempHome();
    const run = await svc(['scan', 'ls', '--depth', '6'], home);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('svc: --depth must be an integer from 1 to 5 (got "6").');
    const env = await svc(['scan', 'ls'], home, { SVC_SCAN_DEPTH: '0' });
    expect(env.exitCode).toBe(1);
    expect(env.stderr).toContain('SVC_SCAN_DEPTH: scan_depth must be an integer from 1 to 5');
  });

  it.skipIf(missing('ls'))('a corrupt cache file is ignored with a warning and the program rescanned', async () => {
    const home = await tempHome();
    const first = await svc(['scan', 'ls', '--format', 'json'], home);
    expect(first.exitCode).toBe(0);
    expect(JSON.parse(first.stdout).tools[0].cached).toBe(false);
    const cacheDir = join(home, '.svc', 'cache');
    const [cacheFile] = await readdir(cacheDir);
    expect(cacheFile).toMatch(/^ls-[0-9a-f]{16}\.json$/);
    const second = await svc(['scan', 'ls', '--format', 'json'], home);
    expect(JSON.parse(second.stdout).tools[0].cached).toBe(true);
    await writeFile(join(cacheDir, cacheFile!), '{ this is not json');
    const third = await svc(['scan', 'ls', '--format', 'json'], home);
    expect(third.exitCode).toBe(0);
    expect(third.stderr).toContain(`Ignoring corrupt scan cache file ${join(cacheDir, cacheFile!)} (not valid JSON); rescanning.`);
    expect(JSON.parse(third.stdout).tools[0].cached).toBe(false);
    JSON.parse(await readFile(join(cacheDir, cacheFile!), 'utf8'));
  });
});

describe('a program that refuses the C locale', () => {
  it('is scanned under C.UTF-8: its flags and operand are bound', async () => {
    const home = await tempHome();
    const run = await svc(['scan', 'svc-fixture-utf8only', '--format', 'json'], home);
    expect(run.exitCode, run.stderr).toBe(0);
    const binding = await readBindingFile(join(home, '.svc', 'modules'), 'cli.svc-fixture-utf8only');
    expect(Object.keys(binding.input_schema.properties).sort()).toEqual(['output', 'path', 'verbose']);
    expect(binding.input_schema.properties.output!['x-cli-flag']).toBe('--output');
    expect(binding.description).toBe('Summarise the files under PATH.');
  });
});

describe('a program that lists only some commands and points to --list', () => {
  it('binds the commands only `--list` names, and reads `alias:` rows as aliases', async () => {
    const home = await tempHome();
    const run = await svc(['scan', 'svc-fixture-shortlist', '--format', 'json'], home);
    expect(run.exitCode, run.stderr).toBe(0);
    const files = (await readdir(join(home, '.svc', 'modules'))).filter((f) => f.endsWith('.binding.yaml')).sort();
    expect(files).toEqual([
      'cli.svc-fixture-shortlist.build.binding.yaml', 'cli.svc-fixture-shortlist.fmt.binding.yaml',
      'cli.svc-fixture-shortlist.lint.binding.yaml', 'cli.svc-fixture-shortlist.new.binding.yaml',
    ]);
    const fmt = await readBindingFile(join(home, '.svc', 'modules'), 'cli.svc-fixture-shortlist.fmt');
    expect(Object.keys(fmt.input_schema.properties)).toEqual(['quiet']);
    // `b` is an alias of build (`alias: build`), not a command of its own.
    expect(files.some((f) => f.includes('.b.'))).toBe(false);
  });
});
