/**
 * The package root is the public surface: the explorer API compatible with `mcp-embedded-ui`, the
 * server builder, the OpenAI export, the scanner and the binding model.
 */
import { describe, expect, it } from 'vitest';
import * as svc from '../src/index.js';

describe('package root exports', () => {
  it.each([
    'createHandler', 'createNodeHandler', 'buildUIRoutes', 'validateArguments',
    'createSvcServer', 'toOpenAITools', 'createToolRuntime',
    'scanTool', 'parseHelp', 'buildInputSchema', 'buildBinding',
    'readBindings', 'writeBinding', 'aliasFor', 'moduleIdFor',
    'inferAnnotations', 'generateAcl', 'evaluateAcl', 'createAuditLog', 'renderArgv', 'loadConfig',
  ])('exports %s as a function', (name) => {
    expect(typeof (svc as Record<string, unknown>)[name]).toBe('function');
  });
});
