import { lazyProperties } from '../core/lazy.ts';
import { placeNamespace } from '../core/operation-names.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { Appointments } from '../front-and-desk/appointments.ts';
import { BusinessDetails } from '../front-and-desk/business.ts';
import { Events } from '../front-and-desk/events.ts';
import { FormsOfPayment } from '../front-and-desk/forms-of-payment.ts';
import { InvoiceItems } from '../front-and-desk/invoice-items.ts';
import { Locations } from '../front-and-desk/locations.ts';
import { Notes } from '../front-and-desk/notes.ts';
import { PaymentMethods } from '../front-and-desk/payment-methods.ts';
import { PersonPlans } from '../front-and-desk/person-plans.ts';
import { PlanProducts } from '../front-and-desk/plan-products.ts';
import { WaitlistEntries } from '../front-and-desk/waitlist-entries.ts';
import { Waivers } from '../front-and-desk/waivers.ts';
import { FrontBookings } from './bookings.ts';
import { FrontBranding } from './branding.ts';
import { FrontEligibilities } from './eligibilities.ts';
import { FrontEventOccurrences } from './event-occurrences.ts';
import { FrontInvoices } from './invoices.ts';
import { FrontPayments } from './payments.ts';
import { FrontPeople } from './people.ts';
import { FrontPlanTerms } from './plan-terms.ts';
import { FrontServices } from './services.ts';
import { FrontStaffMembers } from './staff-members.ts';
import { FrontVisits } from './visits.ts';

/** The Core API as a client (`/api/v2/front`). */
export class Front {
  /** The caller and their dependents. */
  declare readonly people: FrontPeople;
  /** Basic details of the business, and its franchisees. */
  declare readonly business: BusinessDetails;
  /** Colors, logos and cover photo (public). */
  declare readonly branding: FrontBranding;
  /** Locations of the business. */
  declare readonly locations: Locations;
  /** Plans of the caller and their dependents. */
  declare readonly personPlans: PersonPlans;
  /** Plan products visible to the caller. */
  declare readonly planProducts: PlanProducts;
  /** Terms of a plan, and their acceptance. */
  declare readonly planTerms: FrontPlanTerms;
  /** Waivers of a person. */
  declare readonly waivers: Waivers;
  /** Services the caller may see. */
  declare readonly services: FrontServices;
  /** Staff members shown to clients (public). */
  declare readonly staffMembers: FrontStaffMembers;
  /** The caller's invoices. */
  declare readonly invoices: FrontInvoices;
  /** Items of the caller's invoices. */
  declare readonly invoiceItems: InvoiceItems;
  /** Ways an invoice can be paid. */
  declare readonly paymentMethods: PaymentMethods;
  /** Payments on invoices, and the payment configuration. */
  declare readonly payments: FrontPayments;
  /** Vaulted cards and ACH accounts, and card vaulting. */
  declare readonly formsOfPayment: FormsOfPayment<number | 'me'>;
  /** Available appointment slots and the per-day availability summary. */
  declare readonly appointments: Appointments;
  /** Bookings of the caller and their leases. */
  declare readonly bookings: FrontBookings;
  /** Whether the caller and dependents can enroll or join a waitlist. */
  declare readonly eligibilities: FrontEligibilities;
  /** Events (list public). */
  declare readonly events: Events;
  /** Group class and course occurrences (list public), and their summary. */
  declare readonly eventOccurrences: FrontEventOccurrences;
  /** Visits of the caller and their dependents. */
  declare readonly visits: FrontVisits;
  /** Waitlist entries of the caller and their dependents. */
  declare readonly waitlistEntries: WaitlistEntries;
  /** Notes on a person the caller may read. */
  declare readonly personNotes: Notes;
  /** Notes on an event occurrence the caller may read. */
  declare readonly eventOccurrenceNotes: Notes;

  readonly #client: Pike13Client;

  constructor(client: Pike13Client) {
    this.#client = client;
  }

  static {
    // Each resource is built when first read: a client holds only those it has used.
    placeNamespace(Front, 'front');
    lazyProperties(Front, (namespace) => namespace.#client, {
      people: (client) => new FrontPeople(client),
      business: (client) => new BusinessDetails(client, 'front'),
      branding: (client) => new FrontBranding(client),
      locations: (client) => new Locations(client, 'front'),
      personPlans: (client) => new PersonPlans(client, 'front'),
      planProducts: (client) => new PlanProducts(client, 'front'),
      planTerms: (client) => new FrontPlanTerms(client),
      waivers: (client) => new Waivers(client, 'front'),
      services: (client) => new FrontServices(client),
      staffMembers: (client) => new FrontStaffMembers(client),
      invoices: (client) => new FrontInvoices(client),
      invoiceItems: (client) => new InvoiceItems(client, 'front'),
      paymentMethods: (client) => new PaymentMethods(client, 'front'),
      payments: (client) => new FrontPayments(client),
      formsOfPayment: (client) => new FormsOfPayment(client, 'front'),
      appointments: (client) => new Appointments(client, 'front'),
      bookings: (client) => new FrontBookings(client),
      eligibilities: (client) => new FrontEligibilities(client),
      events: (client) => new Events(client, 'front'),
      eventOccurrences: (client) => new FrontEventOccurrences(client),
      visits: (client) => new FrontVisits(client),
      waitlistEntries: (client) => new WaitlistEntries(client, 'front'),
      personNotes: (client) => new Notes(client, 'front', 'people'),
      eventOccurrenceNotes: (client) => new Notes(client, 'front', 'event_occurrences'),
    });
  }
}
