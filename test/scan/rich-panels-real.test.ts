/**
 * Python CLIs built on rich print their help in boxed panels (typer, cyclopts). Two programs of our
 * own on the real libraries (test/fixtures/rich-demo) are scanned for real: every command, option,
 * negation, choice and operand their panels show is bound. They run from the Python client venv
 * (scripts/ensure-python-clients.sh), copied into its bin directory so the probe sandbox sees the
 * whole environment; the test skips, saying why, when that venv lacks typer or cyclopts.
 */
import { execFileSync } from 'node:child_process';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';
import type { Binding } from '../../src/bindings/types.js';

const venvBin = resolve('.tmp/python-clients/bin');
const python = join(venvBin, 'python');
const demos = resolve('test/fixtures/rich-demo');

function missingLibraries(): string | undefined {
  if (!existsSync(python)) return `no Python client venv at ${python} (scripts/ensure-python-clients.sh)`;
  try {
    execFileSync(python, ['-c', 'import typer, cyclopts'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return `the venv at ${python} lacks typer or cyclopts (test/clients/python/requirements.txt)`;
  }
}
const missing = missingLibraries();
if (missing) console.log(`skipping rich panel scans: ${missing}`);

/** Flag tokens, negations and enums of a binding's properties, by property name. */
function flagsOf(binding: Binding | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, prop] of Object.entries(binding?.input_schema.properties ?? {})) {
    const p = prop as unknown as Record<string, unknown>;
    out[name] = [p['x-cli-kind'], p['x-cli-flag'], p['x-cli-negation'], ...((p.enum as string[] | undefined) ?? [])].filter((v): v is string => typeof v === 'string');
  }
  return out;
}

describe.skipIf(missing !== undefined)('rich panels of real typer and cyclopts programs', () => {
  const installed: string[] = [];
  beforeAll(async () => {
    for (const name of ['shelf', 'crate']) {
      const target = join(venvBin, name);
      const source = await readFile(join(demos, `${name}.py`), 'utf8');
      await writeFile(target, source.replace(/^#!.*\n/, `#!${python}\n`));
      await chmod(target, 0o755);
      installed.push(target);
    }
  });
  afterAll(() => Promise.all(installed.map((path) => rm(path, { force: true }))));
  const env = () => ({ PATH: `${venvBin}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir(), COLUMNS: '80' });

  it('binds typer\'s commands, nested groups, options with short names, negations and operands', async () => {
    const result = await scanTool('shelf', { env: env(), depth: 2, noCache: true, manPages: false, completions: false });
    const byId = new Map(result.bindings.map((binding) => [binding.module_id, binding]));
    expect([...byId.keys()].sort()).toEqual(['cli.shelf', 'cli.shelf.add', 'cli.shelf.list', 'cli.shelf.remove', 'cli.shelf.tag.add', 'cli.shelf.tag.clear']);
    expect(flagsOf(byId.get('cli.shelf.add'))).toEqual({
      author: ['flag', '--author'], year: ['flag', '--year'], force: ['flag', '--force'], title: ['positional'],
    });
    expect(byId.get('cli.shelf.add')!.input_schema.required).toEqual(['author', 'title']);
    expect(flagsOf(byId.get('cli.shelf.list'))).toEqual({ limit: ['flag', '--limit'], json: ['flag', '--json'], color: ['flag', '--color', '--no-color'] });
    expect(byId.get('cli.shelf.remove')!.input_schema.properties.titles).toMatchObject({ type: 'array', 'x-cli-kind': 'positional' });
    expect(flagsOf(byId.get('cli.shelf.tag.clear'))).toEqual({ all: ['flag', '--all'], title: ['positional'] });
  }, 120_000);

  it('binds cyclopts\' parameters: a value name after the option, choices, a --no- pair, an operand that may also be named', async () => {
    const result = await scanTool('crate', { env: env(), depth: 2, noCache: true, manPages: false, completions: false });
    const byId = new Map(result.bindings.map((binding) => [binding.module_id, binding]));
    expect([...byId.keys()].sort()).toEqual(['cli.crate.pack', 'cli.crate.unpack']);
    expect(flagsOf(byId.get('cli.crate.pack'))).toEqual({
      level: ['flag', '--level'], fmt: ['flag', '--fmt', 'zip', 'tar'], verbose: ['flag', '--verbose', '--no-verbose'], source: ['positional'],
    });
    expect(byId.get('cli.crate.pack')!.input_schema.properties.level).toMatchObject({ type: 'integer', default: 3 });
    expect(flagsOf(byId.get('cli.crate.unpack'))).toEqual({ into: ['flag', '--into'], crate: ['positional'] });
  }, 120_000);
});
