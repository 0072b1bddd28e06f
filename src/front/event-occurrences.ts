import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { Resource } from '../core/resource.ts';
import { EventOccurrence } from '../schemas/event-occurrence.ts';
import {
  DeskEventOccurrenceSummaryQuery,
  type EventOccurrenceListParams,
  EventOccurrenceListQuery,
  type FrontEventOccurrenceSummaryParams,
  FrontEventOccurrenceSummaryQuery,
} from '../schemas/event-occurrence-input.ts';
import { EventOccurrenceSummary } from '../schemas/event-occurrence-summary.ts';
import { bothSides } from './side.ts';

/** The event occurrence endpoints of `front` (list public) and `desk`. */
export const eventOccurrenceEndpoints = bothSides((prefix, side) => {
  const path = `${prefix}/event_occurrences` as const;
  const occurrences = { key: 'event_occurrences', schema: EventOccurrence } as const;
  const summaryQuery = side === 'front' ? FrontEventOccurrenceSummaryQuery : DeskEventOccurrenceSummaryQuery;
  return {
    list: endpoint({
      method: 'GET',
      path,
      public: side === 'front',
      query: EventOccurrenceListQuery,
      returns: 'list',
      ...occurrences,
    }),
    get: endpoint({ method: 'GET', path: `${path}/:id`, returns: 'one', ...occurrences }),
    summary: endpoint({
      method: 'GET',
      path: `${path}/summary`,
      query: summaryQuery,
      returns: 'body',
      schema: EventOccurrenceSummary,
    }),
  };
});

/** Event occurrences as a client sees them: group classes and courses; no people or visit data. */
export class FrontEventOccurrences extends Resource {
  protected readonly endpoints = eventOccurrenceEndpoints.front;

  /** Occurrences from `from` to `to` (default today; at most 120 days). Public. */
  list(params?: EventOccurrenceListParams, options?: RequestOptions) {
    return this.core.call(this.endpoints.list, { query: params }, options);
  }

  /** One occurrence; an appointment only when the caller is the enrollee. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(this.endpoints.get, { path: { id } }, options);
  }

  /** Occurrence counts by day or hour, of courses and group classes. */
  summary(params?: FrontEventOccurrenceSummaryParams, options?: RequestOptions) {
    return this.core.call(this.endpoints.summary, { query: params }, options);
  }
}
