import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { validateCall } from './validate-call.js';
import { usageFormsSchema } from '../../test/support/usage-forms-schema.js';

/** rg's and diff's shapes as a scan writes them (issue 32), on one binding. */
function binding(): Binding {
  return {
    alias: 'tool',
    target: { binary: '/usr/bin/tool', command_path: [] },
    input_schema: usageFormsSchema(),
  } as unknown as Binding;
}

const guidance = (problem: string): string => `The arguments do not match the input schema of tool: ${problem}. Nothing was run. Fix the arguments to match the tool's inputSchema and retry.`;

describe('validateCall: operands other forms spare, and the version switch', () => {
  it('refuses a call that leaves out an operand no flag of the call spares, naming the flags', () => {
    const result = validateCall('tool', binding(), { path: ['src'], mode: 'm' });
    expect(result).toEqual({
      ok: false,
      guidance: guidance("/pattern must have required property 'pattern' unless one of files, regexp is set"),
      errors: [{ path: '/pattern', message: "must have required property 'pattern' unless one of files, regexp is set", keyword: 'required' }],
    });
  });

  it('accepts it when a flag that spares it is set, or when it is given', () => {
    expect(validateCall('tool', binding(), { files: true, path: ['src'], mode: 'm' }).ok).toBe(true);
    expect(validateCall('tool', binding(), { regexp: ['a'], mode: 'm' }).ok).toBe(true);
    expect(validateCall('tool', binding(), { pattern: 'a', mode: 'm' }).ok).toBe(true);
    // `false` and `[]` put nothing in argv: they spare nothing.
    expect(validateCall('tool', binding(), { files: false, regexp: [], mode: 'm' }).ok).toBe(false);
  });

  it('a call that sets the version switch needs none of the required parameters', () => {
    expect(validateCall('tool', binding(), { version: true }).ok).toBe(true);
    expect(validateCall('tool', binding(), { version: false })).toMatchObject({ ok: false, guidance: guidance("/mode must have required property 'mode'") });
    // The rest of the schema still holds.
    expect(validateCall('tool', binding(), { version: true, path: [] })).toMatchObject({ ok: false, guidance: guidance('/path must NOT have fewer than 1 items') });
  });
});
