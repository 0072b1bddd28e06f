import type { InvoiceRow, PersonRow } from '../../state.ts';
import { fullName, isCurrentMembership } from '../../views/people.ts';
import type { ClientRecord, StaffMemberRecord } from '../catalogs/index.ts';
import { reportKey } from '../keys.ts';
import { RecordSet } from '../record-set.ts';
import { STAFF_ROLES, type StateView } from '../state-view.ts';
import { daysUntilBirthday, isCurrent, joined, tenureOf, yearsBetween } from './common.ts';

/** Invoices the "last invoice" fields leave out. */
const NOT_INVOICED = new Set<InvoiceRow['state']>(['canceled', 'on_hold', 'cart', 'cart_hidden']);

/** The clients report: one record per client of the business, built when a query reads it. */
export function clientRecords(view: StateView): RecordSet<ClientRecord> {
  const isClient = (person: PersonRow) => person.role === 'client';
  const clients = [...view.tables.people.filter(isClient), ...view.tables.deletedPeople.filter(isClient)];
  return RecordSet.deferred(
    clients.sort((a, b) => a.id - b.id),
    (person) => reportKey(person.id),
    (person) => clientOf(view, person),
  );
}

/** The staff members report: one record per staff member (every person who is not a client). */
export function staffMemberRecords(view: StateView): StaffMemberRecord[] {
  return view.tables.people.filter((person) => person.role !== 'client').map((p) => staffOf(view, p));
}

/** What the reports on people say of anyone who joined on `since`: who, their state, age, tenure, custom fields. */
function personOf(view: StateView, person: PersonRow, since: string) {
  const { tenure, tenure_group } = tenureOf(since, view.today);
  return {
    ...view.personFields(person),
    ...view.business,
    key: reportKey(person.id),
    person_state: personState(view, person),
    age: person.birthdate ? yearsBetween(person.birthdate, view.today) : null,
    days_until_birthday: person.birthdate ? daysUntilBirthday(person.birthdate, view.today) : null,
    tenure,
    tenure_group,
    custom_fields: customFields(view, person),
  };
}

/** `deleted` for a person the service deleted, else `hidden` or `active`. */
function personState(view: StateView, person: PersonRow): 'active' | 'deleted' | 'hidden' {
  if (view.tables.deletedPeople.get(person.id) === person) return 'deleted';
  return person.hidden_at === null ? 'active' : 'hidden';
}

function clientOf(view: StateView, person: PersonRow): ClientRecord {
  const since = view.zone(person.joined_at).date;
  const visits = (view.visitsByPerson.get(person.id) ?? []).map((visit) => ({
    visit,
    at: view.startOf(visit),
  }));
  const past = visits.filter((v) => v.visit.state === 'completed').sort((a, b) => (a.at < b.at ? -1 : 1));
  const last = past.at(-1);
  const ownPlans = view.plansByPerson.get(person.id) ?? [];
  const plans = ownPlans.filter((plan) => isCurrent(plan, view.today));
  const waivers = (view.waiversByPerson.get(person.id) ?? []).filter((waiver) => waiver.accepted);
  const lastService = last && view.tables.occurrences.get(last.visit.event_occurrence_id);
  return {
    ...personOf(view, person, since),
    guardian_name: person.guardian_name,
    guardian_email: person.guardian_email,
    client_since_date: since,
    also_staff: false,
    has_membership: ownPlans.some((plan) => isCurrentMembership(plan, view.today)),
    has_plan_on_hold: plans.some((plan) => plan.on_hold),
    current_plans: joined(plans.map((plan) => plan.name)),
    current_plan_types: joined([...new Set(plans.map((plan) => plan.type))]),
    has_payment_on_file: view.withFormOfPayment.has(person.id),
    has_signed_waiver: waivers.length > 0,
    last_signed_waiver_name: waivers.at(-1)?.name ?? null,
    completed_visits: past.length,
    future_visits: visits.filter((v) => v.visit.state !== 'late_canceled' && v.at > view.nowIso).length,
    unpaid_visits: past.filter((v) => v.visit.punch_id === null).length,
    first_visit_date: view.localDate(past[0]?.at ?? null),
    last_visit_date: view.localDate(last?.at ?? null),
    last_visit_id: last?.visit.id ?? null,
    last_visit_service: lastService ? (view.tables.services.get(lastService.service_id)?.name ?? null) : null,
    dependent_names: joined(
      person.dependent_ids.map((id) => view.tables.people.get(id)).flatMap((p) => (p ? [fullName(p)] : [])),
    ),
    ...invoiceFields(view, person),
  };
}

function staffOf(view: StateView, person: PersonRow): StaffMemberRecord {
  const since = view.zone(person.joined_at).date;
  const occurrences = view.occurrencesByStaff.get(person.id) ?? [];
  const past = occurrences.filter((occurrence) => occurrence.start_at <= view.nowIso);
  return {
    ...personOf(view, person, since),
    staff_since_date: since,
    home_location_id: person.location_id,
    role: STAFF_ROLES[person.role],
    also_client: (view.visitsByPerson.get(person.id) ?? []).length > 0,
    show_to_clients: !person.hidden_from_clients,
    future_events: occurrences.length - past.length,
    past_events: past.length,
    attendance_not_completed_events: past.filter((occurrence) => !occurrence.attendance_complete).length,
  };
}

function customFields(view: StateView, person: PersonRow): Record<string, string | null> {
  const fields = view.tables.customFields;
  return Object.fromEntries(
    person.custom_fields.map((f) => [fields.get(f.id)?.name ?? `custom_field_${f.id}`, f.value]),
  );
}

function invoiceFields(view: StateView, person: PersonRow) {
  const invoices = (view.invoicesByPerson.get(person.id) ?? []).filter((i) => !NOT_INVOICED.has(i.state));
  const last = invoices.reduce<InvoiceRow | undefined>(
    (latest, invoice) =>
      latest === undefined ||
      invoice.invoice_date > latest.invoice_date ||
      (invoice.invoice_date === latest.invoice_date && invoice.id > latest.id)
        ? invoice
        : latest,
    undefined,
  );
  const lastMoney = last && view.money(last);
  const paid = invoices.reduce((sum, invoice) => {
    const money = view.money(invoice);
    return sum + money.payments - money.refunds;
  }, 0);
  return {
    last_invoice_id: last?.id ?? null,
    last_invoice_date: last?.invoice_date ?? null,
    last_invoice_amount: lastMoney?.total ?? null,
    last_invoice_unpaid: lastMoney ? lastMoney.payments - lastMoney.refunds < lastMoney.total : null,
    net_paid_amount: paid,
    revenue_amount: paid,
    account_credit_amount: accountCredit(view, person),
  };
}

/** Refunds to account credit on the person's invoices, less the payments made with it, in cents. */
function accountCredit(view: StateView, person: PersonRow): number {
  const payments = (view.invoicesByPerson.get(person.id) ?? []).flatMap(
    (invoice) => view.paymentsByInvoice.get(invoice.id) ?? [],
  );
  const credited = payments
    .flatMap((payment) => view.refundsByPayment.get(payment.id) ?? [])
    .filter((refund) => refund.payment_type === 'credit' && !refund.voided_at)
    .reduce((sum, refund) => sum + refund.amount_cents, 0);
  const spent = payments
    .filter((p) => p.payment_method === 'credit' && p.state === 'completed' && !p.voided_at)
    .reduce((sum, payment) => sum + payment.amount_cents, 0);
  return credited - spent;
}
