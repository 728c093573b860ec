/**
 * Decides whether a tool call handler takes the request as third parameter.
 *
 * Order: an explicit `passRequest` option, then the handler's own `wantsRequest` marker, then
 * the parameters declared in the function's source. `Function.length` alone is not enough: it
 * stops counting at the first default parameter and ignores rest parameters, so
 * `(name, args = {}, req) => …` has length 1. A rest parameter counts as wanting the request.
 * Where the source is unavailable (bound or native functions), `Function.length` decides.
 *
 * @example
 * handlerWantsRequest(async (name, args = {}, req) => [[], false]); // true
 */
export function handlerWantsRequest(handler: Function, passRequest?: boolean): boolean {
  if (typeof passRequest === 'boolean') return passRequest;
  const marker = (handler as { wantsRequest?: unknown }).wantsRequest;
  if (typeof marker === 'boolean') return marker;
  const declared = declaredParameterCount(handler);
  return declared === undefined ? handler.length >= 3 : declared >= 3;
}

/**
 * Counts the parameters in a function's source; a rest parameter counts as unbounded
 * (`Infinity`). Returns undefined when the source cannot be read.
 */
export function declaredParameterCount(fn: Function): number | undefined {
  let source: string;
  try {
    source = Function.prototype.toString.call(fn);
  } catch {
    return undefined;
  }
  if (/\{\s*\[native code\]\s*\}\s*$/.test(source)) return undefined;
  const list = parameterList(source);
  if (list === undefined) return undefined;
  const params = splitTopLevel(list).map((p) => p.trim()).filter((p) => p.length > 0);
  if (params.some((p) => p.startsWith('...'))) return Number.POSITIVE_INFINITY;
  return params.length;
}

/** The text between the parameter parentheses, or the bare parameter of `x => …`. */
function parameterList(source: string): string | undefined {
  let i = skipTrivia(source, 0);
  // A single unparenthesised arrow parameter: `x => …` or `async x => …`.
  const bare = /^(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(source.slice(i));
  if (bare) return bare[1];
  const open = findParameterOpen(source, i);
  if (open === undefined) return undefined;
  i = open + 1;
  const end = matchingClose(source, open);
  return end === undefined ? undefined : source.slice(i, end);
}

/** Index of the `(` that opens the parameter list, skipping comments and a computed name. */
function findParameterOpen(source: string, start: number): number | undefined {
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === '/' && (source[i + 1] === '/' || source[i + 1] === '*')) {
      i = skipTrivia(source, i) - 1;
      continue;
    }
    if (c === '[') {
      // Computed method name `[Symbol.x](a, b) {}`.
      const end = matchingClose(source, i);
      if (end === undefined) return undefined;
      i = end;
      continue;
    }
    if (c === '(') return i;
    if (c === '{' || c === '=') return undefined;
  }
  return undefined;
}

function skipTrivia(source: string, start: number): number {
  let i = start;
  while (i < source.length) {
    if (/\s/.test(source[i]!)) i++;
    else if (source.startsWith('//', i)) i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i) + 1;
    else if (source.startsWith('/*', i)) i = source.indexOf('*/', i) === -1 ? source.length : source.indexOf('*/', i) + 2;
    else break;
  }
  return i;
}

const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Index of the bracket closing the one at `open`, skipping strings, templates and comments. */
function matchingClose(source: string, open: number): number | undefined {
  const stack: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(source, i);
      continue;
    }
    if (c === '/' && (source[i + 1] === '/' || source[i + 1] === '*')) {
      i = skipTrivia(source, i) - 1;
      continue;
    }
    if (CLOSERS[c]) stack.push(CLOSERS[c]!);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return undefined;
      if (stack.length === 0) return i;
    }
  }
  return undefined;
}

function skipString(source: string, start: number): number {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (quote === '`' && c === '$' && source[i + 1] === '{') {
      const end = matchingClose(source, i + 1);
      if (end === undefined) return source.length;
      i = end;
    } else if (c === quote) return i;
  }
  return source.length;
}

/** Splits on commas that are not nested inside brackets, strings or comments. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const end = skipString(list, i);
      current += list.slice(i, end + 1);
      i = end;
      continue;
    }
    if (c === '/' && (list[i + 1] === '/' || list[i + 1] === '*')) {
      const end = skipTrivia(list, i);
      current += ' ';
      i = end - 1;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}
