import { Pike13Error } from '../core/errors.ts';
import { MAX_LIMIT } from './body.ts';

/**
 * A read of every row stopped short: the service has more rows than it can give. A grouped query
 * comes in one page (the service cannot page groups), and a detail page that announces more rows
 * without a `last_key` leaves no way to ask for them. Thrown instead of returning part of the rows.
 */
export class IncompleteReportError extends Pike13Error {
  static override readonly kind: string = 'IncompleteReportError';
  /** Rows (groups, for a grouped query) the service gave before it stopped. */
  readonly received: number;
  /** True for a grouped query. */
  readonly grouped: boolean;

  constructor(message: string, received: number, grouped: boolean) {
    super(message);
    this.received = received;
    this.grouped = grouped;
  }
}

/** The error of a grouped query whose answer holds `received` groups of more. */
export function moreGroupsError(label: string, received: number, limit: number): IncompleteReportError {
  const raise = limit < MAX_LIMIT ? `, raise .limit(${limit}) up to ${MAX_LIMIT}` : '';
  return new IncompleteReportError(
    `${label}: the service has more groups than the ${received} it answered, and grouped results ` +
      `cannot be paged (the service gives no last_key for them). Narrow the query: add a filter with ` +
      `.where() or group by a coarser grouping (a month instead of a day)${raise}; .page() reads the ` +
      `first ${received} alone.`,
    received,
    true,
  );
}

/** The error of a detail read whose page announces more rows after `received` but gives no `last_key`. */
export function noLastKeyError(label: string, received: number): IncompleteReportError {
  return new IncompleteReportError(
    `${label}: the service announced more rows after the ${received} received (has_more) but gave no ` +
      `last_key to ask for them, so the rest cannot be read. Narrow the query with a filter (.where()) ` +
      `so that fewer rows match; .page() reads one page alone.`,
    received,
    false,
  );
}
