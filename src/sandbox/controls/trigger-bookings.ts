import { DAY, iso } from '../clock.ts';
import { slotsOn } from '../rules/appointments.ts';
import type { State } from '../state.ts';
import { onlyKnown } from './control-input.ts';
import { none, type Planner } from './trigger-planner.ts';

/** How many days ahead a trigger looks for a free appointment slot. */
const LOOKAHEAD_DAYS = 28;

/**
 * `event_occurrence.created`: a desk booking of an appointment, completed, at the first free slot
 * (`data.service_id`, `data.start_at`, `data.person_id` choose another).
 */
export const bookAppointment: Planner = (state, now, _id, data) => {
  onlyKnown(data, ['service_id', 'start_at', 'person_id'], 'event_occurrence.created data');
  const serviceId =
    data.service_id ??
    state.tables.services.find((s) => s.type === 'Appointment')?.id ??
    none('appointment service');
  const person =
    data.person_id ?? state.tables.people.find((p) => p.role === 'client')?.id ?? none('a client');
  const slot = data.start_at === undefined ? firstSlot(state, serviceId, now) : undefined;
  const lease = {
    service_id: serviceId,
    start_at: data.start_at ?? (slot ? iso(slot.start) : undefined),
    ...(slot ? { staff_member_id: slot.staffId, location_id: slot.locationId } : {}),
    person: { id: person },
  };
  return {
    method: 'POST',
    path: '/api/v2/desk/bookings',
    body: { booking: { leases: [lease], complete_booking: true } },
  };
};

/** The first free slot of the service in the coming weeks; none when it is not an appointment service. */
function firstSlot(state: State, serviceId: unknown, now: number) {
  const service = typeof serviceId === 'number' ? state.tables.services.get(serviceId) : undefined;
  if (service?.type !== 'Appointment') return undefined;
  for (let day = 0; day < LOOKAHEAD_DAYS; day += 1) {
    const [slot] = slotsOn(state, service, now + day * DAY, now, { front: false });
    if (slot) return slot;
  }
  return none(`free slot of ${service.name} in the next ${LOOKAHEAD_DAYS} days`);
}
