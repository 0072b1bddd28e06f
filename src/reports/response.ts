import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString } from '../schemas/common.ts';

/** A field of a query answer: name and wire type. */
const ReportFieldSchema = z.looseObject({ name: z.string(), type: z.string() });

/** Feedback the service adds (deprecation messages); its format may change. */
const Meta = maybe(z.record(z.string(), z.unknown()));

/** The attributes of a query answer. */
const QueryAttributes = z.looseObject({
  /** One array of values per row, in the order of `fields`. */
  rows: z.array(z.array(z.unknown())),
  /** `{name, type}` per returned field (logical fields expanded). */
  fields: z.array(ReportFieldSchema),
  /** Query time in seconds. */
  duration: maybeNumber,
  /** Another page exists for the same criteria. */
  has_more: maybeBoolean,
  /** Key of the last row: the `starting_after` of the next page (an opaque string). */
  last_key: maybeString,
  /** Rows matching the filter (only when asked for). */
  total_count: maybeNumber,
  meta: Meta,
});

/** The whole answer of a query (JSON API document). */
export const QueryResponse = z.looseObject({
  data: z.looseObject({ type: maybeString, attributes: QueryAttributes }),
  meta: Meta,
});
/** The whole answer of a query (JSON API document). */
export interface QueryResponse extends z.output<typeof QueryResponse> {}
