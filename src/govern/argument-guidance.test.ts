import { describe, expect, it } from 'vitest';
import { argumentDeniedGuidance, parameterApprovalReason } from './argument-guidance.js';

const exec = { parameter: 'upload_pack', flag: '--upload-pack', effect: 'exec' as const, reason: 'curated: git --upload-pack runs a program', by: 'effect' as const };

describe('argumentDeniedGuidance', () => {
  it('exec: names the parameter and why, and how the operator can turn it into approval', () => {
    expect(argumentDeniedGuidance({ moduleId: 'cli.git.ls-remote', finding: exec, aclFile: '/h/.svc/acl.yaml', ruleIndex: 0, ruleDescription: 'read-only' })).toBe(
      'Calling cli.git.ls-remote with the parameter "upload_pack" (--upload-pack) is refused: it runs a program (curated: git --upload-pack runs a program), ' +
        'and svc never lets a call run a program through a parameter unless the operator allows it. Nothing was run. Retry without "upload_pack". ' +
        'If running it is really needed, the operator can make such calls need approval instead: a rule for cli.git.ls-remote in /h/.svc/acl.yaml with conditions: {effects: {exec: approve}}.',
    );
  });

  it('operands, deny_params and effects denied by a rule', () => {
    expect(argumentDeniedGuidance({ moduleId: 'cli.env', finding: { parameter: 'command', effect: 'exec', reason: 'curated: env runs COMMAND', by: 'effect' }, aclFile: 'a.yaml' }))
      .toMatch(/^Calling cli\.env with the operand "command" is refused: it runs a program \(curated: env runs COMMAND\)/);
    expect(argumentDeniedGuidance({ moduleId: 'cli.git.log', finding: { ...exec, parameter: 'output', flag: '--output', effect: 'write', by: 'deny_params' }, aclFile: 'a.yaml', ruleIndex: 1, ruleDescription: 'mine' })).toBe(
      'Calling cli.git.log with the parameter "output" (--output) is refused: rule 2 ("mine") in a.yaml lists it in deny_params. Nothing was run. Retry without "output". Only the operator can change that rule.',
    );
    expect(argumentDeniedGuidance({ moduleId: 'cli.git.log', finding: { ...exec, parameter: 'output', flag: '--output', effect: 'write', reason: 'r' }, aclFile: 'a.yaml', ruleIndex: 0 })).toBe(
      'Calling cli.git.log with the parameter "output" (--output) is refused: it writes files (r), and rule 1 in a.yaml denies calls that set write parameters (conditions.effects.write: deny). Nothing was run. Retry without "output". Only the operator can change that rule.',
    );
  });

  it('a command whose own effect a rule denies: names the command, not a parameter to leave out', () => {
    expect(argumentDeniedGuidance({ moduleId: 'cli.go.get', finding: { parameter: 'go get', effect: 'network', reason: 'curated: go get downloads modules', by: 'command' }, aclFile: 'a.yaml', ruleIndex: 0 })).toBe(
      'Calling cli.go.get is refused: running go get reaches another host whatever its parameters (curated: go get downloads modules), ' +
        'and rule 1 in a.yaml denies calls that reach other hosts (conditions.effects.network: deny). Nothing was run. Only the operator can change that rule.',
    );
  });

  it('a hostile effect reason is made visible and cut', () => {
    const text = argumentDeniedGuidance({ moduleId: 'cli.x', finding: { ...exec, reason: `ok\u202E${'a'.repeat(400)}` }, aclFile: 'a.yaml' });
    expect(text).toContain('(ok\\u202Ea×400)');
  });
});

describe('parameterApprovalReason', () => {
  it('says what the parameter does, or which rule lists it', () => {
    expect(parameterApprovalReason({ ...exec, parameter: 'output', flag: '--output', effect: 'write', reason: 'curated: git --output writes a file' })).toBe(
      'the call sets the parameter "output" (--output), which writes files (curated: git --output writes a file)',
    );
    expect(parameterApprovalReason({ ...exec, by: 'approve_params' }, { index: 2, description: 'ops' })).toBe('the call sets the parameter "upload_pack" (--upload-pack), which rule 3 ("ops") lists in approve_params');
  });
});

describe('parameterApprovalReason: a command by itself, an option without a sandbox', () => {
  it('says what a command does by itself, and what an option opens that svc cannot check without a sandbox', () => {
    expect(parameterApprovalReason({ parameter: 'go list', effect: 'network', reason: 'curated: go list downloads modules', by: 'command' })).toBe(
      'running go list reaches another host whatever its parameters (curated: go list downloads modules)',
    );
    expect(parameterApprovalReason({ parameter: 'follow', flag: '--follow', effect: 'read', reason: 'curated: rg --follow follows symbolic links', by: 'unsandboxed' })).toBe(
      'the call sets the parameter "follow" (--follow), which makes the program read files svc cannot check (curated: rg --follow follows symbolic links), and no sandbox confines this call',
    );
  });
});
