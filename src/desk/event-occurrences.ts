import { extendResource } from '../core/declare.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { EventOccurrences, summaryEndpoint } from '../front-and-desk/event-occurrences.ts';
import { DeskEventOccurrenceSummaryQuery } from '../schemas/event-occurrence-input.ts';

/** Every event occurrence, with people and visits. */
export class DeskEventOccurrences extends extendResource(EventOccurrences, {
  /** Occurrence counts by day or hour, of appointments, courses and group classes. */
  summary: summaryEndpoint('desk', DeskEventOccurrenceSummaryQuery),
}) {
  constructor(client: Pike13Client) {
    super(client, 'desk');
  }
}
