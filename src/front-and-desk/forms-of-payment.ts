import { handWritten } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import type { Card } from '../schemas/card-input.ts';
import { FormOfPayment } from '../schemas/form-of-payment.ts';
import { FormOfPaymentUpdate } from '../schemas/form-of-payment-input.ts';
import { CardVaulting, type VaultCardOptions } from './card-vaulting.ts';
import { formOfPaymentEndpoints, formsOfPaymentPath } from './forms-of-payment-endpoints.ts';
import { type Side, sided } from './side.ts';

/**
 * A person's vaulted cards and ACH accounts, and card vaulting. On front, `get` also takes `'me'`;
 * on desk, any person of the business.
 */
export class FormsOfPayment<PersonId extends number | 'me' = number> extends sided((prefix, side) => {
  const path = formsOfPaymentPath(prefix);
  return {
    /** The person's vaulted forms of payment. */
    list: endpoint({
      method: 'GET',
      effect: 'read',
      path,
      returns: 'list',
      key: 'form_of_payments',
      schema: FormOfPayment,
    }),
    // With `'me'` it calls the caller's own path (`getMine`).
    get: handWritten(formOfPaymentEndpoints[side].get),
    /** Sets `autobill`: true makes this the person's one default form for autobills. */
    update: endpoint({
      method: 'PUT',
      effect: 'write',
      idempotent: true,
      path: `${path}/:id`,
      body: FormOfPaymentUpdate,
      bodyKey: 'form_of_payment',
      arg: 'changes',
      returns: 'one',
      key: 'form_of_payments',
      schema: FormOfPayment,
    }),
    /**
     * Deletes a form of payment; the default form and the last one cannot be deleted.
     * @throws {ApiError} the service refuses to delete the default or the last form of payment (status not given by the spec).
     */
    delete: endpoint({
      method: 'DELETE',
      effect: 'destructive',
      idempotent: true,
      path: `${path}/:id`,
      returns: 'none',
    }),
  };
}) {
  readonly #vaulting: CardVaulting;

  constructor(client: Pike13Client, side: Side) {
    super(client, side);
    this.#vaulting = new CardVaulting(client, side);
  }

  /** One form of payment of the person. */
  get(personId: PersonId, id: number, options?: RequestOptions) {
    const endpoints = formOfPaymentEndpoints[this.side];
    if (personId === 'me') return this.core.call(endpoints.getMine, { path: { id } }, options);
    return this.core.call(endpoints.get, { path: { person_id: personId, id } }, options);
  }

  /** Vaulting step 1 alone: the service's raw answer, carrying the gateway URL (see `startCardVaulting`). */
  create(personId: number, options?: RequestOptions) {
    return this.#vaulting.request(personId, options);
  }

  /**
   * Vaults a card in the spec's three steps; the card goes only to the payment gateway.
   * @throws {CardVaultingError} the gateway or the service refused the card, or the 10-minute window passed twice.
   * @throws {InputError} a card that fails its checks, before anything is sent.
   */
  vaultCard(personId: number, card: Card, options?: VaultCardOptions) {
    return this.#vaulting.vault(personId, card, options);
  }

  /** Step 1 for browsers: the gateway URL and form field names, so the page posts the card itself. */
  startCardVaulting(personId: number, options?: RequestOptions) {
    return this.#vaulting.start(personId, options);
  }

  /** Step 3 for browsers: confirms at the address the gateway redirected the page to. */
  completeCardVaulting(url: string, options?: RequestOptions) {
    return this.#vaulting.complete(url, options);
  }
}
