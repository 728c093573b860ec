import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configToYaml, initConfigFile, loadConfig } from './index.js';

async function tempHome(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'svc-config-'));
}

describe('loadConfig', () => {
  it('uses SPEC.md defaults under ~/.svc', async () => {
    const home = await tempHome();
    const config = await loadConfig({ env: { HOME: home } });
    expect(config).toEqual({
      modules_dir: join(home, '.svc/modules'),
      cache_dir: join(home, '.svc/cache'),
      audit_log: join(home, '.svc/audit.jsonl'),
      acl_file: join(home, '.svc/acl.yaml'),
      log_level: 'info',
      default_timeout: 30,
      scan_depth: 2,
      json_output_preference: true,
      allow_shell_metacharacters: [],
      refuse_metacharacters_in_patterns: false,
      roots: [],
      allow_paths_outside_roots: [],
      env: {},
      limits: { max_sessions: 100, session_idle_minutes: 5, max_running_programs: 8, max_running_programs_per_session: 0, max_queued_programs: 64, max_running_programs_per_caller: 0, max_calls_per_minute_per_caller: 0, max_value_bytes: 65536, max_call_bytes: 262144, sandbox_memory_mb: 4096, sandbox_max_processes: 256, sandbox_file_size_mb: 1024, sandbox_cpu_seconds: 300, header_timeout_seconds: 10, request_timeout_seconds: 30 },
      results: { inline_bytes: 24_576, stderr_inline_bytes: 4096, max_output_bytes: 16_777_216, retention_minutes: 30, max_kept_bytes: 268_435_456 },
      tool_list: { mode: 'auto', budget_bytes: 80_000, max_tools: 100 },
      sandbox: 'auto',
      sandbox_grants: [],
      writes: { default: 'ask', modules: [] },
      state: { store: 'memory', url: '', key_prefix: 'svc:', secret_file: '', max_shared_output_bytes: 16_777_216, max_shared_bytes: 268_435_456, timeout_ms: 5000 },
    });
  });

  it('resolves CLI > env > file > defaults', async () => {
    const home = await tempHome();
    const file = join(home, 'config.yaml');
    await writeFile(file, 'default_timeout: 12\nscan_depth: 4\nlog_level: warn\nmodules_dir: ~/mods\n');
    const env = { HOME: home, SVC_SCAN_DEPTH: '3', SVC_LOG_LEVEL: 'debug' };
    const config = await loadConfig({ env, configPath: file, overrides: { log_level: 'trace' } });
    expect(config.default_timeout).toBe(12);
    expect(config.scan_depth).toBe(3);
    expect(config.log_level).toBe('trace');
    expect(config.modules_dir).toBe(join(home, 'mods'));
  });

  it('reads allow_shell_metacharacters as a list of module-id globs', async () => {
    const home = await tempHome();
    const file = join(home, 'config.yaml');
    await writeFile(file, 'allow_shell_metacharacters: [cli.git.commit, "cli.grep*"]\n');
    expect((await loadConfig({ env: { HOME: home }, configPath: file })).allow_shell_metacharacters).toEqual(['cli.git.commit', 'cli.grep*']);
    await writeFile(file, 'allow_shell_metacharacters: [git]\n');
    await expect(loadConfig({ env: { HOME: home }, configPath: file })).rejects.toThrow(
      `Config file ${file} line 1: allow_shell_metacharacters must be a list of module ids like cli.git.commit or cli.grep* (got ["git"]).`,
    );
  });

  it('honours RUST_LOG below SVC_LOG_LEVEL', async () => {
    const home = await tempHome();
    expect((await loadConfig({ env: { HOME: home, RUST_LOG: 'svc=debug,hyper=warn' } })).log_level).toBe('debug');
    expect((await loadConfig({ env: { HOME: home, RUST_LOG: 'trace', SVC_LOG_LEVEL: 'error' } })).log_level).toBe('error');
  });

  it('names the file and the fix for corrupt YAML', async () => {
    const home = await tempHome();
    const file = join(home, 'config.yaml');
    await writeFile(file, 'scan_depth: [1,\n');
    await expect(loadConfig({ env: { HOME: home }, configPath: file })).rejects.toThrow(
      new RegExp(`^Config file ${file} is not valid YAML: .*svc config --init`),
    );
  });

  it('rejects out-of-range values with the accepted range', async () => {
    const home = await tempHome();
    await expect(loadConfig({ env: { HOME: home, SVC_SCAN_DEPTH: '9' } })).rejects.toThrow(
      'Environment variable SVC_SCAN_DEPTH: scan_depth must be an integer from 1 to 5 (got "9").',
    );
    await expect(loadConfig({ env: { HOME: home, SVC_TIMEOUT: 'soon' } })).rejects.toBeInstanceOf(ConfigError);
  });
});

describe('initConfigFile', () => {
  it('creates the defaults once and never clobbers an existing file', async () => {
    const home = await tempHome();
    const file = join(home, '.svc', 'config.yaml');
    expect(await initConfigFile(file, { HOME: home })).toBe(true);
    expect(await readFile(file, 'utf8')).toContain('scan_depth: 2');
    await writeFile(file, 'scan_depth: 5\n');
    expect(await initConfigFile(file, { HOME: home })).toBe(false);
    expect(await readFile(file, 'utf8')).toBe('scan_depth: 5\n');
  });
});

describe('workspace settings: roots, allow_paths_outside_roots, env', () => {
  it('reads them from the file (paths expanded), lets the command line replace roots, and refuses bad values naming the file', async () => {
    const home = await tempHome();
    const file = join(home, 'config.yaml');
    await writeFile(file, 'roots: [~/proj, /srv/data]\nallow_paths_outside_roots: ["cli.find*"]\nno_glob_expansion: ["cli.git.*"]\nenv:\n  pass: [KUBECONFIG]\n  set: {API_TOKEN: s3cret, PLAIN: visible}\n');
    const config = await loadConfig({ env: { HOME: home }, configPath: file });
    expect(config.roots).toEqual([join(home, 'proj'), '/srv/data']);
    expect(config.allow_paths_outside_roots).toEqual(['cli.find*']);
    expect(config.no_glob_expansion).toEqual(['cli.git.*']);
    expect(config.env).toEqual({ pass: ['KUBECONFIG'], set: { API_TOKEN: 's3cret', PLAIN: 'visible' } });
    expect((await loadConfig({ env: { HOME: home }, configPath: file, overrides: { roots: ['/only'] } })).roots).toEqual(['/only']);
    const shown = configToYaml(config);
    expect(shown).toContain('API_TOKEN: "[REDACTED]"');
    expect(shown).toContain('PLAIN: visible');
    expect(shown).not.toContain('s3cret');
    await writeFile(file, 'env:\n  pass: KUBECONFIG\n');
    await expect(loadConfig({ env: { HOME: home }, configPath: file })).rejects.toThrow(
      `Config file ${file} line 1: env.pass must be a list of variable names (globs with * allowed), like [KUBECONFIG, "AWS_*"] (got "KUBECONFIG").`,
    );
    await writeFile(file, 'roots: [""]\n');
    await expect(loadConfig({ env: { HOME: home }, configPath: file })).rejects.toThrow(`Config file ${file} line 1: roots must be a list of directories (got [""]).`);
  });
});

describe('sandbox settings', () => {
  it('reads the mode and the grants, expands paths, and names the file, line and entry of a mistake', async () => {
    const home = await mkdtemp(join(tmpdir(), 'svc-config-sandbox-'));
    const file = join(home, 'config.yaml');
    await writeFile(file, 'sandbox: Required\nsandbox_grants:\n  - modules: ["cli.kubectl*"]\n    read: [~/.kube]\n    network: true\n');
    const config = await loadConfig({ env: { HOME: home }, configPath: file });
    expect(config.sandbox).toBe('required');
    expect(config.sandbox_grants).toEqual([{ modules: ['cli.kubectl*'], read: [join(home, '.kube')], write: [], network: true }]);
    await writeFile(file, '# grants\nsandbox: auto\nsandbox_grants:\n  - modules: [cli.kubectl]\n    reed: [~/.kube]\n');
    await expect(loadConfig({ env: { HOME: home }, configPath: file })).rejects.toThrow(
      `Config file ${file} line 3: sandbox_grants[0] has unknown key "reed"; known keys: modules, read, write, network.`,
    );
    await writeFile(file, 'sandbox: maybe\n');
    await expect(loadConfig({ env: { HOME: home }, configPath: file })).rejects.toThrow(`Config file ${file} line 1: sandbox must be one of auto, required, off (got "maybe").`);
    expect((await loadConfig({ env: { HOME: home, SVC_SANDBOX: 'off' }, configPath: join(home, 'none.yaml') })).sandbox).toBe('off');
  });
});

describe('caller_roots', () => {
  it('reads entries (paths expanded, callers as written) and stays out of the defaults', async () => {
    const home = await tempHome();
    const file = join(home, 'config.yaml');
    await writeFile(file, 'roots: [/srv/shared]\ncaller_roots:\n  - callers: ["role:dev", user:alice]\n    roots: [~/dev, /srv/dev]\n  - callers: [stdio]\n    roots:\n      - ~/local\n');
    const config = await loadConfig({ env: { HOME: home }, configPath: file });
    expect(config.caller_roots).toEqual([
      { callers: ['role:dev', 'user:alice'], roots: [join(home, 'dev'), '/srv/dev'] },
      { callers: ['stdio'], roots: [join(home, 'local')] },
    ]);
    expect(config.roots).toEqual(['/srv/shared']);
    expect('caller_roots' in (await loadConfig({ env: { HOME: home } }))).toBe(false);
  });

  it('names the file, the line of the entry or member, and what is accepted', async () => {
    const home = await tempHome();
    const file = join(home, 'config.yaml');
    const refused = async (text: string, message: string) => {
      await writeFile(file, text);
      await expect(loadConfig({ env: { HOME: home }, configPath: file })).rejects.toThrow(new ConfigError(`Config file ${file}${message}`));
    };
    await refused('caller_roots: ~/proj\n', ' line 1: caller_roots must be a list of {callers, roots} entries, like [{callers: ["role:dev"], roots: [~/proj]}] (got "~/proj").');
    await refused(
      '# teams\ncaller_roots:\n  - callers: ["role:dev"]\n    roots: [~/dev]\n  - callers: ["role:ops"]\n    rots: [~/ops]\n',
      ' line 6: caller_roots[1] has unknown key "rots"; known keys: callers, roots.',
    );
    await refused(
      'caller_roots:\n- callers: []\n  roots: [~/dev]\n',
      ' line 2: caller_roots[0].callers must be a non-empty list of callers as ACL rules name them ("*", "stdio", "user:alice", "role:dev") (got []).',
    );
    await refused(
      'log_level: info\ncaller_roots:\n  - callers: [alice]\n    roots: [~/a]\n  - callers: [bob]\n    roots:\n      - ""\nsandbox: auto\n',
      ' line 6: caller_roots[1].roots must be a non-empty list of directories (got [""]).',
    );
    await refused('caller_roots:\n  - [alice, ~/a]\n', ' line 2: caller_roots[0] must be a mapping with callers and roots (got ["alice","~/a"]).');
    await refused('caller_roots: [{callers: [alice]}]\n', ' line 1: caller_roots[0].roots must be a non-empty list of directories (got undefined).');
  });
});

describe('the writes setting', () => {
  it('takes a policy or a default with module globs, and names what is wrong', async () => {
    const { coerceWrites } = await import('./writes.js');
    expect(coerceWrites('Allow')).toEqual({ default: 'allow', modules: [] });
    expect(coerceWrites({ modules: { 'cli.git.*': 'allow', 'cli.rm': 'deny' } })).toEqual({
      default: 'ask', modules: [{ pattern: 'cli.git.*', writes: 'allow' }, { pattern: 'cli.rm', writes: 'deny' }],
    });
    expect(() => coerceWrites('sometimes')).toThrow('writes must be one of ask, allow, deny (got "sometimes")');
    expect(() => coerceWrites({ defualt: 'ask' })).toThrow('writes has unknown key "defualt"; known keys: default, modules');
    expect(() => coerceWrites({ modules: { 'cli.x': 'yes' } })).toThrow('writes.modules["cli.x"] must be one of ask, allow, deny (got "yes")');
  });
});
