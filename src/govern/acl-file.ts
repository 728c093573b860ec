import { NotRegularFileError, readRegularFile } from '../shared/regular-file.js';
import YAML, { LineCounter, isMap, isSeq, type Node } from 'yaml';
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

/**
 * Parses and validates ACL text. Throws {@link AclError} `"<file>:<line>: <reason>"` on the first
 * problem, so a broken ACL never silently allows or denies more than written.
 *
 * @example
 * const acl = parseAcl(await readFile(path, 'utf8'), path);
 */
export function parseAcl(text: string, file: string): AclDocument {
  const counter = new LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    const line = counter.linePos(error.pos[0]).line;
    throw new AclError(`${file}:${line}: not valid YAML: ${error.message.split('\n')[0]}`);
  }
  const root = doc.contents;
  if (root === null) return emptyAcl();
  if (!isMap(root)) throw new AclError(`${file}:${lineOf(root, counter)}: the ACL must be a mapping with default_effect and rules`);
  const fail = (node: Node | null | undefined, reason: string): never => {
    throw new AclError(`${file}:${lineOf(node, counter)}: ${reason}`);
  };
  for (const pair of root.items) {
    const key = String((pair.key as { value?: unknown })?.value ?? pair.key);
    if (key !== 'default_effect' && key !== 'rules') fail(pair.key as Node, `unknown top-level member "${key}" (expected default_effect and rules)`);
  }
  const effectNode = root.get('default_effect', true) as Node | undefined;
  const defaultEffect: unknown = (root.toJSON() as Record<string, unknown>).default_effect;
  if (defaultEffect !== undefined && defaultEffect !== 'allow' && defaultEffect !== 'deny') {
    fail(effectNode, `default_effect must be allow or deny (got ${JSON.stringify(defaultEffect)})`);
  }
  const rulesNode = root.get('rules', true) as Node | undefined;
  const rules: AclRule[] = [];
  if (rulesNode !== undefined && rulesNode !== null && !(isSeq(rulesNode) || (rulesNode as { value?: unknown }).value === null)) {
    fail(rulesNode, 'rules must be a list');
  }
  if (isSeq(rulesNode)) {
    rulesNode.items.forEach((item, index) => {
      const ruleNode = item as Node;
      if (!isMap(ruleNode)) fail(ruleNode, `rule ${index + 1} must be a mapping`);
      const rule = (ruleNode as Node).toJSON() as Record<string, unknown>;
      const where = (member: string) => (isMap(ruleNode) ? (ruleNode.get(member, true) as Node | undefined) ?? ruleNode : ruleNode);
      for (const member of Object.keys(rule)) {
        if (!['callers', 'targets', 'effect', 'description', 'conditions'].includes(member)) fail(where(member), `rule ${index + 1}: unknown member "${member}"`);
      }
      if (!isStringList(rule.callers)) fail(where('callers'), `rule ${index + 1}: callers must be a non-empty list of strings ("*" means any caller)`);
      if (!isStringList(rule.targets)) fail(where('targets'), `rule ${index + 1}: targets must be a non-empty list of module identifiers`);
      if (rule.effect !== 'allow' && rule.effect !== 'deny') fail(where('effect'), `rule ${index + 1}: effect must be allow or deny`);
      if (rule.description !== undefined && typeof rule.description !== 'string') fail(where('description'), `rule ${index + 1}: description must be a string`);
      const conditions = rule.conditions;
      if (conditions !== undefined && conditions !== null) {
        const problem = conditionsProblem(conditions);
        if (problem) fail(conditionNode(ruleNode, problem.path), `rule ${index + 1}: ${problem.reason}`);
      }
      rules.push({
        callers: rule.callers as string[],
        targets: rule.targets as string[],
        effect: rule.effect as AclRule['effect'],
        description: (rule.description as string | undefined) ?? '',
        ...(conditions ? { conditions: conditions as AclRule['conditions'] } : {}),
      });
    });
  }
  return { default_effect: (defaultEffect as AclDocument['default_effect'] | undefined) ?? 'deny', rules };
}

/** Reads the ACL file; a missing file is the empty default-deny ACL. */
export async function readAclFile(file: string): Promise<AclDocument> {
  let text: string;
  try {
    text = await readRegularFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyAcl();
    if (error instanceof NotRegularFileError) throw new AclError(error.message);
    throw new AclError(`${file}: cannot read: ${(error as Error).message}`);
  }
  return parseAcl(text, file);
}

/** Renders an ACL document as YAML (stable member order). */
export function aclToYaml(acl: AclDocument): string {
  return YAML.stringify(acl, { lineWidth: 0 });
}

/** Writes the ACL atomically. */
export async function writeAclFile(file: string, acl: AclDocument, header = ''): Promise<void> {
  await writeFileAtomic(file, header + aclToYaml(acl));
}
