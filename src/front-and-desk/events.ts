import { endpoint } from '../core/endpoint.ts';
import { Event } from '../schemas/event.ts';
import { EventListQuery } from '../schemas/event-input.ts';
import { sided } from './side.ts';

/** Events: on front, attendees limited to the caller and dependents; on desk, every attendee. */
export class Events extends sided((prefix, side) => {
  const path = `${prefix}/events` as const;
  const events = { key: 'events', schema: Event } as const;
  return {
    /** Events, all of them without a range; `to` at most 120 days after `from`. Public. */
    list: endpoint({
      method: 'GET',
      effect: 'read',
      path,
      public: side === 'front',
      query: EventListQuery,
      returns: 'list',
      ...events,
    }),
    /** One event. */
    get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...events }),
  };
}) {}
