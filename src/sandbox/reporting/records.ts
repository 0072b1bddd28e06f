import type {
  EventOccurrenceRow,
  InvoiceItemRow,
  InvoiceRow,
  PaymentRow,
  PersonRow,
  PlanRow,
  PlanRowType,
  RefundRow,
  Role,
  ServiceRow,
  State,
  VisitRow,
  WaitlistEntryRow,
  WaiverRow,
} from '../state.ts';
import { fullName, isCurrentMembership } from '../views/people.ts';
import type {
  ClientRecord,
  EnrollmentRecord,
  EventOccurrenceStaffMemberRecord,
  InvoiceItemRecord,
  ReportRecords,
  ReportResource,
} from './catalogs/index.ts';
import type { ReportSource } from './engine.ts';
import { reportKey } from './keys.ts';

/**
 * The report records of the sandbox's state at `now`: what the Reporting API would show of the same
 * business. Unlike the service (15 to 30 minutes behind), they reflect every change at once.
 */
export function reportSource(state: State, now: () => number): ReportSource {
  return <R extends ReportResource>(resource: R) => {
    const view = new StateView(state, now());
    const build: { [K in ReportResource]: () => ReportRecords[K][] } = {
      clients: () => view.clients(),
      enrollments: () => view.enrollments(),
      event_occurrence_staff_members: () => view.staffMembers(),
      invoice_items: () => view.invoiceItems(),
    };
    return build[resource]() as ReportRecords[R][];
  };
}

const DAY = 86_400_000;

const SERVICE_TYPES = { GroupClass: 'group_class', Course: 'course', Appointment: 'appointment' } as const;
const PRODUCT_TYPES: Record<PlanRowType, InvoiceItemRecord['product_type']> = {
  Membership: 'monthly',
  Pack: 'pass',
  Prepaid: 'pass',
};
const STAFF_ROLES: Record<Role, EventOccurrenceStaffMemberRecord['role']> = {
  client: 'limited',
  staff_member: 'standard',
  manager: 'manager',
  owner: 'owner',
  primary_owner: 'primary_owner',
};
const WAITLIST_STATES: Partial<Record<WaitlistEntryRow['state'], EnrollmentRecord['state']>> = {
  pending: 'waiting',
  waiting: 'waiting',
  removed: 'removed',
  expired: 'expired',
};
/** Invoices the "last invoice" fields leave out. */
const NOT_INVOICED = new Set<InvoiceRow['state']>(['canceled', 'on_hold', 'cart', 'cart_hidden']);

/** One read of the state, with the indexes the records need built once. */
class StateView {
  readonly #state: State;
  readonly #now: number;
  readonly #today: string;
  readonly #business;
  readonly #zone: LocalTime;
  readonly #visitsByPerson = new Map<number, VisitRow[]>();
  readonly #visitsByOccurrence = new Map<number, VisitRow[]>();
  readonly #invoicesByPerson = new Map<number, InvoiceRow[]>();
  readonly #plansByPerson = new Map<number, PlanRow[]>();
  readonly #waiversByPerson = new Map<number, WaiverRow[]>();
  readonly #withFormOfPayment = new Set<number>();
  readonly #paymentsByInvoice = new Map<number, PaymentRow[]>();
  readonly #refundsByPayment = new Map<number, RefundRow[]>();

  constructor(state: State, now: number) {
    this.#state = state;
    this.#now = now;
    this.#zone = localTime(state.business.timezone);
    this.#today = this.#zone(new Date(now).toISOString()).date;
    const { id, name, subdomain, currency_code } = state.business;
    this.#business = { business_id: id, business_name: name, business_subdomain: subdomain, currency_code };
    const tables = state.tables;
    for (const visit of tables.visits.all()) {
      push(this.#visitsByOccurrence, visit.event_occurrence_id, visit);
      if (visit.person_id !== null) push(this.#visitsByPerson, visit.person_id, visit);
    }
    for (const invoice of tables.invoices.all()) push(this.#invoicesByPerson, invoice.person_id, invoice);
    for (const plan of tables.plans.all())
      for (const id of plan.person_ids) push(this.#plansByPerson, id, plan);
    for (const waiver of tables.waivers.all()) push(this.#waiversByPerson, waiver.person_id, waiver);
    for (const form of tables.formsOfPayment.all()) this.#withFormOfPayment.add(form.person_id);
    for (const payment of tables.payments.all()) push(this.#paymentsByInvoice, payment.invoice_id, payment);
    for (const refund of tables.refunds.all()) push(this.#refundsByPayment, refund.payment_id, refund);
  }

  clients(): ClientRecord[] {
    return this.#state.tables.people.filter((person) => person.role === 'client').map((p) => this.#client(p));
  }

  enrollments(): EnrollmentRecord[] {
    const visits = this.#state.tables.visits.all().map((visit) => this.#visitEnrollment(visit));
    const waiting = this.#state.tables.waitlist.all().flatMap((entry) => this.#waitlistEnrollment(entry));
    return [...visits, ...waiting];
  }

  staffMembers(): EventOccurrenceStaffMemberRecord[] {
    return this.#state.tables.occurrences
      .all()
      .flatMap((occurrence) => occurrence.staff_member_ids.map((id) => this.#staffRow(occurrence, id)));
  }

  invoiceItems(): InvoiceItemRecord[] {
    return this.#state.tables.invoices
      .all()
      .flatMap((invoice) => invoice.items.map((i) => this.#item(invoice, i)));
  }

  #client(person: PersonRow): ClientRecord {
    const tables = this.#state.tables;
    const since = this.#zone(person.joined_at).date;
    const visits = (this.#visitsByPerson.get(person.id) ?? []).map((visit) => ({
      visit,
      at: this.#startOf(visit),
    }));
    const past = visits.filter((v) => v.visit.state === 'completed').sort((a, b) => a.at.localeCompare(b.at));
    const last = past.at(-1);
    const ownPlans = this.#plansByPerson.get(person.id) ?? [];
    const plans = ownPlans.filter((plan) => isCurrent(plan, this.#today));
    const waivers = (this.#waiversByPerson.get(person.id) ?? []).filter((waiver) => waiver.accepted);
    const tenure = Math.floor((Date.parse(this.#today) - Date.parse(since)) / DAY);
    return {
      key: reportKey(person.id),
      ...this.#business,
      ...this.#personFields(person),
      person_state: person.hidden_at === null ? 'active' : 'hidden',
      age: person.birthdate ? yearsBetween(person.birthdate, this.#today) : null,
      client_since_date: since,
      tenure,
      tenure_group: tenureGroup(tenure),
      also_staff: false,
      has_membership: ownPlans.some((plan) => isCurrentMembership(plan, this.#today)),
      has_plan_on_hold: plans.some((plan) => plan.on_hold),
      current_plans: joined(plans.map((plan) => plan.name)),
      current_plan_types: joined([...new Set(plans.map((plan) => plan.type))]),
      has_payment_on_file: this.#withFormOfPayment.has(person.id),
      has_signed_waiver: waivers.length > 0,
      last_signed_waiver_name: waivers.at(-1)?.name ?? null,
      completed_visits: past.length,
      future_visits: visits.filter((v) => v.visit.state !== 'late_canceled' && v.at > this.#nowIso).length,
      unpaid_visits: past.filter((v) => v.visit.punch_id === null).length,
      first_visit_date: past[0] ? this.#zone(past[0].at).date : null,
      last_visit_date: last ? this.#zone(last.at).date : null,
      last_visit_id: last?.visit.id ?? null,
      last_visit_service: last ? (this.#serviceOf(last.visit)?.name ?? null) : null,
      dependent_names: joined(
        person.dependent_ids
          .map((id) => tables.people.get(id))
          .filter(isSome)
          .map(fullName),
      ),
      custom_fields: this.#customFields(person),
      ...this.#invoiceFields(person),
    };
  }

  #personFields(person: PersonRow) {
    const location =
      person.location_id === null ? undefined : this.#state.tables.locations.get(person.location_id);
    const street = [person.street_address, person.city, person.state_code, person.postal_code].filter(
      Boolean,
    );
    return {
      person_id: person.id,
      first_name: person.first_name,
      middle_name: person.middle_name,
      last_name: person.last_name,
      full_name: fullName(person),
      email: person.email,
      phone: person.phone,
      address: street.length > 0 ? street.join(', ') : null,
      birthdate: person.birthdate,
      guardian_name: person.guardian_name,
      guardian_email: person.guardian_email,
      home_location_name: location?.name ?? null,
    };
  }

  #customFields(person: PersonRow): Record<string, string | null> {
    const fields = this.#state.tables.customFields;
    return Object.fromEntries(
      person.custom_fields.map((f) => [fields.get(f.id)?.name ?? `custom_field_${f.id}`, f.value]),
    );
  }

  #invoiceFields(person: PersonRow) {
    const invoices = (this.#invoicesByPerson.get(person.id) ?? []).filter((i) => !NOT_INVOICED.has(i.state));
    const account_credit_amount = this.#accountCredit(person);
    const last = invoices.sort((a, b) => a.invoice_date.localeCompare(b.invoice_date) || a.id - b.id).at(-1);
    const paid = invoices.reduce((sum, invoice) => sum + this.#paidOn(invoice), 0);
    return {
      last_invoice_id: last?.id ?? null,
      last_invoice_date: last?.invoice_date ?? null,
      last_invoice_amount: last ? totalOf(last) : null,
      last_invoice_unpaid: last ? this.#paidOn(last) < totalOf(last) : null,
      net_paid_amount: paid,
      revenue_amount: paid,
      account_credit_amount,
    };
  }

  /** Refunds to account credit on the person's invoices, less the payments made with it, in cents. */
  #accountCredit(person: PersonRow): number {
    const payments = (this.#invoicesByPerson.get(person.id) ?? []).flatMap(
      (invoice) => this.#paymentsByInvoice.get(invoice.id) ?? [],
    );
    const credited = payments
      .flatMap((payment) => this.#refundsByPayment.get(payment.id) ?? [])
      .filter((refund) => refund.payment_type === 'credit' && !refund.voided_at)
      .reduce((sum, refund) => sum + refund.amount_cents, 0);
    const spent = payments
      .filter((p) => p.payment_method === 'credit' && p.state === 'completed' && !p.voided_at)
      .reduce((sum, payment) => sum + payment.amount_cents, 0);
    return credited - spent;
  }

  /** Completed, unvoided payments on an invoice, less their unvoided refunds, in cents. */
  #paidOn(invoice: InvoiceRow): number {
    const payments = (this.#paymentsByInvoice.get(invoice.id) ?? []).filter(
      (p) => p.state === 'completed' && !p.voided_at,
    );
    const refunded = (id: number) =>
      (this.#refundsByPayment.get(id) ?? [])
        .filter((r) => !r.voided_at)
        .reduce((sum, r) => sum + r.amount_cents, 0);
    return payments.reduce((sum, payment) => sum + payment.amount_cents - refunded(payment.id), 0);
  }

  #visitEnrollment(visit: VisitRow): EnrollmentRecord {
    const punch = visit.punch_id === null ? undefined : this.#state.tables.punches.get(visit.punch_id);
    const plan = punch ? this.#state.tables.plans.get(punch.plan_id) : undefined;
    return {
      key: reportKey(visit.id, 1),
      ...this.#enrollmentBase(visit.person_id, visit.event_occurrence_id),
      visit_id: visit.id,
      state: visit.state,
      is_waitlist: false,
      is_paid: punch !== undefined,
      punch_id: visit.punch_id,
      plan_id: plan?.id ?? null,
      plan_product_id: plan?.plan_product_id ?? null,
      paid_with: plan?.name ?? null,
      paid_with_type: plan ? (plan.type.toLowerCase() as 'membership' | 'pack' | 'prepaid') : 'unpaid',
      registered_at: this.#zoned(visit.registered_at),
      completed_at: this.#zoned(visit.completed_at),
      noshow_at: this.#zoned(visit.noshow_at),
      cancelled_at: this.#zoned(visit.cancelled_at),
    };
  }

  #waitlistEnrollment(entry: WaitlistEntryRow): EnrollmentRecord[] {
    const state = WAITLIST_STATES[entry.state];
    if (state === undefined) return [];
    return [
      {
        key: reportKey(entry.id, 2),
        ...this.#enrollmentBase(entry.person_id, entry.event_occurrence_id),
        waitlist_id: entry.id,
        state,
        is_waitlist: true,
        is_paid: false,
        paid_with_type: 'unpaid',
        waitlisted_at: this.#zoned(entry.created_at),
      },
    ];
  }

  #enrollmentBase(personId: number | null, occurrenceId: number) {
    const person = personId === null ? undefined : this.#state.tables.people.get(personId);
    const occurrence = this.#state.tables.occurrences.get(occurrenceId);
    const instructors = (occurrence?.staff_member_ids ?? []).map((id) => this.#state.tables.people.get(id));
    return {
      ...this.#business,
      person_id: personId,
      full_name: person ? fullName(person) : null,
      email: person?.email ?? null,
      phone: person?.phone ?? null,
      instructor_names: joined(instructors.filter(isSome).map(fullName)),
      ...(occurrence ? this.#occurrenceFields(occurrence) : { event_occurrence_id: occurrenceId }),
    };
  }

  #staffRow(occurrence: EventOccurrenceRow, staffId: number): EventOccurrenceStaffMemberRecord {
    const staff = this.#state.tables.people.get(staffId);
    const visits = this.#visitsByOccurrence.get(occurrence.id) ?? [];
    const count = (state: VisitRow['state']) => visits.filter((visit) => visit.state === state).length;
    const waiting = this.#state.tables.waitlist.filter((e) => e.event_occurrence_id === occurrence.id);
    return {
      key: reportKey(occurrence.id, staffId),
      ...this.#business,
      ...this.#occurrenceFields(occurrence),
      person_id: staffId,
      full_name: staff ? fullName(staff) : null,
      email: staff?.email ?? null,
      phone: staff?.phone ?? null,
      role: staff ? STAFF_ROLES[staff.role] : null,
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
      waiting_enrollment_count: waiting.filter((e) => WAITLIST_STATES[e.state] === 'waiting').length,
      removed_enrollment_count: waiting.filter((e) => e.state === 'removed').length,
      expired_enrollment_count: waiting.filter((e) => e.state === 'expired').length,
      waitlist_to_visit_count: waiting.filter((e) => e.state === 'enrolled').length,
    };
  }

  /** The occurrence's event, service and location, its times in the business's zone. */
  #occurrenceFields(occurrence: EventOccurrenceRow) {
    const service = this.#state.tables.services.get(occurrence.service_id);
    const category = service && this.#state.tables.serviceCategories.get(service.category_id);
    const location = this.#state.tables.locations.get(occurrence.location_id);
    const start = this.#zone(occurrence.start_at);
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
      service_location_name: location?.name ?? null,
      start_at: start.datetime,
      end_at: this.#zone(occurrence.end_at).datetime,
      service_date: start.date,
      service_time: start.time,
      service_day: start.day,
      duration_in_minutes: minutes,
      duration_in_hours: minutes / 60,
    };
  }

  #item(invoice: InvoiceRow, item: InvoiceItemRow): InvoiceItemRecord {
    const product = this.#state.tables.planProducts.get(item.plan_product_id);
    const payer = this.#state.tables.people.get(invoice.person_id);
    const closed = invoice.state === 'closed';
    const revenue = closed ? itemTotal(item) : 0;
    return {
      key: reportKey(item.id),
      ...this.#business,
      invoice_item_id: item.id,
      product_name: product?.name ?? null,
      product_type: product ? PRODUCT_TYPES[product.type] : null,
      invoice_payer_name: payer ? fullName(payer) : null,
      invoice_state: invoice.state,
      closed_at: closed ? this.#zoned(invoice.updated_at) : null,
      closed_date: closed ? this.#zone(invoice.updated_at).date : null,
      net_paid_revenue_amount: revenue,
      net_paid_tax_amount: 0,
      net_paid_amount: revenue,
    };
  }

  get #nowIso(): string {
    return new Date(this.#now).toISOString();
  }

  #startOf(visit: VisitRow): string {
    return this.#state.tables.occurrences.get(visit.event_occurrence_id)?.start_at ?? visit.created_at;
  }

  #serviceOf(visit: VisitRow): ServiceRow | undefined {
    const occurrence = this.#state.tables.occurrences.get(visit.event_occurrence_id);
    return occurrence && this.#state.tables.services.get(occurrence.service_id);
  }

  #zoned(timestamp: string | null): string | null {
    return timestamp === null ? null : this.#zone(timestamp).datetime;
  }
}

/** A timestamp as the report shows it in a time zone: date, time, day of week, datetime with offset. */
type LocalTime = (timestamp: string) => {
  date: string;
  time: string;
  day: EnrollmentRecord['service_day'] & string;
  datetime: string;
};

function localTime(timeZone: string): LocalTime {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    ...{
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    },
    weekday: 'short',
    timeZoneName: 'longOffset',
  });
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return (timestamp) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(timestamp)).map((p) => [p.type, p.value]));
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    const time = `${parts.hour}:${parts.minute}:${parts.second}`;
    const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).slice(3);
    const day = String(weekdays.indexOf(String(parts.weekday))) as ReturnType<LocalTime>['day'];
    return { date, time, day, datetime: `${date}T${time}${offset}` };
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function isSome<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function joined(values: readonly string[]): string | null {
  return values.length > 0 ? values.join(', ') : null;
}

function isCurrent(
  plan: { canceled_at: string | null; start_date: string; end_date: string | null },
  today: string,
) {
  return (
    plan.canceled_at === null &&
    plan.start_date <= today &&
    (plan.end_date === null || plan.end_date >= today)
  );
}

function yearsBetween(birthdate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

/** `tenure_group` of a tenure in days, by the spec's bounds. */
function tenureGroup(days: number): ClientRecord['tenure_group'] {
  if (days < 30) return '0_month';
  if (days < 90) return '1_quarter';
  if (days < 365) return '2_year';
  if (days < 730) return '3_two_years';
  if (days < 1095) return '4_three_years';
  return '5_over_three_years';
}

/** An item's price after its discount and prorate, in cents. */
function itemTotal(item: InvoiceItemRow): number {
  const price = item.prorate?.amount_cents ?? item.price_cents;
  const discount = item.discount?.amount_cents ?? Math.round((price * (item.discount?.percent ?? 0)) / 100);
  return Math.max(0, price - discount);
}

function totalOf(invoice: InvoiceRow): number {
  return invoice.items.reduce((sum, item) => sum + itemTotal(item), 0);
}
