import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { AvailableSlot, AvailableSlotsSummary } from '../schemas/available-slot.ts';
import {
  type AvailableSlotsParams,
  AvailableSlotsQuery,
  type AvailableSlotsSummaryParams,
  AvailableSlotsSummaryQuery,
} from '../schemas/available-slot-input.ts';
import { bothSides, SidedResource } from './side.ts';

/** The availability endpoints of `front` and `desk` (the same params on both). */
const appointmentEndpoints = bothSides((prefix) => {
  const path = `${prefix}/appointments/:service_id/available_slots` as const;
  return {
    availableSlots: endpoint({
      method: 'GET',
      effect: 'read',
      path,
      query: AvailableSlotsQuery,
      returns: 'list',
      key: 'available_slots',
      schema: AvailableSlot,
    }),
    availableSlotsSummary: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${path}/summary`,
      query: AvailableSlotsSummaryQuery,
      returns: 'body',
      schema: AvailableSlotsSummary,
    }),
  };
});

/** Appointment availability (front and desk take the same params; on front, an appointment hidden from the user is a 404). */
export class Appointments extends SidedResource {
  protected readonly endpointTable: EndpointTable = appointmentEndpoints[this.side];

  /**
   * Available times of an appointment service on a day (default today); past slots excluded.
   * @throws {NotFoundError} 404 for an appointment hidden from the user.
   */
  availableSlots(serviceId: number, params?: AvailableSlotsParams, options?: RequestOptions) {
    return this.core.call(
      appointmentEndpoints[this.side].availableSlots,
      { path: { service_id: serviceId }, query: params },
      options,
    );
  }

  /**
   * Per-day heat-map score from `from` to `to` (inclusive, at most 90 days).
   * @throws {InputError} a range over 90 days, before sending.
   * @throws {NotFoundError} 404 for an appointment hidden from the user.
   */
  availableSlotsSummary(serviceId: number, params?: AvailableSlotsSummaryParams, options?: RequestOptions) {
    return this.core.call(
      appointmentEndpoints[this.side].availableSlotsSummary,
      { path: { service_id: serviceId }, query: params },
      options,
    );
  }
}
