import { Option, type Command } from 'commander';
import { readBindings } from '../bindings/store.js';
import type { Binding } from '../bindings/types.js';
import { bindingEffects } from '../govern/effects/index.js';
import { resolveCommandConfig } from './global-options.js';
import { renderTable } from './scan-command.js';

const ANNOTATION_NAMES = ['readonly', 'destructive', 'idempotent', 'requires_approval', 'cacheable', 'open_world'] as const;

function annotationList(binding: Binding): string[] {
  return ANNOTATION_NAMES.filter((name) => binding.annotations[name] === true);
}

function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 3)}...`;
}

/** `svc list [--format table|json] [--modules-dir DIR]` (SPEC.md "svc list"). */
export function registerListCommand(program: Command): void {
  program
    .command('list')
    .description('List the scanned modules (binding files)')
    .addOption(new Option('--format <FMT>', 'output format').choices(['table', 'json']).default('table'))
    .option('--modules-dir <DIR>', 'where binding files are read (default: modules_dir, ~/.svc/modules/)')
    .action(async (opts: { format: 'table' | 'json'; modulesDir?: string }, command: Command) => {
      const { config } = await resolveCommandConfig(command, { modules_dir: opts.modulesDir });
      const { bindings, errors } = await readBindings(config.modules_dir);
      for (const error of errors) {
        process.stderr.write(`svc: skipped ${error.message}. Rescan the program with \`svc scan\` or remove the file.\n`);
      }
      if (opts.format === 'json') {
        const items = bindings.map((b) => ({
          alias: b.alias,
          module_id: b.module_id,
          description: b.description,
          annotations: b.annotations,
          binary: b.target.binary,
          command_path: b.target.command_path,
          version: b.version,
          ...bindingEffects(b),
        }));
        process.stdout.write(`${JSON.stringify(items, null, 2)}\n`);
      } else if (bindings.length === 0) {
        process.stderr.write(`No modules in ${config.modules_dir}. Run \`svc scan <program>\` to create some.\n`);
      } else {
        process.stdout.write(renderTable(
          ['ALIAS', 'MODULE ID', 'ANNOTATIONS', 'DESCRIPTION'],
          bindings.map((b) => [b.alias, b.module_id, annotationList(b).join(',') || '-', shorten(b.description, 70)]),
        ));
      }
      if (errors.length > 0) process.exitCode = 1;
    });
}
