import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Person } from '../schemas/person.ts';
import { FrontPersonQuery } from '../schemas/person-input.ts';

const path = '/api/v2/front/people';
const people = { query: FrontPersonQuery, returns: 'one', key: 'people', schema: Person } as const;

/** People as a client sees them: the caller and their dependents. */
export class FrontPeople extends resource({
  /** The person the token belongs to. */
  me: endpoint({ method: 'GET', effect: 'read', path: `${path}/me`, ...people }),
  /** The caller or one of their dependents. */
  get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, ...people }),
}) {}
