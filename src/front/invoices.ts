import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Invoice } from '../schemas/invoice.ts';
import { FrontInvoiceUpdate } from '../schemas/invoice-input.ts';

const path = '/api/v2/front/invoices/:id';
const invoices = { key: 'invoices', schema: Invoice } as const;

/** The caller's invoices. */
export class FrontInvoices extends resource({
  /** One invoice owned by the caller. */
  get: endpoint({ method: 'GET', effect: 'read', path, returns: 'one', ...invoices }),
  /** Moves an invoice to another state (`state_event`) or applies a `coupon_code`. */
  update: endpoint({
    method: 'PUT',
    effect: 'destructive',
    idempotent: true,
    path,
    body: FrontInvoiceUpdate,
    bodyKey: 'invoice',
    arg: 'changes',
    returns: 'one',
    ...invoices,
  }),
}) {}
