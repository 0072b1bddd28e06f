import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Effect } from '../../src/core/endpoint.ts';
import { Pike13 } from '../../src/index.ts';
import { endpointRegistry } from '../../src/internal/registry.ts';
import { createMcpServer, type McpServerOptions } from '../../src/mcp/server.ts';
import type { ToolDefinition } from '../../src/mcp/tool.ts';
import { pike13Tools } from '../../src/mcp/tools.ts';
import { sendJson, startLoopback } from '../support/loopback.ts';

let service: Awaited<ReturnType<typeof startLoopback>>;
let pike13: Pike13;
let tools: ToolDefinition[];
const open: Client[] = [];

// The tools read their docs from the sources once (the TypeScript checker: seconds on a loaded machine).
beforeAll(async () => {
  service = await startLoopback((_request, response) => sendJson(response, 200, {}));
  pike13 = new Pike13({ baseUrl: service.url, accessToken: 'mcp-effects-token', rateLimit: false });
  tools = await pike13Tools(pike13);
}, 60_000);
afterEach(async () => {
  service.requests.length = 0;
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(() => service.close());

/** An MCP SDK client on a server over the tools, whose Pike13 client talks to a loopback service. */
async function connect(options: McpServerOptions = {}) {
  const server = createMcpServer(tools, { toolsets: ['all'], ...options });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'effects-test', version: '1.0.0' });
  await server.connect(serverSide);
  await client.connect(clientSide);
  open.push(client);
  return client;
}

/** Each tool's declared effect, from the registry (`desk.eventOccurrences.get` → `desk_event_occurrences_get`). */
function declaredEffects(): Map<string, Effect> {
  const effects = new Map<string, Effect>([
    ['reports_fields', 'read'],
    ['reports_query', 'read'],
  ]);
  for (const entry of endpointRegistry(pike13)) {
    const name = [entry.namespace, entry.resource, entry.verb].filter(Boolean).join('_');
    effects.set(
      name.replaceAll('.', '_').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      entry.effect,
    );
  }
  return effects;
}

describe('MCP tools follow the declared effect of their endpoints', () => {
  it('without --allow-writes lists only reads: accepting plan terms is absent', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    const effects = declaredEffects();
    expect(tools.filter((tool) => effects.get(tool.name) !== 'read').map((tool) => tool.name)).toEqual([]);
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [...effects]
        .filter(([, effect]) => effect === 'read')
        .map(([name]) => name)
        .sort(),
    );
    expect(tools.map((tool) => tool.name)).not.toContain('front_plan_terms_complete');
    expect(tools.map((tool) => tool.name)).toContain('front_plan_terms_get');
  });

  it('refuses a call of front_plan_terms_complete by name, sending nothing to the service', async () => {
    const client = await connect();
    const result = await client.callTool({
      name: 'front_plan_terms_complete',
      arguments: { plan_id: 7, id: 3 },
    });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      {
        type: 'text',
        text: 'front_plan_terms_complete changes data: start the server with --allow-writes to use it',
      },
    ]);
    expect(service.requests).toEqual([]);
  });

  it('with --allow-writes serves it, and it sends the one GET that accepts the terms', async () => {
    const client = await connect({ allowWrites: true });
    const result = await client.callTool({
      name: 'front_plan_terms_complete',
      arguments: { plan_id: 7, id: 3 },
    });
    expect(result.isError).toBeFalsy();
    expect(service.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v2/front/plans/7/plan_terms/3/complete',
    ]);
  });

  it('with --allow-writes annotates each tool from its effect: destructive, write, read', async () => {
    const client = await connect({ allowWrites: true });
    const { tools } = await client.listTools();
    const effects = declaredEffects();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...effects.keys()].sort());
    const annotated = (effect: Effect) =>
      tools.filter((tool) => effects.get(tool.name) === effect).map((tool) => tool.annotations ?? {});
    expect(annotated('destructive').length).toBeGreaterThan(30);
    expect(annotated('write').length).toBeGreaterThan(30);
    for (const annotations of annotated('destructive')) {
      expect(annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    }
    for (const annotations of annotated('write')) {
      expect(annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    }
    // A read says readOnlyHint alone: the spec gives the other two meaning only when it is false.
    for (const annotations of annotated('read')) {
      expect(annotations).toEqual({ readOnlyHint: true, openWorldHint: true });
    }
    for (const tool of tools.filter((tool) => effects.get(tool.name) !== 'read')) {
      expect(typeof tool.annotations?.idempotentHint, tool.name).toBe('boolean');
    }
    for (const tool of tools) expect(tool.annotations?.openWorldHint, tool.name).toBe(true);
  });

  it('annotates known tools exactly', async () => {
    const client = await connect({ allowWrites: true });
    const { tools } = await client.listTools();
    const annotationsOf = (name: string) => tools.find((tool) => tool.name === name)?.annotations;
    const hints = (readOnlyHint: boolean, destructiveHint: boolean, idempotentHint: boolean) => ({
      readOnlyHint,
      destructiveHint,
      idempotentHint,
      openWorldHint: true,
    });
    expect(annotationsOf('desk_refunds_create')).toEqual(hints(false, true, false));
    expect(annotationsOf('desk_payments_void')).toEqual(hints(false, true, true));
    expect(annotationsOf('desk_people_delete')).toEqual(hints(false, true, true));
    expect(annotationsOf('desk_people_create')).toEqual(hints(false, false, false));
    expect(annotationsOf('front_plan_terms_complete')).toEqual(hints(false, false, true));
    expect(annotationsOf('reports_query')).toEqual({ readOnlyHint: true, openWorldHint: true });
  });
});
