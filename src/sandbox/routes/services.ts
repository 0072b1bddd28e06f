import type { Context, Route } from '../engine.ts';
import { json, notFound, one } from '../http.ts';
import type { Person } from '../state.ts';
import { staffView } from '../views/people.ts';
import { serviceView } from '../views/schedule.ts';
import { flag, found, idParam, isDesk } from './support.ts';

/** Services (desk lists hidden ones with include_hidden) and staff members. */
export const serviceRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/v2/front/services',
    access: 'front',
    handle: (ctx) => listServices(ctx, false),
  },
  {
    method: 'GET',
    path: '/api/v2/desk/services',
    access: 'desk',
    handle: (ctx) => listServices(ctx, flag(ctx.url.searchParams.get('include_hidden'))),
  },
  { method: 'GET', path: '/api/v2/front/services/:id', access: 'front', handle: (ctx) => showService(ctx) },
  { method: 'GET', path: '/api/v2/desk/services/:id', access: 'desk', handle: (ctx) => showService(ctx) },
  { method: 'GET', path: '/api/v2/front/staff_members', access: 'public', handle: (ctx) => listStaff(ctx) },
  { method: 'GET', path: '/api/v2/desk/staff_members', access: 'desk', handle: (ctx) => listStaff(ctx) },
  {
    method: 'GET',
    path: '/api/v2/desk/staff_members/me',
    access: 'desk',
    handle: (ctx) => one('staff_members', staffView(ctx.caller.person as Person)),
  },
  {
    method: 'GET',
    path: '/api/v2/front/staff_members/:id',
    access: 'public',
    handle: (ctx) => showStaff(ctx),
  },
  { method: 'GET', path: '/api/v2/desk/staff_members/:id', access: 'desk', handle: (ctx) => showStaff(ctx) },
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

function visibleStaff(ctx: Context, person: Person | undefined): person is Person {
  return person !== undefined && person.role !== 'client' && (isDesk(ctx) || !person.hidden_from_clients);
}

function listStaff(ctx: Context): Response {
  const staff = ctx.state.tables.people.filter((p) => visibleStaff(ctx, p));
  return json({ staff_members: staff.map(staffView) });
}

function showStaff(ctx: Context): Response {
  const person = ctx.state.tables.people.get(idParam(ctx));
  return visibleStaff(ctx, person) ? one('staff_members', staffView(person)) : notFound();
}
