import { describe, expect, it } from 'vitest';
import { findBinding } from '../../test/support/find-binding.js';
import { strictModeViolations } from '../../test/support/openai-strict-rules.js';
import { withoutNullArguments } from '../call/null-arguments.js';
import { strictSchema } from '../serve/openai-strict-schema.js';
import { validateArguments } from '../schema/validate.js';
import { publicSchema } from '../tool-list/tool-definition.js';
import { bindingProblem, bindingToYaml, parseBinding } from './store.js';

const find = findBinding();
const expression = find.input_schema.properties.expression!;
const valid = (items: unknown[]) => validateArguments(publicSchema(find.input_schema), { path: ['.'], expression: items }).valid;

describe('the expression operand of find', () => {
  it('is the last operand: a list of one-key objects, an operator or one of the page\'s predicates', () => {
    expect(Object.keys(find.input_schema.properties)).toEqual(['L', 'path', 'expression']);
    expect(expression).toMatchObject({
      type: 'array', 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-source': 'man', 'x-cli-expression': true,
      'x-cli-effect': 'exec', 'x-cli-effect-reason': 'curated: the expression can hold -exec, -execdir, -ok, -okdir (curated: find -exec runs a program)', 'x-cli-effect-source': 'curated',
      items: { type: 'object', minProperties: 1, maxProperties: 1, additionalProperties: false },
    });
    const predicates = expression.items!.properties!;
    expect(Object.keys(predicates)[0]).toBe('operator');
    // The operator and find's 74 predicates (src/scan/man/expression.test.ts lists them).
    expect(Object.keys(predicates)).toHaveLength(75);
    expect(predicates.mtime).toMatchObject({ type: ['integer', 'string'], pattern: '^[-+]?[0-9]+$', 'x-cli-flag': '-mtime', 'x-cli-effect': 'none' });
    expect(predicates.size).toMatchObject({ type: ['integer', 'string'], pattern: '^[-+]?[0-9]+[cwbkMG]?$' });
    expect(predicates.maxdepth).toMatchObject({ type: 'integer', minimum: 0 });
    expect(predicates.samefile).toMatchObject({ type: 'string', 'x-cli-format': 'path', 'x-cli-effect': 'read' });
    expect(predicates.fprint).toMatchObject({ type: 'string', 'x-cli-format': 'path', 'x-cli-effect': 'write' });
    expect(predicates.exec).toMatchObject({ type: 'array', items: { type: 'string' }, minItems: 1, 'x-cli-terminators': [';', '+'], 'x-cli-effect': 'exec' });
    expect(predicates.fprintf).toMatchObject({
      type: 'object', required: ['file', 'format'], additionalProperties: false,
      properties: { file: { type: 'string', 'x-cli-format': 'path' }, format: { type: 'string' } },
      'x-cli-values': [{ name: 'file', effect: 'write' }, { name: 'format', effect: 'none' }],
    });
    expect(predicates.newerXY).toMatchObject({ type: 'object', 'x-cli-flag': '-newer', 'x-cli-glued': 'XY', properties: { XY: { type: 'string', pattern: '^[A-Za-z]{2}$' } } });
  });

  it('validates calls: one key per item, switches true, n as a number or signed text', () => {
    expect(valid([{ name: '*.ts' }, { type: 'f' }, { mtime: -3 }, { mmin: '+5' }, { size: '10k' }, { delete: true }, { operator: '-o' }])).toBe(true);
    expect(valid([{ name: '*.ts', type: 'f' }])).toBe(false);
    expect(valid([{}])).toBe(false);
    expect(valid([{ delete: false }])).toBe(false);
    expect(valid([{ mtime: '3 days' }])).toBe(false);
    expect(valid([{ size: '10q' }])).toBe(false);
    expect(valid([{ fly: true }])).toBe(false);
    expect(valid([{ operator: '-xor' }])).toBe(false);
  });

  it("OpenAI's strict form accepts it, and a strict call (every key of an item, null for all but one) validates once nulls are dropped", () => {
    const strict = strictSchema(publicSchema(find.input_schema) as unknown as Record<string, unknown>);
    expect(strictModeViolations(strict)).toEqual([]);
    const keys = Object.keys(expression.items!.properties!);
    const item = (key: string, value: unknown) => Object.fromEntries(keys.map((k) => [k, k === key ? value : null]));
    const sent = { L: null, path: ['.'], expression: [item('type', 'f'), item('newer', 'F')] };
    expect(validateArguments(strict, sent).valid).toBe(true);
    expect(withoutNullArguments(sent)).toEqual({ path: ['.'], expression: [{ type: 'f' }, { newer: 'F' }] });
    expect(validateArguments(publicSchema(find.input_schema), withoutNullArguments(sent)).valid).toBe(true);
  });

  it('survives the binding file: written, read back and checked', () => {
    expect(parseBinding(bindingToYaml(find), 'cli.find.binding.yaml').input_schema.properties.expression).toEqual(expression);
  });

  it('a binding file whose predicates svc could misread is refused', () => {
    const broken = (change: (predicates: Record<string, Record<string, unknown>>) => void): string | undefined => {
      const copy = structuredClone(find);
      change(copy.input_schema.properties.expression!.items!.properties as Record<string, Record<string, unknown>>);
      return bindingProblem(copy);
    };
    expect(broken((p) => { p.exec!['x-cli-effect'] = 'harmless'; })).toBe('input_schema.properties.expression: x-cli-expression: predicate exec: x-cli-effect must be one of exec, write, network, read, none (got "harmless")');
    expect(broken((p) => { p.name!['x-cli-flag'] = 'name'; })).toBe('input_schema.properties.expression: x-cli-expression: predicate name needs an x-cli-flag word like -name');
    expect(broken((p) => { p.exec!['x-cli-terminators'] = ['&&']; })).toBe('input_schema.properties.expression: x-cli-expression: predicate exec may end only with ; or +');
    expect(broken((p) => { p.newerXY!['x-cli-glued'] = 'x;'; })).toBe('input_schema.properties.expression: x-cli-expression: predicate newerXY has an x-cli-glued that is not capital letters');
    expect(bindingProblem(find)).toBeUndefined();
  });
});
