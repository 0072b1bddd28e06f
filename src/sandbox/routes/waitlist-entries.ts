import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, invalid, notFound, one, paged, problem, refused } from '../http.ts';
import { isEnrolled, waitlistCheck } from '../rules/enrollment.ts';
import { createVisit } from '../rules/visits.ts';
import type { PersonRow, WaitlistEntryRow } from '../state.ts';
import { personRef } from '../views/people.ts';
import { ownPerson } from './people.ts';
import { found, idParam, input, intField, isDesk, requiredInt, textField, timeParam } from './support.ts';

/** `state_event` of a desk PUT → the state it leads to. */
const EVENTS: Record<string, WaitlistEntryRow['state']> = {
  enroll: 'enrolled',
  remove: 'removed',
  expire: 'expired',
  wait: 'waiting',
  pend: 'pending',
};

/** Waitlist entries. */
export const waitlistEntryRoutes: Route[] = [
  {
    serves: 'front.waitlistEntries.get',
    method: 'GET',
    path: '/api/v2/front/waitlist_entries/:id',
    access: 'front',
    handle: (ctx) => one('waitlist_entries', entryView(ctx, ownEntry(ctx))),
  },
  {
    serves: 'desk.waitlistEntries.get',
    method: 'GET',
    path: '/api/v2/desk/waitlist_entries/:id',
    access: 'desk',
    handle: (ctx) => one('waitlist_entries', entryView(ctx, found(ctx.state.tables.waitlist, idParam(ctx)))),
  },
  {
    serves: 'front.waitlistEntries.listByPerson',
    method: 'GET',
    path: '/api/v2/front/people/:person_id/waitlist_entries',
    access: 'front',
    handle: (ctx) => {
      const person = ownPerson(ctx, idParam(ctx, 'person_id'));
      return listEntries(ctx, (e) => e.person_id === person.id);
    },
  },
  {
    serves: 'desk.waitlistEntries.listByPerson',
    method: 'GET',
    path: '/api/v2/desk/people/:person_id/waitlist_entries',
    access: 'desk',
    handle: (ctx) => {
      const person = found(ctx.state.tables.people, idParam(ctx, 'person_id'));
      return listEntries(ctx, (e) => e.person_id === person.id);
    },
  },
  {
    serves: 'desk.waitlistEntries.listByEventOccurrence',
    method: 'GET',
    path: '/api/v2/desk/event_occurrences/:event_occurrence_id/waitlist_entries',
    access: 'desk',
    handle: (ctx) => {
      const occurrence = found(ctx.state.tables.occurrences, idParam(ctx, 'event_occurrence_id'));
      return listEntries(ctx, (e) => e.event_occurrence_id === occurrence.id);
    },
  },
  {
    serves: 'front.waitlistEntries.create',
    method: 'POST',
    path: '/api/v2/front/waitlist_entries',
    access: 'front',
    handle: createEntry,
  },
  {
    serves: 'desk.waitlistEntries.create',
    method: 'POST',
    path: '/api/v2/desk/waitlist_entries',
    access: 'desk',
    handle: createEntry,
  },
  {
    serves: 'desk.waitlistEntries.update',
    method: 'PUT',
    path: '/api/v2/desk/waitlist_entries/:id',
    access: 'desk',
    handle: updateEntry,
  },
  {
    serves: 'front.waitlistEntries.delete',
    method: 'DELETE',
    path: '/api/v2/front/waitlist_entries/:id',
    access: 'front',
    handle: (ctx) => deleteEntry(ctx, ownEntry(ctx)),
  },
  {
    serves: 'desk.waitlistEntries.delete',
    method: 'DELETE',
    path: '/api/v2/desk/waitlist_entries/:id',
    access: 'desk',
    handle: (ctx) => deleteEntry(ctx, found(ctx.state.tables.waitlist, idParam(ctx))),
  },
];

function ownEntry(ctx: Context): WaitlistEntryRow {
  const entry = found(ctx.state.tables.waitlist, idParam(ctx));
  const me = ctx.caller.person as PersonRow;
  return entry.person_id === me.id || me.dependent_ids.includes(entry.person_id) ? entry : notFound();
}

function entryView(ctx: Context, entry: WaitlistEntryRow) {
  const occurrence = ctx.state.tables.occurrences.get(entry.event_occurrence_id);
  const view: Record<string, unknown> = {
    id: entry.id,
    person_id: entry.person_id,
    event_occurrence_id: entry.event_occurrence_id,
    state: entry.state,
    event_occurrence: occurrence
      ? { id: occurrence.id, name: occurrence.name, start_at: occurrence.start_at, end_at: occurrence.end_at }
      : null,
    person: personRef(ctx.state.tables.people.get(entry.person_id)),
  };
  if (isDesk(ctx)) Object.assign(view, { created_at: entry.created_at, updated_at: entry.updated_at });
  return view;
}

function listEntries(ctx: Context, keep: (entry: WaitlistEntryRow) => boolean): Response {
  const from = timeParam(ctx, 'from');
  const to = timeParam(ctx, 'to');
  if ((from === undefined) !== (to === undefined)) invalid(problem('both_or_neither'));
  const occurrenceId = intField(
    Object.fromEntries(ctx.url.searchParams),
    'event_occurrence_id',
    'Event occurrence',
  );
  const entries = ctx.state.tables.waitlist.filter((e) => {
    if (!keep(e) || (occurrenceId !== undefined && e.event_occurrence_id !== occurrenceId)) return false;
    const start = Date.parse(ctx.state.tables.occurrences.get(e.event_occurrence_id)?.start_at ?? '');
    return from === undefined || to === undefined || (start >= from && start <= to);
  });
  return paged(ctx.url, 'waitlist_entries', entries, (e) => entryView(ctx, e));
}

function createEntry(ctx: Context): Response {
  const fields = input(ctx, 'waitlist_entry');
  const personId = intField(fields, 'person_id', 'Person');
  const person = isDesk(ctx)
    ? found(ctx.state.tables.people, personId ?? invalid(problem('blank', 'Person')))
    : ownPerson(ctx, personId ?? (ctx.caller.person as PersonRow).id);
  const occurrence = found(
    ctx.state.tables.occurrences,
    requiredInt(fields, 'event_occurrence_id', 'Event occurrence'),
  );
  const restrictions = waitlistCheck(ctx.state, occurrence, person, ctx.now);
  if (restrictions.length > 0) refused(restrictions.map((r) => r.description));
  const entry = ctx.state.tables.waitlist.insert({
    person_id: person.id,
    event_occurrence_id: occurrence.id,
    state: 'waiting',
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  });
  return one('waitlist_entries', entryView(ctx, entry), 201);
}

function updateEntry(ctx: Context): Response {
  const entry = found(ctx.state.tables.waitlist, idParam(ctx));
  const event = textField(input(ctx, 'waitlist_entry'), 'state_event', 'State event');
  if (event !== undefined) {
    const next = EVENTS[event] ?? invalid(problem('inclusion', 'State event'));
    const occurrence = found(ctx.state.tables.occurrences, entry.event_occurrence_id);
    if (next === 'enrolled' && !isEnrolled(ctx.state, occurrence, entry.person_id)) {
      createVisit(ctx, occurrence, entry.person_id, 'registered');
    }
    entry.state = next;
    entry.updated_at = iso(ctx.now);
  }
  return one('waitlist_entries', entryView(ctx, entry));
}

function deleteEntry(ctx: Context, entry: WaitlistEntryRow): Response {
  ctx.state.tables.waitlist.delete(entry.id);
  return deleted();
}
