/** The access-control file of SPEC.md (`~/.svc/acl.yaml`). */

export type AclEffect = 'allow' | 'deny';

export interface AclConditions {
  require_approval?: boolean;
  [key: string]: unknown;
}

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
