import { refusedCall } from '../core/api-promise.ts';
import { endpoint } from '../core/endpoint.ts';
import { InputError } from '../core/errors.ts';
import type { RequestOptions } from '../core/options.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { isHttpsUrl, secretOf } from './target.ts';
import { Webhook } from './webhook.ts';
import { WebhookChanges, WebhookCreate, type WebhookUpdate } from './webhook-input.ts';

const path = '/api/v3/webhooks';
const jsonapi = { api: 'webhooks', format: 'jsonapi', bodyKey: 'webhooks' } as const;
const one = { returns: 'one', key: 'data', schema: Webhook } as const;

const list = endpoint({
  ...jsonapi,
  method: 'GET',
  effect: 'read',
  path,
  returns: 'list',
  key: 'data',
  schema: Webhook,
});
const get = endpoint({ ...jsonapi, ...one, method: 'GET', effect: 'read', path: `${path}/:id` });
const create = endpoint({
  ...jsonapi,
  ...one,
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path,
  body: WebhookCreate,
});
const update = endpoint({
  ...jsonapi,
  ...one,
  method: 'PATCH',
  effect: 'write',
  idempotent: true,
  path: `${path}/:id`,
  body: WebhookChanges,
});
const remove = endpoint({
  ...jsonapi,
  method: 'DELETE',
  effect: 'destructive',
  idempotent: true,
  path: `${path}/:id`,
  returns: 'none',
});
const triggerSample = endpoint({
  ...jsonapi,
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path: `${path}/:webhook_id/trigger_sample_notification`,
  returns: 'none',
});

/** The secret a target carries (`webhookTarget`), to keep out of the call's errors. */
function secretsOf(target: unknown): string[] {
  const secret = typeof target === 'string' ? secretOf(target) : undefined;
  return secret === undefined ? [] : [secret];
}

/** Webhook subscriptions (`/api/v3/webhooks`, JSON:API): needs the token of an owner or higher. */
export class Webhooks extends Resource {
  protected readonly endpointTable: EndpointTable = {
    list,
    get,
    create,
    update,
    delete: remove,
    triggerSample,
  };
  /** Whether the client talks to a service on loopback (the sandbox): receivers on loopback may be http. */
  readonly #local: boolean;

  constructor(client: Pike13Client) {
    super(client);
    // Plain http reaches only a service on loopback: `baseUrl` takes http nowhere else.
    this.#local = this.core.hosts.business?.startsWith('http:') === true;
  }

  /** Every webhook the account created in this business. */
  list(options?: RequestOptions) {
    return this.core.call(list, {}, options);
  }

  /** One webhook. */
  get(id: string | number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }

  /**
   * Subscribes `target` (https) to `topic`; the service answers 201 with the webhook. A client of a service on
   * loopback (the sandbox) may also subscribe an http receiver on loopback.
   */
  create(webhook: WebhookCreate, options?: RequestOptions) {
    const refused = this.#refusedTarget(webhook?.target);
    if (refused) return refusedCall<Webhook>(refused);
    return this.core.call(create, { body: webhook, secrets: secretsOf(webhook?.target) }, options);
  }

  /** Changes a webhook's attributes (PATCH). */
  update(id: string | number, changes: WebhookUpdate, options?: RequestOptions) {
    const input = { path: { id }, body: changes, secrets: secretsOf(changes?.target) };
    const refused = this.#refusedTarget(changes?.target);
    if (refused) return refusedCall<Webhook>(refused);
    return this.core.call(update, input, options);
  }

  /** Deletes a webhook: no more notifications. */
  delete(id: string | number, options?: RequestOptions) {
    return this.core.call(remove, { path: { id } }, options);
  }

  /** Makes the service send a sample notification to the webhook's target; no real data changes. */
  triggerSample(id: string | number, options?: RequestOptions) {
    return this.core.call(triggerSample, { path: { webhook_id: id } }, options);
  }

  /** The live service delivers to https only: an http target (on loopback) is for a local service alone. */
  #refusedTarget(target: unknown): InputError | undefined {
    if (this.#local || typeof target !== 'string' || isHttpsUrl(target)) return undefined;
    return new InputError('target must be https', 'target');
  }
}
