import { defineConfig } from 'vitest/config';
import ProvidersFirstSequencer from './test/support/sequencer.js';

/**
 * Unit tests that need a process of their own: confine-call's masks a root-only file created by the
 * test, which the process-wide walk of root-only files (src/sandbox/root-only-files.ts, refreshed
 * every 10 s) sees only when this process had not walked yet.
 */
const FRESH_PROCESS_UNIT_TESTS = ['src/call/confine-call.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Real subprocesses, real browsers and real servers: keep the 2-core machine from thrashing.
    pool: 'forks',
    poolOptions: {
      forks: { maxForks: 2, minForks: 1 },
      // The unit project's pool: one thread beside the two forks, its files sharing modules.
      threads: { maxThreads: 1, minThreads: 1, isolate: false },
    },
    // One scan cache for the run's test files (test/support/scan-cache.ts).
    globalSetup: ['./test/support/global-setup.ts'],
    // The file whose cold scans fill that cache starts first (test/support/sequencer.ts).
    sequence: { sequencer: ProvidersFirstSequencer },
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      // The unit tests beside the code share their fork's module cache: a fresh process per file
      // cost more than the 217 files' tests themselves (76 s against 20 s for src/scan, bindings
      // and call). Those that depend on a fresh process's caches are listed above.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: FRESH_PROCESS_UNIT_TESTS, pool: 'threads' } },
      // The integration tests change HOME and the working directory and start servers in-process:
      // each file keeps a process of its own.
      { extends: true, test: { name: 'integration', include: ['test/**/*.test.ts', ...FRESH_PROCESS_UNIT_TESTS] } },
    ],
  },
});
