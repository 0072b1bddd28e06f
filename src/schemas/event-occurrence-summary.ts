import * as z from 'zod/mini';

/** Event occurrence counts by day or hour; the spec does not show the shape, so the whole answer is kept. */
export const EventOccurrenceSummary = z.record(z.string(), z.unknown());
/** Event occurrence counts by day or hour; the spec does not show the shape, so the whole answer is kept. */
export interface EventOccurrenceSummary extends z.output<typeof EventOccurrenceSummary> {}
