/** One spelling of an option in an option line: `-n`, `--lines=NUM`, `--[no-]color`, `--color / --no-color`. */
export interface OptionAlternative {
  /** The token as it is typed: `-n`, `--lines`; `--[no-]x` is given as `--x`. */
  token: string;
  /** `--[no-]x` was printed: `--no-x` negates it (ag's `--[no]x`: `--nox`, {@link negationPrefix}). */
  bracketNegation: boolean;
  /** The prefix the bracket gave the negation, when it is not `no-`: ag prints `--[no]color` for `--nocolor`, aspell `--[dont-]suggest` for `--dont-suggest`. */
  negationPrefix?: 'no' | 'dont-';
  /** This alternative came after ` / ` (click's `--x / --no-x`): it is the negation of the previous one. */
  isNegation: boolean;
  /** Metavariables printed after the token (`NUM`, `<PATH>`, `{a,b}`), joined by one space. */
  valueName?: string;
  valueOptional: boolean;
  valueStyle?: 'separate' | 'equals' | 'attached';
  /** Printed with `...` (clap's `<X>...`, `--verbose...`, `FILE ...`). */
  ellipsis: boolean;
  /** Set off from the spelling before it by blanks alone (git's `-a  --text`). */
  spaced?: boolean;
}

/** The parsed left column of an option line. */
export interface OptionSpec {
  alternatives: OptionAlternative[];
  /** Characters of the input the spec used; the rest is description. */
  consumed: number;
  /** kubectl prints `--flag=DEFAULT:`; the text after `=` is a default, not a metavariable. */
  inlineDefault?: string;
}

/**
 * A lower-case word in parentheses after an option (`(incubating)`, `(deprecated)`), or flac's
 * `(DEPRECATED)` in capitals: a note on its status, no value.
 */
export const STATUS_NOTE = /^\((?:[a-z]+(?:[ -][a-z]+)?|DEPRECATED|EXPERIMENTAL|OBSOLETE|UNSTABLE|BETA|ALPHA|LEGACY)\)$/;
/** `-x`, `--long`, `--[no-]x`, fzf's `+s`, and c++filt's `-_` (one underscore, a short option of its own). */
// Cython's `-+, --cplus`: a plus alone is a short option's letter.
const FLAG_TOKEN = /^(--?|\+)(\[no-?\]|\[dont-\])?([A-Za-z0-9?.@#:<>][A-Za-z0-9_.?@#+-]*|_(?=[\s,|]|$)|\+(?=[\s,|]|$))/;

/**
 * Thor prints optional options in brackets: `-n, [--name=NAME]`, `[--attach], [--no-attach]  # ...`.
 * A bracketed token after another spelling and its comma, or one that opens the row and is followed
 * by a comma or a `#` description, is that option; the brackets become blanks (and the comma moves
 * inside), so positions in the text stay where they were. Usage lines (`[--exec-path[=<path>]]
 * [--html-path]`) have neither.
 */
function unbracketThorOptions(s: string): string {
  // Each pass takes the comma of the token it unbrackets, so the next token is read by the next pass.
  let text = s;
  for (let pass = 0; pass < 8; pass++) {
    const next = unbracketOnce(text);
    if (next === text) break;
    text = next;
  }
  return text;
}

function unbracketOnce(s: string): string {
  return s.replace(/(^ *|, +)\[(--?[A-Za-z0-9][^\][\s]*(?:\[[^\][\s]*\])?[^\][\s]*)\](,?)(?=(.*))/g, (whole, before: string, token: string, comma: string, after: string) => {
    const opening = !before.startsWith(',');
    if (opening && comma === '' && !/^ {2,}#/.test(after)) return whole;
    return `${before} ${token}${comma} `;
  });
}

/** Single-dash tokens that are really prose or placeholders (`-NUM`), not options. */
function plausibleToken(dashes: string, name: string): boolean {
  // A name cut before its end (`--from-[...]`, prisma's example for any `--from-*` option) is no option.
  if (dashes === '--') return /^[A-Za-z0-9]/.test(name) && !name.endsWith('-');
  // `+5` is a count and `+LINE` a placeholder: only `+` and one letter is an option.
  if (dashes === '+') return /^[A-Za-z]$/.test(name);
  if (name.length === 1) return true;
  // wget's `-nv`, find-style `-name`: a lower-case start; transmission-remote's `-Bh`, gcc's
  // `-Wall`: a capital, then lower case. `-NUM` (capitals only) is a placeholder. Go's flag
  // package prints its long names with one dash, joined by hyphens (duf's `-hide-fs string`).
  return /^[a-z][A-Za-z0-9]*(?:-[a-z0-9][A-Za-z0-9]*)*$|^[A-Z][a-z][A-Za-z0-9]*$/.test(name);
}

/**
 * gource's `-WIDTHxHEIGHT, --viewport`: the short spelling is the value itself (`-1280x720`), a
 * placeholder in capitals, so the row is read as the long option taking that value
 * (`--viewport WIDTHxHEIGHT`).
 */
function longBeforeValueShort(spec: string): string {
  return spec.replace(/^-([A-Z]{2,}x[A-Z]{2,}), (--[A-Za-z0-9][\w-]*)(?= |$)/, '$2 $1');
}

/** Reads a balanced bracket group starting at `pos` (`<...>`, `[...]`, `{...}`, `(...)`). */
function readBalanced(s: string, pos: number): number {
  const open = s[pos]!;
  const pairs: Record<string, string> = { '<': '>', '[': ']', '{': '}', '(': ')' };
  const stack: string[] = [pairs[open]!];
  let i = pos + 1;
  while (i < s.length && stack.length > 0) {
    const ch = s[i]!;
    if (ch === stack[stack.length - 1]) stack.pop();
    else if (pairs[ch] !== undefined && ch !== '<') stack.push(pairs[ch]!);
    else if (ch === '<' && open !== '<') stack.push('>');
    i += 1;
  }
  return stack.length === 0 ? i : -1;
}

/** Reads one whitespace-free word at depth 0 (brackets may contain spaces: `<file name>`). */
function readWord(s: string, pos: number): number {
  let i = pos;
  while (i < s.length && s[i] !== ' ') {
    const ch = s[i]!;
    if ('<[{('.includes(ch)) {
      const end = readBalanced(s, i);
      if (end < 0) return s.length;
      i = end;
    } else if (ch === ',' && (i + 1 >= s.length || s[i + 1] === ' ')) {
      break;
    } else i += 1;
  }
  return i;
}

/** A word after an option that is clearly a metavariable whatever case it is in. */
function structuredMetavar(word: string): boolean {
  return (
    /^[<{[(]/.test(word) ||
    /^[A-Z][A-Z0-9_:./+|-]*(\[[^\]]*\])?(\.\.\.)?$/.test(word) ||
    word === '...' ||
    word === '|'
  );
}

/** Options for {@link parseOptionSpec}. */
export interface ParseSpecOptions {
  /**
   * The input is exactly the option column (split from its description by a wide gap), so every
   * word is part of the spec. When false, lower-case words end the spec unless followed by a comma
   * or the end of the line, since the description may follow after a single space (curl).
   */
  wholeSpec: boolean;
}

/**
 * Parses the option column of a help line into its alternatives.
 *
 * @example
 * parseOptionSpec('-n, --lines=NUM', { wholeSpec: true }).alternatives.map((a) => a.token) // ['-n', '--lines']
 */
/**
 * Boost.Program_options prints `-f [ --file ] arg`, `-t [ --shorten-templates ] [=arg(=1)] (=1)`,
 * `--threads arg (=4)`: the long spelling in spaced brackets, `arg` for a value, `[=arg(=1)]` for
 * one that may be left out, and `(=4)` for the default. The same head in the usual notation
 * (`-f, --file arg`, `-t, --shorten-templates[=arg]`), or undefined when `head` is not one.
 */
function boostHead(head: string): string | undefined {
  const m = /^(?:(-[A-Za-z0-9]) \[ (--[A-Za-z0-9][\w-]*) \]|(--[A-Za-z0-9][\w-]*))( arg)?( \[=arg\(=[^()]*\)\])?( \(=[^()]*\))?$/.exec(head);
  // Only with a mark of its own (the spaced brackets, `[=arg(=...)]`, `(=...)`): `--threads arg` is any head.
  if (!m || (m[1] === undefined && m[5] === undefined && m[6] === undefined)) return undefined;
  const spelled = m[1] !== undefined ? `${m[1]}, ${m[2]}` : m[3]!;
  return m[5] !== undefined ? `${spelled}[=arg]` : m[4] !== undefined ? `${spelled} arg` : spelled;
}

export function parseOptionSpec(input: string, options: ParseSpecOptions): OptionSpec | undefined {
  const boost = boostHead(input.trim());
  if (boost !== undefined) {
    const spec = parseOptionSpec(boost, { wholeSpec: true });
    return spec && { ...spec, consumed: input.trimEnd().length };
  }
  // timeshift's `--target[-device] <device>`: the part in brackets may be left out, so the printed
  // `--target` is a spelling, not `--target` with an optional value `-device`. The spec consumed is
  // counted in the row as printed.
  const suffixed = /^(\s*)(--[A-Za-z0-9][\w-]*)\[(-[A-Za-z0-9][\w-]*)\](?=[\s,=]|$)/.exec(input);
  if (suffixed) {
    const [whole, indent, token, suffix] = suffixed;
    const spec = parseOptionSpec(`${indent}${token}, ${token}${suffix}${input.slice(whole.length)}`, options);
    return spec && { ...spec, consumed: Math.max(whole.length, spec.consumed - token!.length) };
  }
  // aspell's `--add|rem-filter=<str>` is two options, `--add-filter` and `--rem-filter`, and neither
  // is `--add`: one spec cannot say that, so the row gives no option rather than a wrong one.
  if (/^--[a-z]+\|[a-z]+-[a-z]/.test(input.trimStart())) return undefined;
  // svn: `-m [--message] ARG`, `--changelist [--cl] ARG` — a bracketed second spelling, not a value.
  // xmlstarlet's `-O (or --omit-decl)` and `-P, or -S`: another spelling after `or`, no value.
  // Padded to the same length, so what the spec consumed still lines up with the row.
  const orSpelled = input
    .replace(/^(\s*--?[A-Za-z0-9][\w-]*) \(or (--?[A-Za-z0-9][\w-]*)\)(?=\s|$)/, (_, first: string, second: string) => `${first},    ${second} `)
    .replace(/^(\s*-[A-Za-z0-9]), or (?=-[A-Za-z0-9](?:\s|$))/, '$1,    ');
  const svnStyle = orSpelled.trimEnd().replace(/^(--?[A-Za-z0-9][\w-]*) \[(--[A-Za-z0-9][\w-]*)\](?= |$)/, '$1, $2');
  const valueAsShort = longBeforeValueShort(svnStyle);
  const s = unbracketThorOptions(valueAsShort);
  const thor = s !== valueAsShort;
  const alternatives: OptionAlternative[] = [];
  let pos = 0;
  let negationNext = false;
  let spacedNext = false;
  let inlineDefault: string | undefined;
  for (let guard = 0; guard < 32; guard += 1) {
    while (s[pos] === ' ') pos += 1;
    const m = FLAG_TOKEN.exec(s.slice(pos));
    if (!m || !plausibleToken(m[1]!, m[3] ?? '')) break;
    // The name may contain dots (`--tlsv1.2`) but a trailing `...` is clap's repetition mark.
    const name = (m[3] ?? '').replace(/\.\.\.$/, '');
    const alt: OptionAlternative = {
      token: `${m[1]}${name}`,
      bracketNegation: m[2] !== undefined,
      isNegation: negationNext,
      valueOptional: false,
      ellipsis: false,
      ...(m[2] === '[no]' ? { negationPrefix: 'no' as const } : m[2] === '[dont-]' ? { negationPrefix: 'dont-' as const } : {}),
    };
    negationNext = false;
    if (spacedNext) alt.spaced = true;
    spacedNext = false;
    pos += m[0].length - ((m[3] ?? '').length - name.length);
    const values: string[] = [];
    /** R's `--data-compress=` with no name after the `=`: a value all the same. */
    let bareEquals = false;
    /** The spec ends at a colon (`-r: replace ...`, `--abi ABI: override ...`). */
    let closedByColon = false;
    // Attached value forms: `=NUM`, `[=WHEN]`, `[SUFFIX]`, `...`.
    if (s.startsWith('[=', pos)) {
      const end = readBalanced(s, pos);
      if (end > 0) {
        values.push(s.slice(pos + 2, end - 1));
        alt.valueOptional = true;
        alt.valueStyle = 'equals';
        pos = end;
      }
    } else if (s[pos] === '=') {
      const end = readWord(s, pos + 1);
      let value = s.slice(pos + 1, end);
      if (value.endsWith(':') && end >= s.length) {
        inlineDefault = value.slice(0, -1);
        value = '';
      }
      // `--buffers=[N]`: the whole value in brackets is an optional one, as `--buffers[=N]` says; not
      // git's `--exclude-hidden=[receive|uploadpack]`, a choice that must be given.
      const optional = /^\[([^[\]|]+)\]$/.exec(value);
      if (optional) {
        value = optional[1]!;
        alt.valueOptional = true;
      } else if (/^(?:\[[^[\]|]*\]){2,}$/.test(value)) alt.valueOptional = true;
      if (value !== '') values.push(value);
      else bareEquals = inlineDefault === undefined;
      alt.valueStyle = 'equals';
      pos = end;
    } else if (s[pos] === '<' && alt.token.length === 2) {
      // git's `-l<n>`, `-O<file>`: a short option with its value attached.
      const end = readBalanced(s, pos);
      if (end > 0) {
        values.push(s.slice(pos, end));
        alt.valueStyle = 'separate';
        pos = end;
      }
    } else if (s[pos] === ',' && s[pos + 1] === '<') {
      // clang's `-Wa,<arg>`: the value glued on after a comma, which is part of the token.
      const end = readBalanced(s, pos + 1);
      if (end > 0) {
        values.push(s.slice(pos + 1, end));
        alt.token = `${alt.token},`;
        alt.valueStyle = 'attached';
        pos = end;
      }
    } else if (s[pos] === '[') {
      const end = readBalanced(s, pos);
      if (end > 0) {
        values.push(s.slice(pos + 1, end - 1));
        alt.valueOptional = true;
        alt.valueStyle = 'equals';
        pos = end;
      }
    }
    // ugrep's `-Z[best][+-~][MAX], --fuzzy=[best][+-~][MAX]`: more optional parts glued on belong to the value.
    for (let parts = 0; parts < 8 && values.length > 0 && s[pos] === '['; parts += 1) {
      const end = readBalanced(s, pos);
      if (end < 0) break;
      values[values.length - 1] += s.slice(pos, end);
      pos = end;
    }
    if (s.startsWith('...', pos)) {
      alt.ellipsis = true;
      pos += 3;
    }
    // Separate value words: `--lines NUM`, `-P <VAR> <MIN> <MAX>`, `--label strings`. At most 8
    // values; the words of a choice (`all | trace | ... | none`, @effect/cli's) are one value.
    for (;;) {
      if (s[pos] !== ' ') break;
      let start = pos;
      while (s[start] === ' ') start += 1;
      // virsh's `-c | --connect=URI`: a bar between two spellings, not a value.
      if (start >= s.length || s[start] === '-' || s.startsWith('/ ', start) || /^\| +--?[A-Za-z]/.test(s.slice(start))) break;
      if (start - pos > 1 && !options.wholeSpec) break;
      const end = readWord(s, start);
      const word = s.slice(start, end);
      // gradle's manual: `--parallel (incubating)`, a status note after the option, not its value.
      if (STATUS_NOTE.test(word)) break;
      // genrb's `-C or --noBinaryCollation`: `or` and another spelling, no value.
      if (word === 'or' && /^ -/.test(s.slice(end))) {
        pos = start - 1;
        break;
      }
      const atEnd = end >= s.length || s[end] === ',';
      if (!options.wholeSpec && !structuredMetavar(word) && !atEnd) break;
      // Without a known column, only more `<...>` groups may follow a first value (`-P <A> <B>`).
      const previous = values[values.length - 1];
      const alternation = word === '|' || previous?.endsWith('|') === true;
      if (values.length >= 8 && !alternation) break;
      if (!options.wholeSpec && values.length > 0 && !alternation && !/^<.*>(\.\.\.)?$/.test(word) && word !== '...') break;
      if (word === '|' && previous !== undefined) {
        values[values.length - 1] = `${previous} |`;
        pos = end;
        continue;
      }
      if (previous?.endsWith('|')) {
        values[values.length - 1] = `${previous} ${word}`;
        pos = end;
        continue;
      }
      // adb: `--abi ABI: override platform's default ABI`, the spec closed by a colon.
      if (/^[A-Za-z<[][^:]*:$/.test(word) && options.wholeSpec !== true) {
        values.push(word.slice(0, -1));
        if (alt.valueStyle === undefined) alt.valueStyle = 'separate';
        pos = end;
        closedByColon = true;
        break;
      }
      if (word === '...') alt.ellipsis = true;
      else if (word.endsWith('...')) {
        values.push(word.slice(0, -3));
        alt.ellipsis = true;
      } else values.push(word);
      if (alt.valueStyle === undefined) alt.valueStyle = 'separate';
      pos = end;
    }
    // adb: `-r: replace existing application`.
    if (!closedByColon && s[pos] === ':' && (pos + 1 >= s.length || s[pos + 1] === ' ') && options.wholeSpec !== true) {
      pos += 1;
      closedByColon = true;
    }
    if (values.length === 0 && bareEquals) values.push('VALUE');
    // conntrack's `-L [table] [options]`, `-D [table] parameters`: a value word in brackets after a
    // blank may be left out; what follows is more of the command line, not more of the value. An
    // option in brackets (`--and [-e] PATTERN`) is no value.
    if (alt.valueStyle === 'separate' && !alt.valueOptional && values.length > 0 && /^\[[^-[\]|][^[\]|]*\]$/.test(values[0]!)) {
      values.splice(0, values.length, values[0]!.slice(1, -1));
      alt.valueOptional = true;
    }
    // pflag's `--pull string[="true"]`: the value may be left out (bare `--pull` means "true"), and
    // is given after `=` when it is not.
    const pflagOptional = values.length === 1 ? /^(\w+)\[="[^"]*"\]$/.exec(values[0]!) : null;
    if (pflagOptional) {
      values.splice(0, 1, pflagOptional[1]!);
      alt.valueOptional = true;
      alt.valueStyle = 'equals';
    }
    if (values.length > 0) alt.valueName = values.join(' ');
    else if (alt.valueStyle === 'separate') delete alt.valueStyle;
    alternatives.push(alt);
    if (closedByColon) break;
    // cleo (poetry): `-v|vv|vvv, --verbose`, the short letter given more than once.
    const repeated = /^-[A-Za-z]$/.test(alt.token) ? new RegExp(`^(?:\\|${alt.token[1]}{2,})+(?=,|\\s|$)`).exec(s.slice(pos)) : null;
    if (repeated) pos += repeated[0].length;
    // Separators between alternatives.
    if (s[pos] === ',') {
      pos += 1;
      continue;
    }
    // npm: `-S|--save`, `-w|--workspace`; pyenv: `-f/--force`.
    if ((s[pos] === '|' || s[pos] === '/') && /^[|/]--?[A-Za-z]/.test(s.slice(pos))) {
      pos += 1;
      continue;
    }
    const barred = /^ +\| +(?=--?[A-Za-z])/.exec(s.slice(pos));
    if (barred) {
      pos += barred[0].length;
      // git rev-list's `--abbrev=<n> | --no-abbrev`: the second turns the first off.
      negationNext = s.startsWith(`--no-${alt.token.replace(/^--/, '')}`, pos) && alt.token.startsWith('--');
      continue;
    }
    // ICU's genrb: `-C or --noBinaryCollation`.
    const or = /^ or (?=--?[A-Za-z])/.exec(s.slice(pos));
    if (or) {
      pos += or[0].length;
      continue;
    }
    const slash = /^ +\/ +/.exec(s.slice(pos));
    if (slash) {
      pos += slash[0].length;
      negationNext = true;
      continue;
    }
    // Spellings separated by spaces only (git's `-a  --text`), when the column is known.
    const spaced = /^ +(?=--?(?:\[no-?\]|\[dont-\])?[A-Za-z])/.exec(s.slice(pos));
    if (spaced && options.wholeSpec) {
      pos += spaced[0].length;
      spacedNext = true;
      continue;
    }
    // binutils' rows too wide for their column: `-w --include-all-whitespace Include all ...`, a
    // short option, one space, its long spelling (and strings' `-v -V --version`), then the text.
    // strings' `-a - --all` puts a lone dash between the two.
    const shortThenLong = /^(?: - | )(?=(?:-[A-Za-z0-9] )*--[A-Za-z0-9])/.exec(s.slice(pos));
    if (shortThenLong && /^-[A-Za-z0-9]$/.test(alt.token) && alt.valueName === undefined && (!options.wholeSpec || shortThenLong[0] === ' - ')) {
      pos += shortThenLong[0].length;
      spacedNext = true;
      continue;
    }
    break;
  }
  if (alternatives.length === 0) return undefined;
  // The blank a closing bracket became belongs to the spec, not to the description.
  if (thor) while (s[pos] === ' ') pos += 1;
  // Thor's `[--attach], [--no-attach]`: the second negates the first. (Symfony's `--ansi|--no-ansi`
  // stays two switches, as it always was bound.)
  for (const negative of alternatives.filter((alt) => thor && alt.token.startsWith('--no-') && alt.valueName === undefined)) {
    const positive = alternatives.find((alt) => alt.token === `--${negative.token.slice(5)}` && alt.valueName === undefined);
    if (!positive) continue;
    positive.bracketNegation = true;
    alternatives.splice(alternatives.indexOf(negative), 1);
  }
  return { alternatives, consumed: pos, ...(inlineDefault !== undefined ? { inlineDefault } : {}) };
}

/**
 * Whether a trimmed line begins with an option token (`-a`, `--all`, `--[no-]x`), as opposed to
 * prose or a bullet (`- item`).
 *
 * @example
 * startsWithOption('-n, --lines=NUM  print NUM lines') // true
 */
export function startsWithOption(body: string): boolean {
  const m = FLAG_TOKEN.exec(body.startsWith('[') ? unbracketThorOptions(body).trimStart() : longBeforeValueShort(body));
  return m !== null && plausibleToken(m[1]!, m[3] ?? '');
}
