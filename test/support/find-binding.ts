/**
 * find's binding as svc builds it from the captured man page (test/fixtures/man/find.txt): the
 * starting points and the expression operand, with the effects the classifier gives them. For unit
 * tests of rendering and governance of expressions (issue 32), without running find.
 */
import { readFileSync } from 'node:fs';
import { buildBinding } from '../../src/bindings/build-binding.js';
import type { Binding } from '../../src/bindings/types.js';
import { classifyCommand } from '../../src/govern/effects/classify.js';
import { parseExpressionGrammar } from '../../src/scan/man/expression.js';
import type { ParsedHelp } from '../../src/scan/types.js';

/** find's binding: `path` (starting points, read) and `expression` (the page's predicates). */
export function findBinding(): Binding {
  const expression = parseExpressionGrammar(readFileSync(new URL('../fixtures/man/find.txt', import.meta.url), 'utf8'))!;
  const help: ParsedHelp = {
    format: 'gnu', description: 'search for files in a directory hierarchy', usage: 'find [-H] [-L] [-P] [path...] [expression]',
    flags: [{ short: '-L', type: 'boolean', description: 'Follow symbolic links.' }],
    positionals: [
      { name: 'path', required: false, variadic: true, type: 'path', description: '' },
      { name: 'expression', required: false, variadic: false, type: 'string', description: '' },
    ],
    subcommands: [],
    expression,
  };
  const effects = classifyCommand({ tool: 'find', commandPath: [] }, help);
  return buildBinding({
    tool: 'find', binary: '/usr/bin/find', commandPath: [], version: 'find (GNU findutils) 4.9.0', help, helpText: '', effects,
    annotations: { readonly: false, destructive: false, idempotent: false, requires_approval: false, cacheable: false, open_world: false },
    annotationRules: {}, tiers: [1, 2],
  });
}
