import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Service } from '../schemas/service.ts';

const path = '/api/v2/front/services';
const services = { key: 'services', schema: Service } as const;

/** Services the token's person may see; do not share cached answers between persons. */
export class FrontServices extends resource({
  /** Every service the person may see. */
  list: endpoint({ method: 'GET', effect: 'read', path, returns: 'list', ...services }),
  /** One service. */
  get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...services }),
}) {}
