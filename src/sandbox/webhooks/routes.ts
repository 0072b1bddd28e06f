import { JSON_API, jsonApi, jsonApiFailure } from '../jsonapi.ts';
import type { SubscriptionStore } from './store.ts';
import { checkAttributes, newAttributes, type Subscription, subscriptionResource } from './subscriptions.ts';

/** Who calls the Webhooks API: the role of the token's staff member and their account. */
export interface WebhookCaller {
  /** `owner` and `primary_owner` may use the API; any other role is refused. */
  readonly role: string;
  readonly accountId: number;
}

/** What the routes act on. */
export interface WebhookRouteContext {
  readonly store: SubscriptionStore;
  readonly allowHttpTargets: boolean;
  /** Sends a sample notification to the subscription's target. */
  readonly triggerSample: (subscription: Subscription) => void;
}

const PATH = /^\/api\/v3\/webhooks(?:\/(?<id>[^/]+)(?<sample>\/trigger_sample_notification)?)?$/;
const OWNERS = new Set(['owner', 'primary_owner']);

/** Answers a request under `/api/v3/webhooks`, or gives `undefined` for any other path. */
export async function routeWebhooks(
  request: Request,
  caller: WebhookCaller | undefined,
  context: WebhookRouteContext,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const match = PATH.exec(url.pathname)?.groups;
  if (match === undefined) return undefined;
  if (caller === undefined) return jsonApiFailure(401, 'An OAuth 2 access token is required');
  if (!OWNERS.has(caller.role)) {
    return jsonApiFailure(403, 'Only staff members whose role is owner or higher may use the Webhooks API');
  }
  const exchange = { request, caller, context, origin: url.origin };
  if (match.id === undefined) return collection(exchange);
  const subscription = context.store.get(match.id, caller.accountId);
  if (subscription === undefined) return jsonApiFailure(404, `No webhook ${match.id}`);
  return match.sample === undefined ? member(exchange, subscription) : sample(exchange, subscription);
}

interface Exchange {
  request: Request;
  caller: WebhookCaller;
  context: WebhookRouteContext;
  origin: string;
}

async function collection({ request, caller, context, origin }: Exchange): Promise<Response> {
  if (request.method === 'GET') {
    return jsonApi(200, {
      data: context.store.ofAccount(caller.accountId).map((s) => subscriptionResource(s, origin)),
    });
  }
  if (request.method !== 'POST') return notAllowed(request, 'GET, POST');
  const document = await readDocument(request);
  if (document instanceof Response) return document;
  const { errors, changes } = checkAttributes(document.attributes, false, context.allowHttpTargets);
  if (errors.length > 0) return jsonApi(422, { errors });
  const created = context.store.create(caller.accountId, newAttributes(changes));
  const resource = subscriptionResource(created, origin);
  return jsonApi(201, { data: resource }, { location: resource.links.self });
}

async function member({ request, context, origin }: Exchange, subscription: Subscription): Promise<Response> {
  if (request.method === 'GET') return jsonApi(200, { data: subscriptionResource(subscription, origin) });
  if (request.method === 'DELETE') {
    context.store.delete(subscription.id);
    return jsonApi(204);
  }
  if (request.method !== 'PATCH') return notAllowed(request, 'GET, PATCH, DELETE');
  const document = await readDocument(request, subscription.id);
  if (document instanceof Response) return document;
  const { errors, changes } = checkAttributes(document.attributes, true, context.allowHttpTargets);
  if (errors.length > 0) return jsonApi(422, { errors });
  Object.assign(subscription, changes);
  return jsonApi(200, { data: subscriptionResource(subscription, origin) });
}

function sample({ request, context }: Exchange, subscription: Subscription): Response {
  if (request.method !== 'POST') return notAllowed(request, 'POST');
  context.triggerSample(subscription);
  return jsonApi(204);
}

function notAllowed(request: Request, allow: string): Response {
  return jsonApiFailure(405, `${request.method} is not allowed here`, { allow });
}

/**
 * The `data` of a JSON:API request document of type `webhooks` (with the resource's `id` on updates),
 * or the error answer.
 */
async function readDocument(
  request: Request,
  id?: string,
): Promise<{ attributes: Record<string, unknown> } | Response> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim();
  if (type !== undefined && type !== JSON_API && type !== 'application/json') {
    return jsonApiFailure(415, `Send the document as ${JSON_API}`);
  }
  let document: unknown;
  try {
    document = JSON.parse(await request.text());
  } catch {
    return jsonApiFailure(400, 'The request body is not valid JSON');
  }
  const data = (document as { data?: unknown } | null)?.data as Record<string, unknown> | undefined;
  if (typeof data !== 'object' || data === null || typeof data.attributes !== 'object' || !data.attributes) {
    return jsonApiFailure(
      400,
      'The request body must be {"data": {"type": "webhooks", "attributes": {...}}}',
    );
  }
  if (data.type !== 'webhooks') return jsonApiFailure(409, 'data.type must be "webhooks"');
  if (id !== undefined && data.id !== undefined && String(data.id) !== id) {
    return jsonApiFailure(409, `data.id must be the webhook's id, ${id}`);
  }
  return { attributes: data.attributes as Record<string, unknown> };
}
