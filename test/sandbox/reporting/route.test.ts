import { describe, expect, it } from 'vitest';
import { example } from '../../reports/fixtures.ts';
import { call, sandboxFor } from '../support.ts';

const attributesOf = (answer: { body: { data: { attributes: Record<string, unknown> } } }) => {
  const { uuid: _uuid, duration: _duration, ...rest } = answer.body.data.attributes;
  return rest;
};

describe('the paths of a report resource', () => {
  it('serves /api/v3/<resource>/queries (reference example 05) as the same resource', async () => {
    const sandbox = await sandboxFor({ clients: 40 });
    // Reference example 05: the service's own example app posting to `/api/v3/<resource>/queries`.
    const { request: EXAMPLE_05 } = await example('05_best_selling_items_report');
    expect(new URL(EXAMPLE_05.url.replace('<SUBDOMAIN>', 'x')).pathname).toBe(
      '/api/v3/invoice_items/queries',
    );
    const token = sandbox.tokens.staff;
    const old = await call(sandbox, 'POST', `/api/v3/invoice_items/queries?access_token=${token}`, {
      body: EXAMPLE_05.body,
    });
    const desk = await call(sandbox, 'POST', '/desk/api/v3/reports/invoice_items/queries', {
      token,
      body: EXAMPLE_05.body,
    });
    expect(old.status).toBe(200);
    expect(attributesOf(old)).toEqual(attributesOf(desk));
    expect(attributesOf(old)).toMatchObject({
      fields: [
        { name: 'group_label', type: 'string' },
        { name: 'invoice_item_count', type: 'integer' },
        { name: 'total_net_paid_revenue_amount', type: 'currency' },
      ],
    });
    expect((attributesOf(old).rows as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers both paths with a trailing slash or `.json` as every route does, in the reports rate limit', async () => {
    const sandbox = await sandboxFor({ clients: 5, rateLimit: {} });
    const token = sandbox.tokens.staff;
    const body = { data: { type: 'queries', attributes: { fields: ['person_id'] } } };
    const paths = [
      '/desk/api/v3/reports/clients/queries',
      '/desk/api/v3/reports/clients/queries/',
      '/desk/api/v3/reports/clients/queries.json',
      '/api/v3/clients/queries/',
      '/api/v3/clients/queries.json',
    ];
    const answers = [];
    for (const path of paths) answers.push(await call(sandbox, 'POST', path, { token, body }));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    const rows = answers.map((answer) => answer.body.data.attributes.rows);
    expect(rows[0].length).toBeGreaterThan(0);
    for (const other of rows) expect(other).toEqual(rows[0]);
    expect(answers.map((answer) => answer.headers.get('ratelimit-limit'))).toEqual(Array(5).fill('60'));
    const remaining = answers.map((answer) => answer.headers.get('ratelimit-remaining'));
    expect(remaining).toEqual(['59', '58', '57', '56', '55']);
  });

  it('refuses the old path without a token and answers 404 for an unknown resource, as the desk path', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const body = { data: { type: 'queries', attributes: { fields: ['person_id'] } } };
    expect((await call(sandbox, 'POST', '/api/v3/clients/queries', { body })).status).toBe(401);
    const unknown = await call(sandbox, 'POST', '/api/v3/nothing/queries', {
      token: sandbox.tokens.staff,
      body,
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { errors: [{ detail: 'Unknown report: "nothing"' }] },
    });
  });

  it('counts the old path against the Reporting API’s limit of 60 a minute', async () => {
    const sandbox = await sandboxFor({ clients: 5, rateLimit: {} });
    const body = { data: { type: 'queries', attributes: { fields: ['person_id'] } } };
    const answer = await call(sandbox, 'POST', '/api/v3/clients/queries', {
      token: sandbox.tokens.staff,
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit-limit')).toBe('60');
    expect(answer.headers.get('ratelimit-remaining')).toBe('59');
  });
});

describe('report queries as other clients write them', () => {
  it('treats sort: "" (a PHP client’s default) as no sort: key order, pages with last_key', async () => {
    const sandbox = await sandboxFor({ clients: 12 });
    const post = (attributes: Record<string, unknown>) =>
      call(sandbox, 'POST', '/desk/api/v3/reports/clients/queries', {
        token: sandbox.tokens.staff,
        body: { data: { type: 'queries', attributes: { fields: ['person_id'], ...attributes } } },
      });
    const first = await post({ sort: '', page: { limit: 5 } });
    const noSort = await post({ sort: [], page: { limit: 5 } });
    expect(first.status).toBe(200);
    expect(attributesOf(first)).toEqual(attributesOf(noSort));
    const { last_key } = attributesOf(first);
    expect(last_key).toMatch(/^\d{30}$/);
    const next = await post({ sort: '', page: { limit: 5, starting_after: last_key } });
    expect(next.status).toBe(200);
    const ids = [...(attributesOf(first).rows as number[][]), ...(attributesOf(next).rows as number[][])];
    const clients = sandbox.state.tables.people.filter((p) => p.role === 'client').map((p) => [p.id]);
    expect(ids).toEqual(clients.slice(0, 10));
  });

  it('still refuses a sort that is neither a list nor empty', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const answer = await call(sandbox, 'POST', '/desk/api/v3/reports/clients/queries', {
      token: sandbox.tokens.staff,
      body: { data: { type: 'queries', attributes: { fields: ['person_id'], sort: 'person_id' } } },
    });
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: [{ detail: 'sort must be a list of field names' }] },
    });
  });
});
