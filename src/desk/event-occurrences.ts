import type { RequestOptions } from '../core/options.ts';
import { eventOccurrenceEndpoints, FrontEventOccurrences } from '../front/event-occurrences.ts';
import type { DeskEventOccurrenceSummaryParams } from '../schemas/event-occurrence-input.ts';

/** Every event occurrence, with people and visits. */
export class DeskEventOccurrences extends FrontEventOccurrences {
  protected override readonly endpoints = eventOccurrenceEndpoints.desk;

  /** Occurrence counts by day or hour, of appointments, courses and group classes. */
  override summary(params?: DeskEventOccurrenceSummaryParams, options?: RequestOptions) {
    return this.core.call(this.endpoints.summary, { query: params }, options);
  }
}
