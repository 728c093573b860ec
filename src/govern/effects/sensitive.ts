/**
 * Which parameters carry credentials (`x-cli-sensitive: true`), by their names and help text.
 * The curated table marks more (curl's `--user`, `-H`); docs/governance.md lists the rules.
 */
import { isSensitiveName } from '../../bindings/schema.js';
import type { ParameterFacts } from './types.js';

/** Value names and descriptions that say the value holds a password or token. */
const SECRET_TEXT = /\b(password|passwd|passphrase|secret|credentials?|api[ -]?key|access[ -]?token|bearer token|auth(entication)? token)\b/i;

/**
 * True when a parameter's value is a credential: a name word that `isSensitiveName` knows
 * (`--api-key`, `--oauth2-bearer`, `--header`, `--password`), or a value name or description saying it holds a
 * password, secret or token (curl's `--user <user:password>`). Switches carry no value and never are.
 *
 * @example
 * isCredentialParameter({ kind: 'flag', tokens: ['--user', '-u'], name: '--user', valueName: '<user:password>',
 *   type: 'string', description: 'Server user and password' }); // true
 */
export function isCredentialParameter(facts: ParameterFacts): boolean {
  if (facts.type === 'boolean') return false;
  const names = facts.kind === 'flag' ? facts.tokens : [facts.name];
  if (names.some((name) => isSensitiveName(name))) return true;
  return SECRET_TEXT.test(facts.valueName ?? '') || SECRET_TEXT.test(facts.description);
}
