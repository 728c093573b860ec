import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import type { AclDocument } from '../govern/acl-types.js';
import { generateAcl } from '../govern/acl-generate.js';
import type { SvcWrites } from '../config/writes.js';
import { decideCall, type DecisionSources } from './decide-call.js';

const binding = (openWorld = false): Binding => ({
  spec_version: '1.0', module_id: 'cli.tool', alias: 'tool', description: 't', target: { binary: '/usr/bin/tool', command_path: [] }, version: null, tags: [],
  annotations: { readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: true, open_world: openWorld },
  input_schema: {
    type: 'object', additionalProperties: false,
    properties: {
      output: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--output', 'x-cli-effect': 'write', 'x-cli-effect-source': 'curated', 'x-cli-effect-reason': 'curated: writes' },
      host: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--host', 'x-cli-effect': 'network', 'x-cli-effect-source': 'curated', 'x-cli-effect-reason': 'curated: reaches' },
    },
  },
  output_schema: null, documentation: '', metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
} as unknown as Binding);

const allow = (conditions?: object): AclDocument => ({ default_effect: 'deny', rules: [{ callers: ['*'], targets: ['cli.tool'], effect: 'allow', description: 'tool', ...(conditions ? { conditions } : {}) }] } as AclDocument);

function sources(acl: AclDocument, answer: 'approved' | 'declined' = 'declined'): DecisionSources & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked, acl: async () => acl, aclFile: '/h/.svc/acl.yaml', aclFromFile: false,
    approve: async (request) => {
      asked.push(request.reason);
      return answer;
    },
    unsandboxedReason: async () => undefined,
  };
}

const request = (b: Binding, given: Record<string, unknown>, argv: string[]) => ({
  alias: 'tool', binding: b, given, argv, parts: Object.keys(given).map((parameter, i) => ({ parameter, tokens: argv.slice(i * 2, i * 2 + 2) })),
  shownArgv: ['/usr/bin/tool', ...argv], caller: 'stdio', workingDirectory: '/w', traceId: 't',
});

describe('decideCall', () => {
  it('an allowed call with nothing to approve runs read-only and offline', async () => {
    expect(await decideCall(request(binding(), {}, []), sources(allow()))).toEqual({ ok: true, decision: 'allow', aclRule: 0, writable: false, network: false });
  });

  it('the default deny answers with the ACL guidance and runs nothing', async () => {
    const decided = await decideCall(request(binding(), {}, []), sources({ default_effect: 'deny', rules: [] } as AclDocument));
    expect(decided).toMatchObject({ ok: false, decision: 'deny', aclRule: null });
  });

  it('a write parameter asks; declined refuses, approved runs with its roots writable', async () => {
    const declined = sources(allow());
    expect(await decideCall(request(binding(), { output: 'x' }, ['--output', 'x']), declined)).toMatchObject({ ok: false, decision: 'declined' });
    expect(declined.asked).toHaveLength(1);
    expect(await decideCall(request(binding(), { output: 'x' }, ['--output', 'x']), sources(allow(), 'approved'))).toEqual({ ok: true, decision: 'approved', aclRule: 0, writable: true, network: false });
  });

  it('the network follows the decision: an approved network parameter, an allowed open-world module, or a rule', async () => {
    expect(await decideCall(request(binding(), { host: 'h' }, ['--host', 'h']), sources(allow(), 'approved'))).toMatchObject({ ok: true, writable: true, network: true });
    expect(await decideCall(request(binding(true), {}, []), sources(allow()))).toMatchObject({ ok: true, writable: false, network: true });
    expect(await decideCall(request(binding(), { host: 'h' }, ['--host', 'h']), sources(allow({ effects: { network: 'allow' } })))).toEqual({ ok: true, decision: 'allow', aclRule: 0, writable: false, network: true });
  });

  it('an unusable ACL denies with guidance naming the file', async () => {
    const broken = { ...sources(allow()), acl: async () => { throw new Error('bad yaml at line 3'); } };
    const decided = await decideCall(request(binding(), {}, []), broken);
    expect(decided.ok).toBe(false);
    expect(decided.ok === false && decided.guidance).toContain('/h/.svc/acl.yaml');
  });
});

describe('decideCall with a sandbox: the profile a call runs in', () => {
  const unknown = (): Binding => ({ ...binding(), module_id: 'cli.tree', annotations: { ...binding().annotations, readonly: false } } as Binding);
  const writer = (): Binding => ({ ...binding(), module_id: 'cli.git.commit', target: { binary: '/usr/bin/git', command_path: ['commit'] }, annotations: { ...binding().annotations, readonly: false } } as Binding);
  const generated = generateAcl([unknown(), writer(), binding()]);
  const sandboxedSources = (acl: AclDocument, answer: 'approved' | 'declined' = 'approved', writes?: SvcWrites) => ({
    ...sources(acl, answer), sandboxed: async () => true, ...(writes ? { writes } : {}),
  });
  const withRoots = <T extends object>(r: T) => ({ ...r, roots: ['/w'] });

  it('a module no table knows runs read-only without asking; without a sandbox the default deny stands', async () => {
    const asked = sandboxedSources(generated);
    expect(await decideCall(request(unknown(), {}, []), asked)).toEqual({ ok: true, decision: 'allow', aclRule: 2, writable: false, network: false });
    expect(asked.asked).toEqual([]);
    expect(await decideCall(request(unknown(), {}, []), sources(generated))).toMatchObject({ ok: false, decision: 'deny', aclRule: null });
  });

  it('boosting flags ask nothing in the sandbox, and still ask without it', async () => {
    const inside = sandboxedSources(allow());
    expect(await decideCall(request(binding(), {}, ['-r', '--all']), inside)).toMatchObject({ ok: true, decision: 'allow', writable: false });
    expect(inside.asked).toEqual([]);
    const outside = sources(allow());
    expect(await decideCall(request(binding(), {}, ['-r', '--all']), outside)).toMatchObject({ ok: false, decision: 'declined' });
    expect(outside.asked).toEqual(['the call passes -r --all']);
  });

  it('a module that writes asks once, showing what becomes writable, and runs with its roots writable', async () => {
    const asked = sandboxedSources(generated);
    expect(await decideCall(withRoots(request(writer(), {}, [])), asked)).toEqual({ ok: true, decision: 'approved', aclRule: 1, writable: true, network: false });
    expect(asked.asked).toHaveLength(1);
    expect(asked.asked[0]).toMatch(/requires approval\. If approved, it runs once with \/w writable and no network\.$/);
  });

  it('writes: allow runs it without asking, deny refuses with guidance; an operator\'s own approval rule still asks', async () => {
    const allowed = sandboxedSources(generated, 'declined', { default: 'ask', modules: [{ pattern: 'cli.git.*', writes: 'allow' }] });
    expect(await decideCall(request(writer(), {}, []), allowed)).toEqual({ ok: true, decision: 'allow', aclRule: 1, writable: true, network: false });
    expect(allowed.asked).toEqual([]);
    const denied = await decideCall(request(writer(), {}, []), sandboxedSources(generated, 'approved', { default: 'deny', modules: [] }));
    expect(denied).toMatchObject({ ok: false, decision: 'deny' });
    expect(denied.ok === false && denied.guidance).toBe(
      'The command /usr/bin/tool would write inside the roots, and the operator denies writes for cli.git.commit (writes: deny in config.yaml). Nothing was run. Do not retry it; a read-only call of this tool may be allowed, or the operator can set writes to ask or allow for it.',
    );
    const own = { default_effect: 'deny', rules: [{ callers: ['*'], targets: ['cli.git.commit'], effect: 'deny', description: 'mine', conditions: { require_approval: true } }] } as AclDocument;
    const mine = sandboxedSources(own, 'declined', { default: 'allow', modules: [] });
    expect(await decideCall(request(writer(), {}, []), mine)).toMatchObject({ ok: false, decision: 'declined' });
    expect(mine.asked).toHaveLength(1);
    // A write parameter on an allowed module follows writes too; a network one never does.
    const param = sandboxedSources(allow(), 'declined', { default: 'allow', modules: [] });
    expect(await decideCall(request(binding(), { output: 'x' }, ['--output', 'x']), param)).toMatchObject({ ok: true, decision: 'allow', writable: true });
    expect(await decideCall(request(binding(), { host: 'h' }, ['--host', 'h']), param)).toMatchObject({ ok: false, decision: 'declined' });
  });

  it('writes: allow opens the roots to the module\'s calls that ask nothing; ask and deny keep them read-only', async () => {
    const allowAll = sandboxedSources(generated, 'declined', { default: 'allow', modules: [] });
    expect(await decideCall(request(unknown(), {}, []), allowAll)).toEqual({ ok: true, decision: 'allow', aclRule: 2, writable: true, network: false });
    expect(await decideCall(request(binding(), {}, []), allowAll)).toEqual({ ok: true, decision: 'allow', aclRule: 0, writable: true, network: false });
    expect(allowAll.asked).toEqual([]);
    const onlyGit = sandboxedSources(generated, 'declined', { default: 'ask', modules: [{ pattern: 'cli.git.*', writes: 'allow' }] });
    expect(await decideCall(request(unknown(), {}, []), onlyGit)).toEqual({ ok: true, decision: 'allow', aclRule: 2, writable: false, network: false });
    const denyTree = sandboxedSources(generated, 'declined', { default: 'allow', modules: [{ pattern: 'cli.tree', writes: 'deny' }] });
    expect(await decideCall(request(unknown(), {}, []), denyTree)).toEqual({ ok: true, decision: 'allow', aclRule: 2, writable: false, network: false });
    // Without a sandbox nothing is writable by the setting: there is no profile to open.
    expect(await decideCall(request(binding(), {}, []), { ...sources(allow()), writes: { default: 'allow', modules: [] } })).toEqual({ ok: true, decision: 'allow', aclRule: 0, writable: false, network: false });
  });

  it('a refused write names the writes setting as the operator\'s way to allow it', async () => {
    const decided = await decideCall(request(writer(), {}, []), sandboxedSources(generated, 'declined'));
    expect(decided.ok === false && decided.guidance).toContain('or the operator can let this module write inside the roots without asking (writes: {modules: {"cli.git.commit": allow}} in config.yaml) or change the rule in /h/.svc/acl.yaml.');
  });

  it('an approved open-world module gets the network, and its prompt says so', async () => {
    const curl = { ...binding(true), module_id: 'cli.curl', annotations: { ...binding().annotations, readonly: true, open_world: true } } as Binding;
    const asked = sandboxedSources(generateAcl([curl]));
    expect(await decideCall(withRoots(request(curl, {}, [])), asked)).toMatchObject({ ok: true, decision: 'approved', network: true });
    expect(asked.asked[0]).toMatch(/If approved, it runs once with \/w writable and the host's network\.$/);
  });
});
