/**
 * One order of result parts whatever the outcome (issue 31, "Answers a model can trust": "after a
 * timeout, the result's parts come in another order"; docs/results.md "Layout"). A real program,
 * talk-then-sleep.sh, writes a line to stdout and one to stderr, sleeps, writes a last line and
 * exits with the code it is given. Run to success, to a non-zero exit and past a 1-second
 * default_timeout, through real clients (the current SDK over stdio in a 2025 session and over
 * HTTP in 2026-07-28 mode, the v1 SDK over HTTP), its results keep the one layout: the headline
 * (the output on success, what went wrong on failure), the facts, the output of a failure, then
 * the links; a timeout is laid out exactly as the non-zero exit, and the calls after it as before.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBinding } from '../../src/bindings/store.js';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { FIXTURE_PROGRAMS_DIR } from '../fixtures/bindings/load.js';
import { connectCurrent, connectV1, serveFixture, type ServeFixture, type TestClient } from './helpers.js';

const PROGRAM = join(FIXTURE_PROGRAMS_DIR, 'talk-then-sleep.sh');
let fx: ServeFixture;
let running: RunningSvcHttp;

beforeAll(async () => {
  fx = await serveFixture(['cli.echo', 'cli.sleeper', 'cli.flood']);
  const sleeper = fx.bindings.find((b) => b.module_id === 'cli.sleeper')!;
  const positional = (position: number, description: string) => ({ type: 'integer', description, 'x-cli-kind': 'positional', 'x-cli-position': position, 'x-cli-source': 'help' }) as never;
  await writeBinding(fx.modulesDir, {
    ...sleeper,
    module_id: 'cli.talk',
    alias: 'talk',
    description: 'result order test program: talks, sleeps, talks, exits',
    target: { ...sleeper.target, binary: PROGRAM },
    input_schema: { type: 'object', properties: { seconds: positional(0, 'seconds to sleep'), code: positional(1, 'exit code') }, additionalProperties: false },
  });
  const acl = await readFile(fx.aclFile, 'utf8');
  await writeFile(fx.aclFile, acl.replace('targets: [cli.echo, cli.sleeper,', 'targets: [cli.echo, cli.talk, cli.sleeper,'));
  const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile, default_timeout: 1 } });
  running = await svc.serveHttp({ port: 0 });
}, 60_000);
afterAll(() => running?.close());

type Part = { type: string; text?: string; uri?: string };

/** What each part of a result is, by its content, not its place. */
function roles(result: Record<string, any>): string[] {
  const content = result.content as Part[];
  const factsAt = content.findIndex((part) => part.type === 'text' && /^\{"exit_code":/.test(part.text ?? ''));
  const facts = JSON.parse(content[factsAt]!.text!) as { ai_guidance?: string };
  return content.map((part, i) => {
    if (part.type === 'resource_link') return 'link';
    if (i === factsAt) return 'facts';
    if (result.isError && part.text === facts.ai_guidance) return 'guidance';
    return 'stdout';
  });
}

const factsOf = (result: Record<string, any>) => JSON.parse((result.content as Part[]).find((p) => /^\{"exit_code":/.test(p.text ?? ''))!.text!) as Record<string, any>;

const clients: Array<[string, () => Promise<TestClient>]> = [
  ['current SDK over stdio (2025 session)', () => connectCurrent({ kind: 'stdio', env: { ...fx.env, SVC_TIMEOUT: '1' } })],
  ['current SDK over HTTP (2026-07-28)', () => connectCurrent({ kind: 'http', url: running.mcpUrl }, { modern: true })],
  ['v1 SDK over HTTP (2025 session)', () => connectV1({ kind: 'http', url: running.mcpUrl })],
];

describe.each(clients)('result parts through the %s', (_label, open) => {
  it('a timeout is laid out as a non-zero exit is, a success as documented, and the calls after a timeout as before', async () => {
    const client = await open();
    try {
      const success = await client.callTool('talk', { seconds: 0, code: 0 });
      const failure = await client.callTool('talk', { seconds: 0, code: 3 });
      const started = Date.now();
      const timedOut = await client.callTool('talk', { seconds: 20, code: 0 });
      expect(Date.now() - started).toBeLessThan(15_000);
      const afterSuccess = await client.callTool('talk', { seconds: 0, code: 0 });
      const afterFailure = await client.callTool('talk', { seconds: 0, code: 3 });

      expect([success.isError, failure.isError, timedOut.isError]).toEqual([false, true, true]);
      expect(roles(success)).toEqual(['stdout', 'facts']);
      expect(roles(failure)).toEqual(['guidance', 'facts', 'stdout']);
      expect(roles(timedOut)).toEqual(roles(failure));
      expect(roles(afterSuccess)).toEqual(roles(success));
      expect(roles(afterFailure)).toEqual(roles(failure));

      // The texts in their places: what went wrong first, the program's own output after the facts.
      const timeoutFacts = factsOf(timedOut);
      expect(timedOut.content[0].text).toBe(`The command ${PROGRAM} 20 0 did not finish within 1 seconds and was stopped. Retry with simpler arguments (a narrower path, fewer items, a smaller limit), or ask the operator for a larger timeout (default_timeout in ~/.svc/config.yaml or the SVC_TIMEOUT environment variable). It ran in ${timeoutFacts.ai_guidance.split(' It ran in ')[1]}`);
      expect(timedOut.content[2].text).toBe('out before sleep\n');
      expect(failure.content[2].text).toBe('out before sleep\nout after sleep\n');
      expect(success.content[0].text).toBe('out before sleep\nout after sleep\n');
      // The facts carry the same members in the same order for both failures.
      expect(Object.keys(timeoutFacts)).toEqual(Object.keys(factsOf(failure)));
      expect(Object.keys(timeoutFacts)).toEqual(['exit_code', 'duration_ms', 'trace_id', 'sandbox', 'stderr', 'ai_guidance']);
      expect(Object.keys(factsOf(success))).toEqual(['exit_code', 'duration_ms', 'trace_id', 'sandbox', 'stderr']);
      expect([timeoutFacts.exit_code, timeoutFacts.stderr]).toEqual([143, 'err before sleep\n']);
    } finally {
      await client.close();
    }
  }, 90_000);
});

describe('result parts with a kept output', () => {
  it('a timed-out flood and a finished one keep their output and link in the same places as their outcome documents', async () => {
    const client = await connectCurrent({ kind: 'http', url: running.mcpUrl });
    try {
      const finished = await client.callTool('flood', { bytes: 100_000 });
      const timedOut = await client.callTool('flood', { forever: true });
      expect(roles(finished)).toEqual(['stdout', 'facts', 'link']);
      expect(roles(timedOut)).toEqual(['guidance', 'facts', 'stdout', 'link']);
      expect(factsOf(timedOut).truncation.stdout.resource).toBe(String(timedOut.content[3].uri).split('?')[0]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
