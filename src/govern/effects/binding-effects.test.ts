import { describe, expect, it } from 'vitest';
import { bindingEffects } from './binding-effects.js';

describe('bindingEffects', () => {
  it('lists each property\'s effect, counts per class and the sensitive ones', () => {
    const summary = bindingEffects({
      input_schema: {
        type: 'object', additionalProperties: false,
        properties: {
          upload_pack: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--upload-pack', 'x-cli-effect': 'exec' },
          quiet: { type: 'boolean', 'x-cli-kind': 'flag', 'x-cli-flag': '--quiet', 'x-cli-effect': 'none' },
          token: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--token', 'x-cli-effect': 'none', 'x-cli-sensitive': true },
          legacy: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0 },
        },
      },
    });
    expect(summary).toEqual({
      effects: { upload_pack: 'exec', quiet: 'none', token: 'none', legacy: 'write' },
      effect_counts: { exec: 1, write: 1, network: 0, read: 0, none: 2 },
      sensitive: ['token'],
    });
  });
});
