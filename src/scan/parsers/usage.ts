import { spellLongShortGroups } from './long-short-groups.js';
import type { CliValueType } from '../types.js';
import { type HelpLine, type HelpSection } from './layout.js';
import { typeFromMetavar } from './value-type.js';
import { isDefinitionLine } from './bnf-definitions.js';

/**
 * Every usage of a command, wrapped lines joined: `usage: git commit [-a] ...` spread over several
 * lines is one usage; a line starting with `or:` (or `or` and the program's name) or with the program name again is the next one
 * (clap lists several under `USAGE:`). The first is the command's usage; the others still name
 * options (`git diff ... --cached`).
 *
 * @example
 * allUsages(toLines('Usage: ls [OPTION]... [FILE]...\n'), sections) // ['ls [OPTION]... [FILE]...']
 */
export function allUsages(lines: HelpLine[], sections: HelpSection[], used?: Set<number>): string[] {
  const section = sections.find((s) => s.kind === 'usage');
  if (!section) return [];
  const usages: string[][] = [];
  let i = section.start;
  if (section.inline !== '') usages.push([section.inline]);
  else {
    while (i < section.end && lines[i]!.body === '') i += 1;
    if (i >= section.end) return [];
    // Go's flag package titles its option list `Usage of duf:` and prints the options right under
    // it (`  -all`, `  -hide string`): an option row there is no usage.
    if (/^-/.test(lines[i]!.body)) return [];
    usages.push([lines[i]!.body]);
    used?.add(i);
    i += 1;
  }
  // lastpass-cli prints its first usage with the path it was run by (`/usr/bin/lpass {--help}`) and
  // the rest with the bare name (`lpass login ...`): the program is its file name either way.
  const program = commandWord(usages[0]![0]!);
  const usageIndent = section.inline === '' ? lines[i - 1]!.indent : 0;
  // npm prints its usages flush left under `Usage:`, one per line, each starting with the program.
  const flushLeft = section.inline === '' && lines[i - 1]?.indent === 0;
  for (; i < section.end && usages.length < 32; i += 1) {
    const line = lines[i]!;
    if (line.body === '') {
      // tailwindcss-style paragraphs: `Usage:` / `  tool [options]` / blank / `  tool build [...]`.
      // A blank line ends the usages unless the next line is another usage of the program, indented.
      const next = lines.slice(i + 1, section.end).find((candidate) => candidate.body !== '');
      // The program's own words are no prose (iproute2: `ip link delete { DEVICE | ... }`).
      if (next && next.indent > 0 && commandWord(next.body) === program && !PROSE.test(next.body.replace(/^\S+\s*/, '').replace(/<[^>]*>|\[[^\]]*\]/g, ''))) continue;
      break;
    }
    if (line.indent === 0 && !(flushLeft && commandWord(line.body) === program)) break;
    // dkms: `  [action]  = { add | remove ... }` under the usage defines its placeholder; no more usage.
    if (isDefinitionLine(line.body)) break;
    // An option list right under the usage (curl) is not a wrapped usage; a deeply indented
    // continuation that happens to start with an option (ssh-keygen) is.
    if (line.body.startsWith('-') && (line.indent < 8 || /\S {2,}\S/.test(line.body))) break;
    // rsync writes `or` without the colon, followed by the program (`  or   rsync [OPTION]... SRC`).
    const or = /^or:\s*/i.exec(line.body) ?? (commandWord(/^or\s+(\S+)/i.exec(line.body)?.[1] ?? '') === program ? /^or\s+/i.exec(line.body) : null);
    // rg: `command | rg [OPTIONS] PATTERN` is a usage of its own (of the pipe), not the one above continued.
    const piped = commandWord(/^[\w-]+ \| (\S+)/.exec(line.body)?.[1] ?? '') === program;
    const next = or !== null || piped || commandWord(line.body) === program;
    // Prose under the usage (unzip's "Default action is to extract files in list, ..."); a next
    // usage may well start with three words (`or: git remote add ...`).
    if (!next && (PROSE.test(line.body.replace(/<[^>]*>|\[[^\]]*\]/g, '')) || /(?<!\.)\.$|;$/.test(line.body))) {
      // kubectx: `kubectx -d <NAME> [<NAME...>] : delete context <NAME>` wraps its text onto deeper
      // lines, and the usages go on below them: the wrapped text is skipped, not an end.
      const after = lines.slice(i + 1, section.end).find((candidate) => candidate.body !== '' && candidate.indent <= usageIndent);
      if (line.indent >= usageIndent + 8 && after !== undefined && commandWord(after.body) === program) continue;
      break;
    }
    used?.add(i);
    if (or) usages.push([line.body.slice(or[0].length)]);
    else if (next) usages.push([line.body]);
    else usages[usages.length - 1]!.push(line.body);
  }
  // npm prints `npm install        install all the dependencies`: the text after a wide gap is prose.
  // meow, sade, oclif and clipanion write their usages as shell prompts (`$ foo <input>`).
  return usages.map((parts) => parts.map(beforeProse).join(' ').replace(/\s+/g, ' ').trim().replace(PROMPT, ''))
    .flatMap((usage) => inlineAlternatives(usage, program));
}

/**
 * One usage line holding two, joined by a bar outside brackets before the program's name again:
 * webpack-cli's `webpack [entries...] [options] | webpack [command] [options]` is two usages; read
 * as one, `webpack` and `command` became operands.
 */
function inlineAlternatives(usage: string, program: string): string[] {
  if (!usage.includes(' | ')) return [usage];
  const parts = splitTopLevel(usage, '|').map((part) => part.trim());
  if (parts.length < 2 || !parts.every((part) => commandWord(part) === program)) return [usage];
  return parts;
}

/** A shell prompt before a usage (`$ foo <input>`). */
const PROMPT = /^\$ (?=\S)/;

/** The file name of a line's first word, after a shell prompt: `/usr/bin/lpass login`, `$ lpass login` → `lpass`. */
function commandWord(line: string): string {
  return line.replace(PROMPT, '').split(/\s+/)[0]!.split('/').pop()!;
}

/** Three words of prose in a row (`Default action is ...`), outside brackets and angle brackets. */
const PROSE = /[a-z]{2,} [a-z]{2,} [a-z]{2,}/;

/**
 * A usage line without the prose a wide gap puts after it (npm's `npm test           run this
 * project's tests`). A wide gap inside brackets is layout, not the end of the usage: tree prints
 * `[-H  baseHREF]`, and cutting there would leave the bracket open and swallow every operand after it.
 */
function beforeProse(part: string): string {
  let depth = 0;
  for (let i = 0; i < part.length; i += 1) {
    const ch = part[i]!;
    if (ch === '[' || ch === '(' || ch === '{' || ch === '<') depth += 1;
    else if ((ch === ']' || ch === ')' || ch === '}' || ch === '>') && depth > 0) depth -= 1;
    else if (depth === 0 && ch === ' ' && part[i + 1] === ' ') return part.slice(0, i);
  }
  return part;
}

/** A positional argument as the usage line shows it. */
export interface UsagePositional {
  name: string;
  required: boolean;
  variadic: boolean;
  type: CliValueType;
  /** Needed unless one of these options is given (set from the command's other usage forms: usage-alternatives.ts). */
  requiredUnless?: string[];
  /** The words it takes, for an operand written as a choice of words (`[active|screen|area]`); type `enum`. */
  enumValues?: string[];
  /** Literal words it also takes beside its metavariable (wg's `{ <interface> | all | interfaces }`). */
  knownValues?: string[];
}

/** What a usage line tells: positionals in order, and options printed outside brackets (required). */
export interface UsageFacts {
  positionals: UsagePositional[];
  requiredOptions: string[];
  /** Set while walking: a long switch outside brackets selects a mode of the command. */
  modeSwitch?: boolean;
}

/** One word or bracketed group of a usage line. */
export interface UsageToken {
  text: string;
  /** Text followed directly or after a space by `...`. */
  ellipsis: boolean;
}

/**
 * Splits a usage line into words and whole bracketed groups (`[-n <num>]`, `(a|b)`, `<file>`).
 *
 * @example
 * tokenizeUsage('git add [-n] <path>...').map((t) => t.text) // ['git', 'add', '[-n]', '<path>']
 */
export function tokenizeUsage(s: string): UsageToken[] {
  const tokens: UsageToken[] = [];
  let i = 0;
  const pairs: Record<string, string> = { '[': ']', '(': ')', '{': '}', '<': '>' };
  while (i < s.length) {
    if (s[i] === ' ') {
      i += 1;
      continue;
    }
    let j = i;
    const stack: string[] = [];
    while (j < s.length && (stack.length > 0 || s[j] !== ' ')) {
      const ch = s[j]!;
      if (pairs[ch] !== undefined) stack.push(pairs[ch]!);
      else if (stack.length > 0 && ch === stack[stack.length - 1]) stack.pop();
      j += 1;
    }
    let text = s.slice(i, j);
    let ellipsis = false;
    if (text.endsWith('...')) {
      ellipsis = true;
      text = text.slice(0, -3);
    }
    if (text === '' && tokens.length > 0) tokens[tokens.length - 1]!.ellipsis = true;
    else if (text !== '') tokens.push({ text, ellipsis });
    i = j;
  }
  return tokens;
}

const OPTION_PLACEHOLDER = /^([\w -]*[ _-])?(options?|flags?)(\.\.\.)?$/i;

function isMetavar(text: string): boolean {
  return /^<[^>]+>$/.test(text) || /^[A-Z][A-Z0-9_-]*$/.test(text) || /^\{.*\}$/.test(text);
}

function hasTopLevel(s: string, ch: string): boolean {
  return splitTopLevel(s, ch).length > 1;
}

/** `s` cut at each `ch` outside brackets: `-m <M>|-F <F>` → `-m <M>`, `-F <F>`. */
function splitTopLevel(s: string, ch: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i]!;
    if ('[({<'.includes(c)) depth += 1;
    else if ('])}>'.includes(c)) depth -= 1;
    else if (depth === 0 && c === ch) {
      parts.push(s.slice(from, i));
      from = i + 1;
    }
  }
  return [...parts, s.slice(from)];
}

/** One form of an operand written bare with its others: `NAME`, `#N`, `CARD-#N`, `<id>`. */
const METAVAR_FORM = /^(?:<[\w -]+>|#?[A-Z][A-Z0-9_]*(?:-#?[A-Z][A-Z0-9_]*)*)$/;
/** A literal value among bare forms: `1`, `0`, `toggle`. */
const LITERAL_FORM = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * The name of one operand written bare as its forms (pactl's `NAME|#N`, `SINK|SOURCE`, `1|0|toggle`),
 * or undefined when `text` is not that. The metavariables name it (`#N`, an index of the same thing,
 * adds nothing: `name`; `sink_or_source`), else its literal values do (`1_or_0_or_toggle`). Literal
 * values count only after the command's words: `start|stop` right after them are its commands.
 */
function eitherFormName(text: string, afterLiterals: boolean): string | undefined {
  if (!/^[^[({<-][^\s]*\|/.test(text)) return undefined;
  const forms = text.split('|');
  if (forms.some((form) => form === '')) return undefined;
  if (forms.every((form) => METAVAR_FORM.test(form))) {
    const named = forms.filter((form) => !/^#|-#/.test(form)).map((form) => form.replace(/^<|>$/g, '').toLowerCase().replace(/[\s-]+/g, '_'));
    return named.length > 0 ? [...new Set(named)].join('_or_') : forms[0]!.replace(/\W/g, '').toLowerCase();
  }
  return afterLiterals && forms.every((form) => LITERAL_FORM.test(form)) ? forms.join('_or_') : undefined;
}

/** The name one form of a bracketed choice gives its operand: `<Default Sink>` → `default_sink`, `FILE` → `file`. */
function formName(form: string): string {
  return form.replace(/^<|>$/g, '').toLowerCase().replace(/\s+/g, '_');
}

/** A metavariable among a bracketed choice's forms: `<interface>`, `FILE`. */
const METAVAR_CHOICE = /^(<[\w -]+>|[A-Z][A-Z0-9_-]*)$/;

/** A choice of a metavariable and literal words (`<interface> | all | interfaces`). */
function mixedForms(forms: readonly string[]): boolean {
  const metavars = forms.filter((f) => METAVAR_CHOICE.test(f)).length;
  return metavars > 0 && metavars < forms.length && forms.every((f) => METAVAR_CHOICE.test(f) || /^[a-z][a-z0-9_-]*$/.test(f));
}

/** Longest name a choice of words gets from its words; a longer one is named by its first word. */
const CHOICE_NAME_LENGTH = 40;

/**
 * The operand name of a choice of words: the words joined (`active_or_screen_or_area`), or, when
 * that is long (wg's twelve fields), the first word and `_or_other`: clients reject property names
 * over 64 characters, and the enum lists every word anyway.
 */
function choiceName(forms: readonly string[]): string {
  const joined = forms.join('_or_');
  return joined.length <= CHOICE_NAME_LENGTH ? joined : `${forms[0]}_or_other`;
}

/** Deeper nesting than this is not a usage line anyone wrote; stop rather than recurse without bound. */
const MAX_DEPTH = 8;

/** How {@link usageFacts} reads a usage beyond the line itself. */
export interface UsageReading {
  /** Options the help lists as switches: a metavariable after one is an operand (`jq --args <jq filter>`), not its value. */
  switches?: ReadonlySet<string>;
  /** Make every operand optional when a long switch outside brackets selects a mode (default true). */
  relaxModes?: boolean;
}

function walk(tokens: UsageToken[], required: boolean, facts: UsageFacts, seen: Set<string>, depth = 0, pathRead = false, switches: ReadonlySet<string> = new Set()): void {
  if (depth > MAX_DEPTH) return;
  // Bare lower-case words before the first bracket or option are the command path (`git commit`);
  // after one they are positionals (BSD style: `ssh [-46] destination`). When the caller knows the
  // command path and the usage starts with it, every word after it is a positional
  // (`basename string [suffix]`).
  let afterLiterals = depth > 0 || pathRead;
  let afterOptionsPlaceholder = false;
  for (let k = 0; k < tokens.length; k += 1) {
    const { text, ellipsis } = tokens[k]!;
    if (k > 0 && tokens[k - 1]!.text === '[options]') afterOptionsPlaceholder = true;
    if (!/^[a-z][a-z0-9_-]*$/.test(text)) afterLiterals = true;
    if (text === '|' || text === '--' || text.startsWith('+')) continue;
    if (text.startsWith('-')) {
      const option = /^(--?[A-Za-z0-9][\w-]*)/.exec(text)?.[1];
      if (required && option) facts.requiredOptions.push(option);
      const isSwitch = option !== undefined && option === text && switches.has(option);
      const takesValue = text.includes('=') || text.includes('<') || Boolean(!isSwitch && tokens[k + 1] && isMetavar(tokens[k + 1]!.text));
      // A long switch outside brackets selects a mode (`git diff --no-index ... <path> <path>`).
      if (required && option?.startsWith('--') && !takesValue) facts.modeSwitch = true;
      if (!isSwitch && !text.includes('=') && !text.includes('<') && tokens[k + 1] && isMetavar(tokens[k + 1]!.text)) k += 1;
      continue;
    }
    // gh: `[<number> | <url> | <branch>]` (optional) and `{<number> | <url>}` (required) are one
    // positional that takes any of the forms. commander prints them bare and lower-case after its
    // `[options]`, the last one marked repeatable: pm2's `start [options] [name|namespace|file|id...]`.
    // Without `[options]` before them bare words are a command's subcommands (`git bisect [help|start|bad|...]`),
    // unless the words stand after the command's own path in a help that lists no subcommands:
    // grimshot's `grimshot copy [active|screen|output|area|window]` is one operand, a choice of words.
    if ((text.startsWith('[') || text.startsWith('{')) && hasTopLevel(text.slice(1, -1), '|')) {
      // `[FILE|-]`: `-` is the file spelled for standard input or output, no form of its own.
      const forms = text.slice(1, -1).split('|').map((f) => f.trim()).filter((f, i, all) => f !== '-' || all.length < 2);
      const repeated = forms.length > 1 && /^[a-z][a-z0-9_-]*\.\.\.$/.test(forms.at(-1)!);
      if (repeated) forms[forms.length - 1] = forms.at(-1)!.slice(0, -3);
      const words = forms.length > 1 && forms.every((f) => /^[a-z][a-z0-9_-]*$/.test(f));
      const bare = words && text.startsWith('[') && afterOptionsPlaceholder;
      const choice = words && !repeated && !ellipsis && pathRead && depth === 0;
      if (choice) {
        const name = choiceName(forms);
        if (!seen.has(name)) {
          seen.add(name);
          facts.positionals.push({ name, required: required && text.startsWith('{'), variadic: false, type: 'enum', enumValues: forms });
        }
      } else if (mixedForms(forms) && !repeated && !ellipsis) {
        // wg: `show { <interface> | all | interfaces }` is one operand: a name of the metavariable's
        // kind, or one of the literal words beside it, which the binding lists as its known values.
        const metavars = forms.filter((f) => METAVAR_CHOICE.test(f));
        const name = metavars.map(formName).join('_or_');
        if (!seen.has(name)) {
          seen.add(name);
          const type = metavars.length === 1 ? typeFromMetavar(metavars[0]!).type : 'string';
          const knownValues = forms.filter((f) => !METAVAR_CHOICE.test(f));
          facts.positionals.push({ name, required: required && text.startsWith('{'), variadic: false, type: type === 'boolean' || type === 'enum' ? 'string' : type, knownValues });
        }
      } else if (bare || forms.every((f) => METAVAR_CHOICE.test(f))) {
        const name = forms.map(formName).join('_or_');
        if (!seen.has(name)) {
          seen.add(name);
          const type = forms.length === 1 ? typeFromMetavar(forms[0]!).type : 'string';
          facts.positionals.push({ name, required: required && text.startsWith('{'), variadic: ellipsis || repeated, type: type === 'boolean' ? 'string' : type });
        }
      }
      continue;
    }
    if (text.startsWith('[')) {
      const inner = text.slice(1, -1).trim();
      // `[(-m | --max-count) <num>]`: grouped spellings of one option and its value, not a positional.
      if (inner === '' || inner.startsWith('-') || /^\(\s*-/.test(inner) || OPTION_PLACEHOLDER.test(inner)) continue;
      const innerTokens = tokenizeUsage(inner);
      if (ellipsis && innerTokens.length > 0) innerTokens[innerTokens.length - 1]!.ellipsis = true;
      walk(innerTokens, false, facts, seen, depth + 1, false, switches);
      continue;
    }
    // typer 0.2x names an operand in braces, a Python name: `shelf add [OPTIONS] {title}`,
    // `{titles}...` (GNU sed's `{script-only-if-no-other-script}` stays unread: -e makes it optional).
    const braced = /^\{([a-z][a-z0-9_]*)\}$/.exec(text);
    if (braced && !seen.has(braced[1]!)) {
      seen.add(braced[1]!);
      facts.positionals.push({ name: braced[1]!, required, variadic: ellipsis, type: 'string' });
      continue;
    }
    if (text.startsWith('(') || text.startsWith('{')) continue;
    const either = eitherFormName(text, afterLiterals);
    if (either !== undefined) {
      if (!seen.has(either)) {
        seen.add(either);
        facts.positionals.push({ name: either, required, variadic: ellipsis, type: 'string' });
      }
      continue;
    }
    let name: string;
    let repeatedForm = false;
    // npm: `<key>=<value>` is one argument.
    const pair = /^<([\w-]+)>=<([\w-]+)>$/.exec(text);
    if (pair) name = `${pair[1]}_${pair[2]}`;
    else if (/^<[a-z][\w-]*(?:\|[a-z][\w-]*)+\.\.\.>$/.test(text)) {
      // commander: `<id|name|namespace|all|json|stdin...>` is one repeatable operand in any of its forms.
      repeatedForm = true;
      name = text.slice(1, -4).split('|').join('_or_');
    } else if (text.startsWith('<') && text.endsWith('>')) {
      // beep's `[<-d|-D> DELAY_ms]`: a choice of options in angle brackets, no operand.
      if (text[1] === '-') continue;
      name = text.slice(1, -1);
    } else if (/^[A-Z][A-Z0-9_-]*$/.test(text)) name = text;
    // pactl's `#N`: the index of a thing, an operand like any metavariable.
    else if (/^#[A-Z][A-Z0-9_]*$/.test(text)) name = text.slice(1);
    // s3cmd's `s3://BUCKET`, `s3://BUCKET[/PREFIX]`: a URL whose parts are metavariables is one operand.
    else if (/^[a-z][\w+.-]*:\/\/[A-Z]/.test(text)) name = (text.match(/[A-Z][A-Z0-9_]*/g) ?? []).join('_');
    else if (/^[A-Z][A-Z0-9_-]*(\[[A-Z][A-Z0-9_-]*\])+$/.test(text)) {
      // sleep's `NUMBER[SUFFIX]...`: one operand whose value may carry a suffix (`5m`), so text.
      name = text.slice(0, text.indexOf('['));
      const key = name.toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        facts.positionals.push({ name: key, required, variadic: ellipsis, type: 'string' });
      }
      continue;
    }
    else if ((!required || afterLiterals) && /^[a-z][a-z0-9_-]*$/.test(text)) name = text;
    // mawk's `-W help`: `Usage: mawk [Options] [Program] [file ...]`, a bracketed operand capitalised.
    else if (depth > 0 && /^[A-Z][a-z][a-z0-9_-]*$/.test(text)) name = text;
    else continue;
    if (OPTION_PLACEHOLDER.test(name)) continue;
    const key = name.toLowerCase().replace(/\s+/g, '_');
    if (seen.has(key)) {
      // `<file> [file ...]`: one operand that takes one or more values.
      const earlier = facts.positionals.find((p) => p.name === key);
      if (earlier && ellipsis) earlier.variadic = true;
      continue;
    }
    seen.add(key);
    facts.positionals.push({ name: key, required, variadic: ellipsis || repeatedForm, type: typeFromMetavar(name).type === 'boolean' ? 'string' : typeFromMetavar(name).type });
  }
}

/**
 * Reads positionals and required options from a usage line. Bracketed groups holding options or
 * alternatives are skipped; `[X]` is optional, `X...` variadic; the program name and literal
 * subcommand words are not positionals.
 *
 * @example
 * usageFacts('grep [OPTION]... PATTERNS [FILE]...').positionals.map((p) => p.name) // ['patterns', 'file']
 * usageFacts('basename string [suffix]', { programName: 'basename' }).positionals.map((p) => p.name) // ['string', 'suffix']
 */
export function usageFacts(usage: string, command?: { programName?: string; commandPath?: string[] }, reading: UsageReading = {}): UsageFacts {
  const facts: UsageFacts = { positionals: [], requiredOptions: [] };
  // meow programs repeat inside the brackets, with a typographic ellipsis: `<source …>`, `<file ...>`.
  const tokens = tokenizeUsage(usage.replace(/^usage:\s*/i, '').replace(/<([\w-]+) ?(?:\.\.\.|…)>/g, '<$1>...'));
  const path = command?.commandPath ?? [];
  const program = tokens[0]?.text.split('/').pop();
  // pnpm: `pnpm [-r] [-c] exec <command> [args...]` — option groups may stand before the command path.
  let at = 1;
  while (path.length > 0 && path[0] !== tokens[at]?.text && /^\[-[^\]]*\]$/.test(tokens[at]?.text ?? '')) at += 1;
  if (!path.every((word, i) => tokens[at + i]?.text === word)) at = 1;
  const pathRead = command?.programName !== undefined && program === command.programName && path.every((word, i) => tokens[at + i]?.text === word);
  walk(pathRead ? [...tokens.slice(1, at), ...tokens.slice(at + path.length)] : tokens.slice(1), true, facts, new Set(), 0, pathRead, reading.switches);
  // An enum from a metavariable's name says nothing of its values; a choice of words does.
  for (const p of facts.positionals) if (p.type === 'enum' && p.enumValues === undefined) p.type = 'string';
  // The operands of one mode (`git diff --no-index <path> <path>`, which git prints as its only
  // usage outside a repository) are not required of every call: the command has other modes.
  if (facts.modeSwitch && reading.relaxModes !== false) for (const p of facts.positionals) p.required = false;
  delete facts.modeSwitch;
  return facts;
}

/** An option the usage line shows, as far as the usage alone tells. */
export interface UsageOption {
  token: string;
  /** `--[no-]x` in the usage: `--no-x` negates it. */
  negatable: boolean;
  /** The short spelling grouped with this long one: `(-m | --max-count) <num>`. */
  short?: string;
  valueName?: string;
  /** `[-I <dir>...]`, `[--include=<path>...]`: the option may be given more than once. */
  repeatable?: boolean;
  valueOptional: boolean;
  valueStyle?: 'separate' | 'equals';
}

// An option may open a bracket, a paren or a brace: lastpass-cli's `{--username|--password|...}`
// is a required choice of options.
const USAGE_OPTION =
  /(?:^|[\s[({|])(--\[no-\][A-Za-z0-9][\w-]*|--?[A-Za-z0-9][\w-]*)(\[=[^\]\s|]*\]|=[^\s\]|()}]+|\[<[^\]\s]*>\]|<[^>\s]*>)?(?= (<[^\s\]<>][^\]<>]*>|[A-Z][A-Z0-9_-]*|\{[^{}\s]+\})(?:\.\.\.)?(?:[\])}]| \|| \[-)| |[\])}]|\||$)(?: (<[^\s\]<>][^\]<>]*>|[A-Z][A-Z0-9_-]*|\{[^{}\s]+\})(\.\.\.)?(?=[\])}]| \|| \[-))?/g;

/** A value as lvm prints it: `Number`, `[-]Size[m|UNIT]`, `y|n`, `basic|json`. */
const SPACED_VALUE = String.raw`(?:[^\s\[\]]|\[[^\[\]\s]*\])+`;
const SPACED_GROUP = new RegExp(String.raw`\[\s+((?:-[A-Za-z0-9]\|)?--?[A-Za-z0-9][\w-]*)((?:\s+${SPACED_VALUE})?)\s+\]`, 'g');
const BARE_PAIR = new RegExp(String.raw`(^|\s)(-[A-Za-z0-9]\|--[A-Za-z0-9][\w-]*) (${SPACED_VALUE})(?=\s|$)`, 'g');

/** The value's first word as a metavar: `[-]Number[PERCENT]` is `<Number>`. */
function metavarOf(value: string): string {
  return `<${/[A-Za-z][\w]*/.exec(value)?.[0] ?? 'value'}>`;
}

/**
 * lvm's synopses: `lvreduce -L|--size [-]Size[m|UNIT] LV` over `[ -l|--extents [-]Number[PERCENT] ]`
 * and `[    --noudevsync ]`. A bracket with spaces inside around one option is that option's group,
 * and a required short|long pair outside brackets takes the value after it when the value is
 * written in lower case (an operand is `LV`); both are rewritten as `[-l|--extents <Number>]`.
 */
function unspacedGroups(printed: string): string {
  return printed
    .replace(SPACED_GROUP, (_, names: string, value: string) => (value.trim() === '' ? `[${names}]` : `[${names} ${metavarOf(value)}]`))
    .replace(BARE_PAIR, (whole: string, before: string, names: string, value: string) => (/[a-z]/.test(value) && !value.startsWith('-') ? `${before}[${names} ${metavarOf(value)}]` : whole));
}

/**
 * Options printed in a usage line (git prints its global options only there):
 * `[--git-dir=<path>]`, `[-C <path>]`, `[--exec-path[=<path>]]`, `[--[no-]status]`. A value is
 * recognised only inside a bracket that closes right after it (or before npm's repetition
 * `[--omit <x> [--omit <x> ...]]`), so positionals are not mistaken for option values.
 *
 * @example
 * usageOptions('git [--bare] [--git-dir=<path>]').map((o) => o.token) // ['--bare', '--git-dir']
 */
export function usageOptions(printed: string): UsageOption[] {
  const found: UsageOption[] = [];
  const seen = new Set<string>();
  // pass's `[--force,-f]`, `[--out|-o FILE]`: long first, then the short spelling of the same option.
  const { usage, shorts } = spellLongShortGroups(unspacedGroups(printed));
  // `(-m | --max-count) <num>`: one short and one long spelling of the same option.
  const aliases = new Map<string, string>(shorts);
  for (const m of usage.matchAll(/\((-[A-Za-z0-9]) \| (--[A-Za-z0-9][\w-]*)\)/g)) aliases.set(m[2]!, m[1]!);
  // dmsetup's `[-f|--force]`, `[-O|--sort <sort_fields>]`, netstat's `{-t|--tcp}`: the same, unspaced.
  for (const m of usage.matchAll(/(?<=[{[(|])(-[A-Za-z0-9])\|(--[A-Za-z0-9][\w-]*)(?=[\s}\])=|]|$)/g)) if (!aliases.has(m[2]!)) aliases.set(m[2]!, m[1]!);
  const grouped = new Set(aliases.values());
  // gem's `install [options] GEMNAME -- --build-flags [options]`: after a bare `--` come another
  // program's arguments, not this one's options.
  const spelled = usage
    .replace(/ -- .*$/, '')
    // fakechroot's `[-l|--lib fakechrootlib]`: one lower-case word alone after the option in its
    // bracket is its value, as `<fakechrootlib>` would be.
    .replace(/(\[(?:-[A-Za-z0-9]\|)?--?[A-Za-z0-9][\w-]*) ([a-z][\w.-]*)\]/g, '$1 <$2>]')
    // git stash: `[(-m | --message) <message>]` — each spelling takes the value; git grep:
    // `[(-O | --open-files-in-pager) [<pager>]]` — a value that may be left out (then attached).
    .replace(/\((--?[A-Za-z0-9][\w-]*(?: \| --?[A-Za-z0-9][\w-]*)+)\) (<[^>\s]+>|\[<[^>\s]+>\])/g, (_, names: string, value: string) => names.split(' | ').map((n) => (value.startsWith('[') ? `${n}[=${value.slice(1, -1)}]` : `${n} ${value}`)).join(' | '))
    // git bisect: `--term-{new,bad}=<term>` is `--term-new=<term>` and `--term-bad=<term>`.
    .replace(/(--[A-Za-z0-9][\w-]*)\{([\w-]+(?:,[\w-]+)+)\}([\w-]*)(=\S*?)?(?=[\s\]|]|$)/g, (_, head: string, alts: string, tail: string, value = '') => alts.split(',').map((a) => `${head}${a}${tail}${value}`).join(' | '));
  for (const m of spelled.matchAll(USAGE_OPTION)) {
    const negatable = m[1]!.startsWith('--[no-]');
    const token = negatable ? `--${m[1]!.slice(7)}` : m[1]!;
    if (seen.has(token) || grouped.has(token)) continue;
    seen.add(token);
    const option: UsageOption = { token, negatable, valueOptional: false };
    if (aliases.has(token)) option.short = aliases.get(token)!;
    let attached = m[2];
    const separate = m[3];
    if (attached?.endsWith('...') || m[5] !== undefined) option.repeatable = true;
    if (attached?.endsWith('...')) attached = attached.slice(0, -3);
    if (attached?.startsWith('[')) {
      option.valueName = attached.replace(/^\[=?|\]$/g, '');
      option.valueOptional = true;
      option.valueStyle = 'equals';
    } else if (attached?.startsWith('=')) {
      option.valueName = attached.slice(1);
      option.valueStyle = 'equals';
    } else if (attached?.startsWith('<')) {
      option.valueName = attached;
      option.valueStyle = 'separate';
    } else if (separate !== undefined) {
      option.valueName = separate;
      option.valueStyle = 'separate';
    }
    found.push(option);
  }
  return found;
}

/**
 * Options of a BSD-style usage line, for programs that print no option list (ssh, scp, nc):
 * `[-46AaC]` is a cluster of switches, `[-B bind_interface]` one option with a value.
 *
 * @example
 * bsdUsageOptions('ssh [-46] [-p port] destination').map((o) => o.token) // ['-4', '-6', '-p']
 */
export function bsdUsageOptions(usage: string): UsageOption[] {
  const found: UsageOption[] = [];
  const seen = new Set<string>();
  const add = (option: UsageOption): void => {
    if (seen.has(option.token)) return;
    seen.add(option.token);
    found.push(option);
  };
  const tokens = tokenizeUsage(usage.replace(/^usage:\s*/i, '')).slice(1);
  const prefixes = valuePrefixes(tokens.map(({ text }) => text));
  for (const { text } of tokens) {
    if (!text.startsWith('[') || !text.endsWith(']')) continue;
    // hub's `[-m MESSAGE|-F FILE]`: each alternative is an option of its own, when every one is.
    const alternatives = splitTopLevel(text.slice(1, -1), '|').map((part) => singleShortOption(part.trim()));
    if (alternatives.length > 1) {
      if (alternatives.every((option) => option !== undefined)) alternatives.forEach((option) => add(option!));
      continue;
    }
    const inner = text.slice(1, -1).trim();
    // A cluster of switches may hold any option character (macOS ls: `[-@ABC...1%,]`), and never
    // repeats one: `[-Olevel]` repeats `l` and `e`, so it is `-O` with the value `level` glued on.
    const cluster = /^-([A-Za-z0-9@%,#!?+.:]{2,})$/.exec(inner);
    if (cluster && prefixes.has(cluster[1]![0]!)) {
      add({ token: `-${cluster[1]![0]}`, negatable: false, valueOptional: false, valueName: 'mode', valueStyle: 'separate' });
      continue;
    }
    if (cluster && new Set(cluster[1]!).size === cluster[1]!.length) {
      for (const ch of cluster[1]!) add({ token: `-${ch}`, negatable: false, valueOptional: false });
      continue;
    }
    const glued = /^-([A-Za-z0-9])([a-z][a-z_]+)$/.exec(inner);
    if (glued) {
      add({ token: `-${glued[1]}`, negatable: false, valueOptional: false, valueName: glued[2]!, valueStyle: 'separate' });
      continue;
    }
    const single = singleShortOption(inner);
    if (single) add(single);
  }
  return found;
}

/**
 * Letters that prefix a family of two-letter groups: tcpick's `[ -yH ] [ -yP ] [ -yR ]` are `-y`
 * with the mode glued on (`H`, `P`, `R`), not clusters of `-y`, `-H`, `-P`. A letter counts when it
 * opens at least two bracketed groups of two letters with different second letters.
 */
function valuePrefixes(texts: readonly string[]): Set<string> {
  const seconds = new Map<string, Set<string>>();
  for (const text of texts) {
    const pair = /^\[\s*-([A-Za-z0-9])([A-Za-z0-9])\s*\]$/.exec(text);
    if (pair) seconds.set(pair[1]!, (seconds.get(pair[1]!) ?? new Set()).add(pair[2]!));
  }
  return new Set([...seconds].filter(([, set]) => set.size >= 2).map(([letter]) => letter));
}

/** `-p port` or `-v` alone: one short option, with the value name after it if any (`port...` repeats). */
function singleShortOption(text: string): UsageOption | undefined {
  const single = /^-([A-Za-z0-9])(?: +([^\s-][^\s]*))?$/.exec(text);
  if (!single) return undefined;
  const option: UsageOption = { token: `-${single[1]}`, negatable: false, valueOptional: false };
  if (single[2] !== undefined) {
    option.valueName = single[2].replace(/\.\.\.$/, '');
    option.valueStyle = 'separate';
    if (single[2].endsWith('...')) option.repeatable = true;
  }
  return option;
}
