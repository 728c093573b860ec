/**
 * A deliberate hole in the argument layer, for tests of the sandbox: `bash` bound with its `-c`
 * script classified as harmless (as a mis-classified flag of a real program would be), so whatever
 * the script does is stopped by the kernel or not at all.
 */
import { spawnSync } from 'node:child_process';

/**
 * The binding file text of the hole tool `alias` (module `moduleId`), running the real `bash`.
 *
 * @example
 * await writeFile(join(modules, 'cli.hole.binding.yaml'), holeBinding('cli.hole', 'hole'));
 */
export function holeBinding(moduleId: string, alias: string): string {
  return `spec_version: "1.0"
module_id: ${moduleId}
alias: ${alias}
description: A deliberate hole in the argument layer (test only)
target:
  binary: ${spawnSync('sh', ['-c', 'command -v bash']).stdout.toString().trim()}
  command_path: []
version: test
tags: [test]
annotations: {readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: false, open_world: false}
input_schema:
  type: object
  properties:
    script:
      type: string
      x-cli-kind: flag
      x-cli-flag: -c
      x-cli-value-style: separate
      x-cli-effect: none
      x-cli-effect-source: curated
      x-cli-effect-reason: "test: mis-classified on purpose"
  required: [script]
  additionalProperties: false
output_schema: null
documentation: test
metadata: {help_format: gnu, scan_tiers: [1], json_output_flag: null, annotation_rules: {}}
`;
}
