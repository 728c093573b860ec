import { describe, expect, it } from 'vitest';
import { descriptorIn, descriptorInTokens } from './transport-descriptors.js';
import { cpuMs } from '../../test/support/adversarial-input.js';

const what = (token: string, flag?: string) => descriptorIn(token, flag)?.descriptor.what;

describe('transport descriptors (issue 19 item 3)', () => {
  it('sd-bus unixexec: alone, glued, in ;-separated lists and percent-encoded', () => {
    expect(what('unixexec:path=/bin/sh,argv1=-c,argv2=touch%20/tmp/x')).toBe('an sd-bus or D-Bus address unixexec: runs the program its path= names');
    expect(what('--address=unixexec:path=/bin/sh')).toBeDefined();
    expect(what('--address=unix:path=/run/x;unixexec:path=/bin/sh')).toBeDefined();
    expect(what('unix:path=/run/x; UNIXEXEC:path=/bin/sh')).toBeDefined();
    expect(what('%75nixexec:path=/bin/sh')).toBeDefined();
    expect(what('unix%3bunixexec:path=/bin/sh')).toBeDefined();
    expect(what('-Aunixexec:path=/bin/sh', '-A')).toBeDefined();
    expect(what('x-machine-exec:machine=m')).toBeDefined();
    expect(what('unix:path=/run/dbus/system_bus_socket')).toBeUndefined();
    expect(what('--address=tcp:host=127.0.0.1,port=1')).toBeUndefined();
  });

  it('git ext:: remotes; other values with :: are not descriptors', () => {
    expect(what('ext::sh -c touch% /tmp/m')).toBe('a git ext:: remote runs its text as a command (git-remote-ext)');
    expect(what('EXT::sh')).toBeDefined();
    expect(what('std::vector')).toBeUndefined();
    expect(what('https://example.org/repo.git')).toBeUndefined();
  });

  it('libvirt +ext:// and command=/netcat= parameters', () => {
    expect(what('qemu+ext:///system?command=/bin/sh')).toBe('a libvirt +ext:// URI runs the program its command= names');
    expect(what('xen+ext://host/')).toBeDefined();
    expect(what('qemu+ssh://host/system?netcat=/tmp/nc')).toBe('a libvirt URI parameter command= or netcat= names a program it runs');
    expect(what('qemu+ssh://host/system?keyfile=k&command=x')).toBeDefined();
    expect(what('qemu+ssh://host/system?keyfile=k&socket=/run/s')).toBeUndefined();
    expect(what('qemu:///system')).toBeUndefined();
  });

  it('ssh URLs whose host or user starts with "-"', () => {
    expect(what('ssh://-oProxyCommand=touch /tmp/x/repo')).toBe('an ssh URL whose host starts with "-" is read by ssh as an option (-oProxyCommand= runs a program)');
    expect(what('git+ssh://git@-oProxyCommand=x/repo')).toBeDefined();
    expect(what('ssh://%2doProxyCommand=x/repo')).toBeDefined();
    expect(what('ssh://[-oProxyCommand=x]/repo')).toBeDefined();
    expect(what('ssh://-user@host/repo')).toBeDefined();
    expect(what('ssh://git@github.com/x/y.git')).toBeUndefined();
    expect(what('ssh://host/-not-the-host')).toBeUndefined();
  });

  it('looks at every token of a part', () => {
    expect(descriptorInTokens(['--address', 'unixexec:path=/bin/sh'], '--address')).toBeDefined();
    expect(descriptorInTokens(['--address', 'unix:path=/x'], '--address')).toBeUndefined();
  });

  it('is linear on 1 MiB values', () => {
    const mib = 1 << 20;
    const values = [
      'a'.repeat(mib), ';'.repeat(mib), '%'.repeat(mib), '%2'.repeat(mib / 2), `x+y://h?${'&'.repeat(mib)}`, `x+y://h?${'a'.repeat(mib)}`,
      `ssh://${'@'.repeat(mib)}`, `ssh://${'a'.repeat(mib)}`, `--a=${'b;'.repeat(mib / 2)}`, `${'a+'.repeat(mib / 2)}://`, 'unix:a;'.repeat(mib / 7),
    ];
    for (const value of values) {
      // CPU time, so a loaded machine does not fail it; each is a few passes over the value
      // (tens of ms), and a quadratic scan of 1 MiB would take minutes.
      expect(cpuMs(() => descriptorIn(value, '-a')), value.slice(0, 12)).toBeLessThan(500);
    }
  });
});
