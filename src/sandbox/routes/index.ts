import type { Route } from '../engine.ts';
import { accountRoutes } from './account.ts';
import { appointmentRoutes } from './appointments.ts';
import { bookingRoutes } from './bookings.ts';
import { brandingRoutes } from './branding.ts';
import { businessRoutes } from './business.ts';
import { customFieldRoutes } from './custom-fields.ts';
import { discountRoutes } from './discounts.ts';
import { eligibilityRoutes } from './eligibilities.ts';
import { eventOccurrenceRoutes } from './event-occurrences.ts';
import { eventRoutes } from './events.ts';
import { formOfPaymentRoutes } from './forms-of-payment.ts';
import { invoiceItemRoutes } from './invoice-items.ts';
import { invoiceRoutes } from './invoices.ts';
import { locationRoutes } from './locations.ts';
import { makeUpRoutes } from './make-ups.ts';
import { noteRoutes } from './notes.ts';
import { packProductRoutes } from './pack-products.ts';
import { packRoutes } from './packs.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { paymentRoutes } from './payments.ts';
import { peopleRoutes } from './people.ts';
import { personPlanRoutes } from './person-plans.ts';
import { planProductRoutes } from './plan-products.ts';
import { planTermRoutes } from './plan-terms.ts';
import { planRoutes } from './plans.ts';
import { prorateRoutes } from './prorates.ts';
import { punchRoutes } from './punches.ts';
import { refundRoutes } from './refunds.ts';
import { revenueCategoryRoutes } from './revenue-categories.ts';
import { salesTaxRoutes } from './sales-taxes.ts';
import { serviceRoutes } from './services.ts';
import { staffMemberRoutes } from './staff-members.ts';
import { visitRoutes } from './visits.ts';
import { waitlistEntryRoutes } from './waitlist-entries.ts';
import { waiverRoutes } from './waivers.ts';

/**
 * Every Core API route of the sandbox, one file per resource of the SDK. No two routes of different files
 * match one path, so their order here does not matter; within a file, a literal segment (`people/me`)
 * comes before the `:id` it would otherwise match.
 */
export const coreRoutes: Route[] = [
  ...accountRoutes,
  ...businessRoutes,
  ...brandingRoutes,
  ...customFieldRoutes,
  ...locationRoutes,
  ...revenueCategoryRoutes,
  ...salesTaxRoutes,
  ...serviceRoutes,
  ...staffMemberRoutes,
  ...peopleRoutes,
  ...eventRoutes,
  ...eventOccurrenceRoutes,
  ...appointmentRoutes,
  ...eligibilityRoutes,
  ...bookingRoutes,
  ...visitRoutes,
  ...makeUpRoutes,
  ...waitlistEntryRoutes,
  ...noteRoutes,
  ...planRoutes,
  ...personPlanRoutes,
  ...planProductRoutes,
  ...planTermRoutes,
  ...waiverRoutes,
  ...punchRoutes,
  ...packRoutes,
  ...packProductRoutes,
  ...invoiceRoutes,
  ...invoiceItemRoutes,
  ...prorateRoutes,
  ...discountRoutes,
  ...paymentRoutes,
  ...paymentMethodRoutes,
  ...refundRoutes,
  ...formOfPaymentRoutes,
];
