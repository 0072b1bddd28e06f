import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

describe.each([
  ['personNotes', 'people'],
  ['eventOccurrenceNotes', 'event_occurrences'],
] as const)('desk.%s', (namespace, parent) => {
  const URL = `https://mybiz.pike13.com/api/v2/desk/${parent}/1/notes`;

  it('create POSTs the note wrapped in `note`', async () => {
    const { response } = await reference('desk_people_notes_create_example');
    service.reply('POST', URL, json(response, { status: 201 }));
    const note = await pike13.desk[namespace].create(1, { note: 'This was a triumph', public: true });
    expectSent(service.requests[0], {
      method: 'POST',
      url: URL,
      token: 'tok',
      body: { note: { note: 'This was a triumph', public: true } },
    });
    expect(note).toMatchObject({ id: 1, public: true, pinned: false });
  });

  it('update PUTs subject, note, public and pinned', async () => {
    const { response } = await reference('desk_people_notes_show_example');
    service.reply('PUT', `${URL}/4`, json(response));
    const changes = { subject: 'Follow-up', note: 'This was a triumph.', public: false, pinned: true };
    const note = await pike13.desk[namespace].update(1, 4, changes);
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${URL}/4`,
      token: 'tok',
      body: { note: changes },
    });
    expect(note.pinned).toBe(true);
  });

  it('delete DELETEs a note', async () => {
    service.reply('DELETE', `${URL}/2`, new Response(null, { status: 204 }));
    await expect(pike13.desk[namespace].delete(1, 2)).resolves.toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: `${URL}/2`, token: 'tok' });
  });

  it.each([
    ['missing', {}],
    ['blank', { note: '  ' }],
  ])('create refuses %s note text before sending', async (_, note) => {
    // @ts-expect-error the note text is required
    const call = pike13.desk[namespace].create(1, note);
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'note');
    expect(service.requests).toHaveLength(0);
  });

  it('update refuses an empty note text before sending', async () => {
    const call = pike13.desk[namespace].update(1, 4, { note: '' });
    await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === 'note');
    expect(service.requests).toHaveLength(0);
  });
});
