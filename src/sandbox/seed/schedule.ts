import { DAY, HOUR, iso, MINUTE, startOfDay } from '../clock.ts';
import type { ServiceRow, State } from '../state.ts';
import { SERVICES, type ServiceSeed } from './catalog.ts';

const WEEKS_BACK = 12;
const WEEKS_AHEAD = 8;

/** Events and their occurrences: weekly classes 12 weeks back to 8 ahead, a course starting next week. */
export function seedSchedule(state: State, now: number): void {
  const today = startOfDay(now);
  SERVICES.forEach((seed, index) => {
    const service = state.tables.services.get(index + 1) as ServiceRow;
    if (seed.type === 'GroupClass')
      weeklyClass(state, service, seed, today - WEEKS_BACK * 7 * DAY, today + WEEKS_AHEAD * 7 * DAY, now);
    if (seed.type === 'Course') weeklyClass(state, service, seed, today + 7 * DAY, today + 7 * 7 * DAY, now);
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
