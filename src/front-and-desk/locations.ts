import { endpoint } from '../core/endpoint.ts';
import { Location } from '../schemas/location.ts';
import { sided } from './side.ts';

/** Locations of the business (front and desk). */
export class Locations extends sided((prefix) => {
  const location = { key: 'locations', schema: Location } as const;
  return {
    /** Every location. */
    list: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/locations`,
      returns: 'list',
      ...location,
    }),
    /** One location. */
    get: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/locations/:id`,
      returns: 'one',
      ...location,
    }),
  };
}) {}
