import type { Binding } from '../bindings/types.js';

/** Help wording of a JSON flag whose output is a stream of records, not the normal output as one document. */
const STREAM_WORDING = /json[\s-]*lines|\bjsonl\b|\bnd-?json\b|newline[\s-]*delimited|\bjson[\s-]*seq\b|\bstream(?:ing)?\b|\bsequence of\b|\bevents?\b|\bper line\b|\bone (?:json )?(?:object|record|message) (?:per|a|each) line\b/i;

/**
 * Whether the tool's output schema makes its callers rely on the JSON form: it lists `json_output`
 * among its `required` members (a hand-written or edited binding). The scan's output schema does
 * not (SPEC.md rule 5 lists `json_output` as a member, not a required one), so a scanned tool's
 * output is what the call asked for.
 */
function outputSchemaNeedsJson(binding: Binding): boolean {
  const required = (binding.output_schema as { required?: unknown } | null)?.required;
  return Array.isArray(required) && required.includes('json_output');
}

/**
 * The output is what the call asked for (issue 32: `npm ls` must print npm's tree, not JSON): svc
 * adds the binding's JSON-output flag to a call that left it unset only when the tool declares an
 * output schema its callers use, one that requires `json_output`. A call that wants JSON asks for
 * it by setting the flag's parameter. With `json_output_preference` (default on) and such a
 * schema, the flag is added only where the JSON form is the structured equivalent of the normal
 * output (docs/results.md "JSON output preference"):
 * - the flag's help does not describe a stream of records (`JSON Lines`, `NDJSON`, `a sequence
 *   of messages`, `events`, ...: `rg --json` is a search event stream, about 20× the plain output);
 * - the flag can be set without inventing a value: a switch (`--json`, `lsblk --json`), or an
 *   option whose help names `json` as a value (`kubectl get -o json`, `--format=json`; when the
 *   schema lists choices, `json` must be one). `gh --json` takes a field list, so it is never
 *   added for the caller.
 * A call that sets the flag's parameter itself (to anything, `false` included) is left as it is.
 *
 * @example
 * preferJsonArguments(npmLs, {}, true); // {} — the scan's output schema does not require json_output
 * preferJsonArguments(kubectlGetRequiringJson, {}, true); // { output: 'json' }
 * preferJsonArguments(rg, { pattern: 'x' }, true); // { pattern: 'x' } — JSON Lines is an event stream
 */
export function preferJsonArguments(binding: Binding, args: Record<string, unknown>, prefer: boolean): Record<string, unknown> {
  const token = binding.metadata.json_output_flag;
  if (!prefer || !token || !outputSchemaNeedsJson(binding)) return args;
  const eq = token.search(/[= ]/);
  const [flag, value] = eq === -1 ? [token, undefined] : [token.slice(0, eq), token.slice(eq + 1)];
  for (const [name, prop] of Object.entries(binding.input_schema.properties)) {
    if (prop['x-cli-kind'] !== 'flag' || prop['x-cli-flag'] !== flag) continue;
    if (args[name] !== undefined && args[name] !== null) return args;
    if (STREAM_WORDING.test(typeof prop.description === 'string' ? prop.description : '')) return args;
    if (value === undefined && prop.type === 'boolean') return { ...args, [name]: true };
    if (value !== undefined && prop.type === 'string' && (!prop.enum || prop.enum.includes(value))) return { ...args, [name]: value };
    return args;
  }
  return args;
}
