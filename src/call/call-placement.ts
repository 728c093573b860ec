/**
 * Where one call runs: its working directory (svc's `working_directory` argument, checked
 * against the session's usable roots) and the confinement of its path arguments.
 */
import type { Binding } from '../bindings/types.js';
import { resolveWorkingDirectory, type Workspace } from '../exec/workspace.js';
import { findCallPathOutsideRoots } from '../govern/call-paths.js';
import { pathOutsideRootsGuidance } from '../govern/path-confinement.js';

/** What {@link placeCall} needs to know about the call. */
export interface PlacementRequest {
  binding: Binding;
  /** The program's arguments (svc's working-directory argument already taken out). */
  programArgs: Record<string, unknown>;
  /** The value given for svc's working-directory argument. */
  workingDirectory: unknown;
  /** That argument's name on this tool. */
  parameter: string;
  workspace: Workspace;
  /** Path arguments are not checked (the operator switched confinement off for this module). */
  unconfined?: boolean;
}

/** Where the call may run, or why it may not (status for the audit line, and guidance). */
export type Placement = { ok: true; directory: string } | { ok: false; status: 'invalid' | 'refused'; guidance: string };

/**
 * Resolves the working directory of a call and checks its path arguments. Nothing is run when
 * it refuses.
 *
 * @example
 * placeCall({ binding, programArgs: { file: '/etc' }, workingDirectory: undefined, parameter: 'working_directory', workspace });
 * // { ok: false, status: 'refused', guidance: 'The parameter "file" names /etc, outside ...' }
 */
export function placeCall(request: PlacementRequest): Placement {
  const { workingDirectory, parameter, workspace } = request;
  if (workingDirectory !== undefined && typeof workingDirectory !== 'string') {
    return { ok: false, status: 'invalid', guidance: `The parameter "${parameter}" must be a string: a directory path, absolute or relative to ${workspace.defaultDirectory}. Nothing was run.` };
  }
  if (typeof workingDirectory === 'string' && /[\0\r\n]/.test(workingDirectory)) {
    return { ok: false, status: 'refused', guidance: `The parameter "${parameter}" contains a NUL byte or a line break. Remove it and retry. Nothing was run.` };
  }
  const place = resolveWorkingDirectory(workingDirectory, workspace, parameter);
  if (!place.ok) return { ok: false, status: 'refused', guidance: place.guidance };
  if (!request.unconfined) {
    // The paths of this call: operands a flag of the call makes files (grep -e), file values of
    // options that take several (jq --slurpfile NAME FILE), and every path parameter.
    const outside = findCallPathOutsideRoots(request.binding, request.programArgs, place.directory, workspace.roots);
    if (outside) return { ok: false, status: 'refused', guidance: pathOutsideRootsGuidance(outside, workspace.roots, place.directory) };
  }
  return { ok: true, directory: place.directory };
}
