import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, `N passed, N failed, N skipped`, after vitest's own summary, so
 * CI logs carry a result line any reader (or log scraper) understands. A file whose set-up failed
 * (its tests never ran, and vitest marks them skipped) counts as one failure and adds the line
 * `N test files failed outside their tests`, so a broken `beforeAll` never reads as a clean run.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let brokenFiles = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      const tests = [...module.children.allTests()];
      if (module.state() === 'failed' && !tests.some((test) => test.result().state === 'failed')) {
        failed++;
        brokenFiles++;
      }
    }
    const broken = brokenFiles > 0 ? `${brokenFiles} test file${brokenFiles === 1 ? '' : 's'} failed outside their tests (set-up or collection)\n` : '';
    // At exit, so the line comes after vitest's own summary and is the run's last line.
    process.once('exit', () => process.stdout.write(`\n${broken}${passed} passed, ${failed} failed, ${skipped} skipped\n`));
  }
}
