import { describe, expect, it } from 'vitest';
import { nushellPrograms, nushellSpec, type TruthCommand } from '../../bench/support/nushell-completions.js';

const longs = (command: TruthCommand | undefined) => (command?.options ?? []).flatMap((o) => [o.name].flat()).filter((n) => n.startsWith('--'));
const option = (command: TruthCommand | undefined, name: string) => command?.options?.find((o) => [o.name].flat().includes(name));
const sub = (command: TruthCommand | undefined, name: string) => command?.subcommands?.find((c) => c.name === name);

describe('nushell custom completions as the accuracy bench\'s truth', () => {
  // Made up for this test, in the shape nushell's extern signatures take.
  const text = [
    '# completions for a made-up program',
    'def "nu-complete widget colours" [] { [red green] }',
    '',
    'module widget-completions {',
    '  export extern widget [',
    '    --verbose(-v)                 # say more, [even] "quoted"',
    '    --config: path                # a config file',
    '    --colour(-c): string@"nu-complete widget colours" # the colour',
    '    -q                            # quiet',
    '    --level: int = -1',
    '    target?: string               # an operand, --not-an-option',
    '  ]',
    '',
    '  export extern "widget build" [',
    '    ...files: path',
    "    --jobs(-j): int, --release",
    '    --mode: string@[debug fast --fake]',
    '    --tags: list<string>',
    '  ]',
    '',
    '  extern "widget remote add" [name: string, url: string, --fetch(-f)]',
    '  export extern `gizmo` [--dry-run]',
    '}',
    'export def "widget ping" [--not-extern] { ^widget ping }',
  ].join('\n');

  it('names the programs the externs are for', () => {
    expect(nushellPrograms(text)).toEqual(['widget', 'gizmo']);
  });

  it('reads the root options, whether each takes a value, and their short forms', () => {
    const spec = nushellSpec(text, 'widget');
    expect(spec.name).toBe('widget');
    expect(longs(spec)).toEqual(['--verbose', '--config', '--colour', '--level']);
    expect(option(spec, '--verbose')?.name).toEqual(['--verbose', '-v']);
    expect(option(spec, '--verbose')?.args).toBeUndefined();
    expect(option(spec, '--config')?.args).toEqual({});
    expect(option(spec, '--colour')?.name).toEqual(['--colour', '-c']);
    expect(option(spec, '--colour')?.args).toEqual({});
    expect(option(spec, '-q')?.args).toBeUndefined();
    expect(option(spec, '--level')?.args).toEqual({});
  });

  it('reads extern paths as subcommands, making the missing middle ones', () => {
    const spec = nushellSpec(text, 'widget');
    expect(spec.subcommands?.map((c) => c.name)).toEqual(['build', 'remote']);
    const build = sub(spec, 'build');
    expect(longs(build)).toEqual(['--jobs', '--release', '--mode', '--tags']);
    expect(option(build, '--jobs')?.args).toEqual({});
    expect(option(build, '--release')?.args).toBeUndefined();
    expect(option(build, '--tags')?.args).toEqual({});
    const remote = sub(spec, 'remote');
    expect(remote?.options).toBeUndefined();
    expect(longs(sub(remote, 'add'))).toEqual(['--fetch']);
    expect(sub(spec, 'ping')).toBeUndefined();
  });

  it('reads another program\'s externs only for it', () => {
    const spec = nushellSpec(text, 'gizmo');
    expect(longs(spec)).toEqual(['--dry-run']);
    expect(spec.subcommands).toBeUndefined();
    expect(nushellSpec(text, 'absent')).toEqual({ name: 'absent' });
  });
});
