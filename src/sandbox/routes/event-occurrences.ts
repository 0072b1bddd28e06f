import { DAY, iso, startOfDay } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { invalid, json, notFound, one, problem } from '../http.ts';
import { listParam } from '../list-values.ts';
import type { EventOccurrenceRow, OccurrenceRowState } from '../state.ts';
import { occurrenceView } from '../views/schedule.ts';
import { found, idList, idParam, isDesk, timeParam } from './support.ts';

const STATES: OccurrenceRowState[] = ['active', 'canceled', 'reserved', 'deleted'];

/** Event occurrences: the list, one, and the summary by day or hour. */
export const eventOccurrenceRoutes: Route[] = [
  {
    serves: 'front.eventOccurrences.list',
    method: 'GET',
    path: '/api/v2/front/event_occurrences',
    access: 'public',
    handle: listOccurrences,
  },
  {
    serves: 'desk.eventOccurrences.list',
    method: 'GET',
    path: '/api/v2/desk/event_occurrences',
    access: 'desk',
    handle: listOccurrences,
  },
  {
    serves: 'front.eventOccurrences.summary',
    method: 'GET',
    path: '/api/v2/front/event_occurrences/summary',
    access: 'front',
    handle: summary,
  },
  {
    serves: 'desk.eventOccurrences.summary',
    method: 'GET',
    path: '/api/v2/desk/event_occurrences/summary',
    access: 'desk',
    handle: summary,
  },
  {
    serves: 'front.eventOccurrences.get',
    method: 'GET',
    path: '/api/v2/front/event_occurrences/:id',
    access: 'front',
    handle: showOccurrence,
  },
  {
    serves: 'desk.eventOccurrences.get',
    method: 'GET',
    path: '/api/v2/desk/event_occurrences/:id',
    access: 'desk',
    handle: showOccurrence,
  },
];

/** The occurrences the list parameters select; unknown staff, service, event or location ids answer 422. */
function selectOccurrences(ctx: Context): EventOccurrenceRow[] {
  const t = ctx.state.tables;
  const from = timeParam(ctx, 'from') ?? startOfDay(ctx.now);
  const to = timeParam(ctx, 'to') ?? startOfDay(ctx.now) + DAY - 1;
  const ids = idList(ctx, 'ids');
  const states = stateParam(ctx);
  const staff = existing(
    ctx,
    'staff_member_ids',
    (id) => t.people.get(id)?.role !== 'client' && t.people.get(id) !== undefined,
  );
  const services = existing(ctx, 'service_ids', (id) => t.services.get(id) !== undefined);
  const events = existing(ctx, 'event_ids', (id) => t.events.get(id) !== undefined);
  const locations = existing(ctx, 'location_ids', (id) => t.locations.get(id) !== undefined);
  const types = typesParam(ctx);
  return t.occurrences.filter((o) => {
    const start = Date.parse(o.start_at);
    return (
      start >= from &&
      start <= to &&
      states.includes(o.state) &&
      (ids === undefined || ids.includes(o.id)) &&
      (staff === undefined || o.staff_member_ids.some((id) => staff.includes(id))) &&
      (services === undefined || services.includes(o.service_id)) &&
      (events === undefined || (o.event_id !== null && events.includes(o.event_id))) &&
      (locations === undefined || locations.includes(o.location_id)) &&
      types.includes(t.services.get(o.service_id)?.type ?? '')
    );
  });
}

function existing(ctx: Context, name: string, exists: (id: number) => boolean): number[] | undefined {
  const ids = idList(ctx, name);
  if (ids?.some((id) => !exists(id))) invalid(problem('not_found', name));
  return ids;
}

function stateParam(ctx: Context): OccurrenceRowState[] {
  const states = listParam(ctx.url, 'state')?.map((s) => s.trim()) ?? ['active'];
  if (states.some((s) => !STATES.includes(s as OccurrenceRowState))) invalid(problem('inclusion', 'state'));
  return states as OccurrenceRowState[];
}

/** Front lists group classes and courses; desk all three (summary narrows with `service_types`). */
function typesParam(ctx: Context): string[] {
  const all = isDesk(ctx) ? ['Appointment', 'Course', 'GroupClass'] : ['Course', 'GroupClass'];
  return listParam(ctx.url, 'service_types')?.filter((type) => all.includes(type.trim())) ?? all;
}

function listOccurrences(ctx: Context): Response {
  const detail = isDesk(ctx) ? 'list' : 'front';
  const occurrences = selectOccurrences(ctx).sort(
    (a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id,
  );
  return json({ event_occurrences: occurrences.map((o) => occurrenceView(ctx.state, o, detail)) });
}

function showOccurrence(ctx: Context): Response {
  const occurrence = found(ctx.state.tables.occurrences, idParam(ctx));
  if (isDesk(ctx)) return one('event_occurrences', occurrenceView(ctx.state, occurrence, 'show'));
  const service = ctx.state.tables.services.get(occurrence.service_id);
  if (service?.type === 'Appointment' && !enrolledCaller(ctx, occurrence)) notFound();
  return one('event_occurrences', occurrenceView(ctx.state, occurrence, 'front'));
}

function enrolledCaller(ctx: Context, occurrence: EventOccurrenceRow): boolean {
  const me = ctx.caller.person;
  if (!me) return false;
  const family = [me.id, ...me.dependent_ids];
  return (
    ctx.state.tables.visits.find(
      (v) => v.event_occurrence_id === occurrence.id && family.includes(v.person_id ?? 0),
    ) !== undefined
  );
}

function summary(ctx: Context): Response {
  const byHour = ctx.url.searchParams.get('group_by') === 'hour';
  if (!['day', 'hour', null].includes(ctx.url.searchParams.get('group_by')))
    invalid(problem('inclusion', 'group_by'));
  const counts: Record<string, number> = {};
  for (const occurrence of selectOccurrences(ctx)) {
    const key = byHour
      ? `${iso(Date.parse(occurrence.start_at)).slice(0, 13)}:00:00Z`
      : occurrence.start_at.slice(0, 10);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return json(counts);
}
