import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sandboxFor, sdk } from '../sandbox/support.ts';
import { CLI, cliEnv, runCli } from '../support/cli.ts';
import { sendJson, startLoopback } from '../support/loopback.ts';

/** The mcp tests start a Node process; on a loaded machine that takes seconds. */
const SLOW = { timeout: 30_000 };

/** The MCP SDK client on `pike13 mcp …` as a process, with the staff token of the sandbox; closed after the test. */
async function mcpClient(sandbox: Awaited<ReturnType<typeof sandboxFor>>, args: string[]) {
  return (await mcpSession(sandbox, args)).client;
}

/** `mcpClient` and its transport, whose process and stderr a test watches. */
async function mcpSession(sandbox: Awaited<ReturnType<typeof sandboxFor>>, args: string[]) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'mcp', ...args],
    env: cliEnv({ PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url }),
    stderr: 'pipe',
  });
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(transport);
  onTestFinished(() => client.close());
  return { client, transport };
}

/** The process the transport started: the SDK keeps it private, and its exit code is what a test may be about. */
function processOf(transport: StdioClientTransport): ChildProcess {
  const child = (transport as unknown as { _process?: ChildProcess })._process;
  if (!child) throw new Error('the MCP SDK keeps its process elsewhere: find it again');
  return child;
}

describe('pike13 desk|front|account (in-process) and pike13 mcp (a process on stdio) against the sandbox', () => {
  it('pike13 desk people list --table lists the clients as an aligned table', SLOW, async () => {
    const sandbox = await sandboxFor();
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const { code, stdout } = await runCli(['desk', 'people', 'list', '--table'], env);
    expect(code).toBe(0);
    const [header, ...rows] = stdout.trimEnd().split('\n');
    const page = await sdk(sandbox).desk.people.list();
    expect(header).toMatch(/^id +name +/);
    expect(rows).toHaveLength(page.items.length);
    const nameAt = header?.indexOf('name') ?? 0;
    expect(rows.map((row) => row.slice(0, nameAt).trim())).toEqual(
      page.items.map((person) => String(person.id)),
    );
    expect(rows[0]?.slice(nameAt)).toContain(page.items[0]?.name as string);
  });

  it('pike13 desk people list --ndjson prints one JSON record a line', SLOW, async () => {
    const sandbox = await sandboxFor();
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const { code, stdout } = await runCli(['desk', 'people', 'list', '--is-member', '--ndjson'], env);
    expect(code).toBe(0);
    const ids = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).id);
    const page = await sdk(sandbox).desk.people.list({ is_member: true });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(page.items.map((person) => person.id));
  });

  it(
    'exit code 2 and one line for bad usage, 1 for a service error; the token never printed',
    SLOW,
    async () => {
      const sandbox = await sandboxFor();
      const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
      const usage = await runCli(['desk', 'people', 'list', '--colour', 'red'], env);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toMatch(/^pike13: unknown option --colour; options: --page, /);
      const missing = await runCli(['desk', 'people', 'get', '999999'], env);
      expect(missing.code).toBe(1);
      expect(missing.stderr.trim().split('\n')).toHaveLength(1);
      expect(missing.stderr).toMatch(/^pike13: .*404/);
      expect(`${usage.stderr}${missing.stderr}`).not.toContain(sandbox.tokens.staff);
      const noToken = await runCli(['desk', 'people', 'list'], { PIKE13_BASE_URL: sandbox.url });
      expect(noToken).toMatchObject({
        code: 2,
        stderr: 'pike13: no token: run pike13 login, or set PIKE13_TOKEN\n',
      });
    },
  );

  it('exit code 2 and one line for a URL over 8,192 characters; nothing sent', SLOW, async () => {
    const service = await startLoopback((_request, response) => sendJson(response, 200, { results: [] }));
    onTestFinished(() => service.close());
    const env = { PIKE13_TOKEN: 'tok_cli_secret', PIKE13_BASE_URL: service.url };
    const { code, stdout, stderr } = await runCli(
      ['desk', 'people', 'search', '--q', 'x'.repeat(10_000)],
      env,
    );
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe(
      `pike13: GET /api/v2/desk/people/search: the URL would be ${service.url.length + 10_029} characters, over the 8192 servers take; q makes 10002 of them\n`,
    );
    expect(service.requests).toEqual([]);
  });

  it('help needs no token: the verbs of a resource with their meanings', SLOW, async () => {
    const { code, stdout } = await runCli(['desk', 'visits', '--help'], {});
    expect(code).toBe(0);
    expect(stdout).toMatch(/list-by-event-occurrence +The visits of an event occurrence/);
  });

  it('pike13 mcp serves the tools over stdio to the MCP SDK client', SLOW, async () => {
    const sandbox = await sandboxFor();
    const client = await mcpClient(sandbox, ['--toolsets', 'desk.people']);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'desk_people_get',
      'desk_people_list',
      'desk_people_me',
      'desk_people_search',
    ]);
    expect(tools.find((tool) => tool.name === 'desk_people_list')?.title).toBe('Desk people: list');
    expect(client.getInstructions()).toContain('next_cursor');
    const me = await client.callTool({ name: 'desk_people_me', arguments: {} });
    const staff = JSON.parse((me.content as { text: string }[])[0]?.text ?? '');
    expect(staff.id).toBe((await sdk(sandbox).desk.people.me()).id);
    expect(me.structuredContent).toEqual(staff);
    const cut = await client.callTool({ name: 'desk_people_list', arguments: { all: true, limit: 30 } });
    expect(cut.structuredContent).toMatchObject({ has_more: true, next_cursor: '2:5' });
  });

  it('pike13 mcp --discovery: find, describe and call a tool; the analysis prompts', SLOW, async () => {
    const sandbox = await sandboxFor();
    const client = await mcpClient(sandbox, ['--discovery']);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint])).toEqual([
      ['find_tools', true],
      ['describe_tool', true],
      ['call_tool', true],
    ]);
    const found = await client.callTool({ name: 'find_tools', arguments: { query: 'people list' } });
    const names = (found.structuredContent as { items: { name: string }[] }).items.map((tool) => tool.name);
    expect(names[0]).toBe('desk_people_list');
    expect(names).not.toContain('desk_people_create');
    const described = await client.callTool({
      name: 'describe_tool',
      arguments: { name: 'desk_people_get' },
    });
    expect(described.structuredContent).toMatchObject({
      effect: 'read',
      inputSchema: {
        properties: { id: { type: 'integer', minimum: 1, description: 'The id of the person.' } },
      },
    });
    const called = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'desk_people_me', arguments: {} },
    });
    expect((called.structuredContent as { id: number }).id).toBe((await sdk(sandbox).desk.people.me()).id);
    const refused = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'desk_people_create', arguments: { first_name: 'Ada' } },
    });
    expect(refused).toMatchObject({ isError: true });
    expect((refused.content as { text: string }[])[0]?.text).toBe(
      'desk_people_create changes data: start the server with --allow-writes to use it',
    );
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual([
      'attendance',
      'retention',
      'revenue',
      'unpaid_invoices',
    ]);
    const revenue = await client.getPrompt({
      name: 'revenue',
      arguments: { from: '2026-01-01', to: '2026-03-31' },
    });
    const text = (revenue.messages[0]?.content as { text?: string } | undefined)?.text;
    expect(text).toMatch(/^Analyse revenue from 2026-01-01 to 2026-03-31\. Query the invoice_items report/);
    await expect(client.getPrompt({ name: 'revenue', arguments: { from: 'last year' } })).rejects.toThrow(
      'from must be a date, YYYY-MM-DD',
    );
  });

  it(
    'pike13 mcp exits 1, saying why on stderr, when a line over its 1 MiB stdio buffer closes its transport',
    SLOW,
    async () => {
      const sandbox = await sandboxFor();
      const { client, transport } = await mcpSession(sandbox, ['--toolsets', 'desk.people']);
      await client.callTool({ name: 'desk_people_me', arguments: {} });
      const exited = once(processOf(transport), 'exit');
      let stderr = '';
      transport.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      // One JSON-RPC line over the 1 MiB the server's StdioServerTransport buffers before it closes.
      const args = { q: 'x'.repeat(2 ** 20) };
      const huge = client.callTool({ name: 'desk_people_search', arguments: args }, undefined, {
        timeout: 20_000,
      });
      await expect(huge).rejects.toThrow(/Connection closed/);
      const [code] = await exited;
      expect(code).toBe(1);
      expect(stderr).toMatch(
        /^pike13: mcp: the stdio connection closed \(ReadBuffer exceeded maximum size of 1048576 bytes\): the server stops\n$/,
      );
    },
  );

  it('pike13 mcp --toolsets names the areas when one is unknown', SLOW, async () => {
    const { code, stderr } = await runCli(['mcp', '--toolsets', 'desks'], {
      PIKE13_TOKEN: 'x',
      PIKE13_BASE_URL: 'http://127.0.0.1:9',
    });
    expect(code).not.toBe(0);
    expect(stderr).toContain(
      '--toolsets: no tool in desks (areas: front, desk, account, webhooks, reports, all)',
    );
  });
});
