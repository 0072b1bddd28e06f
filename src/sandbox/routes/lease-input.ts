import type { Fields } from '../body.ts';
import { DAY, iso, startOfDay } from '../clock.ts';
import type { Context } from '../engine.ts';
import { HttpError, invalid, notFound, problem } from '../http.ts';
import { slotsOn } from '../rules/appointments.ts';
import type { EventOccurrenceRow, PersonRow } from '../state.ts';
import { capacityOf, occurrenceView } from '../views/schedule.ts';
import { ownPerson, registerPerson } from './people.ts';
import { personChanges } from './people-input.ts';
import { flag, found, intField, isDesk, textField } from './support.ts';

/** What a lease asks for once read: the occurrences it holds and who for. */
export interface LeaseRequest extends LeaseTarget {
  person: PersonRow | undefined;
}

/** The places a lease holds. */
interface LeaseTarget {
  occurrences: EventOccurrenceRow[];
  eventId: number | null;
  serviceId: number;
  recurring: boolean;
}

const GONE = { error: 'The selected time is no longer available. Please choose another time.' };

/**
 * Reads one of the four lease shapes; a full or taken slot answers `{"error": "...no longer
 * available..."}`. The person is read last, so a refused lease creates nobody.
 */
export function readLease(ctx: Context, fields: Fields): LeaseRequest {
  const target = leaseTarget(ctx, fields);
  checkPlaces(ctx, target, isDesk(ctx) && flag(fields.allow_overbook));
  return { ...target, person: leasePerson(ctx, fields.person) };
}

function leaseTarget(ctx: Context, fields: Fields): LeaseTarget {
  const occurrenceId = intField(fields, 'event_occurrence_id', 'Event occurrence');
  const serviceId = intField(fields, 'service_id', 'Service');
  const eventId = intField(fields, 'event_id', 'Event');
  if (occurrenceId !== undefined) {
    const occurrence = found(ctx.state.tables.occurrences, occurrenceId);
    const { event_id, service_id } = occurrence;
    return { occurrences: [occurrence], eventId: event_id, serviceId: service_id, recurring: false };
  }
  if (serviceId !== undefined) return appointment(ctx, fields, serviceId);
  if (eventId !== undefined) return eventLease(ctx, fields, eventId);
  return invalid(problem('blank', 'Event occurrence'));
}

function checkPlaces(ctx: Context, target: LeaseTarget, overbook: boolean): void {
  for (const occurrence of target.occurrences) {
    if (occurrence.state !== 'active' || Date.parse(occurrence.start_at) <= ctx.now)
      throw new HttpError(422, GONE);
    if (!overbook && capacityOf(ctx.state, occurrence).remaining === 0) throw new HttpError(422, GONE);
  }
}

function startAt(fields: Fields, required: boolean): number | undefined {
  const text = textField(fields, 'start_at', 'Start at');
  if (text === undefined) return required ? invalid(problem('blank', 'Start at')) : undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? invalid(problem('invalid', 'Start at')) : ms;
}

function appointment(ctx: Context, fields: Fields, serviceId: number): LeaseTarget {
  const service = found(ctx.state.tables.services, serviceId);
  if (service.type !== 'Appointment') invalid(problem('invalid', 'Service'));
  const start = startAt(fields, true) as number;
  const staffId = intField(fields, 'staff_member_id', 'Staff member');
  const locationId = intField(fields, 'location_id', 'Location');
  const slot = slotsOn(ctx.state, service, start, ctx.now, {
    front: !isDesk(ctx),
    staffIds: staffId === undefined ? undefined : [staffId],
    locationIds: locationId === undefined ? undefined : [locationId],
  }).find((s) => s.start === start);
  if (!slot) throw new HttpError(422, GONE);
  const occurrence = ctx.state.tables.occurrences.insert({
    event_id: null,
    service_id: service.id,
    location_id: slot.locationId,
    name: service.name,
    description: service.description,
    start_at: iso(slot.start),
    end_at: iso(slot.end),
    capacity: 1,
    state: 'active',
    staff_member_ids: [slot.staffId],
    attendance_complete: false,
    waitlist_enabled: false,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  });
  ctx.changes.emit('event_occurrence.created', {
    event_occurrences: [occurrenceView(ctx.state, occurrence, 'list')],
  });
  return { occurrences: [occurrence], eventId: null, serviceId: service.id, recurring: false };
}

/** A group class (the occurrence at start_at, and every later one when recurring) or a whole course. */
function eventLease(ctx: Context, fields: Fields, eventId: number): LeaseTarget {
  const event = found(ctx.state.tables.events, eventId);
  const service = ctx.state.tables.services.get(event.service_id) ?? notFound();
  const recurring = flag(fields.recurring);
  const course = service.type === 'Course';
  const start = startAt(fields, !course) ?? startOfDay(ctx.now);
  const occurrences = ctx.state.tables.occurrences
    .filter((o) => o.event_id === event.id && o.state === 'active')
    .filter((o) => {
      const at = Date.parse(o.start_at);
      if (course) return at >= start;
      return recurring ? at >= start : Math.abs(at - start) < DAY && at >= start;
    })
    .slice(0, course || recurring ? undefined : 1);
  if (occurrences.length === 0) throw new HttpError(422, GONE);
  return { occurrences, eventId: event.id, serviceId: service.id, recurring: recurring || course };
}

/** Front: `{id}` of the caller or a dependent. Desk: an id, an existing email, or a new person. */
export function leasePerson(ctx: Context, value: unknown): PersonRow | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object') return invalid(problem('invalid', 'Person'));
  const fields = value as Fields;
  const id = intField(fields, 'id', 'Person');
  if (!isDesk(ctx)) return id === undefined ? invalid(problem('blank', 'Person')) : ownPerson(ctx, id);
  if (id !== undefined) return found(ctx.state.tables.people, id);
  const email = textField(fields, 'email', 'Email')?.trim().toLowerCase();
  if (!email) return invalid(problem('blank', 'Email'));
  const existing = ctx.state.tables.people.find((p) => p.email?.toLowerCase() === email);
  if (existing) return existing;
  const changes = personChanges(
    ctx,
    { first_name: fields.first_name, last_name: fields.last_name, email, phone: fields.phone },
    true,
  );
  return registerPerson(ctx, changes);
}
