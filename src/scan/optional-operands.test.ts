import { describe, expect, it } from 'vitest';
import { withKnownOptionalOperands } from './optional-operands.js';
import type { ParsedHelp } from './types.js';

const help = (name: string): ParsedHelp => ({
  format: 'gnu', description: '', flags: [], subcommands: [], positionals: [{ name, required: true, variadic: false, type: 'string', description: '' }],
});

describe('withKnownOptionalOperands', () => {
  it("makes npm ls's package and npm run's command optional (npm runs without them)", () => {
    expect(withKnownOptionalOperands('npm', ['ls'], help('package-spec')).positionals[0]!.required).toBe(false);
    expect(withKnownOptionalOperands('npm', ['run'], help('command')).positionals[0]!.required).toBe(false);
    expect(withKnownOptionalOperands('npm', ['run-script'], help('command')).positionals[0]!.required).toBe(false);
  });

  it('leaves every other command as its help says', () => {
    const install = help('package-spec');
    expect(withKnownOptionalOperands('npm', ['install'], install)).toBe(install);
    const other = help('command');
    expect(withKnownOptionalOperands('pnpm', ['run'], other)).toBe(other);
  });
});
