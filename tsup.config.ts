import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'cli/main': 'src/cli/main.ts' },
  format: ['esm'],
  target: 'node20',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  // The explorer page is plain text assets read at run time; see src/explorer/page.
  loader: { '.html': 'text', '.css': 'text' },
});
