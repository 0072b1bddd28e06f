import * as z from 'zod/mini';
import { maybe, maybeDate, maybeNumber, maybeTimestamp, ref } from './common.ts';

const availableSlotShape = {
  start_at: maybeTimestamp,
  end_at: maybeTimestamp,
  /** The day of the slot, `YYYY-MM-DD`. */
  date: maybeDate,
  duration_in_minutes: maybeNumber,
  location_id: maybeNumber,
  location: maybe(ref),
  staff_member_id: maybeNumber,
  /** Staff hidden from clients are left out on front. */
  staff_member: maybe(ref),
};

/** A time an appointment can be booked. */
export interface AvailableSlot extends z.output<z.ZodMiniObject<typeof availableSlotShape, z.core.$loose>> {}

/** A time an appointment can be booked. */
export const AvailableSlot: z.ZodMiniType<AvailableSlot> = z.looseObject(availableSlotShape);

/** Per-day heat-map score, by `YYYY-MM-DD`: 1 is the day with most availability; past days have none. */
export const AvailableSlotsSummary = z.record(z.string(), z.nullable(z.number()));

/** Per-day heat-map score, by `YYYY-MM-DD`: 1 is the day with most availability; past days have none. */
export interface AvailableSlotsSummary extends z.output<typeof AvailableSlotsSummary> {}
