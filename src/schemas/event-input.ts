import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { spanAtMost } from './ranges.ts';

/** The `from`/`to` span of event lists, in days. */
export const EVENT_LIST_MAX_DAYS = 120;

const eventListQueryShape = {
  /** Start of the range; without a range, every event is listed. */
  from: z.optional(p.timestamp()),
  /** End of the range, at most 120 days after `from`. */
  to: z.optional(p.timestamp()),
  /** Only these events (ids). */
  ids: z.optional(p.ids()),
  /** Only events of these services (ids). */
  service_ids: z.optional(p.ids()),
};

/** Params of the event lists: no range returns every event. */
export interface EventListParams
  extends z.input<z.ZodMiniObject<typeof eventListQueryShape, z.core.$strict>> {}

/** Params of the event lists: no range returns every event. */
export const EventListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof eventListQueryShape, z.core.$strict>>,
  EventListParams
> = z.strictObject(eventListQueryShape).check(spanAtMost(EVENT_LIST_MAX_DAYS));
