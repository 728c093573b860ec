import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { programRoots } from './probe-confinement.js';

let base: string;
beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'svc-roots-')));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

async function file(path: string): Promise<string> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, '#!/bin/sh\n');
  return path;
}

describe('programRoots', () => {
  it('gives an npm program its whole node_modules tree, where its dependencies lie', async () => {
    const bin = await file(join(base, 'p', 'node_modules', '.bin', 'nest'));
    expect(programRoots(bin, join(base, 'home'))).toEqual([join(base, 'p', 'node_modules')]);
  });

  it('gives a program in a HOME toolchain the toolchain and its companions that exist', async () => {
    const home = join(base, 'home');
    const cargo = await file(join(home, '.cargo', 'bin', 'cargo'));
    expect(programRoots(cargo, home)).toEqual([join(home, '.cargo')]);
    await mkdir(join(home, '.rustup'));
    expect(programRoots(cargo, home)).toEqual([join(home, '.cargo'), join(home, '.rustup')]);
  });

  it('gives nothing more to a program elsewhere in HOME or outside it', async () => {
    const home = join(base, 'home');
    expect(programRoots(await file(join(home, 'bin', 'tool')), home)).toEqual([]);
    expect(programRoots(await file(join(base, 'opt', 'bin', 'tool')), home)).toEqual([]);
  });
});
