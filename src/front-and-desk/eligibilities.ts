import { EnrollmentEligibility } from '../schemas/eligibility.ts';

/** What an enrollment eligibility endpoint answers, on front and desk alike. */
export const enrollmentAnswer = {
  returns: 'list',
  key: 'enrollment_eligibilities',
  schema: EnrollmentEligibility,
} as const;
