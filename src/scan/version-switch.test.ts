import { describe, expect, it } from 'vitest';
import type { ParsedHelp } from './types.js';
import { withVersionSwitch } from './version-switch.js';

const base: ParsedHelp = {
  format: 'gnu', description: '', positionals: [], subcommands: [],
  flags: [{ long: '--verbose', short: '-v', type: 'boolean', description: 'say more' }],
};

describe('withVersionSwitch', () => {
  it('adds the version switch the help shows as a standalone flag', () => {
    const help = withVersionSwitch({ ...base, versionFlag: { long: '--version', short: '-V', type: 'boolean', description: 'print version', source: 'help' } });
    expect(help.flags.at(-1)).toEqual({ long: '--version', short: '-V', type: 'boolean', description: 'print version', source: 'help', standalone: true });
  });

  it('leaves a short spelling another flag has to that flag, and adds nothing without a version switch or when a flag has its token', () => {
    const help = withVersionSwitch({ ...base, versionFlag: { long: '--version', short: '-v', type: 'boolean', description: 'print version' } });
    expect(help.flags.at(-1)).toEqual({ long: '--version', short: undefined, type: 'boolean', description: 'print version', standalone: true });
    expect(withVersionSwitch(base)).toBe(base);
    const taken = { ...base, flags: [{ long: '--version', type: 'string' as const, valueName: 'V', description: 'pin a version' }], versionFlag: { long: '--version', type: 'boolean' as const, description: '' } };
    expect(withVersionSwitch(taken)).toBe(taken);
  });
});
