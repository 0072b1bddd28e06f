import type { Context, Route } from '../engine.ts';
import { json, notFound, one } from '../http.ts';
import type { PersonRow } from '../state.ts';
import { staffView } from '../views/people.ts';
import { idParam, isDesk } from './support.ts';

/** Staff members: front sees the ones shown to clients, desk all. */
export const staffMemberRoutes: Route[] = [
  {
    serves: 'front.staffMembers.list',
    method: 'GET',
    path: '/api/v2/front/staff_members',
    access: 'public',
    handle: (ctx) => listStaff(ctx),
  },
  {
    serves: 'desk.staffMembers.list',
    method: 'GET',
    path: '/api/v2/desk/staff_members',
    access: 'desk',
    handle: (ctx) => listStaff(ctx),
  },
  {
    serves: 'desk.staffMembers.me',
    method: 'GET',
    path: '/api/v2/desk/staff_members/me',
    access: 'desk',
    handle: (ctx) => one('staff_members', staffView(ctx.caller.person as PersonRow)),
  },
  {
    serves: 'front.staffMembers.get',
    method: 'GET',
    path: '/api/v2/front/staff_members/:id',
    access: 'public',
    handle: (ctx) => showStaff(ctx),
  },
  {
    serves: 'desk.staffMembers.get',
    method: 'GET',
    path: '/api/v2/desk/staff_members/:id',
    access: 'desk',
    handle: (ctx) => showStaff(ctx),
  },
];

function visibleStaff(ctx: Context, person: PersonRow | undefined): person is PersonRow {
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
