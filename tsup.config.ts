import { defineConfig, type Options } from 'tsup';

// The explorer page is plain text assets read at run time; see src/explorer/page.
const loader: Options['loader'] = { '.html': 'text', '.css': 'text' };

/**
 * How the `svc` command is built into `<distDir>/cli/main.js` and its chunks, shared by `npm run build`, the benchmarks and the tests so all
 * of them run the same shape. Its npm dependencies are bundled in: loading them as separate ES
 * modules cost each start one package resolution per import (package.json lookups, exports
 * maps) and a link per file, about a sixth of svc's start-up CPU (docs/clients.md "Start-up
 * time"). Subcommands and the HTTP faces stay separate chunks, loaded on demand. CommonJS
 * packages bundled into ES modules call `require` for Node's built-ins, hence the banner.
 *
 * @example
 * await build(cliBuildOptions('.tmp/bench-dist', REPO_ROOT));
 */
export function cliBuildOptions(distDir: string, repoRoot = '.'): Options {
  return {
    entry: { main: `${repoRoot}/src/cli/main.ts` },
    format: ['esm'],
    target: 'node20',
    outDir: `${distDir}/cli`,
    clean: true,
    dts: false,
    sourcemap: false,
    config: false,
    silent: true,
    loader,
    noExternal: [/./],
    banner: { js: "import { createRequire as __svcCreateRequire } from 'node:module'; const require = __svcCreateRequire(import.meta.url);" },
  };
}

export default defineConfig([
  // The library entry leaves its dependencies to the installing project, which may share them.
  // Both builds run at once: each cleans only its own files.
  { entry: { index: 'src/index.ts' }, format: ['esm'], target: 'node20', dts: { entry: { index: 'src/index.ts' } }, sourcemap: true, clean: ['!cli/**'], loader },
  { ...cliBuildOptions('dist'), silent: false, sourcemap: true },
]);
