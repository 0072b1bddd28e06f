import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { WaitlistEntry } from '../schemas/waitlist-entry.ts';
import {
  type WaitlistEntryCreate,
  WaitlistEntryCreate as WaitlistEntryCreateBody,
  type WaitlistEntryListParams,
  WaitlistEntryListQuery,
} from '../schemas/waitlist-entry-input.ts';
import { bothSides, SidedResource } from './side.ts';

/** The waitlist entry endpoints of `front` and `desk` alike; bodies wrapped in `waitlist_entry`. */
export const waitlistEntryEndpoints = bothSides((prefix) => {
  const path = `${prefix}/waitlist_entries` as const;
  const entries = { key: 'waitlist_entries', schema: WaitlistEntry } as const;
  return {
    get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...entries }),
    listByPerson: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/people/:person_id/waitlist_entries`,
      query: WaitlistEntryListQuery,
      returns: 'page',
      ...entries,
    }),
    create: endpoint({
      method: 'POST',
      effect: 'write',
      idempotent: false,
      path,
      body: WaitlistEntryCreateBody,
      bodyKey: 'waitlist_entry',
      returns: 'one',
      ...entries,
    }),
    delete: endpoint({
      method: 'DELETE',
      effect: 'destructive',
      idempotent: true,
      path: `${path}/:id`,
      returns: 'none',
    }),
  };
});

/** Waitlist entries: on front, of the caller and their dependents; on desk, of any client. */
export class WaitlistEntries extends SidedResource {
  protected readonly endpointTable: EndpointTable = waitlistEntryEndpoints[this.side];

  /** One waitlist entry. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(waitlistEntryEndpoints[this.side].get, { path: { id } }, options);
  }

  /** A person's waitlist entries (the caller and dependents only on front). */
  listByPerson(personId: number, params?: WaitlistEntryListParams, options?: RequestOptions) {
    return this.core.paginate(
      waitlistEntryEndpoints[this.side].listByPerson,
      { path: { person_id: personId }, query: params },
      options,
    );
  }

  /** Puts a person (default the caller) on the waitlist of an event occurrence. */
  create(entry: WaitlistEntryCreate, options?: RequestOptions) {
    return this.core.call(waitlistEntryEndpoints[this.side].create, { body: entry }, options);
  }

  /** Deletes a waitlist entry. */
  delete(id: number, options?: RequestOptions) {
    return this.core.call(waitlistEntryEndpoints[this.side].delete, { path: { id } }, options);
  }
}
