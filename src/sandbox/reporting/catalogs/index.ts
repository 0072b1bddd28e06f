import { compileCatalog } from '../catalog.ts';
import type { CompiledCatalog } from '../types.ts';
import { type ClientRecord, clientsCatalog } from './clients.ts';
import { type EnrollmentRecord, enrollmentsCatalog } from './enrollments.ts';
import {
  type EventOccurrenceStaffMemberRecord,
  eventOccurrenceStaffMembersCatalog,
} from './event-occurrence-staff-members.ts';
import { type EventOccurrenceRecord, eventOccurrencesCatalog } from './event-occurrences.ts';
import {
  type InvoiceItemTransactionRecord,
  invoiceItemTransactionsCatalog,
} from './invoice-item-transactions.ts';
import { type InvoiceItemRecord, invoiceItemsCatalog } from './invoice-items.ts';
import { type InvoiceRecord, invoicesCatalog } from './invoices.ts';
import {
  type MonthlyBusinessMetricRecord,
  monthlyBusinessMetricsCatalog,
} from './monthly-business-metrics.ts';
import { type PayRecord, paysCatalog } from './pays.ts';
import { type PersonPlanRecord, personPlansCatalog } from './person-plans.ts';
import { type StaffMemberRecord, staffMembersCatalog } from './staff-members.ts';
import { type TransactionRecord, transactionsCatalog } from './transactions.ts';

export type {
  ClientRecord,
  EnrollmentRecord,
  EventOccurrenceRecord,
  EventOccurrenceStaffMemberRecord,
  InvoiceItemRecord,
  InvoiceItemTransactionRecord,
  InvoiceRecord,
  MonthlyBusinessMetricRecord,
  PayRecord,
  PersonPlanRecord,
  StaffMemberRecord,
  TransactionRecord,
};

/** The records of each report resource the sandbox answers. */
export interface ReportRecords {
  clients: ClientRecord;
  enrollments: EnrollmentRecord;
  event_occurrence_staff_members: EventOccurrenceStaffMemberRecord;
  event_occurrences: EventOccurrenceRecord;
  invoice_item_transactions: InvoiceItemTransactionRecord;
  invoice_items: InvoiceItemRecord;
  invoices: InvoiceRecord;
  monthly_business_metrics: MonthlyBusinessMetricRecord;
  pays: PayRecord;
  person_plans: PersonPlanRecord;
  staff_members: StaffMemberRecord;
  transactions: TransactionRecord;
}

/** A report resource the sandbox answers (path segment of `/desk/api/v3/reports/<resource>/queries`). */
export type ReportResource = keyof ReportRecords;

/** The compiled catalog of each resource. */
export const CATALOGS: Readonly<Record<ReportResource, CompiledCatalog>> = {
  clients: compileCatalog(clientsCatalog),
  enrollments: compileCatalog(enrollmentsCatalog),
  event_occurrence_staff_members: compileCatalog(eventOccurrenceStaffMembersCatalog),
  event_occurrences: compileCatalog(eventOccurrencesCatalog),
  invoice_item_transactions: compileCatalog(invoiceItemTransactionsCatalog),
  invoice_items: compileCatalog(invoiceItemsCatalog),
  invoices: compileCatalog(invoicesCatalog),
  monthly_business_metrics: compileCatalog(monthlyBusinessMetricsCatalog),
  pays: compileCatalog(paysCatalog),
  person_plans: compileCatalog(personPlansCatalog),
  staff_members: compileCatalog(staffMembersCatalog),
  transactions: compileCatalog(transactionsCatalog),
};

/** Whether `name` is a report resource the sandbox answers. */
export function isReportResource(name: string): name is ReportResource {
  return Object.hasOwn(CATALOGS, name);
}
