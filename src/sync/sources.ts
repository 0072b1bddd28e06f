import type { Pike13 } from '../client.ts';
import type { WithResponse } from '../core/api-promise.ts';
import type { Page } from '../core/pagination.ts';
import type { SyncRecords, SyncResource } from './types.ts';

/** One page of a resource as a sync reads it. */
export interface SourcePage<T> {
  items: T[];
  /** The records of the whole read, as the service counts them. */
  total: number | undefined;
  hasNext: boolean;
  /** The service's `Date` header, when it sent one. */
  date: string | null;
}

/** How a resource is read: a page of a list, with `updated_since` where the Core API takes it. */
export interface Source<R extends SyncResource> {
  /** Records a page. */
  perPage: number;
  /** The list takes `updated_since`: later runs read only what changed. */
  changedSince: boolean;
  read(client: Pike13, page: number, since: string | undefined): Promise<SourcePage<SyncRecords[R]>>;
}

async function sourcePage<T>(call: Promise<WithResponse<Page<T>>>): Promise<SourcePage<T>> {
  const { data, response } = await call;
  return {
    items: data.items,
    total: data.totalCount,
    hasNext: data.hasNextPage(),
    date: response.headers.get('date'),
  };
}

/** People: the desk list (25 a page), in id order, so that a record changed during a read does not move. */
const people: Source<'people'> = {
  perPage: 25,
  changedSince: true,
  read: (client, page, since) =>
    sourcePage(
      client.desk.people
        .list({ page, sort: 'id', ...(since ? { updated_since: since } : {}) })
        .withResponse(),
    ),
};

/** Invoices: the desk list, 100 a page. */
const invoices: Source<'invoices'> = {
  perPage: 100,
  changedSince: true,
  read: (client, page, since) =>
    sourcePage(
      client.desk.invoices
        .list({ page, per_page: 100, ...(since ? { updated_since: since } : {}) })
        .withResponse(),
    ),
};

/** Plans: the desk list takes no `updated_since`: each run re-reads it, and what is gone is deleted. */
const plans: Source<'plans'> = {
  perPage: 100,
  changedSince: false,
  read: (client, page) => sourcePage(client.desk.plans.list({ page, per_page: 100 }).withResponse()),
};

/** The sources, in the order a sync reads them. */
export const SOURCES: { readonly [R in SyncResource]: Source<R> } = { people, invoices, plans };

/** Every resource a sync can mirror. */
export const SYNC_RESOURCES = Object.keys(SOURCES) as SyncResource[];
