import { NotRegularFileError, readRegularFile } from '../shared/regular-file.js';
import type { LineCounter, Node } from 'yaml';
import { yaml } from '../shared/yaml.js';
import { writeFileAtomic } from '../shared/atomic-write.js';
import { conditionsProblem } from './acl-conditions.js';
import type { AclDocument, AclRule } from './acl-types.js';

/** An ACL file that cannot be trusted; the message names the file, the line and the reason. */
export class AclError extends Error {
  override name = 'AclError';
}

/** The ACL used when no file exists yet: deny everything. */
export function emptyAcl(): AclDocument {
  return { default_effect: 'deny', rules: [] };
}

function lineOf(node: Node | null | undefined, counter: LineCounter): number {
  const offset = node?.range?.[0];
  return offset === undefined ? 1 : counter.linePos(offset).line;
}

/**
 * The node a conditions problem is about: the key itself for an unknown key (its line is the
 * typo's), else the value; falls back to the nearest enclosing node that exists.
 */
function conditionNode(ruleNode: Node, path: (string | number)[]): Node {
  const { isMap } = yaml();
  let node: Node = isMap(ruleNode) ? ((ruleNode.get('conditions', true) as Node | undefined) ?? ruleNode) : ruleNode;
  for (const key of path) {
    if (!isMap(node)) break;
    const pair = node.items.find((item) => String((item.key as { value?: unknown })?.value ?? item.key) === String(key));
    if (!pair) break;
    const next = (pair.value as Node | null) ?? (pair.key as Node);
    node = key === path[path.length - 1] && isMap(node) && !isMap(next) ? ((pair.key as Node) ?? next) : next;
  }
  return node;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item !== '');
}

/** Where a problem is: a path of keys and indexes into the ACL value; `[]` is the document. */
type AclPath = (string | number | symbol)[];

const RULE_MEMBERS = ['callers', 'targets', 'effect', 'description', 'conditions'];

/**
 * Checks an ACL value (YAML already turned into plain data) and returns the document, or calls
 * `fail` with where and why at the first problem. One set of checks serves the YAML text (which
 * turns the path into a line) and the parsed-ACL cache (where any problem means: parse again).
 */
function validateAcl(value: unknown, fail: (path: AclPath, reason: string) => never): AclDocument {
  if (typeof value !== 'object' || Array.isArray(value)) fail([], 'the ACL must be a mapping with default_effect and rules');
  const root = value as Record<string, unknown>;
  for (const key of Object.keys(root)) {
    if (key !== 'default_effect' && key !== 'rules') fail([key, KEY], `unknown top-level member "${key}" (expected default_effect and rules)`);
  }
  const defaultEffect = root.default_effect;
  if (defaultEffect !== undefined && defaultEffect !== 'allow' && defaultEffect !== 'deny') {
    fail(['default_effect'], `default_effect must be allow or deny (got ${JSON.stringify(defaultEffect)})`);
  }
  const rulesValue = root.rules;
  if (rulesValue !== undefined && rulesValue !== null && !Array.isArray(rulesValue)) fail(['rules'], 'rules must be a list');
  const rules: AclRule[] = [];
  (Array.isArray(rulesValue) ? rulesValue : []).forEach((item: unknown, index) => {
    const at = (member?: string): AclPath => (member === undefined ? ['rules', index] : ['rules', index, member]);
    if (!item || typeof item !== 'object' || Array.isArray(item)) fail(at(), `rule ${index + 1} must be a mapping`);
    const rule = item as Record<string, unknown>;
    const where = (member: string) => (member in rule ? at(member) : at());
    for (const member of Object.keys(rule)) {
      if (!RULE_MEMBERS.includes(member)) fail(at(member), `rule ${index + 1}: unknown member "${member}"`);
    }
    if (!isStringList(rule.callers)) fail(where('callers'), `rule ${index + 1}: callers must be a non-empty list of strings ("*" means any caller)`);
    if (!isStringList(rule.targets)) fail(where('targets'), `rule ${index + 1}: targets must be a non-empty list of module identifiers`);
    if (rule.effect !== 'allow' && rule.effect !== 'deny') fail(where('effect'), `rule ${index + 1}: effect must be allow or deny`);
    if (rule.description !== undefined && typeof rule.description !== 'string') fail(where('description'), `rule ${index + 1}: description must be a string`);
    const conditions = rule.conditions;
    if (conditions !== undefined && conditions !== null) {
      const problem = conditionsProblem(conditions);
      if (problem) fail([...at(), CONDITIONS, ...problem.path], `rule ${index + 1}: ${problem.reason}`);
    }
    rules.push({
      callers: rule.callers as string[],
      targets: rule.targets as string[],
      effect: rule.effect as AclRule['effect'],
      description: (rule.description as string | undefined) ?? '',
      ...(conditions ? { conditions: conditions as AclRule['conditions'] } : {}),
    });
  });
  return { default_effect: (defaultEffect as AclDocument['default_effect'] | undefined) ?? 'deny', rules };
}

/** Path markers: the key node itself (an unknown member), and where a conditions path starts. */
const KEY = Symbol('key');
const CONDITIONS = Symbol('conditions');

/** The YAML node a validation path points at, for its line. */
function nodeAt(root: Node, path: AclPath): Node {
  const { isMap, isSeq } = yaml();
  let node: Node = root;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    if (step === KEY) continue;
    if (step === CONDITIONS) return conditionNode(node, path.slice(i + 1) as (string | number)[]);
    if (isSeq(node) && typeof step === 'number') {
      const item = node.items[step] as Node | undefined;
      if (!item) break;
      node = item;
    } else if (isMap(node)) {
      const pair = node.items.find((entry) => String((entry.key as { value?: unknown })?.value ?? entry.key) === String(step));
      if (!pair) break;
      node = path[i + 1] === KEY ? (pair.key as Node) : ((pair.value as Node | null) ?? (pair.key as Node));
    } else break;
  }
  return node;
}

/**
 * Parses and validates ACL text. Throws {@link AclError} `"<file>:<line>: <reason>"` on the first
 * problem, so a broken ACL never silently allows or denies more than written.
 *
 * @example
 * const acl = parseAcl(await readFile(path, 'utf8'), path);
 */
export function parseAcl(text: string, file: string): AclDocument {
  const { LineCounter, parseDocument } = yaml();
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    const line = counter.linePos(error.pos[0]).line;
    throw new AclError(`${file}:${line}: not valid YAML: ${error.message.split('\n')[0]}`);
  }
  const root = doc.contents as Node | null;
  if (root === null) return emptyAcl();
  return validateAcl(doc.toJSON(), (path, reason) => {
    throw new AclError(`${file}:${lineOf(nodeAt(root, path), counter)}: ${reason}`);
  });
}

/**
 * The ACL checked again from plain data (a parsed-ACL cache entry): the document, or undefined
 * when any check fails, so a tampered cache can never hold what the file could not.
 */
export function validAclValue(value: unknown): AclDocument | undefined {
  try {
    return validateAcl(value, () => {
      throw new AclError('invalid');
    });
  } catch {
    return undefined;
  }
}

/**
 * The ACL file's text, or undefined when there is no file; any other failure (not a regular file,
 * unreadable) is an {@link AclError} naming the file.
 */
export async function readAclText(file: string): Promise<string | undefined> {
  try {
    return await readRegularFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    if (error instanceof NotRegularFileError) throw new AclError(error.message);
    throw new AclError(`${file}: cannot read: ${(error as Error).message}`);
  }
}

/** Reads the ACL file; a missing file is the empty default-deny ACL. */
export async function readAclFile(file: string): Promise<AclDocument> {
  const text = await readAclText(file);
  return text === undefined ? emptyAcl() : parseAcl(text, file);
}

/** Renders an ACL document as YAML (stable member order). */
export function aclToYaml(acl: AclDocument): string {
  return yaml().stringify(acl, { lineWidth: 0 });
}

/** Writes the ACL atomically. */
export async function writeAclFile(file: string, acl: AclDocument, header = ''): Promise<void> {
  await writeFileAtomic(file, header + aclToYaml(acl));
}
