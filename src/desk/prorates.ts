import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Prorate } from '../schemas/prorate.ts';
import { ProrateCreate } from '../schemas/prorate-input.ts';

const path = '/api/v2/desk/invoices/:invoice_id/invoice_items/:invoice_item_id/prorates';

/** Prorations of invoice items. */
export class DeskProrates extends resource({
  /** Sets the proration of an item (an existing one is updated); an invalid request creates nothing. */
  create: endpoint({
    method: 'POST',
    effect: 'destructive',
    idempotent: true,
    path,
    body: ProrateCreate,
    bodyKey: 'prorate',
    returns: 'one',
    key: 'prorates',
    schema: Prorate,
  }),
  /** Removes the proration; the punchcard count returns to its default. */
  delete: endpoint({ method: 'DELETE', effect: 'destructive', idempotent: true, path, returns: 'none' }),
}) {}
