import { createHash } from 'node:crypto';
import type { Binding } from '../bindings/types.js';
import type * as YAML from 'yaml';
import { yaml } from '../shared/yaml.js';
import { writeFileAtomic } from '../shared/atomic-write.js';
import { withFileLock, writeTargetOf } from '../shared/file-lock.js';
import { NotRegularFileError, readRegularFile } from '../shared/regular-file.js';
import { AclError, aclToYaml, emptyAcl, parseAcl } from './acl-file.js';
import type { AclDocument, AclRule } from './acl-types.js';
import { writesAlways } from './write-commands.js';

/**
 * ACL generation at scan time (SPEC.md "Access-control file", docs/governance.md "Profiles"). svc
 * writes up to five rules, one module in one of them: deny wrappers and interpreters; allow the
 * read-only modules; ask before modules that write or delete; ask before modules that reach other
 * hosts; and, only for calls that run in a sandbox, allow every other scanned module (it runs in
 * the read-only profile). Each is marked with {@link GENERATED_PREFIX} plus a fingerprint of its
 * content. On a rescan those rules are regenerated for every module given; every other rule,
 * including a generated rule whose content the user changed (its fingerprint no longer matches),
 * is the user's and is kept where it is.
 */

/** Description prefix of rules svc writes and may rewrite. */
export const GENERATED_PREFIX = 'svc:generated';

/** `destructive` is the name of the rule earlier versions wrote; it is still recognised, so a rescan replaces it. */
type GeneratedKind = 'wrappers' | 'readonly' | 'writes' | 'network' | 'sandboxed' | 'destructive';

const KIND_TEXT: Record<GeneratedKind, string> = {
  wrappers: 'wrappers and interpreters run any program and are denied',
  readonly: 'read-only modules are allowed',
  writes: 'modules that write or delete ask first (with a sandbox: the write profile, roots writable)',
  network: 'modules that reach other hosts ask first (with a sandbox: the network profile)',
  sandboxed: 'with a sandbox, every other module runs in the read-only profile without asking',
  destructive: 'destructive modules are denied unless the call is approved',
};

const GENERATED_PATTERN = /^svc:generated (wrappers|readonly|writes|network|sandboxed|destructive) ([0-9a-f]{8}): /;

/** Plain code-unit order, so the result does not depend on the machine's locale. */
function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Fingerprint of everything in a rule except the fingerprint itself. */
function fingerprint(kind: GeneratedKind, rule: Omit<AclRule, 'description'>): string {
  const canonical = JSON.stringify([kind, rule.callers, rule.targets, rule.effect, rule.conditions ?? null, KIND_TEXT[kind]]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 8);
}

const RULE_BODY: Record<GeneratedKind, (targets: string[]) => Omit<AclRule, 'description'>> = {
  wrappers: (targets) => ({ callers: ['*'], targets, effect: 'deny' }),
  readonly: (targets) => ({ callers: ['*'], targets, effect: 'allow' }),
  writes: (targets) => ({ callers: ['*'], targets, effect: 'deny', conditions: { require_approval: true } }),
  network: (targets) => ({ callers: ['*'], targets, effect: 'deny', conditions: { require_approval: true } }),
  sandboxed: (targets) => ({ callers: ['*'], targets, effect: 'allow', conditions: { sandboxed: true } }),
  destructive: (targets) => ({ callers: ['*'], targets, effect: 'deny', conditions: { require_approval: true } }),
};

function generatedRule(kind: GeneratedKind, targets: string[]): AclRule {
  const body = RULE_BODY[kind](targets);
  const description = `${GENERATED_PREFIX} ${kind} ${fingerprint(kind, body)}: ${KIND_TEXT[kind]}`;
  return { callers: body.callers, targets: body.targets, effect: body.effect, description, ...(body.conditions ? { conditions: body.conditions } : {}) };
}

/**
 * True when this is the generated rule for modules that write or delete (or its earlier form), as
 * svc wrote it: the `writes` setting may then decide its calls instead of a prompt.
 *
 * @example
 * isGeneratedWriteRule(generateAcl([gitCommit]).rules[0]!); // true
 */
export function isGeneratedWriteRule(rule: AclRule): boolean {
  const kind = GENERATED_PATTERN.exec(rule.description)?.[1];
  return (kind === 'writes' || kind === 'destructive') && isGeneratedRule(rule);
}

/**
 * True when svc wrote this rule and nobody changed it since: the prefix is there and the
 * fingerprint still matches the content. Only such rules are replaced on a rescan.
 *
 * @example
 * isGeneratedRule(generateAcl(bindings).rules[0]!); // true
 */
export function isGeneratedRule(rule: AclRule): boolean {
  const match = GENERATED_PATTERN.exec(rule.description);
  if (!match) return false;
  const kind = match[1] as GeneratedKind;
  if (rule.description !== `${GENERATED_PREFIX} ${kind} ${match[2]}: ${KIND_TEXT[kind]}`) return false;
  const { description: _description, ...body } = rule;
  return fingerprint(kind, body) === match[2];
}

/**
 * Which generated rule takes a module: wrappers and interpreters (their operands are a command)
 * are denied; read-only modules that stay on this machine are allowed; destructive ones and those
 * that write whatever their parameters (write-commands.ts) ask; those that reach other machines
 * ask; every other module runs, with a sandbox, in the read-only profile.
 *
 * @example
 * generatedKind(gitCommit); // 'writes'
 * generatedKind(tree);      // 'sandboxed'
 */
export function generatedKind(binding: Binding): Exclude<GeneratedKind, 'destructive'> {
  const rules = (binding.metadata?.annotation_rules ?? {}) as Record<string, string>;
  if (rules.readonly?.startsWith('wrapper:')) return 'wrappers';
  if (binding.annotations.destructive) return 'writes';
  // A module that reaches other machines is never allowed unasked by a generated rule, read-only or not.
  if (binding.annotations.open_world) return 'network';
  if (binding.annotations.readonly) return 'readonly';
  const words = binding.module_id.split('.');
  if (writesAlways(words[1] ?? '', binding.target?.command_path ?? words.slice(2))) return 'writes';
  return 'sandboxed';
}

const KIND_ORDER: readonly Exclude<GeneratedKind, 'destructive'>[] = ['wrappers', 'readonly', 'writes', 'network', 'sandboxed'];

/** The generated rules for these bindings, in a fixed order ({@link KIND_ORDER}), a kind with no module left out. */
function generatedRules(bindings: readonly Binding[]): AclRule[] {
  const byKind = new Map<GeneratedKind, Set<string>>();
  for (const binding of bindings) {
    const kind = generatedKind(binding);
    if (!byKind.has(kind)) byKind.set(kind, new Set());
    byKind.get(kind)!.add(binding.module_id);
  }
  // parseAcl refuses an empty targets list, so a kind with no module gets no rule.
  return KIND_ORDER.filter((kind) => byKind.has(kind)).map((kind) => generatedRule(kind, [...byKind.get(kind)!].sort(byCodeUnit)));
}

/**
 * Builds the ACL for these bindings, merged into an existing ACL when there is one.
 * `bindings` must be every module in the modules directory, not only the tools just scanned:
 * the generated rules are rebuilt from them. The existing `default_effect` and all user rules
 * are kept in their positions; the generated rules take the place of the first old generated
 * rule, or go after the user rules when there was none (first match wins, so user rules win).
 *
 * @example
 * const acl = generateAcl(bindings, await readAclFile(file));
 * // { default_effect: 'deny', rules: [...userRules, {effect: 'allow', ...}, {effect: 'deny', conditions: {require_approval: true}, ...}] }
 */
export function generateAcl(bindings: readonly Binding[], existing: AclDocument = emptyAcl()): AclDocument {
  const fresh = generatedRules(bindings);
  const rules: AclRule[] = [];
  let placed = false;
  for (const rule of existing.rules) {
    if (isGeneratedRule(rule)) {
      if (!placed) rules.push(...fresh);
      placed = true;
    } else {
      rules.push(rule);
    }
  }
  if (!placed) rules.push(...fresh);
  return { default_effect: existing.default_effect, rules };
}

/** Comment written at the top of the ACL file. */
export const ACL_FILE_HEADER = [
  '# svc access-control rules. First matching rule wins, then default_effect.',
  `# Rules whose description starts with "${GENERATED_PREFIX}" are rewritten by every \`svc scan\`;`,
  '# write your own rules above them (a generated rule you edit becomes yours and is kept).',
  '',
].join('\n');

type Commented = { commentBefore?: string | null; comment?: string | null; spaceBefore?: boolean };

function copyComments(from: unknown, to: unknown): void {
  if (!from || !to || typeof from !== 'object' || typeof to !== 'object') return;
  const source = from as Commented;
  const target = to as Commented;
  if (source.commentBefore) target.commentBefore = source.commentBefore;
  if (source.comment) target.comment = source.comment;
  if (source.spaceBefore) target.spaceBefore = source.spaceBefore;
}

/** Copies comments from an old node onto its regenerated twin: map entries by key, list items by value. */
function carryComments(from: unknown, to: unknown): void {
  const { isMap, isScalar, isSeq } = yaml();
  copyComments(from, to);
  if (isMap(from) && isMap(to)) {
    for (const pair of to.items) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      const old = from.items.find((candidate) => (isScalar(candidate.key) ? candidate.key.value : candidate.key) === key);
      if (!old) continue;
      copyComments(old.key, pair.key);
      carryComments(old.value, pair.value);
    }
  } else if (isSeq(from) && isSeq(to)) {
    for (const item of to.items) {
      const value = isScalar(item) ? item.value : undefined;
      const old = from.items.find((candidate) => isScalar(candidate) && candidate.value === value);
      if (old !== undefined) copyComments(old, item);
    }
  }
}

/**
 * The merged ACL as YAML text. When there is an existing file, its document is edited in place —
 * user rules keep their nodes, comments and formatting, generated rules are swapped for the new
 * ones — so a rescan never throws away what the user wrote, comments included.
 */
function mergedText(existingText: string | undefined, existing: AclDocument, merged: AclDocument, fresh: AclRule[]): string {
  const { isMap, isSeq } = yaml();
  if (existingText === undefined || existingText.trim() === '') return ACL_FILE_HEADER + aclToYaml(merged);
  const doc = yaml().parseDocument(existingText) as unknown as YAML.Document;
  const root = doc.contents;
  if (!isMap(root)) return ACL_FILE_HEADER + aclToYaml(merged);
  const rulesNode: unknown = root.get('rules', true);
  const oldNodes = isSeq(rulesNode) ? rulesNode.items : [];
  const items: unknown[] = [];
  let placed = false;
  // Comments the user wrote inside a generated rule survive its regeneration: they move to the
  // fresh rule of the same kind, at the same key or target.
  const oldGenerated = new Map<string, unknown>();
  existing.rules.forEach((rule, index) => {
    const kind = GENERATED_PATTERN.exec(rule.description)?.[1];
    if (kind && isGeneratedRule(rule) && !oldGenerated.has(kind)) oldGenerated.set(kind, oldNodes[index]);
  });
  const freshNodes = () => fresh.map((generated) => {
    const node = doc.createNode(generated);
    const old = oldGenerated.get(GENERATED_PATTERN.exec(generated.description)?.[1] ?? '');
    if (old) carryComments(old, node);
    return node;
  });
  existing.rules.forEach((rule, index) => {
    if (isGeneratedRule(rule)) {
      if (!placed) items.push(...freshNodes());
      placed = true;
    } else {
      items.push(oldNodes[index]);
    }
  });
  if (!placed) items.push(...freshNodes());
  // Reuse the old sequence node: comments above the first rule hang on it.
  const seq = isSeq(rulesNode) ? rulesNode : (doc.createNode([]) as YAML.YAMLSeq);
  seq.items = items as YAML.YAMLSeq['items'];
  if (seq !== rulesNode) root.set('rules', seq);
  if (!root.has('default_effect')) root.set('default_effect', merged.default_effect);
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/**
 * Reads the ACL file (missing → empty default-deny ACL), merges the generated rules for all
 * `bindings` into it and writes it back atomically, keeping the user's rules, their order and
 * the file's comments. A corrupt ACL throws the `AclError` of `readAclFile` naming file and line,
 * and the file is left untouched.
 *
 * @example
 * await mergeAclFile(join(homedir(), '.svc', 'acl.yaml'), await readAllBindings(modulesDir));
 */
export async function mergeAclFile(file: string, bindings: readonly Binding[]): Promise<AclDocument> {
  // A symlinked acl.yaml is written through its link; the lock sits beside the real file, so two
  // paths to one ACL still serialise.
  const target = await writeTargetOf(file);
  return withFileLock(`${target}.lock`, async () => {
    let existingText: string | undefined;
    try {
      existingText = await readRegularFile(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw new AclError(error instanceof NotRegularFileError ? error.message : `${file}: cannot read: ${(error as Error).message}`);
      }
    }
    const existing = existingText === undefined ? emptyAcl() : parseAcl(existingText, file);
    const merged = generateAcl(bindings, existing);
    const text = mergedText(existingText, existing, merged, generatedRules(bindings));
    // The text must read back as exactly the ACL we mean; anything else is a bug, not a file to write.
    const check = parseAcl(text, file);
    if (JSON.stringify(check) !== JSON.stringify(merged)) throw new AclError(`${file}: internal error: merged ACL does not read back as generated; file left unchanged`);
    if (text !== existingText) await writeFileAtomic(target, text);
    return merged;
  });
}
