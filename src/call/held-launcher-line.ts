/**
 * A stream whose first bytes may be bubblewrap's own failure line, not the program's output: they
 * are held until it is known which, so that a launch svc repeats (src/sandbox/vanished-mount.ts)
 * leaves nothing of the failed one in the call's output.
 */
import type { OutputSink } from '../exec/run.js';

/** bubblewrap starts each of its own messages with this. */
const LAUNCHER_PREFIX = 'bwrap: ';
/** A launcher's failure is one short line; past this the stream is the program's. */
const MAX_HELD_BYTES = 4096;

/** The wrapped sink, and what to do with the held bytes once the run is over. */
export interface HeldLauncherLine {
  /** Pass to the run in place of the real sink. */
  readonly sink: OutputSink;
  /** The run's output stands: the held bytes go to the real sink. */
  release(): void;
  /** The run is repeated: the held bytes are dropped. */
  drop(): void;
}

/**
 * Wraps `target` so that bytes beginning with bubblewrap's prefix are held (at most 4 KiB);
 * anything else passes straight through.
 *
 * @example
 * const held = holdLauncherLine(capture.sinks.stderr);
 * const run = await runProgram({ ..., sinks: { stderr: held.sink } });
 * if (vanishedMountPoint(run.stderr, launch.args)) held.drop(); else held.release();
 */
export function holdLauncherLine(target: OutputSink): HeldLauncherLine {
  const held: Buffer[] = [];
  let heldBytes = 0;
  let passing = false;
  const flush = () => {
    passing = true;
    for (const chunk of held.splice(0)) target.push(chunk);
    heldBytes = 0;
  };
  const sink: OutputSink = {
    push(chunk) {
      if (passing) return target.push(chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      const start = Buffer.concat(held, Math.min(heldBytes, LAUNCHER_PREFIX.length)).toString('latin1');
      if (!LAUNCHER_PREFIX.startsWith(start) || heldBytes > MAX_HELD_BYTES) flush();
    },
    text: () => (passing || heldBytes === 0 ? target.text() : Buffer.concat(held).toString('utf8')),
    get truncated() {
      return target.truncated;
    },
  };
  return {
    sink,
    release: () => {
      if (!passing) flush();
    },
    drop: () => {
      held.length = 0;
      heldBytes = 0;
    },
  };
}
