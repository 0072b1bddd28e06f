import { endpoint } from '../core/endpoint.ts';
import { Waiver } from '../schemas/waiver.ts';
import { sided } from './side.ts';

/** Waivers of one person (front and desk). */
export class Waivers extends sided((prefix) => ({
  /** The waivers a person has to sign or has signed. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/people/:person_id/waivers`,
    returns: 'list',
    key: 'waivers',
    schema: Waiver,
  }),
})) {}
