import type { Route } from '../engine.ts';
import { one, paged } from '../http.ts';
import { found, idParam } from './support.ts';

/** Revenue categories (desk). */
export const revenueCategoryRoutes: Route[] = [
  {
    serves: 'desk.revenueCategories.list',
    method: 'GET',
    path: '/api/v2/desk/revenue_categories',
    access: 'desk',
    handle: (ctx) => paged(ctx.url, 'revenue_categories', ctx.state.tables.revenueCategories.all()),
  },
  {
    serves: 'desk.revenueCategories.get',
    method: 'GET',
    path: '/api/v2/desk/revenue_categories/:id',
    access: 'desk',
    handle: (ctx) => one('revenue_categories', found(ctx.state.tables.revenueCategories, idParam(ctx))),
  },
];
