import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });

const cases = [
  ['front', 'personNotes', 'people'],
  ['front', 'eventOccurrenceNotes', 'event_occurrences'],
  ['desk', 'personNotes', 'people'],
  ['desk', 'eventOccurrenceNotes', 'event_occurrences'],
] as const;

describe.each(cases)('%s.%s', (side, namespace, parent) => {
  const URL = `https://mybiz.pike13.com/api/v2/${side}/${parent}/1/notes`;

  it('list GETs a page of notes, newest first', async () => {
    const { response } = await reference('desk_people_notes_example');
    service.reply('GET', URL, json(response));
    const page = await pike13[side][namespace].list(1, { per_page: 10 });
    expectSent(service.requests[0], { method: 'GET', url: `${URL}?page=1&per_page=10`, token: 'tok' });
    expect(page.items.map((note) => note.id)).toEqual([4, 3]);
    expect(page.items[0]).toMatchObject({ pinned: true, public: false });
  });

  it('get GETs one note', async () => {
    const { response } = await reference('desk_people_notes_show_example');
    service.reply('GET', `${URL}/4`, json(response));
    const note = await pike13[side][namespace].get(1, 4);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/4`, token: 'tok' });
    expect(note.note).toBe('This was a triumph.');
  });
});
