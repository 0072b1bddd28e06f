import { endpoint } from '../core/endpoint.ts';
import { WaitlistEntry } from '../schemas/waitlist-entry.ts';
import { WaitlistEntryCreate, WaitlistEntryListQuery } from '../schemas/waitlist-entry-input.ts';
import { sided } from './side.ts';

/** Waitlist entries: on front, of the caller and their dependents; on desk, of any client. */
export class WaitlistEntries extends sided((prefix) => {
  const path = `${prefix}/waitlist_entries` as const;
  const entries = { key: 'waitlist_entries', schema: WaitlistEntry } as const;
  return {
    /** One waitlist entry. */
    get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...entries }),
    /** A person's waitlist entries (the caller and dependents only on front). */
    listByPerson: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/people/:person_id/waitlist_entries`,
      query: WaitlistEntryListQuery,
      returns: 'page',
      ...entries,
    }),
    /** Puts a person (default the caller) on the waitlist of an event occurrence. */
    create: endpoint({
      method: 'POST',
      effect: 'write',
      idempotent: false,
      path,
      body: WaitlistEntryCreate,
      bodyKey: 'waitlist_entry',
      arg: 'entry',
      returns: 'one',
      ...entries,
    }),
    /** Deletes a waitlist entry. */
    delete: endpoint({
      method: 'DELETE',
      effect: 'destructive',
      idempotent: true,
      path: `${path}/:id`,
      returns: 'none',
    }),
  };
}) {}
