/**
 * Where a call runs: the usable roots of the session, the default working directory, and the
 * check that a directory or path stays inside the roots after symlinks are resolved.
 * docs/serve.md "Roots and working directories" documents the rules.
 */
import { lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** The directories a call may work in, as one session sees them at the moment of the call. */
export interface Workspace {
  /**
   * Usable roots, real paths (symlinks resolved). Empty: no confinement (neither the operator nor
   * the client named a root), unless {@link refusal} is set.
   */
  roots: string[];
  /** Where a call without `working_directory` runs: the first usable root, else svc's own cwd. */
  defaultDirectory: string;
  /** Set when nothing may run at all (the client's roots all lie outside the operator's). */
  refusal?: string;
}

/** Longest path a system call accepts (Linux PATH_MAX, counting the NUL); longer ones fail with ENAMETOOLONG. */
export const PATH_MAX = 4096;
/** Symbolic links the kernel follows in one lookup before it gives up with ELOOP (Linux MAXSYMLINKS). */
export const MAX_SYMLINKS = 40;

/** Where a path leads, as the kernel walks it; `unresolvable` when no system call would accept it. */
export type KernelPath = { path: string } | { unresolvable: 'too-long' | 'symlink-loop' };

/**
 * Resolves `path` (relative ones against `cwd`) the way the kernel walks it: one component at a
 * time from the left, each symbolic link replaced by its target before the next component is
 * looked at, so `..` applies to where a link really leads (`link/../secret` with
 * `link -> /outside/dir` is `/outside/secret`, not `<cwd>/secret`), `..` at `/` stays at `/`, and
 * links to links and chains of them are followed. Components from the first one that does not
 * exist on are applied to the path by name (a file about to be created); a `..` that leads back
 * out of them walks on with symlinks resolved again (`mkdir -p missing/../link/../x` creates
 * `missing`, then follows `link`). A path longer than {@link PATH_MAX}
 * or with more than {@link MAX_SYMLINKS} links is `unresolvable`: the kernel refuses it too, and
 * svc never walks more than that.
 *
 * @example
 * resolveLikeKernel('link/../secret', '/w/proj'); // { path: '/outside/secret' } when link -> /outside/dir
 */
export function resolveLikeKernel(path: string, cwd: string): KernelPath {
  if (path.length >= PATH_MAX || cwd.length >= PATH_MAX) return { unresolvable: 'too-long' };
  // Pending components, last one first (so the next one is popped from the end).
  const pending = (isAbsolute(path) ? path : `${cwd}/${path}`).split('/').reverse();
  let current = '/';
  let links = 0;
  /** Components taken by name since the first one that does not exist; `..` out of them walks again. */
  let missing = 0;
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (name === '' || name === '.') continue;
    if (name === '..') {
      current = dirname(current);
      if (missing > 0) missing--;
      continue;
    }
    const next = current === '/' ? `/${name}` : `${current}/${name}`;
    if (missing > 0) {
      missing++;
      current = next;
      continue;
    }
    let target: string | undefined;
    try {
      if (lstatSync(next).isSymbolicLink()) target = readlinkSync(next);
    } catch {
      // Does not exist (yet), or cannot be looked at: the rest is taken by name.
      missing = 1;
      current = next;
      continue;
    }
    if (target === undefined) {
      current = next;
      continue;
    }
    if (++links > MAX_SYMLINKS || target.length >= PATH_MAX) return { unresolvable: links > MAX_SYMLINKS ? 'symlink-loop' : 'too-long' };
    // The link's target is walked in its place, from `/` or from the directory holding the link.
    if (isAbsolute(target)) current = '/';
    for (const part of target.split('/').reverse()) pending.push(part);
  }
  return { path: current };
}

/**
 * The real path of `path`, or, for a path that does not exist (yet), the real path of its deepest
 * existing ancestor with the rest appended, so `out/new.txt` under a symlinked directory is judged
 * by where the link points. Walked as the kernel walks it ({@link resolveLikeKernel}): symlinks
 * are resolved before any `..` after them is applied. A path the kernel would refuse (too long,
 * a symlink loop) is returned as given, made absolute.
 *
 * @example
 * realpathOfDeepestAncestor('/tmp/link-to-home/new-file'); // '/home/me/new-file'
 */
export function realpathOfDeepestAncestor(path: string): string {
  const walked = resolveLikeKernel(path, process.cwd());
  return 'path' in walked ? walked.path : resolve(path);
}

/**
 * Whether `path` (already a real path) is one of `roots` or lies below one.
 *
 * @example
 * isInsideRoots('/home/me/proj/src', ['/home/me/proj']); // true
 * isInsideRoots('/home/me/project2', ['/home/me/proj']); // false
 */
export function isInsideRoots(path: string, roots: readonly string[]): boolean {
  return roots.some((root) => {
    const rel = relative(root, path);
    return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
  });
}

/** Outcome of {@link resolveWorkingDirectory}. */
export type WorkingDirectoryResult = { ok: true; directory: string } | { ok: false; guidance: string };

const rootsText = (roots: readonly string[]): string => roots.join(', ');

/**
 * Resolves a call's `working_directory` (absolute, or relative to the default directory; absent
 * means the default), resolves symlinks, and checks it is an existing directory inside the usable
 * roots. A refusal carries `ai_guidance` naming the usable roots.
 *
 * @example
 * resolveWorkingDirectory('sub', { roots: ['/w/proj'], defaultDirectory: '/w/proj' }); // { ok: true, directory: '/w/proj/sub' }
 */
export function resolveWorkingDirectory(requested: string | undefined, workspace: Workspace, parameter = 'working_directory'): WorkingDirectoryResult {
  if (workspace.refusal) return { ok: false, guidance: workspace.refusal };
  if (requested === undefined || requested === '') return { ok: true, directory: workspace.defaultDirectory };
  const wanted = resolve(workspace.defaultDirectory, requested);
  const within = workspace.roots.length ? ` Use a directory inside the usable roots: ${rootsText(workspace.roots)} (or leave ${parameter} out to run in ${workspace.defaultDirectory}).` : '';
  let real: string;
  try {
    real = realpathSync(wanted);
  } catch {
    return { ok: false, guidance: `The ${parameter} ${JSON.stringify(requested)} (${wanted}) does not exist. Nothing was run.${within}` };
  }
  if (workspace.roots.length && !isInsideRoots(real, workspace.roots)) {
    const shown = real === wanted ? wanted : `${wanted}, which resolves to ${real}`;
    return {
      ok: false,
      guidance: `The ${parameter} ${shown} is outside the directories this session may work in, so nothing was run. Usable roots: ${rootsText(workspace.roots)}. Retry with a ${parameter} inside one of them (absolute, or relative to ${workspace.defaultDirectory}).`,
    };
  }
  try {
    if (!statSync(real).isDirectory()) return { ok: false, guidance: `The ${parameter} ${real} is not a directory. Nothing was run.${within}` };
  } catch (error) {
    return { ok: false, guidance: `The ${parameter} ${real} cannot be used (${(error as Error).message}). Nothing was run.${within}` };
  }
  return { ok: true, directory: real };
}

/**
 * The root of a server started with none: its own working directory, or HOME when that is `/`
 * (desktop clients start servers in `/`, and `/` as a root would show the whole machine). A real
 * path. Never a value a caller gives: `working_directory` and paths stay inside it.
 *
 * @example
 * implicitRoot('/home/me/proj'); // '/home/me/proj'
 * implicitRoot('/', '/home/me'); // '/home/me'
 */
export function implicitRoot(cwd: string, home: string | undefined = process.env.HOME): string {
  const directory = realpathOfDeepestAncestor(cwd);
  return directory === '/' && home ? realpathOfDeepestAncestor(home) : directory;
}

/**
 * The usable roots of a session. Client roots only ever narrow the operator's:
 * - operator roots and client roots: each client root inside an operator root, and each operator
 *   root inside a client root (the overlap); no overlap at all refuses every call;
 * - operator roots, no client roots (the client has no roots capability, or lists none): the
 *   operator's;
 * - client roots only: the client's (the folders its user opened);
 * - neither: the {@link implicitRoot} of `cwd`, svc's own directory.
 * All paths must already be real paths.
 *
 * @example
 * usableWorkspace(['/w'], ['/w/proj', '/etc'], '/'); // { roots: ['/w/proj'], defaultDirectory: '/w/proj' }
 * usableWorkspace([], undefined, '/srv/app'); // { roots: ['/srv/app'], defaultDirectory: '/srv/app' }
 */
export function usableWorkspace(operatorRoots: readonly string[], clientRoots: readonly string[] | undefined, cwd: string): Workspace {
  const client = clientRoots ?? [];
  const operator = operatorRoots.length > 0 ? operatorRoots : [implicitRoot(cwd)];
  let roots: string[];
  if (client.length === 0) roots = [...operator];
  // The roots a client program declares (the folder its user opened) stand in for the operator's;
  // they are the client's settings, never a value the model passes.
  else if (operatorRoots.length === 0) roots = [...client];
  else {
    roots = [];
    for (const root of client) {
      if (isInsideRoots(root, operator)) roots.push(root);
      else for (const allowed of operator) if (isInsideRoots(allowed, [root])) roots.push(allowed);
    }
    roots = [...new Set(roots)];
    if (roots.length === 0) {
      return {
        roots: [],
        defaultDirectory: cwd,
        refusal:
          `The client's roots (${rootsText(client)}) all lie outside the directories the operator lets svc work in (${rootsText(operator)}), ` +
          'so no tool may run in this session and nothing was run. Open a folder inside those directories in the client, ' +
          'or ask the operator to add the project with `svc serve --root <DIR>` (or `roots` in ~/.svc/config.yaml).',
      };
    }
  }
  return { roots: [...new Set(roots)], defaultDirectory: roots[0] };
}

/**
 * The workspace of calls that have no MCP session (the explorer, embedders): the operator's
 * roots, resolved through symlinks, or no confinement when there are none.
 *
 * @example
 * operatorWorkspace(['/home/me/proj'], process.cwd()).defaultDirectory; // '/home/me/proj'
 */
export function operatorWorkspace(roots: readonly string[], cwd: string): Workspace {
  return usableWorkspace(roots.map((root) => realpathOfDeepestAncestor(root)), undefined, cwd);
}

/**
 * The operator's roots as real paths; throws an Error naming a root that does not exist or is
 * not a directory (svc refuses to start rather than confine calls to nothing), and the
 * `setting` to fix (`caller_roots[0].roots` for a per-caller entry).
 *
 * @example
 * realOperatorRoots(['~/proj'.replace('~', process.env.HOME!)]); // ['/home/me/proj']
 */
export function realOperatorRoots(roots: readonly string[], setting = '--root / roots'): string[] {
  return [...new Set(roots.map((root) => {
    let real: string;
    try {
      real = realpathSync(root);
    } catch {
      throw new Error(`the root ${root} does not exist; create it or fix ${setting} in the config`);
    }
    if (!statSync(real).isDirectory()) throw new Error(`the root ${root} is not a directory; ${setting === '--root / roots' ? '--root' : setting} takes directories`);
    return real;
  }))];
}
