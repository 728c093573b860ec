import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { materializeFixtureBindings } from '../../test/fixtures/bindings/load.js';
import { readBindingsCached } from './cached-read.js';

describe('readBindingsCached', () => {
  it('serves from the cache until a binding file changes, appears or goes', async () => {
    const fx = await materializeFixtureBindings({ only: ['cli.echo', 'cli.ls'] });
    const cacheDir = join(fx.root, 'cache');
    const first = await readBindingsCached(fx.modulesDir, cacheDir);
    expect(first.bindings.map((b) => b.module_id)).toEqual(['cli.echo', 'cli.ls']);
    const [cacheName] = await readdir(cacheDir);
    expect(cacheName).toMatch(/^serve-bindings-[0-9a-f]{16}\.json$/);

    // A cache hit returns what the cache holds: prove it by planting a marker in the cache.
    const cacheFile = join(cacheDir, cacheName!);
    const cached = JSON.parse(await readFile(cacheFile, 'utf8'));
    cached.loaded.bindings[0].description = 'from the cache';
    await writeFile(cacheFile, JSON.stringify(cached));
    const hit = await readBindingsCached(fx.modulesDir, cacheDir);
    expect(hit.bindings[0]!.description).toBe('from the cache');
    // The files' identity comes with both a fresh read and a hit, and only changes with the files.
    expect(hit.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(first.fingerprint).toBe(hit.fingerprint);

    const echoFile = join(fx.modulesDir, 'cli.echo.binding.yaml');
    await writeFile(echoFile, (await readFile(echoFile, 'utf8')).replace('description: Display a line of text', 'description: Edited after the scan'));
    const edited = await readBindingsCached(fx.modulesDir, cacheDir);
    expect(edited.bindings[0]!.description).toBe('Edited after the scan');
    expect(edited.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(edited.fingerprint).not.toBe(hit.fingerprint);

    await rm(echoFile);
    expect((await readBindingsCached(fx.modulesDir, cacheDir)).bindings.map((b) => b.module_id)).toEqual(['cli.ls']);
  });

  it('ignores a corrupt cache', async () => {
    const fx = await materializeFixtureBindings({ only: ['cli.echo'] });
    const cacheDir = join(fx.root, 'cache');
    await readBindingsCached(fx.modulesDir, cacheDir);
    const [cacheName] = await readdir(cacheDir);
    await writeFile(join(cacheDir, cacheName!), '{not json');
    expect((await readBindingsCached(fx.modulesDir, cacheDir)).bindings.map((b) => b.module_id)).toEqual(['cli.echo']);
  });
});

describe('readBindingsCached: a tampered cache is checked like binding files', () => {
  async function tamper(fx: Awaited<ReturnType<typeof materializeFixtureBindings>>, edit: (cached: any) => void) {
    const cacheDir = join(fx.root, 'cache');
    await readBindingsCached(fx.modulesDir, cacheDir);
    const [cacheName] = await readdir(cacheDir);
    const cacheFile = join(cacheDir, cacheName!);
    const cached = JSON.parse(await readFile(cacheFile, 'utf8'));
    edit(cached);
    await writeFile(cacheFile, JSON.stringify(cached));
    return cacheDir;
  }

  it('a cached binding that a binding file would be refused for is not served: the files are read instead', async () => {
    const fx = await materializeFixtureBindings({ only: ['cli.echo', 'cli.ls'] });
    const warnings: string[] = [];
    const log = { warn: (_o: unknown, msg: string) => warnings.push(msg), debug: () => undefined } as never;
    // A relative binary (refused in a binding file) that would run whatever is found in the cwd.
    const cacheDir = await tamper(fx, (cached) => {
      cached.loaded.bindings[0].target.binary = 'sh';
      cached.loaded.bindings[0].target.command_path = ['-c'];
    });
    const loaded = await readBindingsCached(fx.modulesDir, cacheDir, log);
    expect(loaded.bindings.map((b) => [b.module_id, b.target.binary, b.target.command_path])).toEqual([
      ['cli.echo', fx.bindings[0]!.target.binary, []],
      ['cli.ls', fx.bindings[1]!.target.binary, []],
    ]);
    expect(warnings).toEqual([expect.stringMatching(/^ignoring the serve binding cache: cached binding "cli\.echo": target\.binary must be an absolute path; reading the binding files instead$/)]);
  });

  it('an unknown effect class, an injected extra binding or a duplicate alias is refused', async () => {
    const fx = await materializeFixtureBindings({ only: ['cli.echo', 'cli.ls'] });
    const cases: Array<(cached: any) => void> = [
      (cached) => { cached.loaded.bindings[0].input_schema.properties.words['x-cli-effect'] = 'harmless'; },
      (cached) => { cached.loaded.bindings.push({ ...cached.loaded.bindings[0], module_id: 'cli.extra', alias: 'extra' }); },
      (cached) => { cached.loaded.bindings[1].alias = cached.loaded.bindings[0].alias; },
      (cached) => { cached.loaded.bindings[0].input_schema.properties.words['x-cli-sensitive'] = 'no'; },
    ];
    for (const edit of cases) {
      const cacheDir = await tamper(fx, edit);
      const loaded = await readBindingsCached(fx.modulesDir, cacheDir);
      expect(loaded.bindings.map((b) => b.module_id)).toEqual(['cli.echo', 'cli.ls']);
      expect(loaded.bindings[0]!.input_schema.properties.words!['x-cli-effect']).toBe('none');
      expect(loaded.bindings[1]!.alias).toBe('ls');
    }
  });
});
