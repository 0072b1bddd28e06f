import type { Context, Route } from '../engine.ts';
import { json, notFound, one } from '../http.ts';
import { serviceView } from '../views/schedule.ts';
import { flag, found, idParam, isDesk } from './support.ts';

/** Services (desk lists hidden ones with include_hidden). */
export const serviceRoutes: Route[] = [
  {
    serves: 'front.services.list',
    method: 'GET',
    path: '/api/v2/front/services',
    access: 'front',
    handle: (ctx) => listServices(ctx, false),
  },
  {
    serves: 'desk.services.list',
    method: 'GET',
    path: '/api/v2/desk/services',
    access: 'desk',
    handle: (ctx) => listServices(ctx, flag(ctx.url.searchParams.get('include_hidden'))),
  },
  {
    serves: 'front.services.get',
    method: 'GET',
    path: '/api/v2/front/services/:id',
    access: 'front',
    handle: (ctx) => showService(ctx),
  },
  {
    serves: 'desk.services.get',
    method: 'GET',
    path: '/api/v2/desk/services/:id',
    access: 'desk',
    handle: (ctx) => showService(ctx),
  },
];

function listServices(ctx: Context, includeHidden: boolean): Response {
  const services = ctx.state.tables.services.filter((s) => includeHidden || s.hidden_at === null);
  const categories = ctx.state.tables.serviceCategories.all().map((c) => ({
    id: c.id,
    name: c.name,
    description: null,
    description_short: null,
    position: c.id,
  }));
  return json({ services: services.map((s) => serviceView(ctx.state, s)), categories });
}

function showService(ctx: Context): Response {
  const service = found(ctx.state.tables.services, idParam(ctx));
  if (!isDesk(ctx) && service.hidden_at !== null) notFound();
  return one('services', serviceView(ctx.state, service));
}
