import type { ParsedFlag } from '../types.js';
import { describeFacts } from '../parsers/annotations.js';
import { orderKeys } from '../parsers/flags.js';

/**
 * Value details a manual page states in an option's description, read with the help parsers'
 * notations (docs/scan-parsers.md): the values of a string option ("The possible values of when
 * can be `never', `always' or `auto'") and its default, kept only when it fits the type.
 *
 * @example
 * withValueFacts({ long: '--color', valueName: 'when', type: 'string', description: "The possible values of when can be `never', `always' or `auto'." }).enumValues // ['never', 'always', 'auto']
 */
export function withValueFacts(flag: ParsedFlag): ParsedFlag {
  if (flag.valueName === undefined || (flag.type !== 'string' && flag.type !== 'integer' && flag.type !== 'float')) return flag;
  const facts = describeFacts(flag.description, flag.valueName, { bracketDefault: false, cobraDefault: false, parenDefault: true, proseDefault: true });
  const out: ParsedFlag = { ...flag };
  if (facts.enumValues && flag.type === 'string') {
    out.type = 'enum';
    out.enumValues = facts.enumValues;
  }
  const def = facts.default;
  const fits = def !== undefined && (out.type === 'enum' ? out.enumValues!.includes(def) : out.type === 'string' || /^[-+]?\d+(\.\d+)?$/.test(def));
  if (fits && (out.type !== 'integer' || /^[-+]?\d+$/.test(def!))) out.default = def;
  return out === flag || (out.enumValues === undefined && out.default === undefined) ? flag : orderKeys(out);
}
