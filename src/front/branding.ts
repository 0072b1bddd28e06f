import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { Branding } from '../schemas/branding.ts';

const get = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/front/branding',
  public: true,
  returns: 'body',
  schema: Branding,
});

/** The business's look (public: works with `clientId` alone). */
export class FrontBranding extends Resource {
  protected readonly endpointTable: EndpointTable = { get };

  /** Colors, logos and cover photo. */
  get(options?: RequestOptions) {
    return this.core.call(get, {}, options);
  }
}
