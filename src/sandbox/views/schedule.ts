import type { EventOccurrenceRow, LocationRow, ServiceRow, State, VisitRow } from '../state.ts';
import { fullName, personRef } from './people.ts';

const STATUS: Record<VisitRow['state'], string> = {
  reserved: 'reserved',
  registered: 'enrolled',
  completed: 'complete',
  noshowed: 'noshow',
  late_canceled: 'late_cancel',
};

/** Visits that take a place: every state but late cancel. */
export function takesPlace(visit: VisitRow): boolean {
  return visit.state !== 'late_canceled';
}

function visitsOf(state: State, occurrenceId: number): VisitRow[] {
  return state.tables.visits.filter((visit) => visit.event_occurrence_id === occurrenceId);
}

/** Places taken and left. */
export function capacityOf(state: State, occurrence: EventOccurrenceRow) {
  const visits = visitsOf(state, occurrence.id);
  const taken = visits.filter(takesPlace).length;
  return { visits, taken, remaining: Math.max(0, occurrence.capacity - taken) };
}

export function serviceView(state: State, service: ServiceRow) {
  const category = state.tables.serviceCategories.get(service.category_id);
  const price = service.price_cents;
  return {
    id: service.id,
    name: service.name,
    type: service.type,
    position: service.id,
    description: service.description,
    description_short: null,
    instructions: null,
    anonymous_staff: false,
    duration_in_minutes: service.duration_in_minutes,
    snap_duration_in_minutes: 30,
    setup_duration_in_minutes: 0,
    cleanup_duration_in_minutes: 0,
    enrollment_window_blackout_minutes: service.enrollment_window_blackout_minutes,
    free_cancellation_window_in_hours: service.free_cancellation_window_in_hours,
    visitors_can_view: service.hidden_at === null,
    clients_can_view: service.hidden_at === null,
    clients_can_book: service.clients_can_book,
    members_can_book: true,
    members_can_view: service.hidden_at === null,
    maximum_clients: service.maximum_clients,
    show_capacity_to_clients: true,
    show_rooms_to_clients: false,
    hidden_at: service.hidden_at,
    allow_tips: false,
    require_cc: service.require_cc,
    require_plan: service.require_plan,
    no_merchandise_price: null,
    category_id: service.category_id,
    category_name: category?.name ?? null,
    supports_single_payer: false,
    calendar_color: service.id * 3,
    location_ids: service.location_ids,
    pricing: {
      number_of_free_visits: 0,
      single_visit: {
        base_price: {
          currency_iso: state.business.currency_code,
          price_cents: price,
          price_string: money(price),
        },
        taxes: ['State Sales Tax'],
      },
    },
  };
}

export function locationView(state: State, location: LocationRow) {
  return {
    ...location,
    timezone: state.business.timezone,
    timezone_friendly: 'Pacific Time (US & Canada)',
  };
}

/** `$12.50`. */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** An occurrence; `detail` adds the visits (desk :id); `withPeople` false hides attendees (front). */
export function occurrenceView(
  state: State,
  occurrence: EventOccurrenceRow,
  detail: 'list' | 'show' | 'front',
) {
  const service = state.tables.services.get(occurrence.service_id);
  const { visits, taken, remaining } = capacityOf(state, occurrence);
  const people =
    detail === 'front'
      ? []
      : visits
          .filter(takesPlace)
          .map((visit) => personRef(state.tables.people.get(visit.person_id ?? 0)))
          .filter(Boolean);
  const view: Record<string, unknown> = {
    id: occurrence.id,
    event_id: occurrence.event_id,
    name: occurrence.name,
    description: occurrence.description,
    service_id: occurrence.service_id,
    service_name: service?.name ?? null,
    service_type: service?.type ?? null,
    location_id: occurrence.location_id,
    updating: false,
    start_at: occurrence.start_at,
    end_at: occurrence.end_at,
    timezone: state.business.timezone,
    attendance_complete: occurrence.attendance_complete,
    state: occurrence.state,
    full: remaining === 0,
    visits_count: taken,
    capacity_remaining: remaining,
    staff_members: occurrence.staff_member_ids.map((id) => {
      const staff = state.tables.people.get(id);
      return { id, name: staff ? fullName(staff) : null };
    }),
    people,
    created_at: occurrence.created_at,
    updated_at: occurrence.updated_at,
  };
  if (detail === 'show') view.visits = visits.map((visit) => visitCore(state, visit));
  return view;
}

function visitCore(state: State, visit: VisitRow) {
  const punch = visit.punch_id === null ? undefined : state.tables.punches.get(visit.punch_id);
  const plan = punch ? state.tables.plans.get(punch.plan_id) : undefined;
  return {
    id: visit.id,
    person_id: visit.person_id,
    event_occurrence_id: visit.event_occurrence_id,
    status: STATUS[visit.state],
    state: visit.state,
    registered_at: visit.registered_at,
    completed_at: visit.completed_at,
    noshow_at: visit.noshow_at,
    cancelled_at: visit.cancelled_at,
    created_at: visit.created_at,
    updated_at: visit.updated_at,
    paid: punch !== undefined,
    paid_for_by: plan?.name ?? null,
    punch_id: visit.punch_id,
  };
}

/** A visit with its occurrence and person. */
export function visitView(state: State, visit: VisitRow) {
  const occurrence = state.tables.occurrences.get(visit.event_occurrence_id);
  return {
    ...visitCore(state, visit),
    only_staff_can_cancel: false,
    event_occurrence: occurrence
      ? {
          id: occurrence.id,
          name: occurrence.name,
          service_id: occurrence.service_id,
          start_at: occurrence.start_at,
          end_at: occurrence.end_at,
        }
      : null,
    person: personRef(state.tables.people.get(visit.person_id ?? 0)),
  };
}
