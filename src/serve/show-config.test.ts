import { mkdir, mkdtemp, realpath, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderShowConfig, SHOW_CONFIG_TARGETS, ShowConfigError, snippetEnvironment } from './show-config.js';

// A checkout of svc: package.json, bin/svc.js, src/, and the build in dist/.
let pkg: string;
let svc: string;
let main: string;
const node = '/opt/node/bin/node';
beforeAll(async () => {
  pkg = await realpath(await mkdtemp(join(tmpdir(), 'svc-show-')));
  await mkdir(join(pkg, 'bin'));
  await mkdir(join(pkg, 'src', 'cli'), { recursive: true });
  await mkdir(join(pkg, 'dist', 'cli'), { recursive: true });
  await writeFile(join(pkg, 'package.json'), '{"name":"svc"}');
  svc = join(pkg, 'bin', 'svc.js');
  main = join(pkg, 'dist', 'cli', 'main.js');
  await writeFile(svc, '');
  await writeFile(join(pkg, 'src', 'cli', 'main.ts'), '');
  await writeFile(main, '');
  const later = new Date(Date.now() + 60_000);
  await utimes(main, later, later);
});

describe('renderShowConfig', () => {
  it('gives Claude Desktop an mcpServers entry launching this svc by absolute path', () => {
    const out = renderShowConfig('claude-desktop', { svcPath: svc, nodePath: node, modulesDir: '/data/mods', name: 'tools', roots: ['/w/a', '/w/b'], env: { PATH: '/usr/bin', KUBECONFIG: '/k' } });
    expect(JSON.parse(out.snippet)).toEqual({
      mcpServers: {
        tools: {
          command: node, args: [main, 'serve', '--modules-dir', '/data/mods', '--root', '/w/a', '--root', '/w/b', '--name', 'tools'],
          env: { PATH: '/usr/bin', KUBECONFIG: '/k' },
        },
      },
    });
    expect(out.hint).toBe('Paste into claude_desktop_config.json (macOS: ~/Library/Application Support/Claude/, Linux: ~/.config/Claude/). Restart Claude Desktop afterwards.');
  });

  it('runs the built entry point with the absolute Node binary (default: the running one), and warns when the build is missing or stale', async () => {
    expect(JSON.parse(renderShowConfig('cursor', { svcPath: svc }).snippet)).toEqual({ mcpServers: { svc: { command: process.execPath, args: [main, 'serve'] } } });
    const stale = await realpath(await mkdtemp(join(tmpdir(), 'svc-show-stale-')));
    await mkdir(join(stale, 'bin'));
    await mkdir(join(stale, 'src'));
    await writeFile(join(stale, 'package.json'), '{"name":"svc"}');
    await writeFile(join(stale, 'bin', 'svc.js'), '');
    const missing = renderShowConfig('cursor', { svcPath: join(stale, 'bin', 'svc.js') });
    expect(missing.hint).toBe(`Warning: ${join(stale, 'dist', 'cli', 'main.js')} does not exist yet: run \`npm run build\` in ${stale} (npm install does it) before starting the client. Paste into .cursor/mcp.json in the project, or ~/.cursor/mcp.json.`);
    await mkdir(join(stale, 'dist', 'cli'), { recursive: true });
    await writeFile(join(stale, 'dist', 'cli', 'main.js'), '');
    const earlier = new Date(Date.now() - 60_000);
    await utimes(join(stale, 'dist', 'cli', 'main.js'), earlier, earlier);
    await writeFile(join(stale, 'src', 'x.ts'), '');
    expect(renderShowConfig('cursor', { svcPath: join(stale, 'bin', 'svc.js') }).hint).toContain(`is older than the sources in ${join(stale, 'src')}: run \`npm run build\``);
  });

  it('carries PATH, svc\'s own settings and the variables env.pass lets through, but never a secret-looking one', () => {
    const parent = { PATH: '/bin', HOME: '/h', SVC_CONFIG: '/c.yaml', KUBECONFIG: '/k', AWS_PROFILE: 'dev', AWS_SECRET_ACCESS_KEY: 's', OTHER: 'x' };
    expect(snippetEnvironment({ pass: ['KUBECONFIG'], modules: { 'cli.aws*': { pass: ['AWS_*'] } } }, parent)).toEqual({
      env: { PATH: '/bin', SVC_CONFIG: '/c.yaml', KUBECONFIG: '/k', AWS_PROFILE: 'dev' },
      leftOut: ['AWS_SECRET_ACCESS_KEY'],
    });
  });

  it('gives VS Code a servers map with type stdio, and type http with the URL', () => {
    expect(JSON.parse(renderShowConfig('vscode', { svcPath: svc, nodePath: node }).snippet)).toEqual({ servers: { svc: { type: 'stdio', command: node, args: [main, 'serve'] } } });
    expect(JSON.parse(renderShowConfig('vscode', { svcPath: svc, nodePath: node, roots: ['/w/a'] }).snippet)).toEqual({
      servers: { svc: { type: 'stdio', command: node, args: [main, 'serve', '--root', '/w/a'], cwd: '/w/a' } },
    });
    expect(JSON.parse(renderShowConfig('vscode', { svcPath: svc, transport: 'http', port: 9000, authToken: 't0k' }).snippet)).toEqual({
      servers: { svc: { type: 'http', url: 'http://127.0.0.1:9000/mcp', headers: { Authorization: 'Bearer t0k' } } },
    });
  });

  it('uses url for Cursor and serverUrl for Windsurf on http, /sse on sse', () => {
    expect(JSON.parse(renderShowConfig('cursor', { transport: 'http' }).snippet)).toEqual({ mcpServers: { svc: { url: 'http://127.0.0.1:8000/mcp' } } });
    expect(JSON.parse(renderShowConfig('windsurf', { transport: 'sse', port: 8123 }).snippet)).toEqual({ mcpServers: { svc: { serverUrl: 'http://127.0.0.1:8123/sse' } } });
    expect(JSON.parse(renderShowConfig('windsurf', { svcPath: svc, nodePath: node }).snippet)).toEqual({ mcpServers: { svc: { command: node, args: [main, 'serve'] } } });
  });

  it('prints the claude mcp add command, stdio and http', () => {
    expect(renderShowConfig('claude-code', { svcPath: svc, nodePath: node, modulesDir: '/m', env: { KUBECONFIG: '/my k' } }).snippet).toBe(
      `claude mcp add --transport stdio svc -e 'KUBECONFIG=/my k' -- ${node} ${main} serve --modules-dir /m\n`,
    );
    expect(renderShowConfig('claude-code', { transport: 'http', authToken: 'a b' }).snippet).toBe(
      "claude mcp add --transport http svc http://127.0.0.1:8000/mcp --header 'Authorization: Bearer a b'\n",
    );
    expect(JSON.parse(renderShowConfig('claude-code-json', { svcPath: svc, nodePath: node }).snippet)).toEqual({ mcpServers: { svc: { type: 'stdio', command: node, args: [main, 'serve'] } } });
  });

  it('keeps Claude Desktop on stdio even for an http server, and says so', () => {
    const out = renderShowConfig('claude-desktop', { svcPath: svc, nodePath: node, transport: 'http' });
    expect(JSON.parse(out.snippet).mcpServers.svc.command).toBe(node);
    expect(out.hint).toContain('stdio');
  });

  it('lists the valid targets for an unknown one', () => {
    expect(() => renderShowConfig('emacs')).toThrow(ShowConfigError);
    expect(() => renderShowConfig('emacs')).toThrow(`Unknown --show-config target "emacs". Valid targets: ${Object.keys(SHOW_CONFIG_TARGETS).join(', ')}.`);
  });
});
