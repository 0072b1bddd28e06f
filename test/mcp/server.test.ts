import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpCore } from '../../src/core/http.ts';
import { Pike13 } from '../../src/index.ts';
import { createMcpServer, type McpServerOptions } from '../../src/mcp/server.ts';
import { pike13Tools } from '../../src/mcp/tools.ts';
import { REPORT_DEFINITIONS } from '../../src/reports/by-name.ts';
import { personPlans } from '../../src/reports/index.ts';
import { NOW, sandboxFor, sdk } from '../sandbox/support.ts';

const open: Client[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(open.splice(0).map((client) => client.close()));
});

async function connect(token: 'staff' | 'client', options: McpServerOptions = {}) {
  const sandbox = await sandboxFor({ rateLimit: false });
  const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens[token] });
  const server = createMcpServer(await pike13Tools(pike13), options);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test', version: '1.0.0' });
  await server.connect(serverSide);
  await client.connect(clientSide);
  open.push(client);
  return { sandbox, client };
}

function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as { type: string; text: string }[])[0]?.text ?? '';
}

describe('the MCP server, through the MCP SDK client, against the sandbox', () => {
  it('lists read-only tools by default, each with its summary and input schema', async () => {
    const { client } = await connect('staff');
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toContain('desk_people_list');
    expect(names).toContain('reports_query');
    expect(names).not.toContain('desk_people_create');
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    const list = tools.find((tool) => tool.name === 'desk_people_list');
    expect(list?.description).toBe('Clients of the business, 25 a page.');
    expect(list?.inputSchema.properties).toMatchObject({
      is_member: { type: 'boolean', description: 'Only clients with a current membership.' },
      created_since: { type: 'string', format: 'date-time' },
      all: { type: 'boolean' },
      cursor: { type: 'string', description: 'next_cursor of an earlier answer.' },
      fields: { type: 'array', items: { type: 'string' } },
    });
  });

  it('keeps the default tools/list within 50 KB: every tool with an outputSchema, front only when asked', async () => {
    const { client } = await connect('staff');
    const listed = await client.listTools();
    expect(Buffer.byteLength(JSON.stringify(listed))).toBeLessThanOrEqual(50_000);
    expect(
      listed.tools.filter((tool) => tool.outputSchema?.type !== 'object').map((tool) => tool.name),
    ).toEqual([]);
    expect(new Set(listed.tools.map((tool) => tool.name.split('_')[0]))).toEqual(
      new Set(['desk', 'account', 'webhooks', 'reports']),
    );
    const get = listed.tools.find((tool) => tool.name === 'desk_people_get');
    expect(get?.inputSchema).toEqual({
      type: 'object',
      properties: { id: { type: 'integer', minimum: 1, description: 'The id of the person.' } },
      required: ['id'],
    });
    const list = listed.tools.find((tool) => tool.name === 'desk_people_list');
    expect(list?.outputSchema?.required).toEqual(['items', 'has_more']);
    // `ids: 3` or `ids: [3, 4]` is listed as the array alone.
    const week = listed.tools.find((tool) => tool.name === 'desk_event_occurrences_list');
    expect(week?.inputSchema.properties?.staff_member_ids).toEqual({
      type: 'array',
      items: { type: 'integer', minimum: 1 },
      description: 'Only occurrences taught by these staff members (ids; an unknown id is an error).',
    });
    const front = await connect('staff', { toolsets: ['front'] });
    const fronts = (await front.client.listTools()).tools.map((tool) => tool.name);
    expect(fronts).toContain('front_people_me');
    expect(fronts.every((name) => name.startsWith('front_'))).toBe(true);
  });

  it('tells the model how paging, fields, effects and the sandbox work', async () => {
    const { client } = await connect('staff');
    const instructions = client.getInstructions() ?? '';
    for (const words of [
      'next_cursor',
      'has_more',
      'fields',
      'destructiveHint',
      '--allow-writes',
      'sandbox',
    ]) {
      expect(instructions).toContain(words);
    }
  });

  it('answers compact JSON beside structuredContent: 25 people within 12 KB, their plain values', async () => {
    const { sandbox, client } = await connect('staff');
    const result = await client.callTool({ name: 'desk_people_list', arguments: {} });
    expect(textOf(result)).toBe(JSON.stringify(result.structuredContent));
    expect(Buffer.byteLength(textOf(result))).toBeLessThanOrEqual(12 * 1024);
    const items = (result.structuredContent as { items: Record<string, unknown>[] }).items;
    const page = await sdk(sandbox).desk.people.list();
    expect(items.map((person) => person.id)).toEqual(page.items.map((person) => person.id));
    expect(items[0]).toMatchObject({ id: page.items[0]?.id, name: page.items[0]?.name });
    for (const person of items) {
      for (const value of Object.values(person)) {
        expect(value === null || value === false || value === '' || typeof value === 'object').toBe(false);
      }
    }
  });

  it('fields chooses the fields of each item; ["*"] answers them all as the service sent them', async () => {
    const { sandbox, client } = await connect('staff');
    const page = await sdk(sandbox).desk.people.list();
    const chosen = await client.callTool({
      name: 'desk_people_list',
      arguments: { fields: ['id', 'location'] },
    });
    expect((chosen.structuredContent as { items: unknown[] }).items).toEqual(
      page.items.map((person) => ({ id: person.id, location: person.location })),
    );
    const every = await client.callTool({ name: 'desk_people_list', arguments: { fields: ['*'] } });
    expect((every.structuredContent as { items: unknown[] }).items).toEqual(
      JSON.parse(JSON.stringify(page.items)),
    );
  });

  it('a delete answers what it deleted, not null', async () => {
    const { sandbox, client } = await connect('staff', { allowWrites: true });
    const created = await client.callTool({
      name: 'desk_people_create',
      arguments: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    });
    const id = (created.structuredContent as { id: number }).id;
    expect(sandbox.state.tables.people.get(id)).toBeDefined();
    const result = await client.callTool({ name: 'desk_people_delete', arguments: { id } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ ok: true, id });
    expect(textOf(result)).toBe(JSON.stringify({ ok: true, id }));
    expect(sandbox.state.tables.people.get(id)).toBeUndefined();
  });

  it('calls a read tool: a page of clients from the sandbox, and every page with all', async () => {
    const { sandbox, client } = await connect('staff');
    const clients = sandbox.state.tables.people.filter((person) => person.role === 'client');
    const first = JSON.parse(textOf(await client.callTool({ name: 'desk_people_list', arguments: {} })));
    expect(first.items).toHaveLength(25);
    expect(first).toMatchObject({ total_count: clients.length, has_more: true, next_cursor: '2' });
    const all = JSON.parse(
      textOf(await client.callTool({ name: 'desk_people_list', arguments: { all: true, limit: 60 } })),
    );
    expect(all.items.map((person: { id: number }) => person.id)).toEqual(
      clients.slice(0, 60).map((p) => p.id),
    );
  });

  it('a list cut by limit keeps total_count, has_more and a cursor that goes on where it stopped', async () => {
    const { sandbox, client } = await connect('staff');
    const ids = sandbox.state.tables.people
      .filter((person) => person.role === 'client')
      .map((person) => person.id);
    const read = async (args: Record<string, unknown>) =>
      JSON.parse(textOf(await client.callTool({ name: 'desk_people_list', arguments: args })));
    const cut = await read({ all: true, limit: 30 });
    expect(cut.items.map((person: { id: number }) => person.id)).toEqual(ids.slice(0, 30));
    expect(cut).toMatchObject({ total_count: ids.length, has_more: true, next_cursor: '2:5' });
    const on = await read({ all: true, limit: 30, cursor: cut.next_cursor });
    expect(on.items.map((person: { id: number }) => person.id)).toEqual(ids.slice(30, 60));
    expect(on).toMatchObject({ total_count: ids.length, has_more: true, next_cursor: '3:10' });
    const rest = await read({ all: true, cursor: on.next_cursor });
    expect(rest.items.map((person: { id: number }) => person.id)).toEqual(ids.slice(60));
    expect(rest).toEqual({ items: rest.items, total_count: ids.length, has_more: false });
    const page = await read({ cursor: '2:20' });
    expect(page.items.map((person: { id: number }) => person.id)).toEqual(ids.slice(45, 50));
    expect(page).toMatchObject({ has_more: true, next_cursor: '3' });
  });

  it('titles every tool from its name: Desk people: list', async () => {
    const { client } = await connect('staff', { allowWrites: true, toolsets: ['all'] });
    const { tools } = await client.listTools();
    const titleOf = (name: string) => tools.find((tool) => tool.name === name)?.title;
    expect(tools.filter((tool) => !tool.title).map((tool) => tool.name)).toEqual([]);
    expect(titleOf('desk_people_list')).toBe('Desk people: list');
    expect(titleOf('desk_event_occurrences_summary')).toBe('Desk event occurrences: summary');
    expect(titleOf('front_plan_terms_complete')).toBe('Front plan terms: complete');
    expect(titleOf('reports_query')).toBe('Reports: query');
  });

  it('answers the SDK input error as a tool error, sending nothing', async () => {
    const { sandbox, client } = await connect('staff');
    const before = sandbox.state.tables.people.size;
    const result = await client.callTool({ name: 'desk_people_list', arguments: { sort: 'name' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/sort must be updated_at, created_at or id/);
    expect(sandbox.state.tables.people.size).toBe(before);
  });

  it.each([
    [
      'a limit that is not a whole number',
      'desk_people_list',
      { all: true, limit: 'abc' },
      'limit must be a whole number, 1 or more',
    ],
    ['a limit without all', 'desk_people_list', { limit: 5 }, 'limit goes with all: true'],
    ['all as a string', 'desk_people_list', { all: 'yes' }, 'all must be true or false'],
    [
      'paging arguments on a tool that is not paged',
      'desk_people_me',
      { all: true },
      'unknown argument all (desk_people_me takes no arguments)',
    ],
    [
      'a cursor not from an answer',
      'desk_people_list',
      { cursor: '2;drop' },
      'cursor must be the next_cursor',
    ],
    ['a cursor beside a page', 'desk_people_list', { cursor: '2', page: 3 }, 'page and cursor: give one'],
    [
      'fields that are not names',
      'desk_people_list',
      { fields: 'id' },
      'fields must be 1 to 100 field names',
    ],
    ['a field name with a dot', 'desk_invoices_list', { fields: ['__proto__.x'] }, 'fields must be 1 to 100'],
  ])('refuses %s, sending nothing', async (_label, name, args, message) => {
    const { client } = await connect('staff');
    const sent = [vi.spyOn(HttpCore.prototype, 'call'), vi.spyOn(HttpCore.prototype, 'paginate')];
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(message);
    for (const spy of sent) expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a call whose URL would pass 8,192 characters, naming the argument, and goes on answering', async () => {
    const { client } = await connect('staff');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const search = await client.callTool({
      name: 'desk_people_search',
      arguments: { q: 'x'.repeat(100_000) },
    });
    expect(search).toMatchObject({ isError: true });
    expect(textOf(search)).toMatch(
      /^GET \/api\/v2\/desk\/people\/search: the URL would be \d+ characters, over the 8192 servers take; q makes 100002 of them$/,
    );
    const get = await client.callTool({ name: 'desk_people_get', arguments: { id: '7'.repeat(9000) } });
    expect(textOf(get)).toMatch(
      /^GET \/api\/v2\/desk\/people\/:id: the URL would be \d+ characters, .*; id makes 9000 of them$/,
    );
    expect(fetch).not.toHaveBeenCalled();
    await client.ping();
    const me = await client.callTool({ name: 'desk_people_me', arguments: {} });
    expect(me.isError).toBeFalsy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['reports_fields', { report: 'clients' }, 'unknown argument report (reports_fields takes resource)'],
    [
      'reports_query',
      { resource: 'clients', fields: ['person_id'], groupBy: 'age' },
      'unknown argument groupBy (reports_query takes resource, fields, filter, group, order, limit)',
    ],
    [
      'desk_people_list',
      { is_membr: true },
      'unknown argument is_membr; did you mean is_member? (desk_people_list takes page, created_since, updated_since, is_member, include_relationships, include_balances, include_last_note_timestamp, sort, all, limit, cursor, fields)',
    ],
    [
      'desk_people_list',
      { al: true },
      'unknown argument al; did you mean all? (desk_people_list takes page, ',
    ],
    ['desk_people_get', { idd: 3 }, 'unknown argument idd; did you mean id? (desk_people_get takes id)'],
  ])(
    '%s %j names the unknown argument and the ones the tool takes, sending nothing',
    async (name, args, message) => {
      const { client } = await connect('staff');
      const fetch = vi.spyOn(globalThis, 'fetch');
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError).toBe(true);
      expect(textOf(result).startsWith(message), textOf(result)).toBe(true);
      const discovery = await connect('staff', { discovery: true });
      const called = await discovery.client.callTool({
        name: 'call_tool',
        arguments: { name, arguments: args },
      });
      expect(textOf(called)).toBe(textOf(result));
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['reports_fields', {}, /^resource is required: one of clients, enrollments, /],
    [
      'reports_fields',
      { resource: 'clinets' },
      /^resource: unknown report clinets; did you mean clients\? \(reports: clients, enrollments, /,
    ],
    ['reports_query', { fields: ['person_id'] }, /^resource is required: one of clients, /],
    [
      'reports_query',
      { resource: 'clients', fields: ['person_id'], group: 'bogus' },
      /^group: the clients report cannot be grouped by "bogus"; groupings: account_claim_date, /,
    ],
    [
      'reports_query',
      { resource: 'clients', fields: ['person_id'], group: 5 },
      /^group must be a grouping name \(see reports_fields\)$/,
    ],
    [
      'reports_query',
      { resource: 'clients', fields: ['person_count'] },
      /^fields: "person_count" is a summary field \(valid only after group\) of the clients report; detail fields: /,
    ],
    [
      'reports_query',
      { resource: 'clients', fields: ['full_name'], group: 'age' },
      /^fields: "full_name" is a detail field \(valid without group\) of the clients report; summary fields: /,
    ],
    [
      'reports_query',
      { resource: 'clients', fields: ['person_id'], order: { field: 'nope' } },
      /^order\.field: "nope" is not a field of the clients report; detail fields: /,
    ],
    [
      'reports_query',
      { resource: 'clients', fields: ['person_id'], filter: ['contains', 'age', 'x'] },
      /^filter: contains cannot filter the integer field age$/,
    ],
    [
      'reports_query',
      { resource: 'clients', fields: ['person_id'], order: { field: 'full_name' }, limit: 501 },
      /^limit: at most 500 rows with order \(the service sorts one page; without order, rows come in key order and any limit goes\)$/,
    ],
  ])('%s %j says what is wrong in the tool’s own argument names', async (name, args, message) => {
    const { client } = await connect('staff');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
    expect(textOf(result)).not.toMatch(/groupBy|select|orderBy|where|undefined/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports_query sorts the rows by order', async () => {
    const { client } = await connect('staff');
    const result = await client.callTool({
      name: 'reports_query',
      arguments: {
        resource: 'clients',
        fields: ['full_name'],
        order: { field: 'full_name', direction: 'desc' },
        limit: 5,
      },
    });
    expect(result.isError).toBeFalsy();
    const names = (result.structuredContent as { rows: { full_name: string }[] }).rows.map(
      (row) => row.full_name,
    );
    expect(names).toHaveLength(5);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('refuses a write tool without --allow-writes, changing nothing', async () => {
    const { sandbox, client } = await connect('staff');
    const before = sandbox.state.tables.people.size;
    const result = await client.callTool({
      name: 'desk_people_create',
      arguments: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      'desk_people_create changes data: start the server with --allow-writes to use it',
    );
    expect(sandbox.state.tables.people.size).toBe(before);
  });

  it('books a class for the client with --allow-writes: the place is taken', async () => {
    const { sandbox, client } = await connect('client', { allowWrites: true, toolsets: ['front'] });
    const me = JSON.parse(textOf(await client.callTool({ name: 'front_people_me', arguments: {} })));
    const from = NOW;
    const to = new Date(from.getTime() + 7 * 86_400_000);
    const week = JSON.parse(
      textOf(
        await client.callTool({
          name: 'front_event_occurrences_list',
          arguments: { from: from.toISOString(), to: to.toISOString(), fields: ['*'] },
        }),
      ),
    ).items;
    const open = week.find(
      (o: { capacity_remaining?: number; people?: { id: number }[] }) =>
        (o.capacity_remaining ?? 0) > 0 && !o.people?.some((p) => p.id === me.id),
    );
    const booked = await client.callTool({
      name: 'front_bookings_create',
      arguments: {
        leases: [{ event_occurrence_id: open.id, person: { id: me.id } }],
        complete_booking: true,
      },
    });
    expect(booked.isError).toBeFalsy();
    const booking = JSON.parse(textOf(booked));
    expect(booking.state).toBe('completed');
    const visit = sandbox.state.tables.visits.get(booking.leases[0].visit_id);
    expect(visit).toMatchObject({ person_id: me.id, event_occurrence_id: open.id, state: 'registered' });
    const after = JSON.parse(
      textOf(await client.callTool({ name: 'front_event_occurrences_get', arguments: { id: open.id } })),
    );
    expect(after.capacity_remaining).toBe(open.capacity_remaining - 1);
  });

  it('reports_query answers decoded rows; a bad field is a tool error naming the valid ones', async () => {
    const { sandbox, client } = await connect('staff');
    const result = await client.callTool({
      name: 'reports_query',
      arguments: {
        resource: 'clients',
        fields: ['person_id', 'full_name'],
        filter: [
          'and',
          [
            ['nemp', 'email'],
            ['eq', 'has_membership', true],
          ],
        ],
        limit: 5,
      },
    });
    const { rows, count } = JSON.parse(textOf(result));
    expect(count).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const person = sandbox.state.tables.people.get(row.person_id);
      expect(row.full_name).toBe(`${person?.first_name} ${person?.last_name}`);
      expect(person?.email).toBeTruthy();
    }
    const bad = await client.callTool({
      name: 'reports_query',
      arguments: { resource: 'clients', fields: ['nope'] },
    });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/"nope" is not a field of the clients report; detail fields: /);
  });

  it('offers every typed report, its fields by reports_fields, an inferred type said so', async () => {
    const { client } = await connect('staff');
    const { tools } = await client.listTools();
    const query = tools.find((tool) => tool.name === 'reports_query');
    const resource = query?.inputSchema.properties?.resource as { enum: string[] };
    expect(resource.enum).toEqual(REPORT_DEFINITIONS.map((report) => report.resource));
    const result = await client.callTool({ name: 'reports_fields', arguments: { resource: 'person_plans' } });
    const fields = result.structuredContent as {
      detail: Record<string, unknown>;
      summary: Record<string, unknown>;
      groupings: string[];
    };
    expect(Object.keys(fields.detail)).toEqual(Object.keys(personPlans.detail));
    expect(fields.detail.plan_id).toBe('integer (inferred from the name)');
    expect(fields.summary.total_count).toBe('integer');
    expect(fields.groupings).toContain('start_month_start_date');
    const pays = await client.callTool({ name: 'reports_fields', arguments: { resource: 'pays' } });
    expect((pays.structuredContent as { detail: Record<string, unknown> }).detail.pay_period).toBe('range');
  });

  it('serves only the selected tool groups', async () => {
    const { client } = await connect('staff', { toolsets: ['desk.people', 'reports'] });
    const { tools } = await client.listTools();
    expect(new Set(tools.map((tool) => tool.name.split('_').slice(0, 2).join('_')))).toEqual(
      new Set(['desk_people', 'reports_fields', 'reports_query']),
    );
  });
}, 60_000);

describe('the answer schemas, in full on demand', () => {
  it('describe_tool answers the outputSchema from the answer’s zod schema, items spelt out, nothing required', async () => {
    const { client } = await connect('staff', { discovery: true });
    const described = async (name: string) =>
      (await client.callTool({ name: 'describe_tool', arguments: { name } })).structuredContent as {
        outputSchema: { properties: Record<string, { items?: { properties?: Record<string, unknown> } }> };
      };
    const list = await described('desk_people_list');
    const person = list.outputSchema.properties.items?.items?.properties ?? {};
    expect(Object.keys(person)).toEqual(expect.arrayContaining(['id', 'first_name', 'email', 'is_member']));
    expect(person.id).toMatchObject({ type: 'number' });
    expect(JSON.stringify(list.outputSchema.properties.items)).not.toContain('"required"'); // items drop empty values
    expect(list.outputSchema.properties).toHaveProperty('next_cursor');
    const one = (await described('desk_people_get')).outputSchema as { properties: Record<string, unknown> };
    expect(one.properties).toHaveProperty('first_name');
  });

  it('keeps tools/list to the shared shapes: the full schemas cost only when asked', async () => {
    const { client } = await connect('staff');
    const { tools } = await client.listTools();
    const list = tools.find((tool) => tool.name === 'desk_people_list');
    expect(list?.outputSchema?.properties?.items).toEqual({ type: 'array', items: { type: 'object' } });
  });
});
