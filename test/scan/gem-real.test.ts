/**
 * RubyGems through scanTool: `gem --help` lists no commands and points to `gem help commands`;
 * every command found there is scanned with its own `gem <cmd> --help` (OptionParser's indented
 * `Options:` sections, `--[no-]x` rows). Skipped with a printed reason when gem is not installed.
 */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';
import { missing } from './helpers.js';

describe('scan of gem (commands only from `gem help commands`)', () => {
  it.skipIf(missing('gem'))('binds every command of the full list with its own options', async () => {
    const result = await scanTool('gem', { env: { PATH: process.env.PATH ?? '', HOME: tmpdir() }, depth: 1, probeTimeoutMs: 20_000, manPages: false, completions: false });
    expect(result.probes).toContainEqual(['help', 'commands']);
    const ids = result.bindings.map((b) => b.module_id);
    expect(ids).toEqual(expect.arrayContaining(['cli.gem.install', 'cli.gem.list', 'cli.gem.uninstall', 'cli.gem.update', 'cli.gem.cert']));
    const list = result.bindings.find((b) => b.module_id === 'cli.gem.list')!;
    expect(list.metadata.stub).toBeUndefined();
    const props = Object.values(list.input_schema.properties);
    expect(props.find((p) => p['x-cli-flag'] === '--installed')).toMatchObject({ type: 'boolean', 'x-cli-negation': '--no-installed', 'x-cli-value-style': 'switch' });
    expect(props.find((p) => p['x-cli-flag'] === '--version')).toMatchObject({ type: 'string', 'x-cli-value-style': 'separate' });
    expect(props.find((p) => p['x-cli-flag'] === '--versions')).toMatchObject({ 'x-cli-negation': '--no-versions' });
  }, 120_000);
});
