import type { ApiPromise } from './api-promise.ts';
import { checkClientOptions } from './check-options.ts';
import { bindCore, coreOf } from './core-of-client.ts';
import type { Method } from './endpoint.ts';
import { HttpCore } from './http.ts';
import type { ClientOptions } from './options.ts';
import type { RawRequestOptions } from './raw-request.ts';

/**
 * The client without namespaces: auth, locale, limits, retries, hooks and errors, and `request()`. Hand it
 * to the resource classes an app uses (`new DeskPeople(client)`), so that a bundler ships those and not
 * all 170 methods; `Pike13` is this client with every namespace on it.
 */
export class Pike13Client {
  constructor(options: ClientOptions = {}) {
    bindCore(this, new HttpCore(options));
  }

  /**
   * A client of the same kind with these options over this one's (`{ accessToken }` for one studio per
   * request in a multi-tenant server): the same host, `fetch`, hooks, limits store, timeouts and retries
   * unless overridden, and the same process-wide rate limiters (per token, per address). This client is
   * left as it was.
   */
  withOptions(overrides: ClientOptions): this {
    checkClientOptions(overrides);
    const options = { ...coreOf(this).options, ...overrides };
    return new (this.constructor as new (options: ClientOptions) => this)(options);
  }

  /**
   * Calls an endpoint the spec does not list (`/api/…` or `/desk/api/…` of the business; account paths go
   * to the account host) with the client's auth, locale, limits, retries and errors. The answer is the
   * whole body: `unknown`, or what `schema` (zod, valibot… any Standard Schema) gives.
   */
  request<Output = unknown>(
    method: Method,
    path: string,
    options?: RawRequestOptions<Output>,
  ): ApiPromise<Output> {
    return coreOf(this).request(method, path, options);
  }
}
