/** The access-control file of SPEC.md (`~/.svc/acl.yaml`). */

export type AclEffect = 'allow' | 'deny';

import type { AclConditions } from './acl-conditions.js';

export type { AclConditions } from './acl-conditions.js';

export interface AclRule {
  /** Caller identities; `*` means any caller. */
  callers: string[];
  /** Module identifiers; `*` globs allowed (`cli.git.*`). */
  targets: string[];
  effect: AclEffect;
  description: string;
  conditions?: AclConditions;
}

export interface AclDocument {
  default_effect: AclEffect;
  rules: AclRule[];
}
