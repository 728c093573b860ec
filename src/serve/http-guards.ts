import { createHash, timingSafeEqual } from 'node:crypto';

/** Host names that mean "this machine" (DESIGN.md "HTTP exposure"). */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * Whether a bind address only accepts local connections.
 *
 * @example
 * isLoopbackHost('127.0.0.1'); // true
 * isLoopbackHost('0.0.0.0');   // false
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Splits a Host header into lower-cased hostname (IPv6 keeps brackets) and port. */
function parseHostHeader(value: string): { hostname: string; port?: number } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  if (!match) return undefined;
  return { hostname: match[1]!.toLowerCase(), port: match[2] === undefined ? undefined : Number(match[2]) };
}

/** Result of a DNS-rebinding check: undefined when the request may proceed, else the reason. */
export type GuardRejection = string | undefined;

/**
 * Checks `Host` and `Origin` of a request to a loopback-bound server: a page on another site that
 * rebinds its DNS name to 127.0.0.1 sends its own name as Host, and browsers attach its Origin.
 * Host must be a loopback name with the server's port; Origin, when present, a loopback origin.
 *
 * @example
 * checkLoopbackRequest({ host: '127.0.0.1:8000' }, 8000); // undefined (allowed)
 * checkLoopbackRequest({ host: 'evil.example:8000' }, 8000); // 'Host ... is not allowed'
 */
export function checkLoopbackRequest(headers: { host?: string | null; origin?: string | null }, port: number | undefined): GuardRejection {
  const host = headers.host ? parseHostHeader(headers.host) : undefined;
  if (!host) return 'Missing or malformed Host header';
  // Any 127.0.0.0/8 literal is loopback (a bind on 127.0.0.2 is addressed as such); a DNS name
  // other than localhost is what a rebinding page sends, and is refused.
  if (!isLoopbackHost(host.hostname)) {
    return `Host ${JSON.stringify(headers.host)} is not allowed: this server only answers to localhost, 127.0.0.1 or [::1]`;
  }
  if (port !== undefined && (host.port ?? 80) !== port) {
    return `Host ${JSON.stringify(headers.host)} is not allowed: the port must be ${port}`;
  }
  const origin = headers.origin;
  if (origin !== undefined && origin !== null && origin !== '') {
    let hostname: string;
    try {
      const url = new URL(origin);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      hostname = url.hostname.toLowerCase();
    } catch {
      return `Origin ${JSON.stringify(origin)} is not allowed`;
    }
    if (!isLoopbackHost(hostname)) {
      return `Origin ${JSON.stringify(origin)} is not allowed: only loopback origins may call this server`;
    }
  }
  return undefined;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Compares an `Authorization` header with the expected Bearer token in constant time.
 *
 * @example
 * bearerMatches('Bearer s3cret', 's3cret'); // true
 */
export function bearerMatches(header: string | null | undefined, token: string): boolean {
  if (!header) return false;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!.trim()), digest(token));
}
