/** Facts a description states about its option, beyond the text itself. */
export interface DescriptionFacts {
  default?: string;
  enumValues?: string[];
  required?: boolean;
  repeatable?: boolean;
}

/** Which default notations a help style uses. */
export interface AnnotationStyle {
  /** clap and click: `[default: X]`. */
  bracketDefault: boolean;
  /** cobra: `(default X)`, `(default "X")`. */
  cobraDefault: boolean;
  /** argparse and others: `(default: X)` — only kept when it is one token or quoted. */
  parenDefault: boolean;
  /** GNU: `default is "X"` — only when quoted, so it is unambiguous. */
  proseDefault: boolean;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && /^(["'`]).*\1$/.test(v)) return v.slice(1, -1);
  return v;
}

function splitList(list: string): string[] {
  return list
    .split(/,\s*|\s+or\s+|\s*\|\s*/)
    .map((v) => unquote(v.replace(/\.$/, '').replace(/^\*(.*)\*$/, '$1').replace(/^or\s+/, '')))
    .filter((v) => v !== '');
}

const VALUE = /^[A-Za-z0-9_.+:@/-]+$/;

function plausibleEnum(values: string[]): string[] | undefined {
  const unique = [...new Set(values)];
  return unique.length >= 2 && unique.every((v) => VALUE.test(v)) ? unique : undefined;
}

/** Quoted words of a sentence fragment: `'always', 'never', or 'auto'`. */
function quotedWords(fragment: string): string[] {
  // `"x"`, `'x'`, and the older `` `x' `` and `‘x’` quoting of BSD and GNU pages.
  return [...fragment.matchAll(/(["'])([A-Za-z0-9_.+:@/-]+)\1|[`\u2018]([A-Za-z0-9_.+:@/-]+)['\u2019]/g)].map((m) => m[2] ?? m[3]!);
}

/** Enum values stated in the description. */
function enumFromDescription(rawText: string, metavar: string | undefined): string[] | undefined {
  // Rejoin words the help wrapped at a hyphen (`one-` / `dark`), so lists are not cut short.
  const text = rawText.replace(/([A-Za-z0-9]-)\n[ \t]+([A-Za-z0-9])/g, '$1$2');
  const oneLine = text.replace(/\s+/g, ' ');
  // Most descriptions state no values at all: skip the patterns when none of their words occur.
  const lower = oneLine.toLowerCase();
  const mentionsValues = /possible values|one of|values are|may be set to|choices|[{("'[]/.test(lower);
  if (!mentionsValues) return undefined;
  // clap's `[possible values: a, b]`, cyclopts' `[choices: zip, tar]`.
  const bracket = /\[(?:possible values|choices): ([^\]]+)\]/i.exec(oneLine);
  if (bracket) return plausibleEnum(splitList(bracket[1]!));
  // clap 4 long help: "Possible values:" followed by "- name: text" lines.
  const block = /possible values:\s*\n((?:[ \t]*- [^\n]*(?:\n|$))+)/i.exec(text);
  if (block) {
    const values = [...block[1]!.matchAll(/^[ \t]*- ([A-Za-z0-9_.+@/-]+):?/gm)].map((m) => m[1]!);
    const found = plausibleEnum(values);
    if (found) return found;
  }
  // rg: "The possible values for this flag are:" followed by an indented "name   text" table.
  const table = /possible values[^:]{0,40}are:\s*\n\s*\n?((?:[ \t]+[A-Za-z0-9_-]+ {2,}[^\n]*(?:\n|$))+)/i.exec(text);
  if (table) {
    const values = [...table[1]!.matchAll(/^[ \t]+([A-Za-z0-9_-]+) {2,}/gm)].map((m) => m[1]!);
    const found = plausibleEnum(values);
    if (found) return found;
  }
  // bat: "Possible values: *auto*, never, always."
  const inline = /possible values(?: are)?:\s*([^.\n\]]+(?:\.[^\s][^.\n\]]*)*)/i.exec(oneLine);
  if (inline) {
    const found = plausibleEnum(splitList(inline[1]!));
    if (found) return found;
  }
  // `One of: a, b`, `One of: (a, b)` and kubectl's `One of: json|yaml|wide`.
  const oneOf = /\bone of:\s*\(?([A-Za-z0-9_.+@/-]+(?:(?:,\s*|\s*\|\s*)[A-Za-z0-9_.+@/-]+)+)\)?/i.exec(oneLine) ?? /\(one of ([A-Za-z0-9_.+@/-]+(?:,\s*(?:or\s+)?[A-Za-z0-9_.+@/-]+)+)\)/i.exec(oneLine);
  if (oneOf) {
    const found = plausibleEnum(splitList(oneOf[1]!));
    if (found) return found;
  }
  // docker: 'Set the logging level ("debug", "info", "warn", "error", "fatal")'; commander: '(choices: "a", "b")'.
  const quotedList = /\((?:choices: )?((?:"[\w.-]+"|'[\w.-]+')(?:,\s*(?:"[\w.-]+"|'[\w.-]+'))+)(?:\)|, default: )/.exec(oneLine);
  if (quotedList) {
    const found = plausibleEnum(quotedWords(quotedList[1]!));
    if (found) return found;
  }
  // `{a|b}` and argparse's `{a,b}`. A `(a|b)` or `[a|b]` in prose is left alone: it is as often
  // units (docker's "(ms|s|m|h)") or kinds of value ("<name|uid>") as a closed list.
  // A brace glued to a word is glob or template syntax (rg's `ab{c,d}`), not a list.
  const braces = /(?:^|[\s(:=])\{([A-Za-z0-9_.-]+(?:[|,][A-Za-z0-9_.-]+)+)\}/.exec(oneLine);
  if (braces) return plausibleEnum(braces[1]!.split(/[|,]/));
  // click: a `[a|b|c]` list of lower-case words closing the description is an annotation like
  // `[default: x]`: a closed list. Upper-case words (`[FILE|DIR]`) name kinds of value.
  const trailing = /(?:^|\s)\[([a-z0-9][\w.+-]*(?:\|[a-z0-9][\w.+-]*)+)\]\.?$/.exec(oneLine.trim());
  if (trailing && !/[A-Z]/.test(trailing[1]!)) {
    const found = plausibleEnum(trailing[1]!.split('|'));
    if (found) return found;
  }
  // BSD grep: "The possible values of when can be `never', `always' or `auto'."
  const valuesOf = /\bpossible values (?:of|for) [\w-]+ (?:can be|are):? ([^.]+)/i.exec(oneLine);
  if (valuesOf) {
    const found = plausibleEnum(quotedWords(valuesOf[1]!));
    if (found) return found;
  }
  // BSD ls: "based on when, which may be set to either always, auto, or never." — a closed list.
  const either = /\bmay be set to (?:either|one of) ([\w-]+(?:, [\w-]+)*,? or [\w-]+)\./i.exec(oneLine);
  if (either) {
    const found = plausibleEnum(splitList(either[1]!));
    if (found) return found;
  }
  // rg: "Accepted values are 'default', 'pcre2', or 'auto'."
  const accepted = /\b(?:accepted|allowed|valid) values are:? ([^.]+)/i.exec(oneLine);
  if (accepted) {
    const found = plausibleEnum(quotedWords(accepted[1]!));
    if (found) return found;
  }
  // GNU grep: "WHEN is 'always', 'never', or 'auto'".
  if (metavar) {
    const name = metavar.replace(/[^A-Za-z0-9_]/g, '');
    if (name !== '' && oneLine.includes(`${name} is `)) {
      const re = new RegExp(`\\b${name} is ((?:(["'])[^"']+\\2(?:,? (?:or )?)?)+)`);
      const m = re.exec(oneLine);
      if (m) return plausibleEnum(quotedWords(m[1]!));
    }
  }
  return undefined;
}

const REPEAT =
  /\b(?:can|may) be (?:repeated|(?:given|specified|used|provided|passed|supplied) (?:more than once|multiple times|several times|repeatedly|up to \d+ times))|\b(?:flags?|options?) (?:can|may) be (?:provided|given|specified|used|supplied) multiple times|\buse this option multiple times/i;

/**
 * Reads defaults, enum values, `[required]` and repetition from an option's description.
 *
 * @example
 * describeFacts('Maximum number (default 30)', undefined, { cobraDefault: true, bracketDefault: false, parenDefault: false, proseDefault: false }).default // '30'
 */
export function describeFacts(text: string, metavar: string | undefined, style: AnnotationStyle): DescriptionFacts {
  const facts: DescriptionFacts = {};
  const oneLine = text.replace(/\s+/g, ' ');
  // Every notation is read in every help style (a Go tool may write `[default: X]`, a Python one
  // `(default X)`); the style only decides which one wins when a text has several.
  const notations = [
    style.bracketDefault ? bracketDefault : undefined,
    style.cobraDefault ? cobraDefault : undefined,
    style.parenDefault ? parenDefault : undefined,
    bracketDefault, cobraDefault, parenDefault, proseDefault,
  ];
  let def: string | undefined;
  for (const read of notations) {
    if (def === undefined && read) def = read(oneLine);
  }
  // BSD pages: "The default action is `read'" (named by the value name), "It is `read' by default";
  // quoted values only.
  if (def === undefined) def = bsdProseDefault(oneLine, metavar);
  if (def !== undefined && def !== '' && def !== '[]' && def !== 'map[]') facts.default = def;
  const enumValues = enumFromDescription(text, metavar);
  if (enumValues) facts.enumValues = enumValues;
  // `[required]`, `(required)`, or a text that opens with "Required." ("Required when ..." is conditional: not required).
  if (/\[required\]|\(required\)|^required(?:\.|$)/i.test(oneLine.trim())) facts.required = true;
  if (REPEAT.test(oneLine)) facts.repeatable = true;
  return facts;
}

/**
 * clap, click and yargs: `[default: X]`. An unquoted value with blanks is prose ("index or name
 * (when --names is set)"), not a value: left alone.
 */
function bracketDefault(oneLine: string): string | undefined {
  const m = /\[default: ([^\]]*)\]/i.exec(oneLine);
  if (!m) return undefined;
  const raw = m[1]!.trim();
  return /^["'`]/.test(raw) || !/\s/.test(raw) ? unquote(raw) : undefined;
}

/** cobra: `(default X)`, `(default "X")`: one token or a quoted text, then the parenthesis closes. */
function cobraDefault(oneLine: string): string | undefined {
  const m = /\(default ("(?:[^"\\]|\\.)*"|[^)\s]+)\)/.exec(oneLine);
  return m ? unquote(m[1]!) : undefined;
}

/** argparse `(default: X)`, commander `(choices: "a", "b", default: "a")`: kept when one token or quoted. */
function parenDefault(oneLine: string): string | undefined {
  const m = /[(,] ?default: ("[^"]*"|'[^']*'|[^)]+)\)/i.exec(oneLine);
  if (!m) return undefined;
  const raw = m[1]!.trim();
  return /^["']/.test(raw) || !/\s/.test(raw) ? unquote(raw) : undefined;
}

const QUOTED = String.raw`(?:"([^"\s]+)"|'([^'\s]+)'|\`([^\`'\s]+)'|‘([^’\s]+)’)`;

function bsdProseDefault(oneLine: string, metavar: string | undefined): string | undefined {
  const name = metavar?.replace(/[^A-Za-z0-9_-]/g, '');
  const named = name ? new RegExp(String.raw`\bthe default ${name} is ${QUOTED}`, 'i').exec(oneLine) : null;
  const m = named ?? new RegExp(String.raw`(?:^|[.:;] )it is ${QUOTED} by default\b`, 'i').exec(oneLine);
  return m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : undefined;
}

/** Words that follow "default is" / "defaults to" without being a value ("The default is to ..."). */
const NOT_A_VALUE = new Set(['to', 'the', 'a', 'an', 'that', 'this', 'it', 'its', 'whatever', 'which', 'what', 'being', 'based', 'set', 'used', 'taken', 'given', 'determined', 'specified', 'platform', 'system']);

/**
 * Prose: `The default is X`, `default is X`, `default value is X`, a sentence that starts
 * `Defaults to X`, and `(defaults to X)`. Only a quoted value, or a single token that ends the
 * sentence or clause, is taken. Left alone (the looser schema, no default): "defaults to the
 * current directory", "The default is to follow links", and a `defaults to` whose subject is
 * something else ("If the time is not specified, it defaults to 00:00:00"; "NUMBER defaults to 1",
 * which is the value a bare optional-value flag takes, not the option's default).
 */
function proseDefault(oneLine: string): string | undefined {
  const m = /(?:\b(?:the )?default(?: value)? is|(?:^|[.!?]\s+|\()defaults to)\s+("[^"]+"|'[^']+'|`[^`]+`|[^\s,;.)]+(?:\.\d+)?)(?=$|\s*[,;)]|\.(?:\s|$))/i.exec(oneLine);
  if (!m) return undefined;
  const raw = m[1]!;
  if (/^["'`]/.test(raw)) return unquote(raw);
  return NOT_A_VALUE.has(raw.toLowerCase()) ? undefined : raw;
}

/**
 * Removes the structured annotations clap and click append (`[default: X]`, `[possible values: …]`,
 * `[required]`, `[env: X]`, click's ranges like `[x>=1]`), so the description is prose only.
 *
 * @example
 * stripAnnotations('Lines per file. [default: 88]') // 'Lines per file.'
 */
export function stripAnnotations(text: string): string {
  if (!text.includes('[')) return text.replace(/\s+/g, ' ').trim();
  return text
    .replace(/\s*\[(?:default|possible values|env|aliases|short aliases): [^\]]*\]/gi, '')
    .replace(/\s*\[required\]/gi, '')
    .replace(/\s*\[(?:x|[0-9.]+)\s*[<>]=?[^\]]*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
