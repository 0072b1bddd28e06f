import { Script } from 'node:vm';
import { setupServer } from 'msw/node';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DAY } from '../../../src/sandbox/clock.ts';
import { createSandbox } from '../../../src/sandbox/index.ts';
import { startLoopback } from '../../support/loopback.ts';
import { call, movableClock, NOW, rawRequest, sandboxFor, sdk } from '../support.ts';

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;

const NEEDS_TOKEN =
  'Sandbox controls need a staff or owner token of this sandbox (Authorization: Bearer …) or the inspector key';

/** The key the sandbox put in its inspector's URL. */
function keyOf(sandbox: Sandbox): string {
  return new URL(sandbox.inspectorUrl).searchParams.get('key') as string;
}

/** A control call made as the inspector page makes it. */
function asPage(sandbox: Sandbox, method: string, path: string, headers: Record<string, string> = {}) {
  return call(sandbox, method, path, { headers: { 'x-sandbox-key': keyOf(sandbox), ...headers } });
}

/** A loopback receiver answering `status`, closed when the test ends. */
async function receiver(status = 200) {
  const server = await startLoopback((_, response) => {
    response.writeHead(status);
    response.end();
  });
  onTestFinished(() => server.close());
  return server;
}

describe('the inspector page', () => {
  it('is served at inspectorUrl with a policy that lets it reach its own origin only', async () => {
    const sandbox = await sandboxFor();
    expect(sandbox.inspectorUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/_sandbox\/inspector\?key=[0-9a-f]{32}$/,
    );
    const page = await fetch(sandbox.inspectorUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // Neither the key nor any token is in the page: the script reads the key from the address bar.
    for (const secret of [keyOf(sandbox), ...Object.values(sandbox.tokens), sandbox.clientSecret]) {
      expect(html).not.toContain(secret);
    }
    const script = await fetch(`${sandbox.url}/_sandbox/inspector/script.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const source = await script.text();
    expect(source).toContain("get('key')");
    // It parses: a slip in the string module shows here, not only in a browser.
    expect(() => new Script(source)).not.toThrow();
  });

  it('is refused under a Host that is not loopback, key or not (DNS rebinding)', async () => {
    const sandbox = await sandboxFor();
    const target = new URL(sandbox.inspectorUrl);
    for (const host of ['evil.example', `evil.example:${target.port}`, '127.0.0.1.evil.example']) {
      const head = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${host}`, 'Connection: close'];
      const answer = await rawRequest(sandbox.url, head.join('\r\n'));
      expect([answer.status, JSON.parse(answer.body)]).toEqual([
        400,
        { error: 'The Host header must name a loopback address' },
      ]);
    }
  });

  it('is refused without its key or with another', async () => {
    const sandbox = await sandboxFor();
    const other = await sandboxFor();
    for (const url of [
      `${sandbox.url}/_sandbox/inspector`,
      `${sandbox.url}/_sandbox/inspector?key=`,
      `${sandbox.url}/_sandbox/inspector?key=${keyOf(other)}`,
    ]) {
      const answer = await fetch(url);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({
        error: 'Open the inspector at the address the sandbox printed (with its key)',
      });
    }
  });
});

describe('the control routes of the inspector', () => {
  it('answer the key from the page, or a staff or owner token; refuse anything else before acting', async () => {
    const sandbox = await sandboxFor();
    const path = '/_sandbox/records/people';
    expect((await asPage(sandbox, 'GET', path)).status).toBe(200);
    expect((await call(sandbox, 'GET', path, { token: sandbox.tokens.staff })).status).toBe(200);
    expect((await call(sandbox, 'GET', path, { token: sandbox.tokens.owner })).status).toBe(200);

    expect(await call(sandbox, 'GET', path)).toMatchObject({
      status: 401,
      body: { error: NEEDS_TOKEN },
    });
    expect(await call(sandbox, 'GET', path, { token: sandbox.tokens.client })).toMatchObject({
      status: 403,
      body: { error: `${NEEDS_TOKEN}; this token is a client’s` },
    });
    expect(await call(sandbox, 'GET', path, { token: 'not-a-token' })).toMatchObject({ status: 401 });
    const wrongKey = await call(sandbox, 'GET', path, { headers: { 'x-sandbox-key': `${keyOf(sandbox)}0` } });
    expect(wrongKey).toMatchObject({
      status: 401,
      body: { error: 'The X-Sandbox-Key is not this sandbox’s inspector key' },
    });
  });

  it('refuse the key from any page but the inspector: another site, or another loopback port', async () => {
    const sandbox = await sandboxFor();
    const port = new URL(sandbox.url).port;
    const path = '/_sandbox/deliveries';
    const foreign = await asPage(sandbox, 'GET', path, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const neighbour = await asPage(sandbox, 'GET', path, { origin: 'http://localhost:5173' });
    expect(neighbour).toMatchObject({
      status: 403,
      body: { error: 'The inspector key works from the inspector page only' },
    });
    // The page itself, opened by any loopback name of the sandbox's port.
    for (const origin of [sandbox.url, `http://localhost:${port}`]) {
      expect((await asPage(sandbox, 'GET', path, { origin })).status).toBe(200);
    }
    // A page elsewhere cannot even send the key: the preflight does not allow the header.
    const preflight = await fetch(`${sandbox.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-headers': 'x-sandbox-key' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).not.toMatch(/x-sandbox-key/i);
  });

  it('redeliver: a new attempt of a delivery reaches the receiver with the same notification', async () => {
    const sandbox = await sandboxFor({ webhookDelivery: { allowHttpTargets: true } });
    const hook = await receiver();
    const target = `${hook.url}/hooks?webhook_secret=0123456789abcdef0123`;
    await sdk(sandbox, 'owner').webhooks.create({ topic: 'person.updated', target });
    const person = sandbox.state.tables.people.find((p) => p.role === 'client');
    await sdk(sandbox).desk.people.update(person?.id as number, { first_name: 'Renamed' });
    await sandbox.webhooks.idle();
    expect(hook.requests).toHaveLength(1);

    const listed = await asPage(sandbox, 'GET', '/_sandbox/deliveries');
    const [delivery] = listed.body.deliveries;
    // The receiver's secret in the target's query is not shown.
    expect(delivery).toMatchObject({
      topic: 'person.updated',
      recordId: person?.id,
      target: `${hook.url}/hooks`,
      attempts: [{ attempt: 1, status: 200, outcome: 'delivered' }],
    });
    expect(JSON.stringify(listed.body)).not.toContain('webhook_secret');

    const redelivered = await asPage(sandbox, 'POST', `/_sandbox/deliveries/${delivery.id}/redeliver`);
    expect(redelivered).toMatchObject({ status: 202, body: { redelivering: delivery.id } });
    await sandbox.webhooks.idle();
    expect(hook.requests).toHaveLength(2);
    expect(hook.requests[1]?.body).toBe(hook.requests[0]?.body);
    expect(hook.requests[1]?.url.search).toBe('?webhook_secret=0123456789abcdef0123');
    const after = await asPage(sandbox, 'GET', '/_sandbox/deliveries');
    expect(after.body.deliveries[0].attempts).toEqual([
      expect.objectContaining({ attempt: 1, outcome: 'delivered' }),
      expect.objectContaining({ attempt: 2, status: 200, outcome: 'delivered', redelivered: true }),
    ]);
  });

  it('redeliver: an unknown delivery is 404, one whose webhook is gone is 409, nothing is sent', async () => {
    const sandbox = await sandboxFor({ webhookDelivery: { allowHttpTargets: true } });
    const hook = await receiver();
    const owner = sdk(sandbox, 'owner');
    const webhook = await owner.webhooks.create({ topic: 'person.updated', target: `${hook.url}/hooks` });
    const person = sandbox.state.tables.people.find((p) => p.role === 'client');
    await sdk(sandbox).desk.people.update(person?.id as number, { first_name: 'Once' });
    await sandbox.webhooks.idle();
    await owner.webhooks.delete(webhook.id);

    for (const id of ['999', '0', 'abc', '1e3']) {
      const answer = await asPage(sandbox, 'POST', `/_sandbox/deliveries/${id}/redeliver`);
      expect(answer).toMatchObject({ status: 404, body: { error: `No delivery ${id} is kept` } });
    }
    expect(await asPage(sandbox, 'POST', '/_sandbox/deliveries/1/redeliver')).toMatchObject({
      status: 409,
      body: { error: 'Delivery 1 cannot be sent again: its webhook no longer exists' },
    });
    await sandbox.webhooks.idle();
    expect(hook.requests).toHaveLength(1);
  });

  it('redeliver: a failing receiver gets the retries of the delivery rules, numbered after the last', async () => {
    const sandbox = await sandboxFor({ webhookDelivery: { allowHttpTargets: true } });
    let status = 200;
    const hook = await startLoopback((_, response) => {
      response.writeHead(status);
      response.end();
    });
    onTestFinished(() => hook.close());
    await sdk(sandbox, 'owner').webhooks.create({ topic: 'person.updated', target: `${hook.url}/hooks` });
    const person = sandbox.state.tables.people.find((p) => p.role === 'client');
    await sdk(sandbox).desk.people.update(person?.id as number, { first_name: 'Twice' });
    await sandbox.webhooks.idle();

    status = 503;
    const redelivery = asPage(sandbox, 'POST', '/_sandbox/deliveries/1/redeliver');
    expect((await redelivery).status).toBe(202);
    await vi.waitFor(() => expect(hook.requests.length).toBeGreaterThanOrEqual(3));
    status = 200;
    await sandbox.webhooks.idle();
    const attempts = sandbox.webhooks.deliveries.map(({ attempt, status, outcome }) => [
      attempt,
      status,
      outcome,
    ]);
    expect(attempts.slice(0, 3)).toEqual([
      [1, 200, 'delivered'],
      [2, 503, 'retry'],
      [3, 503, 'retry'],
    ]);
    expect(attempts.at(-1)).toEqual([attempts.length, 200, 'delivered']);
  });
});

describe('the records browser', () => {
  it('pages people, visits, plans and invoices newest first, as the Core API has them', async () => {
    const sandbox = await sandboxFor();
    const created = await sdk(sandbox).desk.people.create({ first_name: 'Newest', last_name: 'Person' });
    const first = await asPage(sandbox, 'GET', '/_sandbox/records/people');
    const people = sandbox.state.tables.people.all();
    expect(first.body).toMatchObject({ table: 'people', total: people.length, page: 1, perPage: 25 });
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.rows[0]).toEqual({
      id: created.id,
      name: 'Newest Person',
      email: null,
      role: 'client',
      member: false,
    });
    const last = Math.ceil(people.length / 10);
    const tail = await asPage(sandbox, 'GET', `/_sandbox/records/people?page=${last}&per_page=10`);
    expect(tail.body.rows.map((row: { id: number }) => row.id)).toEqual(
      people
        .slice(0, people.length - (last - 1) * 10)
        .map((p) => p.id)
        .reverse(),
    );
    for (const table of ['visits', 'plans', 'invoices']) {
      const page = await asPage(sandbox, 'GET', `/_sandbox/records/${table}?per_page=2`);
      expect(page.body.rows.map((row: { id: number }) => row.id)).toEqual(
        sandbox.state.tables[table as 'visits']
          .all()
          .slice(-2)
          .map((row) => row.id)
          .reverse(),
      );
    }
  });

  it('shows what follows the clock: a plan ends, a visit becomes past', async () => {
    const clock = movableClock();
    const sandbox = await sandboxFor({ now: clock.now });
    const today = clock.now().toISOString().slice(0, 10);
    const plan = sandbox.state.tables.plans.find(
      (p) =>
        p.canceled_at === null &&
        !p.on_hold &&
        p.end_date !== null &&
        p.end_date >= today &&
        p.start_date <= today,
    );
    const visit = sandbox.state.tables.visits.find((v) => {
      const occurrence = sandbox.state.tables.occurrences.get(v.event_occurrence_id);
      return occurrence !== undefined && Date.parse(occurrence.end_at) > clock.now().getTime();
    });
    const rowOf = async (table: string, id: number) => {
      const answer = await asPage(sandbox, 'GET', `/_sandbox/records/${table}?per_page=100&page=1`);
      const all = [answer.body.rows];
      for (let page = 2; page <= Math.ceil(answer.body.total / 100); page += 1) {
        all.push(
          (await asPage(sandbox, 'GET', `/_sandbox/records/${table}?per_page=100&page=${page}`)).body.rows,
        );
      }
      return all.flat().find((row: { id: number }) => row.id === id);
    };
    expect(await rowOf('plans', plan?.id as number)).toMatchObject({ status: 'active' });
    expect(await rowOf('visits', visit?.id as number)).toMatchObject({ when: 'upcoming' });

    const endOf = Date.parse(`${plan?.end_date}T00:00:00Z`);
    const occurrence = sandbox.state.tables.occurrences.get(visit?.event_occurrence_id as number);
    clock.advance(
      Math.max(endOf + 2 * DAY, Date.parse(occurrence?.end_at as string) + DAY) - clock.now().getTime(),
    );
    expect(await rowOf('plans', plan?.id as number)).toMatchObject({ status: 'ended' });
    expect(await rowOf('visits', visit?.id as number)).toMatchObject({ when: 'past' });
  });

  it('refuses an unknown table (404) and a bad page or size (400 naming it)', async () => {
    const sandbox = await sandboxFor();
    for (const table of ['tokens', 'accounts', 'formsOfPayment', '__proto__', 'constructor']) {
      expect(await asPage(sandbox, 'GET', `/_sandbox/records/${table}`)).toMatchObject({
        status: 404,
        body: { error: `No table ${table} to browse (people, visits, plans, invoices)` },
      });
    }
    for (const [query, error] of [
      ['page=0', 'page must be a whole number from 1 to 9007199254740991'],
      ['page=-1', 'page must be a whole number from 1 to 9007199254740991'],
      ['page=1.5', 'page must be a whole number from 1 to 9007199254740991'],
      ['per_page=101', 'per_page must be a whole number from 1 to 100'],
      ['per_page=x', 'per_page must be a whole number from 1 to 100'],
    ]) {
      const answer = await asPage(sandbox, 'GET', `/_sandbox/records/people?${query}`);
      expect(answer).toMatchObject({ status: 400, body: { error } });
    }
  });
});

describe('the inspector routes through the msw handlers', () => {
  it('answer the records and deliveries with a staff token, and refuse a client token', async () => {
    const sandbox = await createSandbox({ listen: false, now: NOW });
    const server = setupServer(...sandbox.handlers);
    server.listen();
    onTestFinished(async () => {
      server.close();
      await sandbox.close();
    });
    const get = (path: string, token: string) =>
      fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const invoices = await get('/_sandbox/records/invoices?per_page=1', sandbox.tokens.staff);
    const newest = sandbox.state.tables.invoices.all().at(-1);
    expect(await invoices.json()).toMatchObject({ table: 'invoices', rows: [{ id: newest?.id }] });
    expect(await (await get('/_sandbox/deliveries', sandbox.tokens.owner)).json()).toEqual({
      deliveries: [],
    });
    expect((await get('/_sandbox/deliveries', sandbox.tokens.client)).status).toBe(403);
    expect(sandbox.inspectorUrl).toMatch(/^https:\/\/sandbox\.pike13\.test\/_sandbox\/inspector\?key=/);
  });
});
