import { isManager } from '../auth.ts';
import type { Fields } from '../body.ts';
import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, forbidden, invalid, notFound, one, type Problem, paged, problem } from '../http.ts';
import type { PlanProductRow } from '../state.ts';
import { packProductView } from '../views/plans.ts';
import { flag, found, idParam, input, intField, textField } from './support.ts';

const UNITS = ['day', 'week', 'month'] as const;

const VISIBILITIES = ['everyone', 'members', 'staff', 'new clients'];

/** Pack products (desk; owners and managers only). */
export const packProductRoutes: Route[] = [
  {
    serves: 'desk.packProducts.list',
    method: 'GET',
    path: '/api/v2/desk/pack_products',
    access: 'desk',
    handle: (ctx) => managed(ctx, listProducts),
  },
  {
    serves: 'desk.packProducts.get',
    method: 'GET',
    path: '/api/v2/desk/pack_products/:id',
    access: 'desk',
    handle: (ctx) => managed(ctx, showProduct),
  },
  {
    serves: 'desk.packProducts.create',
    method: 'POST',
    path: '/api/v2/desk/pack_products',
    access: 'desk',
    handle: (ctx) => managed(ctx, createProduct),
  },
  {
    serves: 'desk.packProducts.update',
    method: 'PUT',
    path: '/api/v2/desk/pack_products/:id',
    access: 'desk',
    handle: (ctx) => managed(ctx, updateProduct),
  },
  {
    serves: 'desk.packProducts.delete',
    method: 'DELETE',
    path: '/api/v2/desk/pack_products/:id',
    access: 'desk',
    handle: (ctx) => managed(ctx, deleteProduct),
  },
];

function managed(ctx: Context, handle: (ctx: Context) => Response): Response {
  return isManager(ctx.caller.person) ? handle(ctx) : forbidden();
}

function listProducts(ctx: Context): Response {
  const products = ctx.state.tables.planProducts.filter((p) => p.type === 'Pack');
  return paged(ctx.url, 'pack_products', products, (p) => packProductView(ctx.state, p));
}

function showProduct(ctx: Context): Response {
  return one('pack_products', packProductView(ctx.state, productOf(ctx)));
}

/** `pack_product` attributes, flat or with the product's own under `product` (as the reference sends). */
function productFields(ctx: Context, creating: boolean): Partial<PlanProductRow> {
  const outer = input(ctx, 'pack_product');
  const fields: Fields = {
    ...outer,
    ...(typeof outer.product === 'object' && outer.product !== null ? (outer.product as Fields) : {}),
  };
  const problems: Problem[] = [];
  const changes: Partial<PlanProductRow> = {};
  const name = textField(fields, 'name', 'Name');
  if (name !== undefined) changes.name = name;
  for (const [key, label] of [
    ['price_cents', 'Price cents'],
    ['count', 'Count'],
    ['commitment_length', 'Commitment length'],
  ] as const) {
    const value = intField(fields, key, label);
    if (value !== undefined && value < 0) problems.push(problem('not_negative', label));
    if (value !== undefined) changes[key] = value;
    else if (creating) problems.push(problem('blank', label));
  }
  if (creating && !name) problems.push(problem('blank', 'Name'));
  const visibility = textField(fields, 'visibility', 'Visibility');
  if (visibility !== undefined && !VISIBILITIES.includes(visibility.toLowerCase()))
    problems.push(problem('inclusion', 'Visibility'));
  else if (visibility !== undefined) changes.visibility = visibility;
  else if (creating) problems.push(problem('blank', 'Visibility'));
  const unit = textField(fields, 'commitment_unit', 'Commitment unit');
  if (unit !== undefined && !UNITS.includes(unit as (typeof UNITS)[number]))
    problems.push(problem('inclusion', 'Commitment unit'));
  else if (unit !== undefined) changes.commitment_unit = unit as PlanProductRow['commitment_unit'];
  else if (creating) problems.push(problem('blank', 'Commitment unit'));
  if (problems.length > 0) invalid(...problems);
  for (const key of ['description', 'description_long', 'terms'] as const) {
    if (key in fields) changes[key] = textField(fields, key, key) ?? '';
  }
  if ('location_id' in fields) changes.location_id = intField(fields, 'location_id', 'Location') ?? null;
  for (const key of ['suspended', 'consider_member', 'send_expiration_notifications'] as const) {
    if (key in fields) changes[key] = flag(fields[key]);
  }
  if (Array.isArray(fields.service_ids)) {
    changes.service_ids = fields.service_ids
      .map(Number)
      .filter((id) => ctx.state.tables.services.get(id) !== undefined);
  }
  return changes;
}

function createProduct(ctx: Context): Response {
  const changes = productFields(ctx, true);
  const product = ctx.state.tables.planProducts.insert({
    product_id: 100 + ctx.state.tables.planProducts.size + 1,
    name: '',
    type: 'Pack',
    description: '',
    description_long: null,
    price_cents: 0,
    visibility: 'Everyone',
    suspended: false,
    count: 0,
    commitment_length: 1,
    commitment_unit: 'month',
    location_id: null,
    consider_member: false,
    terms: null,
    terms_acceptance_type: 'checkbox',
    send_expiration_notifications: true,
    service_ids: [],
    revenue_category_id: 1,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
    ...changes,
  });
  return one('pack_products', packProductView(ctx.state, product), 201);
}

function updateProduct(ctx: Context): Response {
  const product = productOf(ctx);
  Object.assign(product, productFields(ctx, false), { updated_at: iso(ctx.now) });
  return one('pack_products', packProductView(ctx.state, product));
}

function deleteProduct(ctx: Context): Response {
  ctx.state.tables.planProducts.delete(productOf(ctx).id);
  return deleted();
}

/** The pack product of the path param `name`. */
export function productOf(ctx: Context, name = 'id'): PlanProductRow {
  const product = found(ctx.state.tables.planProducts, idParam(ctx, name));
  return product.type === 'Pack' ? product : notFound();
}
