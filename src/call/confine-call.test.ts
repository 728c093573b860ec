import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { defaultConfig } from '../config/index.js';
import { createCallConfinement } from './confine-call.js';

const hasBwrap = spawnSync('sh', ['-c', 'command -v bwrap']).status === 0;
const asRoot = process.getuid?.() === 0;

describe('a root-only file removed while the machine\'s facts are cached', () => {
  it('is masked while it exists and no longer masked once removed, so the next call still runs', async (context) => {
    if (!hasBwrap || !asRoot) {
      console.log(`skipped: needs bubblewrap and root (bwrap ${hasBwrap ? 'found' : 'missing'}, uid ${process.getuid?.()})`);
      context.skip();
      return;
    }
    const secret = `/etc/svc-vanishing-${process.pid}.conf`;
    writeFileSync(secret, 'token=1\n');
    chmodSync(secret, 0o600);
    const home = mkdtempSync(join(tmpdir(), 'svc-vanish-'));
    const work = realpathSync(home);
    try {
      const confinement = createCallConfinement({ config: { ...defaultConfig({ ...process.env, HOME: home }), sandbox: 'required' }, homeDir: home });
      const binding = { module_id: 'cli.cat', target: { binary: '/bin/cat', command_path: [] } } as unknown as Binding;
      const request = { binding, argv: ['/etc/hostname'], cwd: work, roots: [work], writable: false, network: false, env: { PATH: '/usr/bin:/bin' } };
      const first = await confinement.prepare({ ...request, callId: 'vanish-1' });
      expect(first.kind).toBe('sandboxed');
      if (first.kind !== 'sandboxed') return;
      expect(first.launch.args).toContain(secret);
      await first.launch.cleanup?.();
      rmSync(secret);
      // Within the facts' one-second cache: the mask of the removed file is left out.
      const second = await confinement.prepare({ ...request, callId: 'vanish-2' });
      expect(second.kind).toBe('sandboxed');
      if (second.kind !== 'sandboxed') return;
      // bubblewrap could not mount over a file that is gone from the read-only view: it fails with
      // `Can't create file at /etc/...: Read-only file system` before the program starts.
      expect(second.launch.args).not.toContain(secret);
      await second.launch.cleanup?.();
    } finally {
      if (existsSync(secret)) rmSync(secret);
      rmSync(home, { recursive: true, force: true });
    }
  });
});
