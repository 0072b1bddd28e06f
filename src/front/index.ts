import type { Pike13Client } from '../core/client.ts';
import { Appointments } from '../sided/appointments.ts';
import { BusinessDetails } from '../sided/business.ts';
import { Events } from '../sided/events.ts';
import { FormsOfPayment } from '../sided/forms-of-payment.ts';
import { InvoiceItems } from '../sided/invoice-items.ts';
import { Locations } from '../sided/locations.ts';
import { Notes } from '../sided/notes.ts';
import { PaymentMethods } from '../sided/payment-methods.ts';
import { PersonPlans } from '../sided/person-plans.ts';
import { PlanProducts } from '../sided/plan-products.ts';
import { WaitlistEntries } from '../sided/waitlist-entries.ts';
import { Waivers } from '../sided/waivers.ts';
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
  readonly people: FrontPeople;
  /** Basic details of the business, and its franchisees. */
  readonly business: BusinessDetails;
  /** Colors, logos and cover photo (public). */
  readonly branding: FrontBranding;
  /** Locations of the business. */
  readonly locations: Locations;
  /** Plans of the caller and their dependents. */
  readonly personPlans: PersonPlans;
  /** Plan products visible to the caller. */
  readonly planProducts: PlanProducts;
  /** Terms of a plan, and their acceptance. */
  readonly planTerms: FrontPlanTerms;
  /** Waivers of a person. */
  readonly waivers: Waivers;
  /** Services the caller may see. */
  readonly services: FrontServices;
  /** Staff members shown to clients (public). */
  readonly staffMembers: FrontStaffMembers;
  /** The caller's invoices. */
  readonly invoices: FrontInvoices;
  /** Items of the caller's invoices. */
  readonly invoiceItems: InvoiceItems;
  /** Ways an invoice can be paid. */
  readonly paymentMethods: PaymentMethods;
  /** Payments on invoices, and the payment configuration. */
  readonly payments: FrontPayments;
  /** Vaulted cards and ACH accounts, and card vaulting. */
  readonly formsOfPayment: FormsOfPayment<number | 'me'>;
  /** Available appointment slots and the per-day availability summary. */
  readonly appointments: Appointments;
  /** Bookings of the caller and their leases. */
  readonly bookings: FrontBookings;
  /** Whether the caller and dependents can enroll or join a waitlist. */
  readonly eligibilities: FrontEligibilities;
  /** Events (list public). */
  readonly events: Events;
  /** Group class and course occurrences (list public), and their summary. */
  readonly eventOccurrences: FrontEventOccurrences;
  /** Visits of the caller and their dependents. */
  readonly visits: FrontVisits;
  /** Waitlist entries of the caller and their dependents. */
  readonly waitlistEntries: WaitlistEntries;
  /** Notes on a person the caller may read. */
  readonly personNotes: Notes;
  /** Notes on an event occurrence the caller may read. */
  readonly eventOccurrenceNotes: Notes;

  constructor(client: Pike13Client) {
    this.people = new FrontPeople(client);
    this.business = new BusinessDetails(client, 'front');
    this.branding = new FrontBranding(client);
    this.locations = new Locations(client, 'front');
    this.personPlans = new PersonPlans(client, 'front');
    this.planProducts = new PlanProducts(client, 'front');
    this.planTerms = new FrontPlanTerms(client);
    this.waivers = new Waivers(client, 'front');
    this.services = new FrontServices(client);
    this.staffMembers = new FrontStaffMembers(client);
    this.invoices = new FrontInvoices(client);
    this.invoiceItems = new InvoiceItems(client, 'front');
    this.paymentMethods = new PaymentMethods(client, 'front');
    this.payments = new FrontPayments(client);
    this.formsOfPayment = new FormsOfPayment(client, 'front');
    this.appointments = new Appointments(client, 'front');
    this.bookings = new FrontBookings(client);
    this.eligibilities = new FrontEligibilities(client);
    this.events = new Events(client, 'front');
    this.eventOccurrences = new FrontEventOccurrences(client);
    this.visits = new FrontVisits(client);
    this.waitlistEntries = new WaitlistEntries(client, 'front');
    this.personNotes = new Notes(client, 'front', 'people');
    this.eventOccurrenceNotes = new Notes(client, 'front', 'event_occurrences');
  }
}
