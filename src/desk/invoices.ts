import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Invoice } from '../schemas/invoice.ts';
import { DeskInvoicesListQuery, DeskInvoiceUpdate, InvoiceCreate } from '../schemas/invoice-input.ts';

const path = '/api/v2/desk/invoices';
const invoices = { key: 'invoices', schema: Invoice } as const;

/** Invoices of the business, as staff see them. */
export class DeskInvoices extends resource({
  /** Invoices, filtered by state, people and creation or update time. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path,
    query: DeskInvoicesListQuery,
    returns: 'page',
    ...invoices,
  }),
  /** Creates an invoice for `payer_id` with one or more plan products. */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path,
    body: InvoiceCreate,
    bodyKey: 'invoice',
    returns: 'one',
    ...invoices,
  }),
  /** Changes an invoice (state, coupon, recipients, receipt, booking); closing completes a linked booking. */
  update: endpoint({
    method: 'PUT',
    effect: 'destructive',
    idempotent: true,
    path: `${path}/:id`,
    body: DeskInvoiceUpdate,
    bodyKey: 'invoice',
    arg: 'changes',
    returns: 'one',
    ...invoices,
  }),
}) {}
