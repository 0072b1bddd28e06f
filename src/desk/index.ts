import { lazyProperties } from '../core/lazy.ts';
import { placeNamespace } from '../core/operation-names.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { Appointments } from '../front-and-desk/appointments.ts';
import { BusinessDetails } from '../front-and-desk/business.ts';
import { Events } from '../front-and-desk/events.ts';
import { FormsOfPayment } from '../front-and-desk/forms-of-payment.ts';
import { InvoiceItems } from '../front-and-desk/invoice-items.ts';
import { Locations } from '../front-and-desk/locations.ts';
import { PaymentMethods } from '../front-and-desk/payment-methods.ts';
import { PersonPlans } from '../front-and-desk/person-plans.ts';
import { PlanProducts } from '../front-and-desk/plan-products.ts';
import { Waivers } from '../front-and-desk/waivers.ts';
import { DeskBookings } from './bookings.ts';
import { DeskCustomFields } from './custom-fields.ts';
import { DeskDiscounts } from './discounts.ts';
import { DeskEligibilities } from './eligibilities.ts';
import { DeskEventOccurrences } from './event-occurrences.ts';
import { DeskInvoices } from './invoices.ts';
import { DeskMakeUps } from './make-ups.ts';
import { DeskNotes } from './notes.ts';
import { DeskPackProducts } from './pack-products.ts';
import { DeskPacks } from './packs.ts';
import { DeskPayments } from './payments.ts';
import { DeskPeople } from './people.ts';
import { DeskPlans } from './plans.ts';
import { DeskProrates } from './prorates.ts';
import { DeskPunches } from './punches.ts';
import { DeskRefunds } from './refunds.ts';
import { DeskRevenueCategories } from './revenue-categories.ts';
import { DeskSalesTaxes } from './sales-taxes.ts';
import { DeskServices } from './services.ts';
import { DeskStaffMembers } from './staff-members.ts';
import { DeskVisits } from './visits.ts';
import { DeskWaitlistEntries } from './waitlist-entries.ts';

/** The Core API as staff (`/api/v2/desk`): needs a staff member's token. */
export class Desk {
  /** Clients of the business. */
  declare readonly people: DeskPeople;
  /** Basic details of the business, and its franchisees. */
  declare readonly business: BusinessDetails;
  /** Custom fields defined for people. */
  declare readonly customFields: DeskCustomFields;
  /** Locations of the business. */
  declare readonly locations: Locations;
  /** Every plan, and end-date updates. */
  declare readonly plans: DeskPlans;
  /** Plans of one client. */
  declare readonly personPlans: PersonPlans;
  /** Plan products of the business. */
  declare readonly planProducts: PlanProducts;
  /** Waivers of a client. */
  declare readonly waivers: Waivers;
  /** Visits paid for with a plan. */
  declare readonly punches: DeskPunches;
  /** Packs created from pack products. */
  declare readonly packs: DeskPacks;
  /** Pack products (owner or manager). */
  declare readonly packProducts: DeskPackProducts;
  /** Revenue categories. */
  declare readonly revenueCategories: DeskRevenueCategories;
  /** Sales taxes addable to an invoice. */
  declare readonly salesTaxes: DeskSalesTaxes;
  /** Services, hidden ones on request. */
  declare readonly services: DeskServices;
  /** Current staff members. */
  declare readonly staffMembers: DeskStaffMembers;
  /** Invoices of the business. */
  declare readonly invoices: DeskInvoices;
  /** Items of invoices. */
  declare readonly invoiceItems: InvoiceItems;
  /** Ways an invoice can be paid. */
  declare readonly paymentMethods: PaymentMethods;
  /** Payments, their voids, and the payment configuration. */
  declare readonly payments: DeskPayments;
  /** Refunds of payments, and their voids. */
  declare readonly refunds: DeskRefunds;
  /** Prorations of invoice items. */
  declare readonly prorates: DeskProrates;
  /** Discounts of invoice items. */
  declare readonly discounts: DeskDiscounts;
  /** Vaulted cards and ACH accounts of any client, and card vaulting. */
  declare readonly formsOfPayment: FormsOfPayment;
  /** Available appointment slots and the per-day availability summary. */
  declare readonly appointments: Appointments;
  /** Any booking of the business and its leases. */
  declare readonly bookings: DeskBookings;
  /** Whether given people can enroll. */
  declare readonly eligibilities: DeskEligibilities;
  /** Events, with every attendee. */
  declare readonly events: Events;
  /** Every event occurrence, and their summary. */
  declare readonly eventOccurrences: DeskEventOccurrences;
  /** Visits: lists, summary, create, state changes, delete. */
  declare readonly visits: DeskVisits;
  /** Make-up reasons and make-up passes. */
  declare readonly makeUps: DeskMakeUps;
  /** Waitlist entries of any client. */
  declare readonly waitlistEntries: DeskWaitlistEntries;
  /** Notes on a person. */
  declare readonly personNotes: DeskNotes;
  /** Notes on an event occurrence. */
  declare readonly eventOccurrenceNotes: DeskNotes;

  readonly #client: Pike13Client;

  constructor(client: Pike13Client) {
    this.#client = client;
  }

  static {
    // Each resource is built when first read: a client holds only those it has used.
    placeNamespace(Desk, 'desk');
    lazyProperties(Desk, (namespace) => namespace.#client, {
      people: (client) => new DeskPeople(client),
      business: (client) => new BusinessDetails(client, 'desk'),
      customFields: (client) => new DeskCustomFields(client),
      locations: (client) => new Locations(client, 'desk'),
      plans: (client) => new DeskPlans(client),
      personPlans: (client) => new PersonPlans(client, 'desk'),
      planProducts: (client) => new PlanProducts(client, 'desk'),
      waivers: (client) => new Waivers(client, 'desk'),
      punches: (client) => new DeskPunches(client),
      packs: (client) => new DeskPacks(client),
      packProducts: (client) => new DeskPackProducts(client),
      revenueCategories: (client) => new DeskRevenueCategories(client),
      salesTaxes: (client) => new DeskSalesTaxes(client),
      services: (client) => new DeskServices(client),
      staffMembers: (client) => new DeskStaffMembers(client),
      invoices: (client) => new DeskInvoices(client),
      invoiceItems: (client) => new InvoiceItems(client, 'desk'),
      paymentMethods: (client) => new PaymentMethods(client, 'desk'),
      payments: (client) => new DeskPayments(client),
      refunds: (client) => new DeskRefunds(client),
      prorates: (client) => new DeskProrates(client),
      discounts: (client) => new DeskDiscounts(client),
      formsOfPayment: (client) => new FormsOfPayment(client, 'desk'),
      appointments: (client) => new Appointments(client, 'desk'),
      bookings: (client) => new DeskBookings(client),
      eligibilities: (client) => new DeskEligibilities(client),
      events: (client) => new Events(client, 'desk'),
      eventOccurrences: (client) => new DeskEventOccurrences(client),
      visits: (client) => new DeskVisits(client),
      makeUps: (client) => new DeskMakeUps(client),
      waitlistEntries: (client) => new DeskWaitlistEntries(client),
      personNotes: (client) => new DeskNotes(client, 'people'),
      eventOccurrenceNotes: (client) => new DeskNotes(client, 'event_occurrences'),
    });
  }
}
