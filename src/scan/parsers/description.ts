import { BARE_USAGE_LINE, joinWrapped, type HelpLine, type HelpSection } from './layout.js';
import { startsWithOption } from './option-spec.js';

/** `ripgrep 13.0.0`, `bat 0.22.1`: a name-and-version banner, not a description. */
const VERSION_LINE = /^[\w .()-]+ v?\d+(\.\d+)+[\w.+-]*( \([^()]*\))?$|^\S+\(\d\w*\) .* \S+\(\d\w*\)$/;
/** What a program prints when it rejects `-h` (BSD ssh: `unknown option -- h`). */
const ERROR_LINE = /^(\S+: )?(unknown|invalid|illegal|unrecognized) option\b/i;
/** A paragraph that starts with a placeholder (`<rev-opts> are ...`) explains an argument. */
const ARGUMENT_NOTE = /^<[\w-]+>/;
/** `Andrew Gallant <jamslam@gmail.com>`: an author line. */
const AUTHOR_LINE = /<[^<>\s]+@[^<>\s]+>$/;

/**
 * The command's description: the first prose paragraph before the first options or commands
 * section — in the text before any heading or after the usage lines — without version banners,
 * author lines or example lines.
 *
 * @example
 * commandDescription(toLines('Usage: ls [FILE]...\nList files.\n'), sections) // 'List files.'
 */
export function commandDescription(lines: HelpLine[], sections: HelpSection[]): string {
  // A manual page (`git commit --help` prints one): NAME says `git-commit - Record changes ...`.
  const name = sections.find((s) => s.title === 'NAME');
  if (name) {
    const text = joinWrapped(lines.slice(name.start, name.end).map((l) => l.body));
    const m = /^\S+(?:, \S+)* +[-\u2013\u2014] +(.+)$/.exec(text);
    if (m) return m[1]!;
  }
  // The program word of a usage line seen so far: later lines starting with it are more usage
  // (npm's `npm install    install all the dependencies`), not prose.
  let usageWord: string | undefined;
  const firstWord = (text: string) => /^[\w.+-]+/.exec(text)?.[0];
  for (const section of sections) {
    if (section.title !== null && section.kind !== 'usage') break;
    let i = section.start;
    if (section.kind === 'usage') {
      usageWord ??= firstWord(section.inline || (lines.slice(i, section.end).find((l) => l.body !== '')?.body ?? ''));
      // Skip the usage lines themselves: the first (unless inline) and the indented ones after it.
      if (section.inline === '') {
        while (i < section.end && lines[i]!.body === '') i += 1;
        i += 1;
      }
      while (i < section.end && lines[i]!.body !== '' && (lines[i]!.indent > 0 || /^or:/i.test(lines[i]!.body))) {
        // Options straight under the usage line (curl): no description precedes them.
        if (startsWithOption(lines[i]!.body)) return '';
        i += 1;
      }
    }
    while (i < section.end) {
      const parts: string[] = [];
      while (i < section.end && lines[i]!.body === '') i += 1;
      while (i < section.end && lines[i]!.body !== '') {
        const line = lines[i]!;
        // The description comes before the options: prose after them is a footer (curl's "This is
        // not the full help..."), never the command's description.
        if (line.indent >= 1 && startsWithOption(line.body)) return joinWrapped(parts);
        if (/^examples?:/i.test(line.body)) {
          i = section.end;
          break;
        }
        const usageLike =
          parts.length === 0 &&
          !/[^.][.!]$/.test(line.body) &&
          (BARE_USAGE_LINE.test(line.body) ||
            // Prose may start with the program's name too (`apt is a package manager`); usage has
            // columns or placeholders.
            (usageWord !== undefined && line.body.startsWith(`${usageWord} `) && /\S {2,}\S|[[<]/.test(line.body)));
        if (usageLike) usageWord ??= firstWord(line.body);
        if (usageLike) {
          // The whole paragraph is usage.
          while (i < section.end && lines[i]!.body !== '') i += 1;
          break;
        }
        if (!VERSION_LINE.test(line.body) && !AUTHOR_LINE.test(line.body) && !ERROR_LINE.test(line.body)) parts.push(line.body);
        i += 1;
      }
      const text = joinWrapped(parts);
      // `<rev-opts> are documented in git-rev-list(1)`: a note on an argument, not the command.
      if (text !== '' && !ARGUMENT_NOTE.test(text)) return text;
    }
  }
  return '';
}
