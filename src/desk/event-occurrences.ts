import type { Pike13Client } from '../core/client.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import {
  type DeskEventOccurrenceSummaryParams,
  DeskEventOccurrenceSummaryQuery,
} from '../schemas/event-occurrence-input.ts';
import { EventOccurrences, eventOccurrenceEndpoints, summaryEndpoint } from '../sided/event-occurrences.ts';

const summary = summaryEndpoint('desk', DeskEventOccurrenceSummaryQuery);

/** Every event occurrence, with people and visits. */
export class DeskEventOccurrences extends EventOccurrences {
  protected override readonly endpointTable: EndpointTable = {
    ...eventOccurrenceEndpoints.desk,
    summary,
  };

  constructor(client: Pike13Client) {
    super(client, 'desk');
  }

  /** Occurrence counts by day or hour, of appointments, courses and group classes. */
  summary(params?: DeskEventOccurrenceSummaryParams, options?: RequestOptions) {
    return this.core.call(summary, { query: params }, options);
  }
}
