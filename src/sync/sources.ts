import type { PagePromise } from '../core/pagination.ts';
import type { Pike13 } from '../pike13.ts';
import type { Diffed } from './diff.ts';
import type { SourcePage, SyncRecords, SyncResource } from './types.ts';
import { visitDigest } from './visit-fingerprint.ts';
import { readVisits } from './visits.ts';

/** How a resource is read: a page of a list, with `updated_since` where the Core API takes it. */
export interface Source<R extends SyncResource> {
  /** Records a page. */
  perPage: number;
  /** The list takes `updated_since`: later runs read only what changed. */
  changedSince: boolean;
  /** Without `updated_since`: later runs re-read (a window of) it and diff it against the last run. */
  diffed?: Diffed;
  read(client: Pike13, at: Position, since: string | undefined): Promise<SourcePage<SyncRecords[R]>>;
  /** The service's id of a record: the table's primary key. */
  idOf(record: SyncRecords[R]): number;
}

/**
 * Where a read stands: the page number of a numbered list, the key after which a keyset read goes on, and
 * the date a windowed read's records are after.
 */
export interface Position {
  page: number;
  after?: string | undefined;
  dateAfter?: string | undefined;
  /** Only the records of these dates, for a windowed read narrowed by fingerprints. */
  dates?: string[] | undefined;
}

/** The query of a page: its number, and `updated_since` when the read has one. */
interface PageQuery {
  page: number;
  updated_since?: string;
}

function source<R extends Exclude<SyncResource, 'visits'>>(
  perPage: number,
  changedSince: boolean,
  list: (client: Pike13, query: PageQuery) => PagePromise<SyncRecords[R]>,
): Source<R> {
  return {
    perPage,
    changedSince,
    idOf: (record) => record.id,
    async read(client, { page }, since) {
      const { data, response } = await list(client, {
        page,
        ...(since ? { updated_since: since } : {}),
      }).withResponse();
      return {
        items: data.items,
        total: data.totalCount,
        hasNext: data.hasNextPage(),
        date: response.headers.get('date'),
      };
    },
  };
}

/** People: the desk list (25 a page), in id order, so that a record changed during a read does not move. */
const people = source<'people'>(25, true, (client, query) =>
  client.desk.people.list({ ...query, sort: 'id' }),
);

/** Invoices: the desk list, 100 a page. */
const invoices = source<'invoices'>(100, true, (client, query) =>
  client.desk.invoices.list({ ...query, per_page: 100 }),
);

/**
 * Plans: the desk list takes no `updated_since`. A sweep reads it whole after the person plans report,
 * whose digests later runs diff against, re-reading only the plans that changed (`readPlans`).
 */
const plans: Source<'plans'> = {
  ...source<'plans'>(100, false, (client, { page }) => client.desk.plans.list({ page, per_page: 100 })),
  diffed: {},
};

/**
 * Visits: the enrollments report's keyset pages, no `updated_since`: a first run reads them all, later runs
 * the window of `service_date` after the last run less `WINDOW_MARGIN_DAYS`, diffed against the last run.
 */
const visits: Source<'visits'> = {
  perPage: 500,
  changedSince: false,
  diffed: { dateField: 'service_date', digest: visitDigest },
  idOf: (record) => record.visit_id,
  read: (client, { after, dateAfter, dates }) => readVisits(client, after, dateAfter, dates),
};

/** The sources, in the order a sync reads them. */
export const SOURCES: { readonly [R in SyncResource]: Source<R> } = { people, invoices, plans, visits };

/** Every resource a sync can mirror. */
export const SYNC_RESOURCES = Object.keys(SOURCES) as SyncResource[];
