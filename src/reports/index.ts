import type { Pike13Client } from '../core/client.ts';
import { coreOf } from '../core/client-core.ts';
import { InputError } from '../core/errors.ts';
import type { HttpCore } from '../core/http.ts';
import { untypedReport } from './define.ts';
import { clients } from './fields/clients.ts';
import { enrollments } from './fields/enrollments.ts';
import { eventOccurrenceStaffMembers } from './fields/event-occurrence-staff-members.ts';
import { invoiceItems } from './fields/invoice-items.ts';
import { Query } from './query.ts';
import type { ReportDefinition } from './types.ts';

export type { Mode, PageAttribute, QueryAttributesBody, QueryBody } from './body.ts';
export type { DecodedRow, ReportField } from './decode.ts';
export { defineReport, type TypedReport } from './define.ts';
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
  DecodedTypes,
  DetailName,
  FieldSpec,
  FieldType,
  GroupingName,
  GroupLabel,
  RangeBound,
  RangeValue,
  ReportDefinition,
  ReportValue,
  SummaryName,
  ValueOf,
} from './types.ts';
export { clients, enrollments, eventOccurrenceStaffMembers, invoiceItems };

/** The Reporting API v3 (`/desk/api/v3/reports`): one typed query builder per report resource. */
export class Reports {
  /** Clients: one row per client, with plans, visits, invoices and custom fields. */
  readonly clients: Query<typeof clients>;
  /** Enrollments: one row per visit or waitlist entry. */
  readonly enrollments: Query<typeof enrollments>;
  /** Event occurrence staff members: one row per staff member per event occurrence. */
  readonly eventOccurrenceStaffMembers: Query<typeof eventOccurrenceStaffMembers>;
  /** Invoice items: one row per invoice item (the fields the spec's examples show). */
  readonly invoiceItems: Query<typeof invoiceItems>;
  readonly #core: HttpCore;

  constructor(client: Pike13Client) {
    const core = coreOf(client);
    this.#core = core;
    this.clients = new Query(core, clients);
    this.enrollments = new Query(core, enrollments);
    this.eventOccurrenceStaffMembers = new Query(core, eventOccurrenceStaffMembers);
    this.invoiceItems = new Query(core, invoiceItems);
  }

  /** A report resource the spec does not list (path segment such as `invoice_items`), untyped. */
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
