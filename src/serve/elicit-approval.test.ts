import { describe, expect, it } from 'vitest';
import { ApprovalStateSigner, approvalMessage } from './elicit-approval.js';

describe('ApprovalStateSigner', () => {
  it('a state answers one call once: replaying it is refused, so the call asks again', async () => {
    const signer = new ApprovalStateSigner();
    const f = signer.fingerprint('rm', { files: ['x'] }, ['/usr/bin/rm', 'x']);
    const state = signer.mint('alice', f);
    expect(await signer.verify(state, 'alice', f)).toBe(true);
    expect(await signer.verify(state, 'alice', f)).toBe(false);
    // Two states minted for the same call are independent.
    const a = signer.mint('alice', f);
    const b = signer.mint('alice', f);
    expect(a).not.toBe(b);
    expect(await signer.verify(b, 'alice', f)).toBe(true);
    expect(await signer.verify(a, 'alice', f)).toBe(true);
  });

  it('refuses another call, another caller, a forged or expired state', async () => {
    const signer = new ApprovalStateSigner();
    const f = signer.fingerprint('rm', { files: ['x'] }, ['/usr/bin/rm', 'x']);
    const other = signer.fingerprint('rm', { files: ['y'] }, ['/usr/bin/rm', 'y']);
    expect(await signer.verify(signer.mint('alice', f), 'alice', other)).toBe(false);
    expect(await signer.verify(new ApprovalStateSigner().mint('alice', f), 'alice', f)).toBe(false);
    expect(await signer.verify(signer.mint('alice', f, Date.now() - 11 * 60_000), 'alice', f)).toBe(false);
    expect(await signer.verify('x.y', 'alice', f)).toBe(false);
    expect(await signer.verify(undefined, 'alice', f)).toBe(false);
    // The same state sent back by another caller: refused, and not used up for its own caller.
    const alices = signer.mint('alice', f);
    expect(await signer.verify(alices, 'bob', f)).toBe(false);
    expect(await signer.verify(alices, 'alice', f)).toBe(true);
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
