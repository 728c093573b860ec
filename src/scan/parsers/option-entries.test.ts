import { describe, expect, it } from 'vitest';

describe('a second spelling that fills the head column, one space, then its text (dub)', () => {
  it('reads `-n  --non-interactive Don\'t enter ...` as both spellings and the text', async () => {
    const { parseHelp } = await import('./index.js');
    const help = [
      'Command specific options',
      '========================',
      '',
      '  -t  --type=VALUE      Set the type of project to generate.',
      '  -f  --format=VALUE    Sets the format to use for the package description.',
      "  -n  --non-interactive Don't enter interactive mode.",
      '',
    ].join('\n');
    const flags = parseHelp(help, { programName: 'pkgtool', commandPath: ['init'] }).flags;
    expect(flags.map((f) => [f.short, f.long, f.valueName ?? null])).toEqual([
      ['-t', '--type', 'VALUE'],
      ['-f', '--format', 'VALUE'],
      ['-n', '--non-interactive', null],
    ]);
    expect(flags[2]!.description).toBe("Don't enter interactive mode.");
  });
});
