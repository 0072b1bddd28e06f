import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { CustomField } from '../schemas/custom-field.ts';

const list = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/custom_fields',
  returns: 'list',
  key: 'custom_fields',
  schema: CustomField,
});

/** Custom fields the business defines for people (hidden ones included). */
export class DeskCustomFields extends Resource {
  protected readonly endpointTable: EndpointTable = { list };

  /** Every custom field, with its options and settings. */
  list(options?: RequestOptions) {
    return this.core.call(list, {}, options);
  }
}
