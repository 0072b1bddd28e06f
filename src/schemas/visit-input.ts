import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { pairedRange } from './ranges.ts';
import { VISIT_STATE_EVENTS, VISIT_STATES } from './visit.ts';

const visitListQueryShape = {
  ...p.pagination,
  /** Only visits of occurrences starting at or after this moment; requires `to`. */
  from: z.optional(p.timestamp()),
  /** Only visits of occurrences starting before this moment; requires `from`. */
  to: z.optional(p.timestamp()),
  /** Only visits of this event occurrence. */
  event_occurrence_id: z.optional(p.id()),
};
/** Params of the visit lists (ascending by occurrence start): `from` and `to` each require the other. */
export interface VisitListParams
  extends z.input<z.ZodMiniObject<typeof visitListQueryShape, z.core.$strict>> {}
/** Params of the visit lists (ascending by occurrence start): `from` and `to` each require the other. */
export const VisitListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof visitListQueryShape, z.core.$strict>>,
  VisitListParams
> = z.strictObject(visitListQueryShape).check(...pairedRange);

const frontVisitCreateShape = {
  /** The person who visits: the caller or a dependent (default the caller). */
  person_id: z.optional(p.id()),
  /** The event occurrence to visit (required). */
  event_occurrence_id: p.id(),
};
/** Front: a new visit; `person_id` defaults to the caller; the client is always notified. */
export interface FrontVisitCreate
  extends z.input<z.ZodMiniObject<typeof frontVisitCreateShape, z.core.$strict>> {}
/** Front: a new visit; `person_id` defaults to the caller; the client is always notified. */
export const FrontVisitCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof frontVisitCreateShape, z.core.$strict>>,
  FrontVisitCreate
> = z.strictObject(frontVisitCreateShape);

/** Checks the desk POST visit may ask for; a failing one makes the service answer 422. */
export const VISIT_RESTRICTIONS = ['inside_blackout_window', 'full', 'in_the_past'] as const;
/** Restrictions a desk visit creation may check. */
export type VisitRestriction = (typeof VISIT_RESTRICTIONS)[number];

const deskVisitCreateShape = {
  /** The person who visits; required unless `state` is `reserved`. */
  person_id: z.optional(p.id()),
  /** The event occurrence to visit (required). */
  event_occurrence_id: p.id(),
  /** The state of the new visit (default registered). */
  state: z.optional(z.enum(VISIT_STATES)),
  /** Notifies the client of the new visit (default true); write-only. */
  notify_client: z.optional(z.boolean()),
  /** Checks to enforce, of inside_blackout_window, full and in_the_past; a failing one answers 422. */
  restrictions: z.optional(z.array(z.enum(VISIT_RESTRICTIONS))),
};
/** Desk: a new visit; `person_id` required unless `state` is reserved. */
export interface DeskVisitCreate
  extends z.input<z.ZodMiniObject<typeof deskVisitCreateShape, z.core.$strict>> {}
/** Desk: a new visit; `person_id` required unless `state` is reserved. */
export const DeskVisitCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskVisitCreateShape, z.core.$strict>>,
  DeskVisitCreate
> = z.strictObject(deskVisitCreateShape).check(
  z.refine((visit) => visit.person_id !== undefined || visit.state === 'reserved', {
    message: 'is required unless state is reserved',
    path: ['person_id'],
  }),
);

const visitUpdateShape = {
  /** Sets the visit's person when it has none (a set person cannot be changed). */
  person_id: z.optional(p.id()),
  /** Moves the visit: register, complete, noshow, late_cancel or reset (back to registered). */
  state_event: z.optional(z.enum(VISIT_STATE_EVENTS)),
};
/** Desk: a visit update; `person_id` may be set (not changed), `state_event` moves the visit. */
export interface VisitUpdate extends z.input<z.ZodMiniObject<typeof visitUpdateShape, z.core.$strict>> {}
/** Desk: a visit update; `person_id` may be set (not changed), `state_event` moves the visit. */
export const VisitUpdate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof visitUpdateShape, z.core.$strict>>,
  VisitUpdate
> = z.strictObject(visitUpdateShape);

const recurring = {
  /** Also removes the future visits of the same recurring enrollment (default false). */
  remove_recurring_enrollment: z.optional(z.boolean()),
};

/** Front: params of a visit deletion (only when free to cancel). */
export interface FrontVisitDeleteParams extends z.input<z.ZodMiniObject<typeof recurring, z.core.$strict>> {}
/** Front: params of a visit deletion (only when free to cancel). */
export const FrontVisitDeleteQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof recurring, z.core.$strict>>,
  FrontVisitDeleteParams
> = z.strictObject(recurring);

/** Desk: params of a visit deletion. */
const deskVisitDeleteQueryShape = {
  /** Notifies the client (default true). */
  notify_client: z.optional(z.boolean()),
  ...recurring,
};
/** Desk: params of a visit deletion. */
export interface DeskVisitDeleteParams
  extends z.input<z.ZodMiniObject<typeof deskVisitDeleteQueryShape, z.core.$strict>> {}
/** Rules of the params of a desk visit deletion. */
export const DeskVisitDeleteQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskVisitDeleteQueryShape, z.core.$strict>>,
  DeskVisitDeleteParams
> = z.strictObject(deskVisitDeleteQueryShape);
