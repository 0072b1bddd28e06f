import type { RequestOptions } from '../core/options.ts';
import { Resource } from '../core/resource.ts';
import { enrollmentEndpoints } from '../front/eligibilities.ts';
import type {
  DeskEventOccurrenceEligibilityParams,
  DeskServiceEligibilityParams,
} from '../schemas/eligibility.ts';

const enrollment = enrollmentEndpoints.desk;

/** Whether given people can enroll, with coded warnings and restrictions; dependents not included. */
export class DeskEligibilities extends Resource {
  /** Enrollment eligibility of `person_ids` in an event occurrence. */
  enrollmentForEventOccurrence(
    eventOccurrenceId: number,
    params: DeskEventOccurrenceEligibilityParams,
    options?: RequestOptions,
  ) {
    const path = { event_occurrence_id: eventOccurrenceId };
    return this.core.call(enrollment.forEventOccurrence, { path, query: params }, options);
  }

  /** Enrollment eligibility of `person_ids` in a service; nonexistent people give no error. */
  enrollmentForService(serviceId: number, params: DeskServiceEligibilityParams, options?: RequestOptions) {
    return this.core.call(enrollment.forService, { path: { service_id: serviceId }, query: params }, options);
  }
}
