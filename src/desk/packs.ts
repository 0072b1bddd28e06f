import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Pack } from '../schemas/pack.ts';
import { PackCreate } from '../schemas/pack-input.ts';

const path = '/api/v2/desk/packs/:id';
const packs = { key: 'packs', schema: Pack } as const;

/** Packs: non-recurring plans granting a fixed number of visits. */
export class DeskPacks extends resource({
  /** One pack. */
  get: endpoint({ method: 'GET', effect: 'read', path, returns: 'one', ...packs }),
  /** Creates a pack from a pack product for one or more people (who then share it). */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path: '/api/v2/desk/pack_products/:pack_product_id/packs',
    body: PackCreate,
    bodyKey: 'pack',
    returns: 'one',
    ...packs,
  }),
  /** Deletes a pack. */
  delete: endpoint({ method: 'DELETE', effect: 'destructive', idempotent: true, path, returns: 'none' }),
}) {}
