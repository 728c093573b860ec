/** What a yargs type annotation says about an option printed without a value name. */
export interface YargsType {
  /** The value name to read the type from: `string`, `number`, `{a,b}` for choices. */
  valueName?: string;
  repeatable?: boolean;
}

const TYPE = /\[(string|number|array|boolean|count)\]/;
const CHOICES = /\[choices: ((?:"[^"]*"|'[^']*'|[^,\]]+)(?:, (?:"[^"]*"|'[^']*'|[^,\]]+))*)\]/;
const DEFAULT = /\[default: ([^\]]*)\]/;

/**
 * yargs prints no value name (`-n, --names   List of names   [string]`): the type is a bracketed
 * annotation after the description, often pushed to the right of a continuation line. `[string]`,
 * `[number]`, `[array]` and `[choices: "a", "b"]` take a value (an array one repeatedly),
 * `[boolean]` and `[count]` do not, and with no type a quoted `[default: "X"]` says the option
 * takes a text value (yargs infers the type from the default; click's unquoted `[default: --safe]`
 * of a switch pair does not count).
 *
 * @example
 * yargsType('Which command must exit with code 0 [string] [default: "all"]'); // { valueName: 'string' }
 * yargsType('Output only raw output [boolean]'); // undefined
 */
export function yargsType(text: string): YargsType | undefined {
  const oneLine = text.replace(/\s+/g, ' ');
  const choices = CHOICES.exec(oneLine);
  if (choices) {
    const values = [...choices[1]!.matchAll(/"([^"]*)"|'([^']*)'|([^,\s][^,]*)/g)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim()).filter(Boolean);
    if (values.length >= 2 && values.every((v) => /^[\w.+:@/-]+$/.test(v))) return { valueName: `{${values.join(',')}}` };
    return { valueName: 'string' };
  }
  const type = TYPE.exec(oneLine)?.[1];
  if (type === 'string' || type === 'number') return { valueName: type };
  if (type === 'array') return { valueName: 'string', repeatable: true };
  if (type === 'boolean' || type === 'count') return undefined;
  // yargs quotes string defaults (`[default: "all"]`); click's `[default: --safe]` names a switch.
  const def = DEFAULT.exec(oneLine)?.[1]?.trim();
  if (def !== undefined && /^"[^"]*"$/.test(def)) return { valueName: 'string' };
  return undefined;
}

/**
 * A description without yargs's annotations (`[string]`, `[required]`, `[default: x]`, `[choices: ...]`).
 *
 * @example
 * stripYargsAnnotations('List of names [string] [default: ""]'); // 'List of names'
 */
export function stripYargsAnnotations(text: string): string {
  return text.replace(/\s*\[(?:string|number|array|boolean|count|required|deprecated|default: [^\]]*|choices: [^\]]*)\]/g, '').replace(/\s+/g, ' ').trim();
}
