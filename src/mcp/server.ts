import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { VERSION } from '../version.ts';
import { compactInputSchema } from './compact-schema.ts';
import { SERVER_INSTRUCTIONS } from './instructions.ts';
import type { ToolDefinition } from './tool.ts';
import { DEFAULT_TOOLSETS, selectToolsets } from './toolsets.ts';

/** Which tools a server offers. */
export interface McpServerOptions {
  /** Serve the tools that change data too (default: read-only tools only). */
  allowWrites?: boolean;
  /**
   * Areas or resources to serve (`desk`, `desk.people`, `reports`, `all`); `DEFAULT_TOOLSETS` when absent.
   */
  toolsets?: readonly string[];
}

/** An MCP server (stdio or any transport) over the given tools: `tools/list` and `tools/call`. */
export function createMcpServer(tools: readonly ToolDefinition[], options: McpServerOptions = {}): Server {
  const inGroups = selectToolsets(tools, options.toolsets ?? DEFAULT_TOOLSETS);
  const served = inGroups.filter((tool) => tool.effect === 'read' || options.allowWrites === true);
  const server = new Server(
    { name: 'pike13', version: VERSION },
    { capabilities: { tools: {} }, instructions: SERVER_INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: served.map(listing) }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = served.find((candidate) => candidate.name === params.name);
    if (!tool) return failure(refusal(params.name, inGroups));
    try {
      const output = await tool.run(params.arguments ?? {});
      return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output };
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
    inputSchema: { type: 'object' as const, ...compactInputSchema(tool.inputSchema) },
    outputSchema: { type: 'object' as const, ...tool.outputSchema },
    annotations: annotationsOf(tool),
  };
}

/**
 * The hints of a tool's declared effect. A read says `readOnlyHint` alone: the spec gives the destructive
 * and idempotent hints meaning only when it is false. Every tool reaches the Pike13 service, outside.
 */
function annotationsOf(tool: ToolDefinition) {
  if (tool.effect === 'read') return { readOnlyHint: true, openWorldHint: true };
  return {
    readOnlyHint: false,
    destructiveHint: tool.effect === 'destructive',
    idempotentHint: tool.idempotent,
    openWorldHint: true,
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
