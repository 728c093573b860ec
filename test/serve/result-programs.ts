/**
 * The results tests' extra programs (bulk: N bytes of numbered lines; ticker: a line every half
 * second; randbytes: N random bytes; gzipout: gzip of N numbers), served from copies of the sleeper fixture's binding and allowed by the fixture ACL.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeBinding } from '../../src/bindings/store.js';
import { FIXTURE_PROGRAMS_DIR } from '../fixtures/bindings/load.js';
import type { ServeFixture } from './helpers.js';

/**
 * Serves `programs/<name>.sh` as tool `name` (module `cli.<name>`) from a copy of the sleeper
 * fixture's binding, with one positional integer parameter. The ACL is left to the caller.
 */
export async function addSleeperCopy(fx: ServeFixture, name: string, parameter: string, description: string): Promise<void> {
  const sleeper = fx.bindings.find((b) => b.module_id === 'cli.sleeper')!;
  await writeBinding(fx.modulesDir, {
    ...sleeper,
    module_id: `cli.${name}`,
    alias: name,
    description: `results test program ${name}`,
    target: { ...sleeper.target, binary: join(FIXTURE_PROGRAMS_DIR, `${name}.sh`) },
    input_schema: {
      type: 'object',
      properties: { [parameter]: { type: 'integer', description, 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-source': 'help' } as never },
      additionalProperties: false,
    },
  });
}

/** Adds `bulk`, `ticker`, `randbytes` and `gzipout` to a fixture made with at least `cli.echo` and `cli.sleeper`. */
export async function addResultPrograms(fx: ServeFixture): Promise<void> {
  const programs = [
    ['bulk', 'bytes', 'how many bytes to write'], ['ticker', 'seconds', 'how long to tick'],
    ['randbytes', 'bytes', 'how many random bytes to write'], ['gzipout', 'lines', 'how many numbers to compress'],
  ] as const;
  for (const [name, parameter, description] of programs) await addSleeperCopy(fx, name, parameter, description);
  const acl = await readFile(fx.aclFile, 'utf8');
  await writeFile(fx.aclFile, acl.replace('targets: [cli.echo, cli.sleeper,', 'targets: [cli.echo, cli.bulk, cli.ticker, cli.randbytes, cli.gzipout, cli.sleeper,'));
}
