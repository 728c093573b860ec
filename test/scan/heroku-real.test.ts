/**
 * heroku (an oclif CLI, npm) through scanTool at depth 2. The root lists TOPICS and COMMANDS; a
 * topic's help lists its commands as `apps:create` rows, which heroku runs as one argv word. Each
 * must be bound as a command of the root (`command_path: ['apps:create']`) from its own help probe,
 * one level below its topic; `auth`, a topic that is no command (`$ heroku auth:COMMAND`), gets no
 * binding, `apps`, which is one too, keeps its own. Skipped with a printed reason when heroku is not
 * on PATH (`npm install heroku@11` under /tmp, then put its node_modules/.bin on PATH). The scan
 * takes minutes: every heroku probe starts Node and oclif (about a second of CPU); 10 minutes at
 * load 20 on 2 cores.
 */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';
import { missing } from './helpers.js';

describe('scan of heroku (oclif `:` topics)', () => {
  it.skipIf(missing('heroku'))('binds each topic\'s commands as one word of the root, with their own help', async () => {
    const result = await scanTool('heroku', {
      env: { PATH: process.env.PATH ?? '', HOME: tmpdir() }, depth: 2, probeTimeoutMs: 20_000, manPages: false, completions: false,
    });
    const byPath = new Map(result.bindings.map((b) => [b.target.command_path.join(' '), b]));
    // No `topic topic:cmd` path: the word after a topic is never its own `topic:cmd` row.
    expect(result.bindings.filter((b) => b.target.command_path.length > 1).map((b) => b.module_id)).toEqual([]);
    const create = byPath.get('apps:create')!;
    expect(create).toMatchObject({ module_id: 'cli.heroku.apps:create', alias: 'heroku_apps_create', description: 'creates a new app' });
    expect(create.metadata.help_probe).toEqual(['apps:create', '--help']);
    const tokens = Object.values(create.input_schema.properties).map((p) => p['x-cli-flag'] ?? `<${p['x-cli-kind']}>`);
    expect(tokens).toEqual(expect.arrayContaining(['--buildpack', '--no-remote', '--region', '--space', '<positional>']));
    // `apps`'s own options stay `apps`'s.
    expect(tokens).not.toContain('--personal');
    expect(Object.values(byPath.get('apps')!.input_schema.properties).map((p) => p['x-cli-flag'])).toContain('--personal');
    // A topic only: its commands are bound, it is not.
    expect(byPath.has('auth')).toBe(false);
    expect(byPath.get('auth:login')?.metadata.help_probe).toEqual(['auth:login', '--help']);
    // Nested topics are one level further: `apps:favorites` is found at depth 2, its commands are not.
    expect(byPath.has('apps:favorites')).toBe(true);
    expect(byPath.has('apps:favorites:add')).toBe(false);
  }, 1_800_000);
});
