import { isoDate } from '../clock.ts';
import { invoiceMoneyIn } from '../rules/invoice-money.ts';
import type { InvoiceRow, PersonRow, PlanRow, State, VisitRow } from '../state.ts';
import { currentMembership, fullName } from '../views/people.ts';
import { money } from '../views/schedule.ts';

/** The tables the inspector browses, read-only. */
export const BROWSED_TABLES = ['people', 'visits', 'plans', 'invoices'] as const;

export type BrowsedTable = (typeof BROWSED_TABLES)[number];

/** One row as the inspector shows it: a few columns, values as text or numbers. */
export type RecordRow = Record<string, string | number | boolean | null>;

/** A page of a table, newest first. */
export interface RecordPage {
  table: BrowsedTable;
  total: number;
  page: number;
  perPage: number;
  rows: RecordRow[];
}

/** The rows of `table` on page `page` (1-based), newest first; what depends on the date follows `now`. */
export function recordPage(
  state: State,
  table: BrowsedTable,
  now: number,
  page: number,
  perPage: number,
): RecordPage {
  const rows = state.tables[table].all() as { id: number }[];
  const start = rows.length - page * perPage;
  const slice = rows.slice(Math.max(0, start), Math.max(0, start + perPage)).reverse();
  const show = SHOW[table] as (state: State, row: { id: number }, now: number) => RecordRow;
  return { table, total: rows.length, page, perPage, rows: slice.map((row) => show(state, row, now)) };
}

const SHOW = {
  people: (state: State, person: PersonRow, now: number): RecordRow => ({
    id: person.id,
    name: fullName(person),
    email: person.email,
    role: person.role,
    member: currentMembership(state, person, isoDate(now)) !== undefined,
  }),
  visits: (state: State, visit: VisitRow, now: number): RecordRow => {
    const occurrence = state.tables.occurrences.get(visit.event_occurrence_id);
    const person = visit.person_id === null ? undefined : state.tables.people.get(visit.person_id);
    return {
      id: visit.id,
      person: person ? fullName(person) : null,
      class: occurrence?.name ?? null,
      start_at: occurrence?.start_at ?? null,
      when: occurrence ? (Date.parse(occurrence.end_at) <= now ? 'past' : 'upcoming') : null,
      state: visit.state,
    };
  },
  plans: (state: State, plan: PlanRow, now: number): RecordRow => ({
    id: plan.id,
    name: plan.name,
    type: plan.type,
    people: plan.person_ids.map((id) => nameOf(state, id)).join(', '),
    start_date: plan.start_date,
    end_date: plan.end_date,
    status: planStatus(plan, isoDate(now)),
  }),
  invoices: (state: State, invoice: InvoiceRow): RecordRow => {
    const { total, outstanding } = invoiceMoneyIn(state, invoice);
    return {
      id: invoice.id,
      number: invoice.invoice_number,
      person: nameOf(state, invoice.person_id),
      date: invoice.invoice_date,
      state: invoice.state,
      total: money(total),
      outstanding: money(outstanding),
    };
  },
};

function nameOf(state: State, id: number): string {
  const person = state.tables.people.get(id);
  return person ? fullName(person) : `#${id}`;
}

/** Where a plan stands on `today`: its dates, a cancel and a hold decide. */
function planStatus(plan: PlanRow, today: string): string {
  if (plan.canceled_at !== null) return 'canceled';
  if (plan.start_date > today) return 'not started';
  if (plan.end_date !== null && plan.end_date < today) return 'ended';
  return plan.on_hold ? 'on hold' : 'active';
}
