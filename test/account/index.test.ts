import { describe, expect, expectTypeOf, it } from 'vitest';
import { Account } from '../../src/account/index.ts';
import { Pike13Client } from '../../src/core/pike13-client.ts';
import { AuthenticationError, CredentialsError } from '../../src/index.ts';
import type { Account as AccountData } from '../../src/schemas/account.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const account = new Account(new Pike13Client({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false }));

describe('account.get', () => {
  it('GETs the account at https://pike13.com, with no subdomain', async () => {
    const { response } = await reference('account_example');
    service.reply('GET', 'https://pike13.com/api/v2/account', json(response));
    const data = await account.get();
    expectSent(service.requests[0], {
      method: 'GET',
      url: 'https://pike13.com/api/v2/account',
      token: 'tok',
    });
    expect(data).toEqual({
      id: 1,
      email: 'johndoe@example.com',
      first_name: 'John',
      last_name: 'Doe',
      email_confirmed_at: '2014-09-09T15:19:09Z',
    });
    expectTypeOf(data).toEqualTypeOf<AccountData>();
  });

  it('needs a token', async () => {
    const anonymous = new Account(new Pike13Client({ clientId: 'app', rateLimit: false }));
    await expect(anonymous.get()).rejects.toSatisfy((e) => CredentialsError.is(e));
    expect(service.requests).toHaveLength(0);
  });

  it('maps a 401 to AuthenticationError', async () => {
    service.reply(
      'GET',
      'https://pike13.com/api/v2/account',
      json({ error: 'Unauthorized' }, { status: 401 }),
    );
    await expect(account.get()).rejects.toSatisfy((e) => AuthenticationError.is(e) && e.status === 401);
  });
});
