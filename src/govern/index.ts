/** Governance: annotations, the ACL (file, generation, evaluation), approval and the audit trail. */
export type { AclDocument, AclRule, AclEffect, AclConditions } from './acl-types.js';
export { AclError, emptyAcl, parseAcl, readAclFile, aclToYaml, writeAclFile } from './acl-file.js';
export { readAclFileCached } from './acl-cache.js';
export { generateAcl, mergeAclFile, isGeneratedRule, GENERATED_PREFIX, ACL_FILE_HEADER } from './acl-generate.js';
export {
  inferAnnotations, boostingFlagsIn, READONLY_NAMES, DESTRUCTIVE_NAMES, IDEMPOTENT_NAMES,
  REQUIRES_APPROVAL_FLAGS, IDEMPOTENT_FLAGS, WRAPPER_PROGRAMS, READONLY_PROGRAMS, READONLY_COMMANDS,
  type AnnotationInput, type InferredAnnotations, type BoostingOptions, type BoostingFlags,
} from './annotations.js';
export { callerMatches, evaluateAcl, targetMatches, type AclRequest, type AclDecision } from './acl-evaluate.js';
export {
  denyAllApprovals, approvalNeed,
  type ApprovalHandler, type ApprovalRequest, type ApprovalAnswer, type ApprovalNeed,
} from './approval.js';
export {
  createAuditLog, canonicalJson, inputHash, loadOrCreateSalt,
  type AuditLog, type AuditLogOptions, type AuditEntry, type AuditRecord, type AuditStatus, type AuditDecision,
} from './audit.js';
export { createAclSource, type AclSourceOptions } from './acl-source.js';
export {
  classifyCommand, classifyParameter, curatedEffect, effectFromHelp, defaultEffect, propertyEffect,
  isCredentialParameter, bindingEffects, CURATED_EFFECTS, EFFECTS,
  type Effect, type EffectSource, type ParameterEffect, type ParameterFacts, type CommandEffects, type BindingEffectSummary,
} from './effects/index.js';
export { toolAccess, TOOL_ACCESS_LABELS, type ToolAccess, type ToolAccessState } from './tool-access.js';
