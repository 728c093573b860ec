/**
 * 1 MiB values shaped to make backtracking regular expressions blow up, and a CPU-time measure,
 * shared by test/harden/linear-input.test.ts and bench/linear-input.ts (issue 19, item 1).
 */

const MIB = 1 << 20;

/** The units repeated to 1 MiB: the shapes that made svc's earlier patterns backtrack, and more. */
const UNITS: Record<string, string> = {
  letters: 'a', token: 'token', headerName: 'x-auth-token', eqToken: '=token', spacedToken: ' token', spacedWord: ' a',
  scheme: 'a://', schemeAt: 'a://b@', query: '?token=', colon: 'token:', passwordPair: ' --password', dashes: '-',
  spaces: ' ', newlines: '\n', bidi: '\u202e', zeroWidth: 'a\u200b', astral: '😀', mixedRun: 'aaaaaaaaaaaaaaaaaaaaaaab',
  escape: '\u001b[', percent: '%3b', percentU: '%75', unixexec: 'unixexec:path=', unixexecList: 'unixexec:;', ext: 'ext::',
  plusExt: 'a+ext://', sshDash: 'ssh://-', query2: '?command=', colons: ':', ats: '@', slashes: '/', dotdot: '../',
  missingPath: "'/x': No such file or directory ",
};

/** Each shape by name, 1 MiB of UTF-16 code units. */
export const ADVERSARIAL_SHAPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(UNITS).map(([name, unit]) => [name, unit.repeat(Math.ceil(MIB / unit.length)).slice(0, MIB)]),
);

/** The least CPU time of three runs of `run`, in ms: contention from other processes does not count. */
export function cpuMs(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}
