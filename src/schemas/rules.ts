import * as z from 'zod/mini';

/** An optional whole number, zero or more (cents, counts). */
export const notNegative = () => z.optional(z.int().check(z.nonnegative('must not be negative')));

/** A string with something besides blanks in it. */
export const nonBlank = () => z.string().check(z.refine((text) => text.trim() !== '', 'is required'));
