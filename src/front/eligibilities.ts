import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { WaitlistEligibility } from '../schemas/eligibility.ts';
import type { FrontServiceEligibilityParams } from '../schemas/eligibility-input.ts';
import { enrollmentEndpoints } from '../sided/eligibilities.ts';

const enrollment = enrollmentEndpoints.front;
const waitlist = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/front/event_occurrences/:event_occurrence_id/waitlist_eligibilities',
  returns: 'list',
  key: 'waitlist_eligibilities',
  schema: WaitlistEligibility,
});

/** Whether the caller and their dependents can enroll or join a waitlist, with coded reasons. */
export class FrontEligibilities extends Resource {
  protected readonly endpointTable: EndpointTable = {
    ...enrollment,
    waitlistForEventOccurrence: waitlist,
  };

  /** Enrollment eligibility in an event occurrence, for the caller and dependents. */
  enrollmentForEventOccurrence(eventOccurrenceId: number, options?: RequestOptions) {
    const path = { event_occurrence_id: eventOccurrenceId };
    return this.core.call(enrollment.enrollmentForEventOccurrence, { path }, options);
  }

  /** Enrollment eligibility in a service; the optional params refine the checks. */
  enrollmentForService(serviceId: number, params?: FrontServiceEligibilityParams, options?: RequestOptions) {
    return this.core.call(
      enrollment.enrollmentForService,
      { path: { service_id: serviceId }, query: params },
      options,
    );
  }

  /** Waitlist eligibility for an event occurrence, for the caller and dependents. */
  waitlistForEventOccurrence(eventOccurrenceId: number, options?: RequestOptions) {
    return this.core.call(waitlist, { path: { event_occurrence_id: eventOccurrenceId } }, options);
  }
}
