import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

describe.each(['front', 'desk'] as const)('%s.waitlistEntries', (side) => {
  const BASE = `https://mybiz.pike13.com/api/v2/${side}`;

  it('get GETs one entry', async () => {
    const { response } = await reference('desk_waitlist_entries_show_example');
    service.reply('GET', `${BASE}/waitlist_entries/1`, json(response));
    const entry = await pike13[side].waitlistEntries.get(1);
    expectSent(service.requests[0], { method: 'GET', url: `${BASE}/waitlist_entries/1`, token: 'tok' });
    expect(entry).toMatchObject({ state: 'waiting', event_occurrence: { name: 'Class P' } });
  });

  it('listByPerson GETs a page of a person’s entries', async () => {
    const { response } = await reference('desk_waitlist_entries_index_example');
    service.reply('GET', `${BASE}/people/1/waitlist_entries`, json(response));
    const page = await pike13[side].waitlistEntries.listByPerson(1, {
      from: '2015-06-01T00:00:00Z',
      to: '2015-07-01T00:00:00Z',
      event_occurrence_id: 1,
    });
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/people/1/waitlist_entries?page=1&from=2015-06-01T00%3A00%3A00Z&to=2015-07-01T00%3A00%3A00Z&event_occurrence_id=1`,
      token: 'tok',
    });
    expect(page.items.map((entry) => entry.state)).toEqual(['waiting', 'enrolled']);
  });

  it('create POSTs the entry wrapped in `waitlist_entry`', async () => {
    const { response } = await reference('desk_waitlist_entries_create_example');
    service.reply('POST', `${BASE}/waitlist_entries`, json(response, { status: 201 }));
    const entry = await pike13[side].waitlistEntries.create({ person_id: 1, event_occurrence_id: 1 });
    expectSent(service.requests[0], {
      method: 'POST',
      url: `${BASE}/waitlist_entries`,
      token: 'tok',
      body: { waitlist_entry: { person_id: 1, event_occurrence_id: 1 } },
    });
    expect(entry.person?.name).toBe('John Client');
  });

  it('create refuses an entry without event_occurrence_id before sending', async () => {
    // @ts-expect-error event_occurrence_id is required
    const call = pike13[side].waitlistEntries.create({ person_id: 1 });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'event_occurrence_id');
    expect(service.requests).toHaveLength(0);
  });

  it('delete DELETEs an entry', async () => {
    service.reply('DELETE', `${BASE}/waitlist_entries/1`, new Response(null, { status: 204 }));
    await expect(pike13[side].waitlistEntries.delete(1)).resolves.toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: `${BASE}/waitlist_entries/1`, token: 'tok' });
  });
});
