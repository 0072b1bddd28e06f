import * as z from 'zod/mini';
import { maybe, openEnum, timestamp } from './common.ts';
import { SERVICE_TYPES } from './event-occurrence.ts';

/** A price in minor units, with its currency and the localized text. */
const Price = z.looseObject({
  currency_iso: maybe(z.string()),
  price_cents: maybe(z.number()),
  price_string: maybe(z.string()),
});

/** What a service costs: free visits, and the single-visit price with the taxes named. */
export const ServicePricing = z.looseObject({
  number_of_free_visits: maybe(z.number()),
  single_visit: maybe(z.looseObject({ base_price: maybe(Price), taxes: maybe(z.array(z.string())) })),
});
export type ServicePricing = z.infer<typeof ServicePricing>;

/** A service: a group class, a course or an appointment the business offers. */
export const Service = z.looseObject({
  id: z.number(),
  name: maybe(z.string()),
  type: maybe(openEnum(SERVICE_TYPES)),
  position: maybe(z.number()),
  description: maybe(z.string()),
  description_short: maybe(z.string()),
  instructions: maybe(z.string()),
  anonymous_staff: maybe(z.boolean()),
  duration_in_minutes: maybe(z.number()),
  snap_duration_in_minutes: maybe(z.number()),
  setup_duration_in_minutes: maybe(z.number()),
  cleanup_duration_in_minutes: maybe(z.number()),
  enrollment_window_blackout_minutes: maybe(z.number()),
  free_cancellation_window_in_hours: maybe(z.number()),
  visitors_can_view: maybe(z.boolean()),
  clients_can_view: maybe(z.boolean()),
  clients_can_book: maybe(z.boolean()),
  members_can_book: maybe(z.boolean()),
  members_can_view: maybe(z.boolean()),
  maximum_clients: maybe(z.number()),
  show_capacity_to_clients: maybe(z.boolean()),
  show_rooms_to_clients: maybe(z.boolean()),
  hidden_at: maybe(timestamp),
  allow_tips: maybe(z.boolean()),
  require_cc: maybe(z.boolean()),
  require_plan: maybe(z.boolean()),
  no_merchandise_price: maybe(z.boolean()),
  category_id: maybe(z.number()),
  category_name: maybe(z.string()),
  supports_single_payer: maybe(z.boolean()),
  calendar_color: maybe(z.number()),
  pricing: maybe(ServicePricing),
});
export type Service = z.infer<typeof Service>;

/** A category services are grouped under on the schedule. */
export const ServiceCategory = z.looseObject({
  id: z.number(),
  name: maybe(z.string()),
  position: maybe(z.number()),
  description: maybe(z.string()),
  description_short: maybe(z.string()),
});
export type ServiceCategory = z.infer<typeof ServiceCategory>;

/** The desk services list: the services and, beside them, the categories they are grouped under. */
export const DeskServiceList = z.looseObject({
  services: z.array(Service),
  categories: z._default(z.array(ServiceCategory), []),
});
export type DeskServiceList = z.infer<typeof DeskServiceList>;
