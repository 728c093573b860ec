import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that give the run's scan cache their cold scans (test/support/scan-cache.ts
 * `provideScans`): they start before all others, so their scan of git at depth 2 is the run's one
 * and no file warms git cold beside it. The rest keep vitest's order (failed first, then the
 * longest of the last run, or the largest file when there is none).
 */
const PROVIDERS = ['test/scan/scan-real.test.ts'];

/**
 * vitest's sequencer with the scan providers moved to the front.
 *
 * @example
 * // vitest.config.ts
 * test: { sequence: { sequencer: ProvidersFirstSequencer } }
 */
export default class ProvidersFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const provides = (file: TestSpecification) => PROVIDERS.some((path) => file.moduleId.replace(/\\/g, '/').endsWith(`/${path}`));
    return [...sorted.filter(provides), ...sorted.filter((file) => !provides(file))];
  }
}
