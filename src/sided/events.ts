import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Event } from '../schemas/event.ts';
import { type EventListParams, EventListQuery } from '../schemas/event-input.ts';
import { bothSides, SidedResource } from './side.ts';

/** The event endpoints of `front` (list public: `clientId` without a token) and `desk`. */
const eventEndpoints = bothSides((prefix, side) => {
  const path = `${prefix}/events` as const;
  const events = { key: 'events', schema: Event } as const;
  return {
    list: endpoint({
      method: 'GET',
      effect: 'read',
      path,
      public: side === 'front',
      query: EventListQuery,
      returns: 'list',
      ...events,
    }),
    get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...events }),
  };
});

/** Events: on front, attendees limited to the caller and dependents; on desk, every attendee. */
export class Events extends SidedResource {
  protected readonly endpointTable: EndpointTable = eventEndpoints[this.side];

  /** Events, all of them without a range; `to` at most 120 days after `from`. Public. */
  list(params?: EventListParams, options?: RequestOptions) {
    return this.core.call(eventEndpoints[this.side].list, { query: params }, options);
  }

  /** One event. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(eventEndpoints[this.side].get, { path: { id } }, options);
  }
}
