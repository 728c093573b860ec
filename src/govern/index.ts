/** Governance: annotations, the ACL (file, generation, evaluation), approval and the audit trail. */
export type { AclDocument, AclRule, AclEffect, AclConditions } from './acl-types.js';
export { AclError, emptyAcl, parseAcl, readAclFile, aclToYaml, writeAclFile } from './acl-file.js';
export { generateAcl, mergeAclFile, isGeneratedRule, GENERATED_PREFIX, ACL_FILE_HEADER } from './acl-generate.js';
export {
  inferAnnotations, boostingFlagsIn, READONLY_NAMES, DESTRUCTIVE_NAMES, IDEMPOTENT_NAMES,
  REQUIRES_APPROVAL_FLAGS, IDEMPOTENT_FLAGS,
  type AnnotationInput, type InferredAnnotations, type BoostingOptions, type BoostingFlags,
} from './annotations.js';
export { evaluateAcl, targetMatches, type AclRequest, type AclDecision } from './acl-evaluate.js';
export {
  denyAllApprovals, approvalNeed,
  type ApprovalHandler, type ApprovalRequest, type ApprovalAnswer, type ApprovalNeed,
} from './approval.js';
export {
  createAuditLog, canonicalJson, inputHash, loadOrCreateSalt,
  type AuditLog, type AuditLogOptions, type AuditEntry, type AuditRecord, type AuditStatus, type AuditDecision,
} from './audit.js';
export { createAclSource, type AclSourceOptions } from './acl-source.js';
