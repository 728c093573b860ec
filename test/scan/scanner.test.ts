/** scanTool through its API with real programs: the fixture program, a missing one, the cache. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindingToYaml } from '../../src/bindings/store.js';
import { ScanError, scanTool, sha256Hex } from '../../src/scan/scanner.js';
import { fixturePrograms } from './helpers.js';

const env = { PATH: `${fixturePrograms}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'svc-scanner-cache-'));
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe('scanTool', () => {
  it('skips hung and flooding subcommands, keeps the rest, and records every probe', async () => {
    const result = await scanTool('svc-fixture-tool', { env, depth: 1, probeTimeoutMs: 700, maxProbeBytes: 256 * 1024, cacheDir, manPages: false, completions: false });
    expect(result.fromCache).toBe(false);
    expect(result.version).toBe('svc-fixture-tool 1.2.3');
    expect(result.binary).toBe(join(fixturePrograms, 'svc-fixture-tool'));
    expect(result.bindings.map((b) => [b.module_id, b.alias])).toEqual([
      ['cli.svc-fixture-tool', 'svc-fixture-tool'],
      ['cli.svc-fixture-tool.list', 'svc-fixture-tool_list'],
    ]);
    expect(result.warnings).toEqual([
      'skipped `svc-fixture-tool flood`: `svc-fixture-tool flood --help` printed more than 256 KiB of help',
      'skipped `svc-fixture-tool hang`: `svc-fixture-tool hang --help` did not finish within 1 s',
    ]);
    // A hang or flood is not retried with -h: it would only hang again.
    expect(result.probes).toEqual([['--help'], ['flood', '--help'], ['hang', '--help'], ['list', '--help']]);
    expect(result.tiers).toEqual([1]);
    expect(result.yaml).toEqual(result.bindings.map(bindingToYaml));
    expect(result.sha256).toEqual(result.yaml!.map(sha256Hex));
    const root = result.bindings[0]!;
    expect(root.metadata.subcommands).toEqual(['flood', 'hang', 'list']);
    expect(root.input_schema.properties.verbose).toMatchObject({ type: 'boolean', default: false, 'x-cli-flag': '--verbose' });
  });

  it('answers a rescan of the same version from the cache', async () => {
    const cached = await scanTool('svc-fixture-tool', { env, depth: 1, probeTimeoutMs: 700, maxProbeBytes: 256 * 1024, cacheDir, manPages: false, completions: false });
    expect(cached.fromCache).toBe(true);
    expect(cached.yaml).toBeUndefined();
    expect(cached.sha256).toEqual(cached.bindings.map((b) => sha256Hex(bindingToYaml(b))));
    expect(cached.bindings.map((b) => b.module_id)).toEqual(['cli.svc-fixture-tool', 'cli.svc-fixture-tool.list']);
    expect((await readdir(cacheDir)).filter((f) => f.startsWith('svc-fixture-tool-'))).toHaveLength(1);
  });

  it('throws a ScanError with ai_guidance for a program that is not on PATH', async () => {
    const error = await scanTool('svc-no-such-program', { env }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScanError);
    expect((error as ScanError).code).toBe('program_not_found');
    expect((error as ScanError).message).toBe("Program 'svc-no-such-program' was not found on $PATH.");
    expect((error as ScanError).ai_guidance).toBe(
      "The program 'svc-no-such-program' is not installed or not on $PATH. Install 'svc-no-such-program' (for example with your system's package manager), make sure it is on $PATH, and retry `svc scan svc-no-such-program`.",
    );
  });

  it('throws help_unreadable when the program itself hangs', async () => {
    const error = await scanTool('svc-fixture-hang', { env, probeTimeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScanError);
    expect((error as ScanError).code).toBe('help_unreadable');
    expect((error as ScanError).message).toContain('did not finish');
  });

  it('refuses a depth outside 1..5', async () => {
    await expect(scanTool('ls', { depth: 0 })).rejects.toThrow('Scan depth must be an integer from 1 to 5 (got 0).');
    await expect(scanTool('ls', { depth: 6 })).rejects.toThrow(ScanError);
  });
});
