import { describe, expect, it } from 'vitest';
import { printedHelp, referenceRun } from '../../bench/support/reference-help.js';
import type { HelpRun } from '../../src/scan/run-help.js';

const run = (stdout: string, exitCode: number | null, stderr = ''): HelpRun => ({ args: ['validate', '--help'], stdout, stderr, exitCode, timedOut: false, truncated: false, durationMs: 1 });

// What `prisma validate --help` printed unconfined (prisma 6, writable node_modules, no route to binaries.prisma.sh).
const DOWNLOAD_ERROR = run('', 1, 'Error: request to https://binaries.prisma.sh/all_commits/d1b3f377ca835d73fd50954a5e22128b9ebdd6b8/debian-openssl-3.0.x/schema-engine.gz.sha256 failed, reason: getaddrinfo ENOTFOUND binaries.prisma.sh\n');
// What it printed confined (read-only node_modules: no download).
const HELP = run('\nValidate a Prisma schema.\n\nUsage\n\n  $ prisma validate [options]\n\nOptions\n\n  -h, --help   Display this help message\n    --config   Custom path to your Prisma config file\n    --schema   Custom path to your Prisma schema\n', 0);

describe('printedHelp', () => {
  it('rejects a diagnostic with a non-zero exit and no usage text', () => {
    expect(printedHelp(DOWNLOAD_ERROR)).toBe(false);
  });
  it('accepts a bold `Usage:` with exit 1 (nvme-cli\'s subcommands)', () => {
    expect(printedHelp(run('\u001b[1mUsage: nvme list <device> [OPTIONS]\u001b[0m\n\nRetrieve basic information\n', 1))).toBe(true);
  });
  it('accepts help, and refuses unknown-command answers and timeouts', () => {
    expect(printedHelp(HELP)).toBe(true);
    expect(printedHelp(run("git: 'frob' is not a git command. See 'git --help'.", 1))).toBe(false);
    expect(printedHelp({ ...HELP, timedOut: true })).toBe(false);
  });
  it('accepts an option list printed behind a log prefix with exit 1 (sidekiq 6), not one stray flag in an error', () => {
    const sidekiq = '2026-11-28T13:16:20.642Z pid=11394 tid=7yy INFO: sidekiq [options]\n    -c, --concurrency INT            processor threads to use\n    -d, --daemon                     Daemonize process\n    -e, --environment ENV            Application environment\n';
    expect(printedHelp(run(sidekiq, 1))).toBe(true);
    expect(printedHelp(run('error: --frob is not known\n  --help for more\n', 1))).toBe(false);
  });
});

describe('referenceRun', () => {
  it('keeps the unconfined run when it printed help, without asking again', async () => {
    let asked = 0;
    const chosen = await referenceRun(HELP, async () => { asked++; return DOWNLOAD_ERROR; });
    expect(chosen).toBe(HELP);
    expect(asked).toBe(0);
  });
  it('takes the confined run when only it printed help', async () => {
    expect(await referenceRun(DOWNLOAD_ERROR, async () => HELP)).toBe(HELP);
  });
  it('keeps the failing run when neither printed help: the command stays without a reference', async () => {
    const refusal = run('Error: unknown command "validat"', 1);
    const chosen = await referenceRun(DOWNLOAD_ERROR, async () => refusal);
    expect(chosen).toBe(DOWNLOAD_ERROR);
    expect(printedHelp(chosen)).toBe(false);
    expect(await referenceRun(DOWNLOAD_ERROR, async () => undefined)).toBe(DOWNLOAD_ERROR);
  });
});
