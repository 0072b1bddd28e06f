import * as z from 'zod/mini';
import { maybe, openEnum, timestampText } from './common.ts';
import { SERVICE_TYPES } from './event-occurrence.ts';

/** A price in minor units, with its currency and the localized text. */
const Price = z.looseObject({
  currency_iso: maybe(z.string()),
  price_cents: maybe(z.number()),
  price_string: maybe(z.string()),
});

const servicePricingShape = {
  number_of_free_visits: maybe(z.number()),
  single_visit: maybe(z.looseObject({ base_price: maybe(Price), taxes: maybe(z.array(z.string())) })),
};
/** What a service costs: free visits, and the single-visit price with the taxes named. */
export interface ServicePricing
  extends z.output<z.ZodMiniObject<typeof servicePricingShape, z.core.$loose>> {}
/** What a service costs: free visits, and the single-visit price with the taxes named. */
export const ServicePricing: z.ZodMiniType<ServicePricing> = z.looseObject(servicePricingShape);

const serviceShape = {
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
  hidden_at: maybe(timestampText),
  allow_tips: maybe(z.boolean()),
  require_cc: maybe(z.boolean()),
  require_plan: maybe(z.boolean()),
  no_merchandise_price: maybe(z.boolean()),
  category_id: maybe(z.number()),
  category_name: maybe(z.string()),
  supports_single_payer: maybe(z.boolean()),
  calendar_color: maybe(z.number()),
  pricing: maybe(ServicePricing),
};
/** A service: a group class, a course or an appointment the business offers. */
export interface Service extends z.output<z.ZodMiniObject<typeof serviceShape, z.core.$loose>> {}
/** A service: a group class, a course or an appointment the business offers. */
export const Service: z.ZodMiniType<Service> = z.looseObject(serviceShape);

const serviceCategoryShape = {
  id: z.number(),
  name: maybe(z.string()),
  position: maybe(z.number()),
  description: maybe(z.string()),
  description_short: maybe(z.string()),
};
/** A category services are grouped under on the schedule. */
export interface ServiceCategory
  extends z.output<z.ZodMiniObject<typeof serviceCategoryShape, z.core.$loose>> {}
/** A category services are grouped under on the schedule. */
export const ServiceCategory: z.ZodMiniType<ServiceCategory> = z.looseObject(serviceCategoryShape);

const deskServiceListShape = {
  services: z.array(Service),
  categories: z._default(z.array(ServiceCategory), []),
};
/** The desk services list: the services and, beside them, the categories they are grouped under. */
export interface DeskServiceList
  extends z.output<z.ZodMiniObject<typeof deskServiceListShape, z.core.$loose>> {}
/** The desk services list: the services and, beside them, the categories they are grouped under. */
export const DeskServiceList: z.ZodMiniType<DeskServiceList> = z.looseObject(deskServiceListShape);
