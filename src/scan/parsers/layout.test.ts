import { describe, expect, it } from 'vitest';
import { classifyHeading, splitSections, toLines } from './layout.js';

describe('classifyHeading', () => {
  it('reads a `verbs:` heading as a command list (assimp), and keeps the other kinds', () => {
    expect(classifyHeading('verbs')).toBe('commands');
    expect(classifyHeading('Available Commands')).toBe('commands');
    expect(classifyHeading('Global Options')).toBe('options');
    expect(classifyHeading('adverbs and verbs')).toBe('unknown');
  });
  it('reads a list of the commands another program supports, named by its path, as no command list (mix help release)', () => {
    expect(classifyHeading('The following commands are supported by `bin/RELEASE_NAME`')).toBe('other');
    expect(classifyHeading('Commands supported by `mix`')).toBe('commands');
  });
  it('reads a usage placeholder\'s `is one of` line as the heading of its rows (aspell, cryptsetup)', () => {
    expect(classifyHeading('<command> is one of')).toBe('commands');
    expect(classifyHeading('<action> is one of')).toBe('commands');
    expect(classifyHeading('[options] is any of the following')).toBe('options');
    expect(classifyHeading('<name> is one of')).toBe('unknown');
    const lines = toLines('Usage: aspell [options] <command>\n\n<command> is one of:\n  help   show help\n\n[options] is any of the following:\n  --conf=<str>   main configuration file\n');
    expect(splitSections(lines).map((s) => [s.title, s.kind])).toEqual([['Usage', 'usage'], ['<command> is one of', 'commands'], ['[options] is any of the following', 'options']]);
  });
});

describe('a usage at the margin with no `Usage:` heading', () => {
  it('reads the opening lines that start with a word and a bracket as the usage section, up to the first blank', () => {
    const lines = toLines('vmctl [options]... [<command_string>]\nvmctl [options]... <command> [args...]\n\n  options:\n    -q | --quiet   quiet mode\n\n Domain (help keyword \'domain\')\n    start     start a domain\n');
    expect(splitSections(lines).map((s) => [s.title, s.kind, s.start, s.end])).toEqual([
      ['Usage', 'usage', 0, 2],
      [null, 'unknown', 2, 6],
      ["Domain (help keyword 'domain')", 'unknown', 7, 8],
    ]);
  });
  it('leaves prose at the margin and a text that has a `Usage:` heading as they were', () => {
    expect(splitSections(toLines('vmctl is a tool [beta]\n\nUsage: vmctl <command>\n')).map((s) => s.kind)).toEqual(['unknown', 'usage']);
    expect(splitSections(toLines('Manage machines.\n\n  -q   quiet\n')).map((s) => s.kind)).toEqual(['unknown']);
  });
});

describe('a `Usage:` heading with the usage on its own line below a blank (dmsetup)', () => {
  it('reads the program-name line and its indented options as the usage, not as a section title', () => {
    const lines = toLines('Usage:\n\ndmtool\n        [--version] [-f|--force]\n\n\thelp\n');
    expect(splitSections(lines).map((s) => [s.title, s.kind, s.start, s.end])).toEqual([['Usage', 'usage', 2, 6]]);
  });
  it('keeps a titled section under a usage that has lines of its own', () => {
    const lines = toLines('Usage:\n  tool [x]\n\nadvanced\n    -a   all\n');
    expect(splitSections(lines).map((s) => s.title)).toEqual(['Usage', 'advanced']);
  });
});

describe('a sentence that ends in a colon (Rscript)', () => {
  it('is no heading when it starts in lower case and names options', () => {
    const lines = toLines('Options:\n  --verbose    Print progress\nand options to R (in addition to --no-echo --no-restore), for example:\n  --save       Do save workspace\n');
    expect(splitSections(lines).map((s) => s.title)).toEqual(['Options']);
    expect(splitSections(toLines('Examples:\n  tool -x\n')).map((s) => s.title)).toEqual(['Examples']);
  });
});

describe("a title's intro line under it (gcloud's `GROUP is one of the following:`)", () => {
  it('is no row: the section starts below it, and `GROUPS` lists commands', () => {
    const lines = toLines('GROUPS\n    GROUP is one of the following:\n\n     auth\n        Manage credentials.\n');
    expect(splitSections(lines).map((s) => [s.title, s.kind, s.start])).toEqual([['GROUPS', 'commands', 2]]);
    expect(splitSections(toLines('COMMANDS\n    auth    Manage credentials.\n')).map((s) => s.start)).toEqual([1]);
  });
});

describe("a name line, a blank, then the synopsis indented like it (lvm's helps)", () => {
  it('reads the synopsis and its spaced option groups as the usage', async () => {
    const { parseHelp } = await import('./index.js');
    const help = '  lvtool - Resize a volume\n\n  lvtool -L|--size [-]Size[m|UNIT] LV\n\t[ -l|--extents [-]Number[PERCENT] ]\n\t[ -f|--force ]\n\t[    --noudevsync ]\n\t[ COMMON_OPTIONS ]\n';
    const flags = parseHelp(help, { programName: 'lvtool', commandPath: [] }).flags.map((f) => [f.long, f.short, f.valueName]);
    expect(flags).toEqual([['--size', '-L', '<Size>'], ['--extents', '-l', '<Number>'], ['--force', '-f', undefined], ['--noudevsync', undefined, undefined]]);
    expect(splitSections(toLines('  tool - does things\n\n  other -x\n')).map((s) => s.kind)).toEqual(['unknown']);
  });
});
