import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCompletionScripts } from './locate.js';
import { parseCompletionSubcommands } from './parse.js';

const fixtureDir = fileURLToPath(new URL('../../../test/fixtures/completion/', import.meta.url));

describe('findCompletionScripts in given directories', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-completion-'));
    await mkdir(join(dir, 'bash'));
    await mkdir(join(dir, 'zsh'));
    await mkdir(join(dir, 'fpath'));
    await writeFile(join(dir, 'bash', 'mytool'), '_mytool() { COMPREPLY=(); }\ncomplete -F _mytool mytool\n');
    await writeFile(join(dir, 'zsh', '_mytool'), '#compdef mytool\n_arguments "1: :(a b)"\n');
    await writeFile(join(dir, 'fpath', '_other'), '#compdef other\n');
    await symlink(join(dir, 'bash', 'mytool'), join(dir, 'zsh', 'mytool'));
    await writeFile(join(dir, 'bash', 'empty'), '');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds bash and zsh scripts, told apart by content, each real file once, in search order', async () => {
    const found = await findCompletionScripts('mytool', { dirs: [join(dir, 'bash'), join(dir, 'zsh')], fpath: [] });
    expect(found).toEqual([
      { shell: 'bash', path: join(dir, 'bash', 'mytool') },
      { shell: 'zsh', path: join(dir, 'zsh', '_mytool') },
    ]);
  });

  it('searches fpath given as an option or in $FPATH', async () => {
    expect(await findCompletionScripts('other', { dirs: [], fpath: [join(dir, 'fpath')] })).toEqual([{ shell: 'zsh', path: join(dir, 'fpath', '_other') }]);
    expect(await findCompletionScripts('other', { dirs: [], env: { FPATH: `/nonexistent:${join(dir, 'fpath')}` } })).toEqual([
      { shell: 'zsh', path: join(dir, 'fpath', '_other') },
    ]);
  });

  it('skips empty files, missing programs and names that are paths', async () => {
    expect(await findCompletionScripts('empty', { dirs: [join(dir, 'bash')], fpath: [] })).toEqual([]);
    expect(await findCompletionScripts('nothing-here', { dirs: [join(dir, 'bash')], fpath: [] })).toEqual([]);
    expect(await findCompletionScripts('../bash/mytool', { dirs: [join(dir, 'zsh')], fpath: [] })).toEqual([]);
  });

  it('finds the captured fixtures', async () => {
    const found = await findCompletionScripts('git', { dirs: [join(fixtureDir, 'bash'), join(fixtureDir, 'zsh')], fpath: [] });
    expect(found.map((script) => script.shell)).toEqual(['bash', 'zsh']);
    const fd = await findCompletionScripts('fd', { dirs: [join(fixtureDir, 'bash'), join(fixtureDir, 'zsh')], fpath: [] });
    expect(fd).toEqual([
      { shell: 'bash', path: join(fixtureDir, 'bash', 'fd.bash') },
      { shell: 'zsh', path: join(fixtureDir, 'zsh', '_fd') },
    ]);
  });
});

const systemGitZsh = '/usr/share/zsh/functions/Completion/Unix/_git';
const systemApt = '/usr/share/bash-completion/completions/apt';
if (!existsSync(systemGitZsh)) console.warn(`skipping the real zsh test: ${systemGitZsh} is not installed (zsh)`);
if (!existsSync(systemApt)) console.warn(`skipping the real bash test: ${systemApt} is not installed (bash-completion, apt)`);

describe('findCompletionScripts in the real standard locations', () => {
  it.skipIf(!existsSync(systemGitZsh))("finds git's zsh script and reads git's commands from it", async () => {
    const found = await findCompletionScripts('git', { fpath: [] });
    const zsh = found.find((script) => script.shell === 'zsh');
    expect(zsh?.path).toBe(systemGitZsh);
    const names = parseCompletionSubcommands(await readFile(zsh!.path, 'utf8'), 'zsh', 'git');
    for (const name of ['add', 'commit', 'push', 'rebase', 'worktree']) expect(names).toContain(name);
    expect(names).not.toContain('pop');
  });

  it.skipIf(!existsSync(systemApt))("finds apt's bash script and reads its COMMANDS", async () => {
    const found = await findCompletionScripts('apt', { fpath: [] });
    expect(found[0]).toEqual({ shell: 'bash', path: systemApt });
    const names = parseCompletionSubcommands(await readFile(systemApt, 'utf8'), 'bash', 'apt');
    for (const name of ['install', 'remove', 'search', 'update']) expect(names).toContain(name);
  });
});
