import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Business } from '../schemas/business.ts';

/** The businesses of the token's account. */
export class AccountBusinesses extends resource({
  /** Every business the account belongs to, as client or staff. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/account/businesses',
    api: 'account',
    returns: 'list',
    key: 'businesses',
    schema: Business,
  }),
}) {}
