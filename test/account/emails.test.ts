import { describe, expect, it } from 'vitest';
import { Account } from '../../src/account/index.ts';
import { Pike13Client } from '../../src/core/pike13-client.ts';
import { CredentialsError, InputError } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { mockService } from '../support/msw.ts';

const service = mockService();
const withToken = new Account(new Pike13Client({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false }));
const anonymous = new Account(new Pike13Client({ rateLimit: false }));
const PASSWORDS = 'https://pike13.com/api/v2/account/passwords';
const CONFIRMATIONS = 'https://pike13.com/api/v2/account/confirmations';
const created = () => new Response(null, { status: 201 });

describe('account.passwords.create', () => {
  it('POSTs the email with no credentials at all', async () => {
    service.reply('POST', PASSWORDS, created());
    await expect(anonymous.passwords.create({ email: 'jane@example.com' })).resolves.toBeUndefined();
    expectSent(service.requests[0], {
      method: 'POST',
      url: PASSWORDS,
      token: null,
      body: { email: 'jane@example.com' },
    });
  });

  it('sends the token when there is one', async () => {
    service.reply('POST', PASSWORDS, created());
    await withToken.passwords.create({ email: 'jane@example.com' });
    expectSent(service.requests[0], {
      method: 'POST',
      url: PASSWORDS,
      token: 'tok',
      body: { email: 'jane@example.com' },
    });
  });

  it('refuses a malformed email before sending', async () => {
    await expect(anonymous.passwords.create({ email: 'jane' })).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'email',
    );
    expect(service.requests).toHaveLength(0);
  });
});

describe('account.confirmations.create', () => {
  it('POSTs the email with the token', async () => {
    service.reply('POST', CONFIRMATIONS, created());
    await expect(withToken.confirmations.create({ email: 'jane@example.com' })).resolves.toBeUndefined();
    expectSent(service.requests[0], {
      method: 'POST',
      url: CONFIRMATIONS,
      token: 'tok',
      body: { email: 'jane@example.com' },
    });
  });

  it('needs a token', async () => {
    await expect(anonymous.confirmations.create({ email: 'jane@example.com' })).rejects.toSatisfy((e) =>
      CredentialsError.is(e),
    );
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a missing email before sending', async () => {
    // @ts-expect-error email is required
    await expect(withToken.confirmations.create({})).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'email',
    );
    expect(service.requests).toHaveLength(0);
  });
});
