import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandCandidates } from './command-candidates.js';
import { cleanHelpText } from './index.js';

/** A help fixture captured from the real program (test/fixtures/help/, scripts/capture-help-fixtures.ts). */
const fixture = (name: string): string => cleanHelpText(readFileSync(new URL(`../../../test/fixtures/help/${name}.txt`, import.meta.url), 'utf8'));

const root = { programName: 'tool', commandPath: [] as string[] };

/** Issue 21: candidates from any layout; the program confirms them (confirm-commands.test.ts). */
describe('commandCandidates', () => {
  it('reads Thor rows after the program name, with `...` operands', () => {
    const text = 'tool commands:\n  tool delete [PROJECT1] [PROJECT2] ...  # Deletes given project\n  tool list                              # Lists all projects\n';
    expect(commandCandidates(text, root)).toEqual(['delete', 'list']);
  });

  it('reads commander rows with aliases (the first name), and `name, alias` groups', () => {
    expect(commandCandidates('Commands:\n  new|n [options] [name]    Generate\n  build, b  Build\n', root)).toEqual(['new', 'build']);
  });

  it('reads inline lists, wrapped, and bare names under a bracketed group', () => {
    expect(commandCandidates('Available subcommands: init add\n  remove list\n\n[core]\n  fetch\n  push\n', root)).toEqual(['init', 'add', 'remove', 'list', 'fetch', 'push']);
  });

  it('reads `name ARGS:` rows with the text on the next line', () => {
    expect(commandCandidates('Commands\n--------\n  clone URL:\n      Clone a repository\n', root)).toEqual(['clone']);
  });

  it('takes no word of a wrapped description for a row (pnpm add: `installation`, `directory:` alone in the description column)', () => {
    expect(commandCandidates('Options:\n  --save-dev        Only devDependencies will be saved\n                    installation\n                    directory:\n  build   Build\n', root)).toEqual(['build']);
    expect(commandCandidates(fixture('pnpm__add'), { programName: 'pnpm', commandPath: ['add'] })).toEqual([]);
  });

  it('leaves prose, options, capitalised headings and stop words out', () => {
    expect(commandCandidates('Usage: tool [options]\n\n  Basic\n    -a, --all   show all\n  the rest of the text\n  see the manual\n', root)).toEqual([]);
  });

  it('reads a row marked `(default)` even when its word is a stop word (certbot\'s `(default) run`)', () => {
    const text = 'obtain, install, and renew certificates:\n    (default) run   Obtain & install a certificate\n    certonly        Obtain a certificate\n  run the tool with care\n';
    expect(commandCandidates(text, root)).toEqual(['obtain', 'run', 'certonly']);
  });
});
