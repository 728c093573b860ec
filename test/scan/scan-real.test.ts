/**
 * `svc scan` of real installed programs through the real command: module ids, aliases, flags,
 * determinism (two cold scans byte-identical) and the cached rescan. Programs that are not
 * installed are skipped with a printed reason.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Binding } from '../../src/bindings/types.js';
import { bindingTexts, flagTokens, missing, readBindingFile, svc, tempHome, which } from './helpers.js';
import { provideScans } from '../support/scan-cache.js';

const PROGRAMS = ['git', 'ls', 'grep', 'tar', 'curl', 'rg', 'gh'];
const installed = PROGRAMS.filter((name) => which(name));
if (installed.length < PROGRAMS.length) console.warn(`skipping checks for ${PROGRAMS.filter((p) => !installed.includes(p)).join(', ')}: not installed`);

describe('svc scan of installed programs', () => {
  let home: string;
  let modules: string;
  let summary: { tools: Array<{ tool: string; commands: number; flags: number; readonly: number; destructive: number; tiers: number[]; cached: boolean; modules: string[] }>; errors: unknown[] };
  let exitCode: number;

  beforeAll(async () => {
    home = await tempHome();
    modules = join(home, '.svc', 'modules');
    if (installed.length === 0) return;
    // The scan stays cold and default (depth 2); afterwards the run's other files get its cache
    // files instead of scanning these programs again (test/support/scan-cache.ts provideScans).
    const run = await provideScans(installed, 2, join(home, '.svc', 'cache'), () => svc(['scan', ...installed, '--format', 'json'], home, {}, 280_000));
    exitCode = run.exitCode;
    summary = JSON.parse(run.stdout);
  }, 300_000);

  const binding = (id: string): Promise<Binding> => readBindingFile(modules, id);

  it.skipIf(installed.length === 0)('scans every installed program and exits 0', () => {
    expect(exitCode).toBe(0);
    expect(summary.errors).toEqual([]);
    expect(summary.tools.map((t) => t.tool)).toEqual(installed);
    for (const row of summary.tools) {
      expect(row.commands).toBeGreaterThan(0);
      expect(row.cached).toBe(false);
      expect(row.tiers[0]).toBe(1);
    }
  });

  it.skipIf(missing('git'))('git: all subcommands, the -h help instead of the man page, exact flag tokens', async () => {
    const commit = await binding('cli.git.commit');
    expect(commit.alias).toBe('git_commit');
    expect(commit.target.command_path).toEqual(['commit']);
    expect(commit.metadata.help_probe).toEqual(['commit', '-h']);
    expect(flagTokens(commit)).toEqual(expect.arrayContaining(['--message', '--amend', '--all', '--author']));
    expect(commit.input_schema.properties.message).toMatchObject({ type: expect.stringMatching(/string|array/), 'x-cli-kind': 'flag', 'x-cli-flag': '--message' });
    const remote = await binding('cli.git.remote');
    expect(remote.alias).toBe('git_remote');
    expect(flagTokens(remote)).toContain('--verbose');
    const root = await binding('cli.git');
    expect(root.alias).toBe('git');
    expect(flagTokens(root)).toEqual(expect.arrayContaining(['--git-dir', '--work-tree']));
    // `git help -a` lists every command, not only the common ones of `git --help`.
    const ids = summary.tools.find((t) => t.tool === 'git')!.modules;
    expect(ids).toEqual(expect.arrayContaining(['cli.git.cherry-pick', 'cli.git.worktree', 'cli.git.bisect']));
    expect((await binding('cli.git.status')).annotations.readonly).toBe(true);
    // Issue 11: no phantom commands from git's "not a git command ... The most similar commands are"
    // (git gui, p4, svn, citool are listed by `git help -a` but not installed; guides are no commands;
    // the completion script still lists parse-remote, which git 2.30 removed).
    // `ignore` is a guide, unless git-extras is installed: then `git ignore` is one of its commands.
    const guides = ['gui', 'p4', 'svn', 'citool', 'cli', 'hooks', 'format-pack', 'attributes', 'parse-remote', ...(which('git-ignore') ? [] : ['ignore'])];
    const phantoms = ids.filter((id) => guides.some((guide) => id === `cli.git.${guide}` || id.startsWith(`cli.git.${guide}.`)));
    expect(phantoms).toEqual([]);
    const stash = ids.filter((id) => id.startsWith('cli.git.stash.'));
    expect(stash).toEqual(expect.arrayContaining(['cli.git.stash.push', 'cli.git.stash.list']));
    // `--stat[=<width>]`: a value that may be omitted ('' renders the bare `--stat`).
    expect((await binding('cli.git.show')).input_schema.properties.stat).toMatchObject({ type: 'string', 'x-cli-value-style': 'equals', 'x-cli-optional-value': true });
    // `git diff -h` outside a repository shows only `--no-index <path> <path>`; the page's synopsis
    // gives the optional revision and the optional list of paths.
    const diff = await binding('cli.git.diff');
    expect(diff.input_schema.properties.commit).toMatchObject({ type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0 });
    expect(diff.input_schema.properties.path).toMatchObject({ type: 'array', 'x-cli-kind': 'positional', 'x-cli-position': 1 });
    expect(diff.input_schema.required ?? []).toEqual([]);
    // Man-only flags are merged: `-<number>, -n <number>, --max-count=<number>` and `-S<string>`.
    const log = (await binding('cli.git.log')).input_schema.properties;
    expect(log.max_count).toMatchObject({ type: 'integer', 'x-cli-flag': '--max-count' });
    expect(log.S).toMatchObject({ type: 'string', 'x-cli-flag': '-S', 'x-cli-value-style': 'separate' });
  });

  it.skipIf(missing('svn'))('svn: commands only its completion script lists, which this build does not have, are not bound', async () => {
    const svnHome = await tempHome();
    const run = await svc(['scan', 'svn', '--depth', '1', '--format', 'json'], svnHome);
    expect(run.exitCode).toBe(0);
    const ids: string[] = JSON.parse(run.stdout).tools[0].modules;
    expect(ids).toEqual(expect.arrayContaining(['cli.svn.commit', 'cli.svn.checkout', 'cli.svn.log']));
    // bash-completion's svn script lists x-shelve, x-shelf-diff, ...: `svn x-shelve --help` says "unknown command".
    expect(ids.filter((id) => id.startsWith('cli.svn.x-'))).toEqual([]);
  }, 60_000);

  it.skipIf(missing('apt'))('apt: `list` gets the switches apt(8) names only in the prose of its entry', async () => {
    const aptHome = await tempHome();
    const run = await svc(['scan', 'apt', '--depth', '1', '--format', 'json'], aptHome);
    expect(run.exitCode).toBe(0);
    // `apt list --help` prints apt's root help; apt(8): "options to list installed (--installed), upgradeable (--upgradeable) ...".
    const list = await readBindingFile(join(aptHome, '.svc', 'modules'), 'cli.apt.list');
    expect(flagTokens(list)).toEqual(['--installed', '--upgradeable', '--all-versions']);
    expect(list.input_schema.properties.installed).toMatchObject({ type: 'boolean', 'x-cli-value-style': 'switch', 'x-cli-source': 'man' });
  }, 60_000);

  it.skipIf(missing('ls'))('ls: GNU flags with their value styles', async () => {
    const ls = await binding('cli.ls');
    expect(ls.alias).toBe('ls');
    expect(flagTokens(ls)).toEqual(expect.arrayContaining(['--all', '--almost-all', '--color', '--sort', '--human-readable']));
    expect(ls.input_schema.properties.color!['x-cli-value-style']).toBe('equals');
    expect(ls.annotations.readonly).toBe(true);
  });

  it.skipIf(missing('grep'))('grep: options and the required pattern argument', async () => {
    const grep = await binding('cli.grep');
    expect(flagTokens(grep)).toEqual(expect.arrayContaining(['--ignore-case', '--recursive', '--count', '--regexp']));
  });

  it.skipIf(missing('tar'))('tar: GNU options', async () => {
    const tar = await binding('cli.tar');
    expect(flagTokens(tar)).toEqual(expect.arrayContaining(['--create', '--extract', '--file', '--list']));
  });

  it.skipIf(missing('curl'))('curl: the full option list from `curl --help all`', async () => {
    const curl = await binding('cli.curl');
    expect(flagTokens(curl)).toEqual(expect.arrayContaining(['--output', '--header', '--request', '--compressed', '--retry']));
    expect(Object.keys(curl.input_schema.properties).length).toBeGreaterThan(150);
    expect(curl.annotations.open_world).toBe(true);
  });

  it.skipIf(missing('rg'))('rg: clap flags', async () => {
    const rg = await binding('cli.rg');
    expect(flagTokens(rg)).toEqual(expect.arrayContaining(['--ignore-case', '--glob', '--type', '--json']));
    expect(rg.metadata.json_output_flag).toBe('--json');
  });

  it.skipIf(missing('gh'))('gh: cobra subcommands two deep with the JSON output flag', async () => {
    const prList = await binding('cli.gh.pr.list');
    expect(prList.alias).toBe('gh_pr_list');
    expect(prList.input_schema.properties.limit).toMatchObject({ type: 'integer', default: 30, 'x-cli-flag': '--limit' });
    expect(flagTokens(prList)).toEqual(expect.arrayContaining(['--json', '--state', '--author']));
    expect(prList.output_schema).not.toBeNull();
    expect(prList.annotations.readonly).toBe(true);
  });

  it.skipIf(missing('gh', 'rg', 'ls'))('a second cold scan gives byte-identical files; a cached rescan rewrites nothing', async () => {
    const other = await tempHome();
    const again = await svc(['scan', 'gh', 'rg', 'ls', '--no-cache', '--format', 'json'], other, {}, 200_000);
    expect(again.exitCode).toBe(0);
    const mine = (name: string) => /^cli\.(gh|rg|ls)[.]/.test(name);
    const first = await bindingTexts(modules);
    const second = await bindingTexts(join(other, '.svc', 'modules'));
    const firstKeys = [...first.keys()].filter(mine);
    expect(firstKeys.length).toBeGreaterThan(50);
    expect([...second.keys()]).toEqual(firstKeys);
    for (const name of firstKeys) expect(second.get(name), name).toBe(first.get(name));
    const cached = await svc(['scan', ...installed, '--format', 'json'], home);
    expect(cached.exitCode).toBe(0);
    expect(JSON.parse(cached.stdout).tools.map((t: { cached: boolean }) => t.cached)).toEqual(installed.map(() => true));
    const third = await bindingTexts(modules);
    expect([...third.keys()]).toEqual([...first.keys()]);
    for (const [name, text] of first) expect(third.get(name), name).toBe(text);
  }, 300_000);

  it.skipIf(installed.length === 0)('svc list lists every written binding', async () => {
    const run = await svc(['list', '--format', 'json'], home);
    expect(run.exitCode).toBe(0);
    const listed = JSON.parse(run.stdout).map((i: { module_id: string }) => i.module_id).sort();
    expect(listed).toEqual(summary.tools.flatMap((t) => t.modules).sort());
    expect([...(await bindingTexts(modules)).keys()].length).toBe(listed.length);
  });
});
