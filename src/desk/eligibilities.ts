import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import type {
  DeskEventOccurrenceEligibilityParams,
  DeskServiceEligibilityParams,
} from '../schemas/eligibility-input.ts';
import { enrollmentEndpoints } from '../sided/eligibilities.ts';

const enrollment = enrollmentEndpoints.desk;

/** Whether given people can enroll, with coded warnings and restrictions; dependents not included. */
export class DeskEligibilities extends Resource {
  protected readonly endpointTable: EndpointTable = enrollment;

  /** Enrollment eligibility of `person_ids` in an event occurrence. */
  enrollmentForEventOccurrence(
    eventOccurrenceId: number,
    params: DeskEventOccurrenceEligibilityParams,
    options?: RequestOptions,
  ) {
    const path = { event_occurrence_id: eventOccurrenceId };
    return this.core.call(enrollment.enrollmentForEventOccurrence, { path, query: params }, options);
  }

  /** Enrollment eligibility of `person_ids` in a service; nonexistent people give no error. */
  enrollmentForService(serviceId: number, params: DeskServiceEligibilityParams, options?: RequestOptions) {
    return this.core.call(
      enrollment.enrollmentForService,
      { path: { service_id: serviceId }, query: params },
      options,
    );
  }
}
