import { coreOf } from '../core/core-of-client.ts';
import { InputError } from '../core/errors.ts';
import type { HttpCore } from '../core/http.ts';
import { type LazyBuilders, lazyProperties } from '../core/lazy.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { propertyOf, REPORT_DEFINITIONS } from './by-name.ts';
import { untypedReport } from './define.ts';
import type {
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
  declare readonly clients: Query<typeof clients>;
  /** Enrollments: one row per visit or waitlist entry. */
  declare readonly enrollments: Query<typeof enrollments>;
  /** Event occurrence staff members: one row per staff member per event occurrence. */
  declare readonly eventOccurrenceStaffMembers: Query<typeof eventOccurrenceStaffMembers>;
  /** Event occurrences: one row per event occurrence, with its attendance. */
  declare readonly eventOccurrences: Query<typeof eventOccurrences>;
  /** Invoice item transactions: one row per transaction of an invoice item. */
  declare readonly invoiceItemTransactions: Query<typeof invoiceItemTransactions>;
  /** Invoice items: one row per invoice item, with its invoice. */
  declare readonly invoiceItems: Query<typeof invoiceItems>;
  /** Invoices: one row per invoice. */
  declare readonly invoices: Query<typeof invoices>;
  /** Monthly business metrics: one row per business per month. */
  declare readonly monthlyBusinessMetrics: Query<typeof monthlyBusinessMetrics>;
  /** Pays: one row per pay of a staff member. */
  declare readonly pays: Query<typeof pays>;
  /** Person plans: one row per plan of a client. */
  declare readonly personPlans: Query<typeof personPlans>;
  /** Staff members: one row per staff member. */
  declare readonly staffMembers: Query<typeof staffMembers>;
  /** Transactions: one row per payment or refund of an invoice. */
  declare readonly transactions: Query<typeof transactions>;
  readonly #core: HttpCore;

  constructor(client: Pike13Client) {
    this.#core = coreOf(client);
  }

  static {
    // Each report's query is built when first read, one for each of the typed reports' list.
    const builders = REPORT_DEFINITIONS.map((definition) => [
      propertyOf(definition.resource),
      (core: HttpCore) => new Query(core, definition),
    ]);
    lazyProperties(
      Reports,
      (reports) => reports.#core,
      Object.fromEntries(builders) as LazyBuilders<Reports, HttpCore>,
    );
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
