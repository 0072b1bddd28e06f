import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { Resource } from '../core/resource.ts';
import {
  DeskEventOccurrenceEligibilityQuery,
  DeskServiceEligibilityQuery,
  EnrollmentEligibility,
  type FrontServiceEligibilityParams,
  FrontServiceEligibilityQuery,
  WaitlistEligibility,
} from '../schemas/eligibility.ts';
import { bothSides } from './side.ts';

/** The enrollment eligibility endpoints of `front` and `desk` (desk requires `person_ids`). */
export const enrollmentEndpoints = bothSides((prefix, side) => {
  const desk = side === 'desk';
  const enrollment = {
    returns: 'list',
    key: 'enrollment_eligibilities',
    schema: EnrollmentEligibility,
  } as const;
  return {
    forEventOccurrence: endpoint({
      method: 'GET',
      path: `${prefix}/event_occurrences/:event_occurrence_id/enrollment_eligibilities`,
      query: desk ? DeskEventOccurrenceEligibilityQuery : undefined,
      ...enrollment,
    }),
    forService: endpoint({
      method: 'GET',
      path: `${prefix}/services/:service_id/enrollment_eligibilities`,
      query: desk ? DeskServiceEligibilityQuery : FrontServiceEligibilityQuery,
      ...enrollment,
    }),
  };
});

const enrollment = enrollmentEndpoints.front;
const waitlist = endpoint({
  method: 'GET',
  path: '/api/v2/front/event_occurrences/:event_occurrence_id/waitlist_eligibilities',
  returns: 'list',
  key: 'waitlist_eligibilities',
  schema: WaitlistEligibility,
});

/** Whether the caller and their dependents can enroll or join a waitlist, with coded reasons. */
export class FrontEligibilities extends Resource {
  /** Enrollment eligibility in an event occurrence, for the caller and dependents. */
  enrollmentForEventOccurrence(eventOccurrenceId: number, options?: RequestOptions) {
    const path = { event_occurrence_id: eventOccurrenceId };
    return this.core.call(enrollment.forEventOccurrence, { path }, options);
  }

  /** Enrollment eligibility in a service; the optional params refine the checks. */
  enrollmentForService(serviceId: number, params?: FrontServiceEligibilityParams, options?: RequestOptions) {
    return this.core.call(enrollment.forService, { path: { service_id: serviceId }, query: params }, options);
  }

  /** Waitlist eligibility for an event occurrence, for the caller and dependents. */
  waitlistForEventOccurrence(eventOccurrenceId: number, options?: RequestOptions) {
    return this.core.call(waitlist, { path: { event_occurrence_id: eventOccurrenceId } }, options);
  }
}
