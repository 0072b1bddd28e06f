import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Punch } from '../schemas/punch.ts';
import { PunchCreate } from '../schemas/punch-input.ts';

const path = '/api/v2/desk/punches';
const punch = { key: 'punches', schema: Punch } as const;

/** Punches: visits paid for with a plan. */
export class DeskPunches extends resource({
  /** One punch. */
  get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...punch }),
  /** Pays for a visit with a plan; without `plan_id` the service picks a suitable plan. */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path,
    body: PunchCreate,
    bodyKey: 'punch',
    returns: 'one',
    ...punch,
  }),
  /** Deletes a punch: its visit becomes unpaid. */
  delete: endpoint({
    method: 'DELETE',
    effect: 'destructive',
    idempotent: true,
    path: `${path}/:id`,
    returns: 'none',
  }),
}) {}
