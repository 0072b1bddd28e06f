import { DAY, iso, isoDate } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, invalid, notFound, one, problem } from '../http.ts';
import { bodyList } from '../list-values.ts';
import { announcePlan } from '../rules/plans.ts';
import type { PlanProductRow } from '../state.ts';
import { packView, planView } from '../views/plans.ts';
import { productOf } from './pack-products.ts';
import { found, idParam, input, intField, textField, today } from './support.ts';

/** Packs: a pack product bought for a person (desk). */
export const packRoutes: Route[] = [
  {
    serves: 'desk.packs.get',
    method: 'GET',
    path: '/api/v2/desk/packs/:id',
    access: 'desk',
    handle: (ctx) => one('packs', packView(ctx.state, packOf(ctx))),
  },
  {
    serves: 'desk.packs.delete',
    method: 'DELETE',
    path: '/api/v2/desk/packs/:id',
    access: 'desk',
    handle: deletePack,
  },
  {
    serves: 'desk.packs.create',
    method: 'POST',
    path: '/api/v2/desk/pack_products/:pack_product_id/packs',
    access: 'desk',
    handle: createPack,
  },
];

function packOf(ctx: Context) {
  const plan = found(ctx.state.tables.plans, idParam(ctx));
  return plan.type === 'Pack' ? plan : notFound();
}

function addLength(start: number, product: PlanProductRow): number {
  const days = { day: 1, week: 7, month: 30 }[product.commitment_unit];
  return start + product.commitment_length * days * DAY;
}

function createPack(ctx: Context): Response {
  const product = productOf(ctx, 'pack_product_id');
  const fields = input(ctx, 'pack');
  const ids = bodyList(fields, 'person_ids', 'Person')?.map(Number) ?? [];
  if (ids.length === 0) invalid(problem('blank', 'Person'));
  for (const id of ids) found(ctx.state.tables.people, id);
  const startDate = textField(fields, 'start_date', 'Start date') ?? today(ctx);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) invalid(problem('invalid', 'Start date'));
  const endDate =
    textField(fields, 'end_date', 'End date') ?? isoDate(addLength(Date.parse(startDate), product));
  const plan = ctx.state.tables.plans.insert({
    plan_product_id: product.id,
    type: 'Pack',
    name: product.name,
    description: textField(fields, 'description', 'Description') ?? product.name,
    person_ids: ids,
    count: intField(fields, 'count', 'Count') ?? product.count,
    price_cents: intField(fields, 'price_cents', 'Price cents') ?? product.price_cents,
    start_date: startDate,
    end_date: endDate,
    staff_member_id: intField(fields, 'staff_member_id', 'Staff member') ?? null,
    location_id: intField(fields, 'location_id', 'Location') ?? null,
    canceled_at: null,
    on_hold: false,
    terms_accepted: false,
    billing: false,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  });
  announcePlan(ctx, plan);
  return one('packs', packView(ctx.state, plan), 201);
}

function deletePack(ctx: Context): Response {
  const plan = packOf(ctx);
  plan.canceled_at = iso(ctx.now);
  ctx.changes.emit('plan.ended', { plans: [planView(ctx.state, plan)] });
  ctx.state.tables.plans.delete(plan.id);
  return deleted();
}
