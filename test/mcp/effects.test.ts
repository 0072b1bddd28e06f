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

/**
 * What each tool that changes data does, as the MCP spec's hints say it: `adds` (destructiveHint false: only
 * additive updates), `changes` (destructiveHint true: it overwrites or removes what exists), `changes once`
 * (and idempotentHint: the same call again changes nothing more). Every tool not listed is a read.
 */
const CHANGES = {
  front_plan_terms_complete: 'changes once',
  front_invoices_update: 'changes once',
  front_invoice_items_create: 'adds',
  front_invoice_items_delete: 'changes once',
  front_payments_create: 'adds',
  front_payments_delete: 'changes once',
  front_forms_of_payment_update: 'changes once',
  front_forms_of_payment_delete: 'changes once',
  front_bookings_create: 'adds',
  front_bookings_update: 'changes once',
  front_bookings_delete: 'changes once',
  front_bookings_leases_create: 'adds',
  front_bookings_leases_update: 'changes once',
  front_bookings_leases_delete: 'changes once',
  front_visits_create: 'adds',
  front_visits_delete: 'changes once',
  front_waitlist_entries_create: 'adds',
  front_waitlist_entries_delete: 'changes once',
  desk_people_create: 'adds',
  desk_people_update: 'changes once',
  desk_people_delete: 'changes once',
  desk_plans_update_end_date: 'changes once',
  desk_punches_create: 'adds',
  desk_punches_delete: 'changes once',
  desk_packs_create: 'adds',
  desk_packs_delete: 'changes once',
  desk_pack_products_create: 'adds',
  desk_pack_products_update: 'changes once',
  desk_pack_products_delete: 'changes once',
  desk_invoices_create: 'adds',
  desk_invoices_update: 'changes once',
  desk_invoice_items_create: 'adds',
  desk_invoice_items_delete: 'changes once',
  desk_payments_create: 'adds',
  desk_payments_void: 'changes once',
  desk_refunds_create: 'changes',
  desk_refunds_void: 'changes once',
  desk_prorates_create: 'changes once',
  desk_prorates_delete: 'changes once',
  desk_discounts_create: 'changes once',
  desk_discounts_delete: 'changes once',
  desk_forms_of_payment_update: 'changes once',
  desk_forms_of_payment_delete: 'changes once',
  desk_bookings_create: 'adds',
  desk_bookings_update: 'changes once',
  desk_bookings_delete: 'changes once',
  desk_bookings_leases_create: 'adds',
  desk_bookings_leases_update: 'changes once',
  desk_bookings_leases_delete: 'changes once',
  desk_visits_create: 'adds',
  desk_visits_update: 'changes once',
  desk_visits_delete: 'changes once',
  desk_make_ups_generate: 'adds',
  desk_waitlist_entries_create: 'adds',
  desk_waitlist_entries_delete: 'changes once',
  desk_waitlist_entries_update: 'changes once',
  desk_person_notes_create: 'adds',
  desk_person_notes_update: 'changes once',
  desk_person_notes_delete: 'changes once',
  desk_event_occurrence_notes_create: 'adds',
  desk_event_occurrence_notes_update: 'changes once',
  desk_event_occurrence_notes_delete: 'changes once',
  account_passwords_create: 'adds',
  account_confirmations_create: 'adds',
  webhooks_create: 'adds',
  webhooks_update: 'changes once',
  webhooks_delete: 'changes once',
  webhooks_trigger_sample: 'adds',
} as const;

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

  it('with --allow-writes annotates every tool of tools/list as the list below expects', async () => {
    const client = await connect({ allowWrites: true });
    const { tools } = await client.listTools();
    const hints = { adds: [false, false], changes: [true, false], 'changes once': [true, true] } as const;
    const expected = (name: string) => {
      const change = CHANGES[name as keyof typeof CHANGES];
      if (change === undefined) return { readOnlyHint: true, openWorldHint: true };
      const [destructiveHint, idempotentHint] = hints[change];
      return { readOnlyHint: false, destructiveHint, idempotentHint, openWorldHint: true };
    };
    const names = tools.map((tool) => tool.name);
    expect(Object.keys(CHANGES).filter((name) => !names.includes(name))).toEqual([]);
    expect(Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations]))).toEqual(
      Object.fromEntries(names.map((name) => [name, expected(name)])),
    );
    // The updates that overwrite what exists, whose destructiveHint was false.
    for (const name of [
      'desk_bookings_update',
      'desk_bookings_leases_update',
      'desk_forms_of_payment_update',
      'desk_waitlist_entries_update',
      'desk_person_notes_update',
      'webhooks_update',
    ]) {
      expect(tools.find((tool) => tool.name === name)?.annotations?.destructiveHint, name).toBe(true);
    }
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
    expect(annotationsOf('front_plan_terms_complete')).toEqual(hints(false, true, true));
    expect(annotationsOf('reports_query')).toEqual({ readOnlyHint: true, openWorldHint: true });
  });
});
