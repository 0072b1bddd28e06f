import type { Context, Route } from '../engine.ts';
import { notFound, one, paged } from '../http.ts';
import { planProductView } from '../views/plans.ts';
import { bothSideRoutes, found, idList, idParam, isDesk } from './support.ts';

/** Plan products: front sees the ones offered to everyone, desk all. */
export const planProductRoutes: Route[] = [
  ...bothSideRoutes('planProducts.list', 'GET', '/plan_products', 'front', listPlanProducts),
  ...bothSideRoutes('planProducts.get', 'GET', '/plan_products/:id', 'front', showPlanProduct),
];

function visibleProduct(ctx: Context, visibility: string, suspended: boolean): boolean {
  return isDesk(ctx) || (visibility.toLowerCase() === 'everyone' && !suspended);
}

function listPlanProducts(ctx: Context): Response {
  const locations = idList(ctx, 'location_ids');
  const services = idList(ctx, 'service_ids');
  const products = ctx.state.tables.planProducts.filter(
    (p) =>
      visibleProduct(ctx, p.visibility, p.suspended) &&
      (locations === undefined || p.location_id === null || locations.includes(p.location_id)) &&
      (services === undefined || p.service_ids.some((id) => services.includes(id))),
  );
  return paged(ctx.url, 'plan_products', products, (p) => planProductView(ctx.state, p));
}

function showPlanProduct(ctx: Context): Response {
  const product = found(ctx.state.tables.planProducts, idParam(ctx));
  if (!visibleProduct(ctx, product.visibility, product.suspended)) notFound();
  return one('plan_products', planProductView(ctx.state, product));
}
