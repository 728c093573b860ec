/**
 * Transport descriptors: values whose syntax makes the program start another program, whatever
 * parameter carries them (docs/governance.md "Transport descriptors"). `busctl --address=unixexec:
 * path=/bin/sh,...`, `git ls-remote 'ext::sh -c ...'`, `virsh -c 'qemu+ext:///system?command=...'`,
 * `git clone ssh://-oProxyCommand=...`. The table is data; matching is a few passes over each
 * token (percent-decoding, lower-casing, one scan per `;`-separated address), so a 1 MiB value costs
 * linear time and no regular expression runs over caller input.
 */

/** One descriptor syntax. */
export interface TransportDescriptor {
  /** How it is recognised in one address (a token, or one `;`-separated entry of it). */
  readonly match:
    /** The address starts with `text` (compared in lower case). */
    | { readonly prefix: string }
    /** A URL whose scheme ends with `text` (`qemu+ext://`, `xen+ext://`). */
    | { readonly schemeEndsWith: string }
    /** A URL whose scheme contains `+` (a libvirt transport) and whose query sets one of `params`. */
    | { readonly transportParams: readonly string[] }
    /** A URL whose scheme ends with one of `schemes` and whose host (after any `user@`) starts with `-`. */
    | { readonly optionHost: readonly string[] };
  /** What it is, for the refusal: "… is refused: it runs a program (<what>)". */
  readonly what: string;
}

/** The table. Add syntaxes here. */
export const TRANSPORT_DESCRIPTORS: readonly TransportDescriptor[] = Object.freeze([
  { match: { prefix: 'unixexec:' }, what: 'an sd-bus or D-Bus address unixexec: runs the program its path= names' },
  { match: { prefix: 'x-machine-exec:' }, what: 'an sd-bus address x-machine-exec: runs a program in a container' },
  { match: { prefix: 'ext::' }, what: 'a git ext:: remote runs its text as a command (git-remote-ext)' },
  { match: { schemeEndsWith: '+ext' }, what: 'a libvirt +ext:// URI runs the program its command= names' },
  { match: { transportParams: ['command', 'netcat'] }, what: 'a libvirt URI parameter command= or netcat= names a program it runs' },
  {
    match: { optionHost: ['ssh', 'git+ssh', 'ssh+git', 'svn+ssh', 'hg+ssh', 'sftp', 'scp', 'rsync+ssh'] },
    what: 'an ssh URL whose host starts with "-" is read by ssh as an option (-oProxyCommand= runs a program)',
  },
] satisfies TransportDescriptor[]);

const isHex = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);

/**
 * `%xx` escapes decoded (sd-bus, libvirt and git decode them in addresses), in one pass, invalid
 * escapes kept as they are; the result in lower case.
 */
function decoded(text: string): string {
  if (!text.includes('%')) return text.toLowerCase();
  // Into a code-unit buffer, not by concatenation: a value of 1 MiB may hold 350,000 escapes.
  const units = new Uint16Array(text.length);
  let length = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 37 && at + 2 < text.length && isHex(text.charCodeAt(at + 1)) && isHex(text.charCodeAt(at + 2))) {
      units[length++] = hexValue(text.charCodeAt(at + 1)) * 16 + hexValue(text.charCodeAt(at + 2));
      at += 2;
    } else {
      units[length++] = code;
    }
  }
  return Buffer.from(units.buffer, 0, length * 2).toString('utf16le').toLowerCase();
}

function hexValue(code: number): number {
  return code <= 57 ? code - 48 : (code | 32) - 87;
}

const SCHEME_CHAR = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 43 || code === 45 || code === 46; // a-z 0-9 + - .

/**
 * `text.startsWith(prefix, at)` by character codes: V8's `startsWith` with a position costs about
 * 180 ns on a long string, and a 1 MiB value may hold 150,000 places to ask.
 */
function startsAt(text: string, prefix: string, at: number): boolean {
  if (at + prefix.length > text.length) return false;
  for (let i = 0; i < prefix.length; i++) if (text.charCodeAt(at + i) !== prefix.charCodeAt(i)) return false;
  return true;
}

/** The scheme of `address` (lower case) when it starts `scheme://`, and where the rest begins. */
function schemeOf(address: string, from = 0): { scheme: string; rest: number } | undefined {
  let at = from;
  while (at < address.length && SCHEME_CHAR(address.charCodeAt(at))) at++;
  if (at === from || !startsAt(address, '://', at)) return undefined;
  return { scheme: address.slice(from, at), rest: at + 3 - from };
}

function matches(descriptor: TransportDescriptor, address: string, url: { scheme: string; rest: number } | undefined): boolean {
  const match = descriptor.match;
  if ('prefix' in match) return address.startsWith(match.prefix);
  if (!url) return false;
  if ('schemeEndsWith' in match) return url.scheme.endsWith(match.schemeEndsWith);
  if ('transportParams' in match) {
    if (!url.scheme.includes('+')) return false;
    const query = address.indexOf('?', url.rest);
    if (query === -1) return false;
    // Each `name=value` of the query, separated by `&` or `;`, in one pass.
    let name = query + 1;
    let eq = -1;
    for (let at = name; at <= address.length; at++) {
      const char = address[at];
      if (at === address.length || char === '&' || char === ';') {
        if (eq !== -1 && match.transportParams.includes(address.slice(name, eq).trim())) return true;
        name = at + 1;
        eq = -1;
      } else if (char === '=' && eq === -1) {
        eq = at;
      }
    }
    return false;
  }
  if (!match.optionHost.includes(url.scheme)) return false;
  // The authority ends at the first `/`; a `user@` before the host is skipped. ssh reads a host
  // (or user) starting with `-` as an option.
  let end = address.indexOf('/', url.rest);
  if (end === -1) end = address.length;
  const at = end > url.rest ? address.lastIndexOf('@', end - 1) : -1;
  const host = at >= url.rest ? at + 1 : url.rest;
  // `[-oProxyCommand=...]`: a bracketed (IPv6-style) host is unwrapped before ssh sees it.
  const first = address[host] === '[' ? address[host + 1] : address[host];
  return first === '-' || address[url.rest] === '-';
}

// Split once: a value of 1 MiB may hold 150,000 `;`-separated entries, and asking each descriptor
// what kind it is per entry cost 130 ms on such a value.
const PREFIX_DESCRIPTORS = TRANSPORT_DESCRIPTORS.flatMap((descriptor) => ('prefix' in descriptor.match ? [{ descriptor, prefix: descriptor.match.prefix }] : []));
const URL_DESCRIPTORS = TRANSPORT_DESCRIPTORS.filter((descriptor) => !('prefix' in descriptor.match));

/** A value that is a transport descriptor, and which one. */
export interface DescriptorFinding {
  descriptor: TransportDescriptor;
}

/**
 * The transport descriptor in one argv token, if any. Looked at: the token itself, the value
 * glued to its option (`--address=unixexec:...` after the first `=`, `-Hunixexec:...` after the
 * option token `flag`), and every `;`-separated entry of those (sd-bus and D-Bus address lists),
 * after `%xx` decoding and in lower case.
 *
 * @example
 * descriptorIn('--address=unixexec:path=/bin/sh'); // { descriptor: { match: { prefix: 'unixexec:' }, ... } }
 * descriptorIn('unix:path=/run/dbus/system_bus_socket');  // undefined
 */
export function descriptorIn(token: string, flag?: string): DescriptorFinding | undefined {
  const text = decoded(token);
  // Every syntax of the table has a colon.
  if (!text.includes(':')) return undefined;
  const starts = [0];
  if (text.startsWith('-')) {
    if (flag && flag.length > 1 && token.startsWith(flag) && !flag.startsWith('--')) starts.push(flag.length);
    const eq = text.indexOf('=');
    if (eq !== -1) starts.push(eq + 1);
  }
  let colon = text.indexOf(':');
  for (const start of starts) {
    colon = text.indexOf(':', start);
    let separator = text.indexOf('://', start);
    // One pass over the `;`-separated entries from `start`.
    let from = start;
    while (from <= text.length) {
      let end = text.indexOf(';', from);
      if (end === -1) end = text.length;
      let begin = from;
      while (begin < end && (text[begin] === ' ' || text[begin] === '\t')) begin++;
      // The next colon is searched again only once it lies behind: one pass in all.
      if (colon !== -1 && colon < begin) colon = text.indexOf(':', begin);
      if (colon !== -1 && colon < end) {
        // Prefixes hold no `;`: compared in place. A URL (rare) is cut out to be read.
        for (const { descriptor, prefix } of PREFIX_DESCRIPTORS) if (startsAt(text, prefix, begin)) return { descriptor };
        // Like the colon: the next `://` is searched again only once it lies behind.
        if (separator !== -1 && separator < begin) separator = text.indexOf('://', begin);
        const url = separator !== -1 && separator < end ? schemeOf(text, begin) : undefined;
        if (url) {
          const address = text.slice(begin, end);
          for (const descriptor of URL_DESCRIPTORS) if (matches(descriptor, address, url)) return { descriptor };
        }
      }
      from = end + 1;
    }
  }
  return undefined;
}

/**
 * The first token of `tokens` (one parameter's part of the argv) that is a transport descriptor.
 *
 * @example
 * descriptorInTokens(['--address', 'unixexec:path=/bin/sh'], '--address'); // { descriptor: ... }
 */
export function descriptorInTokens(tokens: readonly string[], flag?: string): DescriptorFinding | undefined {
  for (const token of tokens) {
    const found = descriptorIn(token, flag);
    if (found) return found;
  }
  return undefined;
}
