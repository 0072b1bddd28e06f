import type { Pike13Client } from '../core/client.ts';
import { Appointments } from '../sided/appointments.ts';
import { BusinessDetails } from '../sided/business.ts';
import { Events } from '../sided/events.ts';
import { FormsOfPayment } from '../sided/forms-of-payment.ts';
import { InvoiceItems } from '../sided/invoice-items.ts';
import { Locations } from '../sided/locations.ts';
import { PaymentMethods } from '../sided/payment-methods.ts';
import { PersonPlans } from '../sided/person-plans.ts';
import { PlanProducts } from '../sided/plan-products.ts';
import { Waivers } from '../sided/waivers.ts';
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
  readonly people: DeskPeople;
  /** Basic details of the business, and its franchisees. */
  readonly business: BusinessDetails;
  /** Custom fields defined for people. */
  readonly customFields: DeskCustomFields;
  /** Locations of the business. */
  readonly locations: Locations;
  /** Every plan, and end-date updates. */
  readonly plans: DeskPlans;
  /** Plans of one client. */
  readonly personPlans: PersonPlans;
  /** Plan products of the business. */
  readonly planProducts: PlanProducts;
  /** Waivers of a client. */
  readonly waivers: Waivers;
  /** Visits paid for with a plan. */
  readonly punches: DeskPunches;
  /** Packs created from pack products. */
  readonly packs: DeskPacks;
  /** Pack products (owner or manager). */
  readonly packProducts: DeskPackProducts;
  /** Revenue categories. */
  readonly revenueCategories: DeskRevenueCategories;
  /** Sales taxes addable to an invoice. */
  readonly salesTaxes: DeskSalesTaxes;
  /** Services, hidden ones on request. */
  readonly services: DeskServices;
  /** Current staff members. */
  readonly staffMembers: DeskStaffMembers;
  /** Invoices of the business. */
  readonly invoices: DeskInvoices;
  /** Items of invoices. */
  readonly invoiceItems: InvoiceItems;
  /** Ways an invoice can be paid. */
  readonly paymentMethods: PaymentMethods;
  /** Payments, their voids, and the payment configuration. */
  readonly payments: DeskPayments;
  /** Refunds of payments, and their voids. */
  readonly refunds: DeskRefunds;
  /** Prorations of invoice items. */
  readonly prorates: DeskProrates;
  /** Discounts of invoice items. */
  readonly discounts: DeskDiscounts;
  /** Vaulted cards and ACH accounts of any client, and card vaulting. */
  readonly formsOfPayment: FormsOfPayment;
  /** Available appointment slots and the per-day availability summary. */
  readonly appointments: Appointments;
  /** Any booking of the business and its leases. */
  readonly bookings: DeskBookings;
  /** Whether given people can enroll. */
  readonly eligibilities: DeskEligibilities;
  /** Events, with every attendee. */
  readonly events: Events;
  /** Every event occurrence, and their summary. */
  readonly eventOccurrences: DeskEventOccurrences;
  /** Visits: lists, summary, create, state changes, delete. */
  readonly visits: DeskVisits;
  /** Make-up reasons and make-up passes. */
  readonly makeUps: DeskMakeUps;
  /** Waitlist entries of any client. */
  readonly waitlistEntries: DeskWaitlistEntries;
  /** Notes on a person. */
  readonly personNotes: DeskNotes;
  /** Notes on an event occurrence. */
  readonly eventOccurrenceNotes: DeskNotes;

  constructor(client: Pike13Client) {
    this.people = new DeskPeople(client);
    this.business = new BusinessDetails(client, 'desk');
    this.customFields = new DeskCustomFields(client);
    this.locations = new Locations(client, 'desk');
    this.plans = new DeskPlans(client);
    this.personPlans = new PersonPlans(client, 'desk');
    this.planProducts = new PlanProducts(client, 'desk');
    this.waivers = new Waivers(client, 'desk');
    this.punches = new DeskPunches(client);
    this.packs = new DeskPacks(client);
    this.packProducts = new DeskPackProducts(client);
    this.revenueCategories = new DeskRevenueCategories(client);
    this.salesTaxes = new DeskSalesTaxes(client);
    this.services = new DeskServices(client);
    this.staffMembers = new DeskStaffMembers(client);
    this.invoices = new DeskInvoices(client);
    this.invoiceItems = new InvoiceItems(client, 'desk');
    this.paymentMethods = new PaymentMethods(client, 'desk');
    this.payments = new DeskPayments(client);
    this.refunds = new DeskRefunds(client);
    this.prorates = new DeskProrates(client);
    this.discounts = new DeskDiscounts(client);
    this.formsOfPayment = new FormsOfPayment(client, 'desk');
    this.appointments = new Appointments(client, 'desk');
    this.bookings = new DeskBookings(client);
    this.eligibilities = new DeskEligibilities(client);
    this.events = new Events(client, 'desk');
    this.eventOccurrences = new DeskEventOccurrences(client);
    this.visits = new DeskVisits(client);
    this.makeUps = new DeskMakeUps(client);
    this.waitlistEntries = new DeskWaitlistEntries(client);
    this.personNotes = new DeskNotes(client, 'people');
    this.eventOccurrenceNotes = new DeskNotes(client, 'event_occurrences');
  }
}
