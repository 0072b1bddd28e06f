import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/sandbox/changes.ts';
import { parseNotification } from '../../src/webhooks/index.ts';
import { sandboxFor, sdk } from './support.ts';

/** A change as the service's notification envelope: checked by the SDK's own notification parser. */
function asNotification(change: Change) {
  return parseNotification({ topic: change.topic, webhook_id: 1, business_id: 1, data: change.data });
}

describe('punchcard topics of the sandbox', () => {
  it('a pack starts a punchcard; each punch and its removal update what it has left', async () => {
    const sandbox = await sandboxFor();
    const changes: Change[] = [];
    sandbox.engine.changes.on((change) => changes.push(change));
    const desk = sdk(sandbox, 'owner').desk;
    const product = await desk.packProducts.create({
      product: { name: 'Trial Pack', price_cents: 3000, visibility: 'Everyone' },
      count: 3,
      commitment_length: 1,
      commitment_unit: 'month',
      service_ids: [1],
    });
    const pack = await desk.packs.create(product.id, { person_ids: [20] });
    const occurrence = sandbox.state.tables.occurrences.find(
      (o) => o.service_id === 1 && o.start_at > '2026-03-03',
    );
    const visit = await desk.visits.create({ person_id: 20, event_occurrence_id: occurrence?.id as number });
    const punch = await desk.punches.create({ visit_id: visit.id, plan_id: pack.id });
    await desk.punches.delete(punch.id);

    const punchcards = changes.filter((change) => change.topic.startsWith('punchcard.')).map(asNotification);
    expect(punchcards.map((n) => n.topic)).toEqual([
      'punchcard.started',
      'punchcard.updated',
      'punchcard.updated',
    ]);
    const remaining = punchcards.map(
      (n) => (n.data as { punchcards: { remaining: number }[] }).punchcards[0]?.remaining,
    );
    expect(remaining).toEqual([3, 2, 3]);
    expect(punchcards[1]?.data).toMatchObject({
      punchcards: [{ id: pack.id, count: 3, people: [{ id: 20 }], plan: { id: pack.id } }],
      previous: { remaining: 3 },
    });
    expect(punchcards[2]?.data).toMatchObject({ previous: { remaining: 2 } });
  });
});
