import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { Resource } from '../core/resource.ts';
import { secretOf } from './target.ts';
import {
  CreateDocument,
  UpdateDocument,
  Webhook,
  type WebhookCreate,
  type WebhookUpdate,
} from './webhook.ts';

const path = '/api/v3/webhooks';
const jsonapi = { api: 'webhooks', format: 'jsonapi' } as const;
const one = { returns: 'one', key: 'data', schema: Webhook } as const;

const list = endpoint({ ...jsonapi, method: 'GET', path, returns: 'list', key: 'data', schema: Webhook });
const get = endpoint({ ...jsonapi, ...one, method: 'GET', path: `${path}/:id` });
const create = endpoint({ ...jsonapi, ...one, method: 'POST', path, body: CreateDocument, bodyKey: 'data' });
const update = endpoint({
  ...jsonapi,
  ...one,
  method: 'PATCH',
  path: `${path}/:id`,
  body: UpdateDocument,
  bodyKey: 'data',
});
const remove = endpoint({ ...jsonapi, method: 'DELETE', path: `${path}/:id`, returns: 'none' });
const triggerSample = endpoint({
  ...jsonapi,
  method: 'POST',
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
  /** Every webhook the account created in this business. */
  list(options?: RequestOptions) {
    return this.core.call(list, {}, options);
  }

  /** One webhook. */
  get(id: string | number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }

  /** Subscribes `target` (https) to `topic`; the service answers 201 with the webhook. */
  create(webhook: WebhookCreate, options?: RequestOptions) {
    const body = { type: 'webhooks' as const, attributes: webhook };
    return this.core.call(create, { body, secrets: secretsOf(webhook.target) }, options);
  }

  /** Changes a webhook's attributes (PATCH). */
  update(id: string | number, changes: WebhookUpdate, options?: RequestOptions) {
    const body = { type: 'webhooks' as const, id: String(id), attributes: changes };
    return this.core.call(update, { path: { id }, body, secrets: secretsOf(changes.target) }, options);
  }

  /** Deletes a webhook: no more notifications. */
  delete(id: string | number, options?: RequestOptions) {
    return this.core.call(remove, { path: { id } }, options);
  }

  /** Makes the service send a sample notification to the webhook's target; no real data changes. */
  triggerSample(id: string | number, options?: RequestOptions) {
    return this.core.call(triggerSample, { path: { webhook_id: id } }, options);
  }
}
