/** `npm run example` really starts a working explorer (run here on a free port). */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';

let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
});

async function startDemo(): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'examples/explorer-demo.ts'], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo did not start within 20 s; output: ${output}`)), 20_000);
    child!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (url) {
        clearTimeout(timer);
        resolve(url[0]);
      }
    });
    child!.on('exit', (code) => reject(new Error(`demo exited with ${code}; output: ${output}`)));
  });
}

describe('examples/explorer-demo.ts', () => {
  it('serves the page and its four tools with execution allowed', async () => {
    const base = await startDemo();
    const page = await fetch(base);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('svc explorer demo');
    const tools = (await (await fetch(`${base}tools`)).json()) as { name: string }[];
    expect(tools.map((t) => t.name)).toEqual(['echo', 'add', 'gradient', 'fail']);
    const post = (name: string, body: unknown) =>
      fetch(`${base}tools/${name}/call`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await post('add', { a: 2, b: 3 })).json()).toEqual({
      content: [{ type: 'text', text: '{"a":2,"b":3,"sum":5}' }],
      isError: false,
    });
    const image = (await (await post('gradient', { size: 8 })).json()) as { content: { type: string; mimeType: string; data: string }[] };
    expect(image.content[0]!.type).toBe('image');
    expect(image.content[0]!.mimeType).toBe('image/png');
    expect(Buffer.from(image.content[0]!.data, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    const failed = await post('fail', { reason: 'demo' });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ content: [{ type: 'text', text: 'This tool always fails: demo' }], isError: true });
  });
});
