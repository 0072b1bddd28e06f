import type { HttpCore } from '../core/http.ts';
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

  constructor(core: HttpCore) {
    this.people = new DeskPeople(core);
    this.business = new BusinessDetails(core, 'desk');
    this.customFields = new DeskCustomFields(core);
    this.locations = new Locations(core, 'desk');
    this.plans = new DeskPlans(core);
    this.personPlans = new PersonPlans(core, 'desk');
    this.planProducts = new PlanProducts(core, 'desk');
    this.waivers = new Waivers(core, 'desk');
    this.punches = new DeskPunches(core);
    this.packs = new DeskPacks(core);
    this.packProducts = new DeskPackProducts(core);
    this.revenueCategories = new DeskRevenueCategories(core);
    this.salesTaxes = new DeskSalesTaxes(core);
    this.services = new DeskServices(core);
    this.staffMembers = new DeskStaffMembers(core);
    this.invoices = new DeskInvoices(core);
    this.invoiceItems = new InvoiceItems(core, 'desk');
    this.paymentMethods = new PaymentMethods(core, 'desk');
    this.payments = new DeskPayments(core);
    this.refunds = new DeskRefunds(core);
    this.prorates = new DeskProrates(core);
    this.discounts = new DeskDiscounts(core);
    this.formsOfPayment = new FormsOfPayment(core, 'desk');
    this.appointments = new Appointments(core, 'desk');
    this.bookings = new DeskBookings(core);
    this.eligibilities = new DeskEligibilities(core);
    this.events = new Events(core, 'desk');
    this.eventOccurrences = new DeskEventOccurrences(core);
    this.visits = new DeskVisits(core);
    this.makeUps = new DeskMakeUps(core);
    this.waitlistEntries = new DeskWaitlistEntries(core);
    this.personNotes = new DeskNotes(core, 'people');
    this.eventOccurrenceNotes = new DeskNotes(core, 'event_occurrences');
  }
}
