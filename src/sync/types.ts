import type { ReportValue } from '../reports/types.ts';
import type { Invoice } from '../schemas/invoice.ts';
import type { Person } from '../schemas/person.ts';
import type { Plan } from '../schemas/plan.ts';

/** The record type of each resource a sync mirrors. */
export interface SyncRecords {
  /** Clients, from the desk people list. */
  people: Person;
  /** Invoices, from the desk invoices list. */
  invoices: Invoice;
  /** Plans of every client, from the desk plans list. */
  plans: Plan;
  /** Visits (not waitlist entries), from the enrollments report: every detail field, keyed by `visit_id`. */
  visits: EnrollmentVisit;
}

/** A row of the enrollments report that is a visit: its detail fields by name, `visit_id` always set. */
export type EnrollmentVisit = { readonly [field: string]: ReportValue } & { readonly visit_id: number };

/** A resource a sync mirrors: one table each. */
export type SyncResource = keyof SyncRecords;

/** A record that is new or changed: write it over any earlier copy of the same id. */
export type SyncUpsert = {
  [R in SyncResource]: {
    /** Always `upsert`. */
    op: 'upsert';
    /** The resource, hence the table. */
    resource: R;
    /** The service's id of the record. */
    id: number;
    /** The record as the service sent it. */
    record: SyncRecords[R];
    /** The re-read (sweep) this record was seen in, when it came from one. */
    sweep?: number;
  };
}[SyncResource];

/** A record the service deleted. */
export interface SyncDeletion {
  /** Always `delete`. */
  op: 'delete';
  /** The resource, hence the table. */
  resource: SyncResource;
  /** The service's id of the deleted record. */
  id: number;
  /** The person it was merged into, when a merge deleted it (`person.deleted` with `merged_into_id`). */
  mergedIntoId?: number;
  /** When the service deleted it (ISO 8601), when it says. */
  deletedAt?: string;
  /**
   * Found by a read (a report of deleted records, a re-read window or list that no longer has it), not told
   * by a webhook: marks a mirrored row not marked yet, and writes nothing else.
   */
  listed?: true;
}

/**
 * The end of a full re-read (sweep) of a resource: every record of it that was not re-read in sweep
 * `sweep` and not written since `startedAt` is gone from the service.
 */
export interface SyncSweepEnd {
  /** Always `sweep-end`. */
  op: 'sweep-end';
  /** The resource that was re-read. */
  resource: SyncResource;
  /** The number of the sweep that ended. */
  sweep: number;
  /** When the sweep began (ISO 8601, this machine's clock). */
  startedAt: string;
}

/**
 * A record changed that the change cannot write as its table holds it (a visit's row is the enrollments
 * report's, a webhook sends the Core API's visit): marked for the next run to re-read by id.
 */
export interface SyncReread {
  /** Always `reread`. */
  op: 'reread';
  /** The resource, hence the table (visits). */
  resource: SyncResource;
  /** The service's id of the changed record. */
  id: number;
}

/** Records re-read by id: their marks made before the read began are cleared. */
export interface SyncRereadDone {
  /** Always `reread-done`. */
  op: 'reread-done';
  /** The resource, hence the table (visits). */
  resource: SyncResource;
  /** The ids that were re-read. */
  ids: number[];
  /** When the read began (ISO 8601, this machine's clock): a mark made later is kept for the next run. */
  readAt: string;
}

/** One change of a mirrored resource. */
export type SyncChange = SyncUpsert | SyncDeletion | SyncSweepEnd | SyncReread | SyncRereadDone;

/**
 * The changes read from one page (or one webhook delivery), and the cursor to store with them in the same
 * transaction: resuming from it reads what comes after this batch, nothing skipped and nothing repeated.
 */
export interface SyncBatch {
  /** The resource these changes are of. */
  resource: SyncResource;
  /** The changes, in the order they apply. */
  changes: SyncChange[];
  /** The cursor after this batch (opaque); absent for a webhook delivery, which moves no cursor. */
  cursor?: string;
  /** Records of the resource the service counts for the current read, when it says. */
  total?: number;
  /**
   * For a resource diffed against the last run (plans, visits): the digests of this page, for a store to
   * keep in the same transaction (the mirror does; the cursor leaves them out). A store that keeps none
   * still syncs every record: its runs re-read such a resource whole (a sweep) instead of diffing it, and a
   * diff resumed from a batch's cursor alone starts again as a sweep.
   */
  digests?: SyncDigests;
}

/** The digests of one page of a diffed read, for the store to keep until the next run. */
export interface SyncDigests {
  /** The first page of a read: the digests kept by an earlier, unfinished read of the resource are dropped. */
  start?: true;
  /** The digest of each record of the page that the next run will diff against, by id. */
  kept: Record<string, string>;
  /** The ids of the page's records when a diff read them again (the last run's not read by its end are deleted); a sweep's: none. */
  read: number[];
  /** The last page of the read: the digests kept by it become the baseline of the next run. */
  end?: true;
}

/** Options of a sync. */
export interface SyncOptions {
  /** The resources to read (default all: people, invoices, plans, visits), in this order. */
  resources?: readonly SyncResource[] | undefined;
  /** Where an earlier run stopped (the `cursor` of its last stored batch); none: a first, full read. */
  cursor?: string | undefined;
  /** Re-read every record of every resource (and record as deleted what is gone), whatever the cursor. */
  full?: boolean | undefined;
  /** Only records changed at or after this moment, on a resource's first read (ISO 8601 or a Date). */
  since?: string | Date | undefined;
  /** Visits to re-read by id before the others (those webhooks said changed: `reread` changes). */
  visitIds?: readonly number[] | undefined;
  /**
   * A webhook receiver keeps the plans (`mirrorHandlers` subscribed to `SYNC_TOPICS`): after their first
   * read, runs do not poll them (`full` still re-reads them).
   */
  plansFromWebhooks?: boolean | undefined;
  /** Aborts the sync between pages. */
  signal?: AbortSignal | undefined;
}

/** One page of a resource as a sync reads it. */
export interface SourcePage<T> {
  items: T[];
  /** The records of the whole read, as the service counts them. */
  total: number | undefined;
  hasNext: boolean;
  /** The service's `Date` header, when it sent one. */
  date: string | null;
  /** The key to read the next page after (keyset pages), when there is one. */
  after?: string | undefined;
}
