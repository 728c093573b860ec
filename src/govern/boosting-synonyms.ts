/**
 * Spellings that mean the same as a boosting flag of SPEC.md's table (docs/governance.md "Approval
 * that cannot be slipped past"): an option whose *value* says the same (`grep --directories=recurse`
 * is `grep -r`), or another option that does the same (`grep -R`, `rsync --archive` implies `-r`,
 * `git push --force-with-lease` forces). Data only; `boostingFlagsInCall` reads it.
 */

/** One spelling of a boosting flag. */
export interface BoostingSynonym {
  /** Program names (the binary's file name) it applies to; absent means every program. */
  readonly programs?: readonly string[];
  /** The option's tokens as the program spells them, long and short (`--directories`, `-d`). */
  readonly tokens: readonly string[];
  /**
   * Values of the option that mean the boosting flag, lower case. GNU argmatch accepts any
   * unambiguous prefix (`--directories=rec`), so a non-empty prefix of one counts, in any case.
   * Absent: the option itself means it, whatever its value.
   */
  readonly values?: readonly string[];
  /** The boosting flag of `REQUIRES_APPROVAL_FLAGS` it means (`-r`). */
  readonly means: string;
}

const GREPS = ['grep', 'egrep', 'fgrep'];

/** The table. Add entries here, not code. */
export const BOOSTING_SYNONYMS: readonly BoostingSynonym[] = Object.freeze([
  // grep -d ACTION / --directories=ACTION: `recurse` is -r.
  { programs: GREPS, tokens: ['--directories', '-d'], values: ['recurse'], means: '-r' },
  // grep -R follows every symlink while recursing: -r and more.
  { programs: GREPS, tokens: ['--dereference-recursive', '-R'], means: '-r' },
  // -R is the recursive option of these programs (ls -R lists, the others change whole trees).
  { programs: ['ls', 'rm', 'cp', 'chmod', 'chown', 'chgrp'], tokens: ['-R'], means: '-r' },
  // Archive modes imply recursion.
  { programs: ['rsync', 'cp'], tokens: ['--archive', '-a'], means: '-r' },
  // Forced pushes by another name.
  { programs: ['git'], tokens: ['--force-with-lease', '--force-if-includes'], means: '--force' },
] satisfies BoostingSynonym[]);
