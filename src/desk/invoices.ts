import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Invoice } from '../schemas/invoice.ts';
import {
  type DeskInvoicesListParams,
  DeskInvoicesListQuery,
  DeskInvoiceUpdate,
  InvoiceCreate,
} from '../schemas/invoice-input.ts';

const path = '/api/v2/desk/invoices';

const key = 'invoices';

const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  query: DeskInvoicesListQuery,
  returns: 'page',
  key,
  schema: Invoice,
});

const create = endpoint({
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path,
  body: InvoiceCreate,
  bodyKey: 'invoice',
  returns: 'one',
  key,
  schema: Invoice,
});

const update = endpoint({
  method: 'PUT',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:id`,
  body: DeskInvoiceUpdate,
  bodyKey: 'invoice',
  returns: 'one',
  key,
  schema: Invoice,
});

/** Invoices of the business, as staff see them. */
export class DeskInvoices extends Resource {
  protected readonly endpointTable: EndpointTable = { list, create, update };

  /** Invoices, filtered by state, people and creation or update time. */
  list(params?: DeskInvoicesListParams, options?: RequestOptions) {
    return this.core.paginate(list, { query: params }, options);
  }

  /** Creates an invoice for `payer_id` with one or more plan products. */
  create(invoice: InvoiceCreate, options?: RequestOptions) {
    return this.core.call(create, { body: invoice }, options);
  }

  /** Changes an invoice (state, coupon, recipients, receipt, booking); closing completes a linked booking. */
  update(id: number, changes: DeskInvoiceUpdate, options?: RequestOptions) {
    return this.core.call(update, { path: { id }, body: changes }, options);
  }
}
