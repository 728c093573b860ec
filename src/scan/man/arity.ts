import type { ParsedFlag } from '../types.js';
import { orderKeys } from '../parsers/flags.js';
import { isBooleanLiteral } from './boolean-literal.js';
import { escapeRegExp } from '../../shared/escape-regexp.js';

/** A metavariable's first word without brackets or ellipsis: `<commit> [<parent>...]` → `commit`. */
function firstWord(text: string): string {
  const word = text.trim().split(/\s+/)[0] ?? '';
  return word.replace(/\.{3}$/, '').replace(/[<>[\](){}]/g, '').toLowerCase();
}

/**
 * Whether a SYNOPSIS line shows `token` as the word that picks a form of the command, the
 * placeholder after it being that form's operand: git-replace(1)'s `git replace [-f] --edit
 * <object>` (the option outside any brackets, the placeholder right after it) or `git replace
 * [-l [<pattern>]]` (the placeholder in brackets of its own: an option's optional value is glued
 * on, `-l[<pattern>]`, `--list[=<pattern>]`, so a word bracketed apart is an optional operand).
 * `git quiltimport [--author <author>]` is an option and its value.
 */
function picksForm(tokens: readonly string[], placeholder: string, usages: readonly string[]): boolean {
  const name = firstWord(placeholder);
  if (name === '') return false;
  for (const usage of usages) {
    for (const token of tokens) {
      for (const match of usage.matchAll(new RegExp(`(?<=^|[\\s[(|])${escapeRegExp(token)}(?=[\\s)\\]|]|$)`, 'g'))) {
        const before = usage.slice(0, match.index);
        const depth = (before.match(/\[/g) ?? []).length - (before.match(/\]/g) ?? []).length;
        // `(--patch | -p) [<tree-ish>]`: the other spellings of the same choice come first.
        const rest = usage.slice(match.index + token.length).replace(/^(?:\s*\|\s*-[^\s)\]|]+)*\s*\)?/, '').trimStart();
        const next = /^\S+/.exec(rest)?.[0] ?? '';
        if (next.startsWith('[') && !next.startsWith('[-') && firstWord(next) === name) return true;
        if (depth === 0 && !next.startsWith('[') && firstWord(next) === name) return true;
      }
    }
  }
  return false;
}

/**
 * Issue 21: where the help and the manual page disagree on arity, the one that shows a value wins.
 * A help row with no placeholder (`--max-redirect`) whose page entry shows one (`--max-redirect=number`)
 * takes that value, optional where the page says so (`--branches[=<pattern>]`, `--user-path,
 * --user-path=<path>`). What a page shows that is no value of the option's own, so the help's
 * switch stays:
 * - a boolean literal (`--buildDrafts[=false]` in cobra's pages, `=true|false`): the switch's setting;
 * - an ellipsis alone (rg's `-u, --unrestricted ...`): the switch may be repeated;
 * - a value only the SYNOPSIS shows (an entry without description): a synopsis sets options and
 *   the operands of each form side by side (`git reset (--patch | -p) [<tree-ish>]`);
 * - a placeholder apart from the option (`--edit <object>`) that the SYNOPSIS shows as the operand of
 *   the form the option picks (`git replace [-f] --edit <object>`, `git config --get-color <name>
 *   [<default>]`). git's `-h` rows are exact on arity, its pages document modes with the operands
 *   that go with them. A value glued on with `=` is always the option's own.
 * Returns the help flag with the page's value, or undefined when the help's row stands.
 *
 * @example
 * valueFromManPage({ long: '--hsts-file', type: 'boolean', description: 'path of HSTS database', source: 'help' },
 *   { long: '--hsts-file', valueName: 'file', valueStyle: 'equals', type: 'path', description: 'Path of the HSTS store.', source: 'man' }, []);
 * // { long: '--hsts-file', valueName: 'file', valueStyle: 'equals', type: 'path', ... source: 'help' }
 */
export function valueFromManPage(flag: ParsedFlag, manFlag: ParsedFlag | undefined, usages: readonly string[]): ParsedFlag | undefined {
  if (flag.long === undefined || flag.valueName !== undefined || flag.type !== 'boolean' || flag.negation !== undefined) return undefined;
  if (manFlag?.long !== flag.long || manFlag.valueName === undefined || manFlag.description.trim() === '') return undefined;
  const valueName = manFlag.valueName;
  if (isBooleanLiteral(valueName) || /^(?:\.{3}|\u2026)$/.test(valueName.trim())) return undefined;
  if (manFlag.valueStyle === 'separate' && !manFlag.valueOptional) {
    const tokens = [manFlag.long, manFlag.short].filter((token): token is string => token !== undefined);
    if (picksForm(tokens, valueName, usages)) return undefined;
  }
  // The page's arity replaces the help's whole: java's help `--module-path <module path>...` (read
  // as a repeatable switch) means a list in one value, its page `--module-path modulepath`.
  const { repeatable: _repeatable, ...rest } = flag;
  return orderKeys({
    ...rest,
    type: manFlag.type,
    valueName,
    ...(manFlag.valueStyle ? { valueStyle: manFlag.valueStyle } : {}),
    ...(manFlag.valueOptional ? { valueOptional: true } : {}),
    ...(manFlag.enumValues ? { enumValues: manFlag.enumValues } : {}),
    ...(manFlag.repeatable ? { repeatable: true } : {}),
  });
}
