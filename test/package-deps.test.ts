/**
 * What a user installs: the package's runtime `dependencies` are exactly the packages `src/`
 * imports (tests' own packages are devDependencies), read from the sources; the CLI build bundles
 * them (tsup.config.ts) and leaves only the lazily loaded ones to resolve at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSvcPackage } from './support/build-cli.js';
import { REPO_ROOT } from './support/paths.js';

/** Packages installed for another one's sake: a required peer of an imported package. */
const REQUIRED_PEERS: Record<string, string> = { hono: '@hono/node-server' };

/**
 * Optional peers of bundled packages that the bundle names but svc never reaches, so npm does not
 * install them: @redis/client loads @node-rs/xxhash only for its `digest` command.
 */
const UNUSED_OPTIONAL_PEERS: Record<string, string> = { '@node-rs/xxhash': '@redis/client' };

const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`), or undefined for a relative or built-in one. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || builtinModules.includes(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Bare packages imported (statically, dynamically, lazily required or re-exported) by the code in `text`, comments aside. */
function importedPackages(text: string): Set<string> {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = new Set<string>();
  // Lazy loads through createRequire count too (`requireLazily('ajv')`): start-up defers them.
  // `from` after a space, `}` or `*` only: a table of flags (`'--files0-from': ...`) is no import.
  const statements = /^\s*(?:import|export)\b[^;]*?(?<=[\s}*])from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\b(?:require|requireLazily)\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const match of code.matchAll(statements)) {
    const name = packageOf((match[1] ?? match[2] ?? match[3] ?? match[4])!);
    if (name) found.add(name);
  }
  return found;
}

function sourceFiles(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

let built: Awaited<ReturnType<typeof buildSvcPackage>> | undefined;
afterAll(async () => {
  if (built) await rm(built.dir, { recursive: true, force: true });
});

describe('runtime dependencies', () => {
  const fromSources = new Set(sourceFiles(join(REPO_ROOT, 'src'), (name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).flatMap((file) => [...importedPackages(readFileSync(file, 'utf8'))]));

  it('are exactly the packages src/ imports, plus the required peers of those', () => {
    const expected = [...fromSources, ...Object.entries(REQUIRED_PEERS).filter(([, of]) => fromSources.has(of)).map(([peer]) => peer)].sort();
    expect(Object.keys(manifest.dependencies).sort()).toEqual(expected);
  });

  it('are bundled into the CLI build, which imports at run time only what src/ loads lazily and optional peers it never calls', async () => {
    built = await buildSvcPackage(`deps-test-${process.pid}`);
    const fromBuild = new Set(sourceFiles(join(built.dir, 'dist'), (name) => name.endsWith('.js')).flatMap((file) => [...importedPackages(readFileSync(file, 'utf8'))]));
    const lazilyRequired = new Set(sourceFiles(join(REPO_ROOT, 'src'), (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\brequireLazily\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => packageOf(match[1]!)!)));
    expect([...lazilyRequired].sort()).toEqual(['ajv', 'ajv-formats', 'yaml']);
    expect([...fromBuild].sort()).toEqual([...lazilyRequired, ...Object.keys(UNUSED_OPTIONAL_PEERS)].sort());
  }, 120_000);
});
