/**
 * mawk (Debian's awk) through scanTool. mawk refuses `--help` and `-h` as options (`awk: not an
 * option: --help`, exit 2) and prints its usage for `-W help`; before issue 32 the scan failed
 * ("`awk --help` exited with 2"). Ten scans must give byte-identical bindings: the operands of
 * `Usage: mawk [Options] [Program] [file ...]` and the four options, nothing read from prose.
 * Skipped with a printed reason when awk is not mawk.
 */
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { scanTool } from '../../src/scan/scanner.js';
import { which } from './helpers.js';

const awk = which('awk');
const isMawk = awk !== undefined && realpathSync(awk).endsWith('/mawk');
if (!isMawk) console.warn('skipping the awk scan test: awk is not mawk (apt-get install mawk)');

describe('scan of awk (mawk: help only as `-W help`)', () => {
  it.skipIf(!isMawk)('binds the same operands and options on each of ten scans', async () => {
    const texts: string[] = [];
    let probes: string[][] = [];
    for (let run = 0; run < 10; run += 1) {
      const result = await scanTool('awk', { env: { PATH: process.env.PATH ?? '', HOME: tmpdir() }, depth: 1, completions: false });
      probes = result.probes;
      texts.push(YAML.stringify(result.bindings));
    }
    expect(new Set(texts).size).toBe(1);
    // `help` is asked because neither option printed help; to awk it is a program reading no input.
    // scanTool reports its probes sorted.
    expect(probes).toEqual([['--help'], ['--usage'], ['-W', 'help'], ['-h'], ['help']]);
    const [binding] = YAML.parse(texts[0]!) as Array<{ module_id: string; input_schema: { properties: Record<string, Record<string, unknown>>; required?: string[] } }>;
    expect(binding!.module_id).toBe('cli.awk');
    const properties = binding!.input_schema.properties;
    expect(Object.keys(properties)).toEqual(['f', 'F', 'v', 'W', 'program', 'file']);
    expect(Object.entries(properties).filter(([, p]) => p['x-cli-kind'] === 'positional').map(([name]) => name)).toEqual(['program', 'file']);
    expect(properties.program).toMatchObject({ 'x-cli-position': 0, 'x-cli-text': 'awk' });
    expect(properties.file).toMatchObject({ 'x-cli-position': 1, type: 'array' });
  }, 300_000);
});
