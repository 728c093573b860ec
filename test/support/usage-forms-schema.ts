/**
 * rg's and diff's shapes as a scan writes them (issue 32), on one input schema: an operand other
 * usage forms leave out (`x-cli-required-unless`), the version switch (`x-cli-standalone`) and a
 * required operand. Shared by the validator's tests (src/schema) and the call stage's (src/call).
 */
export function usageFormsSchema() {
  return {
    type: 'object' as const,
    properties: {
      regexp: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'flag', 'x-cli-flag': '--regexp', 'x-cli-repeat': 'repeat' },
      files: { type: 'boolean', default: false, 'x-cli-kind': 'flag', 'x-cli-flag': '--files', 'x-cli-value-style': 'switch' },
      version: { type: 'boolean', default: false, 'x-cli-kind': 'flag', 'x-cli-flag': '--version', 'x-cli-value-style': 'switch', 'x-cli-standalone': true },
      pattern: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-required-unless': ['--files', '--regexp'] },
      path: { type: 'array', items: { type: 'string' }, minItems: 1, 'x-cli-kind': 'positional', 'x-cli-position': 1 },
      mode: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 2 },
    },
    required: ['mode'],
    additionalProperties: false,
  };
}
