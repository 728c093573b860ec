/**
 * Renders an expression operand (`x-cli-expression`, src/bindings/expression-schema.ts) to argv:
 * each item, in order, becomes its predicate's word and values (`{"name": "*.ts"}` → `-name *.ts`,
 * `{"exec": ["wc", "-l", "{}"]}` → `-exec wc -l {} ;`) or its operator (`{"operator": "-o"}` → `-o`).
 * One token list per item, so the govern layer judges each predicate by its own effect.
 */
import type { CliPropertySchema } from '../bindings/types.js';
import { OPERATOR_KEY } from '../bindings/expression-schema.js';
import { ArgvRefusal, SHELL_METACHARACTERS, type RenderArgvOptions } from './render-argv.js';

type ItemSchema = Record<string, unknown>;

/**
 * A value of a predicate. A leading `-` is allowed: find takes the word after a predicate as its
 * value whatever it looks like (`-perm -644`, `-mtime -3`, `-name -x`), so it cannot become a
 * predicate of its own. NUL and line breaks never pass; shell metacharacters only in patterns
 * (`x-cli-text`) or where the tool allows them, as for any value.
 */
function checkValue(parameter: string, token: string, checkMetacharacters: boolean): string {
  if (/[\0\r\n]/.test(token)) throw new ArgvRefusal('control_characters', parameter, `parameter ${parameter} contains a NUL byte or a line break`);
  if (checkMetacharacters) {
    // Looked up at call time: render-argv.ts imports this module, so its constants are not read while modules load.
    const found = [...new Set([...token].filter((ch) => (SHELL_METACHARACTERS as readonly string[]).includes(ch)))];
    if (found.length > 0) throw new ArgvRefusal('shell_metacharacters', parameter, `parameter ${parameter} contains shell metacharacters ${found.join(' ')}`, found);
  }
  return token;
}

function text(parameter: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new ArgvRefusal('invalid_value', parameter, `parameter ${parameter} must be a string or a number`);
}

function checksMetacharacters(schema: ItemSchema, options: RenderArgvOptions): boolean {
  if (options.allowShellMetacharacters) return false;
  return schema['x-cli-text'] === undefined || options.checkPatternMetacharacters === true;
}

/** `-exec command ;`: the words, then `;` svc adds, or the words ending in `{} +` (the batch form). */
function commandTokens(where: string, flag: string, schema: ItemSchema, value: unknown, options: RenderArgvOptions): string[] {
  if (!Array.isArray(value) || value.length === 0) throw new ArgvRefusal('invalid_value', where, `parameter ${where} takes the command's words as a list of strings`);
  const words = value.map((word) => text(where, word));
  const terminators = Array.isArray(schema['x-cli-terminators']) ? schema['x-cli-terminators'] as string[] : [';'];
  const batch = words.length >= 2 && words.at(-1) === '+' && words.at(-2) === '{}' && terminators.includes('+');
  const body = batch ? words.slice(0, -1) : words;
  // A ";" (or "{} +") inside the words would end the command early and make the rest predicates of find's own.
  body.forEach((word, index) => {
    // (-ok and -okdir have no batch form: find reads their "{} +" as words of the command.)
    if (word === ';' || (word === '+' && body[index - 1] === '{}' && terminators.includes('+'))) {
      throw new ArgvRefusal('invalid_value', where, `parameter ${where}: the word "${word}" would end the command early; svc ends it with ";" itself${terminators.includes('+') ? ' (end the words with "{}", "+" for the batch form)' : ''}`);
    }
    checkValue(where, word, !options.allowShellMetacharacters);
  });
  return batch ? [flag, ...body, '+'] : [flag, ...body, ';'];
}

function predicateTokens(where: string, schema: ItemSchema, value: unknown, options: RenderArgvOptions): string[] {
  const flag = schema['x-cli-flag'];
  if (typeof flag !== 'string' || !/^-[a-z]/.test(flag)) throw new ArgvRefusal('invalid_value', where, `parameter ${where} has no predicate word in its binding`);
  if (schema['x-cli-terminators'] !== undefined) return commandTokens(where, flag, schema, value, options);
  const check = checksMetacharacters(schema, options);
  if (schema.type === 'boolean') {
    if (value !== true) throw new ArgvRefusal('invalid_value', where, `parameter ${where} takes no value: give true, or leave the item out`);
    return [flag];
  }
  const values = schema['x-cli-values'];
  if (Array.isArray(values)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ArgvRefusal('invalid_value', where, `parameter ${where} takes an object with ${values.map((v) => `"${(v as { name: string }).name}"`).join(', ')}`);
    const given = value as Record<string, unknown>;
    const glued = typeof schema['x-cli-glued'] === 'string' ? schema['x-cli-glued'] : undefined;
    const tokens = [flag];
    values.forEach((entry, index) => {
      const key = (entry as { name: string }).name;
      if (given[key] === undefined || given[key] === null) throw new ArgvRefusal('invalid_value', where, `parameter ${where} needs its value "${key}"`);
      const item = text(where, given[key]);
      if (glued !== undefined && index === 0) {
        // The letters glued to the word (-newerXY: -newermt) choose the test; nothing else may be glued on.
        if (!new RegExp(`^[A-Za-z]{${glued.length}}$`).test(item)) throw new ArgvRefusal('invalid_value', where, `parameter ${where}: "${key}" is ${glued.length} letters`);
        tokens[0] = `${flag}${item}`;
      } else {
        tokens.push(checkValue(where, item, check));
      }
    });
    return tokens;
  }
  return [flag, checkValue(where, text(where, value), check)];
}

/**
 * The argv tokens of an expression, one list per item in the order given.
 *
 * @example
 * renderExpression('expression', findBinding.input_schema.properties.expression, [{ name: '*.ts' }, { operator: '-o' }, { newer: 'F' }], {});
 * // [['-name', '*.ts'], ['-o'], ['-newer', 'F']]
 */
export function renderExpression(name: string, prop: CliPropertySchema, value: unknown, options: RenderArgvOptions): string[][] {
  if (!Array.isArray(value)) throw new ArgvRefusal('invalid_value', name, `parameter ${name} takes a list of one-key objects ({"name": "*.ts"})`);
  const schemas = (prop.items?.properties ?? {}) as Record<string, ItemSchema>;
  return value.map((item, index) => {
    const where = `${name}[${index}]`;
    const keys = item !== null && typeof item === 'object' && !Array.isArray(item) ? Object.keys(item as object) : [];
    if (keys.length !== 1) throw new ArgvRefusal('invalid_value', where, `parameter ${where} must be an object with exactly one predicate or "operator" ({"name": "*.ts"}, {"operator": "-o"})`);
    const key = keys[0]!;
    const given = (item as Record<string, unknown>)[key];
    const schema = Object.hasOwn(schemas, key) ? schemas[key]! : undefined;
    if (!schema) throw new ArgvRefusal('invalid_value', where, `${name} has no predicate "${key}"`);
    if (key === OPERATOR_KEY) {
      const operators = Array.isArray(schema.enum) ? schema.enum as unknown[] : [];
      if (typeof given !== 'string' || !operators.includes(given)) throw new ArgvRefusal('invalid_value', where, `parameter ${where}: the operator is one of ${operators.join(' ')}`);
      return [given];
    }
    return predicateTokens(`${name}.${key}`, schema, given, options);
  });
}
