import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { enrollmentAnswer } from '../front-and-desk/eligibilities.ts';
import { WaitlistEligibility } from '../schemas/eligibility.ts';
import { FrontServiceEligibilityQuery } from '../schemas/eligibility-input.ts';

/** Whether the caller and their dependents can enroll or join a waitlist, with coded reasons. */
export class FrontEligibilities extends resource({
  /** Enrollment eligibility in an event occurrence, for the caller and dependents. */
  enrollmentForEventOccurrence: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/front/event_occurrences/:event_occurrence_id/enrollment_eligibilities',
    ...enrollmentAnswer,
  }),
  /** Enrollment eligibility in a service; the optional params refine the checks. */
  enrollmentForService: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/front/services/:service_id/enrollment_eligibilities',
    query: FrontServiceEligibilityQuery,
    ...enrollmentAnswer,
  }),
  /** Waitlist eligibility for an event occurrence, for the caller and dependents. */
  waitlistForEventOccurrence: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/front/event_occurrences/:event_occurrence_id/waitlist_eligibilities',
    returns: 'list',
    key: 'waitlist_eligibilities',
    schema: WaitlistEligibility,
  }),
}) {}
