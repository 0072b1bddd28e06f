import { describe, expect, it } from 'vitest';
import { call, sandboxFor } from './support.ts';

describe('rate limits', () => {
  it('sends RateLimit headers on every answer and 429 beyond the per-token limit', async () => {
    const sandbox = await sandboxFor({ rateLimit: { perToken: 3 } });
    const token = sandbox.tokens.staff;
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await call(sandbox, 'GET', '/api/v2/desk/locations', { token }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get('ratelimit-remaining'))).toEqual(['2', '1', '0', '0']);
    expect(answers[0]?.headers.get('ratelimit-limit')).toBe('3');
    const reset = Number(answers[3]?.headers.get('ratelimit-reset'));
    expect(reset).toBe(Math.ceil(Date.parse('2026-03-02T12:01:00Z') / 1000));
    expect(answers[3]?.headers.get('retry-after')).toBe('60');
    expect(answers[3]?.body).toEqual({
      error: 'Rate limit exceeded. Retry after the time in RateLimit-Reset.',
    });
    const other = await call(sandbox, 'GET', '/api/v2/desk/locations', { token: sandbox.tokens.owner });
    expect(other.status).toBe(200);
  });

  it('counts Reporting API calls in their own 60-a-minute bucket', async () => {
    const sandbox = await sandboxFor({ rateLimit: {} });
    const token = sandbox.tokens.owner;
    const report = await call(sandbox, 'POST', '/desk/api/v3/reports/clients/queries', { token, body: {} });
    expect(report.headers.get('ratelimit-limit')).toBe('60');
    expect(report.headers.get('ratelimit-remaining')).toBe('59');
    const core = await call(sandbox, 'GET', '/api/v2/desk/locations', { token });
    expect([core.headers.get('ratelimit-limit'), core.headers.get('ratelimit-remaining')]).toEqual([
      '180',
      '179',
    ]);
  });

  it('limits per IP across tokens and anonymous calls', async () => {
    const sandbox = await sandboxFor({ rateLimit: { perIp: 2 } });
    const first = await call(sandbox, 'GET', `/api/v2/front/staff_members?client_id=${sandbox.clientId}`);
    const second = await call(sandbox, 'GET', '/api/v2/desk/locations', { token: sandbox.tokens.staff });
    const third = await call(sandbox, 'GET', '/api/v2/desk/locations', { token: sandbox.tokens.owner });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
  });
});

describe('locale', () => {
  it('translates validation messages by X-FD-Locale, falls back to the business locale', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const body = { person: { first_name: '', last_name: 'X' } };
    const french = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token,
      body,
      headers: { 'x-fd-locale': 'fr' },
    });
    expect(french.body).toEqual({ errors: ['Prénom doit être rempli(e)'] });
    const unknown = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token,
      body,
      headers: { 'x-fd-locale': 'xx' },
    });
    expect(unknown.body).toEqual({ errors: ["First name can't be blank"] });
  });

  it('keeps status errors English whatever the locale', async () => {
    const sandbox = await sandboxFor();
    const answer = await call(sandbox, 'GET', '/api/v2/desk/people/999999', {
      token: sandbox.tokens.staff,
      headers: { 'x-fd-locale': 'fr' },
    });
    expect(answer).toMatchObject({ status: 404, body: { error: 'Not found' } });
  });
});
