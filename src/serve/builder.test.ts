import { describe, expect, it } from 'vitest';
import { readBindings } from '../bindings/index.js';
import { materializeFixtureBindings } from '../../test/fixtures/bindings/load.js';
import { createSvcServer } from './builder.js';

describe('createSvcServer with bindings given in code', () => {
  it('refuses two bindings that share an alias, naming both', async () => {
    const fx = await materializeFixtureBindings({ only: ['cli.echo', 'cli.ls'] });
    const { bindings } = await readBindings(fx.modulesDir);
    const clash = bindings.map((binding) => ({ ...binding, alias: 'same' }));
    await expect(createSvcServer({ bindings: clash, acl: fx.aclFile, log: 'error' })).rejects.toThrow(
      'bindings cli.echo and cli.ls share the alias same: give one of them another alias',
    );
  });

  it('refuses a binding that a binding file could not carry either', async () => {
    const fx = await materializeFixtureBindings({ only: ['cli.echo'] });
    const [echo] = (await readBindings(fx.modulesDir)).bindings;
    const relative = { ...echo!, target: { binary: 'echo', command_path: [] } };
    await expect(createSvcServer({ bindings: [relative], acl: fx.aclFile, log: 'error' })).rejects.toThrow(
      'binding cli.echo: target.binary must be an absolute path',
    );
  });
});
