import * as z from 'zod/mini';
import { maybe, maybeString, openEnum } from './common.ts';

/** Codes of enrollment warnings (enrollment still possible). */
export const ENROLLMENT_WARNING_CODES = ['credit_card_required', 'client_purchase_disabled'] as const;

/** Codes of what allows an enrollment with a warning. */
export type EnrollmentWarningCode = (typeof ENROLLMENT_WARNING_CODES)[number];

/** Codes of enrollment restrictions (`cancelled` and `deleted` for event occurrences only). */
export const ENROLLMENT_RESTRICTION_CODES = [
  'client_purchase_disabled',
  'already_enrolled',
  'client_mode_booking_not_allowed',
  'clients_not_allowed',
  'full',
  'in_the_past',
  'inside_blackout_window',
  'too_far_in_advance',
  'members_not_allowed',
  'plan_required',
  'cancelled',
  'deleted',
] as const;

/** Codes of what keeps a person from enrolling. */
export type EnrollmentRestrictionCode = (typeof ENROLLMENT_RESTRICTION_CODES)[number];

/** Codes of waitlist restrictions. */
export const WAITLIST_RESTRICTION_CODES = [
  'event_cancelled',
  'event_deleted',
  'event_in_past',
  'person_already_waitlisted',
  'person_already_enrolled',
  'waitlist_full',
  'waitlist_disabled',
  'waitlist_unavailable',
] as const;

/** Codes of what keeps a person off a waitlist. */
export type WaitlistRestrictionCode = (typeof WAITLIST_RESTRICTION_CODES)[number];

/** A warning or restriction: its code and localized description. */
const reason = <const T extends readonly string[]>(codes: T) =>
  z.looseObject({ code: openEnum(codes), description: maybeString });

const enrollmentEligibilityShape = {
  person_id: z.number(),
  /** False when restrictions exist. */
  can_enroll: z.boolean(),
  warnings: maybe(z.array(reason(ENROLLMENT_WARNING_CODES))),
  restrictions: maybe(z.array(reason(ENROLLMENT_RESTRICTION_CODES))),
};

/** Whether a person can enroll, and why not. */
export interface EnrollmentEligibility
  extends z.output<z.ZodMiniObject<typeof enrollmentEligibilityShape, z.core.$loose>> {}

/** Whether a person can enroll, and why not. */
export const EnrollmentEligibility: z.ZodMiniType<EnrollmentEligibility> =
  z.looseObject(enrollmentEligibilityShape);

const waitlistEligibilityShape = {
  person_id: z.number(),
  can_waitlist: z.boolean(),
  restrictions: maybe(z.array(reason(WAITLIST_RESTRICTION_CODES))),
};

/** Whether a person can join a waitlist, and why not. */
export interface WaitlistEligibility
  extends z.output<z.ZodMiniObject<typeof waitlistEligibilityShape, z.core.$loose>> {}

/** Whether a person can join a waitlist, and why not. */
export const WaitlistEligibility: z.ZodMiniType<WaitlistEligibility> =
  z.looseObject(waitlistEligibilityShape);
