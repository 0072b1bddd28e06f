import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Person } from '../schemas/person.ts';

/** The people of the token's account: one per business it belongs to. */
export class AccountPeople extends resource({
  /** The account's person in each of its businesses. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/account/people',
    api: 'account',
    returns: 'list',
    key: 'people',
    schema: Person,
  }),
}) {}
