import { defineConfig } from 'vitest/config';
import ProvidersFirstSequencer from './test/support/sequencer.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Real subprocesses, real browsers and real servers: keep the 2-core machine from thrashing.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    // One scan cache for the run's test files (test/support/scan-cache.ts).
    globalSetup: ['./test/support/global-setup.ts'],
    // The file whose cold scans fill that cache starts first (test/support/sequencer.ts).
    sequence: { sequencer: ProvidersFirstSequencer },
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
