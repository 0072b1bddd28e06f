import { endpoint } from '../core/endpoint.ts';
import { AvailableSlot, AvailableSlotsSummary } from '../schemas/available-slot.ts';
import { AvailableSlotsQuery, AvailableSlotsSummaryQuery } from '../schemas/available-slot-input.ts';
import { sided } from './side.ts';

/** Appointment availability (front and desk take the same params; on front, an appointment hidden from the user is a 404). */
export class Appointments extends sided((prefix) => {
  const path = `${prefix}/appointments/:service_id/available_slots` as const;
  return {
    /**
     * Available times of an appointment service on a day (default today); past slots excluded.
     * @throws {NotFoundError} 404 for an appointment hidden from the user.
     */
    availableSlots: endpoint({
      method: 'GET',
      effect: 'read',
      path,
      query: AvailableSlotsQuery,
      returns: 'list',
      key: 'available_slots',
      schema: AvailableSlot,
    }),
    /**
     * Per-day heat-map score from `from` to `to` (inclusive, at most 90 days).
     * @throws {InputError} a range over 90 days, before sending.
     * @throws {NotFoundError} 404 for an appointment hidden from the user.
     */
    availableSlotsSummary: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${path}/summary`,
      query: AvailableSlotsSummaryQuery,
      returns: 'body',
      schema: AvailableSlotsSummary,
    }),
  };
}) {}
