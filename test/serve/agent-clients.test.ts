/**
 * The MCP client libraries agent apps are built on, against `svc serve` over stdio: each connects,
 * lists, converts every tool to its own tool format, and runs git_log in its root. No model
 * provider is called (no API keys): only the MCP and conversion parts.
 *
 * - Vercel AI SDK: `createMCPClient` (`@ai-sdk/mcp`) with its stdio transport, `tools()`;
 * - LangChain: `MultiServerMCPClient` (`@langchain/mcp-adapters`), `getTools()`;
 * - OpenAI Agents SDK: `MCPServerStdio` (`@openai/agents`), `getAllMcpTools()` (strict and not).
 */
import { createMCPClient } from '@ai-sdk/mcp';
import { Experimental_StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { getAllMcpTools, MCPServerStdio, RunContext, type FunctionTool } from '@openai/agents';
import { beforeAll, describe, expect, it } from 'vitest';
import { SVC_BIN } from '../support/paths.js';
import { workspaceFixture, type WorkspaceFixture } from './workspace-fixture.js';

let ws: WorkspaceFixture;
let args: string[];
const TOOLS = ['envdump', 'git_log', 'git_ls_remote', 'ls'];
beforeAll(async () => {
  ws = await workspaceFixture();
  // These libraries do not answer roots/list, so the operator's --root says where to work.
  args = [SVC_BIN, 'serve', '--root', ws.repoA];
});

/** The program output inside svc's result text. */
// content[0] is the program's output as plain text (docs/results.md).
const stdoutOf = (text: string): string => text;

describe('agent client libraries', () => {
  it('Vercel AI SDK (@ai-sdk/mcp createMCPClient): tools() converts every tool; git_log runs in the root', async () => {
    const client = await createMCPClient({ transport: new Experimental_StdioMCPTransport({ command: process.execPath, args, env: ws.env, stderr: 'pipe' }) });
    try {
      const listed = await client.listTools();
      expect(listed.tools.map((t) => t.name).sort()).toEqual(TOOLS);
      const tools = await client.tools();
      expect(Object.keys(tools).sort()).toEqual(TOOLS);
      for (const [name, tool] of Object.entries(tools)) {
        const schema = (tool.inputSchema as { jsonSchema: { properties: Record<string, unknown> } }).jsonSchema;
        expect(schema.properties, name).toHaveProperty('working_directory');
        expect(typeof tool.execute, name).toBe('function');
      }
      const result = (await tools.git_log!.execute!({ oneline: true }, { toolCallId: 'call-1', messages: [] })) as { content: Array<{ type: string; text: string }>; isError?: boolean };
      expect(result.isError).toBeFalsy();
      expect(stdoutOf(result.content[0]!.text)).toContain('alpha commit');
    } finally {
      await client.close();
    }
  });

  it('LangChain (@langchain/mcp-adapters MultiServerMCPClient): getTools() converts every tool; git_log runs in the root', async () => {
    const client = new MultiServerMCPClient({ mcpServers: { svc: { transport: 'stdio', command: process.execPath, args, env: ws.env, stderr: 'pipe' } } });
    try {
      const tools = await client.getTools();
      expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
      for (const tool of tools) expect(tool.schema, tool.name).toBeTruthy();
      const gitLog = tools.find((t) => t.name === 'git_log')!;
      const output = await gitLog.invoke({ oneline: true });
      const text = typeof output === 'string' ? output : JSON.stringify(output);
      expect(text).toContain('alpha commit');
      // LangChain turns an isError result into a ToolException carrying svc's guidance.
      await expect(tools.find((t) => t.name === 'ls')!.invoke({ working_directory: ws.repoB })).rejects.toThrow('is outside the directories this session may work in, so nothing was run.');
    } finally {
      await client.close();
    }
  });

  it('OpenAI Agents SDK (@openai/agents MCPServerStdio): getAllMcpTools converts every tool, strict and not; git_log runs in the root', async () => {
    // The SDK's default request timeout is 5 s, which svc's start-up on a loaded CI machine can pass.
    const server = new MCPServerStdio({ name: 'svc', command: process.execPath, args, env: ws.env, clientSessionTimeoutSeconds: 30 });
    await server.connect();
    try {
      expect((await server.listTools()).map((t) => t.name).sort()).toEqual(TOOLS);
      for (const strict of [false, true]) {
        const tools = (await getAllMcpTools({ mcpServers: [server], convertSchemasToStrict: strict })) as FunctionTool[];
        expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
        for (const tool of tools) {
          expect(tool.type).toBe('function');
          expect(tool.parameters.properties, tool.name).toHaveProperty('working_directory');
        }
        const gitLog = tools.find((t) => t.name === 'git_log')!;
        const input = strict ? { oneline: true, max_count: null, decorate: null, format: null, revision: null, working_directory: null } : { oneline: true };
        const output = await gitLog.invoke(new RunContext(), JSON.stringify(input));
        expect(JSON.stringify(output)).toContain('alpha commit');
      }
    } finally {
      await server.close();
    }
  });
});
