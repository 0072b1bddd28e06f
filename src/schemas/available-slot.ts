import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { maybe, maybeDate, maybeNumber, maybeTimestamp, ref } from './common.ts';
import { spanAtMost } from './ranges.ts';

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

const filters = {
  /** Only slots with these staff members (ids). */
  staff_member_ids: z.optional(p.ids()),
  /** Only slots at these locations (ids). */
  location_ids: z.optional(p.ids()),
};

/** Params of the available slots of one day. */
const availableSlotsQueryShape = {
  /** The day, `YYYY-MM-DD` (default today). */
  date: z.optional(p.date()),
  ...filters,
};
/** Rules of the params of the available slots of one day. */
export const AvailableSlotsQuery: z.ZodMiniObject<typeof availableSlotsQueryShape, z.core.$strict> =
  z.strictObject(availableSlotsQueryShape);
/** Params of the available slots of one day. */
export interface AvailableSlotsParams extends z.input<typeof AvailableSlotsQuery> {}

/** Params of the per-day summary: `from`/`to` inclusive, at most 90 days. */
export const AvailableSlotsSummaryQuery = z
  .strictObject({
    /** First day, `YYYY-MM-DD` (default today); the range spans at most 90 days. */
    from: z.optional(p.date()),
    /** Last day, included, `YYYY-MM-DD` (default the last day of this month). */
    to: z.optional(p.date()),
    ...filters,
  })
  .check(spanAtMost(90, { inclusive: true }));
/** Params of the per-day summary: `from`/`to` inclusive, at most 90 days. */
export interface AvailableSlotsSummaryParams extends z.input<typeof AvailableSlotsSummaryQuery> {}
