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

describe('allow_shell_metacharacters in the configuration', () => {
  it('lifts the metacharacter refusal only for the listed modules', async () => {
    const fx = await materializeFixtureBindings({ only: ['cli.echo'] });
    const strict = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: `${fx.root}/audit.jsonl` } });
    const refused = await strict.runtime.invoke('echo', { words: ['a|b'] }, { caller: 'test' });
    expect(refused.isError).toBe(true);
    expect(refused.payload.ai_guidance).toContain('words');

    const relaxed = await createSvcServer({
      modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error',
      config: { audit_log: `${fx.root}/audit.jsonl`, allow_shell_metacharacters: ['cli.ech*'] },
    });
    const ran = await relaxed.runtime.invoke('echo', { words: ['a|b'] }, { caller: 'test' });
    expect(ran.isError).toBe(false);
    expect(ran.payload.stdout).toBe('a|b\n');
  });
});
