import type { Fields } from '../body.ts';
import { HOUR, iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, invalid, notFound, one, paged, problem, refused } from '../http.ts';
import { bodyList } from '../list-values.ts';
import { enrollmentCheck } from '../rules/enrollment.ts';
import { createVisit, destroyVisit, transition } from '../rules/visits.ts';
import type { PersonRow, VisitRow, VisitRowState } from '../state.ts';
import { visitView } from '../views/schedule.ts';
import { ownPerson } from './people.ts';
import {
  flag,
  found,
  idParam,
  input,
  intField,
  isDesk,
  requiredInt,
  textField,
  timeParam,
} from './support.ts';

const VISIT_STATES: VisitRowState[] = ['reserved', 'registered', 'completed', 'noshowed', 'late_canceled'];

const CHECKABLE = ['inside_blackout_window', 'full', 'in_the_past'];

/** Visits: read, listed, summed up, created, moved through their states and deleted. */
export const visitRoutes: Route[] = [
  {
    serves: 'front.visits.get',
    method: 'GET',
    path: '/api/v2/front/visits/:id',
    access: 'front',
    handle: (ctx) => one('visits', visitView(ctx.state, ownVisit(ctx))),
  },
  {
    serves: 'desk.visits.get',
    method: 'GET',
    path: '/api/v2/desk/visits/:id',
    access: 'desk',
    handle: (ctx) => one('visits', visitView(ctx.state, found(ctx.state.tables.visits, idParam(ctx)))),
  },
  {
    serves: 'front.visits.listByPerson',
    method: 'GET',
    path: '/api/v2/front/people/:person_id/visits',
    access: 'front',
    handle: (ctx) => listVisits(ctx, (v) => v.person_id === ownPerson(ctx, idParam(ctx, 'person_id')).id),
  },
  {
    serves: 'desk.visits.summary',
    method: 'GET',
    path: '/api/v2/desk/people/:person_id/visits/summary',
    access: 'desk',
    handle: visitSummary,
  },
  {
    serves: 'desk.visits.listByPerson',
    method: 'GET',
    path: '/api/v2/desk/people/:person_id/visits',
    access: 'desk',
    handle: (ctx) =>
      listVisits(ctx, (v) => v.person_id === found(ctx.state.tables.people, idParam(ctx, 'person_id')).id),
  },
  {
    serves: 'desk.visits.listByEventOccurrence',
    method: 'GET',
    path: '/api/v2/desk/event_occurrences/:event_occurrence_id/visits',
    access: 'desk',
    handle: (ctx) => {
      const occurrence = found(ctx.state.tables.occurrences, idParam(ctx, 'event_occurrence_id'));
      return listVisits(ctx, (v) => v.event_occurrence_id === occurrence.id);
    },
  },
  {
    serves: 'front.visits.create',
    method: 'POST',
    path: '/api/v2/front/visits',
    access: 'front',
    handle: createFrontVisit,
  },
  {
    serves: 'desk.visits.create',
    method: 'POST',
    path: '/api/v2/desk/visits',
    access: 'desk',
    handle: createDeskVisit,
  },
  {
    serves: 'desk.visits.update',
    method: 'PUT',
    path: '/api/v2/desk/visits/:id',
    access: 'desk',
    handle: updateVisit,
  },
  {
    serves: 'front.visits.delete',
    method: 'DELETE',
    path: '/api/v2/front/visits/:id',
    access: 'front',
    handle: deleteVisit,
  },
  {
    serves: 'desk.visits.delete',
    method: 'DELETE',
    path: '/api/v2/desk/visits/:id',
    access: 'desk',
    handle: deleteVisit,
  },
];

function ownVisit(ctx: Context): VisitRow {
  const visit = found(ctx.state.tables.visits, idParam(ctx));
  const me = ctx.caller.person as PersonRow;
  return visit.person_id === me.id || me.dependent_ids.includes(visit.person_id ?? 0) ? visit : notFound();
}

function startOf(ctx: Context, visit: VisitRow): string {
  return ctx.state.tables.occurrences.get(visit.event_occurrence_id)?.start_at ?? '';
}

function listVisits(ctx: Context, keep: (visit: VisitRow) => boolean): Response {
  const from = timeParam(ctx, 'from');
  const to = timeParam(ctx, 'to');
  if ((from === undefined) !== (to === undefined)) invalid(problem('both_or_neither'));
  const occurrenceId = intField(
    Object.fromEntries(ctx.url.searchParams),
    'event_occurrence_id',
    'Event occurrence',
  );
  const visits = ctx.state.tables.visits.filter((v) => {
    if (!keep(v) || (occurrenceId !== undefined && v.event_occurrence_id !== occurrenceId)) return false;
    const start = Date.parse(startOf(ctx, v));
    return from === undefined || to === undefined || (start >= from && start <= to);
  });
  visits.sort((a, b) => startOf(ctx, a).localeCompare(startOf(ctx, b)) || a.id - b.id);
  return paged(ctx.url, 'visits', visits, (v) => visitView(ctx.state, v));
}

function visitSummary(ctx: Context): Response {
  const person = found(ctx.state.tables.people, idParam(ctx, 'person_id'));
  const completed = ctx.state.tables.visits
    .filter((v) => v.person_id === person.id && v.state === 'completed')
    .map((v) => ({
      service: ctx.state.tables.occurrences.get(v.event_occurrence_id)?.service_id ?? 0,
      at: startOf(ctx, v),
    }))
    .sort((a, b) => a.at.localeCompare(b.at));
  const services = [...new Set(completed.map((c) => c.service))].map((serviceId) => {
    const times = completed.filter((c) => c.service === serviceId);
    return {
      service_id: serviceId,
      first_visited_at: times[0]?.at ?? null,
      last_visited_at: times.at(-1)?.at ?? null,
    };
  });
  return one('summaries', {
    person_id: person.id,
    first_visited_at: completed[0]?.at ?? null,
    last_visited_at: completed.at(-1)?.at ?? null,
    services_visited_at: services,
  });
}

function createFrontVisit(ctx: Context): Response {
  const fields = input(ctx, 'visit');
  const personId = intField(fields, 'person_id', 'Person') ?? (ctx.caller.person as PersonRow).id;
  const person = ownPerson(ctx, personId);
  const occurrence = found(
    ctx.state.tables.occurrences,
    requiredInt(fields, 'event_occurrence_id', 'Event occurrence'),
  );
  const { restrictions } = enrollmentCheck(ctx.state, occurrence, person, ctx.now);
  if (restrictions.length > 0) refused(restrictions.map((r) => r.description));
  return one('visits', visitView(ctx.state, createVisit(ctx, occurrence, person.id, 'registered')), 201);
}

function createDeskVisit(ctx: Context): Response {
  const fields = input(ctx, 'visit');
  const visitState = (textField(fields, 'state', 'State') ?? 'registered') as VisitRowState;
  if (!VISIT_STATES.includes(visitState)) invalid(problem('inclusion', 'State'));
  const personId = intField(fields, 'person_id', 'Person');
  if (personId === undefined && visitState !== 'reserved') invalid(problem('blank', 'Person'));
  const person = personId === undefined ? undefined : found(ctx.state.tables.people, personId);
  const occurrence = found(
    ctx.state.tables.occurrences,
    requiredInt(fields, 'event_occurrence_id', 'Event occurrence'),
  );
  const checks = restrictionsParam(fields);
  const failing = enrollmentCheck(ctx.state, occurrence, person, ctx.now).restrictions.filter((r) =>
    checks.includes(r.code),
  );
  if (failing.length > 0) refused(failing.map((r) => r.description));
  return one(
    'visits',
    visitView(ctx.state, createVisit(ctx, occurrence, person?.id ?? null, visitState)),
    201,
  );
}

/** The checks a desk visit lists in `restrictions`, an array (`bodyList`); none when absent. */
function restrictionsParam(fields: Fields): string[] {
  const list = bodyList(fields, 'restrictions', 'Restrictions') ?? [];
  return list.map((item) =>
    CHECKABLE.includes(String(item)) ? String(item) : invalid(problem('inclusion', 'Restrictions')),
  );
}

function updateVisit(ctx: Context): Response {
  const visit = found(ctx.state.tables.visits, idParam(ctx));
  const fields = input(ctx, 'visit');
  const personId = intField(fields, 'person_id', 'Person');
  if (personId !== undefined && personId !== visit.person_id) {
    if (visit.person_id !== null) invalid(problem('invalid', 'Person'));
    visit.person_id = found(ctx.state.tables.people, personId).id;
    visit.updated_at = iso(ctx.now);
  }
  const event = textField(fields, 'state_event', 'State event');
  if (event !== undefined) transition(ctx, visit, event);
  return one('visits', visitView(ctx.state, visit));
}

function deleteVisit(ctx: Context): Response {
  const visit = isDesk(ctx) ? found(ctx.state.tables.visits, idParam(ctx)) : ownVisit(ctx);
  const occurrence = ctx.state.tables.occurrences.get(visit.event_occurrence_id);
  if (!isDesk(ctx) && occurrence) {
    const service = ctx.state.tables.services.get(occurrence.service_id);
    const window = (service?.free_cancellation_window_in_hours ?? 0) * HOUR;
    if (Date.parse(occurrence.start_at) - ctx.now < window) invalid(problem('not_allowed'));
  }
  const recurring = flag(
    ctx.url.searchParams.get('remove_recurring_enrollment') ?? ctx.body.remove_recurring_enrollment,
  );
  const later =
    recurring && occurrence?.event_id != null ? futureVisitsOfEvent(ctx, visit, occurrence.event_id) : [];
  for (const each of [visit, ...later]) destroyVisit(ctx, each);
  return deleted();
}

function futureVisitsOfEvent(ctx: Context, visit: VisitRow, eventId: number): VisitRow[] {
  return ctx.state.tables.visits.filter((v) => {
    if (v.id === visit.id || v.person_id !== visit.person_id) return false;
    const occurrence = ctx.state.tables.occurrences.get(v.event_occurrence_id);
    return occurrence?.event_id === eventId && Date.parse(occurrence.start_at) > ctx.now;
  });
}
