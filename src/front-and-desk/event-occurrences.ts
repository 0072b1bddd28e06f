import type * as z from 'zod/mini';
import { endpoint } from '../core/endpoint.ts';
import { EventOccurrence, EventOccurrenceSummary } from '../schemas/event-occurrence.ts';
import { EventOccurrenceListQuery } from '../schemas/event-occurrence-input.ts';
import { type Side, sided } from './side.ts';

/** The summary endpoint of one side: the same path and answer, each side's service types in `query`. */
export function summaryEndpoint<const S extends Side, Query>(side: S, query: z.ZodMiniType<unknown, Query>) {
  return endpoint({
    method: 'GET',
    effect: 'read',
    path: `/api/v2/${side}/event_occurrences/summary`,
    query,
    returns: 'body',
    schema: EventOccurrenceSummary,
  });
}

/** Event occurrences; each side adds its `summary` (front: courses and group classes). */
export abstract class EventOccurrences extends sided((prefix, side) => {
  const path = `${prefix}/event_occurrences` as const;
  const occurrences = { key: 'event_occurrences', schema: EventOccurrence } as const;
  return {
    /** Occurrences from `from` to `to` (default today; at most 120 days). Public on front. */
    list: endpoint({
      method: 'GET',
      effect: 'read',
      path,
      public: side === 'front',
      query: EventOccurrenceListQuery,
      returns: 'list',
      ...occurrences,
    }),
    /** One occurrence; on front, an appointment only when the caller is the enrollee. */
    get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...occurrences }),
  };
}) {}
