import { DAY, HOUR, iso, MINUTE, startOfDay } from '../clock.ts';
import type { ServiceRow, State } from '../state.ts';
import { SERVICES, type ServiceSeed } from './catalog.ts';

const WEEKS_BACK = 12;
const WEEKS_AHEAD = 8;

/** Clients a room of each class serves: a bigger studio runs the same timetable in more rooms. */
const CLIENTS_A_ROOM = 250;

/**
 * The rooms each class runs in for a studio of `clients`: one up to 375 clients, then one more per 250, so
 * that visits grow with the clients (about ten a client a year, as studios see: 100,000 for 10,000).
 */
export function roomsFor(clients: number): number {
  return Math.max(1, Math.round(clients / CLIENTS_A_ROOM));
}

/**
 * Events and their occurrences: weekly classes 12 weeks back to 8 ahead, a course starting next week, each
 * in `rooms` rooms (an event a room).
 */
export function seedSchedule(state: State, now: number, rooms = 1): void {
  const today = startOfDay(now);
  SERVICES.forEach((seed, index) => {
    const service = state.tables.services.get(index + 1) as ServiceRow;
    for (let room = 0; room < rooms; room++) {
      if (seed.type === 'GroupClass')
        weeklyClass(state, service, seed, today - WEEKS_BACK * 7 * DAY, today + WEEKS_AHEAD * 7 * DAY, now);
      if (seed.type === 'Course')
        weeklyClass(state, service, seed, today + 7 * DAY, today + 7 * 7 * DAY, now);
    }
  });
}

function weeklyClass(
  state: State,
  service: ServiceRow,
  seed: ServiceSeed,
  from: number,
  to: number,
  now: number,
): void {
  const starts: number[] = [];
  for (let day = from; day < to; day += DAY) {
    if (seed.days?.includes(new Date(day).getUTCDay())) starts.push(day + (seed.hour ?? 12) * HOUR);
  }
  const first = starts[0] ?? from;
  const last = starts.at(-1) ?? from;
  const event = state.tables.events.insert({
    name: service.name,
    service_id: service.id,
    location_id: seed.location,
    staff_member_ids: service.staff_member_ids,
    capacity: seed.capacity,
    start_time: iso(first),
    end_time: iso(last + seed.minutes * MINUTE),
    created_at: iso(Math.min(first, now) - 30 * DAY),
    updated_at: iso(Math.min(first, now) - 30 * DAY),
  });
  for (const start of starts) {
    state.tables.occurrences.insert({
      event_id: event.id,
      service_id: service.id,
      location_id: seed.location,
      name: service.name,
      description: service.description,
      start_at: iso(start),
      end_at: iso(start + seed.minutes * MINUTE),
      capacity: seed.capacity,
      state: 'active',
      staff_member_ids: [...service.staff_member_ids],
      attendance_complete: start < now,
      waitlist_enabled: true,
      created_at: event.created_at,
      updated_at: event.created_at,
    });
  }
}
