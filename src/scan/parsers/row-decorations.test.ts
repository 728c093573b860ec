import { describe, expect, it } from 'vitest';
import { cleanHelpText, parseHelp } from './index.js';
import { withoutRowDecorations } from './row-decorations.js';

describe('withoutRowDecorations', () => {
  it('blanks list bullets before option rows, keeping every column', () => {
    expect(withoutRowDecorations(['Optional parameters:', '- --out   where to write', '- --fix   mend what can be mended', '• -v, --verbose  say more'])).toEqual([
      'Optional parameters:', '  --out   where to write', '  --fix   mend what can be mended', '  -v, --verbose  say more',
    ]);
    // stty's ` * -tabs` marks a non-POSIX setting, an operand: `*` is no bullet here.
    const stty = [' * -tabs         same as tab3', ' * -crtkill      kill all line'];
    expect(withoutRowDecorations(stty)).toEqual(stty);
  });

  it('leaves a lone bulleted option and bullets before prose alone: only a list of them is rows', () => {
    const lines = ['Notes:', '- -- ends the options', '- globs are expanded by the tool'];
    expect(withoutRowDecorations(lines)).toEqual(lines);
  });

  it('blanks a drawn arrow before a row\'s text on the line under it', () => {
    expect(withoutRowDecorations(['--color', '└──────────>  Colorize output', '╰─> text'])).toEqual(['--color', '              Colorize output', '    text']);
  });
});

describe('decorated rows read as plain ones', () => {
  it('a `Syntax:` usage line and bulleted option rows (the markdownlint-cli2 layout) give the usage and the options', () => {
    const text = 'lintmd v1\n\nSyntax: lintmd glob0 [glob1] [--config file] [--fix]\n\nOptional parameters:\n- --config   the configuration file\n- --fix      updates files to mend them\n';
    const help = parseHelp(cleanHelpText(text), { programName: 'lintmd', commandPath: [] });
    expect(help.usage).toBe('lintmd glob0 [glob1] [--config file] [--fix]');
    expect(help.flags.map((flag) => [flag.long, flag.valueStyle ?? 'switch'])).toEqual([['--config', 'separate'], ['--fix', 'switch']]);
  });

  it('`Syntax:` with nothing after it stays an ordinary title', () => {
    const help = parseHelp(cleanHelpText('Usage: tool [--x]\n\nSyntax:\n  a  b\n'), { programName: 'tool', commandPath: [] });
    expect(help.usage).toBe('tool [--x]');
  });
});

describe('the @effect/cli layout: capitals titles between blank lines, margin option rows described below, bulleted command rows', () => {
  it('gives the usage, the options with their values and texts, and the commands', () => {
    const text = 'docs-tool 1.0\n\nUSAGE\n\n$ docs-tool\n\nOPTIONS\n\n--format text | json\n\n  One of the following: text, json\n\n  The output format.\n\n(-h, --help)\n\n  A true or false value.\n\n--wizard\n\n  A true or false value.\n\nCOMMANDS\n\n  - list                      List the documents\n\n  - show <slug>...            Show one or more documents\n\n  - report [--title text]     Open a report\n';
    const help = parseHelp(cleanHelpText(text), { programName: 'docs-tool', commandPath: [] });
    expect(help.flags.map((flag) => [flag.long, flag.valueStyle ?? 'switch', flag.description])).toEqual([
      ['--format', 'separate', 'One of the following: text, json'], ['--wizard', 'switch', 'A true or false value.'],
    ]);
    expect(help.subcommands.map((sub) => [sub.name, sub.description])).toEqual([['list', 'List the documents'], ['show', 'Show one or more documents'], ['report', 'Open a report']]);
  });

  it('leaves clap\'s bulleted possible values alone (a value, then a colon)', () => {
    const lines = ['      Possible values:', '      - auto:   show colors if the output goes to a terminal', '      - never:  do not use colorized output'];
    expect(withoutRowDecorations(lines)).toEqual(lines);
  });
});
