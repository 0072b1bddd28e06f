import { DAY, iso, isoDate, startOfDay } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { invalid, json, notFound, problem } from '../http.ts';
import { type SlotFilter, slotSummary, slotsOn } from '../rules/appointments.ts';
import type { ServiceRow } from '../state.ts';
import { fullName } from '../views/people.ts';
import { bothSideRoutes, found, idList, idParam, isDesk } from './support.ts';

const SUMMARY_MAX_DAYS = 90;

/** Appointment availability: free slots of a day, and the per-day score over at most 90 days. */
export const appointmentRoutes: Route[] = [
  ...bothSideRoutes(
    'appointments.availableSlotsSummary',
    'GET',
    '/appointments/:service_id/available_slots/summary',
    'front',
    summary,
  ),
  ...bothSideRoutes(
    'appointments.availableSlots',
    'GET',
    '/appointments/:service_id/available_slots',
    'front',
    slots,
  ),
];

function appointmentService(ctx: Context): ServiceRow {
  const service = found(ctx.state.tables.services, idParam(ctx, 'service_id'));
  if (service.type !== 'Appointment') notFound();
  if (!isDesk(ctx) && service.hidden_at !== null) notFound();
  return service;
}

function filterOf(ctx: Context): SlotFilter {
  return {
    front: !isDesk(ctx),
    staffIds: idList(ctx, 'staff_member_ids'),
    locationIds: idList(ctx, 'location_ids'),
  };
}

function dateParam(ctx: Context, name: string): number | undefined {
  const raw = ctx.url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(`${raw}T00:00:00Z`) : Number.NaN;
  return Number.isNaN(ms) ? invalid(problem('invalid', name)) : ms;
}

function slots(ctx: Context): Response {
  const service = appointmentService(ctx);
  const day = dateParam(ctx, 'date') ?? startOfDay(ctx.now);
  const answer = slotsOn(ctx.state, service, day, ctx.now, filterOf(ctx)).map((slot) => {
    const location = ctx.state.tables.locations.get(slot.locationId);
    const staff = ctx.state.tables.people.get(slot.staffId);
    return {
      duration_in_minutes: service.duration_in_minutes,
      start_at: iso(slot.start),
      end_at: iso(slot.end),
      date: isoDate(slot.start),
      location: { id: slot.locationId, name: location?.name ?? null },
      location_id: slot.locationId,
      staff_member: { id: slot.staffId, name: staff ? fullName(staff) : null },
    };
  });
  return json({ available_slots: answer });
}

/** `from` (default today) to `to` (default the month's last day), inclusive, at most 90 days. */
function summary(ctx: Context): Response {
  const service = appointmentService(ctx);
  const from = dateParam(ctx, 'from') ?? startOfDay(ctx.now);
  const now = new Date(ctx.now);
  const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0);
  const to = dateParam(ctx, 'to') ?? monthEnd;
  if (to < from) invalid(problem('invalid', 'to'));
  if ((to - from) / DAY + 1 > SUMMARY_MAX_DAYS)
    invalid(problem('range_too_long', 'to', { days: String(SUMMARY_MAX_DAYS) }));
  return json(slotSummary(ctx.state, service, from, to, ctx.now, filterOf(ctx)));
}
