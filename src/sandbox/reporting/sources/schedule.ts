import type { EventOccurrenceRow, VisitRow, WaitlistEntryRow } from '../../state.ts';
import { fullName } from '../../views/people.ts';
import type {
  EnrollmentRecord,
  EventOccurrenceRecord,
  EventOccurrenceStaffMemberRecord,
} from '../catalogs/index.ts';
import { reportKey } from '../keys.ts';
import { RecordSet } from '../record-set.ts';
import { STAFF_ROLES, type StateView, WAITLIST_STATES } from '../state-view.ts';
import { joined } from './common.ts';

/**
 * The enrollments report: one record per visit and per waitlist entry not yet enrolled, built as a page
 * reads them (a studio of 10,000 clients has 100,000 visits a year; a keyset page builds 500).
 */
export function enrollmentRecords(view: StateView): RecordSet<EnrollmentRecord> {
  const visits = view.tables.visits.all().map((visit) => ({ visit }));
  const waiting = view.tables.waitlist
    .all()
    .filter((entry) => entry.state !== 'enrolled' && WAITLIST_STATES[entry.state] !== undefined)
    .map((entry) => ({ entry }));
  return RecordSet.deferred<{ visit: VisitRow } | { entry: WaitlistEntryRow }, EnrollmentRecord>(
    [...visits, ...waiting],
    (item) => ('visit' in item ? reportKey(item.visit.id, 1) : reportKey(item.entry.id, 2)),
    (item) => ('visit' in item ? visitEnrollment(view, item.visit) : waitlistEnrollment(view, item.entry)),
  );
}

/** The event occurrences report: one record per occurrence. */
export function eventOccurrenceRecords(view: StateView): EventOccurrenceRecord[] {
  return view.tables.occurrences.all().map((occurrence) => ({
    key: reportKey(occurrence.id),
    ...view.business,
    ...view.occurrenceFields(occurrence),
    ...view.occurrenceCounts(occurrence),
    instructor_names: instructorNames(view, occurrence),
  }));
}

/** The event occurrence staff members report: one record per staff member of each occurrence. */
export function eventOccurrenceStaffMemberRecords(view: StateView): EventOccurrenceStaffMemberRecord[] {
  return view.tables.occurrences
    .all()
    .flatMap((occurrence) => occurrence.staff_member_ids.map((id) => staffRow(view, occurrence, id)));
}

/** The names of an occurrence's staff, as `instructor_names` lists them. */
export function instructorNames(view: StateView, occurrence: EventOccurrenceRow): string | null {
  return joined(occurrence.staff_member_ids.flatMap((id) => view.nameOf(id) ?? []));
}

function visitEnrollment(view: StateView, visit: VisitRow): EnrollmentRecord {
  const punch = visit.punch_id === null ? undefined : view.tables.punches.get(visit.punch_id);
  const plan = punch ? view.tables.plans.get(punch.plan_id) : undefined;
  return {
    key: reportKey(visit.id, 1),
    ...enrollmentBase(view, visit.person_id, visit.event_occurrence_id),
    visit_id: visit.id,
    state: visit.state,
    is_waitlist: false,
    is_paid: punch !== undefined,
    punch_id: visit.punch_id,
    plan_id: plan?.id ?? null,
    plan_product_id: plan?.plan_product_id ?? null,
    paid_with: plan?.name ?? null,
    paid_with_type: plan ? (plan.type.toLowerCase() as 'membership' | 'pack' | 'prepaid') : 'unpaid',
    registered_at: view.zoned(visit.registered_at),
    completed_at: view.zoned(visit.completed_at),
    noshow_at: view.zoned(visit.noshow_at),
    cancelled_at: view.zoned(visit.cancelled_at),
  };
}

function waitlistEnrollment(view: StateView, entry: WaitlistEntryRow): EnrollmentRecord {
  const state = WAITLIST_STATES[entry.state as keyof typeof WAITLIST_STATES];
  return {
    key: reportKey(entry.id, 2),
    ...enrollmentBase(view, entry.person_id, entry.event_occurrence_id),
    waitlist_id: entry.id,
    state,
    is_waitlist: true,
    is_paid: false,
    paid_with_type: 'unpaid',
    waitlisted_at: view.zoned(entry.created_at),
  };
}

function enrollmentBase(view: StateView, personId: number | null, occurrenceId: number) {
  const person = personId === null ? undefined : view.tables.people.get(personId);
  const occurrence = view.tables.occurrences.get(occurrenceId);
  return {
    ...view.business,
    person_id: personId,
    full_name: person ? fullName(person) : null,
    email: person?.email ?? null,
    phone: person?.phone ?? null,
    instructor_names: occurrence ? instructorNames(view, occurrence) : null,
    ...(occurrence ? view.occurrenceFields(occurrence) : { event_occurrence_id: occurrenceId }),
  };
}

function staffRow(
  view: StateView,
  occurrence: EventOccurrenceRow,
  staffId: number,
): EventOccurrenceStaffMemberRecord {
  const staff = view.tables.people.get(staffId);
  const person = staff ? view.personFields(staff) : undefined;
  return {
    key: reportKey(occurrence.id, staffId),
    ...view.business,
    ...view.occurrenceFields(occurrence),
    ...view.occurrenceCounts(occurrence),
    person_id: staffId,
    full_name: person?.full_name ?? null,
    email: person?.email ?? null,
    phone: person?.phone ?? null,
    address: person?.address ?? null,
    street_address: person?.street_address ?? null,
    street_address2: person?.street_address2 ?? null,
    city: person?.city ?? null,
    state_code: person?.state_code ?? null,
    postal_code: person?.postal_code ?? null,
    country_code: person?.country_code ?? null,
    home_location_id: staff?.location_id ?? null,
    home_location_name: person?.home_location_name ?? null,
    role: staff ? STAFF_ROLES[staff.role] : null,
  };
}
