/**
 * The MCP server's figures, as the MCP SDK client receives them against a sandbox: bytes of `tools/list`
 * (read-only and with writes), of a 25-person `desk_people_list` result, and the share of described input
 * properties. `npx node scripts/mcp-figures.ts`
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Pike13 } from '../src/index.ts';
import { createMcpServer, type McpServerOptions } from '../src/mcp/server.ts';
import { pike13Tools } from '../src/mcp/tools.ts';
import { createSandbox } from '../src/sandbox/index.ts';

const sandbox = await createSandbox({ rateLimit: false });
const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff, rateLimit: false });
const tools = await pike13Tools(pike13);

/** An MCP SDK client on a server over the tools. */
async function connect(options: McpServerOptions): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'figures', version: '1.0.0' });
  await createMcpServer(tools, options).connect(serverSide);
  await client.connect(clientSide);
  return client;
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const modes: [string, McpServerOptions][] = [
  ['read-only', {}],
  ['with writes', { allowWrites: true }],
  ['read-only, --toolsets all', { toolsets: ['all'] }],
  ['with writes, --toolsets all', { allowWrites: true, toolsets: ['all'] }],
  ['--discovery', { discovery: true }],
];
for (const [mode, options] of modes) {
  const client = await connect(options);
  const listed = await client.listTools();
  const properties = listed.tools.flatMap((tool) => Object.values(tool.inputSchema.properties ?? {}));
  const described = properties.filter((property) => (property as { description?: string }).description);
  console.log(
    `tools/list ${mode}: ${listed.tools.length} tools, ${bytes(listed)} bytes;` +
      ` ${described.length} of ${properties.length} input properties described`,
  );
  if (mode === 'read-only') {
    const page = await client.callTool({ name: 'desk_people_list', arguments: {} });
    const text = (page.content as { text: string }[])[0]?.text ?? '';
    console.log(
      `desk_people_list (25 people): text ${Buffer.byteLength(text)} bytes, structuredContent ` +
        `${bytes(page.structuredContent)} bytes, whole result ${bytes(page)} bytes`,
    );
  }
  await client.close();
}
await sandbox.close();
