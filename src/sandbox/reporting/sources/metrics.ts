import { isSettled, itemTotal } from '../../rules/invoice-money.ts';
import type { EventOccurrenceRow, InvoiceRow, PlanRow, PlanRowType } from '../../state.ts';
import type { MonthlyBusinessMetricRecord } from '../catalogs/index.ts';
import { reportKey } from '../keys.ts';
import type { StateView } from '../state-view.ts';
import { shares } from './common.ts';

/** The sums of a month, each the field of the same name. */
const COUNTERS = [
  'appointment_count',
  'attendance_completed_count',
  'class_count',
  'client_booked_count',
  'completed_appointment_enrollment_count',
  'completed_class_enrollment_count',
  'completed_course_enrollment_count',
  'completed_enrollment_count',
  'completed_unpaid_count',
  'course_count',
  'due_invoice_count',
  'enrollment_count',
  'event_occurrence_count',
  'expired_enrollment_count',
  'failed_transaction_count',
  'first_visit_count',
  'late_canceled_enrollment_count',
  'membership_count',
  'new_client_count',
  'new_client_w_plan_count',
  'new_member_count',
  'new_staff_count',
  'noshowed_enrollment_count',
  'pack_count',
  'plan_end_count',
  'plan_start_count',
  'prepaid_count',
  'registered_enrollment_count',
  'removed_enrollment_count',
  'reserved_enrollment_count',
  'waiting_enrollment_count',
  'expected_amount',
  'outstanding_amount',
  'payments_amount',
  'refunds_amount',
  'net_paid_recurring_revenue_amount',
  'net_paid_pass_revenue_amount',
  'net_paid_prepaid_revenue_amount',
] as const;

type Counter = (typeof COUNTERS)[number];

/** One month's sums, and the people it counts once each. */
interface Month {
  readonly sums: Map<Counter, number>;
  readonly organizers: Set<number>;
  readonly completedClients: Set<number>;
  readonly clientsWithPlan: Set<number>;
  readonly members: Set<number>;
}

const SERVICE_COUNTS = { GroupClass: 'class', Course: 'course', Appointment: 'appointment' } as const;
const PLAN_COUNTS = { Membership: 'membership_count', Pack: 'pack_count', Prepaid: 'prepaid_count' } as const;
const REVENUE = {
  Membership: 'net_paid_recurring_revenue_amount',
  Pack: 'net_paid_pass_revenue_amount',
  Prepaid: 'net_paid_prepaid_revenue_amount',
} as const satisfies Record<PlanRowType, Counter>;

/**
 * The monthly business metrics report: one record per month, from the first month the business has
 * data to the current one, aggregated from its occurrences, visits, people, plans, invoices and
 * payments (each counted in the month of its date in the business's zone).
 */
export function monthlyBusinessMetricRecords(view: StateView): MonthlyBusinessMetricRecord[] {
  const months = new Map<string, Month>();
  const monthOf = (date: string): Month => {
    const key = date.slice(0, 7);
    let month = months.get(key);
    if (!month) {
      month = {
        sums: new Map(),
        organizers: new Set(),
        completedClients: new Set(),
        clientsWithPlan: new Set(),
        members: new Set(),
      };
      months.set(key, month);
    }
    return month;
  };
  countSchedule(view, monthOf);
  countPeople(view, monthOf);
  countBilling(view, monthOf);
  const first = [...months.keys(), view.today.slice(0, 7)].sort()[0] as string;
  return monthRange(first, view.today.slice(0, 7)).map((key) => recordOf(view, key, monthOf(`${key}-01`)));
}

function add(month: Month, counter: Counter, amount = 1): void {
  month.sums.set(counter, (month.sums.get(counter) ?? 0) + amount);
}

function countSchedule(view: StateView, monthOf: (date: string) => Month): void {
  const firstVisits = new Set<number>();
  const seen = new Set<number>();
  const completed = view.tables.visits.filter(
    (visit) => visit.state === 'completed' && visit.person_id !== null,
  );
  completed.sort((a, b) => (view.startOf(a) < view.startOf(b) ? -1 : 1));
  for (const visit of completed) {
    if (!seen.has(visit.person_id as number)) firstVisits.add(visit.id);
    seen.add(visit.person_id as number);
  }
  for (const occurrence of view.tables.occurrences.all()) {
    const month = monthOf(view.zone(occurrence.start_at).date);
    countOccurrence(view, occurrence, month, firstVisits);
  }
}

function countOccurrence(
  view: StateView,
  occurrence: EventOccurrenceRow,
  month: Month,
  firstVisits: Set<number>,
) {
  const type = view.tables.services.get(occurrence.service_id)?.type;
  add(month, 'event_occurrence_count');
  if (type) add(month, `${SERVICE_COUNTS[type]}_count`);
  if (occurrence.attendance_complete) add(month, 'attendance_completed_count');
  for (const id of occurrence.staff_member_ids) month.organizers.add(id);
  const counts = view.occurrenceCounts(occurrence);
  for (const counter of [
    ...['enrollment_count', 'completed_enrollment_count', 'registered_enrollment_count'],
    ...['reserved_enrollment_count', 'noshowed_enrollment_count', 'late_canceled_enrollment_count'],
    ...['waiting_enrollment_count', 'removed_enrollment_count', 'expired_enrollment_count'],
    'completed_unpaid_count',
  ] as const) {
    add(month, counter, counts[counter]);
  }
  for (const visit of view.visitsByOccurrence.get(occurrence.id) ?? []) {
    if (visit.booking_id !== null) add(month, 'client_booked_count');
    if (visit.state !== 'completed') continue;
    if (type) add(month, `completed_${SERVICE_COUNTS[type]}_enrollment_count`);
    if (firstVisits.has(visit.id)) add(month, 'first_visit_count');
    if (visit.person_id !== null) month.completedClients.add(visit.person_id);
  }
}

function countPeople(view: StateView, monthOf: (date: string) => Month): void {
  const joined = new Map<number, string>();
  for (const person of view.tables.people.all()) {
    const date = view.zone(person.joined_at).date;
    add(monthOf(date), person.role === 'client' ? 'new_client_count' : 'new_staff_count');
    if (person.role === 'client') joined.set(person.id, date.slice(0, 7));
  }
  const firstMembership = new Map<number, string>();
  for (const plan of view.tables.plans.all()) {
    const start = monthOf(plan.start_date);
    add(start, 'plan_start_count');
    add(start, PLAN_COUNTS[plan.type]);
    if (plan.end_date !== null && plan.end_date <= view.today) add(monthOf(plan.end_date), 'plan_end_count');
    for (const id of plan.person_ids) {
      if (joined.get(id) === plan.start_date.slice(0, 7)) add(start, 'new_client_w_plan_count');
      if (plan.type === 'Membership' && (firstMembership.get(id) ?? '9999') > plan.start_date) {
        firstMembership.set(id, plan.start_date);
      }
    }
    for (const key of monthRange(plan.start_date.slice(0, 7), lastMonthOf(view, plan))) {
      const month = monthOf(`${key}-01`);
      for (const id of plan.person_ids) {
        month.clientsWithPlan.add(id);
        if (plan.type === 'Membership') month.members.add(id);
      }
    }
  }
  for (const date of firstMembership.values()) add(monthOf(date), 'new_member_count');
}

/** The last month a plan runs in (this month at the latest). */
function lastMonthOf(view: StateView, plan: PlanRow): string {
  const ends = [view.today, plan.end_date, plan.canceled_at && view.zone(plan.canceled_at).date];
  return ends
    .filter((date): date is string => typeof date === 'string')
    .sort()[0]
    ?.slice(0, 7) as string;
}

function countBilling(view: StateView, monthOf: (date: string) => Month): void {
  for (const invoice of view.tables.invoices.all()) {
    if (invoice.state === 'canceled' || invoice.state === 'cart' || invoice.state === 'cart_hidden') continue;
    const money = view.money(invoice);
    const month = monthOf(invoice.invoice_date);
    add(month, 'expected_amount', money.total);
    add(month, 'outstanding_amount', money.outstanding);
    if (money.outstanding > 0) add(month, 'due_invoice_count');
  }
  for (const payment of view.tables.payments.all()) {
    const invoice = view.tables.invoices.get(payment.invoice_id);
    const month = monthOf(view.zone(payment.created_at).date);
    if (payment.state === 'failed') add(month, 'failed_transaction_count');
    if (!invoice || !isSettled(payment)) continue;
    add(month, 'payments_amount', payment.amount_cents);
    addRevenue(view, invoice, month, payment.amount_cents);
    for (const refund of view.refundsByPayment.get(payment.id) ?? []) {
      if (refund.voided_at !== null) continue;
      const refunded = monthOf(view.zone(refund.created_at).date);
      add(refunded, 'refunds_amount', refund.amount_cents);
      addRevenue(view, invoice, refunded, -refund.amount_cents);
    }
  }
}

/** A payment (or, negative, a refund) split over the invoice's items, into the revenue of each plan type. */
function addRevenue(view: StateView, invoice: InvoiceRow, month: Month, amount: number): void {
  const parts = shares(Math.abs(amount), invoice.items.map(itemTotal));
  invoice.items.forEach((item, index) => {
    const product = view.productOf(item.plan_product_id);
    if (product) add(month, REVENUE[product.type], Math.sign(amount) * (parts[index] ?? 0));
  });
}

/** Every month (`YYYY-MM`) from `first` to `last`; none when `first` is later. */
function monthRange(first: string, last: string): string[] {
  const keys: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  for (let key = first; key <= last; key = `${year}-${String(month).padStart(2, '0')}`) {
    keys.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return keys;
}

function recordOf(view: StateView, key: string, month: Month): MonthlyBusinessMetricRecord {
  const sum = (counter: Counter) => month.sums.get(counter) ?? 0;
  const revenue =
    sum('net_paid_recurring_revenue_amount') +
    sum('net_paid_pass_revenue_amount') +
    sum('net_paid_prepaid_revenue_amount');
  const clients = month.completedClients.size;
  return {
    key: reportKey(Number(key.replace('-', ''))),
    ...view.business,
    month_start_date: `${key}-01`,
    ...(Object.fromEntries(COUNTERS.map((counter) => [counter, sum(counter)])) as Record<Counter, number>),
    event_occurrence_organizer_count: month.organizers.size,
    client_completed_enrollment_count: clients,
    completed_enrollment_per_client: clients === 0 ? null : sum('completed_enrollment_count') / clients,
    client_w_plan_count: month.clientsWithPlan.size,
    member_count: month.members.size,
    net_paid_retail_revenue_amount: 0,
    net_paid_revenue_amount: revenue,
    net_paid_amount: sum('payments_amount') - sum('refunds_amount'),
  };
}
