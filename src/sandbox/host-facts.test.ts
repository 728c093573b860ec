import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gatherHostFacts, landsAt, showsHome } from './host-facts.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxPolicy } from './policy.js';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'svc-host-facts-')));
const home = join(base, 'home');
mkdirSync(join(home, 'src'), { recursive: true });
writeFileSync(join(home, '.netrc'), 'x\n');
symlinkSync(home, join(base, 'home-link'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const policy = (overrides: Partial<SandboxPolicy>): SandboxPolicy => ({
  argv0: '/bin/true', argv: [], cwd: base, readableRoots: [], writableRoots: [], network: false, homeDir: home, visibleHomeFiles: [],
  extraReadable: [], extraWritable: [], hiddenPaths: [], limits: DEFAULT_SANDBOX_LIMITS, env: { PATH: '/usr/bin:/bin' }, ...overrides,
});

describe('HOME as the profile will show it', () => {
  it('reads HOME\'s entries for any mount that shows HOME, a root or a grant, where it lands', () => {
    const names = (p: SandboxPolicy) => gatherHostFacts(p).homeEntries?.map((entry) => entry.name);
    expect(names(policy({ readableRoots: [base] }))).toEqual(['.netrc', 'src']);
    expect(names(policy({ extraReadable: [home] }))).toEqual(['.netrc', 'src']);
    expect(names(policy({ writableRoots: [join(base, 'home-link')] }))).toEqual(['.netrc', 'src']);
    expect(names(policy({ readableRoots: [join(home, 'src')] }))).toBeUndefined();
  });

  it('follows a symlinked mount to where it lands, and never counts a HOME of /', () => {
    const paths = { '/w/link': { kind: 'symlink' as const, linkText: '/home/me', realPath: '/home/me' } };
    expect(landsAt('/w/link', paths)).toBe('/home/me');
    expect(showsHome('/w/link', '/home/me', paths)).toBe(true);
    expect(showsHome('/home/me/src', '/home/me', paths)).toBe(false);
    expect(showsHome('/', '/', {})).toBe(false);
  });
});
