import { describe, expect, it } from 'vitest';
import { toLines } from './layout.js';
import { proseSynopses } from './prose-synopses.js';

describe('proseSynopses', () => {
  it('reads the indented command lines of a prose help as its usages, the fullest first (elm install)', () => {
    const lines = toLines('The `install` command fetches packages:\n\n    elm install\n    elm install <package>\n\nFor example:\n\n    elm install elm/http\n');
    expect(proseSynopses(lines, { programName: 'elm', commandPath: ['install'] }).map((i) => lines[i]!.body)).toEqual(['elm install <package>', 'elm install']);
  });

  it('skips a centred title of the bare words and takes the synopsis after it (mix help new)', () => {
    const lines = toLines('                    mix new\n\nCreates a new Elixir project.\n\n    mix new PATH [--app APP] [--module MODULE] [--sup]\n\nA project at PATH is created.\n');
    expect(proseSynopses(lines, { programName: 'mix', commandPath: ['new'] }).map((i) => lines[i]!.body)).toEqual(['mix new PATH [--app APP] [--module MODULE] [--sup]']);
  });

  it('takes no example lines, no block running on into other lines, and nothing for a root', () => {
    expect(proseSynopses(toLines('For example:\n\n    elm install elm/http\n    elm install elm/json\n'), { programName: 'elm', commandPath: ['install'] })).toEqual([]);
    expect(proseSynopses(toLines('    tool run <x>\n    then something else\n'), { programName: 'tool', commandPath: ['run'] })).toEqual([]);
    expect(proseSynopses(toLines('    elm <command>\n'), { programName: 'elm' })).toEqual([]);
  });
});
