import { escapeRegExp } from '../shared/escape-regexp.js';
/**
 * Tells a program's error message from its help: a probe of a name the program does not know
 * (`git gui --help` where git-gui is not installed) prints "not a git command" and a list of
 * similar commands, which a help parser would read as subcommands.
 */

/** Phrases programs use when they do not know the command they were given. */
const UNKNOWN_COMMAND: readonly RegExp[] = [
  /\bis not a [\w.-]+[ -]command\b/i, // git: 'gui' is not a git command; perf: 'x' is not a perf-command
  // reprepro: `Unknown action 'x'.`: some programs call their commands actions, verbs or operations.
  /\bis not a (?:valid |known )?(?:sub)?(?:command|action|verb|operation)\b/i,
  /\bunknown (?:sub)?(?:command|action|verb|operation)\b/i, // cobra, npm, cargo
  /\bunrecognized (?:sub)?(?:command|action|verb|operation)\b/i,
  /\binvalid (?:sub)?(?:command|action|verb|operation)\b/i,
  /\bno such (?:sub)?(?:command|action|verb|operation)\b/i, // cargo, poetry
  /\b(?:sub)?command not found\b/i,
  /\bdid you mean\b/i,
  /\bthe most similar commands? (?:are|is)\b/i,
];

/**
 * Phrases of a help command that has no page for the name (`pnpm help test`: `No results for
 * "test"`, `No manual entry for x`): no help, though the command may well exist.
 */
const NO_HELP: readonly RegExp[] = [/^no (?:results|manual entry|help(?: topic)?|documentation) (?:found )?for\b/i];

/**
 * argparse's refusal of a command word, after the usage it prints first: `bugz: error: argument
 * {attach,get,...}: invalid choice: 'help' (choose from 'attach', 'get', ...)`.
 */
const ARGPARSE_CHOICE = /^[\w.-]+: error: argument [^:]*: invalid choice: /;

/**
 * True when a probe's output is an error about the command itself rather than help: an
 * unknown-command phrase in its first lines and no usage line before it, argparse's refusal of a
 * choice after its usage, or a non-zero exit whose text has no usage, options or commands heading at all.
 *
 * @example
 * isProbeError("git: 'gui' is not a git command. See 'git --help'.\n\nThe most similar commands are\n\tgc", 1); // true
 * isProbeError('usage: git credential (fill|approve|reject)', 129); // false
 */
export function isProbeError(text: string, exitCode: number | null): boolean {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  if (ARGPARSE_CHOICE.test(lines.at(-1) ?? '')) return true;
  for (const line of lines.slice(0, 3)) {
    if (/^usage\b/i.test(line)) return false;
    if (UNKNOWN_COMMAND.some((pattern) => pattern.test(line)) || NO_HELP.some((pattern) => pattern.test(line))) return true;
  }
  if (exitCode === 0 || exitCode === null) return false;
  // No usage, no option row, no section heading: an error message, whatever it lists.
  return !/usage|synopsis/i.test(text) && !/^\s*-{1,2}[A-Za-z0-9]/m.test(text) && !/^\s*[A-Z][\w ]*:\s*$/m.test(text);
}

/**
 * True when the error says the program has no such command at all (it is not installed or was
 * never one): such a name is dropped, never bound as a stub.
 *
 * @example
 * isUnknownCommandError("git: 'p4' is not a git command. See 'git --help'.", 'p4'); // true
 */
export function isUnknownCommandError(text: string, name: string): boolean {
  const all = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  const lines = all.slice(0, 3);
  // The error must name the command itself: "unknown command '--help'" is about the probe, not the command.
  const named = new RegExp(`['"\`‘“]${escapeRegExp(name)}['"\`’”]`);
  if (ARGPARSE_CHOICE.test(all.at(-1) ?? '') && all.at(-1)!.includes(`invalid choice: '${name}'`)) return true;
  return lines.some((line) => named.test(line) && UNKNOWN_COMMAND.some((pattern) => pattern.test(line)));
}
