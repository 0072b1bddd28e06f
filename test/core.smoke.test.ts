import { describe, expect, it } from 'vitest';
import { Pike13 } from '../src/index.ts';
import { json, mockService, reference } from './support/msw.ts';

const service = mockService();

describe('smoke', () => {
  it('gets a person', async () => {
    const ref = await reference('desk_people_show_example');
    service.reply('GET', 'https://mybiz.pike13.com/api/v2/desk/people/48', json(ref.response));
    const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok_123456', locale: 'fr' });
    const person = await pike13.desk.people.get(48);
    expect(person.first_name).toBe('Jane');
    expect(service.requests[0]?.headers.get('authorization')).toBe('Bearer tok_123456');
    expect(service.requests[0]?.headers.get('x-fd-locale')).toBe('fr');
  });
});
