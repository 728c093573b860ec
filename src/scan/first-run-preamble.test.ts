import { describe, expect, it } from 'vitest';
import { dropPreamble, readVersion } from './first-run-preamble.js';

/** pm2 6's `--version` under an empty HOME, shortened: banner, daemon messages, version. */
const PM2_VERSION = `
                        -------------

__/\\\\\\\\\\\\\\____/\\\\\\\\____
                          Runtime Edition

                Load Balance 4 instances of api.js:
                $ pm2 start api.js -i 4

                        -------------

[PM2] Spawning PM2 daemon with pm2_home=/root/.pm2
[PM2] PM2 Successfully daemonized
6.0.13
`;

describe('readVersion', () => {
  it('takes the first line, as before, for every ordinary output', () => {
    expect(readVersion('git version 2.43.0\n')).toEqual({ version: 'git version 2.43.0' });
    expect(readVersion('\n  ripgrep 14.1.0\n\nfeatures:+pcre2\n')).toEqual({ version: 'ripgrep 14.1.0' });
    // webpack's first line has no digit, but its output does not end with a bare version number.
    expect(readVersion('System:\n  OS: Linux 6.18\nPackages:\n  webpack: 5.99.0\n')).toEqual({ version: 'System:' });
    // A bare version alone is its own first line.
    expect(readVersion('2.4.1\n')).toEqual({ version: '2.4.1' });
    expect(readVersion('')).toEqual({ version: 'unknown' });
  });

  it('takes a bare version number after a preamble, and the preamble', () => {
    const reading = readVersion(PM2_VERSION);
    expect(reading.version).toBe('6.0.13');
    expect(reading.preamble).toBe(PM2_VERSION.slice(0, PM2_VERSION.indexOf('6.0.13')));
  });

  it('keeps the first line when it has a digit (a copyright line before the version)', () => {
    expect(readVersion('Copyright (c) 1990-2008 Info-ZIP\nThis is Zip 3.0\n3.0\n')).toEqual({ version: 'Copyright (c) 1990-2008 Info-ZIP' });
  });
});

describe('dropPreamble', () => {
  it('removes the preamble only from the start of a text', () => {
    const preamble = readVersion(PM2_VERSION).preamble!;
    expect(dropPreamble(`${preamble}\n  Usage: pm2 [cmd] app\n`, preamble)).toBe('\n  Usage: pm2 [cmd] app\n');
    expect(dropPreamble('  Usage: pm2 [cmd] app\n', preamble)).toBe('  Usage: pm2 [cmd] app\n');
    expect(dropPreamble(`x\n${preamble}`, preamble)).toBe(`x\n${preamble}`);
    expect(dropPreamble('text\n', undefined)).toBe('text\n');
  });

  it('removes a preamble printed in part (the banner without the daemon lines), not a line or two shared by chance', () => {
    const preamble = readVersion(PM2_VERSION).preamble!;
    const banner = preamble.slice(0, preamble.indexOf('[PM2]'));
    expect(dropPreamble(`${banner}\n  Usage: startup [options] [platform]\n`, preamble)).toBe('\n  Usage: startup [options] [platform]\n');
    const firstTwo = preamble.split('\n').slice(0, 3).join('\n');
    expect(dropPreamble(`${firstTwo}\n  Usage: x\n`, preamble)).toBe(`${firstTwo}\n  Usage: x\n`);
  });
});
