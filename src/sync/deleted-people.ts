import type { Pike13 } from '../pike13.ts';
import { eq } from '../reports/filters.ts';
import { noLastKeyError } from '../reports/incomplete.ts';

/** One page of the people the service deleted, as the clients report lists them. */
export interface DeletedPeoplePage {
  /** The ids of the deleted people on this page. */
  ids: number[];
  /** The key to read the next page after, when there is one. */
  after: string | undefined;
}

/**
 * The page after `after` of the clients the service deleted: the clients report keeps them with
 * person_state `deleted` (the Core API's people lists drop them), read in keyset pages (500 rows, sorted
 * by key) through the Reporting API's own rate bucket. Not windowed by the last run: the report has no time
 * of deletion (the spec's fields and the public catalogue's 68 give only `person_state`), the Core API's
 * lists drop deleted people, and the service ignores a filter on a field it lacks without a word (a live
 * fact), so a window would read the same rows while seeming to narrow them.
 */
export async function readDeletedPeople(
  client: Pike13,
  after: string | undefined,
): Promise<DeletedPeoplePage> {
  const page = await client.reports.clients
    .select('person_id')
    .where(eq('person_state', 'deleted'))
    .orderBy('key')
    .limit(500)
    .page(after === undefined ? {} : { startingAfter: after });
  if (page.hasMore && !page.lastKey) throw noLastKeyError('clients', page.rows.length);
  return {
    ids: page.rows.flatMap((row) => (row.person_id === null ? [] : [row.person_id])),
    after: page.hasMore ? page.lastKey : undefined,
  };
}
