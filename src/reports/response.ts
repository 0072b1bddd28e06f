import * as z from 'zod/mini';
import { maybe } from '../schemas/common.ts';

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
  duration: maybe(z.number()),
  /** Another page exists for the same criteria. */
  has_more: maybe(z.boolean()),
  /** Key of the last row: the `starting_after` of the next page (an opaque string). */
  last_key: maybe(z.string()),
  /** Rows matching the filter (only when asked for). */
  total_count: maybe(z.number()),
  meta: Meta,
});

/** The whole answer of a query (JSON API document). */
export const QueryResponse = z.looseObject({
  data: z.looseObject({ type: maybe(z.string()), attributes: QueryAttributes }),
  meta: Meta,
});
/** The whole answer of a query (JSON API document). */
export interface QueryResponse extends z.output<typeof QueryResponse> {}
