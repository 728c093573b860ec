import { access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBindings } from '../../src/bindings/store.js';
import { readAclFile } from '../../src/govern/acl-file.js';
import { FIXTURE_PROGRAMS_DIR, materializeFixtureBindings } from '../fixtures/bindings/load.js';

describe('fixture bindings', () => {
  it('materialize into a directory svc can serve, with the fixture ACL', async () => {
    const fx = await materializeFixtureBindings();
    const { bindings, errors } = await readBindings(fx.modulesDir);
    expect(errors).toEqual([]);
    expect(bindings.map((b) => b.module_id)).toEqual(fx.bindings.map((b) => b.module_id));
    expect(bindings.length + fx.skipped.length).toBe(17);
    for (const b of bindings) expect(b.target.binary).not.toContain('@');
    const acl = await readAclFile(fx.aclFile);
    expect(acl.default_effect).toBe('deny');
    expect(acl.rules.map((r) => r.effect)).toEqual(['allow', 'deny', 'allow']);
  });

  it('can be narrowed with only', async () => {
    const fx = await materializeFixtureBindings({ only: ['cli.echo', 'cli.flood'] });
    expect(fx.bindings.map((b) => b.alias)).toEqual(['echo', 'flood']);
  });

  it('ship executable scripts, except the one that must not be', async () => {
    for (const name of ['sleeper.sh', 'spawn-tree.sh', 'flood.sh', 'exit3.sh', 'jsonout.sh', 'envdump.sh']) {
      await access(join(FIXTURE_PROGRAMS_DIR, name), constants.X_OK);
    }
    await expect(access(join(FIXTURE_PROGRAMS_DIR, 'not-executable.sh'), constants.X_OK)).rejects.toThrow();
  });
});
