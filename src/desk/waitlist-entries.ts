import type { Pike13Client } from '../core/client.ts';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { WaitlistEntry } from '../schemas/waitlist-entry.ts';
import {
  type WaitlistEntryListParams,
  WaitlistEntryListQuery,
  type WaitlistEntryUpdate,
  WaitlistEntryUpdate as WaitlistEntryUpdateBody,
} from '../schemas/waitlist-entry-input.ts';
import { WaitlistEntries, waitlistEntryEndpoints } from '../sided/waitlist-entries.ts';

const entries = { key: 'waitlist_entries', schema: WaitlistEntry } as const;

const listByEventOccurrence = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/event_occurrences/:event_occurrence_id/waitlist_entries',
  query: WaitlistEntryListQuery,
  returns: 'page',
  ...entries,
});
const update = endpoint({
  method: 'PUT',
  effect: 'write',
  idempotent: true,
  path: '/api/v2/desk/waitlist_entries/:id',
  body: WaitlistEntryUpdateBody,
  bodyKey: 'waitlist_entry',
  returns: 'one',
  ...entries,
});

/** Waitlist entries of any client. */
export class DeskWaitlistEntries extends WaitlistEntries {
  protected override readonly endpointTable: EndpointTable = {
    ...waitlistEntryEndpoints.desk,
    listByEventOccurrence,
    update,
  };

  constructor(client: Pike13Client) {
    super(client, 'desk');
  }

  /** The waitlist of an event occurrence. */
  listByEventOccurrence(
    eventOccurrenceId: number,
    params?: WaitlistEntryListParams,
    options?: RequestOptions,
  ) {
    const path = { event_occurrence_id: eventOccurrenceId };
    return this.core.paginate(listByEventOccurrence, { path, query: params }, options);
  }

  /** Moves a waitlist entry with the write-only `state_event` (e.g. `enroll`). */
  update(id: number, entry: WaitlistEntryUpdate, options?: RequestOptions) {
    return this.core.call(update, { path: { id }, body: entry }, options);
  }
}
