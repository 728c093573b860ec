/**
 * Specs a program declares itself, read as the truth the accuracy bench compares svc's bindings
 * with (the "decl" sets). Two declarations, both the argument parser's own tables rather than a
 * person's reading of the help:
 *  - an oclif CLI's `oclif.manifest.json`, which the package ships: every command by its id, its
 *    aliases, and its flags with their type (`boolean` or `option`);
 *  - a cobra program's completion engine (`prog __complete ARGS TO-COMPLETE`), asked for the
 *    subcommands and long flags of each command path. A flag takes a value when the engine reads
 *    `--flag -` as the flag's value (it lists no flags) rather than as a new flag.
 * Hidden commands and flags are left out by both, as the program's help leaves them out.
 * A third declaration needs no reader here: a Python program's argparse, optparse or click tables,
 * which bench/support/declared-python/sitecustomize.py writes in the truth's own shape when the
 * program's parser answers `--help` (bench/capture-declared-spec.ts `python`).
 */
import type { TruthCommand, TruthOption } from './fish-completions.js';

/** The parts of an oclif manifest the spec needs. */
export interface OclifManifest {
  commands?: Record<string, {
    id?: string; hidden?: boolean; aliases?: string[];
    flags?: Record<string, { name?: string; type?: string; char?: string; hidden?: boolean; aliases?: string[]; charAliases?: string[]; allowNo?: boolean }>;
  }>;
}

interface Node { name: string; aliases: string[]; options: TruthOption[]; children: Map<string, Node> }

const node = (name: string): Node => ({ name, aliases: [], options: [], children: new Map() });

function toCommand(n: Node): TruthCommand {
  return {
    name: n.aliases.length > 0 ? [n.name, ...n.aliases] : n.name,
    ...(n.options.length > 0 ? { options: n.options } : {}),
    ...(n.children.size > 0 ? { subcommands: [...n.children.values()].map(toCommand) } : {}),
  };
}

/**
 * The spec of `program` from its oclif manifests (its own and its plugins'), with commands named as
 * the CLI takes them: `apps:create` as one word with the `:` separator, `apps create` as a path
 * with `' '`.
 *
 * @example
 * oclifSpec('tool', [{ commands: { 'db:up': { flags: { force: { type: 'boolean', char: 'f' }, url: { type: 'option' } } } } }], ':');
 * // { name: 'tool', subcommands: [{ name: 'db:up', options: [{ name: ['--force', '-f'] }, { name: '--url', args: {} }] }] }
 */
export function oclifSpec(program: string, manifests: readonly OclifManifest[], topicSeparator: ':' | ' '): TruthCommand {
  const root = node(program);
  const at = (path: string[]): Node => {
    let here = root;
    for (const word of path) {
      let next = here.children.get(word);
      if (!next) here.children.set(word, (next = node(word)));
      here = next;
    }
    return here;
  };
  const pathOf = (id: string): string[] => (topicSeparator === ' ' ? id.split(':') : [id]);
  for (const manifest of manifests) {
    for (const [key, command] of Object.entries(manifest.commands ?? {})) {
      const id = command.id ?? key;
      if (command.hidden === true || id === '') continue;
      const target = at(pathOf(id));
      for (const [flagKey, flag] of Object.entries(command.flags ?? {})) {
        if (flag.hidden === true) continue;
        const name = flag.name ?? flagKey;
        const names = [`--${name}`, ...(flag.allowNo === true ? [`--no-${name}`] : []), ...(flag.aliases ?? []).map((a) => `--${a}`),
          ...(flag.char ? [`-${flag.char}`] : []), ...(flag.charAliases ?? []).map((c) => `-${c}`)];
        target.options.push({ name: names.length === 1 ? names[0]! : names, ...(flag.type === 'option' ? { args: {} } : {}) });
      }
      // An alias in the same topic is another name of the command; one elsewhere is a command of its own there.
      for (const alias of command.aliases ?? []) {
        const aliasPath = pathOf(alias);
        if (aliasPath.slice(0, -1).join(':') === pathOf(id).slice(0, -1).join(':')) target.aliases.push(aliasPath.at(-1)!);
        else at(aliasPath).options.push(...target.options);
      }
    }
  }
  return toCommand(root);
}

/** One answer of cobra's completion engine: its candidates (name, then description) and its directive. */
export interface CobraAnswer { candidates: Array<{ name: string; description: string }>; directive: number | undefined }

/**
 * Reads what `prog __complete ...` printed: a candidate per line (`name<TAB>description`) and a last
 * line `:N`, the directive.
 *
 * @example
 * cobraAnswer('add\tAdd a thing\nrm\n:4\n'); // { candidates: [{ name: 'add', description: 'Add a thing' }, { name: 'rm', description: '' }], directive: 4 }
 */
export function cobraAnswer(output: string): CobraAnswer {
  const lines = output.split('\n').filter((line) => line !== '');
  const last = lines.at(-1);
  const directive = last !== undefined && /^:\d+$/.test(last) ? Number(last.slice(1)) : undefined;
  const candidates = (directive === undefined ? lines : lines.slice(0, -1))
    .map((line) => { const tab = line.indexOf('\t'); return tab < 0 ? { name: line, description: '' } : { name: line.slice(0, tab), description: line.slice(tab + 1) }; });
  return { candidates, directive };
}

/** Runs the program's completion engine with these words (the last one is the word being completed). */
export type CobraQuery = (words: string[]) => Promise<string>;

/** Maps `items` in order, eight at a time: a program with hundreds of flags is asked about each. */
async function inBatches<T, R>(items: readonly T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 8) results.push(...await Promise.all(items.slice(i, i + 8).map(map)));
  return results;
}

const signature = (answer: CobraAnswer): string => answer.candidates.map((c) => `${c.name}\t${c.description}`).sort().join('\n');

/**
 * The spec of a cobra program, asked of its completion engine down to `depth` command words.
 * A word the engine offers where a subcommand may stand is taken as a subcommand only when the
 * flags offered after it differ from its parent's (a subcommand's own `--help` says "help for
 * NAME"); a value of the parent's arguments (kubectl's resource kinds) leaves them as they are.
 *
 * @example
 * await cobraSpec('tool', query, 2); // { name: 'tool', options: [...], subcommands: [...] }
 */
export async function cobraSpec(program: string, query: CobraQuery, depth: number): Promise<TruthCommand> {
  const longFlags = async (path: string[]): Promise<CobraAnswer> => {
    const answer = cobraAnswer(await query([...path, '--']));
    return { ...answer, candidates: answer.candidates.filter((c) => /^--[A-Za-z0-9]/.test(c.name)) };
  };
  // A flag a subcommand inherits (rclone's hundreds of global flags) is offered with the same
  // description everywhere: asked once, at the highest command that offers it.
  const valueTaking = new Map<string, Promise<boolean>>();
  const takesValue = (path: string[], name: string, description: string): Promise<boolean> => {
    const key = `${name}\t${description}`;
    let known = valueTaking.get(key);
    if (!known) {
      valueTaking.set(key, (known = query([...path, name, '-']).then((out) => !cobraAnswer(out).candidates.some((c) => c.name.startsWith('-')))));
    }
    return known;
  };
  const visit = async (path: string[], flags: CobraAnswer): Promise<TruthCommand> => {
    const options = await inBatches(flags.candidates, async ({ name, description }): Promise<TruthOption> =>
      ({ name, ...(await takesValue(path, name, description) ? { args: {} } : {}) }));
    const subcommands: TruthCommand[] = [];
    if (path.length < depth) {
      const offered = cobraAnswer(await query([...path, '']));
      const own = signature(flags);
      for (const { name } of offered.candidates) {
        if (!/^[A-Za-z0-9][A-Za-z0-9_:.+-]*$/.test(name)) continue;
        const childFlags = await longFlags([...path, name]);
        if (signature(childFlags) === own) continue;
        subcommands.push(await visit([...path, name], childFlags));
      }
    }
    return { name: path.at(-1) ?? program, ...(options.length > 0 ? { options } : {}), ...(subcommands.length > 0 ? { subcommands } : {}) };
  };
  return visit([], await longFlags([]));
}

/**
 * The counts a walk may print about a spec without naming anything in it: its distinct long option
 * names and its subcommands, down to `depth`.
 *
 * @example
 * specCounts({ name: 't', options: [{ name: '--a' }], subcommands: [{ name: 'x' }] }, 2); // { longs: 1, subcommands: 1 }
 */
export function specCounts(spec: TruthCommand, depth: number): { longs: number; subcommands: number } {
  let longs = 0;
  let subcommands = 0;
  const walk = (command: TruthCommand, level: number) => {
    const names = (command.options ?? []).flatMap((o) => (Array.isArray(o.name) ? o.name : [o.name]));
    longs += new Set(names.filter((n) => n.startsWith('--'))).size;
    if (level >= depth) return;
    for (const sub of command.subcommands ?? []) {
      subcommands++;
      walk(sub, level + 1);
    }
  };
  walk(spec, 0);
  return { longs, subcommands };
}
