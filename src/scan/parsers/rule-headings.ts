/**
 * clipanion (yarn 2+ and other programs built on it) draws its headings as rules, `━━━ Options
 * ━━━━━━`, and writes its usages as shell prompts, `$ stash push ...`, under `━━━ Usage ━━━` or,
 * for a command, right under its description with no heading at all. This turns the rules into
 * headings (`Options:`) and the prompt lines above or under a usage heading into `Usage:` lines, the
 * plain layout the other parsers read. A text without such rules is returned unchanged.
 */

const RULE_HEADING = /^━{3} (.+?) ━+\s*$/;
const PROMPT = /^\s*\$ (\S.*)$/;

/**
 * @example
 * plainRuleHeadings('Drop a stash\n\n$ stash drop <name>\n\n━━━ Options ━━━━━━\n\n  -f,--force    Drop it\n');
 * // 'Drop a stash\n\nUsage: stash drop <name>\n\nOptions:\n\n  -f,--force    Drop it\n'
 */
export function plainRuleHeadings(text: string): string {
  if (!text.includes('━━━ ')) return text;
  const lines = text.split('\n');
  const headings = lines.map((line) => RULE_HEADING.exec(line)?.[1]);
  if (!headings.some((title) => title !== undefined)) return text;
  const usageHeading = headings.findIndex((title) => title !== undefined && /^usage$/i.test(title));
  const firstHeading = headings.findIndex((title) => title !== undefined);
  // The prompts that may be the usage lie between the usage heading and the next heading, or, without
  // a usage heading, before the first one.
  const [from, to] = usageHeading >= 0
    ? [usageHeading + 1, headings.findIndex((title, j) => j > usageHeading && title !== undefined)]
    : [0, firstHeading];
  let usageTaken = false;
  return lines.map((line, i) => {
    const title = headings[i];
    if (title !== undefined) return i === usageHeading ? '' : `${title}:`;
    // The usage: the first prompt under `━━━ Usage ━━━`, or, without that heading, the first one
    // before any heading (a command's help: description, blank, `$ stash drop <name>`).
    const prompt = !usageTaken && i >= from && (to < 0 || i < to) ? PROMPT.exec(line) : null;
    if (prompt) {
      usageTaken = true;
      return `Usage: ${prompt[1]}`;
    }
    return line;
  }).join('\n');
}

/** A line drawn only of box-drawing strokes (webpack-cli's `────` under each heading). */
const RULE_LINE = /^\s*[\u2500-\u257F]{3,}\s*$/;

/**
 * The text without lines that are only a drawn rule: webpack-cli underlines each heading with
 * `────…`, which left `Commands` with no rows under it. The rule is decoration; the heading and
 * its rows stay as they were.
 *
 * @example
 * withoutRuleLines('Commands\n────────\n  build  Run webpack.\n'); // 'Commands\n  build  Run webpack.\n'
 */
export function withoutRuleLines(text: string): string {
  if (!/[\u2500-\u257F]{3}/.test(text)) return text;
  return text.split('\n').filter((line) => !RULE_LINE.test(line)).join('\n');
}
