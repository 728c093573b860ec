/**
 * Path confinement: while a session has usable roots, every path-typed argument of a call must
 * resolve inside them. docs/governance.md "Path confinement" documents which parameters count
 * as paths and what switching it off gives up.
 */
import type { Binding, CliPropertySchema } from '../bindings/types.js';
import { cliFormatOf } from '../bindings/cli-format.js';
import { isInsideRoots, MAX_SYMLINKS, PATH_MAX, resolveLikeKernel } from '../exec/workspace.js';

/**
 * Whether a parameter names a file: `x-cli-format: path` (or a legacy `format: path`; on the
 * value or on array items), or an effect
 * of `read` or `write` that the scan found (curated table or help text), since those parameters
 * name files the program reads or writes. A `write` that is only the default for unknown strings
 * is not a path.
 *
 * @example
 * isPathParameter({ type: 'string', 'x-cli-format': 'path', 'x-cli-kind': 'positional' }); // true
 */
export function isPathParameter(property: CliPropertySchema): boolean {
  if (cliFormatOf(property) === 'path') return true;
  const effect = property['x-cli-effect'];
  const source = property['x-cli-effect-source'];
  return (effect === 'read' || effect === 'write') && (source === 'curated' || source === 'help');
}

/** A path argument that resolves outside the usable roots. */
export interface PathOutsideRoots {
  parameter: string;
  value: string;
  /** Where it resolves (real path of its deepest existing ancestor, plus the rest). */
  resolved: string;
  /** The kernel would refuse the path (longer than PATH_MAX, a symlink loop): svc cannot judge it. */
  unresolvable?: 'too-long' | 'symlink-loop';
  /** The parameter is `x-cli-sensitive`: guidance must not quote it. */
  sensitive?: true;
}

/**
 * The first path argument of a call that resolves outside `roots`, relative values taken against
 * `cwd`, walked as the kernel walks them (symlinks resolved before a `..` after them is applied,
 * see `resolveLikeKernel`); `undefined` when every path stays inside (or `roots` is empty:
 * nothing to confine to). A path the kernel would refuse (too long, a symlink loop) counts as outside.
 *
 * @example
 * findPathOutsideRoots(lsBinding, { file: '/etc' }, '/w/proj', ['/w/proj']);
 * // { parameter: 'file', value: '/etc', resolved: '/etc' }
 */
export function findPathOutsideRoots(binding: Binding, args: Record<string, unknown>, cwd: string, roots: readonly string[]): PathOutsideRoots | undefined {
  if (roots.length === 0) return undefined;
  for (const [name, property] of Object.entries(binding.input_schema.properties)) {
    if (!isPathParameter(property)) continue;
    const value = args[name];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'string' || item === '') continue;
      const walked = resolveLikeKernel(item, cwd);
      const sensitive = property['x-cli-sensitive'] ? { sensitive: true as const } : {};
      if (!('path' in walked)) return { parameter: name, value: item, resolved: '', unresolvable: walked.unresolvable, ...sensitive };
      if (!isInsideRoots(walked.path, roots)) return { parameter: name, value: item, resolved: walked.path, ...sensitive };
    }
  }
  return undefined;
}

/**
 * `ai_guidance` for a path argument outside the roots.
 *
 * @example
 * pathOutsideRootsGuidance({ parameter: 'file', value: '/etc', resolved: '/etc' }, ['/w/proj'], '/w/proj');
 */
export function pathOutsideRootsGuidance(found: PathOutsideRoots, roots: readonly string[], cwd: string): string {
  if (found.unresolvable) {
    const why = found.unresolvable === 'too-long' ? `is ${PATH_MAX} bytes or longer, which no system call accepts` : `goes through more than ${MAX_SYMLINKS} symbolic links (a loop)`;
    return (
      `The parameter "${found.parameter}" names a path that ${why}, so svc cannot tell where it leads and nothing was run. ` +
      `Usable roots: ${roots.join(', ')}. Retry with a shorter path inside one of the roots.`
    );
  }
  const where = found.sensitive
    ? 'a path'
    : found.resolved === found.value ? found.value : `${JSON.stringify(found.value)}, which resolves to ${found.resolved}`;
  return (
    `The parameter "${found.parameter}" names ${where}, outside the directories this session may work in, so nothing was run. ` +
    `Usable roots: ${roots.join(', ')}. Relative paths are taken from the working directory ${cwd}. ` +
    'Retry with a path inside one of the roots.'
  );
}
