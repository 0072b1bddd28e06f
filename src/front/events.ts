import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { Resource } from '../core/resource.ts';
import { Event, type EventListParams, EventListQuery } from '../schemas/event.ts';
import { bothSides } from './side.ts';

/** The event endpoints of `front` (list public: `clientId` without a token) and `desk`. */
export const eventEndpoints = bothSides((prefix, side) => {
  const path = `${prefix}/events` as const;
  const events = { key: 'events', schema: Event } as const;
  return {
    list: endpoint({
      method: 'GET',
      path,
      public: side === 'front',
      query: EventListQuery,
      returns: 'list',
      ...events,
    }),
    get: endpoint({ method: 'GET', path: `${path}/:id`, returns: 'one', ...events }),
  };
});

/** Events as a client sees them: attendees limited to the caller and dependents. */
export class FrontEvents extends Resource {
  protected readonly endpoints = eventEndpoints.front;

  /** Events, all of them without a range; `to` at most 120 days after `from`. Public. */
  list(params?: EventListParams, options?: RequestOptions) {
    return this.core.call(this.endpoints.list, { query: params }, options);
  }

  /** One event. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(this.endpoints.get, { path: { id } }, options);
  }
}
