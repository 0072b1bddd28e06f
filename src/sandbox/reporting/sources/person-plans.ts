import { itemTotal } from '../../rules/invoice-money.ts';
import type { PersonRow, PlanRow, VisitRow } from '../../state.ts';
import type { PersonPlanRecord } from '../catalogs/index.ts';
import { reportKey } from '../keys.ts';
import { RecordSet } from '../record-set.ts';
import type { StateView } from '../state-view.ts';
import { daysBetween, isCurrent } from './common.ts';
import { instructorNames } from './schedule.ts';

const PLAN_TYPES = { Membership: 'membership', Pack: 'pack', Prepaid: 'prepaid' } as const;

/** The person plans report: one record per person of each plan (a shared pack has one per person). */
export function personPlanRecords(view: StateView): RecordSet<PersonPlanRecord> {
  const parts = view.tables.plans.all().flatMap((plan) =>
    plan.person_ids.flatMap((personId, index) => {
      const person = view.tables.people.get(personId);
      return person ? [{ plan, person, index }] : [];
    }),
  );
  return RecordSet.deferred(
    parts,
    ({ plan, person }) => reportKey(plan.id, person.id),
    ({ plan, person, index }) => personPlanOf(view, plan, person, index),
  );
}

function personPlanOf(view: StateView, plan: PlanRow, person: PersonRow, index: number): PersonPlanRecord {
  const product = view.productOf(plan.plan_product_id);
  const used = (view.punchesByPlan.get(plan.id) ?? []).length;
  const ended = plan.end_date !== null && plan.end_date < view.today;
  const exhausted = plan.count !== null && used >= plan.count;
  const grantsMembership = plan.type === 'Membership' || (product?.consider_member ?? false);
  const earlier = (view.plansByPerson.get(person.id) ?? []).filter((other) => startsBefore(other, plan));
  const visits = planVisits(view, plan, person);
  const next = nextPlan(view, plan, person);
  const fields = view.personFields(person);
  return {
    key: reportKey(plan.id, person.id),
    ...view.business,
    person_id: person.id,
    first_name: fields.first_name,
    middle_name: fields.middle_name,
    last_name: fields.last_name,
    full_name: fields.full_name,
    email: fields.email,
    home_location_name: fields.home_location_name,
    person_plan_id: plan.id * 100 + index + 1,
    plan_id: plan.id,
    plan_name: plan.name,
    plan_type: PLAN_TYPES[plan.type],
    plan_product_id: plan.plan_product_id,
    product_id: product?.product_id ?? null,
    product_name: product?.name ?? null,
    revenue_category: view.revenueCategoryOf(product),
    plan_location_id: plan.location_id,
    plan_location_name: view.locationName(plan.location_id),
    base_price: plan.price_cents,
    start_date: plan.start_date,
    end_date: plan.end_date,
    last_usable_date: plan.end_date,
    commitment_length: product?.commitment_length ?? null,
    invoice_interval_count: plan.billing ? 1 : null,
    invoice_interval_unit: plan.billing ? 'month' : null,
    are_visits_shared: plan.person_ids.length > 1,
    is_primary_participant: index === 0,
    grants_membership: grantsMembership,
    is_available: isCurrent(plan, view.today) && !plan.on_hold && !exhausted,
    is_canceled: plan.canceled_at !== null,
    canceled_at: view.zoned(plan.canceled_at),
    is_ended: ended,
    is_on_hold: plan.on_hold,
    is_exhausted: exhausted,
    is_deleted: false,
    is_deactivated: false,
    is_complimentary_pass: plan.price_cents === 0,
    is_first_plan: earlier.length === 0,
    is_first_membership: grantsMembership && !earlier.some((other) => other.type === 'Membership'),
    has_cancellation_fee: false,
    is_cancellation_fee_charged: false,
    is_last_hold_indefinite: false,
    stop_renewing_after_commitment: false,
    term_acceptance_required: product ? product.terms !== null : null,
    term_accepted: plan.terms_accepted,
    allowed_visit_count: plan.count,
    used_visit_count: used,
    lifetime_used_visit_count: used,
    remaining_visit_count: plan.count === null ? null : Math.max(0, plan.count - used),
    completed_visit_count: visits.length,
    rollover_count: 0,
    ...visitFields(view, plan, visits, next),
    ...latestInvoiceFields(view, plan),
  };
}

/** Whether `other` began before `plan` (by start date, then by id). */
function startsBefore(other: PlanRow, plan: PlanRow): boolean {
  return other.start_date < plan.start_date || (other.start_date === plan.start_date && other.id < plan.id);
}

/** The person's completed visits paid with the plan, earliest first. */
function planVisits(view: StateView, plan: PlanRow, person: PersonRow): VisitRow[] {
  return (view.punchesByPlan.get(plan.id) ?? [])
    .flatMap((punch) => view.tables.visits.get(punch.visit_id) ?? [])
    .filter((visit) => visit.person_id === person.id && visit.state === 'completed')
    .sort((a, b) => (view.startOf(a) < view.startOf(b) ? -1 : 1));
}

/** The person's next plan: the first that starts after this one. */
function nextPlan(view: StateView, plan: PlanRow, person: PersonRow): PlanRow | undefined {
  return (view.plansByPerson.get(person.id) ?? [])
    .filter((other) => other.id !== plan.id && startsBefore(plan, other))
    .sort((a, b) => (startsBefore(a, b) ? -1 : 1))[0];
}

/** The first and last visits paid with the plan, the next plan, and the days between them. */
function visitFields(view: StateView, plan: PlanRow, visits: VisitRow[], next: PlanRow | undefined) {
  const first = visits[0] && view.zone(view.startOf(visits[0]));
  const last = visits.at(-1) && view.zone(view.startOf(visits.at(-1) as VisitRow));
  const firstOccurrence = visits[0] && view.tables.occurrences.get(visits[0].event_occurrence_id);
  const nextProduct = next && view.productOf(next.plan_product_id);
  const firstVisitEver = (view.visitsByPerson.get(visits[0]?.person_id ?? -1) ?? [])
    .filter((visit) => visit.state === 'completed')
    .sort((a, b) => (view.startOf(a) < view.startOf(b) ? -1 : 1))[0];
  return {
    first_visit_date: first?.date ?? null,
    first_visit_day: first?.day ?? null,
    first_visit_time: first?.time ?? null,
    first_visit_instructor_names: firstOccurrence ? instructorNames(view, firstOccurrence) : null,
    last_visit_date: last?.date ?? null,
    last_visit_day: last?.day ?? null,
    last_visit_time: last?.time ?? null,
    used_for_initial_visit: firstVisitEver !== undefined && firstVisitEver.id === visits[0]?.id,
    next_plan_id: next?.id ?? null,
    next_plan_name: next?.name ?? null,
    next_plan_type: next ? PLAN_TYPES[next.type] : null,
    next_plan_start_date: next?.start_date ?? null,
    next_plan_grants_membership: next
      ? next.type === 'Membership' || (nextProduct?.consider_member ?? false)
      : null,
    next_plan_revenue_category: next ? view.revenueCategoryOf(nextProduct) : null,
    start_date_to_first_visit: first ? daysBetween(plan.start_date, first.date) : null,
    start_date_to_next_plan: next ? daysBetween(plan.start_date, next.start_date) : null,
    first_visit_to_next_plan: first && next ? daysBetween(first.date, next.start_date) : null,
    last_visit_to_next_plan: last && next ? daysBetween(last.date, next.start_date) : null,
  };
}

/** The latest invoice that sold the plan: its item's amount, due date, autobill and whether it is past due. */
function latestInvoiceFields(view: StateView, plan: PlanRow) {
  const invoice = view.invoiceByPlan.get(plan.id);
  const item = invoice?.items.find((candidate) => candidate.plan_id === plan.id);
  const outstanding = invoice ? view.money(invoice).outstanding : 0;
  return {
    latest_invoice_item_amount: item ? itemTotal(item) : null,
    latest_invoice_due_date: invoice?.invoice_date ?? null,
    latest_invoice_autobill: invoice ? plan.billing : null,
    latest_invoice_past_due: invoice ? outstanding > 0 && invoice.invoice_date < view.today : null,
  };
}
