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
    expect((await readBindingsCached(fx.modulesDir, cacheDir)).bindings[0]!.description).toBe('from the cache');

    const echoFile = join(fx.modulesDir, 'cli.echo.binding.yaml');
    await writeFile(echoFile, (await readFile(echoFile, 'utf8')).replace('description: Display a line of text', 'description: Edited after the scan'));
    expect((await readBindingsCached(fx.modulesDir, cacheDir)).bindings[0]!.description).toBe('Edited after the scan');

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
