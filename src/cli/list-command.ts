import { Option, type Command } from 'commander';
import { readBindings } from '../bindings/store.js';
import type { Binding } from '../bindings/types.js';
import { bindingEffects } from '../govern/effects/index.js';
import { readAclFile } from '../govern/acl-file.js';
import { TOOL_ACCESS_LABELS, toolAccess } from '../govern/tool-access.js';
import { probeSandbox } from '../sandbox/index.js';
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

/**
 * `svc list [--format table|json] [--modules-dir DIR] [--caller NAME]` (SPEC.md "svc list"). The
 * ACL column (JSON: `acl`) is what the ACL says about calling each module for `--caller`
 * (default `stdio`), by the evaluation calls use ({@link toolAccess}).
 */
export function registerListCommand(program: Command): void {
  program
    .command('list')
    .description('List the scanned modules (binding files)')
    .addOption(new Option('--format <FMT>', 'output format').choices(['table', 'json']).default('table'))
    .option('--modules-dir <DIR>', 'where binding files are read (default: modules_dir, ~/.svc/modules/)')
    .option('--caller <NAME>', 'ACL caller identity the ACL column is evaluated for (stdio, http, sse, explorer, token, ...)', 'stdio')
    .action(async (opts: { format: 'table' | 'json'; modulesDir?: string; caller: string }, command: Command) => {
      const { config } = await resolveCommandConfig(command, { modules_dir: opts.modulesDir });
      const { bindings, errors } = await readBindings(config.modules_dir);
      // A missing ACL file is the default deny (as for calls); a malformed one stops with its error.
      const acl = await readAclFile(config.acl_file);
      // What serve would decide: calls run in the sandbox where the probe works (sandbox not off).
      const sandboxed = config.sandbox !== 'off' && (await probeSandbox()).ok;
      const accessOf = (b: Binding) =>
        toolAccess(acl, { caller: opts.caller, moduleId: b.module_id, requiresApproval: b.annotations?.requires_approval === true, binding: b, sandboxed });
      for (const error of errors) {
        process.stderr.write(`svc: skipped ${error.message}. Rescan the program with \`svc scan\` or remove the file.\n`);
      }
      if (opts.format === 'json') {
        const items = bindings.map((b) => ({
          alias: b.alias,
          module_id: b.module_id,
          description: b.description,
          acl: { caller: opts.caller, ...accessOf(b) },
          annotations: b.annotations,
          binary: b.target.binary,
          command_path: b.target.command_path,
          version: b.version,
          sandbox: config.sandbox,
          ...bindingEffects(b),
        }));
        process.stdout.write(`${JSON.stringify(items, null, 2)}\n`);
      } else if (bindings.length === 0) {
        process.stderr.write(`No modules in ${config.modules_dir}. Run \`svc scan <program>\` to create some.\n`);
      } else {
        process.stdout.write(renderTable(
          ['ALIAS', 'MODULE ID', 'ACL', 'ANNOTATIONS', 'DESCRIPTION'],
          bindings.map((b) => [b.alias, b.module_id, TOOL_ACCESS_LABELS[accessOf(b).state], annotationList(b).join(',') || '-', shorten(b.description, 70)]),
        ));
      }
      if (opts.format === 'table' && bindings.length > 0) process.stderr.write(`Sandbox mode: ${config.sandbox} (\`svc doctor\` shows what this machine can enforce).\n`);
      if (errors.length > 0) process.exitCode = 1;
    });
}
