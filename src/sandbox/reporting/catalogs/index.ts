import { type CompiledCatalog, compileCatalog } from '../catalog.ts';
import { type ClientRecord, clientsCatalog } from './clients.ts';
import { type EnrollmentRecord, enrollmentsCatalog } from './enrollments.ts';
import {
  type EventOccurrenceStaffMemberRecord,
  eventOccurrenceStaffMembersCatalog,
} from './event-occurrence-staff-members.ts';
import { type InvoiceItemRecord, invoiceItemsCatalog } from './invoice-items.ts';

export type { ClientRecord, EnrollmentRecord, EventOccurrenceStaffMemberRecord, InvoiceItemRecord };

/** The records of each report resource the sandbox answers. */
export interface ReportRecords {
  clients: ClientRecord;
  enrollments: EnrollmentRecord;
  event_occurrence_staff_members: EventOccurrenceStaffMemberRecord;
  invoice_items: InvoiceItemRecord;
}

/** A report resource the sandbox answers (path segment of `/desk/api/v3/reports/<resource>/queries`). */
export type ReportResource = keyof ReportRecords;

/** The compiled catalog of each resource. */
export const CATALOGS: Readonly<Record<ReportResource, CompiledCatalog>> = {
  clients: compileCatalog(clientsCatalog),
  enrollments: compileCatalog(enrollmentsCatalog),
  event_occurrence_staff_members: compileCatalog(eventOccurrenceStaffMembersCatalog),
  invoice_items: compileCatalog(invoiceItemsCatalog),
};

/** Whether `name` is a report resource the sandbox answers. */
export function isReportResource(name: string): name is ReportResource {
  return Object.hasOwn(CATALOGS, name);
}
