import type { Pike13Client } from '../core/client.ts';
import { coreOf } from '../core/client-core.ts';
import { InputError } from '../core/errors.ts';
import type { HttpCore } from '../core/http.ts';
import { untypedReport } from './define.ts';
import {
  clients,
  enrollments,
  eventOccurrenceStaffMembers,
  eventOccurrences,
  invoiceItems,
  invoiceItemTransactions,
  invoices,
  monthlyBusinessMetrics,
  pays,
  personPlans,
  staffMembers,
  transactions,
} from './fields/index.ts';
import { Query } from './query.ts';
import type { ReportDefinition } from './types.ts';

export type { Mode, PageAttribute, QueryAttributesBody, QueryBody } from './body.ts';
export type { DecodedRow, ReportField } from './decode.ts';
export { defineReport, type TypedReport } from './define.ts';
export * from './fields/index.ts';
export type { WireFilter } from './filter-encode.ts';
export {
  type AllowedTerm,
  and,
  btw,
  type CompareOp,
  contains,
  emp,
  ends,
  eq,
  type Filter,
  type FilterNode,
  type FilterScalar,
  gt,
  lt,
  ne,
  nemp,
  oneOf,
  or,
  starts,
  type Term,
  wo,
} from './filters.ts';
export { IncompleteReportError } from './incomplete.ts';
export type { ReportPage } from './page.ts';
export { type AllParams, type PageParams, Query } from './query.ts';
export type { EmptyRow, GroupRow } from './row.ts';
export type {
  CustomFieldName,
  DecodedTypes,
  DetailName,
  DetailSpecs,
  FieldSpec,
  FieldType,
  GroupingName,
  GroupLabel,
  InferableType,
  InferredType,
  InferredValue,
  RangeBound,
  RangeValue,
  ReportDefinition,
  ReportValue,
  SummaryName,
  ValueOf,
} from './types.ts';

/** The Reporting API v3 (`/desk/api/v3/reports`): one typed query builder per report resource. */
export class Reports {
  /** Clients: one row per client, with plans, visits, invoices and custom fields. */
  readonly clients: Query<typeof clients>;
  /** Enrollments: one row per visit or waitlist entry. */
  readonly enrollments: Query<typeof enrollments>;
  /** Event occurrence staff members: one row per staff member per event occurrence. */
  readonly eventOccurrenceStaffMembers: Query<typeof eventOccurrenceStaffMembers>;
  /** Event occurrences: one row per event occurrence, with its attendance. */
  readonly eventOccurrences: Query<typeof eventOccurrences>;
  /** Invoice item transactions: one row per transaction of an invoice item. */
  readonly invoiceItemTransactions: Query<typeof invoiceItemTransactions>;
  /** Invoice items: one row per invoice item, with its invoice. */
  readonly invoiceItems: Query<typeof invoiceItems>;
  /** Invoices: one row per invoice. */
  readonly invoices: Query<typeof invoices>;
  /** Monthly business metrics: one row per business per month. */
  readonly monthlyBusinessMetrics: Query<typeof monthlyBusinessMetrics>;
  /** Pays: one row per pay of a staff member. */
  readonly pays: Query<typeof pays>;
  /** Person plans: one row per plan of a client. */
  readonly personPlans: Query<typeof personPlans>;
  /** Staff members: one row per staff member. */
  readonly staffMembers: Query<typeof staffMembers>;
  /** Transactions: one row per payment or refund of an invoice. */
  readonly transactions: Query<typeof transactions>;
  readonly #core: HttpCore;

  constructor(client: Pike13Client) {
    const core = coreOf(client);
    this.#core = core;
    this.clients = new Query(core, clients);
    this.enrollments = new Query(core, enrollments);
    this.eventOccurrenceStaffMembers = new Query(core, eventOccurrenceStaffMembers);
    this.eventOccurrences = new Query(core, eventOccurrences);
    this.invoiceItemTransactions = new Query(core, invoiceItemTransactions);
    this.invoiceItems = new Query(core, invoiceItems);
    this.invoices = new Query(core, invoices);
    this.monthlyBusinessMetrics = new Query(core, monthlyBusinessMetrics);
    this.pays = new Query(core, pays);
    this.personPlans = new Query(core, personPlans);
    this.staffMembers = new Query(core, staffMembers);
    this.transactions = new Query(core, transactions);
  }

  /** A report resource not typed here (its path segment, such as `custom_report`), untyped. */
  resource(name: string): Query<ReportDefinition> {
    return new Query(this.#core, untypedReport(checkResource(name)));
  }
}

const RESOURCE = /^[a-z][a-z0-9_]*$/;

function checkResource(name: string): string {
  if (typeof name === 'string' && RESOURCE.test(name)) return name;
  throw new InputError(
    `reports.resource(): ${JSON.stringify(name)} is not a report resource name`,
    'resource',
  );
}
