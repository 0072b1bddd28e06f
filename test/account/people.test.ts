import { describe, expect, it } from 'vitest';
import { Account } from '../../src/account/index.ts';
import { Pike13Client } from '../../src/core/pike13-client.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const account = new Account(new Pike13Client({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false }));
const URL = 'https://pike13.com/api/v2/account/people';

describe('account.people.list', () => {
  it('GETs the people of the account at https://pike13.com', async () => {
    const { response } = await reference('account_people_example');
    service.reply('GET', URL, json(response));
    const people = await account.people.list();
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
    expect(people.map((person) => [person.name, person.subdomain])).toEqual([['John Staff', 'apisub']]);
    expect(people[0]?.person_custom_fields?.[0]).toEqual({
      id: 1,
      custom_field_id: 5,
      name: 'Favorite Color',
      value: 'blue',
    });
  });
});
