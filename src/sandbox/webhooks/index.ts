export type { AttemptOutcome, DeliveryAttempt, Notification, Redelivery } from './delivery.ts';
export { WebhookHub, type WebhookHubOptions } from './hub.ts';
export type { WebhookCaller } from './routes.ts';
