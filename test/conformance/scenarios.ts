/**
 * How each server scenario of the MCP conformance suite (@modelcontextprotocol/conformance) applies
 * to svc. Data only; test/conformance/server-scenarios.test.ts runs the suite and reads this.
 *
 * - `applies`: the scenario needs nothing but a server (no fixture tools, resources or prompts).
 * - `reaimed`: the scenario calls one of the suite's fixture tools by name; svc serves one of its own
 *   tools (a binding of a real program) under that name, see REAIMED_TOOLS.
 * - `not-applicable`: it tests a feature svc does not declare (prompts, completions, logging,
 *   sampling, image/audio content, tasks) or a fixture whose exact shape svc cannot have. Listed
 *   with the reason so a reader sees the whole suite; test/conformance/reaimed-scenarios.test.ts
 *   re-implements the checks of those that have an svc counterpart (resources on kept outputs,
 *   input_required on an approval), and cancellation, for which the suite has no server scenario.
 */

/** The protocol revisions the suite is run at: the 2025 session protocol and the stateless one. */
export const SPEC_VERSIONS = ['2025-11-25', '2026-07-28'] as const;
export type SpecVersion = (typeof SPEC_VERSIONS)[number];

export interface ScenarioRule {
  verdict: 'applies' | 'reaimed' | 'not-applicable';
  /** Why, for `not-applicable`; what is re-aimed, for `reaimed`. */
  reason?: string;
  /** Checks of an applicable scenario that need a fixture svc cannot have: check id → why. */
  fixtureChecks?: Record<string, string>;
  /** Warnings count as failures too (the warning is what issue 22 is about). */
  strict?: boolean;
}

export const SCENARIOS: Record<string, ScenarioRule> = {
  'server-initialize': { verdict: 'applies' },
  'server-session-lifecycle': { verdict: 'applies' },
  'server-stateless': {
    verdict: 'applies',
    fixtureChecks: {
      'sep-2575-server-rejects-undeclared-capability': "calls the fixture tool test_missing_capability, which needs the client's sampling capability; svc never samples",
      'sep-2575-missing-capability-http-400': 'the same fixture tool, test_missing_capability',
    },
  },
  ping: { verdict: 'applies' },
  'tools-list': { verdict: 'applies' },
  'server-sse-multiple-streams': { verdict: 'applies' },
  'resources-list': { verdict: 'applies' },
  'sep-2164-resource-not-found': { verdict: 'applies' },
  'dns-rebinding-protection': { verdict: 'applies' },
  'http-header-validation': { verdict: 'applies' },
  caching: {
    verdict: 'applies',
    fixtureChecks: { 'sep-2549-prompts-list-caching-hints': 'calls prompts/list, which svc does not declare (no prompts capability), so -32601 is the right answer' },
  },
  'input-required-result-missing-input-response': { verdict: 'applies' },
  'input-required-result-unsupported-methods': { verdict: 'applies' },
  'input-required-result-ignore-extra-params': { verdict: 'applies' },
  'input-required-result-validate-input': { verdict: 'applies' },
  'sep-2640-skills-directory': { verdict: 'applies' },
  'sep-2640-skills-enumeration': { verdict: 'applies' },
  'sep-2640-skills-manifest': { verdict: 'applies' },

  'tools-call-simple-text': { verdict: 'reaimed', reason: 'test_simple_text is ls (lists the server directory)' },
  'tools-call-error': { verdict: 'reaimed', reason: 'test_error_handling is a program that fails with a message on stderr only (fail-stderr.sh), as most programs do' },
  'tools-call-with-progress': { verdict: 'reaimed', reason: 'test_tool_with_progress is sleeper (5 s): svc reports progress every second' },
  'tools-call-elicitation': { verdict: 'reaimed', reason: 'test_elicitation is echo under an ACL rule that requires approval; svc asks through elicitation (--approval elicit)' },
  'server-sse-polling': { verdict: 'reaimed', reason: 'test_reconnection is sleeper (5 s) on a POST SSE stream; strict: the priming event and retry field of SEP-1699 are issue 22 item 7', strict: true },

  'logging-set-level': { verdict: 'not-applicable', reason: 'svc does not declare the logging capability' },
  'completion-complete': { verdict: 'not-applicable', reason: 'svc does not declare the completions capability' },
  'tools-call-image': { verdict: 'not-applicable', reason: 'svc results are program output as text (docs/results.md); no image content' },
  'tools-call-audio': { verdict: 'not-applicable', reason: 'no audio content' },
  'tools-call-embedded-resource': { verdict: 'not-applicable', reason: 'svc links kept outputs (resource_link) and never embeds them' },
  'tools-call-mixed-content': { verdict: 'not-applicable', reason: 'needs image and embedded resource content' },
  'tools-call-with-logging': { verdict: 'not-applicable', reason: 'svc does not declare the logging capability' },
  'tools-call-sampling': { verdict: 'not-applicable', reason: 'svc never asks the client to sample' },
  'json-schema-2020-12': { verdict: 'not-applicable', reason: 'checks that the fixture json_schema_2020_12_tool keeps $schema/$defs/anyOf of its hand-written schema; svc generates its schemas from help text' },
  'elicitation-sep1034-defaults': { verdict: 'not-applicable', reason: 'checks the default values of the fixture form test_elicitation_sep1034_defaults; svc asks one yes/no approval question' },
  'elicitation-sep1330-enums': { verdict: 'not-applicable', reason: 'checks the enum forms of a fixture; svc asks one yes/no approval question' },
  'resources-read-text': { verdict: 'not-applicable', reason: 'reads the fixture URI test://static-text; re-implemented on a kept output in reaimed-scenarios.test.ts' },
  'resources-read-binary': { verdict: 'not-applicable', reason: 'reads the fixture URI test://static-binary; re-implemented on a kept output in reaimed-scenarios.test.ts' },
  'resources-templates-read': { verdict: 'not-applicable', reason: 'reads the fixture template test://template/{id}/data; re-implemented with svc://output/{id}/{stream}{?offset,length} in reaimed-scenarios.test.ts' },
  'resources-subscribe': { verdict: 'not-applicable', reason: 'svc does not declare resources.subscribe (kept outputs never change)' },
  'resources-unsubscribe': { verdict: 'not-applicable', reason: 'svc does not declare resources.subscribe' },
  'prompts-list': { verdict: 'not-applicable', reason: 'svc does not declare prompts' },
  'prompts-get-simple': { verdict: 'not-applicable', reason: 'svc does not declare prompts' },
  'prompts-get-with-args': { verdict: 'not-applicable', reason: 'svc does not declare prompts' },
  'prompts-get-embedded-resource': { verdict: 'not-applicable', reason: 'svc does not declare prompts' },
  'prompts-get-with-image': { verdict: 'not-applicable', reason: 'svc does not declare prompts' },
  'http-custom-header-server-validation': { verdict: 'not-applicable', reason: 'needs a tool with x-mcp-header parameters (SEP-2243); svc declares none' },
  'input-required-result-basic-elicitation': { verdict: 'not-applicable', reason: 'fixture tool test_input_required_result_elicitation with input key user_name; re-implemented on an approval in reaimed-scenarios.test.ts' },
  'input-required-result-basic-sampling': { verdict: 'not-applicable', reason: 'svc never samples' },
  'input-required-result-basic-list-roots': { verdict: 'not-applicable', reason: 'fixture tool that asks roots/list as an input request; svc reads roots from _meta' },
  'input-required-result-request-state': { verdict: 'not-applicable', reason: 'fixture tool test_input_required_result_request_state; requestState on an approval is re-implemented in reaimed-scenarios.test.ts' },
  'input-required-result-multiple-input-requests': { verdict: 'not-applicable', reason: 'svc asks one question per call' },
  'input-required-result-multi-round': { verdict: 'not-applicable', reason: 'svc asks one question per call' },
  'input-required-result-non-tool-request': { verdict: 'not-applicable', reason: 'svc asks questions only for tool calls (prompts/get is the fixture)' },
  'input-required-result-result-type': { verdict: 'not-applicable', reason: 'fixture tool; resultType on an approval is re-implemented in reaimed-scenarios.test.ts' },
  'input-required-result-tampered-state': { verdict: 'not-applicable', reason: 'fixture tool; a tampered requestState on an approval is re-implemented in reaimed-scenarios.test.ts' },
  'input-required-result-capability-check': { verdict: 'not-applicable', reason: 'needs a tool that asks for sampling or elicitation depending on capabilities' },
  'tasks-lifecycle': { verdict: 'not-applicable', reason: 'tasks extension, which svc does not implement (optional by SEP-1730)' },
  'tasks-capability-negotiation': { verdict: 'not-applicable', reason: 'tasks extension' },
  'tasks-wire-fields': { verdict: 'not-applicable', reason: 'tasks extension' },
  'tasks-request-state-removal': { verdict: 'not-applicable', reason: 'tasks extension' },
  'tasks-mrtr-input': { verdict: 'not-applicable', reason: 'tasks extension' },
  'tasks-request-headers': { verdict: 'not-applicable', reason: 'tasks extension' },
  'tasks-dispatch-and-envelope': { verdict: 'not-applicable', reason: 'tasks extension' },
  'tasks-status-notifications': { verdict: 'not-applicable', reason: 'tasks extension' },
  'tasks-required-task-error': { verdict: 'not-applicable', reason: 'tasks extension' },
  'tasks-mrtr-composition': { verdict: 'not-applicable', reason: 'tasks extension' },
};

/**
 * Scenarios (`<scenario>@<spec version>`, or `reaimed:<check>` for reaimed-scenarios.test.ts) that fail today because of items of issue 22 that other
 * changes fix. Their tests are `it.fails`: when a fix lands the test fails, and the entry goes.
 */
export const KNOWN_FAILING_UNTIL_ISSUE_22: Record<string, string> = {
  // reaimed-scenarios.test.ts (`reaimed:<check>`):
  'reaimed:sep-2322-reject-tampered-state': 'not an issue 22 item: svc answers a tampered or replayed requestState by asking again (input_required) where the suite requires a JSON-RPC error; nothing runs either way (checked on disk by the next test)',
};
