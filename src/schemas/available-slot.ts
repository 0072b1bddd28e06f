import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { date, maybe, ref, timestamp } from './common.ts';
import { spanAtMost } from './ranges.ts';

/** A time an appointment can be booked. */
export const AvailableSlot = z.looseObject({
  start_at: maybe(timestamp),
  end_at: maybe(timestamp),
  /** The day of the slot, `YYYY-MM-DD`. */
  date: maybe(date),
  duration_in_minutes: maybe(z.number()),
  location_id: maybe(z.number()),
  location: maybe(ref),
  staff_member_id: maybe(z.number()),
  /** Staff hidden from clients are left out on front. */
  staff_member: maybe(ref),
});
export type AvailableSlot = z.infer<typeof AvailableSlot>;

/** Per-day heat-map score, by `YYYY-MM-DD`: 1 is the day with most availability; past days have none. */
export const AvailableSlotsSummary = z.record(z.string(), z.nullable(z.number()));
export type AvailableSlotsSummary = z.infer<typeof AvailableSlotsSummary>;

const filters = {
  /** Only these staff members. */
  staff_member_ids: z.optional(p.ids()),
  /** Only these locations. */
  location_ids: z.optional(p.ids()),
};

/** Params of the available slots of one day. */
export const AvailableSlotsQuery = z.strictObject({
  /** The day (default today). */
  date: z.optional(p.date()),
  ...filters,
});
export type AvailableSlotsParams = z.input<typeof AvailableSlotsQuery>;

/** Params of the per-day summary: `from`/`to` inclusive, at most 90 days. */
export const AvailableSlotsSummaryQuery = z
  .strictObject({
    /** First day (default today). */
    from: z.optional(p.date()),
    /** Last day, included (default the last day of the current month). */
    to: z.optional(p.date()),
    ...filters,
  })
  .check(spanAtMost(90, { inclusive: true }));
export type AvailableSlotsSummaryParams = z.input<typeof AvailableSlotsSummaryQuery>;
