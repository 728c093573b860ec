/**
 * Which parameters carry credentials (`x-cli-sensitive: true`), by their names and help text.
 * The curated table marks more (curl's `--user`, `-H`); docs/governance.md lists the rules.
 */
import type { ParameterFacts } from './types.js';

/** Words of a flag or operand name that mark its value as a secret. */
export const SENSITIVE_NAME_WORDS: readonly string[] = Object.freeze([
  'password', 'passwd', 'passphrase', 'pass', 'token', 'secret', 'key', 'apikey', 'credential', 'credentials',
  'auth', 'authorization', 'cookie', 'private', 'bearer', 'otp', 'header', 'headers',
]);

const WORDS = new Set(SENSITIVE_NAME_WORDS);

/** Value names and descriptions that say the value holds a password or token. */
const SECRET_TEXT = /\b(password|passwd|passphrase|secret|credentials?|api[ -]?key|access[ -]?token|bearer token|auth(entication)? token)\b/i;

/**
 * True when a parameter's value is a credential: a name word of {@link SENSITIVE_NAME_WORDS}
 * (`--api-key`, `--oauth2-bearer`, `--header`), or a value name or description saying it holds a
 * password, secret or token (curl's `--user <user:password>`). Switches carry no value and never are.
 *
 * @example
 * isCredentialParameter({ kind: 'flag', tokens: ['--user', '-u'], name: '--user', valueName: '<user:password>',
 *   type: 'string', description: 'Server user and password' }); // true
 */
export function isCredentialParameter(facts: ParameterFacts): boolean {
  if (facts.type === 'boolean') return false;
  const names = facts.kind === 'flag' ? facts.tokens : [facts.name];
  if (names.some((name) => name.toLowerCase().replace(/^-+/, '').split(/[^a-z0-9]+/).some((word) => WORDS.has(word)))) return true;
  return SECRET_TEXT.test(facts.valueName ?? '') || SECRET_TEXT.test(facts.description);
}
