import { describe, expect, it } from 'vitest';
import { approvalReason, formatCommand, invalidArgumentsGuidance, nonZeroExitGuidance, notInstalledGuidance, PROGRAM_PERMISSION_HINT } from './guidance.js';

describe('guidance texts', () => {
  it('formatCommand quotes only what a shell would need quoted', () => {
    expect(formatCommand(['/usr/bin/git', 'log', '--max-count=3'])).toBe('/usr/bin/git log --max-count=3');
    expect(formatCommand(['echo', 'a b', "it's", ''])).toBe(`echo 'a b' 'it'\\''s' ''`);
  });

  it('non-zero exit: a signal, and an empty stderr', () => {
    expect(nonZeroExitGuidance(['/bin/x'], 137, '', 'SIGKILL')).toBe('The command /bin/x was ended by SIGKILL (exit code 137). It wrote nothing to stderr.');
    expect(nonZeroExitGuidance(['/bin/x', '-v'], 2, 'é'.repeat(250))).toBe(`The command /bin/x -v exited with code 2. First 200 characters of stderr: ${'é'.repeat(200)}`);
  });

  it('non-zero exit reported as a permission failure by the program: adds the permission advice', () => {
    expect(PROGRAM_PERMISSION_HINT).toBe(
      'The program reported a permission problem: check the file permissions of the paths it was given, or run svc with suitable privileges, then retry.',
    );
    expect(nonZeroExitGuidance(['/bin/ls', '/root'], 2, "ls: cannot open directory '/root': Permission denied\n")).toBe(
      `The command /bin/ls /root exited with code 2. First 200 characters of stderr: ls: cannot open directory '/root': Permission denied\n${PROGRAM_PERMISSION_HINT}`,
    );
    expect(nonZeroExitGuidance(['/bin/kill', '1'], 1, 'kill: (1) - Operation not permitted')).toBe(
      `The command /bin/kill 1 exited with code 1. First 200 characters of stderr: kill: (1) - Operation not permitted ${PROGRAM_PERMISSION_HINT}`,
    );
    expect(nonZeroExitGuidance(['/bin/ls', 'nope'], 2, "ls: cannot access 'nope': No such file or directory\n")).not.toContain(PROGRAM_PERMISSION_HINT);
  });

  it('invalid arguments: names the unknown parameters and the accepted ones', () => {
    const extra = [{ path: '', message: 'must NOT have additional properties', keyword: 'additionalProperties' }];
    expect(invalidArgumentsGuidance('echo', extra, { unknown: ['nope', 'x'], known: ['words'] })).toBe(
      "The arguments do not match the input schema of echo: (root) must NOT have additional properties. Unknown parameters: nope, x; echo accepts words. Nothing was run. Fix the arguments to match the tool's inputSchema and retry.",
    );
    expect(invalidArgumentsGuidance('true', extra, { unknown: ['a'], known: [] })).toContain('Unknown parameter: a; true accepts no parameters.');
    expect(invalidArgumentsGuidance('ls', [{ path: '/long', message: 'must be boolean' }])).toBe(
      "The arguments do not match the input schema of ls: /long must be boolean. Nothing was run. Fix the arguments to match the tool's inputSchema and retry.",
    );
  });

  it('program not installed: the program itself, or the interpreter of a script', () => {
    expect(notInstalledGuidance('/usr/bin/jq')).toBe('The program "jq" is not installed (nothing at /usr/bin/jq). Install jq and retry.');
    expect(notInstalledGuidance('/opt/tool.py', '/usr/bin/python9')).toBe(
      'The program "python9" is not installed (nothing at /usr/bin/python9), and /opt/tool.py needs it to run. Install python9 and retry.',
    );
  });

  it('approvalReason joins the rule and the flags', () => {
    expect(approvalReason({ ruleIndex: 0, ruleDescription: 'destructive', boostingFlags: ['--force', '-r'] })).toBe('rule 1 ("destructive") requires approval and the call passes --force -r');
    expect(approvalReason({ ruleIndex: 2 })).toBe('rule 3 requires approval');
    expect(approvalReason({})).toBe('approval is required');
  });
});
