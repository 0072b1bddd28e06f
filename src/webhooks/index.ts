export { type DedupeStore, dedupeKey, MemoryDedupeStore } from './dedupe.ts';
export { NotificationError, WebhookGone } from './errors.ts';
export { createWebhookHandler } from './handler.ts';
export { type NodeRequest, type NodeResponse, toNodeListener } from './node.ts';
export { checkNotification, parseNotification } from './notification.ts';
export type {
  KnownNotification,
  NotificationData,
  ParsedNotification,
  Previous,
  UnknownNotification,
  WebhookNotification,
} from './notification-types.ts';
export type {
  HandlerContext,
  RequestContext,
  TopicHandler,
  TopicHandlers,
  UnknownHandler,
  WaitUntil,
  WebhookHandler,
  WebhookHandlerOptions,
} from './options.ts';
export { RESOURCE_SCHEMAS, type ResourceKey, type TopicResource } from './payloads.ts';
export { previousOf, resourceKeyOf, resourceOf, resourcesOf } from './read.ts';
export { Webhooks } from './subscriptions.ts';
export { createWebhookSecret, WEBHOOK_SECRET_PARAM, webhookTarget } from './target.ts';
export {
  isTopic,
  type ResourceKeyOf,
  TOPIC_RESOURCE_KEYS,
  TOPICS,
  type Topic,
  type UpdatedTopic,
} from './topics.ts';
export { Webhook } from './webhook.ts';
export { WebhookCreate, WebhookUpdate } from './webhook-input.ts';
