import { describe, expect, it } from 'vitest';
import { exampleFlags } from './example-flags.js';

describe('exampleFlags', () => {
  it("reads long options an example passes right after the program's name (wf-recorder's `--file=`)", () => {
    const flags = exampleFlags(['       $ wf-recorder --audio --file=recording_with_audio.mp4', '       $ wf-recorder --muxer=v4l2 --codec=rawvideo --file=/dev/video2'], 'wf-recorder');
    expect(flags.map((f) => [f.long, f.type, f.valueName ?? null, f.valueStyle ?? null])).toEqual([
      ['--audio', 'boolean', null, null],
      ['--file', 'string', 'FILE', 'equals'],
      ['--muxer', 'string', 'MUXER', 'equals'],
      ['--codec', 'string', 'CODEC', 'equals'],
    ]);
    expect(flags[0]!.description).toBe("As the manual's examples give it: $ wf-recorder --audio --file=recording_with_audio.mp4");
    expect(flags.every((f) => f.source === 'man')).toBe(true);
  });

  it('stops at a pipe, a redirection or a word that is no option, and leaves out an option before a bare word', () => {
    const flags = exampleFlags([
      'tool --a | grep --color=auto x',
      'tool --b > out.txt --c',
      'tool sub --in-sub',
      'tool --maybe-value word --after',
      'sudo tool --root-only',
      'other --not-ours',
    ], 'tool');
    expect(flags.map((f) => f.long)).toEqual(['--a', '--b', '--root-only']);
  });

  it('takes no short spelling', () => {
    expect(exampleFlags(['tool -f x.mkv -c h264 --hex'], 'tool')).toEqual([]);
  });
});
