import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { VERSION } from '../version.ts';
import type { ToolDefinition } from './tool.ts';

/** Which tools a server offers. */
export interface McpServerOptions {
  /** Serve the tools that change data too (default: read-only tools only). */
  allowWrites?: boolean;
  /** Tool groups to serve (`desk`, `desk.people`, `reports`); all when absent. */
  groups?: readonly string[];
}

/** An MCP server (stdio or any transport) over the given tools: `tools/list` and `tools/call`. */
export function createMcpServer(tools: readonly ToolDefinition[], options: McpServerOptions = {}): Server {
  const inGroups = selectGroups(tools, options.groups);
  const served = inGroups.filter((tool) => tool.effect === 'read' || options.allowWrites === true);
  const server = new Server({ name: 'pike13', version: VERSION }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: served.map(listing) }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = served.find((candidate) => candidate.name === params.name);
    if (!tool) return failure(refusal(params.name, inGroups));
    try {
      const output = await tool.run(params.arguments ?? {});
      return { content: [{ type: 'text', text: JSON.stringify(output, null, 2) }] };
    } catch (error) {
      return failure(error instanceof Error ? error.message : String(error));
    }
  });
  return server;
}

function listing(tool: ToolDefinition) {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: { type: 'object' as const, ...tool.inputSchema },
    annotations: {
      readOnlyHint: tool.effect === 'read',
      destructiveHint: tool.effect === 'destructive',
      idempotentHint: tool.idempotent,
      // The tools reach the Pike13 service, outside the server.
      openWorldHint: true,
    },
  };
}

function refusal(name: string, inGroups: readonly ToolDefinition[]): string {
  const tool = inGroups.find((candidate) => candidate.name === name);
  if (tool) return `${name} changes data: start the server with --allow-writes to use it`;
  return `unknown tool ${name}`;
}

function failure(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** `desk.people` selects `desk_people_*`; an unknown group is an error naming the known ones. */
function selectGroups(tools: readonly ToolDefinition[], groups: readonly string[] | undefined) {
  if (!groups) return [...tools];
  const prefixes = groups.map((group) => `${group.replaceAll('.', '_')}_`);
  for (const [index, prefix] of prefixes.entries()) {
    if (!tools.some((tool) => `${tool.name}_`.startsWith(prefix))) {
      const known = [...new Set(tools.map((tool) => tool.name.split('_')[0]))].join(', ');
      throw new Error(`--tools: no tool in group ${groups[index]} (groups start with ${known})`);
    }
  }
  return tools.filter((tool) => prefixes.some((prefix) => `${tool.name}_`.startsWith(prefix)));
}
