import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderShowConfig, SHOW_CONFIG_TARGETS, ShowConfigError } from './show-config.js';

let svc: string;
beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'svc-show-'));
  svc = join(dir, 'svc');
  await writeFile(svc, '#!/bin/sh\n');
  await chmod(svc, 0o755);
});

describe('renderShowConfig', () => {
  it('gives Claude Desktop an mcpServers entry launching this svc by absolute path', () => {
    const out = renderShowConfig('claude-desktop', { svcPath: svc, modulesDir: '/data/mods', name: 'tools' });
    expect(JSON.parse(out.snippet)).toEqual({ mcpServers: { tools: { command: svc, args: ['serve', '--modules-dir', '/data/mods', '--name', 'tools'] } } });
    expect(out.hint).toContain('claude_desktop_config.json');
  });

  it('runs a non-executable svc through node', async () => {
    const plain = join(tmpdir(), `svc-plain-${process.pid}.js`);
    await writeFile(plain, '');
    const out = JSON.parse(renderShowConfig('cursor', { svcPath: plain, nodePath: '/usr/bin/node' }).snippet);
    expect(out).toEqual({ mcpServers: { svc: { command: '/usr/bin/node', args: [plain, 'serve'] } } });
  });

  it('gives VS Code a servers map with type stdio, and type http with the URL', () => {
    expect(JSON.parse(renderShowConfig('vscode', { svcPath: svc }).snippet)).toEqual({ servers: { svc: { type: 'stdio', command: svc, args: ['serve'] } } });
    expect(JSON.parse(renderShowConfig('vscode', { svcPath: svc, transport: 'http', port: 9000, authToken: 't0k' }).snippet)).toEqual({
      servers: { svc: { type: 'http', url: 'http://127.0.0.1:9000/mcp', headers: { Authorization: 'Bearer t0k' } } },
    });
  });

  it('uses url for Cursor and serverUrl for Windsurf on http, /sse on sse', () => {
    expect(JSON.parse(renderShowConfig('cursor', { transport: 'http' }).snippet)).toEqual({ mcpServers: { svc: { url: 'http://127.0.0.1:8000/mcp' } } });
    expect(JSON.parse(renderShowConfig('windsurf', { transport: 'sse', port: 8123 }).snippet)).toEqual({ mcpServers: { svc: { serverUrl: 'http://127.0.0.1:8123/sse' } } });
    expect(JSON.parse(renderShowConfig('windsurf', { svcPath: svc }).snippet)).toEqual({ mcpServers: { svc: { command: svc, args: ['serve'] } } });
  });

  it('prints the claude mcp add command, stdio and http', () => {
    expect(renderShowConfig('claude-code', { svcPath: svc, modulesDir: '/m' }).snippet).toBe(`claude mcp add --transport stdio svc -- ${svc} serve --modules-dir /m\n`);
    expect(renderShowConfig('claude-code', { transport: 'http', authToken: 'a b' }).snippet).toBe(
      "claude mcp add --transport http svc http://127.0.0.1:8000/mcp --header 'Authorization: Bearer a b'\n",
    );
    expect(JSON.parse(renderShowConfig('claude-code-json', { svcPath: svc }).snippet)).toEqual({ mcpServers: { svc: { type: 'stdio', command: svc, args: ['serve'] } } });
  });

  it('keeps Claude Desktop on stdio even for an http server, and says so', () => {
    const out = renderShowConfig('claude-desktop', { svcPath: svc, transport: 'http' });
    expect(JSON.parse(out.snippet).mcpServers.svc.command).toBe(svc);
    expect(out.hint).toContain('stdio');
  });

  it('lists the valid targets for an unknown one', () => {
    expect(() => renderShowConfig('emacs')).toThrow(ShowConfigError);
    expect(() => renderShowConfig('emacs')).toThrow(`Unknown --show-config target "emacs". Valid targets: ${Object.keys(SHOW_CONFIG_TARGETS).join(', ')}.`);
  });
});
