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

/** The Host a public URL is reached by: lower-cased hostname and port (the scheme's default when absent). */
function publicHost(publicUrl: string): { hostname: string; port: number; origin: string } {
  const url = new URL(publicUrl);
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return { hostname: url.hostname.toLowerCase(), port, origin: url.origin.toLowerCase() };
}

/**
 * Checks `Host` and `Origin` of a request to a loopback-bound server: a page on another site that
 * rebinds its DNS name to 127.0.0.1 sends its own name as Host, and browsers attach its Origin.
 * Host must be a loopback name with the server's port, or the host of `publicUrl` (`--public-url`:
 * a load balancer in front passes the name clients used); Origin, when present, a loopback origin
 * or the public URL's origin.
 *
 * @example
 * checkLoopbackRequest({ host: '127.0.0.1:8000' }, 8000); // undefined (allowed)
 * checkLoopbackRequest({ host: 'evil.example:8000' }, 8000); // 'Host ... is not allowed'
 * checkLoopbackRequest({ host: 'svc.example.com' }, 8000, 'https://svc.example.com'); // undefined
 */
export function checkLoopbackRequest(headers: { host?: string | null; origin?: string | null }, port: number | undefined, publicUrl?: string): GuardRejection {
  const host = headers.host ? parseHostHeader(headers.host) : undefined;
  if (!host) return 'Missing or malformed Host header';
  const pub = publicUrl ? publicHost(publicUrl) : undefined;
  const isPublic = pub !== undefined && host.hostname === pub.hostname && (host.port ?? (pub.port === 443 ? 443 : 80)) === pub.port;
  // Any 127.0.0.0/8 literal is loopback (a bind on 127.0.0.2 is addressed as such); a DNS name
  // other than localhost is what a rebinding page sends, and is refused.
  if (!isPublic && !isLoopbackHost(host.hostname)) {
    const also = pub ? ` or ${pub.hostname}${pub.port === 443 || pub.port === 80 ? '' : `:${pub.port}`} (--public-url)` : '';
    return `Host ${JSON.stringify(headers.host)} is not allowed: this server only answers to localhost, 127.0.0.1 or [::1]${also}`;
  }
  if (!isPublic && port !== undefined && (host.port ?? 80) !== port) {
    return `Host ${JSON.stringify(headers.host)} is not allowed: the port must be ${port}`;
  }
  const origin = headers.origin;
  if (origin !== undefined && origin !== null && origin !== '') {
    let url: URL;
    try {
      url = new URL(origin);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    } catch {
      return `Origin ${JSON.stringify(origin)} is not allowed`;
    }
    if (!isLoopbackHost(url.hostname.toLowerCase()) && url.origin.toLowerCase() !== pub?.origin) {
      return `Origin ${JSON.stringify(origin)} is not allowed: only loopback origins${pub ? ` and ${pub.origin}` : ''} may call this server`;
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
