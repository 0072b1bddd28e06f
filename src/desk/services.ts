import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { DeskServiceList, Service } from '../schemas/service.ts';
import { DeskServiceListQuery } from '../schemas/service-input.ts';

const path = '/api/v2/desk/services';

/** Services of the business, as staff see them. */
export class DeskServices extends resource({
  /** Every service (hidden ones with `include_hidden`), and the categories they are grouped under. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path,
    query: DeskServiceListQuery,
    returns: 'body',
    schema: DeskServiceList,
  }),
  /** One service. */
  get: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${path}/:id`,
    returns: 'one',
    key: 'services',
    schema: Service,
  }),
}) {}
