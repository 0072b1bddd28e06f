import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { Resource } from '../core/resource.ts';
import {
  type DeskEventOccurrenceEligibilityParams,
  DeskEventOccurrenceEligibilityQuery,
  type DeskServiceEligibilityParams,
  DeskServiceEligibilityQuery,
  EnrollmentEligibility,
} from '../schemas/eligibility.ts';

const enrollment = {
  returns: 'list',
  key: 'enrollment_eligibilities',
  schema: EnrollmentEligibility,
} as const;

const forEventOccurrence = endpoint({
  method: 'GET',
  path: '/api/v2/desk/event_occurrences/:event_occurrence_id/enrollment_eligibilities',
  query: DeskEventOccurrenceEligibilityQuery,
  ...enrollment,
});
const forService = endpoint({
  method: 'GET',
  path: '/api/v2/desk/services/:service_id/enrollment_eligibilities',
  query: DeskServiceEligibilityQuery,
  ...enrollment,
});

/** Whether given people can enroll, with coded warnings and restrictions; dependents not included. */
export class DeskEligibilities extends Resource {
  /** Enrollment eligibility of `person_ids` in an event occurrence. */
  enrollmentForEventOccurrence(
    eventOccurrenceId: number,
    params: DeskEventOccurrenceEligibilityParams,
    options?: RequestOptions,
  ) {
    return this.core.call(
      forEventOccurrence,
      { path: { event_occurrence_id: eventOccurrenceId }, query: params },
      options,
    );
  }

  /** Enrollment eligibility of `person_ids` in a service; nonexistent people give no error. */
  enrollmentForService(serviceId: number, params: DeskServiceEligibilityParams, options?: RequestOptions) {
    return this.core.call(forService, { path: { service_id: serviceId }, query: params }, options);
  }
}
