import { describe, expect, it } from 'vitest';
import { type SyncIntoOptions, syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { PLAN_ROW_FIELDS } from '../../src/sync/plan-rows.ts';
import { openSqliteMirror } from '../../src/sync/sqlite.ts';
import { call, movableClock, sandboxFor, sdk } from '../sandbox/support.ts';
import {
  countingClient,
  deletedKeys,
  mirroredRows,
  rewritten,
  serviceRecords,
  tempDb,
  writtenAt,
} from '../support/sync-mirror.ts';

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;
type Plan = Record<string, unknown> & { id: number; person_ids: number[]; type: string };

const SLOW = { timeout: 120_000 };
const REPORT = 'POST /desk/api/v3/reports/person_plans/queries';

/** One run of the plans into the SQLite mirror at `file`: the requests it sent and their bodies. */
async function syncPlans(sandbox: Sandbox, file: string, options: SyncIntoOptions = {}) {
  const { client, sent, bodies } = countingClient(sandbox.url, sandbox.tokens.staff);
  const mirror = await openSqliteMirror(file);
  try {
    await syncIntoMirror(client, mirror, { resources: ['plans'], ...options });
  } finally {
    await mirror.close();
  }
  return { sent, bodies };
}

/** The query of a page of the person plans report: the compared fields, 500 rows a page by key. */
const reportQuery = (page: Record<string, unknown>) => ({
  data: {
    type: 'queries',
    attributes: { fields: [...PLAN_ROW_FIELDS], sort: ['key+'], page: { limit: 500, ...page } },
  },
});

const plansOf = async (sandbox: Sandbox) =>
  (await serviceRecords(sandbox.url, sandbox.tokens.staff, 'plans')) as Plan[];

/** The live rows of the mirror hold exactly the service's plans, as it sends them. */
async function expectMirrorEqualsService(sandbox: Sandbox, file: string) {
  const rows = mirroredRows(file, 'plans').map((row) => JSON.parse(row._raw as string));
  expect(rows).toEqual(await plansOf(sandbox));
}

/** Packs no visit is paid with (the sandbox deletes those). */
async function freePacks(sandbox: Sandbox): Promise<Plan[]> {
  const paying = new Set(
    (await sdk(sandbox).reports.enrollments.select('plan_id').all()).map((row) => row.plan_id),
  );
  return (await plansOf(sandbox)).filter((plan) => plan.type === 'Pack' && !paying.has(plan.id));
}

/**
 * One plan of each kind of change: a pack sold (created), a membership's end date moved (changed), a plan
 * cancelled by voiding its payment (ended), a pack deleted. The ids of each.
 */
async function changeThePlans(sandbox: Sandbox, now: Date) {
  const token = sandbox.tokens.staff;
  const before = await plansOf(sandbox);
  const [deleted] = await freePacks(sandbox);
  expect((await call(sandbox, 'DELETE', `/api/v2/desk/packs/${deleted?.id}`, { token })).status).toBe(200);

  const pack = before.find((plan) => plan.type === 'Pack') as Plan;
  const buyer = (await serviceRecords(sandbox.url, token, 'people')).at(-1) as { id: number };
  const sold = await call(sandbox, 'POST', `/api/v2/desk/pack_products/${pack.plan_product_id}/packs`, {
    token,
    body: { pack: { person_ids: [buyer.id] } },
  });
  expect(sold.status).toBe(201);

  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const memberships = before.filter((plan) => plan.type === 'Membership' && plan.end_date === null);
  let changed: Plan | undefined;
  for (const plan of memberships) {
    const path = `/api/v2/desk/plans/${plan.id}/end_date_updates`;
    const moved = await call(sandbox, 'POST', path, {
      token,
      body: { end_date_update: { end_date: tomorrow } },
    });
    if (moved.status === 200) {
      changed = plan;
      break;
    }
  }
  expect(changed).toBeDefined();

  const invoices = (await serviceRecords(sandbox.url, token, 'invoices')) as {
    invoice_items: { id: number; plan_id: number | null }[];
    payments: { id: number }[];
  }[];
  const untouched = (id: number | null) => id !== null && id !== changed?.id && id !== deleted?.id;
  const paid = invoices.find((i) => i.payments.length > 0 && untouched(i.invoice_items[0]?.plan_id ?? null));
  const item = paid?.invoice_items[0];
  const voided = await call(sandbox, 'POST', `/api/v2/desk/payments/${paid?.payments[0]?.id}/voids`, {
    token,
    body: { void: { invoice_item_ids_to_cancel: [item?.id] } },
  });
  expect(voided.status).toBe(201);
  return {
    created: sold.body.packs[0].id as number,
    changed: changed?.id as number,
    ended: item?.plan_id as number,
    deleted: deleted?.id as number,
  };
}

describe('plans polled through the person plans report', () => {
  it('a run with nothing changed sends one report query per 500 rows and writes nothing', SLOW, async () => {
    const sandbox = await sandboxFor({ clients: 60 });
    const file = tempDb();
    const first = await syncPlans(sandbox, file);
    expect(first.sent).toEqual([REPORT, 'GET /api/v2/desk/plans?page=1&per_page=100']);
    expect(first.bodies).toEqual([reportQuery({})]);
    await expectMirrorEqualsService(sandbox, file);

    const before = writtenAt(file, 'plans');
    const second = await syncPlans(sandbox, file);
    expect(second.sent).toEqual([REPORT]);
    expect(second.bodies).toEqual([reportQuery({})]);
    expect(rewritten(before, writtenAt(file, 'plans'))).toEqual([]);
  });

  it(
    'plans created, changed, ended and deleted between runs each arrive, and nothing else is read',
    SLOW,
    async () => {
      const clock = movableClock();
      const sandbox = await sandboxFor({ clients: 60, now: clock.now });
      const file = tempDb();
      await syncPlans(sandbox, file);
      clock.advance(3_600_000);
      const ids = await changeThePlans(sandbox, clock.now());
      clock.advance(60_000);

      const before = writtenAt(file, 'plans');
      const { sent } = await syncPlans(sandbox, file);
      // The report, then each changed plan re-read from its person's plans list (the Core API has no plan
      // by id), in plan id order; the deleted pack costs nothing more.
      const plans = await plansOf(sandbox);
      const reread = [ids.changed, ids.ended, ids.created].sort((a, b) => a - b);
      const persons = [...new Set(reread.map((id) => plans.find((plan) => plan.id === id)?.person_ids[0]))];
      expect(sent).toEqual([
        REPORT,
        ...persons.map((person) => `GET /api/v2/desk/people/${person}/plans?page=1&per_page=100`),
      ]);
      expect(rewritten(before, writtenAt(file, 'plans'))).toEqual(
        [...reread, ids.deleted].sort((a, b) => a - b),
      );
      expect(deletedKeys(file, 'plans')).toEqual([ids.deleted]);
      await expectMirrorEqualsService(sandbox, file);
      const row = (id: number) => JSON.parse(mirroredRows(file, 'plans', `"id" = ${id}`)[0]?._raw as string);
      expect(row(ids.ended).canceled_at).toEqual(expect.any(String));
      expect(row(ids.changed).end_date).toBe(
        new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10),
      );

      const after = writtenAt(file, 'plans');
      expect((await syncPlans(sandbox, file)).sent).toEqual([REPORT]);
      expect(rewritten(after, writtenAt(file, 'plans'))).toEqual([]);
    },
  );

  it('a run stopped after any batch resumes from the mirror and ends as a clean run', SLOW, async () => {
    const clock = movableClock();
    const sandbox = await sandboxFor({ clients: 60, now: clock.now });
    const file = tempDb();
    await syncPlans(sandbox, file);
    clock.advance(3_600_000);
    await changeThePlans(sandbox, clock.now());
    clock.advance(60_000);
    const clean = tempDb('clean.db');
    const { copyFileSync } = await import('node:fs');
    copyFileSync(file, clean);
    const full = await syncPlans(sandbox, clean);
    for (let stop = 1; stop < full.sent.length; stop++) {
      const stopped = tempDb(`stopped-${stop}.db`);
      copyFileSync(file, stopped);
      const controller = new AbortController();
      let batches = 0;
      const onBatch = () => {
        batches += 1;
        if (batches === stop) controller.abort();
      };
      await expect(syncPlans(sandbox, stopped, { onBatch, signal: controller.signal })).rejects.toThrow();
      const resumed = await syncPlans(sandbox, stopped);
      expect(resumed.sent, `stopped after ${stop}`).toEqual(full.sent.slice(stop));
      expect(mirroredRows(stopped, 'plans'), `stopped after ${stop}`).toEqual(mirroredRows(clean, 'plans'));
      expect(deletedKeys(stopped, 'plans')).toEqual(deletedKeys(clean, 'plans'));
    }
  });
});
