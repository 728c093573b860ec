import { describe, expect, it } from 'vitest';
import { ApprovalStateSigner, approvalMessage } from './elicit-approval.js';

describe('ApprovalStateSigner', () => {
  it('a state answers one call once: replaying it is refused, so the call asks again', () => {
    const signer = new ApprovalStateSigner();
    const f = ApprovalStateSigner.fingerprint('rm', { files: ['x'] }, ['/usr/bin/rm', 'x']);
    const state = signer.mint(f);
    expect(signer.verify(state, f)).toBe(true);
    expect(signer.verify(state, f)).toBe(false);
    // Two states minted for the same call are independent.
    const a = signer.mint(f);
    const b = signer.mint(f);
    expect(a).not.toBe(b);
    expect(signer.verify(b, f)).toBe(true);
    expect(signer.verify(a, f)).toBe(true);
  });

  it('refuses another call, a forged or expired state', () => {
    const signer = new ApprovalStateSigner();
    const f = ApprovalStateSigner.fingerprint('rm', { files: ['x'] }, ['/usr/bin/rm', 'x']);
    const other = ApprovalStateSigner.fingerprint('rm', { files: ['y'] }, ['/usr/bin/rm', 'y']);
    expect(signer.verify(signer.mint(f), other)).toBe(false);
    expect(signer.verify(new ApprovalStateSigner().mint(f), f)).toBe(false);
    expect(signer.verify(signer.mint(f, Date.now() - 11 * 60_000), f)).toBe(false);
    expect(signer.verify('x.y', f)).toBe(false);
    expect(signer.verify(undefined, f)).toBe(false);
  });
});

describe('approvalMessage', () => {
  it('shows the argv shell-quoted with hidden characters and padding made visible', () => {
    const message = approvalMessage({
      alias: 'git_log', moduleId: 'cli.git.log', caller: 'stdio', reason: 'the call passes -r',
      argv: ['/usr/bin/git', 'log', `--format=%H${' '.repeat(60)}\u202Etxt.exe\u2066`, 'a\u2028b', 'zero\u200Bwidth', 'tab\there', 'plain'],
    });
    expect(message).toBe(
      "svc: approve running cli.git.log (tool git_log)?\n\n  /usr/bin/git log '--format=%H␠×60\\u202Etxt.exe\\u2066' 'a\\u2028b' 'zero\\u200Bwidth' 'tab\\there' plain\n\nReason: the call passes -r",
    );
  });
});
