import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import type { AclDocument } from '../govern/acl-types.js';
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
