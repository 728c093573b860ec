/**
 * Python CLIs built on rich (typer, cyclopts, rich-click) print their help in boxed panels:
 * `╭─ Options ───╮`, rows `│ --author  -a  <str>  Who wrote it. │`, `╰───╯`. This turns the panels
 * into the plain layout every other parser reads: the title a heading (`Options:`), each row an
 * indented line with its spellings joined the way click prints them (`--author, -a <str>  Who
 * wrote it.`, `--color / --no-color  Colour ...`), wrapped description lines kept at their column.
 */

const TOP = /^\s*╭─*(?:\s(.+?)\s)?─*╮\s*$/;
const ROW = /^\s*│(.*)│\s*$/;
const BOTTOM = /^\s*╰─*╯\s*$/;
/** A value name in a row's own cell or after a spelling: `<str>`, `INT`, `TEXT`, `[FILE]`. */
const VALUE = /^(?:<[^>\s]+>|\[[A-Z][A-Z0-9_]*\]|[A-Z][A-Z0-9_]*(?:\.\.\.)?)$/;

/**
 * The help with its rich panels unboxed; a text without panels is returned unchanged.
 *
 * @example
 * unboxRichPanels('╭─ Options ──╮\n│ --force  -f  Replace it. │\n╰────────────╯\n');
 * // 'Options:\n  --force, -f  Replace it.\n\n'
 */
export function unboxRichPanels(text: string): string {
  if (!text.includes('╭') || !text.includes('│')) return text;
  let inPanel = false;
  return text.split('\n').map((line) => {
    const top = TOP.exec(line);
    if (top) {
      inPanel = true;
      return top[1] !== undefined ? `${top[1].trim()}:` : '';
    }
    if (inPanel && BOTTOM.test(line)) {
      inPanel = false;
      return '';
    }
    const row = inPanel ? ROW.exec(line) : null;
    if (!row) return line;
    const inner = row[1]!.replace(/^ /, '').trimEnd();
    return ` ${richRow(inner) ?? ` ${inner}`}`;
  }).join('\n');
}

/**
 * One panel row as a plain option row, or undefined when it is no option row (a command, an
 * argument, a wrapped description line).
 */
function richRow(inner: string): string | undefined {
  const cells = inner.trim().split(/\s{2,}/);
  // typer and cyclopts mark a required parameter with a leading `*`.
  const marked = cells[0] === '*';
  if (marked) cells.shift();
  const words = (cells[0] ?? '').split(' ');
  // cyclopts: `SOURCE --source  Directory to pack.` — an operand that may also be named: the operand.
  if (words.length > 1 && VALUE.test(words[0]!) && words.slice(1).every((word) => word.startsWith('--'))) {
    return ` ${[words[0]!, ...cells.slice(1)].join('  ')}`;
  }
  // typer's arguments: `*    title      <str>  [required]` — the operand, its description.
  if (!words[0]!.startsWith('-')) {
    const typed = cells.length >= 2 && /^<[^>\s]+>$/.test(cells[1]!);
    if (typed) cells.splice(1, 1);
    return marked || typed ? ` ${cells.join('  ')}` : undefined;
  }
  const spellings: string[] = [];
  const negations: string[] = [];
  let value: string | undefined;
  let at = 0;
  // Spellings and the value name fill the first cells: typer puts long names, short names and the
  // value in cells of their own, cyclopts writes `--level INT`, `--verbose --no-verbose`, `--help (-h)`.
  for (; at < cells.length; at += 1) {
    const parts = cells[at]!.split(' ');
    if (!parts.every((part) => /^\(?-/.test(part) || VALUE.test(part))) break;
    for (const part of parts) {
      const token = part.replace(/^\((-.*)\)$/, '$1').replace(/,$/, '');
      if (VALUE.test(token)) value ??= token;
      else if (token.startsWith('--no-') && spellings.includes(`--${token.slice(5)}`)) negations.push(token);
      else spellings.push(token);
    }
  }
  if (spellings.length === 0) return undefined;
  const spec = `${spellings.join(', ')}${value !== undefined ? ` ${value}` : ''}${negations.map((negation) => ` / ${negation}`).join('')}`;
  const description = cells.slice(at).join('  ');
  return ` ${description === '' ? spec : `${spec}  ${description}`}`;
}
