import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { enrollmentAnswer } from '../front-and-desk/eligibilities.ts';
import {
  DeskEventOccurrenceEligibilityQuery,
  DeskServiceEligibilityQuery,
} from '../schemas/eligibility-input.ts';

/** Whether given people can enroll, with coded warnings and restrictions; dependents not included. */
export class DeskEligibilities extends resource({
  /** Enrollment eligibility of `person_ids` in an event occurrence. */
  enrollmentForEventOccurrence: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/event_occurrences/:event_occurrence_id/enrollment_eligibilities',
    query: DeskEventOccurrenceEligibilityQuery,
    ...enrollmentAnswer,
  }),
  /** Enrollment eligibility of `person_ids` in a service; nonexistent people give no error. */
  enrollmentForService: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/services/:service_id/enrollment_eligibilities',
    query: DeskServiceEligibilityQuery,
    ...enrollmentAnswer,
  }),
}) {}
