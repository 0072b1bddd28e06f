import { isTopic, type Topic } from '../../webhooks/topics.ts';
import { jsonApiError } from '../jsonapi.ts';
import { isLoopbackHttp } from '../loopback.ts';
import { isDeliverableTarget } from './target.ts';

/** A webhook subscription as the sandbox keeps it. */
export interface Subscription {
  readonly id: string;
  readonly account_id: number;
  readonly business_id: number;
  topic: Topic;
  target: string;
  name: string | null;
  description: string | null;
}

/** The attributes a request may set. */
export type SubscriptionAttributes = Pick<Subscription, 'topic' | 'target' | 'name' | 'description'>;

/** A JSON:API error object, as a refused attribute gives it. */
export type AttributeError = ReturnType<typeof jsonApiError>;

const pointer = (name: string) => `/data/attributes/${name}`;

/**
 * Checks the attributes of a create (`partial` false: topic and target required) or an update. Messages
 * never repeat the target: it may carry the receiver's secret.
 */
export function checkAttributes(
  attributes: Record<string, unknown>,
  partial: boolean,
  allowHttp: boolean,
): { errors: AttributeError[]; changes: Partial<SubscriptionAttributes> } {
  const errors: AttributeError[] = [];
  const changes: Partial<SubscriptionAttributes> = {};
  const { topic, target, name, description } = attributes;
  if (topic !== undefined || !partial) {
    if (isTopic(topic)) changes.topic = topic;
    else errors.push(jsonApiError(422, 'topic must be a valid topic', pointer('topic')));
  }
  if (target !== undefined || !partial) {
    if (typeof target === 'string' && isDeliverableTarget(target, allowHttp)) changes.target = target;
    else errors.push(jsonApiError(422, targetProblem(target), pointer('target')));
  }
  for (const [key, value] of [
    ['name', name],
    ['description', description],
  ] as const) {
    if (value === undefined) continue;
    if (value === null || typeof value === 'string') changes[key] = value;
    else errors.push(jsonApiError(422, `${key} must be a string`, pointer(key)));
  }
  return { errors, changes };
}

/** The attributes of a new subscription, once a create's are checked (topic and target present). */
export function newAttributes(changes: Partial<SubscriptionAttributes>): SubscriptionAttributes {
  const { topic, target } = changes as Pick<SubscriptionAttributes, 'topic' | 'target'>;
  return { topic, target, name: changes.name ?? null, description: changes.description ?? null };
}

/** The JSON:API resource object of a subscription. */
export function subscriptionResource(subscription: Subscription, baseUrl: string) {
  const { id, ...attributes } = subscription;
  return {
    id,
    type: 'webhooks',
    links: { self: `${baseUrl}/api/v3/webhooks/${id}` },
    attributes,
  };
}

/**
 * Why a target is refused: the service's words, and for an http receiver on loopback how this sandbox
 * would take it (the live service never does).
 */
function targetProblem(target: unknown): string {
  const url = typeof target === 'string' ? URL.parse(target) : null;
  if (!url || !isLoopbackHttp(url)) return 'target must be an https URL';
  return 'target must be an https URL (a sandbox started with --allow-http-webhooks, or createSandbox({ webhookDelivery: { allowHttpTargets: true } }), also takes an http receiver on loopback)';
}
