import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { SalesTax } from '../schemas/sales-tax.ts';

const path = '/api/v2/desk/sales_taxes';
const taxes = { key: 'sales_taxes', schema: SalesTax } as const;

/** Sales taxes that can be added to an invoice. */
export class DeskSalesTaxes extends resource({
  /** Every sales tax. */
  list: endpoint({ method: 'GET', effect: 'read', path, returns: 'list', ...taxes }),
  /** One sales tax, with its rates by location. */
  get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...taxes }),
}) {}
