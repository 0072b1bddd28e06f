import { clients } from './fields/clients.ts';
import { enrollments } from './fields/enrollments.ts';
import { eventOccurrenceStaffMembers } from './fields/event-occurrence-staff-members.ts';
import { eventOccurrences } from './fields/event-occurrences.ts';
import { invoiceItemTransactions } from './fields/invoice-item-transactions.ts';
import { invoiceItems } from './fields/invoice-items.ts';
import { invoices } from './fields/invoices.ts';
import { monthlyBusinessMetrics } from './fields/monthly-business-metrics.ts';
import { pays } from './fields/pays.ts';
import { personPlans } from './fields/person-plans.ts';
import { staffMembers } from './fields/staff-members.ts';
import { transactions } from './fields/transactions.ts';
import type { Reports } from './index.ts';
import type { Query } from './query.ts';
import type { ReportDefinition } from './types.ts';

/** A query of any report, its row type unknown (the CLI and the MCP tools pick reports by name). */
export type AnyQuery = Query<ReportDefinition, 'open', unknown>;

/** The typed report resources: the spec's four and those live integrations query. */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  clients,
  enrollments,
  eventOccurrenceStaffMembers,
  eventOccurrences,
  invoiceItemTransactions,
  invoiceItems,
  invoices,
  monthlyBusinessMetrics,
  pays,
  personPlans,
  staffMembers,
  transactions,
];

/** The property of `Reports` that queries a resource: its name in camelCase (`event_occurrences` → `eventOccurrences`). */
export function propertyOf(resource: string): string {
  return resource.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The typed query of each report resource, by the name the service gives it. */
export function reportQueries(reports: Reports): Record<string, AnyQuery> {
  const byProperty = reports as unknown as Record<string, AnyQuery>;
  return Object.fromEntries(
    REPORT_DEFINITIONS.map(({ resource }) => [resource, byProperty[propertyOf(resource)] as AnyQuery]),
  );
}
