import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { startsWithOption } from './option-spec.js';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/help/${name}.txt`, import.meta.url), 'utf8');

/** Issue 21: any row that starts with option tokens is an option row, whatever its layout. */
describe('option rows from any row head', () => {
  const row = (text: string) => parseHelp(text).flags.map((f) => [f.short, f.long, f.valueName ?? null, f.type]);

  it('reads `+x` spellings (fzf): `+s, --no-sort` and a lone `+i`', () => {
    expect(row('usage: fzf [options]\n\n  Search\n    -i                     Case-insensitive match\n    +i                     Case-sensitive match\n    +s, --no-sort          Do not sort the result\n')).toEqual([
      ['-i', undefined, null, 'boolean'], ['+i', undefined, null, 'boolean'], ['+s', '--no-sort', null, 'boolean'],
    ]);
  });

  it('never takes `+5` or `+LINE` for an option', () => {
    expect(parseHelp('Usage: x [options]\n\nOptions:\n  +5        a count\n  +LINE     a line\n  -a        all\n').flags.map((f) => f.short)).toEqual(['-a']);
  });

  it('reads rows with dot leaders between spellings and before the text', () => {
    expect(row('Usage: x [options]\n\nOptions:\n  -b [N]  ....  --buffers=[N]  ....  Use N buffers\n  -q  ..........  --quiet  ....  Say less\n')).toEqual([
      ['-b', '--buffers', 'N', 'integer'], ['-q', '--quiet', null, 'boolean'],
    ]);
  });

  it('keeps an ellipsis of three dots: a repeated value, not a leader', () => {
    expect(parseHelp('Usage: x [options]\n\nOptions:\n  -f FILE ...   Read FILE\n').flags[0]).toMatchObject({ short: '-f', valueName: 'FILE', repeatable: true });
  });

  it('reads no option from traitlets\' --help-all beyond its own rows (jupyter migrate, captured): no example spellings, no class settings', () => {
    const help = parseHelp(fixture('jupyter__migrate'), { programName: 'jupyter', commandPath: ['migrate'] });
    expect(help.flags.map((f) => f.long ?? f.short)).toEqual(['--debug', '--show-config', '--show-config-json', '--generate-config', '-y', '--log-level', '--config']);
    expect(help.subcommands).toEqual([]);
  });

  it('takes a lone option line without a description inside prose for an example, a bare row under an options heading for a row', () => {
    const prose = 'Usage: x [options]\n\nOptions:\n  -a   all\n\nThe option below sets a parameter:\n    --Class.parameter=value\nThis line is evaluated.\n';
    expect(parseHelp(prose).flags.map((f) => f.long ?? f.short)).toEqual(['-a']);
    expect(parseHelp('Usage: x [options]\n\nOptions:\n  --verbose\n').flags.map((f) => f.long)).toEqual(['--verbose']);
    expect(parseHelp('Usage: x [options]\n\nOptions:\n  --verbose\nCommands:\n  run   Run it\n').flags.map((f) => f.long)).toEqual(['--verbose']);
    expect(parseHelp('Usage: x [options]\n\nOptions:\n  -a   all\n  --verbose\n').flags.map((f) => f.long ?? f.short)).toEqual(['-a', '--verbose']);
  });

  it('keeps undescribed rows among rows before a group heading (git rev-list -h), and reads `=[a|b]` as a choice to give', () => {
    const text = 'usage: git rev-list [<options>] <commit>...\n\n  limiting output:\n    --stdin\n    --exclude-hidden=[receive|uploadpack]\n    --quiet\n  ordering output:\n    --reverse\n';
    expect(parseHelp(text).flags.map((f) => [f.long, f.valueOptional ?? false])).toEqual([
      ['--stdin', false], ['--exclude-hidden', false], ['--quiet', false], ['--reverse', false],
    ]);
  });
});


describe('Thor option rows (issue 21)', () => {
  const text = readFileSync(new URL('../../../test/fixtures/help/tmuxinator__start.txt', import.meta.url), 'utf8');
  const help = parseHelp(text, { programName: 'tmuxinator', commandPath: ['start'] });

  it('reads `-a, [--attach], [--no-attach]` as --attach negated by --no-attach, and `[--name=NAME]` as a value', () => {
    expect(help.flags.map((f) => [f.short, f.long, f.negation, f.valueName, f.description])).toEqual([
      ['-a', '--attach', '--no-attach', undefined, 'Attach to tmux session after creation.'],
      ['-n', '--name', undefined, 'NAME', 'Give the session a different name'],
      ['-p', '--project-config', undefined, 'PROJECT-CONFIG', 'Path to project config file'],
      [undefined, '--suppress-tmux-version-warning', undefined, 'SUPPRESS-TMUX-VERSION-WARNING', "Don't show a warning for unsupported tmux versions"],
    ]);
  });

  it('takes no row of a wrapped usage line for an option row: a bracketed token opens one only before a comma or a `#`', () => {
    expect(startsWithOption('[--exec-path[=<path>]] [--html-path]')).toBe(false);
    expect(startsWithOption('[--html-path]')).toBe(false);
    expect(startsWithOption('[--attach], [--no-attach]  # Attach')).toBe(true);
  });
});

describe('a head with more value words and options than its spec, its text in a block below', () => {
  // Made up in the shape of a grep-like tool's help: the block's wrapped prose starts lines with options.
  const text = [
    'Usage: tool [OPTIONS] [PATTERN] [FILE ...]',
    '',
    '    --and [-e] PATTERN ... -e PATTERN',
    '            Specify additional patterns to match.  Note that multiple -e are',
    '            alternations that bind more tightly together than --and.  Option',
    '            --stats displays the search patterns applied.  See also options',
    '            --not, --andnot and --lines.',
    '    --stats',
    '            Output statistics on the number of files searched.',
    '',
  ].join('\n');

  it('reads the prose of the block as its description, and no option from it', () => {
    const help = parseHelp(text, { programName: 'tool', commandPath: [] });
    expect(help.flags.map((f) => [f.long, f.valueName ?? null])).toEqual([['--and', '[-e]'], ['--stats', null]]);
    expect(help.flags[0]!.description).toContain('--stats displays the search patterns applied.');
  });
});

describe("argparse's nargs='+' row alone on its line (`-m <path> [<path> ...], --materials <path> [<path> ...]`)", () => {
  it('is one option with both spellings and one repeated value, its text on the next line', async () => {
    const { parseHelp } = await import('./index.js');
    const help = 'usage: rec [-h] [-m <path> [<path> ...]]\n\noptions:\n  -m <path> [<path> ...], --materials <path> [<path> ...]\n                        paths to record\n  --exclude <pattern> [<pattern> ...]\n                        patterns to leave out\n  -v, --verbose         say more\n';
    expect(parseHelp(help, { programName: 'rec', commandPath: [] }).flags.map((f) => [f.long, f.short, f.valueName, f.description])).toEqual([
      ['--materials', '-m', '<path>', 'paths to record'], ['--exclude', undefined, '<pattern>', 'patterns to leave out'], ['--verbose', '-v', undefined, 'say more'],
    ]);
  });
});
