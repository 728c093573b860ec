import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanHelpText, detectHelpFormat } from './index.js';

describe('cleanHelpText', () => {
  it('strips ANSI colour, OSC hyperlinks and backspace overstrike', () => {
    const raw = '\x1b[1mUsage:\x1b[0m \x1b]8;;https://x\x07ls\x1b]8;;\x07 [OPTION]\nB\bBo\bol\bld _\bu_\bn_\bd_\be_\br\n';
    expect(cleanHelpText(raw)).toBe('Usage: ls [OPTION]\nBold under\n');
  });

  it('normalises CRLF and lone CR, expands tabs to 8 columns and drops trailing blanks', () => {
    expect(cleanHelpText('a\r\nb\rc\n\t--tab\tx  \n\n\n')).toBe('a\nb\nc\n        --tab   x\n');
  });

  it('never leaves a single space where a tab separated a name from its description (issue 32)', () => {
    // `  build` ends one column before the stop at 8: the tab goes to 16, not 8.
    expect(cleanHelpText('  build\tBuild the project\n  init\tCreate one\n')).toBe(`  build${' '.repeat(9)}Build the project\n  init  Create one\n`);
    // Leading tabs and a tab after a space are indentation and alignment, kept to the next stop.
    expect(cleanHelpText('\t\t-x\n  ab  \tc\n')).toBe('                -x\n  ab    c\n');
  });

  it('reads placeholders and option names shown in overstrike as plain text (less --help, issue 32)', () => {
    // less 590 prints bold as `X\bX` and placeholders underlined as `_\bN`, raw in the fixture.
    const raw = readFileSync(new URL('../../../test/fixtures/overstrike/less.txt', import.meta.url), 'utf8');
    expect(raw).toContain('--buffers=[_\bN]');
    const text = cleanHelpText(raw);
    expect(text).not.toMatch(/[\b_]\x08|\x08/);
    expect(text).toContain('                   SUMMARY OF LESS COMMANDS\n');
    expect(text).toContain('  -b [N]  ....  --buffers=[N]\n');
    // `-Dxcolor`: a literal x in bold, then the placeholder `color` underlined.
    expect(text).toContain('  -D xcolor  .  --color=xcolor\n');
    expect(text).toContain('  -x [N[,...]]  --tabs=[N[,...]]\n');
  });

  it('is idempotent', () => {
    const once = cleanHelpText('\x1b[31mred\x1b[0m\r\n\tx\n');
    expect(cleanHelpText(once)).toBe(once);
  });
});

describe('detectHelpFormat', () => {
  it('recognises GNU help', () => {
    const text = [
      'Usage: head [OPTION]... [FILE]...',
      'Print the first 10 lines of each FILE to standard output.',
      '',
      '  -n, --lines=[-]NUM       print the first NUM lines instead of the first 10',
      '      --help        display this help and exit',
    ].join('\n');
    expect(detectHelpFormat(text)).toBe('gnu');
  });

  it('recognises argparse and click help as click', () => {
    const argparse = 'usage: tool [-h] [--fast]\n\noptions:\n  -h, --help  show this help message and exit\n  --fast      go fast\n';
    const click = 'Usage: tool [OPTIONS] SRC\n\nOptions:\n  --fast  Go fast.\n  --help  Show this message and exit.\n';
    expect(detectHelpFormat(argparse)).toBe('click');
    expect(detectHelpFormat(click)).toBe('click');
  });

  it('recognises cobra help, including gh and kubectl templates', () => {
    const cobra = 'Usage:\n  hugo [flags]\n  hugo [command]\n\nAvailable Commands:\n  server  Start\n\nFlags:\n  -D, --buildDrafts   include drafts\n';
    const gh = 'Work with GitHub.\n\nUSAGE\n  gh <command> <subcommand> [flags]\n\nCORE COMMANDS\n  pr:  Manage pull requests\n';
    const kubectl = 'Display one or many resources.\n\nOptions:\n    -w, --watch=false:\n\tWatch for changes.\n\nUsage:\n  kubectl get [flags] [options]\n';
    expect(detectHelpFormat(cobra)).toBe('cobra');
    expect(detectHelpFormat(gh)).toBe('cobra');
    expect(detectHelpFormat(kubectl)).toBe('cobra');
  });

  it('recognises clap 2/3 and clap 4 help', () => {
    const clap2 = 'tool 1.0\n\nUSAGE:\n    tool [OPTIONS] <PATH>\n\nARGS:\n    <PATH>    Where\n\nOPTIONS:\n    -h, --help    Print help information\n';
    const clap4 = 'Usage: tool [OPTIONS]\n\nOptions:\n  -c, --color <WHEN>  Colour [possible values: auto, never]\n  -h, --help          Print help\n';
    expect(detectHelpFormat(clap2)).toBe('clap');
    expect(detectHelpFormat(clap4)).toBe('clap');
  });

  it('says unknown for text without options, commands or usage', () => {
    expect(detectHelpFormat('')).toBe('unknown');
    expect(detectHelpFormat('Segmentation fault\n')).toBe('unknown');
  });
});

describe('nvme-cli option rows', () => {
  it('unbrackets `[  --output-format=<FMT>, -o <FMT> ]  --- text` into an ordinary row', () => {
    expect(cleanHelpText('Options:\n  [  --output-format=<FMT>, -o <FMT> ]  --- Output format: normal|json\n  [  --verbose, -v ]                    --- Increase output verbosity\n'))
      .toBe('Options:\n  --output-format=<FMT>, -o <FMT>      Output format: normal|json\n  --verbose, -v                        Increase output verbosity\n');
  });
});
