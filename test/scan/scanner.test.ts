/** scanTool through its API with real programs: the fixture program, a missing one, the cache. */
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindingToYaml } from '../../src/bindings/store.js';
import { ScanError, scanTool, sha256Hex } from '../../src/scan/scanner.js';
import { fixturePrograms } from './helpers.js';
import { alive, waitUntil } from '../support/processes.js';

const env = { PATH: `${fixturePrograms}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'svc-scanner-cache-'));
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe('scanTool', () => {
  it('binds a listed subcommand whose help hangs as a stub from its row, skips a flooding one, and records every probe', async () => {
    const result = await scanTool('svc-fixture-tool', { env, depth: 1, probeTimeoutMs: 700, maxProbeBytes: 256 * 1024, cacheDir, manPages: false, completions: false });
    expect(result.fromCache).toBe(false);
    expect(result.version).toBe('svc-fixture-tool 1.2.3');
    expect(result.binary).toBe(join(fixturePrograms, 'svc-fixture-tool'));
    expect(result.bindings.map((b) => [b.module_id, b.alias, b.metadata.stub ?? false])).toEqual([
      ['cli.svc-fixture-tool', 'svc-fixture-tool', false],
      ['cli.svc-fixture-tool.hang', 'svc-fixture-tool_hang', true],
      ['cli.svc-fixture-tool.list', 'svc-fixture-tool_list', false],
    ]);
    // adb's `uninstall --help` waits for a device: the parent's row still says what the command is.
    expect(result.bindings[1]!.description).toBe('Never finish printing help');
    // The time allowed is at least the probe timeout, more when the root's help was slow (a loaded machine).
    expect(result.warnings).toEqual([
      expect.stringMatching(/^bound `svc-fixture-tool hang` as a stub from its parent's help: `svc-fixture-tool hang --help` did not finish within [1-3] s$/),
      'skipped `svc-fixture-tool flood`: `svc-fixture-tool flood --help` printed more than 256 KiB of help',
    ]);
    // A hang or flood is not retried with -h: it would only hang again. The root's --verbose is
    // offered to list (a cobra root's flags may be persistent), which prints its own help: taken.
    expect(result.probes).toEqual([['--help'], ['flood', '--help'], ['hang', '--help'], ['list', '--help'], ['list', '--verbose', '--help']]);
    expect(result.tiers).toEqual([1]);
    expect(result.yaml).toEqual(result.bindings.map(bindingToYaml));
    expect(result.sha256).toEqual(result.yaml!.map(sha256Hex));
    const root = result.bindings[0]!;
    expect(root.metadata.subcommands).toEqual(['flood', 'hang', 'list']);
    expect(root.input_schema.properties.verbose).toMatchObject({ type: 'boolean', default: false, 'x-cli-flag': '--verbose' });
  });

  it('binds a command only the completion scripts list when the program answers for it, and never a phantom', async () => {
    // Issue 11: svn's completion lists experimental `x-shelve` commands this build says it does not have.
    const home = await mkdtemp(join(tmpdir(), 'svc-scanner-home-'));
    try {
      const dir = join(home, '.local', 'share', 'bash-completion', 'completions');
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'svc-fixture-tool'), '_svc-fixture-tool() {\n  local COMMANDS=( "list" "secret" "ghost" "echo" "stall" )\n}\ncomplete -F _svc-fixture-tool svc-fixture-tool\n');
      const result = await scanTool('svc-fixture-tool', {
        env: { ...env, HOME: home }, depth: 1, probeTimeoutMs: 700, maxProbeBytes: 256 * 1024, cacheDir: join(home, 'cache'), manPages: false,
      });
      // `echo` gets the root help again (apt and systemctl answer so for every command): a plain stub.
      expect(result.bindings.map((b) => [b.module_id, b.metadata.stub ?? false])).toEqual([
        ['cli.svc-fixture-tool', false],
        ['cli.svc-fixture-tool.echo', true],
        ['cli.svc-fixture-tool.hang', true],
        ['cli.svc-fixture-tool.list', false],
        ['cli.svc-fixture-tool.secret', true],
        ['cli.svc-fixture-tool.stall', true],
      ]);
      expect(result.warnings).toEqual([
        'added `svc-fixture-tool echo` as a stub: only the completion scripts list it',
        'added `svc-fixture-tool secret` as a stub: only the completion scripts list it',
        'added `svc-fixture-tool stall` as a stub: only the completion scripts list it',
        // The time is the probe timeout, or four times what the root's help took on a loaded machine.
        expect.stringMatching(/^bound `svc-fixture-tool hang` as a stub from its parent's help: `svc-fixture-tool hang --help` did not finish within [1-3] s$/),
        'skipped `svc-fixture-tool flood`: `svc-fixture-tool flood --help` printed more than 256 KiB of help',
        'skipped `svc-fixture-tool ghost`: only the completion scripts list it, and `svc-fixture-tool ghost --help` printed an error, not help: Error: unknown command "ghost" for "svc-fixture-tool"',
      ]);
      expect(result.bindings[0]!.metadata.subcommands).toEqual(['flood', 'hang', 'list', 'echo', 'secret', 'stall']);
      // The stub keeps what its own help says (gem query: a deprecated command only the completion lists).
      expect(result.bindings[4]!.input_schema.properties.force).toMatchObject({ type: 'boolean', 'x-cli-flag': '--force' });
      expect(result.tiers).toEqual([1, 3]);
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });

  it('answers a rescan of the same version from the cache', async () => {
    const cached = await scanTool('svc-fixture-tool', { env, depth: 1, probeTimeoutMs: 700, maxProbeBytes: 256 * 1024, cacheDir, manPages: false, completions: false });
    expect(cached.fromCache).toBe(true);
    expect(cached.yaml).toBeUndefined();
    expect(cached.sha256).toEqual(cached.bindings.map((b) => sha256Hex(bindingToYaml(b))));
    expect(cached.bindings.map((b) => b.module_id)).toEqual(['cli.svc-fixture-tool', 'cli.svc-fixture-tool.hang', 'cli.svc-fixture-tool.list']);
    expect((await readdir(cacheDir)).filter((f) => f.startsWith('svc-fixture-tool-'))).toHaveLength(1);
  });

  it('throws a ScanError with ai_guidance for a program that is not on PATH', async () => {
    const error = await scanTool('svc-no-such-program', { env }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScanError);
    expect((error as ScanError).code).toBe('program_not_found');
    expect((error as ScanError).message).toBe("Program 'svc-no-such-program' was not found on $PATH.");
    expect((error as ScanError).ai_guidance).toBe(
      "The program 'svc-no-such-program' is not installed or not on $PATH. Install 'svc-no-such-program' (for example with your system's package manager), make sure it is on $PATH, and retry `svc scan svc-no-such-program`.",
    );
  });

  it('throws help_unreadable when the program itself hangs', async () => {
    const error = await scanTool('svc-fixture-hang', { env, probeTimeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScanError);
    expect((error as ScanError).code).toBe('help_unreadable');
    expect((error as ScanError).message).toContain('did not finish');
  });

  it('runs the command line the help names for all commands, and enters namespaces through the commands listed under them', async () => {
    const result = await scanTool('svc-fixture-namespaced', { env, depth: 2, manPages: false, completions: false });
    expect(result.bindings.map((b) => b.module_id)).toEqual([
      'cli.svc-fixture-namespaced', 'cli.svc-fixture-namespaced.about', 'cli.svc-fixture-namespaced.cache.clear',
      'cli.svc-fixture-namespaced.cache.list', 'cli.svc-fixture-namespaced.list',
    ]);
    // `list` is run once for the complete list; `cache` is never bound, its commands are probed.
    expect(result.probes.filter((args) => args.join(' ') === 'list')).toHaveLength(1);
    expect(result.probes).toEqual(expect.arrayContaining([['cache', '--help'], ['cache', 'clear', '--help'], ['cache', 'list', '--help']]));
    const clear = result.bindings.find((b) => b.module_id === 'cli.svc-fixture-namespaced.cache.clear')!;
    expect(clear.target.command_path).toEqual(['cache', 'clear']);
    expect(Object.keys(clear.input_schema.properties).sort()).toEqual(['all', 'cache']);
    expect(result.warnings).toEqual([]);
  });

  it('binds the verbs a help lists only with their group, from those rows, when every command answers with the same help (ufw)', async () => {
    const result = await scanTool('svc-fixture-grouped', { env, depth: 2, manPages: false, completions: false });
    // The root has no options of its own and is entered for its commands: no binding of its own.
    expect(result.bindings.map((b) => [b.module_id, b.description])).toEqual([
      ['cli.svc-fixture-grouped.app.info', 'show information on PROFILE'],
      ['cli.svc-fixture-grouped.app.list', 'list application profiles'],
      ['cli.svc-fixture-grouped.enable', 'enables the firewall'],
      ['cli.svc-fixture-grouped.route', 'add route RULE'],
      ['cli.svc-fixture-grouped.route.delete', 'delete route RULE'],
      ['cli.svc-fixture-grouped.version', 'display version information'],
    ]);
    expect(result.bindings.find((b) => b.module_id === 'cli.svc-fixture-grouped.app.list')!.target.command_path).toEqual(['app', 'list']);
    // The row's argument is the verb's operand: `app info PROFILE`.
    expect(Object.keys(result.bindings.find((b) => b.module_id === 'cli.svc-fixture-grouped.app.info')!.input_schema.properties)).toEqual(['profile']);
  });

  it('binds the commands a manual page printed as help lists as references to their pages', async () => {
    const result = await scanTool('svc-fixture-manhelp', { env, depth: 1, completions: false });
    expect(result.bindings.map((b) => b.module_id)).toEqual([
      'cli.svc-fixture-manhelp.exec', 'cli.svc-fixture-manhelp.install', 'cli.svc-fixture-manhelp.update',
    ]);
    // Each command's own page (Tier 2) gives its options.
    const update = result.bindings.find((b) => b.module_id === 'cli.svc-fixture-manhelp.update')!;
    expect(Object.keys(update.input_schema.properties)).toEqual(['quiet']);
  });

  it('waits longer for a program that is slow to start: its root help, then four times that for each subcommand', async () => {
    const result = await scanTool('svc-fixture-slowstart', { env, depth: 1, probeTimeoutMs: 600, manPages: false, completions: false });
    expect(result.version).toBe('svc-fixture-slowstart 2.0.0');
    expect(result.warnings).toEqual([]);
    expect(result.bindings.map((b) => b.module_id)).toEqual(['cli.svc-fixture-slowstart', 'cli.svc-fixture-slowstart.run']);
    expect(Object.keys(result.bindings[1]!.input_schema.properties).sort()).toEqual(['script', 'stream']);
  });

  it('refuses a depth outside 1..5', async () => {
    await expect(scanTool('ls', { depth: 0 })).rejects.toThrow('Scan depth must be an integer from 1 to 5 (got 0).');
    await expect(scanTool('ls', { depth: 6 })).rejects.toThrow(ScanError);
  });
});

describe('scanTool: subcommands whose only help is the parent\'s manual page (git worktree, git bisect)', () => {
  it('binds each from its usage line; the page gives long spellings and adds no options of other subcommands', async () => {
    const result = await scanTool('svc-fixture-worktree', { env, depth: 1, manPages: true, completions: false });
    const flags = (id: string) => Object.values(result.bindings.find((b) => b.module_id === id)!.input_schema.properties)
      .filter((p) => p['x-cli-kind'] === 'flag').map((p) => p['x-cli-flag']);
    expect(flags('cli.svc-fixture-worktree.add')).toEqual(['--force', '-b', '--detach', '--checkout', '--lock', '--reason']);
    expect(flags('cli.svc-fixture-worktree.prune')).toEqual(['--dry-run', '--verbose', '--expire']);
    expect(flags('cli.svc-fixture-worktree.remove')).toEqual(['--force']);
    expect(flags('cli.svc-fixture-worktree.move')).toEqual([]);
    const add = result.bindings.find((b) => b.module_id === 'cli.svc-fixture-worktree.add')!;
    expect(add.metadata.stub).toBe(true);
    expect(add.input_schema.properties.force!.description).toMatch(/^By default, add refuses to create a new worktree/);
  });
});

describe('scanTool: a program whose help cannot be read here (inxi without a terminal)', () => {
  it('is read from its manual page, with a warning that says so', async () => {
    const manEnv = { ...env, MANPATH: join(fixturePrograms, '..', 'manpath') };
    const result = await scanTool('svc-fixture-ttyhelp', { env: manEnv, depth: 1, manPages: true, completions: false });
    const flags = Object.values(result.bindings[0]!.input_schema.properties).filter((p) => p['x-cli-kind'] === 'flag').map((p) => [p['x-cli-flag'], p['x-cli-source']]);
    expect(flags).toEqual([['--audio', 'man'], ['--width', 'man']]);
    expect(result.warnings).toEqual([expect.stringMatching(/^read `svc-fixture-ttyhelp` from its manual page: `svc-fixture-ttyhelp (?:--help|-h)` exited with 1/)]);
  });

  it('still fails with the help\'s reason when it has no page either', async () => {
    await expect(scanTool('svc-fixture-ttyhelp', { env, depth: 1, manPages: true, completions: false })).rejects.toThrow(/Could not read the help of 'svc-fixture-ttyhelp'/);
  });
});

describe('scanTool: a verb the program answers with its root help (systemd\'s machinectl)', () => {
  it("takes the root's options, those only its manual page names too", async () => {
    const manEnv = { ...env, MANPATH: join(fixturePrograms, '..', 'manpath') };
    const result = await scanTool('svc-fixture-samehelp', { env: manEnv, depth: 1, manPages: true, completions: false, cacheDir });
    const flags = (id: string) => Object.values(result.bindings.find((b) => b.module_id === id)!.input_schema.properties)
      .filter((p) => p['x-cli-kind'] === 'flag').map((p) => [p['x-cli-flag'], p['x-cli-source']]);
    expect(flags('cli.svc-fixture-samehelp')).toEqual([['--quiet', 'help'], ['--format', 'man']]);
    expect(flags('cli.svc-fixture-samehelp.export')).toEqual([['--quiet', 'help'], ['--format', 'man']]);
    const exportBinding = result.bindings.find((b) => b.module_id === 'cli.svc-fixture-samehelp.export')!;
    expect(exportBinding.input_schema.properties.format).toMatchObject({ type: 'string', 'x-cli-value-style': 'equals', description: expect.stringMatching(/^Compression format/) });
  });

  it('binds a command only the manual page lists when the program answers for it with help of its own', async () => {
    const manEnv = { ...env, MANPATH: join(fixturePrograms, '..', 'manpath') };
    const ownCache = await mkdtemp(join(tmpdir(), 'svc-scan-samehelp-'));
    const result = await scanTool('svc-fixture-samehelp', { env: manEnv, depth: 1, manPages: true, completions: false, cacheDir: ownCache });
    await rm(ownCache, { recursive: true, force: true });
    expect(result.fromCache).toBe(false);
    expect(result.bindings.map((b) => b.module_id)).toEqual([
      'cli.svc-fixture-samehelp', 'cli.svc-fixture-samehelp.export', 'cli.svc-fixture-samehelp.list', 'cli.svc-fixture-samehelp.prune',
    ]);
    const prune = result.bindings.find((b) => b.module_id === 'cli.svc-fixture-samehelp.prune')!;
    expect(Object.values(prune.input_schema.properties).map((p) => p['x-cli-flag'])).toEqual(['--all']);
    // The made-up word the program refuses is asked once; the page's names are probed, never bound unasked.
    expect(result.probes).toContainEqual(['svc-no-such-command', '--help']);
  });
});

describe('scanTool: programs its help probes leave running', () => {
  it('stops a daemon a probe started, though it left the probe\'s process group (pm2 starts its daemon for --help)', async () => {
    const home = await mkdtemp(join(tmpdir(), 'svc-scan-daemon-'));
    try {
      // Without the probe sandbox (whose PID namespace ends such a daemon with the probe), where
      // only the sweep can find it. A copy of the fixture writes its pid beside itself.
      const bin = join(home, 'bin');
      await mkdir(bin);
      await copyFile(join(fixturePrograms, 'svc-fixture-daemon-help'), join(bin, 'svc-fixture-daemon-help'));
      await chmod(join(bin, 'svc-fixture-daemon-help'), 0o755);
      const pidFile = join(bin, 'daemon.pid');
      const result = await scanTool('svc-fixture-daemon-help', { env: { ...env, HOME: home, PATH: `${bin}${delimiter}${env.PATH}` }, depth: 1, manPages: false, completions: false, sandboxProbes: false });
      expect(result.bindings.map((b) => b.module_id)).toEqual(['cli.svc-fixture-daemon-help']);
      const pids = (await readFile(pidFile, 'utf8')).trim().split('\n').map(Number);
      expect(pids.length).toBeGreaterThan(0);
      expect(await waitUntil(() => pids.every((pid) => !alive(pid)), 5_000)).toBe(true);
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });
});

describe('scanTool: a commander program whose root options every command accepts (pm2)', () => {
  it('gives each command the root\'s options it does not list, marked inherited; its own tokens stay its own', async () => {
    const result = await scanTool('svc-fixture-commander', { env, depth: 1, manPages: false, completions: false });
    const properties = (id: string) => result.bindings.find((b) => b.module_id === id)!.input_schema.properties;
    const flags = (id: string) => Object.values(properties(id)).filter((p) => p['x-cli-kind'] === 'flag').map((p) => `${p['x-cli-flag']}${p['x-cli-inherited'] ? ' (inherited)' : ''}`);
    expect(flags('cli.svc-fixture-commander.logs')).toEqual([
      '--json', '--lines', '--silent (inherited)', '--name (inherited)', '--instances (inherited)', '--watch (inherited)', '--interpreter (inherited)',
    ]);
    // start's own --watch and -n (--node-version) win: the root's --watch and -n --name are not added.
    expect(flags('cli.svc-fixture-commander.start')).toEqual(['--watch', '--node-version', '--silent (inherited)', '--instances (inherited)', '--interpreter (inherited)']);
    expect(properties('cli.svc-fixture-commander.logs').instances).toMatchObject({ type: 'integer', 'x-cli-inherited': true, 'x-cli-value-style': 'separate' });
    // The root keeps its options as its own; an inherited --interpreter is still classified as running a program.
    expect(Object.values(properties('cli.svc-fixture-commander')).some((p) => p['x-cli-inherited'])).toBe(false);
    expect(properties('cli.svc-fixture-commander.logs').interpreter!['x-cli-effect']).toBe('exec');
  });
});

describe('scanTool: subcommands that answer with their parent\'s help (npm team)', () => {
  it('binds each from its usage line plus the parent\'s options, long-only ones included', async () => {
    const result = await scanTool('svc-fixture-team', { env, depth: 1, manPages: false, completions: false });
    const flags = (id: string) => Object.values(result.bindings.find((b) => b.module_id === id)!.input_schema.properties)
      .filter((p) => p['x-cli-kind'] === 'flag').map((p) => p['x-cli-flag']);
    expect(result.bindings.map((b) => b.module_id)).toEqual([
      'cli.svc-fixture-team', 'cli.svc-fixture-team.add', 'cli.svc-fixture-team.create', 'cli.svc-fixture-team.destroy', 'cli.svc-fixture-team.ls', 'cli.svc-fixture-team.rm',
    ]);
    expect(flags('cli.svc-fixture-team.create')).toEqual(['--otp', '--registry', '--parseable', '--json']);
    expect(flags('cli.svc-fixture-team.ls')).toEqual(['--registry', '--otp', '--parseable', '--json']);
  });
});

describe('scanTool: a command that prints a brief form of its parent\'s help (aspell\'s usage)', () => {
  it('binds the commands listed under `<command> is one of:`, `-c|check` as check, and nothing under usage', async () => {
    const result = await scanTool('svc-fixture-briefusage', { env, depth: 2, manPages: false, completions: false });
    expect(result.bindings.map((b) => b.module_id)).toEqual([
      'cli.svc-fixture-briefusage', 'cli.svc-fixture-briefusage.check', 'cli.svc-fixture-briefusage.list', 'cli.svc-fixture-briefusage.usage',
    ]);
    const root = result.bindings.find((b) => b.module_id === 'cli.svc-fixture-briefusage')!;
    expect(Object.values(root.input_schema.properties).filter((p) => p['x-cli-kind'] === 'flag').map((p) => p['x-cli-flag'])).toEqual(['--encoding', '--lang']);
  });
});

describe('scanTool: objects defined as `OBJECT := { ... }`, each answering only `OBJECT help` (iproute2\'s ip)', () => {
  it('binds the root\'s defined options, and each object\'s verbs from the usage lines its `help` prints', async () => {
    const result = await scanTool('svc-fixture-objects', { env, depth: 2, manPages: false, completions: false });
    expect(result.bindings.map((b) => b.module_id)).toEqual([
      'cli.svc-fixture-objects', 'cli.svc-fixture-objects.link.add', 'cli.svc-fixture-objects.link.delete', 'cli.svc-fixture-objects.link.show',
      'cli.svc-fixture-objects.route.add', 'cli.svc-fixture-objects.route.delete', 'cli.svc-fixture-objects.route.show',
    ]);
    const root = Object.values(result.bindings[0]!.input_schema.properties);
    expect(root.map((p) => [p['x-cli-flag'], p.type, p.enum ?? null])).toEqual([
      ['-V', 'boolean', null], ['-s', 'boolean', null], ['-f', 'string', ['inet', 'inet6']], ['-n', 'string', null], ['-4', 'boolean', null],
    ]);
  });
});

describe('scanTool: a help printed as a manual page whose COMMANDS section lists the commands (cmdliner, opam)', () => {
  it('binds the commands the page lists, each with the options of its own page', async () => {
    const result = await scanTool('svc-fixture-cmdliner', { env, depth: 2, completions: false });
    expect(result.bindings.map((b) => b.module_id)).toEqual(['cli.svc-fixture-cmdliner.build', 'cli.svc-fixture-cmdliner.clean']);
    expect(Object.values(result.bindings[0]!.input_schema.properties).filter((p) => p['x-cli-kind'] === 'flag').map((p) => p['x-cli-flag'])).toEqual(['--release']);
  });
});

describe('scanTool on a Thor-shaped program (issue 21)', () => {
  it('confirms a `...` row through `help NAME`, reads Thor options, and probes no candidate of a command that lists its siblings', async () => {
    const result = await scanTool('svc-fixture-thor', { env, depth: 2, manPages: false, completions: false });
    expect(result.bindings.map((b) => b.target.command_path.join(' '))).toEqual(['commands', 'delete', 'help', 'list']);
    const list = result.bindings.find((b) => b.target.command_path.join(' ') === 'list')!;
    expect(Object.values(list.input_schema.properties).map((p) => [p['x-cli-flag'], p['x-cli-negation']])).toEqual([['--newline', '--no-newline']]);
    // `commands` prints commands, delete, help, list: its parent's commands, not its own.
    expect(result.probes.filter((probe) => probe[0] === 'commands').map((probe) => probe.join(' '))).toEqual(['commands --help']);
  });
});

describe('scanTool on a cobra-shaped program with help topics (issue 21)', () => {
  it('enters `help` for the topics that are not its parent\'s commands, and binds a command whose listed subcommands all fail', async () => {
    const result = await scanTool('svc-fixture-topics', { env, depth: 2, manPages: false, completions: false });
    expect(result.bindings.map((b) => b.target.command_path.join(' '))).toEqual(['config', 'help flags', 'run']);
    expect(result.probes.map((probe) => probe.join(' '))).toContain('help flags --help');
  });
});

describe('scanTool on an oclif program with `:` topics (heroku)', () => {
  it('binds a topic\'s `topic:cmd` rows as commands of the root, one argv word each, one level below the topic', async () => {
    const result = await scanTool('svc-fixture-oclif', { env, depth: 2, manPages: false, completions: false });
    // `auth` is a topic only (`auth:COMMAND`): not bound. `apps` is a command too: bound. The root has
    // no options of its own. `apps:favorites` is found at depth 2 and not entered.
    expect(result.bindings.map((b) => [b.module_id, b.alias, b.target.command_path])).toEqual([
      ['cli.svc-fixture-oclif.apps', 'svc-fixture-oclif_apps', ['apps']],
      ['cli.svc-fixture-oclif.apps:create', 'svc-fixture-oclif_apps_create', ['apps:create']],
      ['cli.svc-fixture-oclif.apps:destroy', 'svc-fixture-oclif_apps_destroy', ['apps:destroy']],
      ['cli.svc-fixture-oclif.apps:favorites', 'svc-fixture-oclif_apps_favorites', ['apps:favorites']],
      ['cli.svc-fixture-oclif.auth:login', 'svc-fixture-oclif_auth_login', ['auth:login']],
      ['cli.svc-fixture-oclif.auth:token', 'svc-fixture-oclif_auth_token', ['auth:token']],
      ['cli.svc-fixture-oclif.status', 'svc-fixture-oclif_status', ['status']],
    ]);
    const create = result.bindings.find((b) => b.module_id === 'cli.svc-fixture-oclif.apps:create')!;
    // Its own help probe, its own flags and operand (not `apps`'s `--all`).
    expect(create.metadata.help_probe).toEqual(['apps:create', '--help']);
    expect(Object.values(create.input_schema.properties).map((p) => p['x-cli-flag'] ?? p['x-cli-kind'])).toEqual(['--no-remote', '--region', 'positional']);
    expect(result.probes.map((probe) => probe.join(' '))).not.toContain('apps apps:create --help');
    expect(result.warnings).toEqual([]);
  });

  it('counts a topic\'s commands one level below it: depth 1 stops at the topics, depth 3 reaches nested topics', async () => {
    const shallow = await scanTool('svc-fixture-oclif', { env, depth: 1, manPages: false, completions: false });
    expect(shallow.bindings.map((b) => b.target.command_path.join(' '))).toEqual(['apps', 'auth', 'status']);
    const deep = await scanTool('svc-fixture-oclif', { env, depth: 3, manPages: false, completions: false });
    expect(deep.bindings.map((b) => b.target.command_path.join(' '))).toEqual([
      'apps', 'apps:create', 'apps:destroy', 'apps:favorites', 'apps:favorites:add', 'auth:login', 'auth:token', 'status',
    ]);
  });
});

describe('scanTool on a command that sits on its probes (git filter-branch, issue 21)', () => {
  it('probes no candidate of a command whose `-h` was cut off by the timeout, and asks no probe twice', async () => {
    const result = await scanTool('svc-fixture-runner', { env, depth: 2, probeTimeoutMs: 700, manPages: false, completions: false });
    expect(result.bindings.map((b) => b.target.command_path.join(' '))).toEqual(['filter', 'show']);
    expect(result.probes.map((probe) => probe.join(' '))).toEqual(['--help', 'filter --help', 'filter -h', 'show --help']);
  });
});

describe('scanTool on a program whose help is fast but one command help is slow (jupyter nbconvert, issue 21)', () => {
  // 2 s: the old rule (root help over a twentieth of the timeout) would take a 100 ms root help,
  // which these sh scripts never take, so only the busy rule asks again.
  it('asks a command cut off while busy on the CPU once more, and binds it', async () => {
    const result = await scanTool('svc-fixture-busyhelp', { env, depth: 2, probeTimeoutMs: 2_000, manPages: false, completions: false });
    expect(result.bindings.map((b) => b.target.command_path.join(' '))).toEqual(['crunch', 'show']);
    expect(result.probes.map((probe) => probe.join(' '))).toEqual(['--help', 'crunch --help', 'crunch --help', 'show --help', 'svc-no-such-command --help']);
  });

  it('asks a command cut off while idle only once (git filter-branch sleeps on the word), and binds the rest', async () => {
    // 5 s: under a loaded CI machine the root help of a shell script in bubblewrap took over 100 ms,
    // a twentieth of 2 s, and the root-help rule then asked again; it needs 250 ms here.
    const result = await scanTool('svc-fixture-idlehelp', { env, depth: 2, probeTimeoutMs: 5_000, manPages: false, completions: false });
    expect(result.bindings.map((b) => b.target.command_path.join(' '))).toEqual(['show']);
    expect(result.probes.map((probe) => probe.join(' '))).toEqual(['--help', 'nap --help', 'show --help', 'svc-no-such-command --help']);
  });
});
