import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  InputError,
  NotFoundError,
  PermissionError,
  ValidationError,
} from '../../src/core/errors.ts';
import { Pike13Client } from '../../src/core/pike13-client.ts';
import { Webhooks, webhookTarget } from '../../src/webhooks/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const base = 'https://mybiz.pike13.com/api/v3/webhooks';
const JSONAPI = 'application/vnd.api+json';
const token = 'tok_owner_7890';

const webhooks = () =>
  new Webhooks(new Pike13Client({ subdomain: 'mybiz', accessToken: token, maxRetries: 0 }));

function resource(id: string, attributes: Record<string, unknown> = {}) {
  return {
    id,
    type: 'webhooks',
    links: { self: `${base}/${id}` },
    attributes: {
      account_id: 5,
      business_id: 99,
      topic: 'visit.new',
      target: 'https://hooks.example.com/pike13',
      name: null,
      description: null,
      ...attributes,
    },
  };
}

function expectSentAt(index: number, method: string, url: string, body?: unknown) {
  expectSent(service.requests[index], { method, url, token, body, contentType: JSONAPI });
}

describe('Webhooks subscriptions', () => {
  it('lists the webhooks of the account', async () => {
    service.reply('GET', base, json({ data: [resource('1'), resource('2', { topic: 'invoice.new' })] }));
    const list = await webhooks().list();
    expectSentAt(0, 'GET', base);
    expect(list.map((w) => [w.id, w.attributes.topic])).toEqual([
      ['1', 'visit.new'],
      ['2', 'invoice.new'],
    ]);
  });

  it('gets one webhook', async () => {
    service.reply('GET', `${base}/17`, json({ data: resource('17') }));
    const webhook = await webhooks().get('17');
    expectSentAt(0, 'GET', `${base}/17`);
    expect(webhook).toEqual(resource('17'));
  });

  it('creates a webhook with a JSON:API body and gets the 201 resource back', async () => {
    const created = resource('42', { topic: 'invoice.new', name: 'Billing', description: 'to the ledger' });
    service.reply('POST', base, json({ data: created }, { status: 201 }));
    const { data, response } = await webhooks()
      .create({
        topic: 'invoice.new',
        target: 'https://hooks.example.com/pike13',
        name: 'Billing',
        description: 'to the ledger',
      })
      .withResponse();
    expectSentAt(0, 'POST', base, {
      data: {
        type: 'webhooks',
        attributes: {
          topic: 'invoice.new',
          target: 'https://hooks.example.com/pike13',
          name: 'Billing',
          description: 'to the ledger',
        },
      },
    });
    expect(response.status).toBe(201);
    expect(data.id).toBe('42');
    expect(data.type).toBe('webhooks');
    expect(data.links?.self).toBe(`${base}/42`);
    expect(data.attributes).toMatchObject({ account_id: 5, business_id: 99, name: 'Billing' });
  });

  it('updates a webhook with PATCH, its id in the resource object', async () => {
    service.reply(
      'PATCH',
      `${base}/42`,
      json({ data: resource('42', { name: null, topic: 'visit.updated' }) }),
    );
    const webhook = await webhooks().update(42, { topic: 'visit.updated', name: null });
    expectSentAt(0, 'PATCH', `${base}/42`, {
      data: { type: 'webhooks', id: '42', attributes: { topic: 'visit.updated', name: null } },
    });
    expect(webhook.attributes.topic).toBe('visit.updated');
  });

  it('deletes a webhook', async () => {
    service.reply('DELETE', `${base}/42`, new Response(null, { status: 204 }));
    await expect(webhooks().delete('42')).resolves.toBeUndefined();
    expectSentAt(0, 'DELETE', `${base}/42`);
  });

  it('triggers a sample notification', async () => {
    service.reply('POST', `${base}/42/trigger_sample_notification`, new Response(null, { status: 204 }));
    await expect(webhooks().triggerSample('42')).resolves.toBeUndefined();
    expectSentAt(0, 'POST', `${base}/42/trigger_sample_notification`);
  });

  it.each([
    ['a topic not in the spec', { topic: 'person.undeleted', target: 'https://a.example.com' }, 'topic'],
    ['a plain http target', { topic: 'visit.new', target: 'http://hooks.example.com' }, 'target'],
    ['a relative target', { topic: 'visit.new', target: '/hooks' }, 'target'],
    ['a missing target', { topic: 'visit.new' }, 'target'],
  ])('refuses to create with %s, sending nothing', async (_, input, param) => {
    const error = await webhooks()
      .create(input as never)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(InputError.is(error)).toBe(true);
    expect((error as InputError).param).toBe(param);
    expect(service.requests).toEqual([]);
  });

  it.each([
    ['no change', {}, undefined],
    ['an unknown topic', { topic: 'visits.new' }, 'topic'],
    ['an ftp target', { target: 'ftp://hooks.example.com' }, 'target'],
  ])('refuses an update with %s, sending nothing', async (_, changes, param) => {
    const error = await webhooks()
      .update('42', changes as never)
      .catch((e: unknown) => e);
    expect(InputError.is(error)).toBe(true);
    expect((error as InputError).param).toBe(param);
    expect(service.requests).toEqual([]);
  });

  it('turns a JSON:API 422 error document into a ValidationError with its messages', async () => {
    service.reply(
      'POST',
      base,
      json(
        {
          errors: [
            {
              title: 'Invalid target',
              detail: 'target is not reachable',
              source: { pointer: '/data/attributes/target' },
            },
            { title: 'Invalid topic' },
          ],
        },
        { status: 422 },
      ),
    );
    const error = await webhooks()
      .create({ topic: 'visit.new', target: 'https://hooks.example.com' })
      .catch((e: unknown) => e);
    expect(ValidationError.is(error)).toBe(true);
    expect((error as ValidationError).messages).toEqual([
      '/data/attributes/target: target is not reachable',
      'Invalid topic',
    ]);
    expect((error as ValidationError).message).toContain('POST /api/v3/webhooks answered 422');
  });

  it.each([
    [401, AuthenticationError],
    [403, PermissionError],
    [404, NotFoundError],
  ])('turns a JSON:API %i error into its typed error', async (status, ErrorClass) => {
    service.reply(
      'GET',
      `${base}/9`,
      json({ errors: [{ status: String(status), title: 'Nope' }] }, { status }),
    );
    const error = await webhooks()
      .get('9')
      .catch((e: unknown) => e);
    expectSentAt(0, 'GET', `${base}/9`);
    expect(ErrorClass.is(error)).toBe(true);
    expect((error as InstanceType<typeof ErrorClass>).messages).toEqual(['Nope']);
  });

  it('keeps the secret of a webhookTarget out of the error message', async () => {
    const secret = 'sk_live_abcdefghijklmnop';
    const target = webhookTarget('https://hooks.example.com/pike13', secret);
    service.reply(
      'POST',
      base,
      json({ errors: [{ detail: `target ${target} did not answer` }] }, { status: 422 }),
    );
    const error = await webhooks()
      .create({ topic: 'visit.new', target })
      .catch((e: unknown) => e);
    expect(ValidationError.is(error)).toBe(true);
    expect((error as Error).message).toContain('webhook_secret=[redacted]');
    expect((error as Error).message).not.toContain(secret);
    expect((error as ValidationError).messages).toEqual([
      'target https://hooks.example.com/pike13?webhook_secret=[redacted] did not answer',
    ]);
    expect(JSON.parse(service.requests[0]?.body ?? '').data.attributes.target).toBe(target);
  });
});

describe('targets on loopback, for a client of a service on loopback (the sandbox)', () => {
  const local = 'http://127.0.0.1:4013/api/v3/webhooks';
  const localWebhooks = () =>
    new Webhooks(new Pike13Client({ baseUrl: 'http://127.0.0.1:4013', accessToken: token, maxRetries: 0 }));

  it('sends an http target on loopback when the service itself is on loopback', async () => {
    service.reply('POST', local, json({ data: resource('9') }, { status: 201 }));
    const target = 'http://127.0.0.1:4014/hooks';
    await localWebhooks().create({ topic: 'person.created', target });
    expectSent(service.requests[0], {
      method: 'POST',
      url: local,
      token,
      contentType: JSONAPI,
      body: { data: { type: 'webhooks', attributes: { topic: 'person.created', target } } },
    });
  });

  it.each([
    ['a plain http target elsewhere, from a loopback client', localWebhooks, 'http://hooks.example.com/x'],
    ['an http loopback target, from a client of the live service', webhooks, 'http://127.0.0.1:4014/hooks'],
  ])('refuses %s, sending nothing', async (_, client, target) => {
    const error = await client()
      .create({ topic: 'person.created', target })
      .catch((e: unknown) => e);
    expect(InputError.is(error) && error.param).toBe('target');
    expect(service.requests).toEqual([]);
  });
});
