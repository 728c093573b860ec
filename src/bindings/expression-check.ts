/**
 * The check a binding's expression operand must pass before svc trusts it (`x-cli-expression`,
 * docs/bindings.md "Expressions"): every predicate says which word it renders and what it does, in
 * terms svc understands. A predicate whose word or effect svc could misread would otherwise render
 * something unexpected or pass as harmless.
 */

/** The problem with an expression property, or undefined; `keywordProblem` checks each predicate's governance keywords. */
export function expressionProblem(prop: Record<string, unknown>, keywordProblem: (predicate: Record<string, unknown>) => string | undefined): string | undefined {
  const marker = prop['x-cli-expression'];
  if (marker === undefined) return undefined;
  const items = prop.items as Record<string, unknown> | undefined;
  const predicates = items?.properties;
  if (marker !== true || prop.type !== 'array' || prop['x-cli-kind'] !== 'positional' || !predicates || typeof predicates !== 'object' || Array.isArray(predicates)) {
    return 'x-cli-expression must be true, on an array operand whose items list its predicates';
  }
  for (const [key, value] of Object.entries(predicates as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') return `x-cli-expression: predicate ${key} must be a mapping`;
    const predicate = value as Record<string, unknown>;
    if (predicate['x-cli-operator'] === true) {
      if (!Array.isArray(predicate.enum) || !predicate.enum.every((word) => typeof word === 'string' && /^\S+$/.test(word))) return `x-cli-expression: operator ${key} must list its words`;
      continue;
    }
    if (typeof predicate['x-cli-flag'] !== 'string' || !/^-[a-z][\w-]*$/.test(predicate['x-cli-flag'])) return `x-cli-expression: predicate ${key} needs an x-cli-flag word like -name`;
    const glued = predicate['x-cli-glued'];
    if (glued !== undefined && (typeof glued !== 'string' || !/^[A-Z]+$/.test(glued))) return `x-cli-expression: predicate ${key} has an x-cli-glued that is not capital letters`;
    const terminators = predicate['x-cli-terminators'];
    if (terminators !== undefined && (!Array.isArray(terminators) || !terminators.every((word) => word === ';' || word === '+'))) return `x-cli-expression: predicate ${key} may end only with ; or +`;
    const problem = keywordProblem(predicate);
    if (problem) return `x-cli-expression: predicate ${key}: ${problem}`;
  }
  return undefined;
}
