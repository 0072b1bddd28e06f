import { ResponseValidationError } from '../core/errors.ts';
import { decoderFor, type ReportField } from './decode.ts';
import type { QueryResponse } from './response.ts';

/** One page of a report query. */
export interface ReportPage<Row> {
  /** The rows, decoded and keyed by field name. */
  rows: Row[];
  /** `{name, type}` of every returned field, logical fields expanded. */
  fields: ReportField[];
  /** True when another page exists for the same criteria. */
  hasMore: boolean;
  /** Key of the last row (opaque string): `startingAfter` of the next page. */
  lastKey: string | undefined;
  /** Rows matching the filter, when asked for with `withTotalCount()`. */
  totalCount: number | undefined;
  /** Query time in seconds. */
  duration: number | undefined;
  /** Other feedback of the service (deprecation messages), top-level and attribute `meta` merged. */
  meta: Record<string, unknown>;
}

/**
 * Reads a query answer into a page; checks the bare shape even when response validation is off. Fields named
 * in `lenient` (types inferred from the name) keep a string they cannot be parsed from.
 */
export function readPage<Row>(
  body: QueryResponse,
  label: string,
  lenient?: ReadonlySet<string>,
): ReportPage<Row> {
  const attributes = body?.data?.attributes;
  if (!Array.isArray(attributes?.rows) || !Array.isArray(attributes.fields)) {
    throw new ResponseValidationError(`${label}: the answer has no data.attributes rows and fields`, [], {});
  }
  return {
    rows: decoderFor(attributes.fields, lenient)(attributes.rows) as Row[],
    fields: attributes.fields,
    hasMore: attributes.has_more === true,
    lastKey: keyOf(attributes.last_key, label),
    totalCount: attributes.total_count ?? undefined,
    duration: attributes.duration ?? undefined,
    meta: { ...attributes.meta, ...body.meta },
  };
}

/** `last_key` is opaque: a number would already have lost digits (30-digit keys), so it is refused. */
function keyOf(key: unknown, label: string): string | undefined {
  if (key === null || key === undefined || typeof key === 'string') return key ?? undefined;
  throw new ResponseValidationError(`${label}: last_key is not a string (${typeof key})`, ['last_key'], {});
}
