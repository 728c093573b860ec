import type { ParsedFlag } from '../types.js';
import { orderKeys } from './flags.js';

/**
 * Gives the negation of a value-taking option a switch of its own. A switch carries its negation
 * (`--[no-]color` is one boolean that renders `--no-color` when turned off), but an option that
 * takes a value cannot: gem's `-p, --[no-]http-proxy [URL]`, git push's
 * `--[no-]signed, --signed=(true|false|if-asked)` and rg's `--encoding` ("can be disabled with
 * --no-encoding") would otherwise lose `--no-x`. The switch follows its option, unless another
 * flag already has that token.
 *
 * @example
 * splitValuedNegations([{ long: '--http-proxy', negation: '--no-http-proxy', valueName: '[URL]', type: 'url', description: 'Use HTTP proxy' }]);
 * // [{ long: '--http-proxy', valueName: '[URL]', type: 'url', ... },
 * //  { long: '--no-http-proxy', type: 'boolean', description: 'Negates --http-proxy.' }]
 */
export function splitValuedNegations(flags: readonly ParsedFlag[]): ParsedFlag[] {
  if (!flags.some((flag) => flag.negation !== undefined && flag.type !== 'boolean')) return [...flags];
  const taken = new Set(flags.flatMap((flag) => [flag.long, flag.short]).filter((token): token is string => token !== undefined));
  const result: ParsedFlag[] = [];
  for (const flag of flags) {
    if (flag.negation === undefined || flag.type === 'boolean') {
      result.push(flag);
      continue;
    }
    const { negation, ...valued } = flag;
    result.push(valued);
    if (taken.has(negation)) continue;
    taken.add(negation);
    const toggle: ParsedFlag = { long: negation, type: 'boolean', description: `Negates ${flag.long ?? flag.short}.` };
    if (flag.source !== undefined) toggle.source = flag.source;
    result.push(orderKeys(toggle));
  }
  return result;
}
