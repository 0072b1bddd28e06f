import { InputError } from '../core/errors.ts';
import type { Pike13 } from '../pike13.ts';
import { MAX_ALTERNATIVES, oneOf } from '../reports/filters.ts';
import type { SyncBatch, SyncChange } from './types.ts';
import { VISIT_FIELDS } from './visits.ts';

/** The visit ids to re-read, checked before anything is sent: positive integers, each once. */
export function checkVisitIds(ids: readonly number[] | undefined): number[] {
  if (ids === undefined) return [];
  if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    throw new InputError('visitIds: must be an array of visit ids (positive integers)', 'visitIds');
  }
  return [...new Set(ids)];
}

/**
 * Re-reads visits by id from the enrollments report, 100 a query, each query one batch: the rows found
 * (written whole), the ids it no longer has (deleted), and the end of their marks. It moves no cursor: a
 * stop between batches leaves the other marks for the next run.
 */
export async function* rereadVisits(
  client: Pike13,
  ids: readonly number[],
): AsyncGenerator<Omit<SyncBatch, 'cursor'>> {
  for (let start = 0; start < ids.length; start += MAX_ALTERNATIVES) {
    const wanted = ids.slice(start, start + MAX_ALTERNATIVES);
    const readAt = new Date().toISOString();
    const rows = await client.reports.enrollments
      .select(...VISIT_FIELDS)
      .where(oneOf('visit_id', wanted))
      .all();
    const found = new Set<number>();
    const changes: SyncChange[] = [];
    for (const row of rows) {
      if (row.visit_id === null) continue;
      found.add(row.visit_id);
      changes.push({
        op: 'upsert',
        resource: 'visits',
        id: row.visit_id,
        record: { ...row, visit_id: row.visit_id },
      });
    }
    for (const id of wanted) {
      if (!found.has(id)) changes.push({ op: 'delete', resource: 'visits', id, listed: true });
    }
    changes.push({ op: 'reread-done', resource: 'visits', ids: wanted, readAt });
    yield { resource: 'visits', changes };
  }
}
