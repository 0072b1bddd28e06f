import { extendResource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { WaitlistEntries } from '../front-and-desk/waitlist-entries.ts';
import { WaitlistEntry } from '../schemas/waitlist-entry.ts';
import { WaitlistEntryListQuery, WaitlistEntryUpdate } from '../schemas/waitlist-entry-input.ts';

const entries = { key: 'waitlist_entries', schema: WaitlistEntry } as const;

/** Waitlist entries of any client. */
export class DeskWaitlistEntries extends extendResource(WaitlistEntries, {
  /** The waitlist of an event occurrence. */
  listByEventOccurrence: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/event_occurrences/:event_occurrence_id/waitlist_entries',
    query: WaitlistEntryListQuery,
    returns: 'page',
    ...entries,
  }),
  /** Moves a waitlist entry with the write-only `state_event` (e.g. `enroll`). */
  update: endpoint({
    method: 'PUT',
    effect: 'write',
    idempotent: true,
    path: '/api/v2/desk/waitlist_entries/:id',
    body: WaitlistEntryUpdate,
    bodyKey: 'waitlist_entry',
    arg: 'entry',
    returns: 'one',
    ...entries,
  }),
}) {
  constructor(client: Pike13Client) {
    super(client, 'desk');
  }
}
