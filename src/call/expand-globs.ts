/**
 * Globs in path operands: a value of a parameter that names files (the same parameters path
 * confinement checks, src/govern/call-paths.ts) holding `*`, `?` or `[...]` is expanded by svc, as a
 * shell would, before the call is placed, so every name it gives is confined like a typed path.
 * No shell is involved. docs/execution.md "Globs" is the contract.
 *
 * The matcher and the walk are pure over an injected {@link GlobFileSystem}; the call stage
 * ({@link expandCallGlobs}) gives it the real one.
 */
import { lstatSync, opendirSync, statSync, type Dir } from 'node:fs';
import { isInsideRoots, resolveLikeKernel, resolveWorkingDirectory } from '../exec/workspace.js';
import { pathParametersOfCall } from '../govern/call-paths.js';
import { pathOutsideRootsGuidance } from '../govern/path-confinement.js';
import type { PlacementRequest } from './call-placement.js';

/** Most names one call's patterns may give, together. */
export const MAX_GLOB_MATCHES = 1000;
/** Most directory entries one call's patterns may read, together. */
export const MAX_GLOB_ENTRIES_READ = 10_000;
/** Most wildcard segments in one pattern (`a/*` has one, `*\/*\/*` three). */
export const MAX_GLOB_WILD_SEGMENTS = 8;
/** Longest pattern segment (NAME_MAX): no file name is longer. */
export const MAX_GLOB_SEGMENT_LENGTH = 255;
/**
 * Matcher steps one call's patterns may take in all (a step is one move of the matcher over a
 * name, about 8 ns here): a hostile `*aaaa...b` against 10,000 long names would otherwise cost over
 * a second of svc's CPU; this bounds it to about 20 ms, well above what `*.ts` over 10,000 names
 * takes (under half a million steps).
 */
export const MAX_GLOB_MATCH_STEPS = 2_500_000;

/** What the expansion reads; the real one is {@link realGlobFileSystem}. */
export interface GlobFileSystem {
  /**
   * The names in a directory (without `.` and `..`), or undefined when it is not a readable
   * directory; reading stops after `limit + 1` entries, so a caller never makes svc read a huge directory whole.
   */
  readDirectory(path: string, limit: number): string[] | undefined;
  /** Whether the path exists (a trailing `/` asks for a directory); a dangling symlink exists. */
  exists(path: string): boolean;
  /** Where the path really leads (symlinks resolved as the kernel walks them), or undefined when it cannot be judged. */
  resolve(path: string): string | undefined;
}

export const realGlobFileSystem: GlobFileSystem = {
  readDirectory(path, limit) {
    let dir: Dir | undefined;
    try {
      dir = opendirSync(path);
      const names: string[] = [];
      for (let entry = dir.readSync(); entry !== null && names.length <= limit; entry = dir.readSync()) names.push(entry.name);
      return names;
    } catch {
      return undefined;
    } finally {
      try {
        dir?.closeSync();
      } catch {
        // Already closed.
      }
    }
  },
  exists(path) {
    try {
      return path.endsWith('/') ? statSync(path).isDirectory() : lstatSync(path, { throwIfNoEntry: false }) !== undefined;
    } catch {
      return false;
    }
  },
  resolve(path) {
    const walked = resolveLikeKernel(path, '/');
    return 'path' in walked ? walked.path : undefined;
  },
};

type Token = { kind: 'star' } | { kind: 'any' } | { kind: 'char'; char: string } | { kind: 'class'; negated: boolean; ranges: Array<[string, string]> };

/** A bracket expression starting at `start` (the `[`), or undefined when it is not closed (then `[` is literal). */
function parseClass(segment: string, start: number): { token: Token; end: number } | undefined {
  let i = start + 1;
  let negated = false;
  if (segment[i] === '!' || segment[i] === '^') {
    negated = true;
    i++;
  }
  const ranges: Array<[string, string]> = [];
  let first = true;
  while (i < segment.length) {
    let char = segment[i]!;
    if (char === ']' && !first) return { token: { kind: 'class', negated, ranges }, end: i + 1 };
    first = false;
    if (char === '\\' && i + 1 < segment.length) char = segment[++i]!;
    if (segment[i + 1] === '-' && i + 2 < segment.length && segment[i + 2] !== ']') {
      let high = segment[i + 2]!;
      let next = i + 3;
      if (high === '\\' && i + 3 < segment.length) {
        high = segment[i + 3]!;
        next = i + 4;
      }
      ranges.push([char, high]);
      i = next;
      continue;
    }
    ranges.push([char, char]);
    i++;
  }
  return undefined;
}

/** One pattern segment as tokens; `wild` when it holds a wildcard (else it names one entry literally). */
export function parseSegment(segment: string): { tokens: Token[]; wild: boolean; literal: string } {
  const tokens: Token[] = [];
  let wild = false;
  let literal = '';
  for (let i = 0; i < segment.length; ) {
    const char = segment[i]!;
    if (char === '\\' && i + 1 < segment.length) {
      tokens.push({ kind: 'char', char: segment[i + 1]! });
      literal += segment[i + 1]!;
      i += 2;
    } else if (char === '*') {
      // `**` is `*` (no globstar).
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
      wild = true;
      i++;
    } else if (char === '?') {
      tokens.push({ kind: 'any' });
      wild = true;
      i++;
    } else if (char === '[') {
      const parsed = parseClass(segment, i);
      if (parsed) {
        tokens.push(parsed.token);
        wild = true;
        i = parsed.end;
      } else {
        tokens.push({ kind: 'char', char });
        literal += char;
        i++;
      }
    } else {
      tokens.push({ kind: 'char', char });
      literal += char;
      i++;
    }
  }
  return { tokens, wild, literal };
}

/** Whether a value holds a wildcard svc expands: an unescaped `*`, `?` or a closed `[...]`. */
export function hasGlob(value: string): boolean {
  if (!/[*?[]/.test(value)) return false;
  return value.split('/').some((segment) => parseSegment(segment).wild);
}

function tokenMatches(token: Token, char: string): boolean {
  if (token.kind === 'any') return true;
  if (token.kind === 'char') return token.char === char;
  if (token.kind === 'class') {
    const inside = token.ranges.some(([low, high]) => char >= low && char <= high);
    return inside !== token.negated;
  }
  return false;
}

/**
 * Whether a file name matches a parsed segment, as bash without `dotglob`: a leading `.` is matched
 * only by a literal `.`. Linear backtracking over the last `*` (no regular expression, so no
 * catastrophic backtracking whatever the pattern).
 *
 * @example
 * matchSegment(parseSegment('*.ts').tokens, 'a.ts'); // true
 * matchSegment(parseSegment('*').tokens, '.env'); // false
 */
export function matchSegment(tokens: readonly Token[], name: string, budget?: { steps: number }): boolean {
  if (name.startsWith('.') && !(tokens[0]?.kind === 'char' && tokens[0].char === '.')) return false;
  let t = 0;
  let n = 0;
  let starT = -1;
  let starN = 0;
  let steps = 0;
  while (n < name.length) {
    steps++;
    const token = tokens[t];
    if (token && token.kind !== 'star' && tokenMatches(token, name[n]!)) {
      t++;
      n++;
    } else if (token?.kind === 'star') {
      starT = t++;
      starN = n;
    } else if (starT >= 0) {
      t = starT + 1;
      n = ++starN;
    } else {
      return false;
    }
  }
  if (budget) budget.steps -= steps;
  while (tokens[t]?.kind === 'star') t++;
  return t === tokens.length;
}

/** Why a pattern gave no names. */
export type GlobRefusal =
  /** `directory`: where a relative pattern was taken from. */
  | { kind: 'no-match'; directory?: string }
  | { kind: 'outside'; resolved: string }
  | { kind: 'too-many-matches' }
  | { kind: 'too-many-entries' }
  | { kind: 'too-complex'; why: string };

/** The shared budget of one call's expansion. */
export interface GlobBudget {
  matches: number;
  entries: number;
  /** Matcher steps left ({@link MAX_GLOB_MATCH_STEPS}). */
  steps: number;
}

export function newGlobBudget(): GlobBudget {
  return { matches: MAX_GLOB_MATCHES, entries: MAX_GLOB_ENTRIES_READ, steps: MAX_GLOB_MATCH_STEPS };
}

/** What {@link expandPattern} needs besides the pattern. */
export interface ExpandOptions {
  /** Where a relative pattern is taken from (absolute). */
  cwd: string;
  /** Usable roots (real paths); empty: no confinement. */
  roots: readonly string[];
  fs: GlobFileSystem;
  budget: GlobBudget;
}

const joinPath = (directory: string, name: string): string => (directory.endsWith('/') ? `${directory}${name}` : `${directory}/${name}`);

/**
 * The names a pattern gives, sorted in code-unit order, each as a shell would give it (relative when
 * the pattern is relative), or why it gives none. A directory is read only when it resolves inside
 * `roots`; every name given is still checked by path confinement afterwards.
 *
 * @example
 * expandPattern('src/*.ts', { cwd: '/w/p', roots: ['/w/p'], fs, budget: newGlobBudget() });
 * // { ok: true, paths: ['src/a.ts', 'src/b.ts'] }
 */
export function expandPattern(pattern: string, options: ExpandOptions): { ok: true; paths: string[] } | { ok: false; refusal: GlobRefusal } {
  const absolute = pattern.startsWith('/');
  const segments = (absolute ? pattern.slice(1) : pattern).split('/');
  const parsed = segments.map(parseSegment);
  const wildCount = parsed.filter((segment) => segment.wild).length;
  if (wildCount > MAX_GLOB_WILD_SEGMENTS) return { ok: false, refusal: { kind: 'too-complex', why: `it has ${wildCount} segments with wildcards; svc expands at most ${MAX_GLOB_WILD_SEGMENTS}` } };
  if (segments.some((segment) => segment.length > MAX_GLOB_SEGMENT_LENGTH)) {
    return { ok: false, refusal: { kind: 'too-complex', why: `a segment between slashes is longer than ${MAX_GLOB_SEGMENT_LENGTH} characters, the longest file name` } };
  }
  // Each candidate: the path as shown (as the caller wrote it) and where it is (absolute).
  let candidates: Array<{ shown: string; at: string }> = [{ shown: absolute ? '/' : '', at: absolute ? '/' : options.cwd }];
  let needsCheck = false;
  for (let index = 0; index < segments.length; index++) {
    const segment = parsed[index]!;
    const last = index === segments.length - 1;
    const next: Array<{ shown: string; at: string }> = [];
    for (const candidate of candidates) {
      const prefix = candidate.shown === '' || candidate.shown.endsWith('/') ? candidate.shown : `${candidate.shown}/`;
      if (!segment.wild) {
        // Taken by name; whether it exists is checked at the end (a trailing `/` gives an empty segment).
        next.push({ shown: `${prefix}${segment.literal}`, at: segment.literal === '' ? `${candidate.at}/` : joinPath(candidate.at, segment.literal) });
        needsCheck = true;
        continue;
      }
      const real = options.fs.resolve(candidate.at);
      if (real === undefined) continue;
      if (options.roots.length > 0 && !isInsideRoots(real, options.roots)) return { ok: false, refusal: { kind: 'outside', resolved: real } };
      const names = options.fs.readDirectory(real, Math.max(0, options.budget.entries));
      if (!names) continue;
      options.budget.entries -= names.length;
      if (options.budget.entries < 0) return { ok: false, refusal: { kind: 'too-many-entries' } };
      for (const name of names) {
        const matched = matchSegment(segment.tokens, name, options.budget);
        if (options.budget.steps < 0) return { ok: false, refusal: { kind: 'too-complex', why: `matching it against the directories it names takes more than ${MAX_GLOB_MATCH_STEPS} steps, the most svc spends on one call's patterns` } };
        if (!matched) continue;
        next.push({ shown: `${prefix}${name}`, at: joinPath(candidate.at, name) });
        if (next.length > MAX_GLOB_MATCHES) return { ok: false, refusal: { kind: 'too-many-matches' } };
      }
      needsCheck = !last;
    }
    candidates = next;
    if (candidates.length === 0) break;
  }
  let found = candidates;
  if (needsCheck) {
    const kept: typeof found = [];
    for (const candidate of found) {
      // A name after the last wildcard is looked up only where it resolves inside the roots.
      const real = options.fs.resolve(candidate.at);
      if (real === undefined) continue;
      if (options.roots.length > 0 && !isInsideRoots(real, options.roots)) return { ok: false, refusal: { kind: 'outside', resolved: real } };
      if (options.fs.exists(candidate.at)) kept.push(candidate);
    }
    found = kept;
  }
  if (found.length === 0) return { ok: false, refusal: { kind: 'no-match', ...(absolute ? {} : { directory: options.cwd }) } };
  options.budget.matches -= found.length;
  if (options.budget.matches < 0) return { ok: false, refusal: { kind: 'too-many-matches' } };
  const paths = found.map((candidate) => candidate.shown);
  paths.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { ok: true, paths };
}

/** Guidance for a pattern that gave no names. */
export function globRefusalGuidance(parameter: string, pattern: string, refusal: GlobRefusal, roots: readonly string[], cwd: string): string {
  switch (refusal.kind) {
    case 'no-match':
      return (
        `No file matches ${pattern}${refusal.directory ? ` in ${refusal.directory}` : ''}. Nothing was run. ` +
        `svc expands *, ? and [...] in the path parameter "${parameter}" as a shell would, and a pattern that matches nothing is refused, not passed on literally. ` +
        'Check the directory and the pattern (a leading . is matched only by a literal .), or list the directory first.'
      );
    case 'outside':
      return pathOutsideRootsGuidance({ parameter, value: pattern, resolved: refusal.resolved }, roots, cwd);
    case 'too-many-matches':
      return (
        `The pattern ${pattern} in the parameter "${parameter}" matches more than ${MAX_GLOB_MATCHES} files (together with the call's other patterns), the most svc expands in one call. Nothing was run. ` +
        'Narrow the pattern (a longer prefix or suffix, one directory at a time) or split the work into several calls.'
      );
    case 'too-many-entries':
      return (
        `Expanding ${pattern} in the parameter "${parameter}" would read more than ${MAX_GLOB_ENTRIES_READ} directory entries, the most svc reads for one call's patterns. Nothing was run. ` +
        'Name the directories literally and keep wildcards to the last segment, or split the work into several calls.'
      );
    case 'too-complex':
      return `The pattern ${pattern} in the parameter "${parameter}" is not expanded: ${refusal.why}. Nothing was run. Use fewer wildcard segments or name the files.`;
  }
}

/**
 * What {@link expandCallGlobs} needs to know about the call: what placement is asked (with
 * `unconfined`, patterns are expanded anywhere, as typed paths are allowed anywhere), and the file
 * system to read (tests give an in-memory one).
 */
export type GlobRequest = PlacementRequest & { fs?: GlobFileSystem };

/** The call's arguments with patterns expanded (`changed` when any was), or why it may not run. */
export type GlobExpansion = { ok: true; changed: boolean; args: Record<string, unknown> } | { ok: false; guidance: string };

/**
 * Expands the patterns in a call's path operands (positional parameters and option values that
 * name files in this call, {@link pathParametersOfCall}), not in options that take several values
 * (`jq --slurpfile NAME FILE`), expressions (find's `-newer F`) nor in sensitive ones. A value that names an existing file as written
 * (`notes[1].txt`) is passed as written. A parameter that takes one value accepts a pattern that
 * matches one file. When the working directory cannot be resolved nothing is expanded (placement refuses the call).
 *
 * @example
 * expandCallGlobs({ binding: wcBinding, programArgs: { lines: true, file: ['src/*.ts'] }, workingDirectory: undefined, parameter: 'working_directory', workspace });
 * // { ok: true, changed: true, args: { lines: true, file: ['src/a.ts', 'src/b.ts'] } }
 */
export function expandCallGlobs(request: GlobRequest): GlobExpansion {
  const { binding, programArgs } = request;
  const candidates = pathParametersOfCall(binding, programArgs).filter(
    (path) => !path.sensitive && !Array.isArray(binding.input_schema.properties[path.parameter]?.['x-cli-values'])
      // An expression's predicates each take one word (find -newer F); a pattern there is find's to read or refuse.
      && binding.input_schema.properties[path.parameter]?.['x-cli-expression'] !== true && path.values.some(hasGlob),
  );
  if (candidates.length === 0) return { ok: true, changed: false, args: programArgs };
  const place = resolveWorkingDirectory(typeof request.workingDirectory === 'string' ? request.workingDirectory : undefined, request.workspace, request.parameter);
  if (!place.ok || (request.workingDirectory !== undefined && typeof request.workingDirectory !== 'string')) return { ok: true, changed: false, args: programArgs };
  const cwd = place.directory;
  const roots = request.unconfined ? [] : request.workspace.roots;
  const fs = request.fs ?? realGlobFileSystem;
  const budget = newGlobBudget();
  const args: Record<string, unknown> = { ...programArgs };
  for (const { parameter } of candidates) {
    const value = programArgs[parameter];
    const items = Array.isArray(value) ? value : [value];
    const out: unknown[] = [];
    for (const item of items) {
      if (typeof item !== 'string' || !hasGlob(item)) {
        out.push(item);
        continue;
      }
      // A name that exists as written is that file, not a pattern.
      const at = item.startsWith('/') ? item : joinPath(cwd, item);
      const literal = fs.resolve(at);
      if (literal !== undefined && (roots.length === 0 || isInsideRoots(literal, roots)) && fs.exists(at)) {
        out.push(item);
        continue;
      }
      const expanded = expandPattern(item, { cwd, roots, fs, budget });
      if (!expanded.ok) return { ok: false, guidance: globRefusalGuidance(parameter, item, expanded.refusal, request.workspace.roots, cwd) };
      out.push(...expanded.paths);
    }
    if (Array.isArray(value)) {
      args[parameter] = out;
    } else if (out.length === 1) {
      args[parameter] = out[0];
    } else {
      return {
        ok: false,
        guidance:
          `The pattern ${String(value)} matches ${out.length} files, but the parameter "${parameter}" takes one path. Nothing was run. ` +
          `Matches: ${out.slice(0, 5).join(', ')}${out.length > 5 ? ', ...' : ''}. Narrow the pattern to one file, or name the file.`,
      };
    }
  }
  return { ok: true, changed: true, args };
}
