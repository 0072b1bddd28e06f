import type { EventOccurrenceRow } from '../../state.ts';
import type { PayRecord } from '../catalogs/index.ts';
import { reportKey } from '../keys.ts';
import type { StateView } from '../state-view.ts';

/** What the sandbox's studio pays an instructor for a service: a base per occurrence, a sum per head. */
const BASE_PAY_CENTS = 2_000;
const PER_HEAD_CENTS = 300;
/** Days after a pay period's end until the owner reviews its pays, then until payroll records them. */
const REVIEW_DAYS = 2;
const RECORD_DAYS = 5;
const DAY = 86_400_000;

/**
 * The pays report: one record per staff member of each past occurrence with completed visits. Pay
 * periods are half months (1st–15th, 16th–end); a period's pays are reviewed by the owner two days
 * after it ends and recorded three days later.
 */
export function payRecords(view: StateView): PayRecord[] {
  const owner = view.tables.people.find(
    (person) => person.role === 'primary_owner' || person.role === 'owner',
  );
  return view.tables.occurrences.all().flatMap((occurrence) => {
    const completed = (view.visitsByOccurrence.get(occurrence.id) ?? []).filter(
      (v) => v.state === 'completed',
    );
    if (completed.length === 0 || occurrence.start_at > view.nowIso) return [];
    return occurrence.staff_member_ids.map((staffId, index) => ({
      ...payOf(view, occurrence, staffId, completed.length),
      ...reviewOf(view, occurrence, owner?.id ?? null),
      pay_id: occurrence.id * 100 + index + 1,
    }));
  });
}

function payOf(view: StateView, occurrence: EventOccurrenceRow, staffId: number, heads: number) {
  const fields = view.occurrenceFields(occurrence);
  const staff = view.tables.people.get(staffId);
  const perHead = heads * PER_HEAD_CENTS;
  return {
    key: reportKey(occurrence.id, staffId),
    ...view.business,
    staff_id: staffId,
    staff_name: view.nameOf(staffId),
    staff_home_location_name: view.locationName(staff?.location_id ?? null),
    pay_type: 'service' as const,
    pay_description: `${fields.event_name} on ${fields.service_date}`,
    base_pay_amount: BASE_PAY_CENTS,
    per_head_pay_amount: perHead,
    tiered_pay_amount: 0,
    final_pay_amount: BASE_PAY_CENTS + perHead,
    service_id: fields.service_id,
    service_name: fields.service_name,
    service_category: fields.service_category,
    service_type: fields.service_type,
    service_location_name: fields.service_location_name,
    service_date: fields.service_date,
    service_hours: fields.duration_in_hours,
    revenue_category: null,
  };
}

/** The half-month pay period of the occurrence and how far its review has gone by now. */
function reviewOf(view: StateView, occurrence: EventOccurrenceRow, ownerId: number | null) {
  const date = view.zone(occurrence.start_at).date;
  const [start, end] = payPeriod(date);
  const reviewedAt = Date.parse(`${end}T17:00:00Z`) + REVIEW_DAYS * DAY;
  const recordedAt = reviewedAt + RECORD_DAYS * DAY;
  const reviewed = reviewedAt <= view.now;
  const recorded = recordedAt <= view.now;
  const at = (ms: number) => view.zoned(new Date(ms).toISOString());
  return {
    pay_period: [start, end] as const,
    pay_period_start_date: start,
    pay_period_end_date: end,
    pay_state: recorded ? ('recorded' as const) : reviewed ? ('reviewed' as const) : ('pending' as const),
    pay_reviewed_at: reviewed ? at(reviewedAt) : null,
    pay_reviewed_date: reviewed ? view.localDate(new Date(reviewedAt).toISOString()) : null,
    pay_reviewed_by_id: reviewed ? ownerId : null,
    pay_reviewed_by_name: reviewed ? view.nameOf(ownerId) : null,
    pay_recorded_at: recorded ? at(recordedAt) : null,
  };
}

/** The half month holding `date`: the 1st to the 15th, or the 16th to the month's last day. */
function payPeriod(date: string): [string, string] {
  const month = date.slice(0, 7);
  if (Number(date.slice(8, 10)) <= 15) return [`${month}-01`, `${month}-15`];
  const last = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
  return [`${month}-16`, `${month}-${String(last).padStart(2, '0')}`];
}
