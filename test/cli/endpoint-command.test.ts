import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { endpointCommand } from '../../src/cli/endpoint-command.ts';
import { layoutHelp } from '../../src/cli/help-layout.ts';
import { UsageError } from '../../src/cli/usage-error.ts';
import { InputError, Pike13 } from '../../src/index.ts';
import { endpointCatalog } from '../../src/internal/catalog.ts';
import { loadEndpointDocs } from '../../src/internal/endpoint-docs.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const DESK = 'https://mybiz.pike13.com/api/v2/desk';
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok_desk', rateLimit: false });
const catalog = endpointCatalog(pike13, await loadEndpointDocs());

async function run(namespace: string, words: string[]) {
  const command = endpointCommand(namespace, words, catalog);
  if (command.kind !== 'call') throw new Error(`expected a call, got help:\n${command.text}`);
  const result = await command.run();
  if (result.kind === 'many') {
    const records: unknown[] = [];
    for await (const record of result.records) records.push(record);
    return { kind: 'many', records };
  }
  return result;
}

/** The help as written, before `writeHelp` lays it out. */
function unwrappedHelpOf(namespace: string, words: string[]): string {
  const command = endpointCommand(namespace, words, catalog);
  if (command.kind !== 'help') throw new Error('expected help');
  return command.text;
}

/** The help as printed when piped (80 columns). */
const helpOf = (namespace: string, words: string[]) => layoutHelp(unwrappedHelpOf(namespace, words), 80);

describe('endpoint commands from the registry', () => {
  it('desk people list: flags become the typed query, records the page items', async () => {
    const { response } = await reference('desk_people_example');
    service.reply('GET', `${DESK}/people`, json(response));
    const result = await run('desk', [
      'people',
      'list',
      '--is-member',
      '--sort=-updated_at,id',
      '--page',
      '1',
    ]);
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${DESK}/people?page=1&is_member=true&sort=-updated_at%2Cid`,
      token: 'tok_desk',
    });
    expect(result).toMatchObject({
      kind: 'many',
      records: [{ name: 'John Client' }, { name: 'Jane Client' }],
    });
  });

  it('path params by position or by flag, kebab-case verbs and resources', async () => {
    service.reply('GET', `${DESK}/people/48/visits`, json({ visits: [{ id: 7 }], total_count: 1 }));
    service.reply('GET', `${DESK}/event_occurrences/9/visits`, json({ visits: [{ id: 8 }], total_count: 1 }));
    const byPosition = await run('desk', [
      'visits',
      'list-by-person',
      '48',
      '--from',
      '2026-01-01T00:00:00Z',
      '--to',
      '2026-02-01T00:00:00Z',
    ]);
    const byFlag = await run('desk', ['visits', 'list-by-event-occurrence', '--event-occurrence-id', '9']);
    expect(service.requests.map((request) => request.url.pathname + request.url.search)).toEqual([
      '/api/v2/desk/people/48/visits?page=1&from=2026-01-01T00%3A00%3A00Z&to=2026-02-01T00%3A00%3A00Z',
      '/api/v2/desk/event_occurrences/9/visits?page=1',
    ]);
    expect(byPosition).toMatchObject({ records: [{ id: 7 }] });
    expect(byFlag).toMatchObject({ records: [{ id: 8 }] });
  });

  it('a date or a time takes today, today-30d or today+7d: a day of the local calendar', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 28, 15, 30), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    service.reply('GET', `${DESK}/people/48/visits`, json({ visits: [], total_count: 0 }));
    service.reply('GET', `${DESK}/appointments/5/available_slots`, json({ available_slots: [] }));
    service.reply('GET', `${DESK}/people/search`, json({ results: [] }));
    await run('desk', ['visits', 'list-by-person', '48', '--from', 'today-30d', '--to', 'today']);
    await run('desk', ['appointments', 'available-slots', '5', '--date', 'today+7d']);
    await run('desk', ['people', 'search', '--q', 'today']);
    const [visits, slots, search] = service.requests.map((request) => request.url.searchParams);
    // A time is that day's local midnight, with the offset of this machine's zone on that day.
    const from = visits?.get('from') ?? '';
    const to = visits?.get('to') ?? '';
    expect(from).toMatch(/^2026-10-29T00:00:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(from)).toBe(new Date(2026, 9, 29).getTime());
    expect(to).toMatch(/^2026-11-28T00:00:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(to)).toBe(new Date(2026, 10, 28).getTime());
    expect(slots?.get('date')).toBe('2026-12-05');
    expect(search?.get('q')).toBe('today'); // text stays text
  });

  it('today-3x is no relative day: refused by the rule of the field, nothing sent', async () => {
    const args = ['visits', 'list-by-person', '48', '--from', 'today-3x', '--to', 'today'];
    await expect(run('desk', args)).rejects.toThrow(
      'from must be an ISO 8601 timestamp with a zone offset, e.g. 2026-01-31T09:00:00Z',
    );
    expect(service.requests).toEqual([]);
  });

  it('--all follows every page', async () => {
    const page = (ids: number[], next?: string) =>
      json({ people: ids.map((id) => ({ id })), total_count: 3, ...(next ? { next } : {}) });
    service.reply('GET', `${DESK}/people`, page([1, 2], `${DESK}/people?page=2`), page([3]));
    const result = await run('desk', ['people', 'list', '--all']);
    expect(result).toEqual({ kind: 'many', records: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    expect(service.requests.map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('a body from flags: lists split on commas, numbers read as numbers', async () => {
    service.reply(
      'POST',
      `${DESK}/people/48/notes`,
      json({ notes: [{ id: 5, note: 'hi' }] }, { status: 201 }),
    );
    const result = await run('desk', ['person-notes', 'create', '48', '--note', 'hi', '--public']);
    expectSent(service.requests[0], {
      method: 'POST',
      url: `${DESK}/people/48/notes`,
      token: 'tok_desk',
      body: { note: { note: 'hi', public: true } },
    });
    expect(result).toEqual({ kind: 'one', value: { id: 5, note: 'hi' } });

    service.reply('PUT', `${DESK}/people/48`, json({ people: [{ id: 48 }] }));
    await run('desk', ['people', 'update', '48', '--dependent-ids', '12,13', '--location-id=4']);
    expect(JSON.parse(service.requests[1]?.body ?? '')).toEqual({
      person: { dependent_ids: [12, 13], location_id: 4 },
    });
  });

  it('--data gives the whole body; a flag overrides one field', async () => {
    service.reply('PUT', `${DESK}/people/48`, json({ people: [{ id: 48, first_name: 'Ann' }] }));
    await run('desk', [
      'people',
      'update',
      '48',
      '--data',
      '{"first_name":"Jo","last_name":"Lee"}',
      '--first-name',
      'Ann',
    ]);
    expect(JSON.parse(service.requests[0]?.body ?? '')).toEqual({
      person: { first_name: 'Ann', last_name: 'Lee' },
    });
  });

  it('a namespace method without a resource (account get)', async () => {
    service.reply(
      'GET',
      'https://pike13.com/api/v2/account',
      json({ accounts: [{ id: 3, email: 'a@b.c' }] }),
    );
    expect(await run('account', ['get'])).toEqual({ kind: 'one', value: { id: 3, email: 'a@b.c' } });
  });

  it.each([
    [['people', 'list', '--colour', 'red'], /unknown option --colour; options: --page, .*--sort/],
    [['people', 'get'], /--id is required/],
    [['people', 'get', '1', '2'], /unexpected argument 2/],
    [['people', 'list', '--sort'], /--sort needs a value/],
    [['people', 'update', '1', '--data', '{nope'], /--data: not valid JSON/],
    [['people', 'get', '1', '--all'], /--all: desk.people.get is not paged/],
    [['peeple', 'list'], /unknown desk resource peeple/],
    [['people', 'lst'], /unknown verb lst of desk people/],
  ])('refuses %j with a usage error, sending nothing', (words, message) => {
    expect(() => endpointCommand('desk', words, catalog)).toThrow(UsageError);
    expect(() => endpointCommand('desk', words, catalog)).toThrow(message);
    expect(service.requests).toEqual([]);
  });

  it('input rules of the SDK apply before sending', async () => {
    await expect(run('desk', ['people', 'list', '--sort', 'name'])).rejects.toSatisfy(
      (error) => InputError.is(error) && error.param === 'sort',
    );
    expect(service.requests).toEqual([]);
  });

  it('help at each level: resources, verbs with their summaries, params with types and meanings', () => {
    expect(helpOf('desk', [])).toMatch(/^Usage: pike13 desk <resource> <verb>/);
    expect(helpOf('desk', [])).toMatch(/\n {2}event-occurrences +list, get, summary\n/);
    expect(helpOf('desk', ['people', '--help'])).toContain(
      '\n  list    Clients of the business, 25 a page.\n',
    );
    const verb = helpOf('desk', ['people', 'list', '--help']);
    expect(verb).toContain('Usage: pike13 desk people list [options] [--all]');
    expect(verb).toContain('(GET /api/v2/desk/people)');
    expect(verb).toMatch(/--is-member <boolean> +Only clients with a current membership\./);
    expect(unwrappedHelpOf('desk', ['people', 'delete', '--help'])).toMatch(
      /Usage: pike13 desk people delete <id> \[options\]\n\n.*Changes data\./,
    );
  });

  it('help of a verb says what its declared effect is, whatever its HTTP method', () => {
    const firstLine = (namespace: string, words: string[]) =>
      unwrappedHelpOf(namespace, words).split('\n')[2];
    expect(firstLine('front', ['plan-terms', 'complete', '--help'])).toBe(
      'Marks the terms accepted (required for `checkbox`); a declined `document` answers 422. Changes data. (GET /api/v2/front/plans/:plan_id/plan_terms/:id/complete)',
    );
    expect(firstLine('desk', ['refunds', 'create', '--help'])).toMatch(
      /Changes data\. Cannot be undone\. \(POST /,
    );
    expect(unwrappedHelpOf('desk', ['refunds', 'create', '--help'])).toContain(
      '\n\nAsks before sending on a terminal; --yes (-y) skips the question and is needed without a terminal.\n',
    );
    expect(helpOf('desk', ['people', 'list', '--help'])).not.toContain('--yes');
    expect(firstLine('desk', ['people', 'create', '--help'])).toMatch(/[^.]\. Changes data\. \(POST /);
    expect(firstLine('desk', ['people', 'get', '--help'])).not.toMatch(/Changes data/);
  });
});
