import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { maybe, openEnum, timestamp } from './common.ts';
import { PersonRef } from './person.ts';

/** A temporary reservation of a space in a class, course or appointment, held by a booking. */
export const Lease = z.looseObject({
  id: z.number(),
  booking_id: maybe(z.number()),
  event_occurrence_id: maybe(z.number()),
  event_id: maybe(z.number()),
  service_id: maybe(z.number()),
  staff_member_id: maybe(z.number()),
  location_id: maybe(z.number()),
  visit_id: maybe(z.number()),
  person_id: maybe(z.number()),
  /** Reserved until the booking is completed, then registered. */
  state: maybe(openEnum(['reserved', 'registered', 'expired'] as const)),
  /** Ongoing enrollment in a group class. */
  recurring: maybe(z.boolean()),
  start_at: maybe(timestamp),
  end_at: maybe(timestamp),
  expires_at: maybe(timestamp),
  created_at: maybe(timestamp),
  updated_at: maybe(timestamp),
  person: maybe(PersonRef),
});
export type Lease = z.infer<typeof Lease>;

const required = () => z.string().check(z.minLength(1, 'is required'));

/** Front: the person of a lease, by id (the caller or a dependent). */
export const FrontLeasePerson = z.object({ id: p.id() });
export type FrontLeasePerson = z.input<typeof FrontLeasePerson>;

const deskPersonExtras = {
  phone: z.optional(z.string()),
  /** Internal use only. */
  source: z.optional(z.string()),
  /** Emails an invitation to a new person (default false). */
  send_invite: z.optional(z.boolean()),
  skip_new_client_passes: z.optional(z.boolean()),
};

/** Desk: the person of a lease: an existing person by `id` or `email`, or a new person with names and email. */
export const DeskLeasePerson = z.union(
  [
    z.object({ first_name: required(), last_name: required(), email: required(), ...deskPersonExtras }),
    z.object({ id: p.id(), ...deskPersonExtras }),
    z.strictObject({ email: required(), ...deskPersonExtras }),
  ],
  { error: 'must be {id}, {email}, or a new person {first_name, last_name, email}' },
);
export type DeskLeasePerson = z.input<typeof DeskLeasePerson>;

/** The four lease shapes, each with `person` of the given kind and the given extra fields. */
function leaseShapes<P extends z.ZodMiniType, X extends z.core.$ZodLooseShape>(person: P, extra: X) {
  const common = { person: z.optional(person), ...extra };
  return {
    eventOccurrence: z.strictObject({ event_occurrence_id: p.id(), ...common }),
    appointment: z.strictObject({
      service_id: p.id(),
      /** Disambiguates equal services at the same time. */
      staff_member_id: z.optional(p.id()),
      /** Disambiguates locations. */
      location_id: z.optional(p.id()),
      start_at: p.timestamp(),
      ...common,
    }),
    recurring: z.strictObject({
      event_id: p.id(),
      start_at: p.timestamp(),
      recurring: z.boolean(),
      ...common,
    }),
    course: z.strictObject({ event_id: p.id(), start_at: z.optional(p.timestamp()), ...common }),
  };
}

type Shapes = Record<'eventOccurrence' | 'appointment' | 'recurring' | 'course', z.ZodMiniType>;

/** The shape a lease means, by its id key: errors then name the field at fault, not the whole lease. */
function shapeOf(lease: unknown): keyof Shapes | undefined {
  if (typeof lease !== 'object' || lease === null) return 'eventOccurrence';
  if ('event_occurrence_id' in lease) return 'eventOccurrence';
  if ('service_id' in lease) return 'appointment';
  if ('event_id' in lease) return 'recurring' in lease ? 'recurring' : 'course';
  return undefined;
}

/** One of the lease shapes, checked against the shape its id key names. */
function lease<S extends Shapes>(shapes: S) {
  const check = z.superRefine((value: unknown, ctx) => {
    const name = shapeOf(value);
    if (name === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'needs event_occurrence_id, service_id or event_id',
        input: value,
      });
      return;
    }
    for (const issue of shapes[name].safeParse(value).error?.issues ?? []) {
      const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      for (const key of unknownKeys) {
        ctx.addIssue({
          code: 'custom',
          message: `is not a field of the ${name} lease`,
          path: [...issue.path, key],
          input: value,
        });
      }
      if (unknownKeys.length === 0)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value });
    }
  });
  return z.unknown().check(check) as unknown as z.ZodMiniType<z.output<S[keyof S]>, z.input<S[keyof S]>>;
}

/** Front: a lease of an event occurrence, an appointment, a recurring group class or a course. */
export const FrontLeaseInput = lease(leaseShapes(FrontLeasePerson, {}));
export type FrontLeaseInput = z.input<typeof FrontLeaseInput>;

/** Desk: a lease shape with the desk person object; `allow_overbook` ignores event capacity. */
export const DeskLeaseInput = lease(
  leaseShapes(DeskLeasePerson, { allow_overbook: z.optional(z.boolean()) }),
);
export type DeskLeaseInput = z.input<typeof DeskLeaseInput>;

/** Front: a lease update; only its person can change. */
export const FrontLeaseUpdate = z.object({ person: FrontLeasePerson });
export type FrontLeaseUpdate = z.input<typeof FrontLeaseUpdate>;

/** Desk: a lease update; only its person can change (existing by id or email, or new). */
export const DeskLeaseUpdate = z.object({ person: DeskLeasePerson });
export type DeskLeaseUpdate = z.input<typeof DeskLeaseUpdate>;
