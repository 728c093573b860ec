/**
 * Re-captures the help-text fixtures of test/fixtures/help/ from the programs installed here.
 * Run: `npx tsx scripts/capture-help-fixtures.ts [name...]` (no names = all).
 * Goldens are not touched: regenerate them with `UPDATE_GOLDEN=1 npx vitest run test/scan/help-golden.test.ts`
 * and review every change by hand against the help text.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openProbeConfinement } from '../src/scan/probe-confinement.js';
import { resolveProgram } from '../src/scan/resolve-program.js';
import { helpOutput, runHelp } from '../src/scan/run-help.js';
import { writeFileAtomic } from '../src/shared/atomic-write.js';

interface Capture {
  /** Fixture file stem: `<program>[__<sub>]`. */
  name: string;
  argv: string[];
  /** The locale, when the program refuses `C` (ansible: "requires the locale encoding to be UTF-8"), as svc's probes retry it. */
  locale?: 'C.UTF-8';
  /**
   * Run as svc's probes run it (scratch HOME, read-only sandbox: src/scan/probe-confinement.ts):
   * prisma, in a writable `node_modules`, answers `--help` unconfined with an engine-download error.
   */
  confined?: true;
}

/** The same probes `svc scan` runs; git subcommands use `-h` because `--help` opens the man page. */
const CAPTURES: Capture[] = [
  { name: 'ls', argv: ['ls', '--help'] },
  { name: 'grep', argv: ['grep', '--help'] },
  { name: 'tar', argv: ['tar', '--help'] },
  { name: 'curl', argv: ['curl', '--help', 'all'] },
  { name: 'sed', argv: ['sed', '--help'] },
  { name: 'wget', argv: ['wget', '--help'] },
  { name: 'jq', argv: ['jq', '--help'] },
  { name: 'git', argv: ['git', '--help'] },
  { name: 'git__commit', argv: ['git', 'commit', '-h'] },
  { name: 'git__log', argv: ['git', 'log', '-h'] },
  { name: 'git__diff', argv: ['git', 'diff', '-h'] },
  // Issue 21 arity (src/scan/man/arity.ts), each beside its man page in test/fixtures/man/: git's
  // modes whose page shows their operands (`--edit <object>`), an optional value only the page shows
  // (`--branches[=<pattern>]`), and cobra's `--buildDrafts[=false]`.
  { name: 'git__replace', argv: ['git', 'replace', '-h'] },
  { name: 'git__rev-list', argv: ['git', 'rev-list', '-h'] },
  { name: 'hugo', argv: ['hugo', '--help'] },
  { name: 'rg', argv: ['rg', '--help'] },
  { name: 'fdfind', argv: ['fdfind', '--help'] },
  { name: 'batcat', argv: ['batcat', '--help'] },
  { name: 'hyperfine', argv: ['hyperfine', '--help'] },
  { name: 'cargo', argv: ['cargo', '--help'] },
  // xdg-utils 1.1.3 (shell scripts): one synopsis line per command, options inside.
  { name: 'xdg-mime', argv: ['xdg-mime', '--help'] },
  { name: 'xdg-icon-resource', argv: ['xdg-icon-resource', '--help'] },
  { name: 'xdg-settings', argv: ['xdg-settings', '--help'] },
  { name: 'xdg-desktop-menu', argv: ['xdg-desktop-menu', '--help'] },
  { name: 'gh', argv: ['gh', '--help'] },
  { name: 'gh__pr', argv: ['gh', 'pr', '--help'] },
  { name: 'gh__pr__list', argv: ['gh', 'pr', 'list', '--help'] },
  { name: 'docker', argv: ['docker', '--help'] },
  { name: 'docker__container', argv: ['docker', 'container', '--help'] },
  { name: 'docker__run', argv: ['docker', 'run', '--help'] },
  { name: 'kubectl', argv: ['kubectl', '--help'] },
  { name: 'kubectl__get', argv: ['kubectl', 'get', '--help'] },
  { name: 'black', argv: ['black', '--help'] },
  { name: 'python3__http.server', argv: ['python3', '-m', 'http.server', '--help'] },
  { name: 'python3__json.tool', argv: ['python3', '-m', 'json.tool', '--help'] },
  { name: 'http', argv: ['http', '--help'] },
  { name: 'yamllint', argv: ['yamllint', '--help'] },
  { name: 'pip3', argv: ['pip3', '--help'] },
  { name: 'pip3__install', argv: ['pip3', 'install', '--help'] },
  { name: 'ssh', argv: ['ssh', '-h'] },
  { name: 'ssh-keygen', argv: ['ssh-keygen', '--help'] },
  { name: 'python3', argv: ['python3', '--help'] },
  { name: 'npm', argv: ['npm', '--help'] },
  // Fresh-set programs of issue 11 (npm ones installed under /tmp/svc-bench-fresh/node_modules/.bin).
  // pm2.txt is not re-captured here: `pm2 --help` starts pm2's daemon under $HOME/.pm2; capture it
  // by hand with HOME set to a temporary directory, then stop the daemon (its pid is in $HOME/.pm2/pm2.pid).
  { name: 'lerna', argv: ['lerna', '--help'] },
  { name: 'pnpm', argv: ['pnpm', '--help'] },
  { name: 'poetry', argv: ['poetry', '--help'] },
  // New-set programs of issue 21 (bench/install-new-set.sh; npm ones under /tmp/svc-bench-new/node_modules/.bin),
  // one per layout kind the issue names.
  { name: 'htop', argv: ['htop', '--help'] }, // flush-left rows without a heading, `-C --no-color`
  { name: 'whois', argv: ['whois', '--help'] }, // flush-left `-h HOST, --host HOST` under the usage
  { name: 'fzf', argv: ['fzf', '--help'] }, // `+s, --no-sort`, indented headings without colons
  { name: 'tmuxinator', argv: ['tmuxinator', 'help'] }, // Thor rows `tmuxinator delete [PROJECT1] [PROJECT2] ...`
  { name: 'tmuxinator__start', argv: ['tmuxinator', 'help', 'start'] }, // Thor options `-a, [--attach], [--no-attach]  # ...`, `[--name=NAME]`
  { name: 'nest', argv: ['nest', '--help'] }, // commander rows with aliases and a table of schematics
  { name: 'pnpm__add', argv: ['pnpm', 'add', '--help'] }, // wrapped option texts leave lone words (`installation`, `directory:`) in the description column
  { name: 'rclone__help', argv: ['rclone', 'help', '--help'] }, // a `help` command with topics of its own (`flags`, `backends`)
  { name: 'bundle__config', argv: ['bundle', 'config', '--help'] }, // a manual page whose synopsis names actions; Thor's error for `config WORD --help` echoes the word
  // traitlets (jupyter, pip set): flush-left `--Class.trait=<Type>` settings under a prose line ending in a colon,
  // and example lines `    --Class.parameter=value` inside prose: none of them option rows.
  { name: 'jupyter__migrate', argv: ['jupyter', 'migrate', '--help-all'] },
  // argparse subparsers with a metavar: `TYPE` alone on its line, the commands' rows under it, `TYPE ...` in the usage.
  // Prose naming the negation before the verb ("Use `--no-preview` to disable.") and aliases "(Alias: --external-downloader)".
  { name: 'ruff__server', argv: ['ruff', 'server', '--help'] },
  { name: 'yt-dlp', argv: ['yt-dlp', '--help'] },
  // Tab-separated flush-left rows in paragraphs of their own among prose (`--run<TAB><TAB>run ...`), all under the usage.
  { name: 'grog', argv: ['grog', '--help'] },
  { name: 'rsync', argv: ['rsync', '--help'] }, // prose lines starting with the program's name (`rsync is a file transfer program ...`): no commands
  { name: 'ansible-galaxy', argv: ['ansible-galaxy', '--help'], locale: 'C.UTF-8' },
  { name: 'ansible-galaxy__collection', argv: ['ansible-galaxy', 'collection', '--help'], locale: 'C.UTF-8' },
  // prisma 6 (bench/install-new-set.sh): `Options` / `Flags` headings without colons; rows at column 0,
  // a few under each heading (`db execute`), or right-aligned with the longest name at column 0 (`init`);
  // `--from-[...] \` in its examples.
  { name: 'prisma__db__execute', argv: ['prisma', 'db', 'execute', '--help'], confined: true },
  { name: 'prisma__init', argv: ['prisma', 'init', '--help'], confined: true },
  { name: 'prisma__migrate__diff', argv: ['prisma', 'migrate', 'diff', '--help'], confined: true },
  // Issue 32, layouts no parser was tuned on (Debian packages pass and ufw; npm packages cordova and n,
  // installed with `npm install --prefix DIR`, DIR/node_modules/.bin on PATH; corepack comes with Node).
  { name: 'cordova', argv: ['cordova', '--help'] }, // dot leaders: `create ........ Create a project`, `-d, --verbose ..... debug mode`
  { name: 'n', argv: ['n', '--help'] }, // rows that start with the program's name (`n install <version>`), and `n`, `n <version>` rows of the program itself
  { name: 'pass', argv: ['pass', '--help'] }, // usage lines as the command list; `pass edit pass-name` is an operand, not a nested command
  { name: 'pass__insert', argv: ['pass', 'insert', '--help'] }, // long-before-short groups in the usage: `[--echo,-e | --multiline,-m] [--force,-f]`
  { name: 'pass__show', argv: ['pass', 'show', '--help'] }, // `[--clip[=line-number],-c[line-number]]`
  { name: 'corepack', argv: ['corepack', '--help'] }, // usage-line commands with a group: `corepack cache clean`
  { name: 'ufw', argv: ['ufw', '--help'] }, // verbs listed only with their group: `app list`, `app info PROFILE`, `route delete RULE|NUM`

  // Issue 32 layouts (each program outside the bench sets).
  // mix (Elixir 1.14, Debian elixir): `--help` shows examples only; the tasks are what `mix help` lists
  // (that list is test/fixtures/help-command/mix.help.txt, read as the root's answer to `help`).
  { name: 'mix', argv: ['mix', '--help'], confined: true },
  // mawk 1.3.4: refuses `--help` and `-h`, prints its usage for `-W help` (on stderr).
  { name: 'mawk', argv: ['mawk', '-W', 'help'] },
  // vercel 39.4.2 (npm, --prefix /tmp/vercel-cli, put on PATH): commands in a three-column table
  // (`deploy   [path]   Performs a deployment`) under indented group titles `Basic` and `Advanced`.
  { name: 'vercel', argv: ['vercel', '--help'], confined: true },
  // gofmt (Go 1.19, Go's flag package): `  -d<TAB>display diffs ...`, and an option with a value alone
  // on its line (`  -r string`) with its description on the next, indented by a tab.
  { name: 'gofmt', argv: ['gofmt', '-h'] },
  // keyctl (Debian keyutils): `--help` is "Unknown command"; run bare it prints, under `Format:`, one
  // indented synopsis line per command (`  keyctl add [-x] <type> <desc> <data> <keyring>`).
  { name: 'keyctl', argv: ['keyctl'] },
  // git show -h (outside a repository too): `usage: git log ...` then `or: git show [<options>] <object>...`.
  { name: 'git__show', argv: ['git', 'show', '-h'] },
  // heroku 11.10.0 (oclif, npm, installed under /tmp/oclif-fixture, put on PATH): `TOPICS` and `COMMANDS`
  // at the root; a topic's commands are listed as `apps:create` rows and run as one argv word
  // (`heroku apps:create`). `apps` is a topic and a command of its own, `auth` a topic only (`heroku auth:COMMAND`).
  { name: 'heroku', argv: ['heroku', '--help'], confined: true },
  { name: 'heroku__apps', argv: ['heroku', 'apps', '--help'], confined: true },
  { name: 'heroku__auth', argv: ['heroku', 'auth', '--help'], confined: true },
];

const ENV: NodeJS.ProcessEnv = {
  PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
  HOME: process.env.HOME ?? '/tmp',
  LC_ALL: 'C',
  NO_COLOR: '1',
  TERM: 'dumb',
  COLUMNS: '100',
  PAGER: 'cat',
  MANPAGER: 'cat',
  GIT_PAGER: 'cat',
};

const fixtureDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'help');

/** Captures one help as svc's probes read it: confined, in the probe environment (COLUMNS=100, C locale). */
async function captureConfined(name: string, program: string, args: string[]): Promise<boolean> {
  const binary = await resolveProgram(program);
  if (!binary) {
    process.stderr.write(`skip ${name}: ${program} is not installed\n`);
    return false;
  }
  const confinement = await openProbeConfinement(binary);
  try {
    const run = await runHelp(binary, args, { confinement, timeoutMs: 30_000 });
    const text = helpOutput(run);
    if (text.trim() === '') {
      process.stderr.write(`skip ${name}: no output\n`);
      return false;
    }
    await writeFileAtomic(join(fixtureDir, `${name}.txt`), text);
    process.stderr.write(`captured ${name} confined (${text.length} chars, exit ${run.exitCode})\n`);
    return true;
  } finally {
    await confinement.close();
  }
}

async function main(): Promise<void> {
  const only = new Set(process.argv.slice(2));
  let failures = 0;
  for (const capture of CAPTURES) {
    if (only.size > 0 && !only.has(capture.name)) continue;
    const [file, ...args] = capture.argv as [string, ...string[]];
    if (capture.confined) {
      failures += (await captureConfined(capture.name, file, args)) ? 0 : 1;
      continue;
    }
    const result = spawnSync(file, args, {
      env: capture.locale ? { ...ENV, LC_ALL: capture.locale } : ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 10_000,
      maxBuffer: 4 * 1024 * 1024,
      encoding: 'utf8',
    });
    // Some programs print usage on stderr (or exit non-zero, like `git <sub> -h` with 129).
    const text = result.stdout && result.stdout.trim() !== '' ? result.stdout : (result.stderr ?? '');
    if (result.error || text.trim() === '') {
      failures += 1;
      process.stderr.write(`skip ${capture.name}: ${result.error?.message ?? 'no output'} (is ${file} installed?)\n`);
      continue;
    }
    await writeFileAtomic(join(fixtureDir, `${capture.name}.txt`), text);
    process.stderr.write(`captured ${capture.name} (${text.length} chars, exit ${result.status})\n`);
  }
  process.exitCode = failures > 0 ? 1 : 0;
}

await main();
