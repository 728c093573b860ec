import type { ParsedFlag } from '../types.js';
import { cleanHelpText } from './clean.js';
import { parseHelp } from './index.js';
import { toLines } from './layout.js';

/**
 * `Options for 'create' command:`, `Options for create:`, steghide's `options for the info command:`,
 * lxi's `Scpi options:`: a block of one
 * command's options in its parent's help.
 */
const BLOCK_TITLE = /^(?:options for (?:the )?'?([\w.:-]+)'?(?: command)?|([a-z][\w.:-]*) options):$/i;

/**
 * Whether a block title's word names the command: the command itself, or its gerund (steghide's
 * `embedding options:` for `embed`, `extracting options:` for `extract`).
 */
function namesCommand(word: string, command: string): boolean {
  if (word === command) return true;
  return word.endsWith('ing') && word.startsWith(command) && word.length - command.length <= 4;
}

/**
 * The options a parent's help lists in a block titled for one of its commands (snapper's root help:
 * `    Options for 'create' command:` over `\t--description, -d <description>\tDescription for
 * snapshot.`; lxi's `Screenshot options:` over `  -a, --address <ip>`), for a command whose own
 * `--help` fails. The block is the lines under the title indented deeper than it.
 *
 * @example
 * commandBlockFlags("  Create:\n    Options for 'create' command:\n\t--type, -t <type>\tType.\n  Delete:\n", 'create').map((f) => f.long) // ['--type']
 */
export function commandBlockFlags(parentText: string, command: string): ParsedFlag[] {
  // Asked for every command bound from its parent's help: most parents have no such block at all.
  if (!/options for|\w options:/i.test(parentText)) return [];
  const lines = toLines(cleanHelpText(parentText));
  const flags: ParsedFlag[] = [];
  for (let i = 0; i < lines.length; i++) {
    const title = BLOCK_TITLE.exec(lines[i]!.body);
    if (!title || !namesCommand((title[1] ?? title[2]!).toLowerCase(), command)) continue;
    const block: string[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.body !== '' && line.indent <= lines[i]!.indent) break;
      block.push(line.text);
    }
    flags.push(...parseHelp(`Options:\n${block.join('\n')}\n`, { commandPath: [command] }).flags);
  }
  return flags;
}
