import type { Binding } from '../bindings/types.js';
import type { AclDocument } from '../govern/acl-types.js';
import { toolAccess, type ToolAccessState } from '../govern/tool-access.js';

/**
 * What the current ACL says about calling a tool at all, for a caller ({@link toolAccess}, the
 * evaluation calls go through, in the sandbox when `sandboxed` says calls run in one). An ACL that
 * cannot be read denies, as calls are then refused.
 *
 * @example
 * const accessOf = toolAccessOf(() => aclSource());
 * await accessOf(gitLogBinding, 'stdio'); // 'allowed'
 */
export function toolAccessOf(
  acl: AclDocument | (() => AclDocument | Promise<AclDocument>),
  sandboxed: () => Promise<boolean> = async () => false,
): (binding: Binding, caller: string, principals?: readonly string[]) => Promise<ToolAccessState> {
  // A tools/list asks about every tool at once: one read of the ACL source (a stat of the file)
  // serves all the questions asked while it is under way, not one per tool.
  let reading: Promise<AclDocument> | undefined;
  const current = (source: () => AclDocument | Promise<AclDocument>) =>
    (reading ??= Promise.resolve().then(source).finally(() => {
      reading = undefined;
    }));
  return async (binding, caller, principals) => {
    let document: AclDocument;
    try {
      document = typeof acl === 'function' ? await current(acl) : acl;
    } catch {
      return 'denied';
    }
    return toolAccess(document, { caller, ...(principals ? { principals } : {}), moduleId: binding.module_id, requiresApproval: binding.annotations?.requires_approval === true, binding, sandboxed: await sandboxed() }).state;
  };
}
