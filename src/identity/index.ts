/**
 * svc as an OAuth 2.1 resource server (docs/gateway.md "Identity"): config, token checking, the
 * caller and principals a token speaks for, and RFC 9728 metadata.
 */
export { coerceAuth, coercePublicUrl, resolveAudience, DEFAULT_ALGORITHMS, type SvcAuth, type OAuthConfig, type OAuthClaimNames } from './config.js';
export { createAuthenticator, type Authenticator, type AuthenticatorOptions, type Authenticated, type Refused } from './authenticate.js';
export { identityFromClaims, type TokenIdentity } from './principals.js';
export { protectedResourceMetadata, wwwAuthenticate, metadataPath, PRM_PATH } from './metadata.js';
