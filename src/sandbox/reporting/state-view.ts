import { type InvoiceMoney, invoiceMoney } from '../rules/invoice-money.ts';
import type {
  EventOccurrenceRow,
  InvoiceRow,
  PaymentRow,
  PersonRow,
  PlanProductRow,
  PlanRow,
  PunchRow,
  RefundRow,
  Role,
  State,
  Tables,
  VisitRow,
  WaitlistEntryRow,
  WaiverRow,
} from '../state.ts';
import { addressOf, fullName } from '../views/people.ts';
import { type LocalTime, localTime } from './local-time.ts';

const SERVICE_TYPES = { GroupClass: 'group_class', Course: 'course', Appointment: 'appointment' } as const;

/** The report role of each sandbox role. */
export const STAFF_ROLES = {
  client: 'limited',
  staff_member: 'standard',
  manager: 'manager',
  owner: 'owner',
  primary_owner: 'primary_owner',
} as const satisfies Record<Role, string>;

/** The enrollment state of a waitlist entry (an enrolled one is a visit by now). */
export const WAITLIST_STATES = {
  pending: 'waiting',
  waiting: 'waiting',
  removed: 'removed',
  expired: 'expired',
} as const satisfies Partial<Record<WaitlistEntryRow['state'], string>>;

/**
 * One read of the state at `now` for the report records: the business's zone and today, and the
 * indexes the records need, built once per query (each record then reads its own in constant time).
 */
export class StateView {
  readonly state: State;
  readonly tables: Tables;
  readonly now: number;
  readonly nowIso: string;
  readonly today: string;
  readonly zone: (timestamp: string) => LocalTime;
  /** The business fields every record carries. */
  readonly business;
  /** Each index is built on its first read: a page of enrollments needs none of them. */
  readonly #indexes = new Map<string, unknown>();

  constructor(state: State, now: number) {
    this.state = state;
    this.tables = state.tables;
    this.now = now;
    this.nowIso = new Date(now).toISOString();
    this.zone = localTime(state.business.timezone);
    this.today = this.zone(this.nowIso).date;
    const { id, name, subdomain, currency_code } = state.business;
    this.business = {
      business_id: id,
      business_name: name,
      business_subdomain: subdomain,
      currency_code,
      franchise_id: null,
    };
  }

  #lazy<T>(name: string, build: (tables: Tables) => T): T {
    let index = this.#indexes.get(name) as T | undefined;
    if (index === undefined) {
      index = build(this.tables);
      this.#indexes.set(name, index);
    }
    return index;
  }

  get visitsByPerson(): Map<number, VisitRow[]> {
    return this.#lazy('visitsByPerson', (t) =>
      groupBy(t.visits.all(), (visit) => visit.person_id ?? undefined),
    );
  }

  get visitsByOccurrence(): Map<number, VisitRow[]> {
    return this.#lazy('visitsByOccurrence', (t) =>
      groupBy(t.visits.all(), (visit) => visit.event_occurrence_id),
    );
  }

  get waitlistByOccurrence(): Map<number, WaitlistEntryRow[]> {
    return this.#lazy('waitlistByOccurrence', (t) =>
      groupBy(t.waitlist.all(), (entry) => entry.event_occurrence_id),
    );
  }

  get occurrencesByStaff(): Map<number, EventOccurrenceRow[]> {
    return this.#lazy('occurrencesByStaff', (t) => {
      const map = new Map<number, EventOccurrenceRow[]>();
      for (const occurrence of t.occurrences.all()) {
        for (const id of occurrence.staff_member_ids) push(map, id, occurrence);
      }
      return map;
    });
  }

  get invoicesByPerson(): Map<number, InvoiceRow[]> {
    return this.#lazy('invoicesByPerson', (t) => groupBy(t.invoices.all(), (invoice) => invoice.person_id));
  }

  get invoiceByPlan(): Map<number, InvoiceRow> {
    return this.#lazy('invoiceByPlan', (t) => {
      const map = new Map<number, InvoiceRow>();
      for (const invoice of t.invoices.all()) {
        for (const item of invoice.items) if (item.plan_id !== null) map.set(item.plan_id, invoice);
      }
      return map;
    });
  }

  get plansByPerson(): Map<number, PlanRow[]> {
    return this.#lazy('plansByPerson', (t) => {
      const map = new Map<number, PlanRow[]>();
      for (const plan of t.plans.all()) for (const id of plan.person_ids) push(map, id, plan);
      return map;
    });
  }

  get punchesByPlan(): Map<number, PunchRow[]> {
    return this.#lazy('punchesByPlan', (t) => groupBy(t.punches.all(), (punch) => punch.plan_id));
  }

  get waiversByPerson(): Map<number, WaiverRow[]> {
    return this.#lazy('waiversByPerson', (t) => groupBy(t.waivers.all(), (waiver) => waiver.person_id));
  }

  get withFormOfPayment(): Set<number> {
    return this.#lazy(
      'withFormOfPayment',
      (t) => new Set(t.formsOfPayment.all().map((form) => form.person_id)),
    );
  }

  get paymentsByInvoice(): Map<number, PaymentRow[]> {
    return this.#lazy('paymentsByInvoice', (t) => groupBy(t.payments.all(), (payment) => payment.invoice_id));
  }

  get refundsByPayment(): Map<number, RefundRow[]> {
    return this.#lazy('refundsByPayment', (t) => groupBy(t.refunds.all(), (refund) => refund.payment_id));
  }

  /** A timestamp with the business's offset, or null. */
  zoned(timestamp: string | null): string | null {
    return timestamp === null ? null : this.zone(timestamp).datetime;
  }

  /** A timestamp's date in the business's zone, or null. */
  localDate(timestamp: string | null): string | null {
    return timestamp === null ? null : this.zone(timestamp).date;
  }

  /** A person's full name, or null for an id of nobody. */
  nameOf(id: number | null): string | null {
    const person = id === null ? undefined : this.tables.people.get(id);
    return person ? fullName(person) : null;
  }

  /** The name of a location, or null. */
  locationName(id: number | null): string | null {
    return id === null ? null : (this.tables.locations.get(id)?.name ?? null);
  }

  /** Who a person is and where they live, as the reports on people show them. */
  personFields(person: PersonRow) {
    return {
      person_id: person.id,
      first_name: person.first_name,
      middle_name: person.middle_name,
      last_name: person.last_name,
      full_name: fullName(person),
      email: person.email,
      phone: person.phone,
      address: addressOf(person),
      street_address: person.street_address,
      street_address2: person.street_address2,
      city: person.city,
      state_code: person.state_code,
      postal_code: person.postal_code,
      country_code: person.country_code,
      birthdate: person.birthdate,
      home_location_name: this.locationName(person.location_id),
    };
  }

  /** The occurrence's event, service and location, its times in the business's zone. */
  occurrenceFields(occurrence: EventOccurrenceRow) {
    const service = this.tables.services.get(occurrence.service_id);
    const category = service && this.tables.serviceCategories.get(service.category_id);
    const start = this.zone(occurrence.start_at);
    const minutes = Math.round((Date.parse(occurrence.end_at) - Date.parse(occurrence.start_at)) / 60_000);
    return {
      event_occurrence_id: occurrence.id,
      event_id: occurrence.event_id,
      event_name: occurrence.name,
      service_id: occurrence.service_id,
      service_name: service?.name ?? null,
      service_category: category?.name ?? null,
      service_type: service ? SERVICE_TYPES[service.type] : null,
      service_state: service?.hidden_at ? ('deleted' as const) : ('active' as const),
      service_location_id: occurrence.location_id,
      service_location_name: this.locationName(occurrence.location_id),
      start_at: start.datetime,
      end_at: this.zone(occurrence.end_at).datetime,
      service_date: start.date,
      service_time: start.time,
      service_day: start.day,
      duration_in_minutes: minutes,
      duration_in_hours: minutes / 60,
    };
  }

  /** An occurrence's visits and waitlist entries counted by state, as its reports count them. */
  occurrenceCounts(occurrence: EventOccurrenceRow) {
    const visits = this.visitsByOccurrence.get(occurrence.id) ?? [];
    const waiting = this.waitlistByOccurrence.get(occurrence.id) ?? [];
    const count = (state: VisitRow['state']) => visits.filter((visit) => visit.state === state).length;
    const listed = (state: WaitlistEntryRow['state']) =>
      waiting.filter((entry) => entry.state === state).length;
    return {
      attendance_completed: occurrence.attendance_complete,
      capacity: occurrence.capacity,
      enrollment_count: visits.length + waiting.length,
      visit_count: visits.length,
      completed_enrollment_count: count('completed'),
      registered_enrollment_count: count('registered'),
      reserved_enrollment_count: count('reserved'),
      noshowed_enrollment_count: count('noshowed'),
      late_canceled_enrollment_count: count('late_canceled'),
      paid_count: visits.filter((visit) => visit.punch_id !== null).length,
      completed_unpaid_count: visits.filter((v) => v.state === 'completed' && v.punch_id === null).length,
      is_waitlist_count: waiting.length,
      waiting_enrollment_count: listed('pending') + listed('waiting'),
      removed_enrollment_count: listed('removed'),
      expired_enrollment_count: listed('expired'),
      waitlist_to_visit_count: listed('enrolled'),
    };
  }

  /** The start of a visit's occurrence (its creation when the occurrence is gone). */
  startOf(visit: VisitRow): string {
    return this.tables.occurrences.get(visit.event_occurrence_id)?.start_at ?? visit.created_at;
  }

  /** The money of an invoice (`rules/invoice-money.ts`), its payments and refunds read from this view's indexes. */
  money(invoice: InvoiceRow): InvoiceMoney {
    const payments = this.paymentsByInvoice.get(invoice.id) ?? [];
    return invoiceMoney(invoice, payments, (payment) => this.refundsByPayment.get(payment.id) ?? []);
  }

  /** The plan product of a plan or invoice item. */
  productOf(id: number): PlanProductRow | undefined {
    return this.tables.planProducts.get(id);
  }

  /** The revenue category of a plan product, by name. */
  revenueCategoryOf(product: PlanProductRow | undefined): string | null {
    return product ? (this.tables.revenueCategories.get(product.revenue_category_id)?.name ?? null) : null;
  }
}

/** Items grouped by a key (items without one left out). */
function groupBy<V>(items: readonly V[], keyOf: (item: V) => number | undefined): Map<number, V[]> {
  const map = new Map<number, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined) push(map, key, item);
  }
  return map;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
