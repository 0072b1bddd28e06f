import { tracingChannel } from '../core/tracing-channel.ts';

/** What became of a delivery: its handler's outcome, or why it was answered without one. */
export type DeliveryOutcome = 'handled' | 'gone' | 'failed' | 'late' | 'accepted' | 'duplicate' | 'refused';

/** One delivery to `createWebhookHandler()` as `tracingChannel('pike13:webhook')` publishes it. */
export interface DeliveryTrace {
  /** The notification's topic (`visit.updated`), once its body is read and checked. */
  topic: string | undefined;
  /** The webhook that sent it. */
  webhookId: number | undefined;
  /** The business it is about. */
  businessId: number | undefined;
  /** What became of it. */
  outcome: DeliveryOutcome | undefined;
  /** The status answered to the service. */
  status: number | undefined;
}

/** The deliveries of every webhook handler. */
export const deliveryTracing = tracingChannel<DeliveryTrace>('pike13:webhook');
