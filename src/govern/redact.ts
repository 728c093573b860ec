import { isSensitiveName } from '../bindings/schema.js';
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

// scheme://userinfo@ — the whole userinfo goes (tokens are often sent as the user name).
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@'"]+@/gi;
// ?access_token=… &password=… in URLs and query strings.
const QUERY_SECRET = /([?&;](?:access_token|refresh_token|id_token|token|auth|password|passwd|pwd|secret|client_secret|api_key|apikey|key|sig|signature|private_token|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#\s'"]+/gi;
// Header-like `Name: value` where the name is a credential's (Authorization, Cookie, X-Api-Key, ...).
const HEADER = /(^|[\s'"<>=])((?:proxy-)?authorization|set-cookie|cookie|auth|x-auth[a-z0-9-]*|[a-z0-9-]*(?:token|secret|password|passwd|api-key|apikey)[a-z0-9-]*)(\s*:\s*)[^\r\n'"]+/gim;
// `--password=value`, `password=value`, `token: value` style pairs inside one text.
const NAMED_VALUE = /((?:^|[\s'"])-{0,2}[a-z0-9_.-]*(?:password|passwd|passphrase|secret|token|api[-_]?key|bearer|credential)[a-z0-9_.-]*=)[^\s'"&]+/gim;

/**
 * Redacts credentials that show up in free text whatever parameter carried them: the userinfo of
 * URLs (`https://user:pass@host` → `https://[REDACTED]@host`), secret query parameters
 * (`?access_token=…`), credential headers (`Authorization: Bearer x` → `Authorization: [REDACTED]`)
 * and `--password=…`-style pairs.
 *
 * @example
 * redactCredentials('curl https://me:hunter2@example.com/x?token=abc');
 * // 'curl https://[REDACTED]@example.com/x?token=[REDACTED]'
 */
export function redactCredentials(text: string): string {
  return text
    .replace(URL_USERINFO, `$1${REDACTED}@`)
    .replace(QUERY_SECRET, `$1${REDACTED}`)
    .replace(HEADER, (_m, lead: string, name: string, sep: string) => `${lead}${name}${sep}${REDACTED}`)
    .replace(NAMED_VALUE, `$1${REDACTED}`);
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
