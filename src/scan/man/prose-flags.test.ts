import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandEntryProseFlags } from './prose-flags.js';

/** apt(8) of apt 2.6.1 (test/fixtures/man/README.md). */
const APT = readFileSync(new URL('../../../test/fixtures/man/apt.txt', import.meta.url), 'utf8');

describe('commandEntryProseFlags', () => {
  it('reads the switches apt(8) names only in the prose of `list`, each with the sentence naming it', () => {
    const flags = commandEntryProseFlags(APT, 'list');
    expect(flags.map((flag) => flag.long)).toEqual(['--installed', '--upgradeable', '--all-versions']);
    expect(flags.every((flag) => flag.type === 'boolean' && flag.source === 'man' && flag.valueName === undefined)).toBe(true);
    expect(flags[0]!.description).toMatch(/^It supports glob\(7\) patterns .* versions\.$/);
  });

  it('takes no flag named in passing: `similar to dpkg-query --list` belongs to another program', () => {
    expect(commandEntryProseFlags(APT, 'list').map((flag) => flag.long)).not.toContain('--list');
  });

  it('finds an entry whose heading carries a note (`search (apt-cache(8))`) and gives nothing when its prose names no switch', () => {
    expect(commandEntryProseFlags(APT, 'search')).toEqual([]);
    expect(commandEntryProseFlags(APT, 'edit-sources')).toEqual([]);
  });

  it('gives nothing for a name the page has no entry for, or a mention inside another entry', () => {
    expect(commandEntryProseFlags(APT, 'no-such-command')).toEqual([]);
    expect(commandEntryProseFlags(APT, 'installed')).toEqual([]);
  });

  it('reads only a bare `(--flag)`: a value in the parentheses is no switch', () => {
    const page = 'COMMANDS\n\n       show\n           Shows a thing in a format (--format=json) or briefly (--short).\n\n       next\n           Other.\n';
    expect(commandEntryProseFlags(page, 'show').map((flag) => flag.long)).toEqual(['--short']);
  });
});
