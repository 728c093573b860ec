import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParsedHelp } from '../types.js';
import { enrichWithManPage } from './enrich.js';
import { parseManPage } from './parse.js';

const lsPage = parseManPage(readFileSync(new URL('../../../test/fixtures/man/ls.txt', import.meta.url), 'utf8'));

/** A sparse Tier 1 parse of ls, as a terse help text would give it. */
function sparseHelp(): ParsedHelp {
  return {
    format: 'gnu',
    description: 'list files',
    flags: [
      { short: '-a', long: '--all', type: 'boolean', description: 'all', source: 'help' },
      { short: '-l', type: 'boolean', description: '', source: 'help' },
      { long: '--color', valueName: 'WHEN', valueOptional: true, valueStyle: 'equals', type: 'string', description: 'colorize the output; WHEN can be always, auto or never', source: 'help' },
      { long: '--not-in-man', type: 'boolean', description: 'x', source: 'help' },
    ],
    positionals: [{ name: 'file', required: false, variadic: true, type: 'path', description: '' }],
    subcommands: [],
  };
}

describe('enrichWithManPage', () => {
  it('enriches a command description under 20 characters from DESCRIPTION', () => {
    const { help, enriched } = enrichWithManPage(sparseHelp(), lsPage);
    expect(help.description).toBe(
      'list files: List information about the FILEs (the current directory by default). Sort entries alphabetically if none of -cftuvSUX nor --sort is specified.',
    );
    expect(enriched[0]).toBe('description');
  });

  it('keeps a description of 20 characters or more', () => {
    const input = { ...sparseHelp(), description: 'list directory contents' };
    const { help, enriched } = enrichWithManPage(input, lsPage);
    expect(help.description).toBe('list directory contents');
    expect(enriched).not.toContain('description');
  });

  it('merges flag descriptions under 10 characters, matching by long token, short-only by short token', () => {
    const { help, enriched } = enrichWithManPage(sparseHelp(), lsPage);
    expect(help.flags[0]!.description).toBe('all: do not ignore entries starting with .');
    expect(help.flags[1]!.description).toBe('use a long listing format');
    expect(help.flags[2]!.description).toBe('colorize the output; WHEN can be always, auto or never');
    expect(help.flags[3]!.description).toBe('x');
    expect(enriched.slice(1, 3)).toEqual(['flag-description:--all', 'flag-description:-l']);
    // help stays authoritative for everything but the text
    expect(help.flags[0]).toMatchObject({ short: '-a', long: '--all', source: 'help' });
  });

  it('adds the flags only the man page lists, in page order, with source man', () => {
    const { help, enriched } = enrichWithManPage(sparseHelp(), lsPage);
    const added = help.flags.slice(4);
    // Every man flag except the three Tier 1 already has (-a/--all, -l, --color) and --help/--version.
    expect(added).toHaveLength(lsPage.flags.length - 5);
    expect(added.every((flag) => flag.source === 'man')).toBe(true);
    expect(added.map((flag) => flag.long ?? flag.short).slice(0, 4)).toEqual(['--almost-all', '--author', '--escape', '--block-size']);
    expect(added.find((flag) => flag.long === '--all' || flag.short === '-l' || flag.long === '--color')).toBeUndefined();
    expect(enriched.filter((entry) => entry.startsWith('flag-added:'))).toHaveLength(added.length);
    expect(help.positionals).toEqual(sparseHelp().positionals);
  });

  it('never brings back the help and version flags Tier 1 leaves out', () => {
    expect(lsPage.flags.some((flag) => flag.long === '--help')).toBe(true);
    const { help, enriched } = enrichWithManPage(sparseHelp(), lsPage);
    expect(help.flags.filter((flag) => flag.long === '--help' || flag.long === '--version')).toEqual([]);
    expect(enriched).not.toContain('flag-added:--help');
    expect(enriched).not.toContain('flag-added:--version');
  });

  it('adds the positive form when the help lists only the negation (git push: --no-verify, page --[no-]verify)', () => {
    const page = parseManPage('NAME\n       t - x\n\nOPTIONS\n       -n, --[no-]verify\n              Run the hooks.\n');
    const input: ParsedHelp = { ...sparseHelp(), flags: [{ long: '--no-verify', type: 'boolean', description: 'bypass pre-push hook', source: 'help' }] };
    const { help, enriched } = enrichWithManPage(input, page);
    // `-n` stays out: in git commit it means --no-verify.
    expect(help.flags).toEqual([
      { long: '--no-verify', type: 'boolean', description: 'bypass pre-push hook', source: 'help' },
      { long: '--verify', type: 'boolean', description: 'Run the hooks.', source: 'man' },
    ]);
    expect(enriched).toEqual(['flag-added:--verify']);
  });

  it("gives help flags the page's --[no-]x negation; a value-taking one gets a --no-x switch of its own (git push)", () => {
    const page = parseManPage([
      'NAME', '       git-push - Update remote refs', '', 'OPTIONS',
      '       --[no-]thin', '              These options are passed to git-send-pack(1).', '',
      '       --[no-]signed, --signed=(true|false|if-asked)', '              GPG-sign the push request.', '',
      '       --[no-]atomic', '              Use an atomic transaction on the remote side if available.', '',
    ].join('\n'));
    const input: ParsedHelp = {
      ...sparseHelp(),
      flags: [
        { long: '--thin', type: 'boolean', description: 'use thin pack', source: 'help' },
        { long: '--signed', valueName: '(yes|no|if-asked)', valueOptional: true, valueStyle: 'equals', type: 'enum', enumValues: ['yes', 'no', 'if-asked'], description: 'GPG sign the push', source: 'help' },
        { long: '--atomic', negation: '--no-atomic', type: 'boolean', description: 'request atomic transaction on remote side', source: 'help' },
      ],
    };
    const { help, enriched } = enrichWithManPage(input, page);
    expect(help.flags).toEqual([
      { long: '--thin', negation: '--no-thin', type: 'boolean', description: 'use thin pack', source: 'help' },
      { long: '--signed', valueName: '(yes|no|if-asked)', valueOptional: true, valueStyle: 'equals', type: 'enum', enumValues: ['yes', 'no', 'if-asked'], description: 'GPG sign the push', source: 'help' },
      { long: '--no-signed', type: 'boolean', description: 'Negates --signed.', source: 'help' },
      { long: '--atomic', negation: '--no-atomic', type: 'boolean', description: 'request atomic transaction on remote side', source: 'help' },
    ]);
    expect(enriched).toEqual(['description', 'flag-negation:--thin', 'flag-negation:--signed']);
  });

  it('is pure and deterministic', () => {
    const input = sparseHelp();
    const snapshot = JSON.stringify(input);
    const first = enrichWithManPage(input, lsPage);
    const second = enrichWithManPage(input, lsPage);
    expect(JSON.stringify(input)).toBe(snapshot);
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
  });
});

describe('long spellings from the page', () => {
  it("gives jq's short-only switches the page's long spelling", async () => {
    const { parseHelp } = await import('../parsers/index.js');
    const help = parseHelp(readFileSync(new URL('../../../test/fixtures/help/jq.txt', import.meta.url), 'utf8'), { programName: 'jq' });
    const page = parseManPage(readFileSync(new URL('../../../test/fixtures/man/jq.txt', import.meta.url), 'utf8'));
    const { help: enriched, enriched: changes } = enrichWithManPage(help, page);
    expect(enriched.flags.find((flag) => flag.short === '-c')).toMatchObject({ long: '--compact-output', type: 'boolean' });
    expect(enriched.flags.find((flag) => flag.short === '-S')?.long).toBe('--sort-keys');
    expect(changes).toContain('flag-long:-c');
    // Keys keep the parsers' order: long first.
    expect(Object.keys(enriched.flags.find((flag) => flag.short === '-c')!).slice(0, 2)).toEqual(['long', 'short']);
    // No second flag with the same long spelling is added.
    expect(enriched.flags.filter((flag) => flag.long === '--compact-output')).toHaveLength(1);
  });

  it('leaves a short flag alone when the page gives it a value the help does not', () => {
    const help: ParsedHelp = { format: 'gnu', description: '', flags: [{ short: '-f', type: 'boolean', description: 'force it', source: 'help' }], positionals: [], subcommands: [] };
    const page = { description: '', flags: [{ short: '-f', long: '--file', valueName: 'FILE', type: 'path' as const, description: 'read FILE', source: 'man' as const }] };
    expect(enrichWithManPage(help, page).help.flags[0]!.long).toBeUndefined();
  });

  it("gives zip's `-x` switch the page's `--exclude files` when both describe excluding; the value wins as for a long option", () => {
    const help: ParsedHelp = { format: 'gnu', description: '', flags: [{ short: '-x', type: 'boolean', description: 'exclude the following names', source: 'help' }], positionals: [], subcommands: [] };
    const page = { description: '', flags: [{ short: '-x', long: '--exclude', valueName: 'files', valueStyle: 'separate' as const, type: 'path' as const, description: 'Explicitly exclude the specified files, as in:', source: 'man' as const }] };
    const enriched = enrichWithManPage(help, page);
    expect(enriched.help.flags).toHaveLength(1);
    expect(enriched.help.flags[0]).toMatchObject({ short: '-x', long: '--exclude', valueName: 'files', source: 'help' });
    expect(enriched.enriched).toEqual(['flag-long:-x', 'flag-value:--exclude']);
  });

  it("gives APT's `-s=?` the page's `-s, --source-override`, which prints no value, keeping the help's value", () => {
    const help: ParsedHelp = { format: 'gnu', description: '', flags: [{ short: '-s', type: 'string', valueName: '?', valueStyle: 'equals', description: 'Source override file', source: 'help' }], positionals: [], subcommands: [] };
    const page = { description: '', flags: [{ short: '-s', long: '--source-override', type: 'boolean' as const, description: 'Select the source override file to use with the sources command.', source: 'man' as const }] };
    expect(enrichWithManPage(help, page).help.flags[0]).toMatchObject({ long: '--source-override', short: '-s', type: 'string', valueName: '?' });
  });
});

describe("a page's two-dash spelling of a Go program's one-dash option", () => {
  it('adds no second option for `--all` when the help has `-all`', () => {
    const help: ParsedHelp = {
      format: 'gnu', description: 'Disk usage', positionals: [], subcommands: [],
      flags: [
        { short: '-all', type: 'boolean', description: 'include pseudo file systems', source: 'help' },
        { short: '-sort', valueName: 'string', type: 'string', description: 'sort output by a column', source: 'help' },
      ],
    };
    const page = parseManPage([
      'NAME',
      '       diskfree - Disk Usage/Free Utility',
      '',
      'EXAMPLES',
      '       $ diskfree --all',
      '       $ diskfree --json --sort size',
      '',
    ].join('\n'));
    expect(page.flags.map((f) => f.long)).toEqual(['--all', '--json']);
    const { help: enriched } = enrichWithManPage(help, page);
    expect(enriched.flags.map((f) => f.long ?? f.short)).toEqual(['-all', '-sort', '--json']);
  });
});
