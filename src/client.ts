import { Account } from './account/index.ts';
import type { ApiPromise } from './core/api-promise.ts';
import type { Method } from './core/endpoint.ts';
import { HttpCore } from './core/http.ts';
import type { ClientOptions } from './core/options.ts';
import type { RawRequestOptions } from './core/raw-request.ts';
import { Desk } from './desk/index.ts';
import { Front } from './front/index.ts';
import { Reports } from './reports/index.ts';
import { Webhooks } from './webhooks/subscriptions.ts';

/** The Pike13 client: one HTTP core under every namespace. */
export class Pike13 {
  /** The Core API as a client (`/api/v2/front`); some endpoints are public with `clientId`. */
  readonly front: Front;
  /** The Core API as staff (`/api/v2/desk`). */
  readonly desk: Desk;
  /** The account of the token's person, across businesses (`https://pike13.com/api/v2/account`). */
  readonly account: Account;
  /** Webhook subscriptions (`/api/v3/webhooks`): needs an owner's token. */
  readonly webhooks: Webhooks;
  /** Reporting queries (`/desk/api/v3/reports`), typed by the fields selected. */
  readonly reports: Reports;

  readonly #core: HttpCore;

  constructor(options: ClientOptions = {}) {
    const core = new HttpCore(options);
    this.#core = core;
    this.front = new Front(core);
    this.desk = new Desk(core);
    this.account = new Account(core);
    this.webhooks = new Webhooks(core);
    this.reports = new Reports(core);
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
    return this.#core.request(method, path, options);
  }
}
