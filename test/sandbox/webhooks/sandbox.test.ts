import { describe, expect, it } from 'vitest';
import type { KnownNotification } from '../../../src/webhooks/index.ts';
import { serve } from '../../webhooks/serve.ts';
import { call, sandboxFor, sdk } from '../support.ts';

const SECRET = '0123456789abcdef0123';

describe('webhooks of the sandbox, end to end', () => {
  it('a person created through pike13.desk.people.create reaches a subscribed receiver as person.created', async () => {
    const sandbox = await sandboxFor({ webhookDelivery: { allowHttpTargets: true } });
    const created: KnownNotification<'person.created'>[] = [];
    const receiver = await serve({ secret: SECRET, on: { 'person.created': (n) => void created.push(n) } });
    const target = `${receiver}?webhook_secret=${SECRET}`;
    // A client of a service on loopback may subscribe an http receiver on loopback (the live service: https).
    const subscribed = await sdk(sandbox, 'owner').webhooks.create({ topic: 'person.created', target });
    expect(subscribed.attributes).toMatchObject({ business_id: sandbox.state.business.id, target });

    const person = await sdk(sandbox).desk.people.create({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
    });
    await sandbox.webhooks.idle();

    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      topic: 'person.created',
      webhook_id: Number(subscribed.id),
      business_id: sandbox.state.business.id,
      data: {
        people: [{ id: person.id, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }],
      },
    });
    expect(sandbox.webhooks.deliveries).toEqual([
      expect.objectContaining({ topic: 'person.created', attempt: 1, status: 200, outcome: 'delivered' }),
    ]);
  });

  it('a visit completed then reset in the same second reaches a deduplicating receiver as both changes', async () => {
    const sandbox = await sandboxFor({ webhookDelivery: { allowHttpTargets: true } });
    const states: unknown[] = [];
    const receiver = await serve({
      secret: SECRET,
      dedupe: true,
      on: { 'visit.updated': (n) => void states.push(n.data.visits[0]?.state) },
    });
    const target = `${receiver}?webhook_secret=${SECRET}`;
    await sdk(sandbox, 'owner').webhooks.create({ topic: 'visit.updated', target });
    const visit = sandbox.state.tables.visits.find((v) => v.state === 'registered');
    const pike13 = sdk(sandbox);

    // The sandbox's clock is pinned: both changes carry one updated_at.
    const completed = await pike13.desk.visits.update(visit?.id as number, { state_event: 'complete' });
    const reset = await pike13.desk.visits.update(visit?.id as number, { state_event: 'reset' });
    await sandbox.webhooks.idle();

    expect([completed.updated_at, reset.updated_at]).toEqual([
      '2026-03-02T12:00:00Z',
      '2026-03-02T12:00:00Z',
    ]);
    expect(states.sort()).toEqual(['completed', 'registered']);
    expect(sandbox.webhooks.deliveries).toEqual([
      expect.objectContaining({ topic: 'visit.updated', attempt: 1, status: 200, outcome: 'delivered' }),
      expect.objectContaining({ topic: 'visit.updated', attempt: 1, status: 200, outcome: 'delivered' }),
    ]);
  });

  it('lets owners manage webhooks through pike13.webhooks, and refuses staff below owner', async () => {
    const sandbox = await sandboxFor();
    const webhook = await sdk(sandbox, 'owner').webhooks.create({
      topic: 'visit.new',
      target: 'https://hooks.example.com/pike13',
    });
    expect(webhook).toMatchObject({
      id: '1',
      type: 'webhooks',
      links: { self: `${sandbox.url}/api/v3/webhooks/1` },
    });
    expect((await sdk(sandbox, 'owner').webhooks.list()).map((w) => w.id)).toEqual(['1']);
    await expect(sdk(sandbox, 'staff').webhooks.list()).rejects.toMatchObject({ status: 403 });
    await expect(sdk(sandbox, 'client').webhooks.list()).rejects.toMatchObject({ status: 403 });
    const http = await call(sandbox, 'POST', '/api/v3/webhooks', {
      token: sandbox.tokens.owner,
      body: {
        data: { type: 'webhooks', attributes: { topic: 'visit.new', target: 'http://127.0.0.1:9/hooks' } },
      },
    });
    expect(http).toMatchObject({
      status: 422,
      body: {
        errors: [
          {
            detail:
              'target must be an https URL (a sandbox started with --allow-http-webhooks, or createSandbox({ webhookDelivery: { allowHttpTargets: true } }), also takes an http receiver on loopback)',
          },
        ],
      },
    });
  });
});
