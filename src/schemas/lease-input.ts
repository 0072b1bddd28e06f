import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { oneOf } from './one-of.ts';

const required = () => z.string().check(z.minLength(1, 'is required'));

/** Front: the person of a lease, by id (the caller or a dependent). */
export const FrontLeasePerson = z.strictObject({
  /** The id of the caller or of a dependent. */
  id: p.id(),
});

/** Front: the person of a lease, by id (the caller or a dependent). */
export interface FrontLeasePerson extends z.input<typeof FrontLeasePerson> {}

const deskPersonExtras = {
  /** Phone number of a new person. */
  phone: z.optional(z.string()),
  /** Internal use only. */
  source: z.optional(z.string()),
  /** Emails an invitation to a new person (default false). */
  send_invite: z.optional(z.boolean()),
  /** Issues no new-client passes to a new person (default false). */
  skip_new_client_passes: z.optional(z.boolean()),
};

/** Desk: the person of a lease: an existing person by `id` or `email`, or a new person with names and email. */
export const DeskLeasePerson = oneOf(
  {
    'person by id': z.strictObject({
      /** An existing person's id. */
      id: p.id(),
      ...deskPersonExtras,
    }),
    'new person': z.strictObject({
      /** First name of the new person. */
      first_name: required(),
      /** Last name of the new person. */
      last_name: required(),
      /** Email address of the new person. */
      email: required(),
      ...deskPersonExtras,
    }),
    'person by email': z.strictObject({
      /** An existing person's email address. */
      email: required(),
      ...deskPersonExtras,
    }),
  },
  (person) =>
    'id' in person
      ? 'person by id'
      : 'first_name' in person || 'last_name' in person
        ? 'new person'
        : 'person by email',
  'must be {id}, {email}, or a new person {first_name, last_name, email}',
);

export type DeskLeasePerson = z.input<typeof DeskLeasePerson>;

/** The four lease shapes, each with `person` of the given kind and the given extra fields. */
function leaseShapes<P extends z.ZodMiniType, X extends z.core.$ZodLooseShape>(person: P, extra: X) {
  const common = {
    /** Who the lease is for; a person must be attached before the booking completes. */
    person: z.optional(person),
    ...extra,
  };
  return oneOf(
    {
      'event occurrence lease': z.strictObject({
        /** The event occurrence to hold a space in. */
        event_occurrence_id: p.id(),
        ...common,
      }),
      'appointment lease': z.strictObject({
        /** The appointment service to book. */
        service_id: p.id(),
        /** Disambiguates equal services at the same time. */
        staff_member_id: z.optional(p.id()),
        /** Disambiguates locations. */
        location_id: z.optional(p.id()),
        /** When the appointment starts. */
        start_at: p.timestamp(),
        ...common,
      }),
      'recurring lease': z.strictObject({
        /** The group class's event. */
        event_id: p.id(),
        /** The first occurrence to attend. */
        start_at: p.timestamp(),
        /** True enrols in the ongoing class. */
        recurring: z.boolean(),
        ...common,
      }),
      'course lease': z.strictObject({
        /** The course's event. */
        event_id: p.id(),
        /** When to join the course (default today). */
        start_at: z.optional(p.timestamp()),
        ...common,
      }),
    },
    leaseShapeOf,
    'needs event_occurrence_id, service_id or event_id',
  );
}

/** The shape a lease means, by its id key. */
function leaseShapeOf(lease: object) {
  if ('event_occurrence_id' in lease) return 'event occurrence lease';
  if ('service_id' in lease) return 'appointment lease';
  if ('event_id' in lease) return 'recurring' in lease ? 'recurring lease' : 'course lease';
  return undefined;
}

/** Front: a lease of an event occurrence, an appointment, a recurring group class or a course. */
export const FrontLeaseInput = leaseShapes(FrontLeasePerson, {});

export type FrontLeaseInput = z.input<typeof FrontLeaseInput>;

/** Desk: a lease shape with the desk person object; `allow_overbook` ignores event capacity. */
export const DeskLeaseInput = leaseShapes(DeskLeasePerson, {
  /** Ignores the event's capacity (default false). */
  allow_overbook: z.optional(z.boolean()),
});

export type DeskLeaseInput = z.input<typeof DeskLeaseInput>;

/** Front: a lease update; only its person can change. */
export const FrontLeaseUpdate = z.strictObject({
  /** The new person of the lease, `{id}`: the caller or a dependent. */
  person: FrontLeasePerson,
});

/** Front: a lease update; only its person can change. */
export interface FrontLeaseUpdate extends z.input<typeof FrontLeaseUpdate> {}

/** Desk: a lease update; only its person can change (existing by id or email, or new). */
export const DeskLeaseUpdate = z.strictObject({
  /** The new person of the lease: `{id}`, `{email}`, or a new `{first_name, last_name, email}`. */
  person: DeskLeasePerson,
});

/** Desk: a lease update; only its person can change (existing by id or email, or new). */
export interface DeskLeaseUpdate extends z.input<typeof DeskLeaseUpdate> {}
