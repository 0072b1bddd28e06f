import type { Route } from '../engine.ts';
import { accountRoutes } from './account.ts';
import { appointmentRoutes } from './appointments.ts';
import { bookingRoutes } from './bookings.ts';
import { businessRoutes } from './business.ts';
import { eligibilityRoutes } from './eligibilities.ts';
import { eventRoutes } from './events.ts';
import { formOfPaymentRoutes } from './forms-of-payment.ts';
import { invoiceRoutes } from './invoices.ts';
import { noteRoutes } from './notes.ts';
import { packRoutes } from './packs.ts';
import { paymentRoutes } from './payments.ts';
import { peopleRoutes } from './people.ts';
import { planRoutes } from './plans.ts';
import { serviceRoutes } from './services.ts';
import { visitRoutes } from './visits.ts';
import { waitlistRoutes } from './waitlist.ts';

/** Every Core API route of the sandbox, in match order. */
export const coreRoutes: Route[] = [
  ...accountRoutes,
  ...businessRoutes,
  ...serviceRoutes,
  ...peopleRoutes,
  ...eventRoutes,
  ...appointmentRoutes,
  ...eligibilityRoutes,
  ...bookingRoutes,
  ...visitRoutes,
  ...waitlistRoutes,
  ...noteRoutes,
  ...planRoutes,
  ...packRoutes,
  ...invoiceRoutes,
  ...paymentRoutes,
  ...formOfPaymentRoutes,
];
