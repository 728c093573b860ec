import type { OAuthConfig } from './config.js';

/** The well-known path of RFC 9728 Protected Resource Metadata. */
export const PRM_PATH = '/.well-known/oauth-protected-resource';

/**
 * Where svc serves its Protected Resource Metadata for a resource identifier: the well-known path,
 * with the resource's own path appended when it has one (RFC 9728 §3.1).
 *
 * @example
 * metadataPath('https://svc.example.com/mcp'); // '/.well-known/oauth-protected-resource/mcp'
 */
export function metadataPath(resource: string): string {
  const path = new URL(resource).pathname.replace(/\/+$/, '');
  return `${PRM_PATH}${path}`;
}

/**
 * The Protected Resource Metadata document (RFC 9728 §2): what an MCP client reads after a 401 to
 * find the authorization server.
 */
export function protectedResourceMetadata(oauth: OAuthConfig, resource: string, name: string): Record<string, unknown> {
  return {
    resource,
    authorization_servers: oauth.authorization_servers,
    bearer_methods_supported: ['header'],
    ...(oauth.scopes_supported.length ? { scopes_supported: oauth.scopes_supported } : {}),
    resource_name: name,
  };
}

/** Quotes a value for an auth-param (RFC 9110 quoted-string); control characters are dropped. */
function quoted(value: string): string {
  return `"${value.replace(/[\u0000-\u001f\u007f]/g, '').replace(/["\\]/g, '\\$&')}"`;
}

/**
 * The `WWW-Authenticate` value of a 401: `resource_metadata` always (RFC 9728 §5.1), and
 * `error="invalid_token"` with a description when a token was sent and refused (RFC 6750 §3).
 *
 * @example
 * wwwAuthenticate('https://svc.example.com/.well-known/oauth-protected-resource');
 * // 'Bearer resource_metadata="https://svc.example.com/.well-known/oauth-protected-resource"'
 */
export function wwwAuthenticate(metadataUrl: string, error?: { code: 'invalid_token' | 'invalid_request'; description: string }): string {
  const params = [`resource_metadata=${quoted(metadataUrl)}`];
  if (error) params.push(`error=${quoted(error.code)}`, `error_description=${quoted(error.description)}`);
  return `Bearer ${params.join(', ')}`;
}
