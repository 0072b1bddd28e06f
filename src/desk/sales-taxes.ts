import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { SalesTax } from '../schemas/sales-tax.ts';

const path = '/api/v2/desk/sales_taxes';
const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  returns: 'list',
  key: 'sales_taxes',
  schema: SalesTax,
});
const get = endpoint({ ...list, effect: 'read', path: `${path}/:id`, returns: 'one' });

/** Sales taxes that can be added to an invoice. */
export class DeskSalesTaxes extends Resource {
  protected readonly endpointTable: EndpointTable = { list, get };

  /** Every sales tax. */
  list(options?: RequestOptions) {
    return this.core.call(list, {}, options);
  }

  /** One sales tax, with its rates by location. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }
}
