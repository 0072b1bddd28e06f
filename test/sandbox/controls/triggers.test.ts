import { describe, expect, it } from 'vitest';
import { eq } from '../../../src/reports/index.ts';
import type { KnownNotification } from '../../../src/webhooks/index.ts';
import { serve } from '../../webhooks/serve.ts';
import { call, sandboxFor, sdk } from '../support.ts';

const SECRET = '0123456789abcdef0123';
/** A delivery and a report query each: generous for a loaded machine. */
const SLOW = { timeout: 20_000 };

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;

/** Subscribes a real receiver on loopback to `topic`; the notifications it gets. */
async function subscribe<T extends 'visit.updated' | 'person.updated'>(sandbox: Sandbox, topic: T) {
  const got: KnownNotification<T>[] = [];
  const on = { [topic]: (n: KnownNotification<T>) => void got.push(n) };
  const receiver = await serve({ secret: SECRET, on });
  await sdk(sandbox, 'owner').webhooks.create({ topic, target: `${receiver}?webhook_secret=${SECRET}` });
  return got;
}

describe('triggers', () => {
  it(
    'visit.updated completes a visit: the delivery, the Core API and the enrollments report agree',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20, webhookDelivery: { allowHttpTargets: true } });
      const delivered = await subscribe(sandbox, 'visit.updated');
      const visit = sandbox.state.tables.visits.find((v) => v.state === 'registered');
      const id = visit?.id as number;

      const result = await sandbox.trigger('visit.updated', { id, data: { state: 'completed' } });
      await sandbox.webhooks.idle();

      expect(result.data).toMatchObject({
        visits: [{ id, state: 'completed' }],
        previous: { state: 'registered' },
      });
      expect(delivered.map((n) => n.data.visits[0])).toEqual([
        expect.objectContaining({ id, state: 'completed', completed_at: '2026-03-02T12:00:00Z' }),
      ]);
      expect(await sdk(sandbox).desk.visits.get(id)).toMatchObject({ id, state: 'completed' });
      const rows = await sdk(sandbox)
        .reports.enrollments.select('visit_id', 'state')
        .where(eq('visit_id', id))
        .all();
      expect(rows).toEqual([{ visit_id: id, state: 'completed' }]);
    },
  );

  it(
    'person.updated sets the fields of data: the delivery, the Core API and the clients report agree',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20, webhookDelivery: { allowHttpTargets: true } });
      const delivered = await subscribe(sandbox, 'person.updated');
      const person = sandbox.state.tables.people.find((p) => p.role === 'client');
      const id = person?.id as number;
      const before = person?.email;

      await sandbox.trigger('person.updated', { id, data: { email: 'triggered@example.com' } });
      await sandbox.webhooks.idle();

      expect(delivered).toHaveLength(1);
      expect(delivered[0]?.data).toMatchObject({
        people: [{ id, email: 'triggered@example.com' }],
        previous: { email: before },
      });
      expect(await sdk(sandbox).desk.people.get(id)).toMatchObject({ email: 'triggered@example.com' });
      const rows = await sdk(sandbox)
        .reports.clients.select('person_id', 'email')
        .where(eq('person_id', id))
        .all();
      expect(rows).toEqual([{ person_id: id, email: 'triggered@example.com' }]);
    },
  );

  it('picks a record when no id is given, and answers over HTTP with the notification data and every change', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const answer = await call(sandbox, 'POST', '/_sandbox/triggers', {
      token: sandbox.tokens.staff,
      body: { topic: 'visit.updated' },
    });
    expect(answer.status).toBe(201);
    const [visit] = answer.body.data.visits;
    expect(sandbox.state.tables.visits.get(visit.id)?.state).toBe('completed');
    expect(answer.body.changes.map((c: { topic: string }) => c.topic)).toContain('visit.updated');
    const created = await sandbox.trigger('person.created');
    const [person] = created.data.people as { id: number }[];
    expect(sandbox.state.tables.people.get(person?.id as number)?.first_name).toBe('Triggered');
  });

  it('names why a change did not happen, or why a topic cannot be triggered', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const completed = sandbox.state.tables.visits.find((v) => v.state === 'completed');
    await expect(
      sandbox.trigger('visit.updated', { id: completed?.id as number, data: { state: 'completed' } }),
    ).rejects.toThrow(/visit\.updated did not happen: .*complete/i);
    await expect(sandbox.trigger('event_occurrence.upcoming')).rejects.toThrow(
      /event_occurrence\.upcoming cannot be triggered: .*advance the sandbox clock/,
    );
    await expect(sandbox.trigger('punchcard.deleted')).rejects.toThrow(
      /punchcard\.deleted cannot be triggered: the Core API has no route that deletes a punchcard/,
    );
    await expect(sandbox.trigger('visit.updated', { id: 999_999 })).rejects.toThrow(
      /did not happen: Not found/,
    );
    await expect(sandbox.trigger('visit.updated', { data: { state: 'asleep' } })).rejects.toThrow(
      /data\.state must be one of/,
    );
    const token = sandbox.tokens.staff;
    const unknown = await call(sandbox, 'POST', '/_sandbox/triggers', {
      token,
      body: { topic: 'visit.exploded' },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/not a webhook topic/) },
    });
    const badId = await call(sandbox, 'POST', '/_sandbox/triggers', {
      token,
      body: { topic: 'person.updated', id: -1 },
    });
    expect(badId.body.error).toMatch(/id must be a positive whole number/);
  });
});
