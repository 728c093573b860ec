/**
 * Issue 19 item 1: the worst time any caller input takes in svc's own code. Every function that
 * reads a caller's value or a program's output is fed 1 MiB values shaped to make backtracking
 * patterns blow up; the worst CPU time per function is printed beside the baseline, one native
 * linear pass over the same text (`String.prototype.indexOf` of a character that is not there).
 * Target: every function under 50 ms of CPU on 1 MiB.
 * Run: npx tsx bench/linear-input.ts
 */
import { redactArgv, redactCredentials } from '../src/govern/redact.js';
import { hasHiddenText, visibleText } from '../src/govern/visible-text.js';
import { renderArgvParts } from '../src/exec/render-argv.js';
import { formatCommand, nonZeroExitGuidance, reportsPermissionProblem, unknownToolGuidance } from '../src/exec/guidance.js';
import { argumentPolicy } from '../src/govern/argument-policy.js';
import { progressMessage } from '../src/call/progress-message.js';
import { findOversizedArguments } from '../src/call/argument-size.js';
import { validateArguments } from '../src/schema/validate.js';
import { inputHash } from '../src/govern/audit.js';
import { descriptorInTokens } from '../src/govern/transport-descriptors.js';
import { boostingFlagsInCall } from '../src/govern/call-boosting.js';
import { resolveLikeKernel } from '../src/exec/workspace.js';
import { sandboxRefusalHint, DEFAULT_SANDBOX_LIMITS } from '../src/sandbox/index.js';
import type { Binding } from '../src/bindings/types.js';
import { ADVERSARIAL_SHAPES, cpuMs } from '../test/support/adversarial-input.js';

const MIB = 1 << 20;
const SHAPES = Object.values(ADVERSARIAL_SHAPES);

const binding = {
  module_id: 'cli.t', alias: 't', target: { binary: '/bin/echo', command_path: [] },
  input_schema: { type: 'object', properties: { value: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--value', 'x-cli-value-style': 'equals' } } },
} as unknown as Binding;
const policy = { argv0: '/bin/echo', argv: [], cwd: '/w', readableRoots: ['/w'], writableRoots: [], network: false, homeDir: '/home/u', visibleHomeFiles: [], extraReadable: [], extraWritable: [], hiddenPaths: ['/home/u/.svc'], limits: DEFAULT_SANDBOX_LIMITS, env: {} };

const FUNCTIONS: Record<string, (text: string) => unknown> = {
  redactCredentials, visibleText,
  redactArgv: (text) => redactArgv(['/usr/bin/curl', '--password', text, text]),
  formatCommand: (text) => formatCommand(['/bin/echo', text]),
  renderArgvParts: (text) => { try { renderArgvParts(binding, { value: text }); } catch { /* refused: fine */ } },
  nonZeroExitGuidance: (text) => nonZeroExitGuidance(['/bin/echo'], 1, text),
  unknownToolGuidance, progressMessage: (text) => progressMessage(text, ['token']),
  findOversizedArguments: (text) => findOversizedArguments({ a: text }, { max_value_bytes: 2 * MIB, max_call_bytes: 4 * MIB }),
  validateArguments: (text) => validateArguments(binding.input_schema, { value: text }),
  inputHash: (text) => inputHash({ value: text }, 'salt'),
  descriptorInTokens: (text) => descriptorInTokens([text, `--address=${text}`], '--address'),
  boostingFlagsInCall: (text) => boostingFlagsInCall([text, `-${text}`, `--directories=${text}`], { program: 'grep', valueShortFlags: ['-d'] }),
  resolveLikeKernel: (text) => resolveLikeKernel(text, '/tmp'),
  sandboxRefusalHint: (text) => sandboxRefusalHint({ stderr: text, exitCode: 1, signal: null }, policy),
  hasHiddenText, reportsPermissionProblem,
  argumentPolicy: (text) => argumentPolicy(binding, [{ parameter: 'value', tokens: [`--value=${text}`] }]),
};

const baseline = Math.max(...SHAPES.map((text) => cpuMs(() => text.indexOf('\u0000'))));
let worst = { name: '', ms: 0 };
for (const [name, fn] of Object.entries(FUNCTIONS)) {
  fn('warm up https://a:b@c ?token=x');
  const ms = Math.max(...SHAPES.map((text) => cpuMs(() => fn(text))));
  if (ms > worst.ms) worst = { name, ms };
  console.log(`${name.padEnd(22)} worst ${ms.toFixed(1).padStart(6)} ms on 1 MiB  (${(ms / Math.max(baseline, 0.01)).toFixed(0)}x one native pass)${ms >= 50 ? '  MISSED 50 ms' : ''}`);
}
console.log(`baseline: one native indexOf pass over 1 MiB, ${baseline.toFixed(2)} ms; worst of all: ${worst.name} ${worst.ms.toFixed(1)} ms (target < 50 ms)`);
