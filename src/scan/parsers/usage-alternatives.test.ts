import { describe, expect, it } from 'vitest';
import { relaxByAlternatives } from './usage-alternatives.js';
import { usageFacts } from './usage.js';

/** The first usage's operands, relaxed by the usages after it. */
function relaxed(usages: string[], switches: string[] = []): ReturnType<typeof relaxByAlternatives> {
  return relaxByAlternatives(usageFacts(usages[0]!).positionals, usages, undefined, new Set(switches));
}

describe('relaxByAlternatives: other usage lines are other forms of the command', () => {
  it('an operand a form leaves out behind options outside brackets is needed unless one of them is given (rg)', () => {
    expect(relaxed([
      'rg [OPTIONS] PATTERN [PATH ...]',
      'rg [OPTIONS] -e PATTERN ... [PATH ...]',
      'rg [OPTIONS] -f PATTERNFILE ... [PATH ...]',
      'rg [OPTIONS] --files [PATH ...]',
      'rg [OPTIONS] --type-list',
      'command | rg [OPTIONS] PATTERN',
      'rg [OPTIONS] --help',
      'rg [OPTIONS] --version',
    ], ['--files', '--type-list'])).toEqual([
      { name: 'pattern', required: false, variadic: false, type: 'string', requiredUnless: ['-e', '-f', '--files', '--type-list'] },
      { name: 'path', required: false, variadic: true, type: 'path' },
    ]);
  });

  it('a form that shows the operand in brackets makes it optional (git checkout)', () => {
    expect(relaxed(['git checkout [<options>] <branch>', 'git checkout [<options>] [<branch>] -- <file>...'])).toEqual([
      { name: 'branch', required: false, variadic: false, type: 'string' },
    ]);
  });

  it('a form that leaves it out with no option selecting it makes it optional (git replace -l)', () => {
    expect(relaxed(['git replace [-f] <object> <replacement>', 'git replace [--format=<format>] [-l [<pattern>]]']).map((p) => [p.name, p.required, p.requiredUnless])).toEqual([
      ['object', false, undefined],
      ['replacement', false, undefined],
    ]);
  });

  it('another spelling of the operand in its place keeps it required (pnpm add, rsync)', () => {
    expect(relaxed(['pnpm add <name>', 'pnpm add <name>@<tag>', 'pnpm add <git repo url>', 'pnpm add <dir>'])[0]).toMatchObject({ name: 'name', required: true });
    expect(relaxed([
      'rsync [OPTION]... SRC [SRC]... DEST',
      'rsync [OPTION]... [USER@]HOST:SRC [DEST]',
    ]).map((p) => [p.name, p.required])).toEqual([['src', true], ['dest', false]]);
  });

  it('an operand after a switch is the form\'s own, not the switch\'s value (jq --args)', () => {
    const usages = ['jq [options] <jq filter> [file...]', 'jq [options] --args <jq filter> [strings...]', 'jq [options] --jsonargs <jq filter> [JSON_TEXTS...]'];
    expect(relaxed(usages, ['--args', '--jsonargs'])[0]).toEqual({ name: 'jq_filter', required: true, variadic: false, type: 'string' });
    // Without knowing they are switches, `<jq filter>` reads as their value.
    expect(relaxed(usages)[0]).toMatchObject({ required: false, requiredUnless: ['--args', '--jsonargs'] });
  });

  it('forms that only ask for help or the version, and other programs\' lines, are not forms', () => {
    expect(relaxed(['grep [OPTION]... PATTERNS [FILE]...', 'grep --help', 'grep -V', 'zcat x | grep [OPTION]... PATTERNS'])[0]).toMatchObject({ name: 'patterns', required: true });
    expect(relaxed(['git commit [<options>] <msg>', 'git show [<options>]'])[0]).toMatchObject({ required: true });
  });
});
