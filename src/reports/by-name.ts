import { clients } from './fields/clients.ts';
import { enrollments } from './fields/enrollments.ts';
import { eventOccurrenceStaffMembers } from './fields/event-occurrence-staff-members.ts';
import { invoiceItems } from './fields/invoice-items.ts';
import type { Reports } from './index.ts';
import type { Query } from './query.ts';
import type { ReportDefinition } from './types.ts';

/** A query of any report, its row type unknown (the CLI and the MCP tools pick reports by name). */
export type AnyQuery = Query<ReportDefinition, 'open', unknown>;

/** The report resources of the spec. */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  clients,
  enrollments,
  eventOccurrenceStaffMembers,
  invoiceItems,
];

/** The typed query of each report resource of the spec, by the name the service gives it. */
export function reportQueries(reports: Reports): Record<string, AnyQuery> {
  return {
    clients: reports.clients,
    enrollments: reports.enrollments,
    event_occurrence_staff_members: reports.eventOccurrenceStaffMembers,
    invoice_items: reports.invoiceItems,
  } as unknown as Record<string, AnyQuery>;
}
