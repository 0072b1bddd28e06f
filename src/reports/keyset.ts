import { ResponseValidationError } from '../core/errors.ts';
import type { ReportPage } from './page.ts';

/** Loads the page after `startingAfter` (the first page when undefined). */
export type PageLoader<Row> = (startingAfter: string | undefined) => Promise<ReportPage<Row>>;

/**
 * Every page, following `last_key` as `starting_after`. A page announcing more rows without a
 * `last_key`, or a `last_key` already seen, ends with an error: never a loop, never a silent stop.
 */
export async function* keysetPages<Row>(
  load: PageLoader<Row>,
  label: string,
  signal?: AbortSignal,
): AsyncGenerator<ReportPage<Row>, void, undefined> {
  const seen = new Set<string>();
  let startingAfter: string | undefined;
  for (;;) {
    const page = await load(startingAfter);
    yield page;
    if (!page.hasMore) return;
    startingAfter = nextKey(page, seen, label);
    signal?.throwIfAborted();
  }
}

function nextKey(page: ReportPage<unknown>, seen: Set<string>, label: string): string {
  const key = page.lastKey;
  if (key === undefined || key === '') {
    throw new ResponseValidationError(
      `${label}: the service announced more rows (has_more) but gave no last_key to ask for them`,
      ['last_key: missing'],
      {},
    );
  }
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
