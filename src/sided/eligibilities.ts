import { endpoint } from '../core/endpoint.ts';
import { EnrollmentEligibility } from '../schemas/eligibility.ts';
import {
  DeskEventOccurrenceEligibilityQuery,
  DeskServiceEligibilityQuery,
  FrontServiceEligibilityQuery,
} from '../schemas/eligibility-input.ts';
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
    enrollmentForEventOccurrence: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/event_occurrences/:event_occurrence_id/enrollment_eligibilities`,
      query: desk ? DeskEventOccurrenceEligibilityQuery : undefined,
      ...enrollment,
    }),
    enrollmentForService: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/services/:service_id/enrollment_eligibilities`,
      query: desk ? DeskServiceEligibilityQuery : FrontServiceEligibilityQuery,
      ...enrollment,
    }),
  };
});
