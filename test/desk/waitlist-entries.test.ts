import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

const BASE = 'https://mybiz.pike13.com/api/v2/desk';

describe('desk.waitlistEntries', () => {
  it('listByEventOccurrence GETs a page of an occurrence’s waitlist', async () => {
    const { response } = await reference('desk_waitlist_entries_index_example');
    service.reply('GET', `${BASE}/event_occurrences/1/waitlist_entries`, json(response));
    const page = await pike13.desk.waitlistEntries.listByEventOccurrence(1);
    expectSent(service.requests[0], {
      method: 'GET',
      url: `${BASE}/event_occurrences/1/waitlist_entries?page=1`,
      token: 'tok',
    });
    expect(page.items[1]).toMatchObject({ person_id: 2, updated_at: '2014-09-13T13:14:15Z' });
    expect(page.totalCount).toBe(2);
  });

  it('update PUTs the state_event wrapped in `waitlist_entry`', async () => {
    const { response } = await reference('desk_waitlist_entries_update_example');
    service.reply('PUT', `${BASE}/waitlist_entries/1`, json(response));
    const entry = await pike13.desk.waitlistEntries.update(1, { state_event: 'enroll' });
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${BASE}/waitlist_entries/1`,
      token: 'tok',
      body: { waitlist_entry: { state_event: 'enroll' } },
    });
    expect(entry.state).toBe('enrolled');
  });

  it('update refuses a missing state_event before sending', async () => {
    // @ts-expect-error state_event is required
    const call = pike13.desk.waitlistEntries.update(1, {});
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'state_event');
    expect(service.requests).toHaveLength(0);
  });

  it('accepts the DELETE answer of the reference (no body)', async () => {
    const reference_ = await reference('desk_waitlist_entries_destroy_example');
    expect(reference_.response).toBeUndefined();
    service.reply('DELETE', `${BASE}/waitlist_entries/1`, new Response(null, { status: 200 }));
    await expect(pike13.desk.waitlistEntries.delete(1)).resolves.toBeUndefined();
  });
});
