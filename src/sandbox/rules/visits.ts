import { iso } from '../clock.ts';
import type { Scope } from '../engine.ts';
import { invalid, problem } from '../http.ts';
import type { EventOccurrenceRow, VisitRow, VisitRowState } from '../state.ts';
import { capacityOf, occurrenceView, visitView } from '../views/schedule.ts';

/** The visit state machine of the spec: event → [from states, to state, timestamp it sets]. */
const TRANSITIONS: Record<string, { from: VisitRowState[]; to: VisitRowState; sets?: keyof VisitRow }> = {
  register: { from: ['reserved'], to: 'registered', sets: 'registered_at' },
  complete: { from: ['registered'], to: 'completed', sets: 'completed_at' },
  noshow: { from: ['registered'], to: 'noshowed', sets: 'noshow_at' },
  late_cancel: { from: ['registered'], to: 'late_canceled', sets: 'cancelled_at' },
  reset: { from: ['completed', 'noshowed', 'late_canceled'], to: 'registered' },
};

/** Emits `event_occurrence.updated` with the earlier `visits_count` when it changed. */
function occurrenceChanged(ctx: Scope, occurrence: EventOccurrenceRow, previousCount: number): void {
  const view = occurrenceView(ctx.state, occurrence, 'list');
  if (view.visits_count === previousCount) return;
  ctx.changes.emit('event_occurrence.updated', {
    event_occurrences: [view],
    previous: { visits_count: previousCount },
  });
}

/** Creates a visit; announces `visit.created`, `visit.new` (unless reserved) and the occurrence change. */
export function createVisit(
  ctx: Scope,
  occurrence: EventOccurrenceRow,
  personId: number | null,
  state: VisitRowState,
  bookingId: number | null = null,
): VisitRow {
  const before = capacityOf(ctx.state, occurrence).taken;
  const at = iso(ctx.now);
  const visit = ctx.state.tables.visits.insert({
    person_id: personId,
    event_occurrence_id: occurrence.id,
    state,
    registered_at: state === 'reserved' ? null : at,
    completed_at: state === 'completed' ? at : null,
    noshow_at: state === 'noshowed' ? at : null,
    cancelled_at: state === 'late_canceled' ? at : null,
    created_at: at,
    updated_at: at,
    punch_id: null,
    booking_id: bookingId,
  });
  const view = visitView(ctx.state, visit);
  ctx.changes.emit('visit.created', { visits: [view] });
  if (state !== 'reserved') ctx.changes.emit('visit.new', { visits: [view] });
  occurrenceChanged(ctx, occurrence, before);
  return visit;
}

/** Applies a `state_event`; a transition the state machine lacks answers 422. */
export function transition(ctx: Scope, visit: VisitRow, event: string): void {
  const rule = TRANSITIONS[event] ?? invalid(problem('inclusion', 'State event'));
  if (!rule.from.includes(visit.state))
    invalid(problem('transition', undefined, { event, state: visit.state }));
  if (event === 'register' && visit.person_id === null) invalid(problem('blank', 'Person'));
  const occurrence = ctx.state.tables.occurrences.get(visit.event_occurrence_id);
  const before = occurrence ? capacityOf(ctx.state, occurrence).taken : 0;
  const previous = {
    state: visit.state,
    completed_at: visit.completed_at,
    noshow_at: visit.noshow_at,
    cancelled_at: visit.cancelled_at,
  };
  const at = iso(ctx.now);
  if (event === 'reset') Object.assign(visit, { completed_at: null, noshow_at: null, cancelled_at: null });
  if (rule.sets) Object.assign(visit, { [rule.sets]: at });
  visit.state = rule.to;
  visit.updated_at = at;
  const view = visitView(ctx.state, visit);
  ctx.changes.emit('visit.updated', { visits: [view], previous });
  if (previous.state === 'reserved') ctx.changes.emit('visit.new', { visits: [view] });
  if (occurrence) occurrenceChanged(ctx, occurrence, before);
}

/** Deletes a visit (and its punch); announces `visit.deleted` and the occurrence change. */
export function destroyVisit(ctx: Scope, visit: VisitRow): void {
  const occurrence = ctx.state.tables.occurrences.get(visit.event_occurrence_id);
  const before = occurrence ? capacityOf(ctx.state, occurrence).taken : 0;
  const view = visitView(ctx.state, visit);
  if (visit.punch_id !== null) ctx.state.tables.punches.delete(visit.punch_id);
  ctx.state.tables.visits.delete(visit.id);
  ctx.changes.emit('visit.deleted', { visits: [view] });
  if (occurrence) occurrenceChanged(ctx, occurrence, before);
}
