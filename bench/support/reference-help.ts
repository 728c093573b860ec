/**
 * The help texts bench/scan-accuracy.ts checks svc's bindings against ("the program's own words").
 *
 * The bench asks each command for help unconfined, as a user would. Some programs answer such a
 * run with a diagnostic instead of their help: prisma 6, installed in a writable `node_modules`,
 * first tries to download its schema engine and prints `Error: request to https://binaries.prisma.sh/...
 * failed, reason: getaddrinfo ENOTFOUND` (exit 1) for every `prisma <command> --help`, while the
 * same probe run the way svc runs it (scratch HOME, read-only sandbox: the download is skipped as
 * the directory is not writable) prints the command's help. Taking that diagnostic as the truth made
 * every flag svc read look invented and `prisma validate` a phantom. So a probe that printed no help
 * is asked once more the way svc asks it, and the first of the two that printed help is the
 * reference. It is not lenient: both are the program's own help, and a probe that printed no help
 * either way still leaves the command without a reference text (phantom), its flags unconfirmed.
 */
import { helpOutput, type HelpRun } from '../../src/scan/run-help.js';
import { cleanHelpText } from '../../src/scan/parsers/clean.js';

/** Output that says the command does not exist, whatever the exit code. */
const PROBE_ERROR = /\bnot an? [\w-]+ command\b|\bunknown (sub)?command\b|\bunrecognized (sub)?command\b|\bno such (sub)?command\b|\binvalid (sub)?command\b|\bdid you mean\b|\bthe most similar commands? (is|are)\b|\binvalid choice\b|\bcommand not found\b|\bis not a (valid )?command\b|\bno manual entry for\b/i;

/** Rows that start with a flag (`  -c, --concurrency INT  text`, `  --verbose`). */
const OPTION_ROW = /^[ \t]*(-[A-Za-z0-9?], ?)?--?[A-Za-z0-9][\w-]*/gm;

/**
 * A help probe that printed help: not cut off, not empty, not an error, and exit 0, usage text or
 * a list of option rows. sidekiq 6 prints its option list behind a log prefix
 * (`2026-11-28T13:16:20Z pid=1 INFO: sidekiq [options]`) and exits 1: with no word `usage`, its 12
 * flags had counted as invented, though they are its own help's.
 *
 * @example
 * printedHelp({ ...run, exitCode: 1, stdout: '', stderr: 'Error: request to https://x failed' }); // false
 */
export function printedHelp(run: HelpRun): boolean {
  if (run.timedOut || run.spawnError) return false;
  // nvme prints `\e[1mUsage:` in bold: the escapes would hide the word from `\busage\b`.
  const out = cleanHelpText(helpOutput(run)).trim();
  if (out === '' || PROBE_ERROR.test(out.slice(0, 600))) return false;
  if (run.exitCode === 0 || /\busage\b|^options:|^commands:/im.test(out)) return true;
  return (out.slice(0, 20_000).match(OPTION_ROW)?.length ?? 0) >= 3;
}

/**
 * The run to take as a command's reference help: the unconfined one when it printed help, else the
 * confined one (asked only then: `confined` is called at most once) when that printed help, else the
 * unconfined one, which {@link printedHelp} still rejects.
 *
 * @example
 * await referenceRun(unconfinedRun, () => runHelp(binary, probe, { confinement }));
 */
export async function referenceRun(unconfined: HelpRun, confined: () => Promise<HelpRun | undefined>): Promise<HelpRun> {
  if (printedHelp(unconfined)) return unconfined;
  const second = await confined();
  return second !== undefined && printedHelp(second) ? second : unconfined;
}
