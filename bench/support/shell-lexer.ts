/**
 * Shell source (zsh's and bash's completion scripts) split into words as the shell would: quoted
 * and unquoted pieces, expansions kept apart as computed at run time, parentheses, braces and
 * separators; brace expansion and case-pattern alternation written out. The completion readers of
 * the accuracy bench (zsh-completions.ts, bash-completions.ts) read their statements from these.
 */

/** One piece of a zsh word: literal text, quoted or not, or an expansion computed at run time. */
export interface Piece { text: string; quoted: boolean; dynamic?: boolean }

export type Token =
  | { kind: 'word'; pieces: Piece[]; /** Written right after a `)`: `(a|b)Open`. */ glued?: boolean }
  | { kind: 'open'; adjacent: boolean }
  | { kind: 'close' }
  | { kind: 'brace-open' }
  | { kind: 'brace-close' }
  | { kind: 'end' } // newline or `;`
  | { kind: 'case-end' } // `;;`, `;&`, `;|`
  | { kind: 'op'; text: string }; // `&&`, `||`, `|`, `&`, redirections

/** The index just past the bracket that closes the one at `at` (quotes skipped; bounded by the text). */
function closing(text: string, at: number, open: string, close: string): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') { i++; continue; }
    if (c === "'" && open !== '{') { const end = text.indexOf("'", i + 1); i = end < 0 ? text.length : end; continue; }
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return text.length;
}

/** The length of a `$` expansion at `at`: `$(...)`, `${...}`, `$name[...]`, `$#`, `$1`. */
function expansionLength(text: string, at: number): number {
  const next = text[at + 1];
  if (next === '(') return closing(text, at + 1, '(', ')') - at;
  if (next === '{') return closing(text, at + 1, '{', '}') - at;
  const m = /^\$[+=^~#]*(?:[A-Za-z_][A-Za-z0-9_]*|[0-9#@*?$!-])/.exec(text.slice(at, at + 200));
  if (!m) return 1;
  let end = at + m[0].length;
  if (text[end] === '[') end = closing(text, end, '[', ']');
  return end - at;
}

/** Splits zsh source into tokens: words of quoted and unquoted pieces, parentheses, braces, separators. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let pieces: Piece[] = [];
  let started = false;
  let spaced = true;
  let glued = false;
  let at = 0;
  const push = (piece: Piece) => {
    if (!started) glued = text[at - 1] === ')';
    const last = pieces[pieces.length - 1];
    if (last && last.quoted === piece.quoted && !last.dynamic && !piece.dynamic) last.text += piece.text;
    else pieces.push(piece);
    started = true;
  };
  const endWord = () => {
    if (started) {
      const only = pieces.length === 1 && !pieces[0]!.quoted ? pieces[0]!.text : undefined;
      if (only === '{') tokens.push({ kind: 'brace-open' });
      else if (only === '}') tokens.push({ kind: 'brace-close' });
      else tokens.push({ kind: 'word', pieces, ...(glued ? { glued } : {}) });
    }
    pieces = [];
    started = false;
  };
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    at = i;
    if (c === '\\') {
      if (text[i + 1] === '\n') { endWord(); spaced = true; i += 2; continue; }
      push({ text: text[i + 1] ?? '', quoted: true });
      i += 2;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      push({ text: text.slice(i + 1, end < 0 ? text.length : end), quoted: true });
      i = end < 0 ? text.length : end + 1;
    } else if (c === '$' && text[i + 1] === "'") {
      let value = '';
      let j = i + 2;
      for (; j < text.length && text[j] !== "'"; j++) {
        if (text[j] === '\\') { j++; value += text[j] === 'n' ? '\n' : text[j] === 't' ? '\t' : text[j] ?? ''; } else value += text[j];
      }
      push({ text: value, quoted: true });
      i = j + 1;
    } else if (c === '"') {
      let j = i + 1;
      let value = '';
      for (; j < text.length && text[j] !== '"';) {
        if (text[j] === '\\' && /["$\\`]/.test(text[j + 1] ?? '')) { value += text[j + 1]; j += 2; } else if (text[j] === '$') {
          if (value) { push({ text: value, quoted: true }); value = ''; }
          const length = expansionLength(text, j);
          push({ text: text.slice(j, j + length), quoted: true, dynamic: length > 1 });
          j += length;
        } else value += text[j++];
      }
      push({ text: value, quoted: true });
      i = j + 1;
    } else if (c === '$') {
      const length = expansionLength(text, i);
      push({ text: text.slice(i, i + length), quoted: false, dynamic: length > 1 });
      i += length;
    } else if (c === '`') {
      const end = text.indexOf('`', i + 1);
      push({ text: text.slice(i, end < 0 ? text.length : end + 1), quoted: false, dynamic: true });
      i = end < 0 ? text.length : end + 1;
    } else if (c === '#' && !started && (i === 0 || /\s/.test(text[i - 1]!))) {
      // `(#b)` is a glob flag, not a comment.
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '\n') {
      endWord(); tokens.push({ kind: 'end' }); spaced = true; i++;
    } else if (c === ';') {
      endWord();
      if (/[;&|]/.test(text[i + 1] ?? '')) { tokens.push({ kind: 'case-end' }); i += 2; } else { tokens.push({ kind: 'end' }); i++; }
      spaced = true;
    } else if (c === '(') {
      const adjacent = started;
      endWord();
      tokens.push({ kind: 'open', adjacent: adjacent && !spaced });
      spaced = false;
      i++;
    } else if (c === ')') {
      endWord(); tokens.push({ kind: 'close' }); spaced = false; i++;
    } else if (c === '|' || c === '&' || c === '<' || c === '>') {
      endWord();
      const length = /[|&>]/.test(text[i + 1] ?? '') ? 2 : 1;
      tokens.push({ kind: 'op', text: text.slice(i, i + length) });
      spaced = true;
      i += length;
    } else if (/\s/.test(c)) {
      endWord(); spaced = true; i++;
    } else {
      if (!started) spaced = false;
      push({ text: c, quoted: false });
      i++;
    }
  }
  endWord();
  return tokens;
}

/** The literal strings a word stands for, braces expanded (`{-v,--verbose}'[x]'`); none when it holds an expansion. */
export function literals(pieces: readonly Piece[]): string[] {
  if (pieces.some((p) => p.dynamic)) return [];
  const at = pieces.findIndex((p) => !p.quoted && /\{[^{}]*,[^{}]*\}/.test(p.text));
  if (at < 0) return [pieces.map((p) => p.text).join('')];
  const m = /\{([^{}]*,[^{}]*)\}/.exec(pieces[at]!.text)!;
  const before = pieces[at]!.text.slice(0, m.index);
  const after = pieces[at]!.text.slice(m.index + m[0].length);
  return m[1]!.split(',').slice(0, 64).flatMap((alternative) => literals([
    ...pieces.slice(0, at), { text: `${before}${alternative}${after}`, quoted: false }, ...pieces.slice(at + 1),
  ]));
}

/** The parameter names a word expands (`$opts`, `"${common[@]}"`, `$^args`). */
export function referencedArrays(pieces: readonly Piece[]): string[] {
  return pieces.filter((p) => p.dynamic).flatMap((p) => [...p.text.matchAll(/\$\{?[=^~#+]*(?:\([^)]*\))?([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!));
}

/**
 * The words a case pattern matches, alternation groups written out (`ed(|it)|sel` is ed, edit,
 * sel); none for a pattern with a wildcard in it.
 */
export function patternWords(pattern: string): string[] {
  const alternatives = (text: string): string[] => {
    const out: string[] = [];
    let depth = 0;
    let from = 0;
    for (let k = 0; k < text.length; k++) {
      if (text[k] === '(') depth++;
      else if (text[k] === ')') depth--;
      else if (text[k] === '|' && depth === 0) { out.push(text.slice(from, k)); from = k + 1; }
    }
    out.push(text.slice(from));
    return out;
  };
  const expand = (text: string): string[] => {
    const open = text.indexOf('(');
    if (open < 0) return [text];
    let depth = 0;
    let close = open;
    for (; close < text.length; close++) {
      if (text[close] === '(') depth++;
      else if (text[close] === ')' && --depth === 0) break;
    }
    const rest = expand(text.slice(close + 1));
    return alternatives(text.slice(open + 1, close)).flatMap(expand).flatMap((inner) => rest.map((tail) => `${text.slice(0, open)}${inner}${tail}`)).slice(0, 256);
  };
  return alternatives(pattern).flatMap(expand).filter((word) => word !== '' && !/[*?[\]<>#~^]/.test(word));
}
