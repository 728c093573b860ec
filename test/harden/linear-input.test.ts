/**
 * Issue 19, item 1: no caller input and no program output can make svc's own code slow. Every
 * function that reads a caller's value or a program's output before or around a call is fed 1 MiB
 * shaped to defeat backtracking regular expressions, and must stay linear; then a real server is
 * flooded with the worst of them by one client while another client's calls keep their usual time.
 *
 * The bound here is a class bound, not the speed target: a quadratic pass over 1 MiB takes minutes
 * and a backtracking one longer, while every linear function here takes 5-30 ms on an idle machine
 * and up to twice that on a loaded CI machine. The 50 ms target is measured in bench/linear-input.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactArgv, redactCredentials } from '../../src/govern/redact.js';
import { hasHiddenText, visibleText } from '../../src/govern/visible-text.js';
import { renderArgvParts } from '../../src/exec/render-argv.js';
import { formatCommand, nonZeroExitGuidance, reportsPermissionProblem, unknownToolGuidance } from '../../src/exec/guidance.js';
import { progressMessage } from '../../src/call/progress-message.js';
import { findOversizedArguments } from '../../src/call/argument-size.js';
import { validateArguments } from '../../src/schema/validate.js';
import { inputHash } from '../../src/govern/audit.js';
import { DEFAULT_LIMITS } from '../../src/config/limits.js';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { connectCurrent, payloadOf, serveFixture, type ServeFixture, type TestClient } from '../serve/helpers.js';
import type { Binding } from '../../src/bindings/types.js';
import { descriptorInTokens } from '../../src/govern/transport-descriptors.js';
import { boostingFlagsInCall } from '../../src/govern/call-boosting.js';
import { argumentPolicy } from '../../src/govern/argument-policy.js';
import { resolveLikeKernel } from '../../src/exec/workspace.js';
import { ADVERSARIAL_SHAPES, cpuMs } from '../support/adversarial-input.js';
import { DEFAULT_SANDBOX_LIMITS, sandboxRefusalHint } from '../../src/sandbox/index.js';

const MIB = 1 << 20;
const LIMIT_MS = 250;

const SHAPES = ADVERSARIAL_SHAPES;

const echoLike: Binding = {
  spec_version: '1', module_id: 'cli.t', alias: 't', description: 't',
  target: { binary: '/bin/echo', command_path: [] }, version: null, tags: [],
  annotations: { readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: true, open_world: false },
  input_schema: {
    type: 'object', additionalProperties: false,
    properties: {
      value: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--value', 'x-cli-value-style': 'equals' },
      words: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 0 },
    },
  },
  output_schema: null, documentation: '', metadata: {},
} as unknown as Binding;

const FUNCTIONS: Record<string, (text: string) => unknown> = {
  redactCredentials: (text) => redactCredentials(text),
  redactArgv: (text) => redactArgv(['/usr/bin/curl', '--password', text, text]),
  visibleText: (text) => visibleText(text),
  hasHiddenText: (text) => hasHiddenText(text),
  formatCommand: (text) => formatCommand(['/bin/echo', text]),
  renderArgvParts: (text) => {
    for (const allowShellMetacharacters of [false, true]) {
      try {
        renderArgvParts(echoLike, { value: text, words: [text] }, { allowShellMetacharacters });
      } catch {
        // Refusing a value is an answer too; only the time counts here.
      }
    }
  },
  'nonZeroExitGuidance (1 MiB stderr)': (text) => nonZeroExitGuidance(['/bin/echo'], 1, text),
  reportsPermissionProblem: (text) => reportsPermissionProblem(text),
  'unknownToolGuidance (1 MiB name)': (text) => unknownToolGuidance(text),
  'progressMessage (1 MiB line)': (text) => progressMessage(text, ['token', 'secret-value']),
  findOversizedArguments: (text) => findOversizedArguments({ a: text, b: [text, text] }, { max_value_bytes: 2 * MIB, max_call_bytes: 8 * MIB }),
  'validateArguments (Ajv)': (text) => validateArguments(echoLike.input_schema, { value: text, words: [text] }),
  inputHash: (text) => inputHash({ value: text }, 'salt'),
  'descriptorInTokens (transport descriptors)': (text) => descriptorInTokens([text, `--address=${text}`], '--address'),
  'boostingFlagsInCall': (text) => boostingFlagsInCall([text, `-${text}`, `--directories=${text}`], { program: 'grep', valueShortFlags: ['-d'], knownFlags: ['-d', '--directories', '-r'] }),
  argumentPolicy: (text) => argumentPolicy(echoLike, [{ parameter: 'value', tokens: [`--value=${text}`] }, { parameter: 'words', tokens: [text] }]),
  'resolveLikeKernel (path check)': (text) => resolveLikeKernel(text, '/tmp'),
  'sandboxRefusalHint (1 MiB stderr)': (text) => sandboxRefusalHint({ stderr: text, exitCode: 1, signal: null }, {
    argv0: '/bin/echo', argv: [], cwd: '/w', readableRoots: ['/w'], writableRoots: [], network: false, homeDir: '/home/u', visibleHomeFiles: [],
    extraReadable: [], extraWritable: [], hiddenPaths: ['/home/u/.svc'], limits: DEFAULT_SANDBOX_LIMITS, env: {},
  }),
};

describe('every function that reads caller input or program output is linear', () => {
  for (const [name, fn] of Object.entries(FUNCTIONS)) {
    it(`${name}: each 1 MiB adversarial shape in under ${LIMIT_MS} ms of CPU`, () => {
      fn('warm up the JIT https://a:b@c?token=x Authorization: y');
      const slow = Object.entries(SHAPES)
        .map(([shape, text]) => ({ shape, ms: cpuMs(() => fn(text)) }))
        .filter(({ ms }) => ms >= LIMIT_MS);
      expect(slow).toEqual([]);
    });
  }

  it('still redacts what it redacted before, in one pass', () => {
    expect(redactCredentials('a https://u:p@h b Authorization: Bearer x\n--token=abc c')).toBe('a https://[REDACTED]@h b Authorization: [REDACTED]\n--token=[REDACTED] c');
    expect(redactCredentials('git+ssh://me:pw@host/a and x://y:z://u:v@h')).toBe('git+ssh://[REDACTED]@host/a and x://y:z://[REDACTED]@h');
    expect(visibleText(`a${'\u200b'.repeat(30)}b${' '.repeat(6)}c😀😀`)).toBe('a\\u200B×30b␠×6c😀😀');
  });
});

describe('size limits come before any other work', () => {
  it('names the first value over max_value_bytes, or the call over max_call_bytes', () => {
    const limits = { max_value_bytes: 100, max_call_bytes: 250 };
    expect(findOversizedArguments({ a: 'x'.repeat(101) }, limits)).toEqual({ kind: 'value', parameter: 'a', bytes: 101, limit: 100 });
    expect(findOversizedArguments({ list: ['ok', 'é'.repeat(51)] }, limits)).toEqual({ kind: 'value', parameter: 'list', bytes: 102, limit: 100 });
    expect(findOversizedArguments({ a: 'x'.repeat(100), b: 'y'.repeat(100), c: 'z'.repeat(60) }, limits)).toMatchObject({ kind: 'call', limit: 250 });
    expect(findOversizedArguments({ a: 'x'.repeat(100), b: 'y'.repeat(100) }, limits)).toBeUndefined();
  });
});

describe('one client floods, another keeps its usual time (real server, real clients)', () => {
  let fx: ServeFixture;
  let http: RunningSvcHttp;
  let flooder: TestClient;
  let bystander: TestClient;

  beforeAll(async () => {
    fx = await serveFixture(['cli.echo', 'cli.touch']);
    const server = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile, limits: { ...DEFAULT_LIMITS } } });
    http = await server.serveHttp({ port: 0 });
    flooder = await connectCurrent({ kind: "http", url: http.mcpUrl });
    bystander = await connectCurrent({ kind: "http", url: http.mcpUrl });
  });
  afterAll(async () => {
    await flooder?.close();
    await bystander?.close();
    await http?.close();
  });

  async function echoMs(): Promise<number> {
    const started = performance.now();
    const result = await bystander.callTool('echo', { words: ['hello'] });
    expect(payloadOf(result).stdout).toBe('hello\n');
    return performance.now() - started;
  }

  it('a 1 MiB value is refused at once with guidance and audited; the other client is not held up', async () => {
    const usual: number[] = [];
    for (let i = 0; i < 5; i++) usual.push(await echoMs());
    const worst = SHAPES.token!;
    const refused = await flooder.callTool('echo', { words: [worst] });
    expect(refused.isError).toBe(true);
    const facts = JSON.parse(refused.content[1].text);
    // A failure's first text is its guidance (docs/results.md).
    expect(refused.content[0].text).toBe(facts.ai_guidance);
    expect(facts.ai_guidance).toBe(
      `The value of "words" is ${MIB} bytes, over svc's limit of 65536 bytes per value (limits.max_value_bytes). Nothing was run. Put large content in a file inside the working directory and pass its path instead, or split the work into smaller calls. The operator can raise the limit in ~/.svc/config.yaml.`,
    );
    // The worst shapes just under the limit, at a denied tool and at an allowed one, over and over.
    const nearLimit = Object.values(SHAPES).map((text) => text.slice(0, 60_000));
    let flooding = true;
    const flood = (async () => {
      let sent = 0;
      while (flooding) {
        const text = nearLimit[sent++ % nearLimit.length]!;
        await flooder.callTool(sent % 2 ? 'touch' : 'echo', { words: [text] });
      }
      return sent;
    })();
    const during: number[] = [];
    for (let i = 0; i < 5; i++) during.push(await echoMs());
    flooding = false;
    const sent = await flood;
    expect(sent).toBeGreaterThan(0);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(`[linear-input] echo median ${median(usual).toFixed(1)} ms alone, ${median(during).toFixed(1)} ms while ${sent} worst-case calls were sent`);
    // Before the fix one such value held the event loop for 15 to 25 s.
    expect(Math.max(...during)).toBeLessThan(Math.max(1000, 10 * median(usual)));
  });
});
