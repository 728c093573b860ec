import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageReferenceCommands } from './page-references.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures', 'man');

describe('pageReferenceCommands', () => {
  it('perf(1), captured: the SEE ALSO lists name every command page, the ones the help leaves out too', () => {
    const page = readFileSync(join(fixtures, 'perf.txt'), 'utf8');
    expect(pageReferenceCommands(page, 'perf')).toEqual([
      'stat', 'top', 'record', 'report', 'list', 'annotate', 'archive', 'arm-spe', 'bench', 'buildid-cache', 'buildid-list', 'c2c',
      'config', 'data', 'diff', 'evlist', 'ftrace', 'help', 'inject', 'intel-pt', 'iostat', 'kallsyms', 'kmem', 'kvm', 'lock', 'mem',
      'probe', 'sched', 'script', 'test', 'trace', 'version',
    ]);
  });

  it('rows of references alone on a line, each description in the next paragraph', () => {
    const page = [
      'COMMANDS',
      '       Commands for working with the boxes:',
      '',
      '       box-create(1)',
      '',
      '       Create a new box.',
      '',
      '       box-init-container(1)',
      '',
      '       Initialize a running container.',
      '',
    ].join('\n');
    expect(pageReferenceCommands(page, 'box')).toEqual(['create', 'init-container']);
  });

  it('table cells and rows that start with a reference; never a reference inside prose or of another program', () => {
    const page = [
      '       │box-attach(1)      │ Attach to a running container.   │',
      '       │box-auto-update(1) │ Update containers                │',
      '       box-build(1)   Build an image.',
      '       See box-secret(5) for the file, and podman-run(1) for more.',
      '       podman-run(1), docker-run(1)',
      '       podman(1), box-rm(1), buildah(1).',
      '       nobox-x(1)',
    ].join('\n');
    expect(pageReferenceCommands(page, 'box')).toEqual(['attach', 'auto-update', 'build', 'rm']);
  });

  it('a command path narrows the prefix: `git-remote-add(1)` under git remote', () => {
    expect(pageReferenceCommands('SEE ALSO\n       git-remote-add(1), git-remote-ext(1), git-log(1)\n', 'git', ['remote'])).toEqual(['add', 'ext']);
  });

  it('reads at most 64 names from one page', () => {
    const page = Array.from({ length: 100 }, (_, i) => `       tool-c${i}(1)`).join('\n');
    expect(pageReferenceCommands(page, 'tool')).toHaveLength(64);
  });
});
