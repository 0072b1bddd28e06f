import { DAY } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { invalid, one, paged, problem } from '../http.ts';
import type { EventRow } from '../state.ts';
import { fullName } from '../views/people.ts';
import { found, idList, idParam, timeParam } from './support.ts';

const EVENT_RANGE_DAYS = 120;

/** Events: the list over a date range, and one. */
export const eventRoutes: Route[] = [
  {
    serves: 'front.events.list',
    method: 'GET',
    path: '/api/v2/front/events',
    access: 'public',
    handle: listEvents,
  },
  {
    serves: 'desk.events.list',
    method: 'GET',
    path: '/api/v2/desk/events',
    access: 'desk',
    handle: listEvents,
  },
  {
    serves: 'front.events.get',
    method: 'GET',
    path: '/api/v2/front/events/:id',
    access: 'front',
    handle: showEvent,
  },
  {
    serves: 'desk.events.get',
    method: 'GET',
    path: '/api/v2/desk/events/:id',
    access: 'desk',
    handle: showEvent,
  },
];

function eventView(ctx: Context, event: EventRow) {
  return {
    id: event.id,
    name: event.name,
    service_id: event.service_id,
    location_id: event.location_id,
    start_time: event.start_time,
    end_time: event.end_time,
    capacity: event.capacity,
    staff_members: event.staff_member_ids.map((id) => {
      const staff = ctx.state.tables.people.get(id);
      return { id, name: staff ? fullName(staff) : null };
    }),
    created_at: event.created_at,
    updated_at: event.updated_at,
  };
}

function listEvents(ctx: Context): Response {
  const from = timeParam(ctx, 'from');
  const to = timeParam(ctx, 'to');
  if (from !== undefined && to !== undefined && to - from > EVENT_RANGE_DAYS * DAY) {
    invalid(problem('range_too_long', 'to', { days: String(EVENT_RANGE_DAYS) }));
  }
  const ids = idList(ctx, 'ids');
  const serviceIds = idList(ctx, 'service_ids');
  const events = ctx.state.tables.events.filter(
    (e) =>
      (ids === undefined || ids.includes(e.id)) &&
      (serviceIds === undefined || serviceIds.includes(e.service_id)) &&
      (from === undefined || Date.parse(e.end_time) >= from) &&
      (to === undefined || Date.parse(e.start_time) <= to),
  );
  return paged(ctx.url, 'events', events, (e) => eventView(ctx, e));
}

function showEvent(ctx: Context): Response {
  return one('events', eventView(ctx, found(ctx.state.tables.events, idParam(ctx))));
}
