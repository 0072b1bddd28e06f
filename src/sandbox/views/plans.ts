import type { PlanProductRow, PlanRow, State } from '../state.ts';
import { personRef } from './people.ts';

const isSome = <T>(value: T | null): value is T => value !== null;

import { money } from './schedule.ts';

/** Punches used on a plan. */
export function punchesUsed(state: State, plan: PlanRow): number {
  return state.tables.punches.filter((p) => p.plan_id === plan.id).length;
}

export function planView(state: State, plan: PlanRow) {
  const product = state.tables.planProducts.get(plan.plan_product_id);
  const used = punchesUsed(state, plan);
  return {
    id: plan.id,
    count: plan.count,
    type: plan.type,
    person_ids: plan.person_ids,
    name: plan.name,
    description: plan.description,
    price_cents: plan.price_cents,
    price: money(plan.price_cents),
    consider_member: product?.consider_member ?? false,
    plan_product_id: plan.plan_product_id,
    start_date: plan.start_date,
    end_date: plan.end_date,
    staff_member_id: plan.staff_member_id,
    location_id: plan.location_id,
    canceled_at: plan.canceled_at,
    on_hold: plan.on_hold,
    used_count: used,
    remaining_count: plan.count === null ? null : Math.max(0, plan.count - used),
    created_at: plan.created_at,
    updated_at: plan.updated_at,
  };
}

/**
 * The punchcard of a counted plan (a pack, a limited membership), as the `punchcard.*` topics carry it.
 * The sandbox keeps one punchcard a plan, over the plan's dates, its id the plan's.
 */
export function punchcardView(state: State, plan: PlanRow) {
  return {
    id: plan.id,
    count: plan.count,
    remaining: plan.count === null ? null : Math.max(0, plan.count - punchesUsed(state, plan)),
    start_date: plan.start_date,
    end_date: plan.end_date,
    people: plan.person_ids.map((id) => personRef(state.tables.people.get(id))).filter(isSome),
    plan: { id: plan.id, name: plan.name },
    updated_at: plan.updated_at,
  };
}

/** A person's plan as the `person_plan.*` topics carry it: the plan, its product and its person. */
export function personPlanView(state: State, plan: PlanRow) {
  const product = state.tables.planProducts.get(plan.plan_product_id);
  return {
    id: plan.id,
    created_at: plan.created_at,
    updated_at: plan.updated_at,
    deactivated_at: plan.canceled_at,
    exhausted_at: null,
    person: { id: plan.person_ids[0] ?? null },
    plan: planView(state, plan),
    plan_product: product ? planProductView(state, product) : null,
  };
}

/** A pack as `/desk/packs` shows it. */
export function packView(state: State, plan: PlanRow) {
  const {
    count,
    created_at,
    description,
    end_date,
    id,
    location_id,
    person_ids,
    price_cents,
    staff_member_id,
    start_date,
    updated_at,
  } = plan;
  return {
    id,
    pack_product_id: plan.plan_product_id,
    person_ids,
    count,
    description,
    price_cents,
    start_date,
    end_date,
    location_id,
    staff_member_id,
    rollover_count: 0,
    visits_shared: person_ids.length === 1,
    remaining_count: count === null ? null : Math.max(0, count - punchesUsed(state, plan)),
    created_at,
    updated_at,
  };
}

export function planProductView(state: State, product: PlanProductRow) {
  return {
    id: product.id,
    name: product.name,
    type: product.type,
    description: product.description,
    price_cents: product.price_cents,
    price: money(product.price_cents),
    count: product.count,
    commitment_length: product.commitment_length,
    commitment_unit: product.commitment_unit,
    location_id: product.location_id,
    visibility: product.visibility,
    suspended: product.suspended,
    consider_member: product.consider_member,
    service_ids: product.service_ids,
    services: product.service_ids.map((id) => ({ id, name: state.tables.services.get(id)?.name ?? null })),
    revenue_category_id: product.revenue_category_id,
  };
}

/** A pack product: the product record nested under `product`, as the reference shows. */
export function packProductView(state: State, product: PlanProductRow) {
  return {
    id: product.id,
    count: product.count,
    commitment_length: product.commitment_length,
    commitment_unit: product.commitment_unit,
    location_id: product.location_id,
    terms: product.terms,
    send_expiration_notifications: product.send_expiration_notifications,
    consider_member: product.consider_member,
    created_at: product.created_at,
    updated_at: product.updated_at,
    product: {
      id: product.product_id,
      name: product.name,
      description: product.description,
      description_long: product.description_long,
      price_cents: product.price_cents,
      visibility: product.visibility,
      suspended: product.suspended,
      created_at: product.created_at,
      updated_at: product.updated_at,
    },
    services: product.service_ids.map((id) => ({ id, name: state.tables.services.get(id)?.name ?? null })),
  };
}
