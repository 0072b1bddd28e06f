import { afterEach, describe, expect, it } from 'vitest';
import { Pike13 } from '../../../src/pike13.ts';
import { serveFetch } from '../reporting/serve.ts';
import { apiRequest, hubOf, OWNER } from './hub.ts';

const HTTPS_TARGET = 'https://hooks.example.com/pike13?webhook_secret=0123456789abcdef0123';

/** The status and JSON body of a hub answer. */
async function answerOf(response: Response | undefined) {
  if (response === undefined) throw new Error('the hub did not answer');
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: text ? JSON.parse(text) : null,
  };
}

const create = (attributes: Record<string, unknown>) =>
  apiRequest('POST', '/api/v3/webhooks', { data: { type: 'webhooks', attributes } });

describe('webhook subscriptions over JSON:API', () => {
  it('creates a webhook: 201, the resource with a string id, links.self, nulls for unset attributes', async () => {
    const hub = hubOf({ allowHttpTargets: false });
    const response = await hub.route(create({ topic: 'person.created', target: HTTPS_TARGET }), OWNER);
    expect(response?.headers.get('location')).toBe('http://sandbox.test/api/v3/webhooks/1');
    expect(await answerOf(response)).toEqual({
      status: 201,
      type: 'application/vnd.api+json',
      body: {
        data: {
          id: '1',
          type: 'webhooks',
          links: { self: 'http://sandbox.test/api/v3/webhooks/1' },
          attributes: {
            account_id: 31,
            business_id: 7,
            topic: 'person.created',
            target: HTTPS_TARGET,
            name: null,
            description: null,
          },
        },
      },
    });
  });

  it('lists the account’s webhooks, gets, updates and deletes one', async () => {
    const hub = hubOf();
    await hub.route(create({ topic: 'visit.new', target: HTTPS_TARGET, name: 'visits' }), OWNER);
    await hub.route(create({ topic: 'invoice.new', target: HTTPS_TARGET }), { role: 'owner', accountId: 99 });
    const list = await answerOf(await hub.route(apiRequest('GET', '/api/v3/webhooks'), OWNER));
    expect(list.body.data.map((webhook: { id: string }) => webhook.id)).toEqual(['1']);
    const patch = {
      data: { type: 'webhooks', id: '1', attributes: { topic: 'visit.updated', description: 'sync' } },
    };
    const updated = await answerOf(await hub.route(apiRequest('PATCH', '/api/v3/webhooks/1', patch), OWNER));
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes).toMatchObject({
      topic: 'visit.updated',
      name: 'visits',
      description: 'sync',
    });
    expect((await answerOf(await hub.route(apiRequest('GET', '/api/v3/webhooks/1'), OWNER))).body).toEqual(
      updated.body,
    );
    expect((await hub.route(apiRequest('DELETE', '/api/v3/webhooks/1'), OWNER))?.status).toBe(204);
    const gone = await answerOf(await hub.route(apiRequest('GET', '/api/v3/webhooks/1'), OWNER));
    expect(gone).toMatchObject({
      status: 404,
      body: { errors: [{ status: '404', detail: 'No webhook 1' }] },
    });
    const other = await answerOf(await hub.route(apiRequest('GET', '/api/v3/webhooks/2'), OWNER));
    expect(other.status).toBe(404);
  });

  it('refuses a bad topic and a non-https target as JSON:API errors, never quoting the target', async () => {
    const hub = hubOf({ allowHttpTargets: false });
    const target = 'http://hooks.example.com/pike13?webhook_secret=0123456789abcdef0123';
    const answer = await answerOf(await hub.route(create({ topic: 'person.exploded', target }), OWNER));
    expect(answer).toEqual({
      status: 422,
      type: 'application/vnd.api+json',
      body: {
        errors: [
          {
            status: '422',
            title: 'Unprocessable Entity',
            detail: 'topic must be a valid topic',
            source: { pointer: '/data/attributes/topic' },
          },
          {
            status: '422',
            title: 'Unprocessable Entity',
            detail: 'target must be an https URL',
            source: { pointer: '/data/attributes/target' },
          },
        ],
      },
    });
    const missing = await answerOf(await hub.route(create({ name: 'x' }), OWNER));
    expect(missing.body.errors).toHaveLength(2);
    const list = await answerOf(await hub.route(apiRequest('GET', '/api/v3/webhooks'), OWNER));
    expect(list.body.data).toEqual([]);
  });

  it('takes http targets on loopback only when told to', async () => {
    const loopback = { topic: 'person.created', target: 'http://127.0.0.1:9/hooks' };
    expect((await hubOf({ allowHttpTargets: false }).route(create(loopback), OWNER))?.status).toBe(422);
    const hub = hubOf({ allowHttpTargets: true });
    expect((await hub.route(create(loopback), OWNER))?.status).toBe(201);
    const remote = { topic: 'person.created', target: 'http://hooks.example.com/hooks' };
    expect((await hub.route(create(remote), OWNER))?.status).toBe(422);
  });

  it('answers 401 without a token and 403 below owner', async () => {
    const hub = hubOf();
    const anonymous = await answerOf(await hub.route(apiRequest('GET', '/api/v3/webhooks'), undefined));
    expect(anonymous).toMatchObject({ status: 401, body: { errors: [{ status: '401' }] } });
    for (const role of ['manager', 'staff_member', 'client']) {
      const refused = await answerOf(
        await hub.route(apiRequest('GET', '/api/v3/webhooks'), { role, accountId: 31 }),
      );
      expect(refused).toMatchObject({
        status: 403,
        body: {
          errors: [{ detail: 'Only staff members whose role is owner or higher may use the Webhooks API' }],
        },
      });
    }
    const primary = await hub.route(apiRequest('GET', '/api/v3/webhooks'), {
      role: 'primary_owner',
      accountId: 1,
    });
    expect(primary?.status).toBe(200);
  });

  it('refuses documents that are not JSON:API webhooks documents', async () => {
    const hub = hubOf();
    const post = (document: unknown, type?: string) =>
      hub.route(apiRequest('POST', '/api/v3/webhooks', document, type), OWNER);
    expect(await answerOf(await post('{nope'))).toMatchObject({ status: 400 });
    expect(await answerOf(await post({ topic: 'person.created' }))).toMatchObject({ status: 400 });
    const wrongType = {
      data: { type: 'people', attributes: { topic: 'person.created', target: HTTPS_TARGET } },
    };
    expect(await answerOf(await post(wrongType))).toMatchObject({
      status: 409,
      body: { errors: [{ detail: 'data.type must be "webhooks"' }] },
    });
    expect(await answerOf(await post({ data: {} }, 'text/plain'))).toMatchObject({ status: 415 });
    expect((await hub.route(apiRequest('PUT', '/api/v3/webhooks'), OWNER))?.headers.get('allow')).toBe(
      'GET, POST',
    );
    expect(await hub.route(apiRequest('GET', '/api/v2/desk/people'), OWNER)).toBeUndefined();
  });
});

describe('pike13.webhooks against the sandbox hub on loopback', () => {
  let close: () => Promise<void>;
  afterEach(() => close());

  it('creates, lists, updates, triggers a sample and deletes', async () => {
    // The target is https (the SDK sends nothing else): the hub's injected fetch stands in for the network.
    const sent: Request[] = [];
    const hub = hubOf({
      fetch: async (input, init) => {
        sent.push(new Request(input, init));
        return new Response('ok');
      },
    });
    const server = await serveFetch((request) => hub.route(request, OWNER));
    close = server.close;
    const pike13 = new Pike13({
      baseUrl: server.url,
      accessToken: 'tok_owner',
      rateLimit: false,
      maxRetries: 0,
    });
    const created = await pike13.webhooks.create({
      topic: 'visit.new',
      target: HTTPS_TARGET,
      name: 'visits',
    });
    expect(created).toMatchObject({
      id: '1',
      type: 'webhooks',
      attributes: { topic: 'visit.new', name: 'visits' },
    });
    expect((await pike13.webhooks.list()).map((webhook) => webhook.id)).toEqual(['1']);
    const updated = await pike13.webhooks.update('1', { description: 'all visits' });
    expect(updated.attributes.description).toBe('all visits');
    await pike13.webhooks.triggerSample('1');
    await hub.idle();
    expect(sent.map((request) => [request.method, request.url])).toEqual([['POST', HTTPS_TARGET]]);
    expect(await sent[0]?.json()).toMatchObject({
      topic: 'visit.new',
      webhook_id: 1,
      business_id: 7,
      target_url: HTTPS_TARGET,
      data: { visits: [{ id: 1 }] },
    });
    await pike13.webhooks.delete('1');
    await expect(pike13.webhooks.get('1')).rejects.toMatchObject({ status: 404 });
  });
});
