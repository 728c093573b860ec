/**
 * bubblewrap's hand-shake (`--info-fd`, `--block-fd`): bwrap reports its sandbox's pid on the
 * info stream, and the sandbox waits on the block stream before the program starts. svc uses the
 * wait for two things: to move the sandbox into the call's cgroup first (as root, so every process
 * of the call is counted from the first), and to hold the program until the call is admitted, so
 * the state store is asked and answers while bubblewrap builds the sandbox (docs/gateway.md
 * "Performance").
 */
import type { Readable, Writable } from 'node:stream';
import type { ProcessCgroup } from './process-cgroup.js';

/** What {@link completeHandshake} does before it lets the program start. */
export interface HandshakeSteps {
  /** Moves the sandbox into this cgroup. */
  cgroup?: ProcessCgroup;
  /**
   * Called once, as the hand-shake begins (right after the spawn); the program starts only once
   * its promise fulfils, and a rejection leaves the sandbox blocked. Asked this late on purpose:
   * while bubblewrap builds the sandbox on another CPU, svc's own thread is idle, so the work of
   * asking and of reading the answer costs the call no time.
   */
  startWhen?: () => Promise<unknown>;
}

/**
 * Completes bubblewrap's hand-shake: calls `startWhen`, reads `{"child-pid": N}` from the info
 * stream, admits N into the cgroup, waits for what `startWhen` returned, then lets the program
 * start by writing to the block stream.
 * Resolves with the pid; rejects (leaving the sandbox blocked, so the caller must kill it) when no
 * pid comes, the cgroup refuses it, or `startWhen` rejects.
 *
 * @example
 * const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'] });
 * await completeHandshake(child.stdio[3] as Readable, child.stdio[4] as Writable, { cgroup, startWhen: () => admit(caller) });
 */
export function completeHandshake(info: Readable, block: Writable, steps: HandshakeSteps): Promise<number> {
  // bwrap closes both ends when the sandbox ends; a reset then is no error of the call.
  info.on('error', () => undefined);
  block.on('error', () => undefined);
  const ready = steps.startWhen?.();
  // Awaited once the pid came; a rejection before then is no unhandled one.
  ready?.catch(() => undefined);
  const pid = new Promise<number>((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString('utf8');
      const match = /"child-pid"\s*:\s*(\d+)/.exec(text);
      if (!match) {
        if (text.length > 4096) finish(new Error('bubblewrap sent no child pid'));
        return;
      }
      const child = Number(match[1]);
      detach();
      // The program waits at the block stream meanwhile: nothing of it runs outside the cgroup.
      Promise.resolve(steps.cgroup?.admit(child)).then(() => resolve(child), (error: Error) => reject(error));
    };
    const onEnd = (): void => finish(new Error('bubblewrap closed its info stream without a child pid'));
    const detach = (): void => {
      info.off('data', onData);
      info.off('end', onEnd);
      info.resume();
    };
    const finish = (error: Error): void => {
      detach();
      reject(error);
    };
    info.on('data', onData);
    info.on('end', onEnd);
  });
  return pid.then(async (found) => {
    await ready;
    block.end('go');
    return found;
  });
}
