import type { State } from '../state.ts';
import type { ReportRecords, ReportResource } from './catalogs/index.ts';
import type { ReportSource } from './engine.ts';
import type { RecordSet } from './record-set.ts';
import { invoiceItemRecords, invoiceRecords } from './sources/billing.ts';
import { monthlyBusinessMetricRecords } from './sources/metrics.ts';
import { payRecords } from './sources/pays.ts';
import { clientRecords, staffMemberRecords } from './sources/people.ts';
import { personPlanRecords } from './sources/person-plans.ts';
import {
  enrollmentRecords,
  eventOccurrenceRecords,
  eventOccurrenceStaffMemberRecords,
} from './sources/schedule.ts';
import { invoiceItemTransactionRecords, transactionRecords } from './sources/transactions.ts';
import { StateView } from './state-view.ts';

/** How each resource's records are read from one view of the state. */
const SOURCES: {
  [R in ReportResource]: (view: StateView) => readonly ReportRecords[R][] | RecordSet<ReportRecords[R]>;
} = {
  clients: clientRecords,
  enrollments: enrollmentRecords,
  event_occurrence_staff_members: eventOccurrenceStaffMemberRecords,
  event_occurrences: eventOccurrenceRecords,
  invoice_item_transactions: invoiceItemTransactionRecords,
  invoice_items: invoiceItemRecords,
  invoices: invoiceRecords,
  monthly_business_metrics: monthlyBusinessMetricRecords,
  pays: payRecords,
  person_plans: personPlanRecords,
  staff_members: staffMemberRecords,
  transactions: transactionRecords,
};

/**
 * The report records of the sandbox's state at `now`: what the Reporting API would show of the same
 * business. Unlike the service (15 to 30 minutes behind), they reflect every change at once.
 */
export function reportSource(state: State, now: () => number): ReportSource {
  return <R extends ReportResource>(resource: R) =>
    (SOURCES[resource] as (view: StateView) => ReportRecords[R][] | RecordSet<ReportRecords[R]>)(
      new StateView(state, now()),
    );
}
