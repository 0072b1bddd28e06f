import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { openSqliteMirror } from '../../src/sync/sqlite.ts';
import type { SyncResource } from '../../src/sync/types.ts';
import { mirrorHandlers, SYNC_TOPICS, webhookChanges } from '../../src/sync/webhook-feed.ts';
import { createWebhookHandler, createWebhookSecret, toNodeListener } from '../../src/webhooks/index.ts';
import { parseNotification } from '../../src/webhooks/notification.ts';
import { call, movableClock, sandboxFor } from '../sandbox/support.ts';
import {
  countingClient,
  mirroredRows,
  serviceRecords,
  serviceVisits,
  tempDb,
} from '../support/sync-mirror.ts';

/** A receiver on loopback that writes every notification of SYNC_TOPICS into the mirror at `file`. */
async function receiverInto(file: string) {
  const mirror = await openSqliteMirror(file);
  const secret = createWebhookSecret();
  const server = createServer(toNodeListener(createWebhookHandler({ secret, on: mirrorHandlers(mirror) })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(async () => {
    server.close();
    await mirror.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks?webhook_secret=${secret}`;
}

/** One sync of `resource` into the mirror at `file`. */
async function syncInto(file: string, client: Pike13, resource: SyncResource) {
  const mirror = await openSqliteMirror(file);
  try {
    await syncIntoMirror(client, mirror, { resources: [resource] });
  } finally {
    await mirror.close();
  }
}

/**
 * A sandbox that delivers webhooks to loopback, its clock movable, and a mirror of `resource` synced once;
 * a receiver writing into that mirror, subscribed to `topics`.
 */
async function deliveringInto(resource: SyncResource, topics: readonly string[]) {
  const clock = movableClock();
  const sandbox = await sandboxFor({
    clients: 30,
    now: clock.now,
    webhookDelivery: { allowHttpTargets: true },
  });
  const token = sandbox.tokens.staff;
  const file = tempDb();
  await syncInto(file, countingClient(sandbox.url, token).client, resource);
  const target = await receiverInto(file);
  const owner = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.owner, rateLimit: false });
  for (const topic of topics) await owner.webhooks.create({ topic: topic as 'person.created', target });
  return { clock, sandbox, token, file };
}

describe('the webhook feed', () => {
  it('deliveries of the sandbox change and delete rows of the same mirror a sync writes', {
    timeout: 60_000,
  }, async () => {
    const { clock, sandbox, token, file } = await deliveringInto('people', SYNC_TOPICS);

    clock.advance(60_000);
    const created = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token,
      body: { person: { first_name: 'Hook', last_name: 'Made', email: 'hook@example.com' } },
    });
    const id = created.body.people[0].id as number;
    const [renamed] = await serviceRecords(sandbox.url, token, 'people');
    await call(sandbox, 'PUT', `/api/v2/desk/people/${renamed?.id}`, {
      token,
      body: { person: { last_name: 'Hooked' } },
    });
    await sandbox.webhooks.idle();
    expect(
      mirroredRows(file, 'people', `"id" IN (${renamed?.id}, ${id})`).map((row) => [row.id, row.last_name]),
    ).toEqual([
      [renamed?.id, 'Hooked'],
      [id, 'Made'],
    ]);

    expect((await call(sandbox, 'DELETE', `/api/v2/desk/people/${id}`, { token })).status).toBeLessThan(300);
    await sandbox.webhooks.idle();
    expect(mirroredRows(file, 'people', `"id" = ${id}`)).toEqual([
      expect.objectContaining({ id, first_name: 'Hook', _deleted_at: expect.any(String) }),
    ]);

    // The next incremental run leaves the deletion, and brings every live row to the service's copy.
    await syncInto(file, countingClient(sandbox.url, token).client, 'people');
    expect(mirroredRows(file, 'people').map((row) => JSON.parse(row._raw as string))).toEqual(
      await serviceRecords(sandbox.url, token, 'people'),
    );
    expect(mirroredRows(file, 'people', `"id" = ${id}`)).toEqual([
      expect.objectContaining({ _deleted_at: expect.any(String) }),
    ]);
  });

  it('a person merged away is a deletion naming the person it went into; other topics change nothing', () => {
    const envelope = { webhook_id: 1, business_id: 2 };
    const merged = parseNotification({
      ...envelope,
      topic: 'person.deleted',
      data: { people: [{ id: 5, merged_into_id: 9, deleted_at: '2026-03-02T12:00:00Z' }] },
    });
    expect(webhookChanges(merged)).toEqual({
      resource: 'people',
      changes: [
        { op: 'delete', resource: 'people', id: 5, mergedIntoId: 9, deletedAt: '2026-03-02T12:00:00Z' },
      ],
    });
    const occurrence = parseNotification({
      ...envelope,
      topic: 'event_occurrence.updated',
      data: { event_occurrences: [{ id: 3 }] },
    });
    expect(webhookChanges(occurrence)).toBeUndefined();
  });

  it('visit deliveries: a deleted visit is marked at once, a new or changed one re-read by the next run', {
    timeout: 60_000,
  }, async () => {
    const visitTopics = SYNC_TOPICS.filter((name) => name.startsWith('visit.'));
    const { clock, sandbox, token, file } = await deliveringInto('visits', visitTopics);
    expect([...visitTopics].sort()).toEqual(['visit.created', 'visit.deleted', 'visit.new', 'visit.updated']);

    // Visits of classes weeks before the window an incremental run reads: only the webhooks tell of them.
    clock.advance(3_600_000);
    const old = mirroredRows(file, 'visits', `"service_date" < '2026-02-01' AND "state" = 'completed'`);
    const [reset = 0, removed = 0] = old.map((row) => row.visit_id as number);
    await call(sandbox, 'PUT', `/api/v2/desk/visits/${reset}`, {
      token,
      body: { visit: { state_event: 'reset' } },
    });
    expect((await call(sandbox, 'DELETE', `/api/v2/desk/visits/${removed}`, { token })).status).toBe(200);
    const booked = await call(sandbox, 'POST', '/api/v2/desk/visits', {
      token,
      body: { visit: { event_occurrence_id: old[2]?.event_occurrence_id, person_id: old[0]?.person_id } },
    });
    expect(booked.status).toBe(201);
    const created = booked.body.visits[0].id as number;
    await sandbox.webhooks.idle();

    expect(mirroredRows(file, 'visits', `"visit_id" = ${removed}`)).toEqual([
      expect.objectContaining({ _deleted_at: expect.any(String) }),
    ]);
    expect(mirroredRows(file, 'visits', `"visit_id" = ${reset}`)).toEqual([
      expect.objectContaining({ state: 'completed' }),
    ]);
    const mirror = await openSqliteMirror(file);
    const marked = [reset, created].sort((a, b) => a - b);
    expect(await mirror.rereads('visits')).toEqual(marked);
    await mirror.close();

    // One query of the marked visits by id, then the window's counts and stamps: nothing of the window
    // moved, so no visit of it is read again.
    const { client, sent, bodies } = countingClient(sandbox.url, token);
    await syncInto(file, client, 'visits');
    expect(sent).toEqual(Array(3).fill('POST /desk/api/v3/reports/enrollments/queries'));
    const attributes = bodies.map(
      (body) => (body as { data: { attributes: { filter: unknown; group?: string } } }).data.attributes,
    );
    expect(attributes[0]?.filter).toEqual(['or', marked.map((id) => ['eq', 'visit_id', id])]);
    expect(attributes[1]).toEqual(
      expect.objectContaining({
        group: 'service_date',
        filter: [
          'and',
          [
            ['nemp', 'visit_id'],
            ['gt', 'service_date', '2026-02-23'],
          ],
        ],
      }),
    );
    expect(JSON.stringify(attributes[2]?.filter)).toContain('"completed_at"');
    expect(mirroredRows(file, 'visits').map((row) => JSON.parse(row._raw as string))).toEqual(
      await serviceVisits(sandbox.url, token),
    );
    expect(mirroredRows(file, 'visits', `"visit_id" = ${reset}`)).toEqual([
      expect.objectContaining({ state: 'registered', completed_at: null }),
    ]);
    const after = await openSqliteMirror(file);
    expect(await after.rereads('visits')).toEqual([]);
    await after.close();
  });

  it('plans fed by webhooks: sold, changed and ended plans arrive by delivery, and runs poll no plan', {
    timeout: 60_000,
  }, async () => {
    const planTopics = SYNC_TOPICS.filter(
      (name) => name.startsWith('plan.') || name.startsWith('person_plan.'),
    );
    expect([...planTopics].sort()).toEqual(['person_plan.created', 'plan.ended', 'plan.updated']);
    const { clock, sandbox, token, file } = await deliveringInto('plans', planTopics);
    clock.advance(3_600_000);
    const plans = await serviceRecords(sandbox.url, token, 'plans');
    const pack = plans.find((plan) => plan.type === 'Pack');
    const sold = await call(sandbox, 'POST', `/api/v2/desk/pack_products/${pack?.plan_product_id}/packs`, {
      token,
      body: { pack: { person_ids: pack?.person_ids } },
    });
    expect(sold.status).toBe(201);
    const membership = plans.find((plan) => plan.type === 'Membership');
    const moved = await call(sandbox, 'POST', `/api/v2/desk/plans/${membership?.id}/end_date_updates`, {
      token,
      body: { end_date_update: { end_date: '2026-03-03' } },
    });
    expect(moved.status).toBe(200);
    const invoices = (await serviceRecords(sandbox.url, token, 'invoices')) as {
      invoice_items: { id: number; plan_id: number | null }[];
      payments: { id: number }[];
    }[];
    const paid = invoices.find(
      (i) => i.payments.length > 0 && ![null, membership?.id].includes(i.invoice_items[0]?.plan_id ?? null),
    );
    const voided = await call(sandbox, 'POST', `/api/v2/desk/payments/${paid?.payments[0]?.id}/voids`, {
      token,
      body: { void: { invoice_item_ids_to_cancel: [paid?.invoice_items[0]?.id] } },
    });
    expect(voided.status).toBe(201);
    await sandbox.webhooks.idle();

    const { client, sent } = countingClient(sandbox.url, token);
    const mirror = await openSqliteMirror(file);
    await syncIntoMirror(client, mirror, { resources: ['plans'], plansFromWebhooks: true });
    await mirror.close();
    expect(sent).toEqual([]);
    expect(mirroredRows(file, 'plans').map((row) => JSON.parse(row._raw as string))).toEqual(
      await serviceRecords(sandbox.url, token, 'plans'),
    );
  });

  it('a late delivery older than the stored row does not overwrite it', async () => {
    const file = tempDb();
    const mirror = await openSqliteMirror(file);
    await mirror.prepare(['people']);
    const at = (updated_at: string, first_name: string) => ({
      resource: 'people' as const,
      changes: [
        {
          op: 'upsert' as const,
          resource: 'people' as const,
          id: 1,
          record: { id: 1, first_name, updated_at },
        },
      ],
    });
    await mirror.apply(at('2026-03-02T12:00:00.000Z', 'Newer'));
    await mirror.apply(at('2026-03-02T11:00:00+00:00', 'Older'));
    await mirror.apply(at('2026-03-02T12:00:00+00:00', 'Same time'));
    await mirror.close();
    expect(mirroredRows(file, 'people').map((row) => row.first_name)).toEqual(['Same time']);
  });
});
