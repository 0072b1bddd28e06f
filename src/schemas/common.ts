import * as z from 'zod/mini';

/** A documented field: may be absent or null in real answers. */
export const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** A string field whose known values are typed, while any other string the service adds still parses. */
export const openEnum = <const T extends readonly string[]>(_values: T) =>
  z.string() as unknown as z.ZodMiniType<T[number] | (string & {})>;

/** An ISO 8601 timestamp with its zone, kept as the string the service sent. */
export const timestampText = z.string();

/** A calendar date, `YYYY-MM-DD`, kept as a string (no time-zone conversion). */
export const dateText = z.string();

/**
 * The fields most resources have, one schema each: shared by every shape that uses them rather than built
 * again per field (some 1,100 fewer schema objects made at import time). Schemas are immutable.
 */
export const maybeString = maybe(z.string());
export const maybeNumber = maybe(z.number());
export const maybeBoolean = maybe(z.boolean());
export const maybeTimestamp = maybe(timestampText);
export const maybeDate = maybe(dateText);

/** A small reference to another resource: `{id, name}` and whatever else the service adds. */
export const ref = z.looseObject({ id: z.number(), name: maybe(z.string()) });
