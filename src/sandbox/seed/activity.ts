import { DAY, iso, isoDate } from '../clock.ts';
import type { Random } from '../random.ts';
import type {
  EventOccurrenceRow,
  PersonRow,
  PlanProductRow,
  PlanRow,
  State,
  VisitRowState,
} from '../state.ts';

/** Visits: past occurrences mostly completed, upcoming ones partly booked, the first Pilates class full. */
export function seedVisits(state: State, random: Random, clients: PersonRow[], now: number): void {
  let firstPilatesFilled = false;
  for (const occurrence of state.tables.occurrences.all()) {
    const start = Date.parse(occurrence.start_at);
    const past = start < now;
    const fillFirst = !past && !firstPilatesFilled && occurrence.service_id === 3;
    if (fillFirst) firstPilatesFilled = true;
    const share = fillFirst ? 1 : past ? 0.4 + random.next() * 0.5 : random.next() * 0.5;
    const count = Math.min(clients.length, Math.round(occurrence.capacity * share));
    for (const person of sample(random, clients, count))
      addVisit(state, random, occurrence, person, past, now);
  }
}

function addVisit(
  state: State,
  random: Random,
  occurrence: EventOccurrenceRow,
  person: PersonRow,
  past: boolean,
  now: number,
) {
  const start = Date.parse(occurrence.start_at);
  const ahead = random.int(1, 10) * DAY;
  // Booked 1-10 days before its class, or as long before now when its class is weeks ahead.
  const booked = Math.min(start, now) - ahead;
  const roll = random.next();
  const state_: VisitRowState = !past
    ? 'registered'
    : roll < 0.85
      ? 'completed'
      : roll < 0.95
        ? 'noshowed'
        : 'late_canceled';
  state.tables.visits.insert({
    person_id: person.id,
    event_occurrence_id: occurrence.id,
    state: state_,
    registered_at: iso(booked),
    completed_at: state_ === 'completed' ? occurrence.end_at : null,
    noshow_at: state_ === 'noshowed' ? occurrence.end_at : null,
    cancelled_at: state_ === 'late_canceled' ? iso(start - 2 * 3_600_000) : null,
    created_at: iso(booked),
    updated_at: iso(past ? Date.parse(occurrence.end_at) : booked),
    punch_id: null,
    booking_id: null,
  });
}

function sample<T>(random: Random, items: T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < count) chosen.add(random.pick(items));
  return [...chosen];
}

/** Plans bought on closed, paid invoices; a few open invoices; a few refunds; punches of past visits. */
export function seedBilling(state: State, random: Random, clients: PersonRow[], now: number): void {
  const products = state.tables.planProducts.all();
  clients.forEach((client, index) => {
    const roll = index === 0 ? 0 : random.next();
    if (roll < 0.35)
      buyPlan(
        state,
        random,
        client,
        products[index === 0 ? 2 : random.int(0, products.length - 1)] as PlanProductRow,
        now,
      );
    else if (roll < 0.4) openInvoice(state, client, products[1] as PlanProductRow, now);
  });
  punchPastVisits(state);
}

function buyPlan(
  state: State,
  random: Random,
  client: PersonRow,
  product: PlanProductRow,
  now: number,
): void {
  const bought = now - random.int(1, 60) * DAY;
  const end =
    product.commitment_unit === 'month'
      ? bought + product.commitment_length * 30 * DAY
      : bought + product.commitment_length * 7 * DAY;
  const plan = state.tables.plans.insert({
    plan_product_id: product.id,
    type: product.type,
    name: product.name,
    description: product.name,
    person_ids: [client.id],
    count: product.count,
    price_cents: product.price_cents,
    start_date: isoDate(bought),
    end_date: product.type === 'Membership' ? null : isoDate(end),
    staff_member_id: null,
    location_id: null,
    canceled_at: null,
    on_hold: false,
    terms_accepted: true,
    billing: product.type === 'Membership',
    created_at: iso(bought),
    updated_at: iso(bought),
  });
  const invoice = addInvoice(state, client, product, plan, 'closed', bought);
  const payment = state.tables.payments.insert({
    invoice_id: invoice.id,
    payment_method: random.chance(0.7) ? 'creditcard' : 'cash',
    amount_cents: product.price_cents,
    form_of_payment_id: null,
    state: 'completed',
    voided_at: null,
    created_at: iso(bought),
    updated_at: iso(bought),
  });
  if (random.chance(0.05)) {
    state.tables.refunds.insert({
      payment_id: payment.id,
      amount_cents: Math.round(product.price_cents / 2),
      payment_type: payment.payment_method,
      voided_at: null,
      created_at: iso(bought + DAY),
      updated_at: iso(bought + DAY),
    });
  }
}

function openInvoice(state: State, client: PersonRow, product: PlanProductRow, now: number): void {
  addInvoice(state, client, product, null, 'open', now - 3 * DAY);
}

function addInvoice(
  state: State,
  client: PersonRow,
  product: PlanProductRow,
  plan: PlanRow | null,
  invoiceState: 'open' | 'closed',
  at: number,
) {
  state.counters.invoiceItem += 1;
  return state.tables.invoices.insert({
    invoice_number: String(1000 + state.tables.invoices.size + 1),
    person_id: client.id,
    state: invoiceState,
    invoice_date: isoDate(at),
    items: [
      {
        id: state.counters.invoiceItem,
        plan_product_id: product.id,
        recipient_ids: [client.id],
        event_id: null,
        staff_member_id: null,
        start_date: isoDate(at),
        price_cents: product.price_cents,
        prorate: null,
        discount: null,
        plan_id: plan?.id ?? null,
      },
    ],
    booking_id: null,
    location_id: client.location_id,
    commission_recipient_id: null,
    tip_recipient_id: null,
    coupon_code: null,
    send_receipt: false,
    receipt_email: null,
    created_at: iso(at),
    updated_at: iso(at),
  });
}

function punchPastVisits(state: State): void {
  const plansByPerson = new Map<number, PlanRow[]>();
  for (const plan of state.tables.plans.all()) {
    for (const id of plan.person_ids) plansByPerson.set(id, [...(plansByPerson.get(id) ?? []), plan]);
  }
  const used = new Map<number, number>();
  for (const visit of state.tables.visits.all()) {
    if (visit.state !== 'completed' || visit.person_id === null) continue;
    const occurrence = state.tables.occurrences.get(visit.event_occurrence_id);
    const plan = plansByPerson.get(visit.person_id)?.find((p) => {
      const product = state.tables.planProducts.get(p.plan_product_id);
      const left = p.count === null || (used.get(p.id) ?? 0) < p.count;
      return (
        left &&
        occurrence !== undefined &&
        (product?.service_ids.includes(occurrence.service_id) ?? false) &&
        p.start_date <= occurrence.start_at.slice(0, 10)
      );
    });
    if (!plan) continue;
    used.set(plan.id, (used.get(plan.id) ?? 0) + 1);
    const punch = state.tables.punches.insert({
      visit_id: visit.id,
      plan_id: plan.id,
      created_at: visit.completed_at ?? visit.created_at,
    });
    visit.punch_id = punch.id;
  }
}

/**
 * Account credit, as a studio gives it: every tenth paid purchase has half its price refunded to the
 * client's account credit a week later (a class the studio canceled, a plan given up). The clients report's
 * `account_credit_amount` is read from these refunds, less what was paid with `credit`.
 */
export function seedAccountCredit(state: State, now: number): void {
  const paid = state.tables.payments.filter((payment) => payment.state === 'completed');
  paid.forEach((payment, index) => {
    if (index % 10 !== 4) return;
    const at = Math.min(Date.parse(payment.created_at) + 7 * DAY, now - DAY);
    state.tables.refunds.insert({
      payment_id: payment.id,
      amount_cents: Math.round(payment.amount_cents / 2),
      payment_type: 'credit',
      voided_at: null,
      created_at: iso(at),
      updated_at: iso(at),
    });
  });
}

/** Cards of some clients, waivers, notes and a waitlist on the full class. */
export function seedExtras(state: State, random: Random, clients: PersonRow[], now: number): void {
  clients.forEach((client, index) => {
    if (index === 0 || random.chance(0.3)) {
      state.tables.formsOfPayment.insert({
        person_id: client.id,
        type: 'creditcard',
        first_name: client.first_name,
        last_name: client.last_name,
        autobill: true,
        card_type: random.pick(['visa', 'mastercard', 'american_express']),
        last_four: String(random.int(1000, 9999)),
        expire_month: random.int(1, 12),
        expire_year: new Date(now).getUTCFullYear() + random.int(1, 4),
        created_at: client.joined_at,
        updated_at: client.joined_at,
      });
    }
    state.tables.waivers.insert({
      person_id: client.id,
      name: 'Liability Waiver',
      type: 'Waiver',
      accepted: index % 9 !== 4,
    });
    if (index % 10 === 0) {
      state.tables.notes.insert({
        person_id: client.id,
        event_occurrence_id: null,
        author_id: 4,
        subject: null,
        note: `Prefers a spot near the window (client ${index + 1}).`,
        public: false,
        pinned: index % 20 === 0,
        created_at: iso(now - (index + 1) * 3_600_000),
        updated_at: iso(now - (index + 1) * 3_600_000),
      });
    }
  });
  const full = state.tables.occurrences.find((o) => o.service_id === 3 && Date.parse(o.start_at) > now);
  if (!full) return;
  const enrolled = new Set(
    state.tables.visits.filter((v) => v.event_occurrence_id === full.id).map((v) => v.person_id),
  );
  for (const client of clients.filter((c) => !enrolled.has(c.id)).slice(1, 3)) {
    state.tables.waitlist.insert({
      person_id: client.id,
      event_occurrence_id: full.id,
      state: 'waiting',
      created_at: iso(now - DAY),
      updated_at: iso(now - DAY),
    });
  }
}
