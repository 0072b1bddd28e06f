import { ResponseValidationError } from '../core/errors.ts';
import { noLastKeyError } from './incomplete.ts';
import type { ReportPage } from './page.ts';

/** Loads the page after `startingAfter` (the first page when undefined). */
export type PageLoader<Row> = (startingAfter: string | undefined) => Promise<ReportPage<Row>>;

/**
 * Every page, following `last_key` as `starting_after` (from `resumeAfter` when given). A page announcing more rows without a
 * `last_key` ends with an `IncompleteReportError`, a `last_key` already seen with a
 * `ResponseValidationError`: never a loop, never a silent stop.
 */
export async function* keysetPages<Row>(
  load: PageLoader<Row>,
  label: string,
  signal?: AbortSignal,
  resumeAfter?: string,
): AsyncGenerator<ReportPage<Row>, void, undefined> {
  const seen = new Set<string>();
  let startingAfter = resumeAfter;
  let received = 0;
  for (;;) {
    const page = await load(startingAfter);
    received += page.rows.length;
    yield page;
    if (!page.hasMore) return;
    startingAfter = nextKey(page, seen, label, received);
    signal?.throwIfAborted();
  }
}

function nextKey(page: ReportPage<unknown>, seen: Set<string>, label: string, received: number): string {
  const key = page.lastKey;
  if (key === undefined || key === '') throw noLastKeyError(label, received);
  if (seen.has(key)) {
    throw new ResponseValidationError(
      `${label}: the service gave last_key ${JSON.stringify(key)} twice; following it would loop`,
      ['last_key: repeated'],
      {},
    );
  }
  seen.add(key);
  return key;
}
