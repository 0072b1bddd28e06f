import type { HttpCore } from '../core/http.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import {
  type DeskEventOccurrenceSummaryParams,
  DeskEventOccurrenceSummaryQuery,
} from '../schemas/event-occurrence-input.ts';
import { EventOccurrences, eventOccurrenceEndpoints, summaryEndpoint } from '../shared/event-occurrences.ts';

const summary = summaryEndpoint('desk', DeskEventOccurrenceSummaryQuery);

/** The endpoint of each method of `DeskEventOccurrences`. */
const deskEventOccurrencesTable: EndpointTable = {
  ...eventOccurrenceEndpoints.desk,
  summary,
};

/** Every event occurrence, with people and visits. */
export class DeskEventOccurrences extends EventOccurrences {
  protected override readonly endpointTable: EndpointTable = deskEventOccurrencesTable;

  constructor(core: HttpCore) {
    super(core, 'desk');
  }

  /** Occurrence counts by day or hour, of appointments, courses and group classes. */
  summary(params?: DeskEventOccurrenceSummaryParams, options?: RequestOptions) {
    return this.core.call(summary, { query: params }, options);
  }
}
