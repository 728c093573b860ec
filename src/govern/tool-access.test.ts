import { describe, expect, it } from 'vitest';
import type { AclDocument } from './acl-types.js';
import { toolAccess } from './tool-access.js';

const acl: AclDocument = {
  default_effect: 'deny',
  rules: [
    { callers: ['ci'], targets: ['cli.git.*'], effect: 'deny', description: 'ci may not use git' },
    { callers: ['*'], targets: ['cli.git.status', 'cli.ls'], effect: 'allow', description: 'read-only' },
    { callers: ['*'], targets: ['cli.rm'], effect: 'deny', description: 'destructive', conditions: { require_approval: true } },
  ],
};

describe('toolAccess', () => {
  it('follows the first matching rule, then default_effect, as calls do', () => {
    expect(toolAccess(acl, { caller: 'explorer', moduleId: 'cli.git.status' })).toEqual({
      state: 'allowed', rule: 1, reason: 'rule 1 ("read-only") allows it',
    });
    expect(toolAccess(acl, { caller: 'ci', moduleId: 'cli.git.status' })).toEqual({
      state: 'denied', rule: 0, reason: 'rule 0 ("ci may not use git") denies it',
    });
    expect(toolAccess(acl, { caller: 'explorer', moduleId: 'cli.rm' })).toEqual({
      state: 'needs_approval', rule: 2, reason: 'rule 2 ("destructive") requires approval for every call',
    });
    expect(toolAccess(acl, { caller: 'explorer', moduleId: 'cli.tar' })).toEqual({
      state: 'denied', reason: 'no rule matches caller "explorer", so default_effect (deny) denies it',
    });
  });

  it('keeps an allowed tool allowed when only some flags need approval, and says so', () => {
    expect(toolAccess(acl, { caller: 'stdio', moduleId: 'cli.ls', requiresApproval: true })).toEqual({
      state: 'allowed', rule: 1, reason: 'rule 1 ("read-only") allows it; calls that pass a flag such as --force or -r need approval',
    });
  });

  it('judges the smallest call: required parameters go through the argument policy', () => {
    const binding = (effect: string) => ({
      module_id: 'cli.ls',
      input_schema: { type: 'object', properties: { target: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': effect } }, required: ['target'] },
    }) as unknown as import('../bindings/types.js').Binding;
    expect(toolAccess(acl, { caller: 'stdio', moduleId: 'cli.ls', binding: binding('read') }).state).toBe('allowed');
    expect(toolAccess(acl, { caller: 'stdio', moduleId: 'cli.ls', binding: binding('write') })).toEqual({
      state: 'needs_approval', rule: 1, reason: 'rule 1 ("read-only") allows it, but every call must set target (write), which needs approval',
    });
    expect(toolAccess(acl, { caller: 'stdio', moduleId: 'cli.ls', binding: binding('exec') })).toEqual({
      state: 'denied', rule: 1, reason: 'rule 1 ("read-only") allows it, but every call must set target (exec), which is refused',
    });
  });

  it('a command that writes or downloads whatever its parameters needs approval for every call (go get, go list)', () => {
    const go = (words: string[]) => ({
      module_id: `cli.go.${words.join('.')}`, target: { binary: '/usr/bin/go', command_path: words },
      input_schema: { type: 'object', properties: {}, additionalProperties: false },
    }) as unknown as import('../bindings/types.js').Binding;
    const goAcl: AclDocument = { default_effect: 'deny', rules: [{ callers: ['*'], targets: ['cli.go.*'], effect: 'allow', description: 'read-only' }] };
    expect(toolAccess(goAcl, { caller: 'stdio', moduleId: 'cli.go.get', binding: go(['get']) })).toEqual({
      state: 'needs_approval', rule: 0, reason: 'rule 0 ("read-only") allows it, but every call runs go get, which writes files and reaches another host, which needs approval',
    });
    expect(toolAccess(goAcl, { caller: 'stdio', moduleId: 'cli.go.list', binding: go(['list']) }).state).toBe('needs_approval');
    expect(toolAccess(goAcl, { caller: 'stdio', moduleId: 'cli.go.version', binding: go(['version']) }).state).toBe('allowed');
    const strict: AclDocument = { default_effect: 'deny', rules: [{ ...goAcl.rules[0]!, conditions: { effects: { network: 'deny' } } }] };
    expect(toolAccess(strict, { caller: 'stdio', moduleId: 'cli.go.list', binding: go(['list']) })).toEqual({
      state: 'denied', rule: 0, reason: 'rule 0 ("read-only") allows it, but every call runs go list, which reaches another host, which is refused',
    });
  });
});
