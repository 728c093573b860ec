import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tldrPages, tldrSpec } from '../../bench/support/tldr-pages.js';

// Made-up pages in tldr's shape (no program of any set).
const page = [
  '# tool',
  '',
  '> Does things.',
  '> More information: <https://example.org>.',
  '',
  '- List everything, also the hidden things:',
  '',
  '`tool list {{[-a|--all]}} --format={{json}}`',
  '',
  '- Write to a file, quietly:',
  '',
  '`tool {{[-o|--output]}} {{path/to/file}} --quiet`',
  '',
  '- Add a remote (needs root):',
  '',
  '`sudo tool remote add {{name}} {{url}} --track {{branch}}`',
  '',
  '- Pipe into it, with an environment variable:',
  '',
  '`cat {{file}} | TOOL_DEBUG=1 tool parse --strict > {{out.txt}}`',
  '',
  '- Not the program: the words of another one, and a quoted option:',
  '',
  '`other --ignored && tool say "--not-an-option" {{--also-not}}`',
  '',
  '- Global option before the command:',
  '',
  '`tool --level=3 list --all`',
  '',
  '- A literal value after an option is no command:',
  '',
  '`tool {{[-f|--format]}} table status`',
].join('\n');

const subPage = ['# tool remote', '', '- Remove a remote:', '', '`tool remote remove {{name}} {{[-f|--force]}}`'].join('\n');

describe('tldr pages read as a spec', () => {
  it('reads commands from the words after the program, options with their spellings and values', () => {
    expect(tldrSpec([page, subPage], 'tool')).toEqual({
      name: 'tool',
      options: [{ name: ['-o', '--output'], args: {} }, { name: '--quiet' }, { name: '--level', args: {} }, { name: ['-f', '--format'], args: {} }],
      subcommands: [
        { name: 'list', options: [{ name: ['-a', '--all'] }, { name: '--format', args: {} }] },
        { name: 'remote', subcommands: [{ name: 'add', options: [{ name: '--track', args: {} }] }, { name: 'remove', options: [{ name: ['-f', '--force'] }] }] },
        { name: 'parse', options: [{ name: '--strict' }] },
        { name: 'say' },
      ],
    });
  });

  it("finds a program's page and its command pages, Linux's where both platforms have one", () => {
    const dir = mkdtempSync(join(tmpdir(), 'tldr-'));
    mkdirSync(join(dir, 'common'));
    mkdirSync(join(dir, 'linux'));
    writeFileSync(join(dir, 'common', 'tool.md'), '`tool --common`\n');
    writeFileSync(join(dir, 'linux', 'tool.md'), '`tool --linux`\n');
    writeFileSync(join(dir, 'common', 'tool-remote.md'), '`tool remote --verbose`\n');
    writeFileSync(join(dir, 'common', 'toolbox.md'), '`toolbox --other`\n');
    expect(tldrPages(dir, 'tool')).toEqual(['`tool remote --verbose`\n', '`tool --linux`\n']);
    expect(tldrPages(dir, 'toolb')).toBeUndefined();
  });
});
