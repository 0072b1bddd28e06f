import { iso, MINUTE } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { invalid, json, notFound, problem } from '../http.ts';
import { enrollmentCheck, waitlistCheck } from '../rules/enrollment.ts';
import type { EventOccurrenceRow, PersonRow, ServiceRow } from '../state.ts';
import { found, idList, idParam, intField, timeParam } from './support.ts';

/** Enrollment and waitlist eligibility, computed from the state. */
export const eligibilityRoutes: Route[] = [
  {
    serves: 'front.eligibilities.enrollmentForEventOccurrence',
    method: 'GET',
    path: '/api/v2/front/event_occurrences/:event_occurrence_id/enrollment_eligibilities',
    access: 'front',
    handle: (ctx) => occurrenceEligibility(ctx, family(ctx)),
  },
  {
    serves: 'desk.eligibilities.enrollmentForEventOccurrence',
    method: 'GET',
    path: '/api/v2/desk/event_occurrences/:event_occurrence_id/enrollment_eligibilities',
    access: 'desk',
    handle: (ctx) => occurrenceEligibility(ctx, listedPeople(ctx, true)),
  },
  {
    serves: 'front.eligibilities.enrollmentForService',
    method: 'GET',
    path: '/api/v2/front/services/:service_id/enrollment_eligibilities',
    access: 'front',
    handle: (ctx) => serviceEligibility(ctx, family(ctx)),
  },
  {
    serves: 'desk.eligibilities.enrollmentForService',
    method: 'GET',
    path: '/api/v2/desk/services/:service_id/enrollment_eligibilities',
    access: 'desk',
    handle: (ctx) => serviceEligibility(ctx, listedPeople(ctx, false)),
  },
  {
    serves: 'front.eligibilities.waitlistForEventOccurrence',
    method: 'GET',
    path: '/api/v2/front/event_occurrences/:event_occurrence_id/waitlist_eligibilities',
    access: 'front',
    handle: (ctx) => {
      const occurrence = found(ctx.state.tables.occurrences, idParam(ctx, 'event_occurrence_id'));
      const answers = family(ctx).map((person) => {
        const restrictions = waitlistCheck(ctx.state, occurrence, person, ctx.now);
        return { person_id: person.id, can_waitlist: restrictions.length === 0, restrictions };
      });
      return json({ waitlist_eligibilities: answers });
    },
  },
];

/** The caller and dependents. */
function family(ctx: Context): PersonRow[] {
  const me = ctx.caller.person as PersonRow;
  return [me, ...me.dependent_ids.flatMap((id) => ctx.state.tables.people.get(id) ?? [])];
}

/** `person_ids` (required); unknown ids are left out without error. */
function listedPeople(ctx: Context, strict: boolean): PersonRow[] {
  const ids = idList(ctx, 'person_ids') ?? invalid(problem('blank', 'person_ids'));
  const people = ids.flatMap((id) => ctx.state.tables.people.get(id) ?? []);
  return strict && people.length < ids.length ? notFound() : people;
}

function answer(ctx: Context, occurrence: EventOccurrenceRow, person: PersonRow) {
  const { restrictions, warnings } = enrollmentCheck(ctx.state, occurrence, person, ctx.now);
  return { person_id: person.id, can_enroll: restrictions.length === 0, restrictions, warnings };
}

function occurrenceEligibility(ctx: Context, people: PersonRow[]): Response {
  const occurrence = found(ctx.state.tables.occurrences, idParam(ctx, 'event_occurrence_id'));
  return json({ enrollment_eligibilities: people.map((person) => answer(ctx, occurrence, person)) });
}

/** For a service: judged on the occurrence `event_id`/`start_at` select, else the next one of the service. */
function serviceEligibility(ctx: Context, people: PersonRow[]): Response {
  const service = found(ctx.state.tables.services, idParam(ctx, 'service_id'));
  const query = Object.fromEntries(ctx.url.searchParams);
  const eventId = intField(query, 'event_id', 'Event');
  if (eventId !== undefined) found(ctx.state.tables.events, eventId);
  const locationId = intField(query, 'location_id', 'Location');
  if (locationId !== undefined) found(ctx.state.tables.locations, locationId);
  const start = timeParam(ctx, 'start_at') ?? ctx.now;
  const candidates = ctx.state.tables.occurrences.filter(
    (o) =>
      o.service_id === service.id &&
      (eventId === undefined || o.event_id === eventId) &&
      (locationId === undefined || o.location_id === locationId) &&
      Date.parse(o.start_at) >= start - 60_000,
  );
  const occurrence =
    candidates.sort((a, b) => a.start_at.localeCompare(b.start_at))[0] ?? unbooked(service, start);
  const answers = people.map((person) => answer(ctx, occurrence, person));
  return json({ enrollment_eligibilities: answers });
}

/** An appointment time nobody has booked yet: judged as an empty occurrence of the service at `start`. */
function unbooked(service: ServiceRow, start: number): EventOccurrenceRow {
  return {
    id: 0,
    event_id: null,
    service_id: service.id,
    location_id: service.location_ids[0] ?? 0,
    name: service.name,
    description: service.description,
    start_at: iso(start),
    end_at: iso(start + service.duration_in_minutes * MINUTE),
    capacity: service.maximum_clients,
    state: 'active',
    staff_member_ids: service.staff_member_ids,
    attendance_complete: false,
    waitlist_enabled: false,
    created_at: iso(start),
    updated_at: iso(start),
  };
}
