import type * as z from 'zod/mini';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Booking } from '../schemas/booking.ts';
import { type BookingUpdate, BookingUpdate as BookingUpdateBody } from '../schemas/booking-input.ts';
import { Lease } from '../schemas/lease.ts';
import type { Side } from './side.ts';

/** The input rules of one namespace's booking and lease writes. */
interface BookingBodies {
  booking: z.ZodMiniType;
  lease: z.ZodMiniType;
  leaseUpdate: z.ZodMiniType;
}

/** The booking and lease endpoints of `front` or `desk`; write bodies wrapped in `booking` / `lease`. */
export function bookingEndpoints(side: Side, bodies: BookingBodies) {
  const path = `/api/v2/${side}/bookings` as const;
  const leases = `${path}/:booking_id/leases` as const;
  const booking = { key: 'bookings', schema: Booking } as const;
  const lease = { key: 'leases', schema: Lease } as const;
  return {
    get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...booking }),
    create: endpoint({
      method: 'POST',
      effect: 'write',
      idempotent: false,
      path,
      body: bodies.booking,
      bodyKey: 'booking',
      returns: 'one',
      ...booking,
    }),
    update: endpoint({
      method: 'PUT',
      effect: 'write',
      idempotent: true,
      path: `${path}/:id`,
      body: BookingUpdateBody,
      bodyKey: 'booking',
      returns: 'one',
      ...booking,
    }),
    delete: endpoint({
      method: 'DELETE',
      effect: 'destructive',
      idempotent: true,
      path: `${path}/:id`,
      returns: 'none',
    }),
    getLease: endpoint({ method: 'GET', effect: 'read', path: `${leases}/:id`, returns: 'one', ...lease }),
    createLease: endpoint({
      method: 'POST',
      effect: 'write',
      idempotent: false,
      path: leases,
      body: bodies.lease,
      bodyKey: 'lease',
      returns: 'one',
      ...lease,
    }),
    updateLease: endpoint({
      method: 'PUT',
      effect: 'write',
      idempotent: true,
      path: `${leases}/:id`,
      body: bodies.leaseUpdate,
      bodyKey: 'lease',
      returns: 'one',
      ...lease,
    }),
    deleteLease: endpoint({
      method: 'DELETE',
      effect: 'destructive',
      idempotent: true,
      path: `${leases}/:id`,
      returns: 'none',
    }),
  };
}

type Endpoints = ReturnType<typeof bookingEndpoints>;

/** The leases of a booking: spaces held in classes, courses or appointments. */
export class Leases<Input, Update> extends Resource {
  protected readonly endpointTable: EndpointTable;
  readonly #endpoints: Endpoints;

  constructor(client: Pike13Client, endpoints: Endpoints) {
    super(client);
    this.#endpoints = endpoints;
    this.endpointTable = {
      get: endpoints.getLease,
      create: endpoints.createLease,
      update: endpoints.updateLease,
      delete: endpoints.deleteLease,
    };
  }

  /** One lease of a booking. */
  get(bookingId: number, id: number, options?: RequestOptions) {
    return this.core.call(this.#endpoints.getLease, { path: { booking_id: bookingId, id } }, options);
  }

  /** Adds a lease (one of the four lease shapes) to a booking. */
  create(bookingId: number, lease: Input, options?: RequestOptions) {
    return this.core.call(
      this.#endpoints.createLease,
      { path: { booking_id: bookingId }, body: lease },
      options,
    );
  }

  /** Changes the person of a lease; the leased service cannot change (delete and recreate). */
  update(bookingId: number, id: number, lease: Update, options?: RequestOptions) {
    return this.core.call(
      this.#endpoints.updateLease,
      { path: { booking_id: bookingId, id }, body: lease },
      options,
    );
  }

  /** Destroys a lease and its held reservations; only in an incomplete booking. */
  delete(bookingId: number, id: number, options?: RequestOptions) {
    return this.core.call(this.#endpoints.deleteLease, { path: { booking_id: bookingId, id } }, options);
  }
}

/** Bookings of front or desk: `Create` is the booking body, `LeaseInput` / `LeaseUpdate` the lease bodies. */
export abstract class Bookings<
  Create extends { idempotency_token?: string | undefined },
  LeaseInput,
  LeaseUpdate,
> extends Resource {
  /** The leases of a booking. */
  readonly leases: Leases<LeaseInput, LeaseUpdate>;
  protected readonly endpointTable: EndpointTable;
  readonly #endpoints: Endpoints;

  constructor(client: Pike13Client, endpoints: Endpoints) {
    super(client);
    this.#endpoints = endpoints;
    const { get, create, update, delete: remove } = endpoints;
    this.endpointTable = { get, create, update, delete: remove };
    this.leases = new Leases(client, endpoints);
  }

  /** One booking. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(this.#endpoints.get, { path: { id } }, options);
  }

  /** Creates a booking with its leases; `idempotency_token` is filled in, so a failed send may be retried. */
  create(booking: Create, options?: RequestOptions) {
    const body = { ...booking, idempotency_token: booking.idempotency_token ?? crypto.randomUUID() };
    return this.core.call(this.#endpoints.create, { body }, options);
  }

  /** Updates a booking (`complete_booking`, `expires_at`); no leases can be added here. */
  update(id: number, booking: BookingUpdate, options?: RequestOptions) {
    return this.core.call(this.#endpoints.update, { path: { id }, body: booking }, options);
  }

  /** Completes a booking: its leases go from reserved to registered. */
  complete(id: number, options?: RequestOptions) {
    return this.update(id, { complete_booking: true }, options);
  }

  /** Deletes a booking: a completed one alone, an incomplete one with its leases, visits, plans and invoices. */
  delete(id: number, options?: RequestOptions) {
    return this.core.call(this.#endpoints.delete, { path: { id } }, options);
  }
}
