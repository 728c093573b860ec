import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

describe('command description', () => {
  it('ignores a footer after options listed right under the usage line (curl --help)', () => {
    const text = [
      'Usage: curl [options...] <url>',
      ' -d, --data <data>          HTTP POST data',
      ' -f, --fail                 Fail silently (no output at all) on HTTP errors',
      '',
      'This is not the full help, this menu is stripped into categories.',
      'Use "--help category" to get an overview of all categories.',
      '',
    ].join('\n');
    const parsed = parseHelp(text);
    expect(parsed.description).toBe('');
    expect(parsed.flags.map((flag) => flag.long)).toEqual(['--data', '--fail']);
  });

  it('does not take a note on an argument for the description (git annotate -h)', () => {
    const text = [
      'usage: git annotate [<options>] [<rev-opts>] [<rev>] [--] <file>',
      '',
      '    <rev-opts> are documented in git-rev-list(1)',
      '',
      '    --incremental         show blame entries as we find them, incrementally',
      '',
    ].join('\n');
    expect(parseHelp(text).description).toBe('');
  });

  it('still takes the paragraph between usage and options', () => {
    const text = 'Usage: ls [OPTION]... [FILE]...\nList information about the FILEs.\n\n  -a, --all    do not ignore entries starting with .\n';
    expect(parseHelp(text).description).toBe('List information about the FILEs.');
  });

  it('skips a usage line printed without a Usage: heading (systemctl)', () => {
    const text = 'systemctl [OPTIONS...] COMMAND ...\n\nQuery or send control commands to the system manager.\n\nUnit Commands:\n  list-units [PATTERN...]   List units currently in memory\n';
    expect(parseHelp(text).description).toBe('Query or send control commands to the system manager.');
  });

  it('skips a version banner with a platform suffix and keeps prose that starts with the program name (apt)', () => {
    const text = 'apt 2.6.1 (amd64)\nUsage: apt [options] command\n\napt is a commandline package manager.\n\nMost used commands:\n  list - list packages\n';
    expect(parseHelp(text).description).toBe('apt is a commandline package manager.');
  });

  it('does not take a usage list in columns for prose (npm)', () => {
    const text = 'npm <command>\n\nUsage:\n\nnpm install        install all the dependencies in your project\nnpm test           run this project\'s tests\n\nAll commands:\n\n    access, adduser\n';
    expect(parseHelp(text).description).toBe('');
  });
});
