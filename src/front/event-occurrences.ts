import type { Pike13Client } from '../core/client.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import {
  type FrontEventOccurrenceSummaryParams,
  FrontEventOccurrenceSummaryQuery,
} from '../schemas/event-occurrence-input.ts';
import { EventOccurrences, eventOccurrenceEndpoints, summaryEndpoint } from '../sided/event-occurrences.ts';

const summary = summaryEndpoint('front', FrontEventOccurrenceSummaryQuery);

/** Event occurrences as a client sees them: group classes and courses; no people or visit data. */
export class FrontEventOccurrences extends EventOccurrences {
  protected override readonly endpointTable: EndpointTable = {
    ...eventOccurrenceEndpoints.front,
    summary,
  };

  constructor(client: Pike13Client) {
    super(client, 'front');
  }

  /** Occurrence counts by day or hour, of courses and group classes. */
  summary(params?: FrontEventOccurrenceSummaryParams, options?: RequestOptions) {
    return this.core.call(summary, { query: params }, options);
  }
}
