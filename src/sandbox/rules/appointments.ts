import { DAY, HOUR, iso, MINUTE, startOfDay } from '../clock.ts';
import type { ServiceRow, State } from '../state.ts';
import { takesPlace } from '../views/schedule.ts';

/** A free appointment time of one staff member at one location. */
export interface Slot {
  start: number;
  end: number;
  staffId: number;
  locationId: number;
}

export interface SlotFilter {
  staffIds?: number[];
  locationIds?: number[];
  /** Front: staff hidden from clients are left out. */
  front: boolean;
}

/** True when the staff member has an occupied occurrence overlapping [start, end). */
function busy(state: State, staffId: number, start: number, end: number): boolean {
  return (
    state.tables.occurrences.find((o) => {
      if (o.state !== 'active' || !o.staff_member_ids.includes(staffId)) return false;
      const oStart = Date.parse(o.start_at);
      const oEnd = Date.parse(o.end_at);
      if (oEnd <= start || oStart >= end) return false;
      const service = state.tables.services.get(o.service_id);
      if (service?.type !== 'Appointment') return true;
      return state.tables.visits.find((v) => v.event_occurrence_id === o.id && takesPlace(v)) !== undefined;
    }) !== undefined
  );
}

/** The free slots of an appointment service on the UTC day of `day`, none in the past. */
export function slotsOn(
  state: State,
  service: ServiceRow,
  day: number,
  now: number,
  filter: SlotFilter,
): Slot[] {
  const length = service.duration_in_minutes * MINUTE;
  const staffIds = service.staff_member_ids.filter((id) => {
    const staff = state.tables.people.get(id);
    return (
      staff !== undefined &&
      (!filter.front || !staff.hidden_from_clients) &&
      (!filter.staffIds || filter.staffIds.includes(id))
    );
  });
  const locationIds = service.location_ids.filter(
    (id) => !filter.locationIds || filter.locationIds.includes(id),
  );
  const slots: Slot[] = [];
  const dayStart = startOfDay(day);
  for (
    let start = dayStart + service.open_hours[0] * HOUR;
    start + length <= dayStart + service.open_hours[1] * HOUR;
    start += length
  ) {
    if (start <= now) continue;
    for (const staffId of staffIds) {
      if (busy(state, staffId, start, start + length)) continue;
      for (const locationId of locationIds) slots.push({ start, end: start + length, staffId, locationId });
    }
  }
  return slots;
}

/** The score of each day from `from` to `to`: free slots as a share of the best day's; past days left out. */
export function slotSummary(
  state: State,
  service: ServiceRow,
  from: number,
  to: number,
  now: number,
  filter: SlotFilter,
) {
  const counts: [string, number][] = [];
  for (let day = startOfDay(from); day <= startOfDay(to); day += DAY) {
    if (day + DAY <= now) continue;
    counts.push([iso(day).slice(0, 10), slotsOn(state, service, day, now, filter).length]);
  }
  const best = Math.max(1, ...counts.map(([, count]) => count));
  return Object.fromEntries(counts.map(([day, count]) => [day, count / best]));
}
