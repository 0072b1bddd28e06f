import { describe, expect, it } from 'vitest';
import { NotFoundError, Pike13, ValidationError } from '../../src/index.ts';
import { sandboxFor } from '../sandbox/support.ts';

// The whole path of the SDK over a real HTTP server that behaves like the service: the sandbox on loopback,
// with its rate limits on. Faults the service cannot be made to show (a 502, a slow body) keep their own
// servers in test/core.
describe('the whole path against the sandbox', () => {
  async function setUp(locale: 'de' | 'fr' = 'de') {
    const sandbox = await sandboxFor({ rateLimit: {} });
    const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff, locale });
    return { sandbox, pike13 };
  }

  it('reads every client of every page once with for await, 25 a page', async () => {
    const { sandbox, pike13 } = await setUp();
    const expected = sandbox.state.tables.people.filter((p) => p.role === 'client').map((p) => p.id);
    const seen: number[] = [];
    let pages = 0;
    for await (const page of pike13.desk.people.list().pages()) {
      pages++;
      expect(page.items.length).toBeLessThanOrEqual(25);
      expect(page.totalCount).toBe(expected.length);
      seen.push(...page.items.map((person) => person.id));
    }
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 25));
  });

  it('carries the rate-limit headers of the service, counting down per token', async () => {
    const { pike13 } = await setUp();
    const first = await pike13.desk.people.me().withResponse();
    const second = await pike13.desk.people.me().withResponse();
    const remaining = [first, second].map(({ response }) =>
      Number(response.headers.get('ratelimit-remaining')),
    );
    expect(first.response.headers.get('ratelimit-limit')).toBe('180');
    expect(remaining[1]).toBe((remaining[0] as number) - 1);
  });

  it("maps the service's 422 to ValidationError, in the locale asked for", async () => {
    const { sandbox, pike13 } = await setUp('fr');
    const invoice = sandbox.state.tables.invoices.find((i) => i.state === 'open');
    expect(invoice).toBeDefined();
    const error = await pike13.desk.people.delete(invoice?.person_id as number).catch((e: unknown) => e);
    expect(ValidationError.is(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, method: 'DELETE' });
    expect((error as ValidationError).messages).toContain('La personne a des factures ouvertes');
    expect(sandbox.state.tables.people.get(invoice?.person_id as number)).toBeDefined();
  });

  it('maps a 404 to NotFoundError', async () => {
    const { pike13 } = await setUp();
    await expect(pike13.desk.people.get(999_999)).rejects.toSatisfy(
      (e) =>
        NotFoundError.is(e) && e.status === 404 && e.url?.endsWith('/api/v2/desk/people/999999') === true,
    );
  });
});
