import { isSensitiveName } from '../bindings/schema.js';
import { cutForDisplay, DISPLAY_MAX_CHARS } from './display-cut.js';
import type { CliPropertySchema } from '../bindings/types.js';

/** Shown in place of a secret, in approval prompts, guidance and logs. */
export const REDACTED = '[REDACTED]';

/**
 * Whether a name is a credential's: one list of credential words for scan and enforcement
 * ({@link isSensitiveName} of src/bindings/schema.ts: `--password`, `api_token`,
 * `--oauth2-bearer`, `X-Api-Key`, `--header`, ...). `--author` and `--path` are not.
 *
 * @example
 * isSecretName('--oauth2-bearer'); // true
 * isSecretName('--author');        // false
 */
export function isSecretName(name: string): boolean {
  return isSensitiveName(name);
}

/**
 * Whether a parameter's value must never be shown: it is marked `x-cli-sensitive`, or its name or
 * flag is a credential's ({@link isSecretName}), whether or not the scan marked it.
 *
 * @example
 * isSensitiveParameter('token', { 'x-cli-kind': 'flag', 'x-cli-flag': '--token' }); // true
 */
export function isSensitiveParameter(name: string, prop: CliPropertySchema): boolean {
  if (prop['x-cli-sensitive'] === true) return true;
  if (prop.type === 'boolean' || prop['x-cli-value-style'] === 'switch') return false;
  return isSecretName(name) || (typeof prop['x-cli-flag'] === 'string' && isSecretName(prop['x-cli-flag']));
}

// Every pass below is linear in the text, whatever it holds: callers may send 1 MiB values
// (docs/decisions.md "Limits"), and svc redacts before it decides anything.

/** Longest URL scheme looked for before `://` (`git+ssh`, `svn+ssh`, `chrome-extension`). */
const MAX_SCHEME_LENGTH = 32;
const SPACES = ' \t\n\r\f\v';
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A membership test by character code, built once: a scan must cost O(1) per character. */
function charSet(chars: string): (code: number) => boolean {
  const table = new Uint8Array(128);
  for (const ch of chars) table[ch.charCodeAt(0)] = 1;
  return (code) => code < 128 && table[code] === 1;
}

const isSchemeChar = charSet(`${ALNUM}+.-`);
const isLetter = charSet(ALNUM.slice(0, 52));
const isAuthorityEnd = charSet(`${SPACES}/?#'"`);
const isSpace = charSet(SPACES);

// ?access_token=… &password=… in URLs and query strings: fixed names, so each start costs O(1).
const QUERY_SECRET = /([?&;](?:access_token|refresh_token|id_token|token|auth|password|passwd|pwd|secret|client_secret|api_key|apikey|key|sig|signature|private_token|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#\s'"]+/gi;
// Header-like `Name: value` where the name is a credential's (Authorization, Cookie, X-Api-Key, ...).
const HEADER_CREDENTIAL_NAME = /^(?:(?:proxy-)?authorization|set-cookie|cookie|auth|x-auth[a-z0-9-]*)$/i;
const HEADER_CREDENTIAL_WORD = /token|secret|password|passwd|api-key|apikey/i;
// `--password=value`, `password=value`, `token: value` style pairs inside one text.
const NAMED_CREDENTIAL_WORD = /password|passwd|passphrase|secret|token|api[-_]?key|bearer|credential/i;

/** The shape of one kind of `name<separator>value` pair, scanned by {@link redactPairs}. */
interface PairShape {
  /** Characters after which a name may start (and the text's start). */
  isLead(code: number): boolean;
  /** Characters of a name. */
  isNameChar(code: number): boolean;
  /** Whitespace may stand around the separator (`Name : value`). */
  spacedSeparator: boolean;
  separator: string;
  /** Characters that end the value (and the text's end). */
  isValueEnd(code: number): boolean;
  isCredential(name: string): boolean;
}

const HEADER_PAIR: PairShape = {
  isLead: charSet(`${SPACES}'"<>=`), isNameChar: charSet(`${ALNUM}-`), spacedSeparator: true, separator: ':', isValueEnd: charSet('\r\n\'"'),
  isCredential: (name) => HEADER_CREDENTIAL_NAME.test(name) || HEADER_CREDENTIAL_WORD.test(name),
};
const NAMED_PAIR: PairShape = {
  isLead: charSet(`${SPACES}'"`), isNameChar: charSet(`${ALNUM}_.-`), spacedSeparator: false, separator: '=', isValueEnd: charSet(`${SPACES}'"&`),
  isCredential: (name) => NAMED_CREDENTIAL_WORD.test(name),
};

/**
 * Replaces the value of every credential pair of one shape, in one left-to-right pass in which
 * each character is looked at a bounded number of times: no regular expression backtracks here.
 */
function redactPairs(text: string, shape: PairShape): string {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const atNameStart = shape.isNameChar(text.charCodeAt(i)) && (i === 0 || shape.isLead(text.charCodeAt(i - 1)));
    if (!atNameStart) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && shape.isNameChar(text.charCodeAt(end))) end++;
    let k = end;
    if (shape.spacedSeparator) while (k < text.length && isSpace(text.charCodeAt(k))) k++;
    if (text[k] !== shape.separator) {
      i = end;
      continue;
    }
    k++;
    if (shape.spacedSeparator) while (k < text.length && isSpace(text.charCodeAt(k))) k++;
    let valueEnd = k;
    while (valueEnd < text.length && !shape.isValueEnd(text.charCodeAt(valueEnd))) valueEnd++;
    if (valueEnd > k && shape.isCredential(text.slice(i, end))) {
      out += `${text.slice(copied, k)}${REDACTED}`;
      copied = valueEnd;
      i = valueEnd;
    } else {
      i = k;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** `scheme://userinfo@host` → `scheme://[REDACTED]@host`: the whole userinfo, up to the authority's last `@`. */
function redactUrlUserinfo(text: string): string {
  let out = '';
  let copied = 0;
  let from = 0;
  for (let sep = text.indexOf('://', from); sep !== -1; sep = text.indexOf('://', from)) {
    let start = sep;
    while (start > 0 && sep - start < MAX_SCHEME_LENGTH && isSchemeChar(text.charCodeAt(start - 1))) start--;
    while (start < sep && !isLetter(text.charCodeAt(start))) start++;
    let end = sep + 3;
    let at = -1;
    for (; end < text.length && !isAuthorityEnd(text.charCodeAt(end)); end++) if (text[end] === '@') at = end;
    if (start < sep && at > sep + 3) {
      out += `${text.slice(copied, sep + 3)}${REDACTED}`;
      copied = at;
    }
    // The authority's last character may be the ':' of the next URL (`a://b:c://`).
    from = Math.max(sep + 1, end - 1);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * Redacts credentials that show up in free text whatever parameter carried them: the userinfo of
 * URLs (`https://user:pass@host` → `https://[REDACTED]@host`), secret query parameters
 * (`?access_token=…`), credential headers (`Authorization: Bearer x` → `Authorization: [REDACTED]`)
 * and `--password=…`-style pairs. Text for display: past {@link DISPLAY_MAX_CHARS} only its head and
 * tail are kept ({@link cutForDisplay}), and the passes are linear besides.
 *
 * @example
 * redactCredentials('curl https://me:hunter2@example.com/x?token=abc');
 * // 'curl https://[REDACTED]@example.com/x?token=[REDACTED]'
 */
export function redactCredentials(text: string): string {
  const urls = redactUrlUserinfo(cutForDisplay(text)).replace(QUERY_SECRET, `$1${REDACTED}`);
  return redactPairs(redactPairs(urls, HEADER_PAIR), NAMED_PAIR);
}

/**
 * Redacts an argv for display: {@link redactCredentials} on every token, and the token after an
 * option whose name is a credential's (`--password hunter2`, `-H` is not one, its value is caught by
 * the header rule).
 *
 * @example
 * redactArgv(['/usr/bin/curl', '--oauth2-bearer', 'abc', '-H', 'Authorization: Bearer x']);
 * // ['/usr/bin/curl', '--oauth2-bearer', '[REDACTED]', '-H', 'Authorization: [REDACTED]']
 */
export function redactArgv(argv: readonly string[]): string[] {
  return argv.map((token, i) => {
    const previous = i > 0 ? argv[i - 1]! : '';
    if (previous.startsWith('-') && !previous.includes('=') && isSecretName(previous) && !token.startsWith('-')) return REDACTED;
    return redactCredentials(token);
  });
}
