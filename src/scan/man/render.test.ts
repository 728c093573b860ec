import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseManPage } from './parse.js';
import { renderManPage } from './render.js';

function hasPage(page: string): boolean {
  try {
    execFileSync('man', ['-w', page], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const haveLs = hasPage('ls');
const haveGitCommit = hasPage('git-commit');
const haveAddAptRepository = hasPage('add-apt-repository');
if (!haveLs) console.warn('skipping real man tests: `man -w ls` finds no page (man-db or manpages missing)');
if (!haveGitCommit) console.warn('skipping git-commit man test: no git-commit(1) page installed');

describe('renderManPage with the real man', () => {
  it.skipIf(!haveLs)('renders ls as plain text that parses', async () => {
    const text = await renderManPage('ls', [], { env: { ...process.env, MAN_KEEP_FORMATTING: '1', MANPAGER: 'less' } });
    expect(text).toBeDefined();
    expect(text).not.toMatch(/[\u0008\u001b]/);
    expect(text!.split('\n').every((line) => line.length <= 100)).toBe(true);
    const page = parseManPage(text!);
    expect(page.name).toBe('ls');
    expect(page.flags.find((flag) => flag.long === '--all')).toMatchObject({ short: '-a', source: 'man' });
  });

  it.skipIf(!haveGitCommit)('looks a subcommand up as <tool>-<sub>', async () => {
    const page = parseManPage((await renderManPage('git', ['commit']))!);
    expect(page.name).toBe('git-commit');
    expect(page.flags.find((flag) => flag.long === '--amend')).toBeDefined();
  });

  it.skipIf(!haveLs)('gives undefined for a missing page, never the parent page for a subcommand', async () => {
    expect(await renderManPage('svc-no-such-program-xyz')).toBeUndefined();
    expect(await renderManPage('ls', ['no-such-subcommand'])).toBeUndefined();
  });

  it('refuses names man would read as a path or an option, without running it', async () => {
    expect(await renderManPage('-k')).toBeUndefined();
    expect(await renderManPage('../etc/passwd')).toBeUndefined();
    expect(await renderManPage('git', ['--help'])).toBeUndefined();
  });

  it('gives undefined when man is missing', async () => {
    expect(await renderManPage('ls', [], { manCommand: '/nonexistent/man' })).toBeUndefined();
  });

  it.skipIf(!haveLs)('gives up at the timeout', async () => {
    const started = Date.now();
    expect(await renderManPage('curl', [], { timeoutMs: 1 })).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it.skipIf(!haveLs)('caps the output', async () => {
    const text = await renderManPage('ls', [], { maxBytes: 1000 });
    expect(text!.length).toBeLessThanOrEqual(1000);
    expect(text!.startsWith('LS(1)')).toBe(true);
  });

  // Issue 32: groff breaks after a hyphen even with hyphenation off; at 80 columns
  // add-apt-repository(1) printed `--enable-` / `source` in its `--remove` entry.
  it.skipIf(!haveAddAptRepository)('never splits an option name at a hyphen, at any width', async () => {
    for (const width of [60, 80, 100]) {
      const text = (await renderManPage('add-apt-repository', [], { width }))!;
      expect(text.split('\n').filter((line) => /(^|[\s([])--?[A-Za-z0-9][\w-]*-$/.test(line))).toEqual([]);
      expect(text.match(/--enable-source\b/g)!.length).toBeGreaterThanOrEqual(5);
    }
  });
});
