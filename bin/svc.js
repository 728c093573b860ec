#!/usr/bin/env node
// In a checkout the TypeScript sources are the truth, so they run through tsx and a stale dist/
// can never shadow them; an installed package (no src/) or SVC_PREFER_DIST=1 runs the build.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src', 'cli', 'main.ts');
const built = join(root, 'dist', 'cli', 'main.js');
const useSource = existsSync(source) && !(process.env.SVC_PREFER_DIST === '1' && existsSync(built));
if (useSource) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(source).href);
} else {
  await import(pathToFileURL(built).href);
}
