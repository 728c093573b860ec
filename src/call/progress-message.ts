import { REDACTED, redactCredentials } from '../govern/redact.js';

/** Longest progress message, in characters. */
export const MAX_PROGRESS_MESSAGE = 200;

/** Characters of a line's end that the message is made from (escapes and redaction need room). */
const PROGRESS_WORK_CHARS = 8 * MAX_PROGRESS_MESSAGE;

// Controls, format characters (bidi overrides and isolates, zero-width characters), line and
// paragraph separators, private-use, unassigned and surrogate code points, variation selectors.
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

/**
 * Turns a raw output line into a progress message a client can show: the call's secret values
 * (`secrets`, longest first) and credentials in any form ({@link redactCredentials}) redacted,
 * control and direction-changing characters removed, spaces collapsed, and at most
 * {@link MAX_PROGRESS_MESSAGE} characters (the end kept: it is the newest).
 *
 * @example
 * progressMessage('\u001b[32mfetching https://me:pw@host/x\u202e ok', []); // 'fetching https://[REDACTED]@host/x ok'
 */
export function progressMessage(line: string, secrets: readonly string[]): string {
  let text = secrets.reduce((out, secret) => out.split(secret).join(REDACTED), line);
  // Only the end is shown: a line of megabytes (no newline in the output) is cut before the work.
  if (text.length > PROGRESS_WORK_CHARS) text = text.slice(-PROGRESS_WORK_CHARS);
  text = text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '');
  text = redactCredentials(text.replace(HIDDEN, ' ')).replace(/\s+/g, ' ').trim();
  const chars = [...text];
  return chars.length > MAX_PROGRESS_MESSAGE ? `…${chars.slice(chars.length - MAX_PROGRESS_MESSAGE + 1).join('')}` : text;
}
