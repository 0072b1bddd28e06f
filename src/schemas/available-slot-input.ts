import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { spanAtMost } from './ranges.ts';

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

/** Params of the available slots of one day. */
export interface AvailableSlotsParams
  extends z.input<z.ZodMiniObject<typeof availableSlotsQueryShape, z.core.$strict>> {}

/** Rules of the params of the available slots of one day. */
export const AvailableSlotsQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof availableSlotsQueryShape, z.core.$strict>>,
  AvailableSlotsParams
> = z.strictObject(availableSlotsQueryShape);

const availableSlotsSummaryQueryShape = {
  /** First day, `YYYY-MM-DD` (default today); the range spans at most 90 days. */
  from: z.optional(p.date()),
  /** Last day, included, `YYYY-MM-DD` (default the last day of this month). */
  to: z.optional(p.date()),
  ...filters,
};

/** Params of the per-day summary: `from`/`to` inclusive, at most 90 days. */
export interface AvailableSlotsSummaryParams
  extends z.input<z.ZodMiniObject<typeof availableSlotsSummaryQueryShape, z.core.$strict>> {}

/** Params of the per-day summary: `from`/`to` inclusive, at most 90 days. */
export const AvailableSlotsSummaryQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof availableSlotsSummaryQueryShape, z.core.$strict>>,
  AvailableSlotsSummaryParams
> = z.strictObject(availableSlotsSummaryQueryShape).check(spanAtMost(90, { inclusive: true }));
