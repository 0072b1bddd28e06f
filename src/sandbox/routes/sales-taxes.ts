import type { Route } from '../engine.ts';
import { notFound, one, paged } from '../http.ts';
import { idParam } from './support.ts';

/** Sales taxes and the locations they apply at (desk). */
export const salesTaxRoutes: Route[] = [
  {
    serves: 'desk.salesTaxes.list',
    method: 'GET',
    path: '/api/v2/desk/sales_taxes',
    access: 'desk',
    handle: (ctx) =>
      paged(ctx.url, 'sales_taxes', ctx.state.tables.salesTaxes.all(), (tax) => taxView(ctx, tax.id)),
  },
  {
    serves: 'desk.salesTaxes.get',
    method: 'GET',
    path: '/api/v2/desk/sales_taxes/:id',
    access: 'desk',
    handle: (ctx) => one('sales_taxes', taxView(ctx, idParam(ctx))),
  },
];

function taxView(ctx: Parameters<Route['handle']>[0], id: number) {
  const tax = ctx.state.tables.salesTaxes.get(id) ?? notFound();
  const locations = tax.location_ids.map((locationId) => ({
    id: locationId,
    name: ctx.state.tables.locations.get(locationId)?.name ?? null,
    tax_rate: tax.tax_rate,
  }));
  return { id: tax.id, name: tax.name, tax_rate: tax.tax_rate, locations };
}
