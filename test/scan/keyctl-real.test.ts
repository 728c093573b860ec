/**
 * keyutils' keyctl through scanTool. keyctl answers `--help`, `-h` and `help` with "Unknown command"
 * alone and prints its usage only when run with no arguments: under `Format:`, one indented line per
 * command (`  keyctl add [-x] <type> <desc> <data> <keyring>`), and no other list. Before, the scan
 * failed ("`keyctl --help` exited with 2 and printed no recognisable help"); now the bare run is
 * read and every command is bound from its own line, with only the options that line names.
 * Skipped with a printed reason when keyctl is not installed.
 */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';
import { which } from './helpers.js';

const keyctl = which('keyctl');
if (!keyctl) console.warn('skipping the keyctl scan test: keyctl is not installed (apt-get install keyutils)');

type Binding = { module_id: string; input_schema: { properties: Record<string, Record<string, unknown>>; required?: string[] } };

describe('scan of keyctl (usage only when run bare)', () => {
  it.skipIf(!keyctl)('reads the bare run and binds each command with the options of its own line', async () => {
    const result = await scanTool('keyctl', { env: { PATH: process.env.PATH ?? '', HOME: tmpdir() }, depth: 2, completions: false });
    // The bare run is asked once, after the three help spellings were refused.
    expect(result.probes.filter((args) => args.length === 0)).toHaveLength(1);
    const bindings = result.bindings as unknown as Binding[];
    const byId = new Map(bindings.map((binding) => [binding.module_id, binding]));
    const commands = bindings.map((binding) => binding.module_id).filter((id) => id !== 'cli.keyctl');
    expect(commands.length).toBeGreaterThanOrEqual(50);
    for (const id of ['cli.keyctl.add', 'cli.keyctl.reap', 'cli.keyctl.purge', 'cli.keyctl.show', 'cli.keyctl.dh_compute_kdf_oi']) expect(byId.has(id)).toBe(true);
    const flagsOf = (id: string): string[] => Object.values(byId.get(id)!.input_schema.properties)
      .filter((property) => property['x-cli-kind'] === 'flag').map((property) => String(property['x-cli-flag'])).sort();
    const operandsOf = (id: string): string[] => Object.entries(byId.get(id)!.input_schema.properties)
      .filter(([, property]) => property['x-cli-kind'] === 'positional').map(([name]) => name);
    // `keyctl reap [-v]`: -v only, not the -x, -f, -p, -i, -s of the other lines.
    expect(flagsOf('cli.keyctl.reap')).toEqual(['-v']);
    // `keyctl purge <type>`, `purge [-p] [-i] <type> <desc>`, `purge -s <type> <desc>`: three forms, one command.
    expect(flagsOf('cli.keyctl.purge')).toEqual(['-i', '-p', '-s']);
    expect(flagsOf('cli.keyctl.add')).toEqual(['-x']);
    expect(operandsOf('cli.keyctl.add')).toEqual(['type', 'desc', 'data', 'keyring']);
    expect(byId.get('cli.keyctl.add')!.input_schema.required).toEqual(['type', 'desc', 'data', 'keyring']);
    expect(flagsOf('cli.keyctl.chown')).toEqual([]);
    expect(operandsOf('cli.keyctl.chown')).toEqual(['key', 'uid']);
  }, 300_000);
});
