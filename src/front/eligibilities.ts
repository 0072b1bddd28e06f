import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { Resource } from '../core/resource.ts';
import {
  EnrollmentEligibility,
  type FrontServiceEligibilityParams,
  FrontServiceEligibilityQuery,
  WaitlistEligibility,
} from '../schemas/eligibility.ts';

const enrollment = {
  returns: 'list',
  key: 'enrollment_eligibilities',
  schema: EnrollmentEligibility,
} as const;
const occurrence = '/api/v2/front/event_occurrences/:event_occurrence_id';

const forEventOccurrence = endpoint({
  method: 'GET',
  path: `${occurrence}/enrollment_eligibilities`,
  ...enrollment,
});
const forService = endpoint({
  method: 'GET',
  path: '/api/v2/front/services/:service_id/enrollment_eligibilities',
  query: FrontServiceEligibilityQuery,
  ...enrollment,
});
const waitlist = endpoint({
  method: 'GET',
  path: `${occurrence}/waitlist_eligibilities`,
  returns: 'list',
  key: 'waitlist_eligibilities',
  schema: WaitlistEligibility,
});

/** Whether the caller and their dependents can enroll or join a waitlist, with coded reasons. */
export class FrontEligibilities extends Resource {
  /** Enrollment eligibility in an event occurrence, for the caller and dependents. */
  enrollmentForEventOccurrence(eventOccurrenceId: number, options?: RequestOptions) {
    return this.core.call(forEventOccurrence, { path: { event_occurrence_id: eventOccurrenceId } }, options);
  }

  /** Enrollment eligibility in a service; the optional params refine the checks. */
  enrollmentForService(serviceId: number, params?: FrontServiceEligibilityParams, options?: RequestOptions) {
    return this.core.call(forService, { path: { service_id: serviceId }, query: params }, options);
  }

  /** Waitlist eligibility for an event occurrence, for the caller and dependents. */
  waitlistForEventOccurrence(eventOccurrenceId: number, options?: RequestOptions) {
    return this.core.call(waitlist, { path: { event_occurrence_id: eventOccurrenceId } }, options);
  }
}
