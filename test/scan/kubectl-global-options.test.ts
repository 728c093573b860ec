/**
 * kubectl lists its global options (`--namespace`, `--context`, `--kubeconfig`, ...) in no command's
 * help; each help ends with `Use "kubectl options" for a list of global command-line options
 * (applies to all commands).` The scan runs `kubectl options` once and gives every command those
 * options, marked inherited, each with its effect from the curated table: `kubectl get pods -n
 * kube-system` is expressible (before, no command had `--namespace`), `--kubeconfig` can name an
 * exec credential plugin (exec: refused by default), impersonation (`--as`) asks as network.
 * Skipped with a printed reason when kubectl is not installed.
 */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';
import { which } from './helpers.js';

const kubectl = which('kubectl');
if (!kubectl) console.warn('skipping the kubectl global options test: kubectl is not installed');

describe('scan of kubectl: the options `kubectl options` lists, on every command', () => {
  it.skipIf(!kubectl)('binds --namespace on get, inherited, with the curated effects', async () => {
    const result = await scanTool('kubectl', { env: { PATH: process.env.PATH ?? '', HOME: tmpdir() }, depth: 1, completions: false, manPages: false });
    expect(result.probes.filter((args) => args.join(' ') === 'options')).toHaveLength(1);
    const byId = new Map(result.bindings.map((binding) => [binding.module_id, binding]));
    const property = (id: string, flag: string): Record<string, unknown> | undefined => Object.values(byId.get(id)!.input_schema.properties as unknown as Record<string, Record<string, unknown>>)
      .find((p) => p['x-cli-flag'] === flag);
    expect(property('cli.kubectl.get', '--namespace')).toMatchObject({ type: 'string', 'x-cli-inherited': true, 'x-cli-effect': 'none' });
    expect(property('cli.kubectl.get', '--kubeconfig')).toMatchObject({ 'x-cli-inherited': true, 'x-cli-effect': 'exec' });
    expect(property('cli.kubectl.get', '--as')).toMatchObject({ 'x-cli-inherited': true, 'x-cli-effect': 'network' });
    // get's own options stay its own.
    expect(property('cli.kubectl.get', '--output')).toMatchObject({ 'x-cli-flag': '--output' });
    expect(property('cli.kubectl.get', '--output')!['x-cli-inherited']).toBeUndefined();
    // Every command has them, the program's top binding too.
    const withNamespace = result.bindings.filter((binding) => property(binding.module_id, '--namespace') !== undefined).length;
    expect(withNamespace).toBe(result.bindings.length);
  }, 300_000);
});
