import { extendResource } from '../core/declare.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { EventOccurrences, summaryEndpoint } from '../front-and-desk/event-occurrences.ts';
import { FrontEventOccurrenceSummaryQuery } from '../schemas/event-occurrence-input.ts';

/** Event occurrences as a client sees them: group classes and courses; no people or visit data. */
export class FrontEventOccurrences extends extendResource(EventOccurrences, {
  /** Occurrence counts by day or hour, of courses and group classes. */
  summary: summaryEndpoint('front', FrontEventOccurrenceSummaryQuery),
}) {
  constructor(client: Pike13Client) {
    super(client, 'front');
  }
}
