import { DEFAULT_TOOLSETS } from '../mcp/toolsets.ts';
import { clientFromEnv, TARGET_OPTIONS, targetOf } from './client-from-env.ts';
import { type CommandLine, type HelpedOption, parseCommandLine } from './command-line.ts';
import { HTTP_OPTIONS, runMcpHttp } from './mcp-http.ts';
import { UsageError } from './usage-error.ts';

/** `pike13 mcp`'s grammar and help (its flags complete too). */
export const MCP = {
  usage: 'mcp [options]',
  about: [
    'Serves the Pike13 tools to an MCP client on stdio, one tool per endpoint, read-only unless --allow-writes.',
    'With --http: a remote server at /mcp that signs users in with OAuth through Pike13 (PIKE13_CLIENT_ID, PIKE13_CLIENT_SECRET).',
    `Areas: desk, front, account, webhooks, reports, or a resource (desk.people); default ${DEFAULT_TOOLSETS.join(',')}.`,
    'Needs @modelcontextprotocol/sdk (npm install @modelcontextprotocol/sdk).',
  ].join('\n'),
  options: {
    'allow-writes': { type: 'boolean', default: false, help: 'also offer the tools that change data' },
    discovery: {
      type: 'boolean',
      default: false,
      help: 'serve find_tools, describe_tool and call_tool in place of the tools',
    },
    toolsets: {
      type: 'string',
      value: 'areas',
      help: 'serve these areas or resources, e.g. front,reports or all',
    },
    ...TARGET_OPTIONS,
    ...HTTP_OPTIONS,
  },
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/**
 * Most bytes of one message from the client. A tool call's arguments take a few kilobytes; the SDK's 10 MiB
 * default let a runaway line cost seconds of CPU before the refusal (its buffer is copied at each chunk).
 */
const MAX_MESSAGE_BYTES = 2 ** 20;

/**
 * `pike13 mcp [--allow-writes] [--toolsets desk.people,reports] [--subdomain S | --base-url URL] [--profile P]`:
 * the MCP server on stdio, its tools generated from the endpoint registry. Needs `@modelcontextprotocol/sdk`.
 * Fails (exit code 1) when its transport closes: it serves until its input ends.
 */
export async function runMcp(args: string[]): Promise<void> {
  const values = parseCommandLine(args, MCP);
  if (!values) return;
  const toolsets = values.toolsets?.split(',').map((toolset) => toolset.trim());
  const tools = { allowWrites: values['allow-writes'], toolsets, discovery: values.discovery };
  if (values.http) return runMcpHttp(values, tools);
  const client = await clientFromEnv(targetOf(values));
  const { createMcpServer, pike13Tools, StdioServerTransport } = await loadMcp();
  const server = createMcpServer(await pike13Tools(client), tools);
  // The transport reports why it closes (its buffer's limit) to onerror just before: the exit's reason.
  let lastError: Error | undefined;
  const closed = new Promise<void>((resolve) => {
    server.onerror = (error) => {
      lastError = error;
    };
    server.onclose = resolve;
  });
  const input = process.stdin;
  await server.connect(new StdioServerTransport(input, process.stdout, { maxBufferSize: MAX_MESSAGE_BYTES }));
  await closed;
  // The transport only pauses its input, and a paused pipe keeps the process alive, deaf.
  input.destroy();
  throw new Error(
    `mcp: the stdio connection closed (${lastError?.message ?? 'no reason given'}): the server stops`,
  );
}

/** The MCP modules, loaded only here: `@modelcontextprotocol/sdk` is an optional peer dependency. */
async function loadMcp() {
  try {
    const [{ createMcpServer }, { pike13Tools }, { StdioServerTransport }] = await Promise.all([
      import('../mcp/server.ts'),
      import('../mcp/tools.ts'),
      import('@modelcontextprotocol/sdk/server/stdio.js'),
    ]);
    return { createMcpServer, pike13Tools, StdioServerTransport };
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new UsageError('pike13 mcp needs the MCP SDK: npm install @modelcontextprotocol/sdk');
  }
}
