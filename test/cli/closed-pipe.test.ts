/**
 * `svc list | head`: a reader that closes the pipe early must not make svc crash with EPIPE.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readBindings, writeBinding } from '../../src/bindings/index.js';
import { materializeFixtureBindings } from '../fixtures/bindings/load.js';
import { SVC_BIN } from '../support/paths.js';


describe('svc list into a closed pipe', () => {
  it('exits 0 without an EPIPE stack trace', async () => {
    const fx = await materializeFixtureBindings({ only: ['cli.echo'] });
    // About 160 KB, more than twice what a pipe buffer holds, so svc is still writing when the
    // reader goes away (1500 copies took 30 s on a loaded machine).
    const [echo] = (await readBindings(fx.modulesDir)).bindings;
    for (let i = 0; i < 200; i++) {
      await writeBinding(fx.modulesDir, { ...echo!, module_id: `cli.echo.copy${i}`, alias: `echo_copy${i}` });
    }
    const child = spawn(process.execPath, [SVC_BIN, 'list', '--format', 'json'], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: fx.root, SVC_MODULES_DIR: fx.modulesDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const firstChunk = await new Promise<string>((done) => child.stdout.once('data', (chunk: Buffer) => done(chunk.toString())));
    child.stdout.destroy();
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(firstChunk.startsWith('[')).toBe(true);
    expect(stderr).not.toContain('EPIPE');
    expect(code).toBe(0);
  });
});
