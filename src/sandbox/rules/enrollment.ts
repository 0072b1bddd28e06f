import { MINUTE } from '../clock.ts';
import type { EventOccurrenceRow, PersonRow, State } from '../state.ts';
import { capacityOf } from '../views/schedule.ts';

/** A code and its English description, as eligibility answers carry them. */
export interface Reason {
  code: string;
  description: string;
}

const DESCRIPTIONS: Record<string, string> = {
  full: 'This event is full.',
  in_the_past: 'This event has already started.',
  already_enrolled: 'Already enrolled in this event.',
  inside_blackout_window: 'Enrollment has closed for this event.',
  too_far_in_advance: 'Enrollment is not open yet for this event.',
  plan_required: 'A plan is required to enroll.',
  cancelled: 'This event has been cancelled.',
  deleted: 'This event has been deleted.',
  clients_not_allowed: 'Clients cannot enroll in this event.',
  credit_card_required: 'A credit card on file is required.',
  client_purchase_disabled: 'Purchases are disabled for clients.',
};

/** How far ahead clients may enroll (the sandbox's setting). */
const ADVANCE_DAYS = 120;

function reason(code: string): Reason {
  return { code, description: DESCRIPTIONS[code] ?? code };
}

/** True when `person` has a visit taking a place in the occurrence. */
export function isEnrolled(state: State, occurrence: EventOccurrenceRow, personId: number): boolean {
  return capacityOf(state, occurrence).visits.some(
    (v) => v.person_id === personId && v.state !== 'late_canceled',
  );
}

/** A usable plan of the person covering the service at `day` (`plan_required`). */
export function usablePlan(state: State, personId: number, serviceId: number, day: string) {
  return state.tables.plans.find((plan) => {
    if (!plan.person_ids.includes(personId) || plan.canceled_at !== null || plan.on_hold) return false;
    if (plan.start_date > day || (plan.end_date !== null && plan.end_date < day)) return false;
    const product = state.tables.planProducts.get(plan.plan_product_id);
    if (!product?.service_ids.includes(serviceId)) return false;
    if (plan.count === null) return true;
    const punches = state.tables.punches.filter((p) => p.plan_id === plan.id).length;
    return punches < plan.count;
  });
}

/** The enrollment restrictions and warnings of one person for one occurrence, computed from the data. */
export function enrollmentCheck(
  state: State,
  occurrence: EventOccurrenceRow,
  person: PersonRow | undefined,
  now: number,
) {
  const service = state.tables.services.get(occurrence.service_id);
  const start = Date.parse(occurrence.start_at);
  const restrictions: Reason[] = [];
  const warnings: Reason[] = [];
  if (occurrence.state === 'canceled') restrictions.push(reason('cancelled'));
  if (occurrence.state === 'deleted') restrictions.push(reason('deleted'));
  if (start <= now) restrictions.push(reason('in_the_past'));
  else if (start - now < (service?.enrollment_window_blackout_minutes ?? 0) * MINUTE) {
    restrictions.push(reason('inside_blackout_window'));
  }
  if (start - now > ADVANCE_DAYS * 24 * 60 * MINUTE) restrictions.push(reason('too_far_in_advance'));
  if (person && isEnrolled(state, occurrence, person.id)) restrictions.push(reason('already_enrolled'));
  else if (capacityOf(state, occurrence).remaining === 0) restrictions.push(reason('full'));
  if (
    service?.require_plan &&
    !(person && usablePlan(state, person.id, service.id, occurrence.start_at.slice(0, 10)))
  ) {
    restrictions.push(reason('plan_required'));
  }
  if (
    service?.require_cc &&
    !(person && state.tables.formsOfPayment.find((f) => f.person_id === person.id))
  ) {
    warnings.push(reason('credit_card_required'));
  }
  return { restrictions, warnings };
}

/** Waitlist restrictions of one person for one occurrence. */
export function waitlistCheck(
  state: State,
  occurrence: EventOccurrenceRow,
  person: PersonRow,
  now: number,
): Reason[] {
  const codes: string[] = [];
  if (occurrence.state === 'canceled') codes.push('event_cancelled');
  if (occurrence.state === 'deleted') codes.push('event_deleted');
  if (Date.parse(occurrence.start_at) <= now) codes.push('event_in_past');
  if (!occurrence.waitlist_enabled) codes.push('waitlist_disabled');
  const waiting = state.tables.waitlist.find(
    (w) => w.event_occurrence_id === occurrence.id && w.person_id === person.id && w.state === 'waiting',
  );
  if (waiting) codes.push('person_already_waitlisted');
  if (isEnrolled(state, occurrence, person.id)) codes.push('person_already_enrolled');
  return codes.map((code) => ({ code, description: code.replaceAll('_', ' ') }));
}
