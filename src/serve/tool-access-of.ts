import type { Binding } from '../bindings/types.js';
import type { AclDocument } from '../govern/acl-types.js';
import { toolAccess, type ToolAccessState } from '../govern/tool-access.js';

/**
 * What the current ACL says about calling a tool at all, for a caller ({@link toolAccess}, the
 * evaluation calls go through). An ACL that cannot be read denies, as calls are then refused.
 *
 * @example
 * const accessOf = toolAccessOf(() => aclSource());
 * await accessOf(gitLogBinding, 'stdio'); // 'allowed'
 */
export function toolAccessOf(acl: AclDocument | (() => AclDocument | Promise<AclDocument>)): (binding: Binding, caller: string, principals?: readonly string[]) => Promise<ToolAccessState> {
  return async (binding, caller, principals) => {
    let document: AclDocument;
    try {
      document = typeof acl === 'function' ? await acl() : acl;
    } catch {
      return 'denied';
    }
    return toolAccess(document, { caller, ...(principals ? { principals } : {}), moduleId: binding.module_id, requiresApproval: binding.annotations?.requires_approval === true, binding }).state;
  };
}
