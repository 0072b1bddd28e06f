import { InputError } from '../core/errors.ts';

/** One prompt argument: a date of the period, optional. */
interface PromptArgument {
  readonly name: string;
  readonly description: string;
  readonly required: false;
}

/** An analysis a studio owner asks for, as the MCP prompt that walks a model through the report tools. */
export interface PromptDefinition {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly arguments: readonly PromptArgument[];
  /** The user message, for the period asked. */
  text(period: string): string;
}

const PERIOD: readonly PromptArgument[] = [
  { name: 'from', description: 'First day (YYYY-MM-DD); default 90 days ago.', required: false },
  { name: 'to', description: 'Last day (YYYY-MM-DD); default today.', required: false },
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const STEPS =
  'Call reports_fields first for the exact fields, then reports_query; answer with a short table and what stands out.';

/** The analyses: attendance, retention, revenue, unpaid invoices, each on the report tools. */
export const PROMPTS: readonly PromptDefinition[] = [
  {
    name: 'attendance',
    title: 'Attendance',
    description: 'Visits by service and week: completed, no-shows, late cancels.',
    arguments: PERIOD,
    text: (period) =>
      `Analyse attendance ${period}. Query the enrollments report grouped by service_name, then by service_week_mon_start_date, ` +
      `with visit_count, completed_enrollment_count, noshowed_enrollment_count and late_canceled_enrollment_count, ` +
      `filtered on service_date. ${STEPS}`,
  },
  {
    name: 'retention',
    title: 'Retention',
    description: 'Clients who stopped coming: days since the last visit, by tenure.',
    arguments: PERIOD,
    text: (period) =>
      `Analyse client retention ${period}. Query the clients report for person_state active, grouped by tenure_group, ` +
      `with person_count; then list the clients with has_membership true whose last_visit_date falls before the period's end ` +
      `by 30 days or more (full_name, email, last_visit_date, days_since_last_visit). ${STEPS}`,
  },
  {
    name: 'revenue',
    title: 'Revenue',
    description: 'Net paid revenue by product type and month.',
    arguments: PERIOD,
    text: (period) =>
      `Analyse revenue ${period}. Query the invoice_items report for closed_date in the period, grouped by product_type, ` +
      `with total_net_paid_revenue_amount, total_net_paid_tax_amount and invoice_item_count. ${STEPS}`,
  },
  {
    name: 'unpaid_invoices',
    title: 'Unpaid invoices',
    description: 'Clients whose last invoice is unpaid, and visits not paid for.',
    arguments: PERIOD,
    text: (period) =>
      `Find unpaid invoices ${period}. Query the clients report for last_invoice_unpaid true (full_name, email, ` +
      `last_invoice_date, last_invoice_amount, unpaid_visits), ordered by last_invoice_amount desc; ` +
      `desk_invoices_list with state open shows the invoices themselves. ${STEPS}`,
  },
];

/** The user message of a prompt; a date not written YYYY-MM-DD is refused. */
export function promptText(
  prompt: PromptDefinition,
  args: Readonly<Record<string, string | undefined>>,
): string {
  for (const name of ['from', 'to'] as const) {
    const value = args[name];
    if (value !== undefined && !DATE.test(value))
      throw new InputError(`${name} must be a date, YYYY-MM-DD`, name);
  }
  const from = args.from ?? '90 days ago';
  const to = args.to ?? 'today';
  return prompt.text(`from ${from} to ${to}`);
}
