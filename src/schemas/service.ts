import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, maybeTimestamp, openEnum } from './common.ts';
import { SERVICE_TYPES } from './event-occurrence.ts';

/** A price in minor units, with its currency and the localized text. */
const Price = z.looseObject({
  currency_iso: maybeString,
  price_cents: maybeNumber,
  price_string: maybeString,
});

const servicePricingShape = {
  number_of_free_visits: maybeNumber,
  single_visit: maybe(z.looseObject({ base_price: maybe(Price), taxes: maybe(z.array(z.string())) })),
};
/** What a service costs: free visits, and the single-visit price with the taxes named. */
export interface ServicePricing
  extends z.output<z.ZodMiniObject<typeof servicePricingShape, z.core.$loose>> {}
/** What a service costs: free visits, and the single-visit price with the taxes named. */
export const ServicePricing: z.ZodMiniType<ServicePricing> = z.looseObject(servicePricingShape);

const serviceShape = {
  id: z.number(),
  name: maybeString,
  type: maybe(openEnum(SERVICE_TYPES)),
  position: maybeNumber,
  description: maybeString,
  description_short: maybeString,
  instructions: maybeString,
  anonymous_staff: maybeBoolean,
  duration_in_minutes: maybeNumber,
  snap_duration_in_minutes: maybeNumber,
  setup_duration_in_minutes: maybeNumber,
  cleanup_duration_in_minutes: maybeNumber,
  enrollment_window_blackout_minutes: maybeNumber,
  free_cancellation_window_in_hours: maybeNumber,
  visitors_can_view: maybeBoolean,
  clients_can_view: maybeBoolean,
  clients_can_book: maybeBoolean,
  members_can_book: maybeBoolean,
  members_can_view: maybeBoolean,
  maximum_clients: maybeNumber,
  show_capacity_to_clients: maybeBoolean,
  show_rooms_to_clients: maybeBoolean,
  hidden_at: maybeTimestamp,
  allow_tips: maybeBoolean,
  require_cc: maybeBoolean,
  require_plan: maybeBoolean,
  no_merchandise_price: maybeBoolean,
  category_id: maybeNumber,
  category_name: maybeString,
  supports_single_payer: maybeBoolean,
  calendar_color: maybeNumber,
  pricing: maybe(ServicePricing),
};
/** A service: a group class, a course or an appointment the business offers. */
export interface Service extends z.output<z.ZodMiniObject<typeof serviceShape, z.core.$loose>> {}
/** A service: a group class, a course or an appointment the business offers. */
export const Service: z.ZodMiniType<Service> = z.looseObject(serviceShape);

const serviceCategoryShape = {
  id: z.number(),
  name: maybeString,
  position: maybeNumber,
  description: maybeString,
  description_short: maybeString,
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
