/**
 * Hand-written expectations for help texts (`<case>.txt` + `<case>.expect.json`), checked against
 * svc's help parser. Used by the fixture tests (test/scan/apexe-cases.test.ts, bsd man pages) and
 * by bench/value-detail-agreement.ts. The format is described in test/fixtures/apexe/README.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseManPage } from '../../src/scan/man/parse.js';
import { parseHelp } from '../../src/scan/parsers/index.js';
import { detectJsonFlag } from '../../src/scan/parsers/json-flag.js';
import type { ParsedFlag, ParsedHelp } from '../../src/scan/types.js';

/** What one flag must look like. `null` means "absent"; a missing key is not checked. */
export interface FlagExpectation {
  /** The long token, or the short one for a short-only flag, that finds the flag. */
  token: string;
  long?: string | null;
  short?: string | null;
  /** The flag takes a value (has a value name) or is a switch. */
  takesValue?: boolean;
  valueName?: string | null;
  valueOptional?: boolean | null;
  valueStyle?: 'separate' | 'equals';
  type?: ParsedFlag['type'];
  enumValues?: string[] | null;
  default?: string | null;
  required?: boolean;
  repeatable?: boolean;
  negation?: string | null;
  description?: string;
}

export interface PositionalExpectation {
  name: string;
  required: boolean;
  variadic: boolean;
}

/** A case's expectations. Keys left out are not checked. */
export interface HelpExpectation {
  /** Where the input comes from (apexe test names, a program and version, a man page). */
  apexe?: string[];
  source?: string;
  /** `help` (default): the text is a command's help, read by parseHelp; `man`: a rendered manual page, read by parseManPage. */
  parser?: 'help' | 'man';
  context?: { programName?: string; commandPath?: string[] };
  format?: ParsedHelp['format'];
  description?: string;
  flags?: FlagExpectation[];
  /** The flags listed are all the flags found (no others). */
  onlyFlags?: boolean;
  /** Tokens of the listed flags in the order the parser must give them. */
  flagOrder?: string[];
  absentFlags?: string[];
  positionals?: PositionalExpectation[];
  subcommands?: string[];
  /** `null`: no JSON-output flag. */
  jsonOutputFlag?: string | null;
  /** Where these expectations and apexe's differ, and why. */
  disagree?: string[];
  note?: string;
}

export interface HelpCase {
  name: string;
  text: string;
  expect: HelpExpectation;
}

/** Reads every `<case>.txt` with its `<case>.expect.json` in a directory, sorted by name. */
export function loadCases(dir: string): HelpCase[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.expect.json'))
    .map((file) => file.slice(0, -'.expect.json'.length))
    .sort()
    .map((name) => {
      const file = `${name}.expect.json`;
      return {
        name,
        text: readFileSync(join(dir, `${name}.txt`), 'utf8'),
        expect: JSON.parse(readFileSync(join(dir, file), 'utf8')) as HelpExpectation,
      };
    });
}

/** The parsers a case may need; the bench passes those of an earlier commit. */
export interface Parsers {
  parseHelp: typeof parseHelp;
  parseManPage: typeof parseManPage;
  detectJsonFlag: typeof detectJsonFlag;
}

const CURRENT: Parsers = { parseHelp, parseManPage, detectJsonFlag };

/**
 * Parses a case's text the way the scanner would for that program and command. A man page gives
 * its flags, description and, as the scanner's enrichment does, the JSON flag they name.
 */
export function parseCase(c: HelpCase, parsers: Parsers = CURRENT): ParsedHelp {
  if (c.expect.parser === 'man') {
    const page = parsers.parseManPage(c.text);
    const help: ParsedHelp = { format: 'unknown', description: page.description, flags: page.flags, positionals: [], subcommands: [] };
    const json = parsers.detectJsonFlag(page.flags);
    return json === undefined ? help : { ...help, jsonOutputFlag: json };
  }
  return parsers.parseHelp(c.text, c.expect.context ?? {});
}

export function findFlag(help: ParsedHelp, token: string): ParsedFlag | undefined {
  return help.flags.find((f) => f.long === token || f.short === token || f.negation === token);
}

const FLAG_KEYS = ['long', 'short', 'valueName', 'valueOptional', 'valueStyle', 'type', 'enumValues', 'default', 'required', 'repeatable', 'negation', 'description'] as const;

/** The value of one expected key on a parsed flag, in the expectation's terms. */
export function flagValue(flag: ParsedFlag, key: keyof FlagExpectation): unknown {
  switch (key) {
    case 'takesValue':
      return flag.valueName !== undefined;
    case 'required':
      return flag.required === true;
    case 'repeatable':
      return flag.repeatable === true;
    default: {
      const value = (flag as unknown as Record<string, unknown>)[key];
      return value === undefined ? null : value;
    }
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Every way the parse differs from the expectations, one line each (empty when it matches). */
export function mismatches(help: ParsedHelp, expect: HelpExpectation): string[] {
  const out: string[] = [];
  if (expect.format !== undefined && help.format !== expect.format) out.push(`format: expected ${expect.format}, got ${help.format}`);
  if (expect.description !== undefined && help.description !== expect.description) out.push(`description: expected ${JSON.stringify(expect.description)}, got ${JSON.stringify(help.description)}`);
  for (const want of expect.flags ?? []) {
    const flag = findFlag(help, want.token);
    if (!flag) {
      out.push(`flag ${want.token}: not found`);
      continue;
    }
    for (const key of ['takesValue', ...FLAG_KEYS] as const) {
      if (!(key in want)) continue;
      const got = flagValue(flag, key);
      const expected = want[key] ?? null;
      if (!same(got, expected)) out.push(`flag ${want.token} ${key}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`);
    }
  }
  if (expect.onlyFlags) {
    const wanted = new Set((expect.flags ?? []).map((f) => f.token));
    for (const flag of help.flags) {
      const tokens = [flag.long, flag.short].filter((t): t is string => t !== undefined);
      if (!tokens.some((t) => wanted.has(t))) out.push(`flag ${tokens.join(', ')}: not expected`);
    }
  }
  if (expect.flagOrder) {
    const order = help.flags.map((f) => f.long ?? f.short ?? '').filter((t) => expect.flagOrder!.includes(t));
    if (!same(order, expect.flagOrder)) out.push(`flag order: expected ${expect.flagOrder.join(' ')}, got ${order.join(' ')}`);
  }
  for (const token of expect.absentFlags ?? []) {
    if (findFlag(help, token)) out.push(`flag ${token}: should be absent`);
  }
  if (expect.positionals) {
    const got = help.positionals.map((p) => ({ name: p.name, required: p.required, variadic: p.variadic }));
    if (!same(got, expect.positionals)) out.push(`positionals: expected ${JSON.stringify(expect.positionals)}, got ${JSON.stringify(got)}`);
  }
  if (expect.subcommands) {
    const got = help.subcommands.map((s) => s.name);
    if (!same(got, expect.subcommands)) out.push(`subcommands: expected ${JSON.stringify(expect.subcommands)}, got ${JSON.stringify(got)}`);
  }
  if (expect.jsonOutputFlag !== undefined && (help.jsonOutputFlag ?? null) !== expect.jsonOutputFlag) {
    out.push(`jsonOutputFlag: expected ${JSON.stringify(expect.jsonOutputFlag)}, got ${JSON.stringify(help.jsonOutputFlag ?? null)}`);
  }
  return out;
}

/** The value details issue 11 measures. */
export type DetailKind = 'choices' | 'defaults' | 'required' | 'json flag' | 'value-taking';
export const DETAIL_KINDS: DetailKind[] = ['choices', 'defaults', 'required', 'json flag', 'value-taking'];

/** One expected value detail and whether a parse has it. */
export interface DetailCheck {
  kind: DetailKind;
  /** The text states the detail (an enum, a default, required, a JSON flag, a value); false when it states none. */
  stated: boolean;
  ok: boolean;
  /** What was expected and found, for listings. */
  what: string;
}

/**
 * The value details of a case's expectations, each checked against a parse: `enumValues`
 * (choices), `default`, `required` and `takesValue` of every expected flag (a flag not found
 * misses all of its details), and the case's `jsonOutputFlag`.
 */
export function detailChecks(help: ParsedHelp, expect: HelpExpectation): DetailCheck[] {
  const checks: DetailCheck[] = [];
  const keys: [keyof FlagExpectation, DetailKind][] = [['enumValues', 'choices'], ['default', 'defaults'], ['required', 'required'], ['takesValue', 'value-taking']];
  for (const want of expect.flags ?? []) {
    const flag = findFlag(help, want.token);
    for (const [key, kind] of keys) {
      if (!(key in want)) continue;
      const expected = want[key] ?? null;
      const stated = expected !== null && expected !== false;
      const got = flag ? flagValue(flag, key) : undefined;
      checks.push({ kind, stated, ok: flag !== undefined && same(got, expected), what: `${want.token} ${key}: expected ${JSON.stringify(expected)}, got ${flag ? JSON.stringify(got) : 'no flag'}` });
    }
  }
  if (expect.jsonOutputFlag !== undefined) {
    const got = help.jsonOutputFlag ?? null;
    checks.push({ kind: 'json flag', stated: expect.jsonOutputFlag !== null, ok: got === expect.jsonOutputFlag, what: `jsonOutputFlag: expected ${JSON.stringify(expect.jsonOutputFlag)}, got ${JSON.stringify(got)}` });
  }
  return checks;
}

/**
 * A hand-reviewed golden (`test/fixtures/help/<stem>.golden.json`) as expectations of its value
 * details: every flag's value, enum values, default and required mark, and the JSON flag.
 */
export function goldenExpectation(stem: string, golden: ParsedHelp): HelpExpectation {
  const [programName, ...commandPath] = stem.split('__');
  return {
    source: `test/fixtures/help/${stem}.golden.json`,
    context: { programName: programName!, commandPath },
    flags: golden.flags
      .filter((f) => (f.long ?? f.short) !== undefined)
      .map((f) => ({
        token: (f.long ?? f.short)!,
        takesValue: f.valueName !== undefined,
        enumValues: f.enumValues ?? null,
        default: f.default ?? null,
        required: f.required === true,
      })),
    jsonOutputFlag: golden.jsonOutputFlag ?? null,
  };
}
