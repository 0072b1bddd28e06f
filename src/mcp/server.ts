import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { VERSION } from '../version.ts';
import { withCheckedArguments } from './arguments.ts';
import { compactInputSchema } from './compact-schema.ts';
import { discoveryTools } from './discovery.ts';
import { SERVER_INSTRUCTIONS } from './instructions.ts';
import { PROMPTS, promptText } from './prompts.ts';
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
  /** Serve `find_tools`, `describe_tool` and `call_tool` in place of the tools (clients that cap their count). */
  discovery?: boolean;
}

/**
 * An MCP server (stdio or any transport) over the given tools: `tools/list` and `tools/call`, and the
 * analysis prompts when the report tools are served.
 */
export function createMcpServer(tools: readonly ToolDefinition[], options: McpServerOptions = {}): Server {
  const inGroups = selectToolsets(tools, options.toolsets ?? DEFAULT_TOOLSETS).map(withCheckedArguments);
  const allowed = inGroups.filter((tool) => tool.effect === 'read' || options.allowWrites === true);
  const served = options.discovery
    ? discoveryTools(allowed, (name) => refusal(name, inGroups)).map(withCheckedArguments)
    : allowed;
  const prompts = allowed.some((tool) => tool.name === 'reports_query') ? PROMPTS : [];
  const server = new Server(
    { name: 'pike13', version: VERSION },
    {
      capabilities: { tools: {}, ...(prompts.length ? { prompts: {} } : {}) },
      instructions: SERVER_INSTRUCTIONS,
    },
  );
  if (prompts.length) servePrompts(server, prompts);
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

function servePrompts(server: Server, prompts: typeof PROMPTS): void {
  server.setRequestHandler(ListPromptsRequestSchema, () => ({
    prompts: prompts.map(({ name, title, description, arguments: args }) => ({
      name,
      title,
      description,
      arguments: [...args],
    })),
  }));
  server.setRequestHandler(GetPromptRequestSchema, ({ params }) => {
    const prompt = prompts.find((candidate) => candidate.name === params.name);
    if (!prompt) {
      const known = prompts.map((candidate) => candidate.name).join(', ');
      throw new McpError(ErrorCode.InvalidParams, `unknown prompt ${params.name}: ${known}`);
    }
    let text: string;
    try {
      text = promptText(prompt, params.arguments ?? {});
    } catch (error) {
      throw new McpError(ErrorCode.InvalidParams, (error as Error).message);
    }
    return { messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }] };
  });
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
 * `destructiveHint: false` means "only additive updates": a write sent twice adds twice (a create). One that
 * may be sent twice sets what exists (an update, a state moved), overwriting it: destructive for the spec.
 */
function annotationsOf(tool: ToolDefinition) {
  if (tool.effect === 'read') return { readOnlyHint: true, openWorldHint: true };
  return {
    readOnlyHint: false,
    destructiveHint: tool.effect === 'destructive' || tool.idempotent,
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
