import { describe, expect, it } from 'vitest';
import { usageOptions } from './usage.js';

describe('usageOptions', () => {
  it("reads a value before a closing parenthesis (git submodule set-branch's `(--default|--branch <branch>)`)", () => {
    expect(usageOptions('git submodule [--quiet] set-branch (--default|--branch <branch>) [--] <path>')).toEqual([
      { token: '--quiet', negatable: false, valueOptional: false },
      { token: '--default', negatable: false, valueOptional: false },
      { token: '--branch', negatable: false, valueOptional: false, valueName: '<branch>', valueStyle: 'separate' },
    ]);
  });

  it("reads a choice in braces as the option's value (dmsetup's `[--manglename {none|hex|auto}]`)", () => {
    expect(usageOptions('dm [--manglename {none|hex|auto}] [--retry]')).toEqual([
      { token: '--manglename', negatable: false, valueOptional: false, valueName: '{none|hex|auto}', valueStyle: 'separate' },
      { token: '--retry', negatable: false, valueOptional: false },
    ]);
  });

  it('marks an option repeatable only for `...`, not for a plain separate value', () => {
    expect(usageOptions('tool [-I <dir>...] [--include=<path>...] [--x <v>] [--a <v> | --b <w>]')).toEqual([
      { token: '-I', negatable: false, valueOptional: false, repeatable: true, valueName: '<dir>', valueStyle: 'separate' },
      { token: '--include', negatable: false, valueOptional: false, repeatable: true, valueName: '<path>', valueStyle: 'equals' },
      { token: '--x', negatable: false, valueOptional: false, valueName: '<v>', valueStyle: 'separate' },
      { token: '--a', negatable: false, valueOptional: false, valueName: '<v>', valueStyle: 'separate' },
      { token: '--b', negatable: false, valueOptional: false, valueName: '<w>', valueStyle: 'separate' },
    ]);
  });

  it("leaves out what follows a bare `--` (gem install's `-- --build-flags`)", () => {
    expect(usageOptions('gem install [options] GEMNAME [GEMNAME ...] -- --build-flags [options]')).toEqual([]);
  });
});

describe('bracketed option groups spaced inside, alone under an options heading (tpm2-tools)', () => {
  const help = [
    'Usage: readpcr [<options>] <arguments>',
    'Where <options> are:',
    '    [ -o | --output=<value>] [ -F | --pcrs-format=<value>] [ --hex]',
    '    [ --cphash=<value>]',
    '',
  ].join('\n');

  it('reads every group as an option, its short spelling and its value', async () => {
    const { parseHelp } = await import('./index.js');
    const flags = parseHelp(help, { programName: 'readpcr' }).flags.map((f) => [f.long, f.short ?? null, f.type === 'boolean' ? 'switch' : 'value']);
    expect(flags).toEqual([
      ['--output', '-o', 'value'],
      ['--pcrs-format', '-F', 'value'],
      ['--hex', null, 'switch'],
      ['--cphash', null, 'value'],
    ]);
  });
});
