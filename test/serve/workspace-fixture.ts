/**
 * Real git repositories and an svc set-up for the workspace tests (roots, working_directory,
 * path confinement, env): everything in a fresh temp directory.
 *
 *   <base>/work/repo-a        git repo, one commit "alpha commit"; sub/; escape -> <base>/outside
 *   <base>/elsewhere/repo-b   git repo, one commit "beta commit"
 *   <base>/outside/secret.txt
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveFixture, type ServeFixture } from './helpers.js';

export interface WorkspaceFixture {
  base: string;
  work: string;
  repoA: string;
  repoB: string;
  outside: string;
  fx: ServeFixture;
  /** Environment for `svc serve`: the fixture's, a config file with `env` rules, and two test variables. */
  env: Record<string, string>;
}

function gitRepo(dir: string, message: string): void {
  execFileSync('git', ['init', '-q', dir]);
  execFileSync('git', ['-C', dir, '-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', 'commit', '-q', '--allow-empty', '-m', message]);
}

const LS_REMOTE_BINDING = (git: string) => `spec_version: "1.0"
module_id: cli.git.ls-remote
alias: git_ls_remote
description: List references in a remote repository
target:
  binary: ${JSON.stringify(git)}
  command_path: [ls-remote]
version: fixture
tags: [fixture, git]
annotations: {readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: false, open_world: true}
input_schema:
  type: object
  properties:
    repository:
      type: string
      description: the remote repository
      x-cli-kind: positional
      x-cli-position: 0
      x-cli-effect: network
      x-cli-effect-reason: "test fixture: the remote to list"
      x-cli-effect-source: curated
  additionalProperties: false
output_schema: null
documentation: test fixture
metadata: {help_format: gnu, scan_tiers: [1], json_output_flag: null, annotation_rules: {}}
`;

/** Builds the repositories, bindings (git_log, ls, envdump, git_ls_remote), an allow-all ACL and a config with `env` rules. */
export async function workspaceFixture(): Promise<WorkspaceFixture> {
  const base = await realpath(await mkdtemp(join(tmpdir(), 'svc-workspace-')));
  const work = join(base, 'work');
  const repoA = join(work, 'repo-a');
  const repoB = join(base, 'elsewhere', 'repo-b');
  const outside = join(base, 'outside');
  await mkdir(join(repoA, 'sub'), { recursive: true });
  await mkdir(repoB, { recursive: true });
  await mkdir(outside, { recursive: true });
  gitRepo(repoA, 'alpha commit');
  gitRepo(repoB, 'beta commit');
  await writeFile(join(outside, 'secret.txt'), 'secret\n');
  await writeFile(join(repoA, 'sub', 'inside.txt'), 'inside\n');
  await symlink(outside, join(repoA, 'escape'));

  const fx = await serveFixture(['cli.git.log', 'cli.ls', 'cli.envdump']);
  const git = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  await writeFile(join(fx.modulesDir, 'cli.git.ls-remote.binding.yaml'), LS_REMOTE_BINDING(git));
  await writeFile(
    fx.aclFile,
    'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.git.log, cli.git.ls-remote, cli.ls, cli.envdump]\n    effect: allow\n    description: workspace tests\n    conditions: {effects: {network: allow}}\n',
  );
  const configFile = join(fx.root, 'config.yaml');
  await writeFile(
    configFile,
    [
      'env:',
      '  pass: [SVC_TEST_PASSED]',
      '  set:',
      '    SVC_TEST_SET: hello',
      '  modules:',
      '    "cli.env*":',
      '      set: {SVC_TEST_MODULE: only-envdump}',
      '    cli.git.log:',
      '      set: {SVC_TEST_OTHER: git-only}',
      '',
    ].join('\n'),
  );
  const env = {
    ...fx.env,
    SVC_CONFIG: configFile,
    SVC_CACHE_DIR: join(fx.root, 'cache'),
    SVC_TEST_PASSED: 'passed-through',
    SVC_TEST_UNCONFIGURED: 'must-not-pass',
  };
  return { base, work, repoA, repoB, outside, fx, env };
}
